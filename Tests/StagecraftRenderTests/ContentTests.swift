import Stagecraft
import Testing
@testable import StagecraftRender

/// Labels and image placeholders, drawn from the trace's details.
@Suite struct ContentTests {
    /// The dark pixels (every channel under 128) in a rectangle of pixels.
    func darkPixels(_ bitmap: Bitmap, _ rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = bitmap.pixel(x: x, y: y)
                if p.a > 0, p.r < 128, p.g < 128, p.b < 128 { count += 1 }
            }
        }
        return count
    }

    @Test func labelsDrawTheirTextInsideTheirBounds() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 100))
        scene.add(Rect(10, 30, 180, 40), nil, kind: "Label", details: ["text=\"Hello, world\""])
        let bitmap = try scene.render(scale: 2, background: .white)
        #expect(darkPixels(bitmap, Rect(20, 60, 360, 80)) > 200)
        #expect(darkPixels(bitmap, Rect(0, 0, 400, 60)) == 0)
        #expect(darkPixels(bitmap, Rect(0, 140, 400, 60)) == 0)
        // Left-aligned ("natural"): nothing in the right half of the label.
        #expect(darkPixels(bitmap, Rect(300, 60, 80, 80)) == 0)
    }

    @Test func textColourSizeAndAlignmentComeFromTheDetails() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 100))
        scene.add(Rect(0, 0, 200, 100), nil, kind: "Label", details: ["text=\"MM\"", "textColor=#FF0000", "fontSize=40", "align=right"])
        let bitmap = try scene.render(background: .white)
        var red = 0, leftHalf = 0
        for y in 0..<100 {
            for x in 0..<200 where bitmap.pixel(x: x, y: y) == .red {
                red += 1
                if x < 100 { leftHalf += 1 }
            }
        }
        #expect(red > 300)
        #expect(leftHalf == 0)
    }

    @Test func escapedTextIsUnquotedAsSwiftWroteIt() {
        #expect(unquoteSwiftLiteral(#""Hello \"world\"""#) == "Hello \"world\"")
        #expect(unquoteSwiftLiteral(#""a\\b\nc\u{1F600}""#) == "a\\b\nc😀")
        #expect(unquoteSwiftLiteral(#""odd \q""#) == "odd \\q")
    }

    @Test func tooLongTextIsCutWithAnEllipsisAndStaysInside() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 40))
        scene.add(Rect(0, 0, 60, 40), nil, kind: "Label", details: ["text=\"A very long title that does not fit\""])
        let bitmap = try scene.render(background: .white)
        #expect(darkPixels(bitmap, Rect(0, 0, 60, 40)) > 20)
        #expect(darkPixels(bitmap, Rect(60, 0, 140, 40)) == 0)
    }

    @Test func imagePlaceholdersAreTintedBoxesWithTheirName() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 100))
        scene.add(Rect(0, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"pizza\""])
        scene.add(Rect(100, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"salad\""])
        let bitmap = try scene.render(background: .white)
        let pizza = bitmap.pixel(x: 50, y: 20), salad = bitmap.pixel(x: 150, y: 20)
        #expect(pizza.a == 255 && pizza != .white)
        #expect(salad.a == 255 && salad != .white)
        #expect(pizza != salad)
        // The name is written across the middle in dark ink.
        #expect(darkPixels(bitmap, Rect(10, 40, 80, 20)) > 20)
        // The same name gets the same tint in another run.
        let again = try scene.render(background: .white)
        #expect(again.pixel(x: 50, y: 20) == pizza)
    }
}
