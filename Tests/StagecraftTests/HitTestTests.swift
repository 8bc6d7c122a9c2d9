import Testing
@testable import Stagecraft

/// `hitTest(_:)` and `point(inside:)` with UIKit's rules, on the model values.
@Suite struct HitTestTests {
    /// A window with two overlapping squares: `back` at (0, 0) and `front` at (50, 50), both 100 pt.
    func overlapping() -> (window: Window, back: View, front: View) {
        let window = Window()
        let back = View(frame: Rect(0, 0, 100, 100), name: "back"), front = View(frame: Rect(50, 50, 100, 100), name: "front")
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    @Test func t12_4_subviewsAreAskedFrontToBack() {
        let (window, back, front) = overlapping()
        #expect(window.hitTest(Point(75, 75)) === front)
        #expect(window.hitTest(Point(25, 25)) === back)
        #expect(window.hitTest(Point(300, 300)) === window)
        #expect(window.hitTest(Point(-1, 10)) == nil)  // outside the receiver
        window.bringSubviewToFront(back)
        #expect(window.hitTest(Point(75, 75)) === back)
    }

    @Test func t12_4_boundsEdgesFollowCoreGraphics() {
        let (window, back, _) = overlapping()
        #expect(back.point(inside: Point(0, 0)) && back.point(inside: Point(99.9, 99.9)))
        #expect(!back.point(inside: Point(100, 50)))  // max edges are exclusive
        #expect(window.hitTest(Point(49.9, 49.9)) === back)
    }

    @Test func t12_4_hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (window, back, front) = overlapping()
        front.addSubview(View(frame: Rect(0, 0, 100, 100), name: "inner"))
        front.isHidden = true
        #expect(window.hitTest(Point(75, 75)) === back)
        front.isHidden = false
        front.alpha = 0.005  // UIKit ignores alpha below 0.01
        #expect(window.hitTest(Point(75, 75)) === back)
        front.alpha = 0.01
        #expect(window.hitTest(Point(75, 75))?.name == "inner")
        front.isUserInteractionEnabled = false  // the whole subtree drops out
        #expect(window.hitTest(Point(75, 75)) === back)
    }

    @Test func t12_4_aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
        let window = Window()
        let parent = View(frame: Rect(0, 0, 100, 100)), child = View(frame: Rect(80, 80, 50, 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(!parent.clipsToBounds)
        #expect(window.hitTest(Point(90, 90)) === child)
        #expect(window.hitTest(Point(120, 120)) === window)  // drawn there, but not hittable
    }

    @Test func t10_2_transformedSubviewsAreHitWhereTheyAreDrawn() {
        let window = Window()
        let bar = View(frame: Rect(100, 100, 100, 20))  // center (150, 110)
        window.addSubview(bar)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)  // now 20 wide and 100 tall: x 140…160, y 60…160
        #expect(window.hitTest(Point(150, 70)) === bar)
        #expect(window.hitTest(Point(110, 110)) === window)  // inside the untransformed frame only
        bar.transform = AffineTransform(scaleX: 0, y: 0)
        #expect(window.hitTest(Point(150, 110)) === window)  // a collapsed view cannot be hit
    }

    @Test func t10_2_aScrolledBoundsOriginMovesTheHitArea() {
        let window = Window()
        let scroller = View(frame: Rect(0, 0, 100, 100)), row = View(frame: Rect(0, 60, 100, 10))
        window.addSubview(scroller)
        scroller.addSubview(row)
        scroller.bounds = Rect(0, 50, 100, 100)  // the row shows at y 10…20
        #expect(window.hitTest(Point(5, 15)) === row)
        #expect(window.hitTest(Point(5, 65)) === scroller)
        #expect(row.hitTest(windowPoint: Point(5, 15)) === row)
    }

    @Test func t7_10_hitTestingReadsTheModelNotThePresentation() {
        let engine = Engine()
        let window = Window()
        let mover = View(frame: Rect(0, 0, 50, 50))
        window.addSubview(mover)
        View.animate(withDuration: 1, options: .curveLinear, animations: { mover.center = Point(225, 25) })
        engine.advance(by: 0.5)  // on screen at x 100…150, in the model at x 200…250
        #expect(window.hitTest(Point(210, 10)) === mover)
        #expect(window.hitTest(Point(120, 10)) === window)
    }

    /// A button with a touch area 10 pt larger on every side.
    final class GenerousButton: View {
        override func point(inside point: Point) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }
    }

    /// A view that takes no touches itself but lets its subviews take them.
    final class PassThrough: View {
        override func hitTest(_ point: Point) -> View? {
            let hit = super.hitTest(point)
            return hit === self ? nil : hit
        }
    }

    @Test func t12_4_overridesChangeTheTouchArea() {
        let window = Window()
        let button = GenerousButton(frame: Rect(100, 100, 40, 40))
        window.addSubview(button)
        #expect(window.hitTest(Point(95, 95)) === button)
        #expect(window.hitTest(Point(85, 95)) === window)

        let overlay = PassThrough(frame: window.bounds)
        let badge = View(frame: Rect(0, 0, 20, 20))
        overlay.addSubview(badge)
        window.addSubview(overlay)
        #expect(window.hitTest(Point(110, 110)) === button)  // through the overlay
        #expect(window.hitTest(Point(5, 5)) === badge)
    }
}

/// T7.10: a touch finds a view a running or paused property animator moves where it is drawn
/// (its presentation values), unless `isManualHitTestingEnabled`; a plain `UIView.animate` keeps
/// hit-testing on the model (final) values.
@Suite struct AnimatedHitTestTests {
    let engine = Engine()
    let window = Window()
    let card = View(frame: Rect(0, 0, 100, 100), name: "card")

    init() { window.addSubview(card) }

    /// A linear property animator moving the card 300 pt to the right in 1 s (x 0…100 → 300…400).
    func flying(manual: Bool = false) throws -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 1, curve: .linear) { [card] in card.center = Point(350, 50) }
        animator.isManualHitTestingEnabled = manual
        try animator.startAnimation()
        engine.advance(by: 0.5)  // drawn at x 150…250; the model is at 300…400
        return animator
    }

    @Test func t7_10_aRunningPropertyAnimatorsViewIsHitWhereItIsDrawn() throws {
        let animator = try flying()
        #expect(card.presentation.frame == Rect(150, 0, 100, 100))
        #expect(window.hitTest(Point(200, 50)) === card)
        #expect(window.hitTest(Point(350, 50)) === window)  // where it will be, not where it is
        #expect(window.hitTest(Point(149, 50)) === window && window.hitTest(Point(150, 50)) === card)  // the drawn edge
        withExtendedLifetime(animator) {}
    }

    /// The other state: paused mid-flight (a finger caught it), still where it is drawn.
    @Test func t7_10_aPausedPropertyAnimatorsViewIsHitWhereItIsDrawn() throws {
        let animator = try flying()
        try animator.pauseAnimation()
        engine.advance(by: 1)
        #expect(window.hitTest(Point(200, 50)) === card)
        #expect(window.hitTest(Point(350, 50)) === window)
        // Once it has finished, drawn and model agree again.
        try animator.startAnimation()
        engine.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(window.hitTest(Point(350, 50)) === card && window.hitTest(Point(200, 50)) === window)
    }

    @Test func t7_10_manualHitTestingKeepsTheModelValues() throws {
        let animator = try flying(manual: true)
        #expect(window.hitTest(Point(350, 50)) === card)
        #expect(window.hitTest(Point(200, 50)) === window)
        animator.isManualHitTestingEnabled = false  // a plain property: it takes effect at once
        #expect(window.hitTest(Point(200, 50)) === card)
    }

    @Test func t7_10_aPlainAnimationBlockKeepsModelHitTesting() {
        View.animate(withDuration: 1, options: .curveLinear, animations: { [card] in card.center = Point(350, 50) })
        engine.advance(by: 0.5)
        #expect(card.presentation.frame == Rect(150, 0, 100, 100))
        #expect(window.hitTest(Point(350, 50)) === card)
        #expect(window.hitTest(Point(200, 50)) === window)
    }

    /// A subview of the flying card is found through the card's drawn place, and a size the
    /// animator grows is tested as drawn too.
    @Test func t7_10_subviewsAndSizeFollowTheDrawnValues() throws {
        let badge = View(frame: Rect(40, 40, 20, 20), name: "badge")
        card.addSubview(badge)
        let animator = PropertyAnimator(duration: 1, curve: .linear) { [card] in card.bounds = Rect(0, 0, 300, 100) }
        try animator.startAnimation()
        engine.advance(by: 0.5)  // drawn 200 wide about the same center (−50…150); the model 300 wide (−100…200)
        #expect(card.presentation.frame == Rect(-50, 0, 200, 100))
        #expect(window.hitTest(Point(175, 50)) === window)  // inside the model, outside what is drawn
        #expect(window.hitTest(Point(140, 50)) === card)
        // The badge, 40 pt into the card's bounds: drawn at x −10…10 (the model would put it at −60…−40).
        #expect(window.hitTest(Point(5, 50)) === badge)
        withExtendedLifetime(animator) {}
    }
}
