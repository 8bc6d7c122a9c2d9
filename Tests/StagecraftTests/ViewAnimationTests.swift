import Testing
@testable import Stagecraft

/// View animation blocks (T8.1–T8.5), checked against values computed from the curve definitions.
@Suite struct ViewAnimationTests {
    /// Ease-in-ease-out computed independently: bisection on x(t), then y(t).
    func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let mid = (lo + hi) / 2; if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid } }
        return bezier((lo + hi) / 2, 0, 1)
    }

    @Test func t8_2_modelChangesAtOncePresentationFollowsTheCurve() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 100))
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(view.presentation.alpha == 1)
        engine.advance(by: 0.3)
        #expect(abs(view.presentation.alpha - (1 - easeInOut(0.3))) < 1e-5)
        #expect(finished == nil)
        engine.advance(by: 0.7)
        #expect(finished == true)
        #expect(view.presentation.alpha == 0)
        #expect(view.animatingKeys.isEmpty)
    }

    @Test func t8_1_zeroDurationAppliesAtOnceAndCompletes() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        View.animate(withDuration: 0, animations: { view.frame = Rect(5, 5, 20, 20) }, completion: { finished = $0 })
        #expect(view.presentation.frame == Rect(5, 5, 20, 20))
        engine.advance(by: 0)
        #expect(finished == true)
    }

    @Test func t8_2_replacingAnInFlightAnimationCompletesItUnfinished() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(100, 0) }, completion: { first = $0 })
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.center.x - (5 + 95 * 0.5)) < 1e-9)
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState], animations: { view.center = Point(0, 0) }, completion: { second = $0 })
        engine.advance(by: 0)
        #expect(first == false)
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.center.x - 52.5 * 0.5) < 1e-9)
        engine.advance(by: 0.5)
        #expect(second == true)
    }
}
