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

    @Test func rd1_3_labelsDrawTheirTextInsideTheirBounds() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 100))
        scene.add(Rect(10, 30, 180, 40), nil, kind: "Label", details: ["text=\"Hello, world\""])
        let bitmap = try scene.render(scale: 2, background: .white)
        #expect(darkPixels(bitmap, Rect(20, 60, 360, 80)) > 200)
        #expect(darkPixels(bitmap, Rect(0, 0, 400, 60)) == 0)
        #expect(darkPixels(bitmap, Rect(0, 140, 400, 60)) == 0)
        // Left-aligned ("natural"): nothing in the right half of the label.
        #expect(darkPixels(bitmap, Rect(300, 60, 80, 80)) == 0)
    }

    @Test func rd1_3_textColourSizeAndAlignmentComeFromTheDetails() throws {
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

    @Test func rd1_3_escapedTextIsUnquotedAsSwiftWroteIt() {
        #expect(unquoteSwiftLiteral(#""Hello \"world\"""#) == "Hello \"world\"")
        #expect(unquoteSwiftLiteral(#""a\\b\nc\u{1F600}""#) == "a\\b\nc😀")
        #expect(unquoteSwiftLiteral(#""odd \q""#) == "odd \\q")
    }

    @Test func rd1_3_tooLongTextIsCutWithAnEllipsisAndStaysInside() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 40))
        scene.add(Rect(0, 0, 60, 40), nil, kind: "Label", details: ["text=\"A very long title that does not fit\""])
        let bitmap = try scene.render(background: .white)
        #expect(darkPixels(bitmap, Rect(0, 0, 60, 40)) > 20)
        #expect(darkPixels(bitmap, Rect(60, 0, 140, 40)) == 0)
    }

    /// RC1.1: "pizza" is the built-in pizza (art.json): a crust ring (#D89A4E) around red sauce
    /// (#C63A22) on a wooden board, stretched over the bounds; names differing in case match too.
    @Test func RC1_1_pizzaIsABuiltInPicture() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 100))
        scene.add(Rect(0, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"pizza\""])
        scene.add(Rect(100, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"Pizza\""])
        let bitmap = try scene.render(background: .white)
        // The crust ring is between radius 40.5 and 46 from the centre (50, 50); the corner is board.
        #expect(bitmap.pixel(x: 50, y: 7).near(RGBA(0xD8, 0x9A, 0x4E), 2))
        #expect(bitmap.pixel(x: 150, y: 7).near(RGBA(0xD8, 0x9A, 0x4E), 2))
        // Sauce between the cheese and the crust, on the diagonal at radius ≈ 36.
        #expect(bitmap.pixel(x: 50 + 25, y: 50 + 25).near(RGBA(0xC6, 0x3A, 0x22), 2))
        let board = bitmap.pixel(x: 1, y: 1)
        #expect(board.r > board.g && board.g > board.b && board.r < 0xA0)
        // Prefixed family names (RC1.1): "photo2" is the landscape photo, sky blue at the top.
        #expect(ImageArt.forName("photo2") == ImageArt.forName("photo"))
        #expect(ImageArt.forName("photography") != ImageArt.forName("photo"))
    }

    /// RC1.2: SF-Symbol-like names are glyphs in the tint (systemBlue) in the centred square;
    /// `.fill` fills, a later `circle`/`square` encloses, `symbol:` forces a glyph.
    @Test func RC1_2_symbolNamesAreGlyphs() throws {
        var scene = FrameBuilder(window: Size(width: 300, height: 100))
        scene.add(Rect(0, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"symbol:star.fill\""])
        scene.add(Rect(100, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"star\""])
        scene.add(Rect(200, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"trash.square.fill\""])
        let bitmap = try scene.render(background: .white)
        let blue = RGBA(0, 0x7A, 0xFF)
        // Filled star: its centre is ink; outlined star: its centre is white, its top point ink.
        #expect(bitmap.pixel(x: 50, y: 55).near(blue, 2))
        #expect(bitmap.pixel(x: 150, y: 55) == .white)
        #expect(bitmap.pixel(x: 150, y: 10).near(blue, 40))
        // Enclosed and filled: a blue rounded square with the trash in white inside.
        #expect(bitmap.pixel(x: 208, y: 50).near(blue, 2))
        #expect(bitmap.pixel(x: 250, y: 70) == .white)
        // The corners outside the symbol's square stay transparent (here: white).
        #expect(bitmap.pixel(x: 201, y: 1) == .white)
        #expect(ImageArt.forName("square.and.arrow.up").shapes == ImageArt.forName("symbol:arrow").shapes)
        #expect(ImageArt.forName("peacesign").fit == .centredSquare)
        #expect(ImageArt.forName("Squats").fit == .fill)  // capitals: not a symbol name
        // An unknown symbol still gets a glyph (a polygon), not a picture.
        #expect(ImageArt.forName("zz.top").fit == .centredSquare)
    }

    /// RC1.3: any other name draws a picture generated from its hash: opaque, different for
    /// different names, the same in every run, never the old crossed placeholder.
    @Test func RC1_3_otherNamesDrawGeneratedPictures() throws {
        var scene = FrameBuilder(window: Size(width: 200, height: 100))
        scene.add(Rect(0, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"Squats\""])
        scene.add(Rect(100, 0, 100, 100), nil, kind: "ImageView", details: ["image=\"Lunges\""])
        let bitmap = try scene.render(background: .white)
        #expect(bitmap.pixel(x: 2, y: 2).a == 255 && bitmap.pixel(x: 2, y: 2) != .white)
        #expect(bitmap.pixel(x: 2, y: 2) != bitmap.pixel(x: 102, y: 2))
        let again = try scene.render(background: .white)
        #expect((0..<100).allSatisfy { again.pixel(x: $0, y: $0) == bitmap.pixel(x: $0, y: $0) })
        // hsl as CSS computes it: hsl(0, 100%, 50%) is red, hsl(120, 100%, 25%) is #008000.
        #expect(ImageArt.hsl(0, 1, 0.5) == Color(red: 1, green: 0, blue: 0))
        #expect(ImageArt.hsl(120, 1, 0.25) == Color(hex: 0x008000))
        // Odd names are still names: empty, a bare prefix, emoji, very long ones draw, the same each time.
        for name in ["", "symbol:", "🍕", String(repeating: "x.", count: 5000), "photo.", "a..b"] {
            #expect(ImageArt.forName(name) == ImageArt.forName(name))
            #expect(!ImageArt.forName(name).shapes.isEmpty)
        }
        // FNV-1a of "a" is 0xE40C292C (the published test vector).
        #expect(ImageArt.fnv1a("a") == 0xE40C_292C)
    }
}
