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

    @Test func subviewsAreAskedFrontToBack() {
        let (window, back, front) = overlapping()
        #expect(window.hitTest(Point(75, 75)) === front)
        #expect(window.hitTest(Point(25, 25)) === back)
        #expect(window.hitTest(Point(300, 300)) === window)
        #expect(window.hitTest(Point(-1, 10)) == nil)  // outside the receiver
        window.bringSubviewToFront(back)
        #expect(window.hitTest(Point(75, 75)) === back)
    }

    @Test func boundsEdgesFollowCoreGraphics() {
        let (window, back, _) = overlapping()
        #expect(back.point(inside: Point(0, 0)) && back.point(inside: Point(99.9, 99.9)))
        #expect(!back.point(inside: Point(100, 50)))  // max edges are exclusive
        #expect(window.hitTest(Point(49.9, 49.9)) === back)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
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

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
        let window = Window()
        let parent = View(frame: Rect(0, 0, 100, 100)), child = View(frame: Rect(80, 80, 50, 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(!parent.clipsToBounds)
        #expect(window.hitTest(Point(90, 90)) === child)
        #expect(window.hitTest(Point(120, 120)) === window)  // drawn there, but not hittable
    }

    @Test func transformedSubviewsAreHitWhereTheyAreDrawn() {
        let window = Window()
        let bar = View(frame: Rect(100, 100, 100, 20))  // center (150, 110)
        window.addSubview(bar)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)  // now 20 wide and 100 tall: x 140…160, y 60…160
        #expect(window.hitTest(Point(150, 70)) === bar)
        #expect(window.hitTest(Point(110, 110)) === window)  // inside the untransformed frame only
        bar.transform = AffineTransform(scaleX: 0, y: 0)
        #expect(window.hitTest(Point(150, 110)) === window)  // a collapsed view cannot be hit
    }

    @Test func aScrolledBoundsOriginMovesTheHitArea() {
        let window = Window()
        let scroller = View(frame: Rect(0, 0, 100, 100)), row = View(frame: Rect(0, 60, 100, 10))
        window.addSubview(scroller)
        scroller.addSubview(row)
        scroller.bounds = Rect(0, 50, 100, 100)  // the row shows at y 10…20
        #expect(window.hitTest(Point(5, 15)) === row)
        #expect(window.hitTest(Point(5, 65)) === scroller)
        #expect(row.hitTest(windowPoint: Point(5, 15)) === row)
    }

    @Test func hitTestingReadsTheModelNotThePresentation() {
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

    @Test func overridesChangeTheTouchArea() {
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
