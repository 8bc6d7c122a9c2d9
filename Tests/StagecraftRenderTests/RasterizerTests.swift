import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// Pixels of rendered frames of known trees, against values worked out by hand.
@Suite struct RasterizerTests {
    @Test func rd1_2_aFilledRectangleCoversItsFrameAtEveryScale() throws {
        var scene = FrameBuilder()
        scene.add(Rect(10, 10, 40, 20), .red)
        let one = try scene.render()
        #expect(one.width == 100 && one.height == 100)
        #expect(one.pixel(x: 20, y: 15) == .red)
        #expect(one.pixel(x: 10, y: 10) == .red)   // pixel centre (10.5, 10.5): inside
        #expect(one.pixel(x: 9, y: 15) == .clear)
        #expect(one.pixel(x: 50, y: 15) == .clear)  // maxX is 50: pixel 50 starts outside
        let two = try scene.render(scale: 2)
        #expect(two.width == 200 && two.height == 200)
        #expect(two.pixel(x: 20, y: 20) == .red)    // point (10.25, 10.25)
        #expect(two.pixel(x: 19, y: 20) == .clear)  // point (9.75, 10.25)
        #expect(two.pixel(x: 99, y: 59) == .red)    // point (49.75, 29.75)
        #expect(two.pixel(x: 100, y: 59) == .clear)
    }

    @Test func t10_2_aRotationTurnsTheViewAboutItsCenter() throws {
        var scene = FrameBuilder()
        // 40×20 centred on (50, 50), turned 90°: it now spans x 40…60, y 30…70.
        scene.add(Rect(30, 40, 40, 20), .blue, transform: AffineTransform(rotationAngle: .pi / 2))
        let bitmap = try scene.render()
        #expect(bitmap.pixel(x: 50, y: 32) == .blue)
        #expect(bitmap.pixel(x: 50, y: 67) == .blue)
        #expect(bitmap.pixel(x: 33, y: 50) == .clear)
        #expect(bitmap.pixel(x: 66, y: 50) == .clear)
    }

    @Test func t10_2_aScaleAboutTheTopLeftAnchorGrowsDownAndRight() throws {
        var scene = FrameBuilder()
        // Anchor (0, 0) at (10, 10), 20×20 scaled 2×: covers 10…50 on both axes.
        scene.add(Rect(10, 10, 20, 20), .red, transform: AffineTransform(scaleX: 2, y: 2), anchor: .zero)
        let bitmap = try scene.render()
        #expect(bitmap.pixel(x: 48, y: 48) == .red)
        #expect(bitmap.pixel(x: 11, y: 11) == .red)
        #expect(bitmap.pixel(x: 51, y: 30) == .clear)
        #expect(bitmap.pixel(x: 8, y: 30) == .clear)
    }

    @Test func t10_2_transformsComposeDownTheTreeAsTheCoreConvertsPoints() throws {
        // A real view tree: a rotated, scaled card with a translated badge inside it.
        let engine = Engine()
        let window = Window(bounds: Size(width: 200, height: 200))
        let card = View(frame: Rect(50, 50, 100, 60), name: "card")
        card.backgroundColor = .blue
        card.transform = AffineTransform(rotationAngle: 0.4).scaledBy(x: 1.2, y: 0.8)
        let badge = View(frame: Rect(60, 10, 24, 24), name: "badge")
        badge.backgroundColor = .red
        badge.transform = AffineTransform(translationX: 8, y: 12)
        window.addSubview(card)
        card.addSubview(badge)
        let tracer = Tracer(engine: engine, window: window)
        guard let frame = tracer.trace.frames.first else { Issue.record("no frame"); return }
        let bitmap = try FrameRenderer(options: RenderOptions(scale: 2, background: .white)).render(frame)
        // Where the core puts the badge's centre and a point of the card outside the badge.
        let badgeCenter = badge.convert(Point(x: 12, y: 12), to: nil, using: .presentation)
        let cardPoint = card.convert(Point(x: 15, y: 45), to: nil, using: .presentation)
        let outside = card.convert(Point(x: -6, y: 30), to: nil, using: .presentation)
        #expect(bitmap.pixel(x: Int(badgeCenter.x * 2), y: Int(badgeCenter.y * 2)) == .red)
        #expect(bitmap.pixel(x: Int(cardPoint.x * 2), y: Int(cardPoint.y * 2)) == .blue)
        #expect(bitmap.pixel(x: Int(outside.x * 2), y: Int(outside.y * 2)) == .white)
    }

    @Test func l1_2_cornerRadiusLeavesTheCornersTransparent() throws {
        var scene = FrameBuilder()
        scene.add(Rect(0, 0, 40, 40), .red, cornerRadius: 10)
        let bitmap = try scene.render()
        // Pixel (1, 1) has its centre 12.0 from the arc's centre (10, 10): outside radius 10.
        #expect(bitmap.pixel(x: 1, y: 1).a == 0)
        #expect(bitmap.pixel(x: 38, y: 38).a == 0)
        #expect(bitmap.pixel(x: 20, y: 0) == .red)   // the straight top edge is sharp
        #expect(bitmap.pixel(x: 10, y: 10) == .red)
        // On the arc (coverage between 0 and 1): anti-aliased, so partly transparent.
        let edge = bitmap.pixel(x: 4, y: 4)          // the whole pixel is within 8.5 of (10, 10)
        #expect(edge.a == 255)
        let rim = bitmap.pixel(x: 2, y: 3)           // centre (2.5, 3.5) is 9.92 from (10, 10): on the rim
        #expect(rim.a > 0 && rim.a < 255)
    }

    @Test func rd1_2_groupOpacityCompositesTheSubtreeOnce() throws {
        var scene = FrameBuilder()
        let parent = scene.add(Rect(0, 0, 100, 50), .blue, alpha: 0.5)
        scene.add(Rect(0, 0, 50, 50), .red, parent: parent)
        let bitmap = try scene.render(background: .white)
        // The red child hides the blue behind it inside the group; the group then goes on white at 0.5.
        #expect(bitmap.pixel(x: 25, y: 25).near(over((255, 0, 0), 0.5, on: (255, 255, 255))))
        #expect(bitmap.pixel(x: 75, y: 25).near(over((0, 0, 255), 0.5, on: (255, 255, 255))))
        #expect(bitmap.pixel(x: 75, y: 75) == .white)
    }

    @Test func rd1_2_nestedAlphasMultiply() throws {
        var scene = FrameBuilder()
        let outer = scene.add(Rect(0, 0, 100, 100), nil, alpha: 0.5)
        scene.add(Rect(0, 0, 100, 100), Color(red: 0, green: 0.4, blue: 0), parent: outer, alpha: 0.5)
        let bitmap = try scene.render(background: .white)
        #expect(bitmap.pixel(x: 50, y: 50).near(over((0, 102, 0), 0.25, on: (255, 255, 255))))
        // A translucent background colour and the view's alpha also multiply.
        var tinted = FrameBuilder()
        tinted.add(Rect(0, 0, 100, 100), Color(white: 0, alpha: 0.4), alpha: 0.5)
        let dim = try tinted.render(background: .white)
        #expect(dim.pixel(x: 50, y: 50).near(over((0, 0, 0), 0.2, on: (255, 255, 255))))
    }

    @Test func rd1_2_clippingHidesWhatFallsOutsideTheBounds() throws {
        for clips in [true, false] {
            var scene = FrameBuilder()
            let parent = scene.add(Rect(0, 0, 50, 50), nil, clips: clips)
            scene.add(Rect(10, 10, 80, 80), .red, parent: parent)
            let bitmap = try scene.render()
            #expect(bitmap.pixel(x: 40, y: 40) == .red)
            #expect(bitmap.pixel(x: 75, y: 75) == (clips ? .clear : .red))
        }
    }

    @Test func l1_2_clippingFollowsTheCornerRadius() throws {
        var scene = FrameBuilder()
        let parent = scene.add(Rect(0, 0, 40, 40), nil, cornerRadius: 10, clips: true)
        scene.add(Rect(0, 0, 40, 40), .red, parent: parent)
        let bitmap = try scene.render()
        #expect(bitmap.pixel(x: 1, y: 1).a == 0)
        #expect(bitmap.pixel(x: 20, y: 20) == .red)
    }

    @Test func rd1_2_hiddenAndTransparentViewsDrawNothingWithTheirSubviews() throws {
        var scene = FrameBuilder()
        let hidden = scene.add(Rect(0, 0, 50, 50), .blue, hidden: true)
        scene.add(Rect(0, 0, 20, 20), .red, parent: hidden)
        let transparent = scene.add(Rect(50, 50, 50, 50), .blue, alpha: 0)
        scene.add(Rect(0, 0, 20, 20), .red, parent: transparent)
        let bitmap = try scene.render()
        #expect(bitmap.pixel(x: 10, y: 10) == .clear)
        #expect(bitmap.pixel(x: 25, y: 25) == .clear)
        #expect(bitmap.pixel(x: 60, y: 60) == .clear)
    }

    @Test func t10_2_boundsOriginScrollsTheSubviews() throws {
        var scene = FrameBuilder()
        let scroller = scene.add(Rect(0, 0, 100, 100), nil, boundsOrigin: Point(x: 0, y: 30))
        scene.add(Rect(0, 40, 100, 10), .red, parent: scroller)
        let bitmap = try scene.render()
        #expect(bitmap.pixel(x: 50, y: 15) == .red)   // content y 40…50 shows at 10…20
        #expect(bitmap.pixel(x: 50, y: 45) == .clear)
    }

    @Test func rd1_2_aCollapsedScaleShowsNothingAndBreaksNothing() throws {
        var scene = FrameBuilder()
        scene.add(Rect(0, 0, 50, 50), .blue, transform: AffineTransform(scaleX: 0, y: 1))
        scene.add(Rect(50, 50, 50, 50), .red)
        let bitmap = try scene.render()
        #expect(bitmap.pixel(x: 25, y: 25) == .clear)
        #expect(bitmap.pixel(x: 75, y: 75) == .red)
    }
}
