import Testing
@testable import Stagecraft

/// UIKit's `UIGestureRecognizerDelegate` and `require(toFail:)` (rules G1.1–G1.5 of docs/scrolling.md).
/// Times follow `TouchSynthesizer.tap`: a tap lifts 0.05 s after landing, the next lands 0.15 s later.
@Suite struct GestureDelegateTests {
    let stage = GestureStage()

    /// A delegate answering from closures, recording what it was asked.
    final class Delegate: GestureRecognizerDelegate {
        var begin: (GestureRecognizer) -> Bool = { _ in true }
        var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
        var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
        var requiredToFailBy: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
        var receive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
        var asked: [String] = []

        func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { asked.append("shouldBegin \(g.displayName)"); return begin(g) }
        func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous(g, other) }
        func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { requireFailure(g, other) }
        func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { requiredToFailBy(g, other) }
        func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receive(g, touch) }
    }

    /// A delegate implementing none of the methods: UIKit's defaults.
    final class EmptyDelegate: GestureRecognizerDelegate {}

    func taps() -> (single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let single = TapGestureRecognizer(name: "single"), double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        stage.card.addGestureRecognizer(single)
        stage.card.addGestureRecognizer(double)
        return (single, double)
    }

    @Test func g1_1_shouldBeginFalseFailsThePan() {
        let pan = PanGestureRecognizer(name: "pan"), delegate = Delegate()
        delegate.begin = { _ in false }
        pan.delegate = delegate
        stage.card.addGestureRecognizer(pan)
        stage.synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.3)
        stage.engine.advance(by: 1)
        #expect(pan.state == .failed)
        #expect(pan.failureReason == "gestureRecognizerShouldBegin returned false")
        #expect(delegate.asked == ["shouldBegin pan"])
    }

    @Test func g1_1_theShouldBeginClosureStillWorksBesideADelegate() {
        let pan = PanGestureRecognizer(name: "pan"), delegate = EmptyDelegate()
        pan.delegate = delegate
        pan.shouldBegin = { _ in false }
        stage.card.addGestureRecognizer(pan)
        stage.synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.3)
        stage.engine.advance(by: 1)
        #expect(pan.failureReason == "shouldBegin returned false")
    }

    @Test func g1_2_aDelegateLetsTwoPansRecognizeTogether() {
        let inner = View(frame: Rect(0, 0, 390, 400), name: "inner")
        stage.card.addSubview(inner)
        let outer = PanGestureRecognizer(name: "outer"), innerPan = PanGestureRecognizer(name: "innerPan")
        stage.card.addGestureRecognizer(outer)
        inner.addGestureRecognizer(innerPan)
        let delegate = Delegate()
        delegate.simultaneous = { g, other in g === outer && other === innerPan }
        outer.delegate = delegate  // only the outer recognizer's delegate says yes: enough (either side)
        stage.synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.3)
        stage.engine.advance(by: 0.2)
        #expect(innerPan.state == .changed)
        #expect(outer.state == .changed)
    }

    @Test func g1_2_withoutADelegateTheDeeperPanWins() {
        let inner = View(frame: Rect(0, 0, 390, 400), name: "inner")
        stage.card.addSubview(inner)
        let outer = PanGestureRecognizer(name: "outer"), innerPan = PanGestureRecognizer(name: "innerPan")
        stage.card.addGestureRecognizer(outer)
        inner.addGestureRecognizer(innerPan)
        outer.delegate = EmptyDelegate()
        stage.synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.3)
        stage.engine.advance(by: 0.2)
        #expect(innerPan.state == .changed)
        #expect(outer.state == .failed)
    }

    @Test func g1_3_aSingleTapRequiringADoubleTapToFailWaitsForIt() {
        let (single, double) = taps()
        single.require(toFail: double)
        stage.synth.tap(at: Point(200, 400))  // lifts at 0.05; the double tap fails at 0.05 + 0.35
        stage.engine.advance(to: 0.39)
        #expect(single.state == .possible)
        #expect(single.isWaitingForFailure)
        stage.engine.advance(to: 0.4)
        #expect(double.state == .failed)
        #expect(single.state == .recognized)
        let recognized = stage.gestureEvents.first { $0.subject == "single" && $0.name == "ended" }
        #expect(abs((recognized?.time ?? 0) - 0.4) < 1e-9)
    }

    @Test func g1_3_aDoubleTapFailsTheSingleTapThatRequiresIt() {
        let (single, double) = taps()
        single.require(toFail: double)
        stage.synth.tap(at: Point(200, 400), numberOfTaps: 2)
        stage.engine.advance(by: 1)
        #expect(double.state == .recognized)
        #expect(single.state == .failed)
        #expect(stage.states(of: single) == ["failed"])
    }

    @Test func g1_3_withoutARequirementBothTapsRecognize() {
        let (single, double) = taps()
        stage.synth.tap(at: Point(200, 400))
        stage.engine.advance(by: 0.1)
        #expect(single.state == .recognized)  // at once, on the lift
        stage.engine.advance(by: 1)
        #expect(double.state == .failed)
    }

    @Test func g1_3_aRequiredRecognizerNotInPlayHoldsNothingUp() {
        let other = View(frame: Rect(0, 600, 100, 100), name: "other")
        stage.window.addSubview(other)
        let single = TapGestureRecognizer(name: "single"), elsewhere = TapGestureRecognizer(name: "elsewhere")
        stage.card.addGestureRecognizer(single)
        other.addGestureRecognizer(elsewhere)
        single.require(toFail: elsewhere)
        stage.synth.tap(at: Point(200, 300))
        stage.engine.advance(by: 0.1)
        #expect(single.state == .recognized)
    }

    @Test func g1_3_aPanWaitingForATapThatFailsBeginsOnTheNextMove() {
        let pan = PanGestureRecognizer(name: "pan"), tap = TapGestureRecognizer(name: "tap")
        stage.card.addGestureRecognizer(pan)
        stage.card.addGestureRecognizer(tap)
        pan.require(toFail: tap)
        // The tap fails once the finger moves more than 10 pt; the pan passes its hysteresis at
        // the same sample: it waits for that failure, which comes within the same delivery.
        stage.synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.3)
        stage.engine.advance(by: 0.2)
        #expect(tap.state == .failed)
        #expect(pan.state == .changed)
    }

    @Test func g1_3_requiringItselfIsRefused() {
        let tap = TapGestureRecognizer(name: "tap")
        tap.require(toFail: tap)
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureMisuse])
    }

    @Test func g1_4_shouldRequireFailureOfFromTheDelegate() {
        let (single, double) = taps()
        let delegate = Delegate()
        delegate.requireFailure = { g, other in g === single && other === double }
        single.delegate = delegate
        stage.synth.tap(at: Point(200, 400))
        stage.engine.advance(to: 0.2)
        #expect(single.state == .possible)
        stage.engine.advance(to: 0.4)
        #expect(single.state == .recognized)
    }

    @Test func g1_4_shouldBeRequiredToFailByFromTheOtherDelegate() {
        let (single, double) = taps()
        let delegate = Delegate()
        delegate.requiredToFailBy = { g, other in g === double && other === single }
        double.delegate = delegate
        stage.synth.tap(at: Point(200, 400), numberOfTaps: 2)
        stage.engine.advance(by: 1)
        #expect(double.state == .recognized)
        #expect(single.state == .failed)
    }

    @Test func g1_5_shouldReceiveFalseKeepsTheTouchAway() {
        let tap = TapGestureRecognizer(name: "tap"), delegate = Delegate()
        delegate.receive = { _, touch in touch.locationInWindow.y > 400 }
        tap.delegate = delegate
        stage.card.addGestureRecognizer(tap)
        stage.synth.tap(at: Point(200, 100))
        stage.engine.advance(by: 0.5)
        #expect(stage.states(of: tap) == [])  // never saw the touch: no state change at all
        stage.synth.tap(at: Point(200, 500))
        stage.engine.advance(by: 0.5)
        #expect(tap.state == .recognized)
    }

    @Test func g1_theDelegateIsHeldWeakly() {
        let tap = TapGestureRecognizer(name: "tap")
        do {
            let delegate = EmptyDelegate()
            tap.delegate = delegate
            #expect(tap.delegate != nil)
        }
        #expect(tap.delegate == nil)
    }
}
