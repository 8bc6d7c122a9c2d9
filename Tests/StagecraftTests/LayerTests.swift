import Testing
@testable import Stagecraft

/// Layers (docs/layers.md, L1): the layer as another face of the view, style animations in
/// view blocks, explicit animations and transactions, masks. Expected values are worked out
/// from the rules and curve definitions, not read off a run.
@Suite struct LayerTests {
    @Test func l1_1_theLayerSharesTheViewsValues() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 100, 50))
        #expect(view.layer === view.layer)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.layer.position = Point(10, 20)
        #expect(view.center == Point(10, 20))
        // CALayer.h defaults: shadow black, opacity 0, radius 3, offset (0, −3); all corners masked.
        #expect(view.layer.shadowOpacity == 0 && view.layer.shadowRadius == 3 && view.layer.shadowOffset == Size(0, -3))
        #expect(view.layer.maskedCorners == .all)
        #expect(view.model.style == .standard)   // nothing set: nothing stored
    }

    /// L1.10: setting the frame of a transformed view keeps the frame you set. Expected values from
    /// the rule: the bounds are the frame's size through the transform's inverse, the centre puts
    /// the transformed box on the rectangle.
    @Test func l1_10_settingTheFrameUnderAScaleKeepsTheFrame() {
        _ = Engine()
        let view = View(frame: Rect(50, 50, 100, 100))
        view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = Rect(50, 50, 100, 100)
        #expect(view.bounds.size == Size(200, 200))   // 100 / 0.5
        #expect(view.center == Point(100, 100))
        #expect(view.frame == Rect(50, 50, 100, 100))
        // Different scales each way, so a swap would show.
        view.transform = AffineTransform(scaleX: 0.25, y: 0.75)
        view.frame = Rect(10, 20, 30, 60)
        #expect(view.bounds.size == Size(120, 80))    // 30 / 0.25, 60 / 0.75
        #expect(view.center == Point(25, 50))
        #expect(view.frame == Rect(10, 20, 30, 60))
    }

    @Test func l1_10_settingTheFrameUnderATranslationAQuarterTurnOrAnAnchorKeepsTheFrame() {
        _ = Engine()
        let moved = View(frame: Rect(0, 0, 100, 40))
        moved.transform = AffineTransform(translationX: 30, y: -10)
        moved.frame = Rect(0, 0, 100, 40)
        #expect(moved.bounds.size == Size(100, 40) && moved.center == Point(20, 30))   // (50, 20) − (30, −10)
        #expect(moved.frame == Rect(0, 0, 100, 40))

        let turned = View(frame: Rect(0, 0, 100, 40))
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        turned.frame = Rect(0, 0, 100, 40)      // on screen 100 wide: the bounds 40 wide, 100 high
        #expect(abs(turned.bounds.width - 40) < 1e-9 && abs(turned.bounds.height - 100) < 1e-9)
        #expect(abs(turned.center.x - 50) < 1e-9 && abs(turned.center.y - 20) < 1e-9)

        let anchored = View(frame: Rect(0, 0, 100, 100))
        anchored.layer.anchorPoint = Point(0, 0)
        anchored.transform = AffineTransform(scaleX: 2, y: 2)
        anchored.frame = Rect(20, 20, 100, 100)
        #expect(anchored.bounds.size == Size(50, 50) && anchored.center == Point(20, 20))
        #expect(anchored.frame == Rect(20, 20, 100, 100))
    }

    /// L1.10 in an animation block: the frame animates as centre and bounds to the values above, so a
    /// scaled view whose frame is animated to the screen ends covering the screen (the pizza seed).
    @Test func l1_10_aScaledViewAnimatedToTheScreenEndsOnTheScreen() {
        let engine = Engine()
        let view = View(frame: Rect(205, 328, 165, 200))
        view.transform = AffineTransform(scaleX: 0.9, y: 0.9)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.frame = Rect(0, 0, 390, 844) })
        engine.advance(by: 0.5)
        // Half way: centre (287.5, 428) → (195, 422), bounds (165, 200) → (390 / 0.9, 844 / 0.9), scaled 0.9.
        let frame = view.presentation.frame
        let width = 0.9 * (165 + (390 / 0.9 - 165) / 2), height = 0.9 * (200 + (844 / 0.9 - 200) / 2)
        #expect(abs(frame.width - width) < 1e-6 && abs(frame.height - height) < 1e-6)
        #expect(abs(frame.midX - 241.25) < 1e-6 && abs(frame.midY - 425) < 1e-6)
        engine.advance(by: 0.5)
        let end = view.presentation.frame
        #expect(abs(end.minX) < 1e-6 && abs(end.minY) < 1e-6 && abs(end.width - 390) < 1e-6 && abs(end.height - 844) < 1e-6)
    }

    /// L1.10 through a rotation: the window gives its root the new size by its frame, so a root
    /// view scaled back by a presentation controller of one's own grows out of shape — as developers
    /// report of UIKit ("the presenting view begins to de-shape and grow out of bounds … because the
    /// system updates its frame while there's an active transform applied to it"). UIKit's own sheet
    /// puts its presenting view back (SheetRotationTests, T11.4j).
    @Test func l1_10_aScaledRootViewGrowsOutOfShapeThroughARotation() {
        let stage = Stage()
        stage.root.view.transform = AffineTransform(scaleX: 0.9, y: 0.9)
        stage.window.resize(to: Size(width: 844, height: 390))
        stage.engine.advance(by: 0.1)
        #expect(abs(stage.root.view.bounds.width - 844 / 0.9) < 1e-9 && abs(stage.root.view.bounds.height - 390 / 0.9) < 1e-9)
        #expect(stage.root.view.frame == Rect(0, 0, 844, 390))   // the frame the window set, read back
    }

    /// L1.10's other case: a turn that is not a quarter (Apple: do not set the frame then) takes the
    /// rectangle's size as the bounds about the anchor point, as before.
    @Test func l1_10_anOddTurnTakesTheRectanglesSize() {
        _ = Engine()
        let view = View(frame: Rect(0, 0, 100, 40))
        view.transform = AffineTransform(rotationAngle: .pi / 4)
        view.frame = Rect(10, 10, 60, 30)
        #expect(view.bounds.size == Size(60, 30) && view.center == Point(40, 25))
        // A huge frame under a tiny scale would overflow the bounds: the rectangle's size instead.
        let tiny = View(frame: Rect(0, 0, 10, 10))
        tiny.transform = AffineTransform(scaleX: 1e-8, y: 1e-8)
        tiny.frame = Rect(0, 0, 1e304, 1e304)
        #expect(tiny.bounds.size == Size(1e304, 1e304))
    }

    @Test func l1_3_borderAndShadowAnimateInViewBlocks() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 50))
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.layer.borderWidth = 4
            view.layer.shadowOpacity = 0.5
            view.layer.shadowOffset = Size(0, 7)   // from (0, −3)
            view.layer.borderColor = .red          // from black
        })
        #expect(view.layer.borderWidth == 4)       // the model at once (T8.2)
        #expect(view.presentation.style.borderWidth == 0)
        engine.advance(by: 0.25)
        let style = view.presentation.style
        #expect(abs(style.borderWidth - 1) < 1e-6)
        #expect(abs(style.shadowOpacity - 0.125) < 1e-6)
        #expect(abs(style.shadowOffset.height - (-0.5)) < 1e-6)  // −3 + 10 × 0.25
        #expect(abs(style.borderColor.red - 0.25) < 1e-6)
        engine.advance(by: 1)
        #expect(view.presentation.style == view.model.style)
    }

    @Test func l1_8_anExplicitAnimationLeavesTheModelAndEndsOnIt() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 50))
        let fade = BasicAnimation(keyPath: "cornerRadius")
        fade.fromValue = .number(0)
        fade.toValue = .number(20)
        fade.duration = 2
        fade.timingFunction = .easeInOut
        var stopped: Bool?
        fade.didStop = { stopped = $0 }
        view.layer.add(fade, forKey: "corner")
        #expect(view.layer.animationKeys() == ["corner"])
        engine.advance(by: 0.6)   // 0.3 of the way: easeInEaseOut(0.3) = 0.187396 (TIMING.md)
        #expect(abs(view.presentation.cornerRadius - 20 * 0.187396) < 1e-4)
        #expect(view.cornerRadius == 0)
        engine.advance(by: 1.5)
        #expect(stopped == true)
        #expect(view.presentation.cornerRadius == 0)  // removed on completion: the model shows again
    }

    @Test func l1_8_fillModeForwardsKeepsTheEndValue() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 50))
        let move = BasicAnimation(keyPath: "position.x")
        move.toValue = .number(300)
        move.isRemovedOnCompletion = false
        move.fillMode = .forwards
        view.layer.add(move, forKey: nil)
        engine.advance(by: 0.1)   // the transaction's default 0.25 s, linear: 0.4 of the way from 50
        #expect(abs(view.presentation.center.x - 150) < 1e-4)  // frame times carry rounding
        engine.advance(by: 1)
        #expect(view.presentation.center.x == 300 && view.center.x == 50)
    }

    @Test func l1_9_theTransactionCompletesAfterItsAnimations() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 50))
        var log: [String] = []
        engine.beginTransaction()
        engine.currentTransaction?.completion = { log.append("transaction") }
        let a = BasicAnimation(keyPath: "opacity"); a.toValue = .number(0); a.duration = 0.5
        a.didStop = { _ in log.append("a") }
        view.layer.add(a, forKey: nil)
        engine.commitTransaction()
        engine.advance(by: 0.25)
        #expect(log.isEmpty)
        engine.advance(by: 0.5)
        #expect(log == ["a", "transaction"])
        // A transaction with no animations completes right after its commit.
        engine.beginTransaction()
        engine.currentTransaction?.completion = { log.append("empty") }
        engine.commitTransaction()
        engine.advance(by: 0)
        #expect(log.last == "empty")
    }

    @Test func l1_7_aMaskPathAnimatesAsAGrowingCircle() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 300, 300))
        let mask = ShapeLayer(path: PathData(ovalIn: Rect(100, 100, 200, 200)))
        mask.frame = Rect(-50, -50, 0, 0)       // the shape's space sits at (−50, −50) in the view
        view.layer.mask = mask
        #expect(view.model.style.mask?.roundedRect?.rect == Rect(50, 50, 200, 200))
        let reveal = BasicAnimation(keyPath: "path")
        reveal.fromValue = .path(PathData(arcCenter: Point(200, 200), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true))
        reveal.toValue = .path(mask.path)
        reveal.duration = 1
        mask.add(reveal, forKey: "reveal")
        engine.advance(by: 0.5)   // linear: radius 10 → 100 is 55 at half time, centre (150, 150)
        let shape = view.presentation.style.mask?.roundedRect
        #expect(shape.map { abs($0.rect.width - 110) < 1e-9 && abs($0.topLeft - 55) < 1e-9 && abs($0.rect.midX - 150) < 1e-9 } == true)
        engine.advance(by: 1)
        #expect(view.presentation.style.mask == view.model.style.mask)
    }

    @Test func l1_6_pathsRoundTripThroughSVGPathData() {
        let path = PathData(RoundedRect(rect: Rect(0, 0, 100, 60), radius: 12, corners: [.minXMinY, .maxXMinY]))
        let read = PathData(svg: path.svg)
        #expect(read?.elements.count == path.elements.count)
        #expect(read?.svg == path.svg)
        #expect(PathData(svg: "M0 0 Q1 1 2 2") == nil)
    }

    @Test func l1_1_traceFieldsAppearOnlyWhenStyled() {
        let fields = { (style: LayerStyle) -> String in
            var json = JSONBytes()
            Trace.writeLayerFields(style, to: &json)
            return String(decoding: json.bytes, as: UTF8.self)
        }
        let plain = LayerProperties()
        #expect(fields(plain.style).isEmpty)
        var styled = LayerProperties()
        styled.style.borderWidth = 2
        styled.style.zPosition = 1
        #expect(fields(styled.style) == ",\"border\":[2,\"#000000\"],\"zPosition\":1")
    }
}
