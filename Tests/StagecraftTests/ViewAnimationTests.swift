import Testing
@testable import Stagecraft

/// View animation blocks (T8.1–T8.5), checked against values computed from the curve definitions.
@Suite struct ViewAnimationTests {
    @Test func t8_2_modelChangesAtOncePresentationFollowsTheCurve() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 100))
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(view.presentation.alpha == 1)
        engine.advance(by: 0.3)
        #expect(abs(view.presentation.alpha - (1 - Reference.easeInOut(0.3))) < 1e-5)
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
