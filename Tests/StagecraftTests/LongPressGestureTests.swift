import Testing
@testable import Stagecraft

/// `LongPressGestureRecognizer` (T12.4): a continuous gesture that begins after
/// `minimumPressDuration` of fingers held within `allowableMovement`, changes as they move and ends
/// when they lift. Expected times come from the rule (UIKit's defaults: 0.5 s, 10 pt).
@Suite struct LongPressGestureTests {
    let stage = GestureStage()
    let press = LongPressGestureRecognizer()

    init() { stage.card.addGestureRecognizer(press) }

    @Test func t12_4_aPressHeldHalfASecondBeginsWhileDownAndEndsOnLift() {
        var reported: [GestureRecognizer.State] = []
        press.addTarget { reported.append($0.state) }
        stage.synth.press(at: Point(200, 400), duration: 0.8)
        stage.engine.advance(to: 0.49)
        #expect(press.state == .possible)
        stage.engine.advance(to: 0.5)
        #expect(press.state == .began)
        #expect(stage.synth.activeTouches.count == 1)  // still down
        stage.engine.advance(by: 1)
        #expect(reported == [.began, .ended])
        #expect(stage.gestureEvents.map(\.time) == [0.5, 0.8])
        #expect(close(press.location(in: stage.card), Point(200, 400)))
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t12_4_releasedOneMillisecondBeforeTheDurationFails() {
        stage.synth.press(at: Point(200, 400), duration: 0.499)
        stage.engine.advance(by: 1)
        #expect(press.state == .failed)
        #expect(stage.states(of: press) == ["failed"])
        #expect(press.failureReason == "lifted before 0.5 s")
        #expect(stage.gestureEvents.first?.time == 0.499)
    }

    @Test func t12_4_aLongerMinimumDurationIsHonoured() {
        press.minimumPressDuration = 1
        stage.synth.press(at: Point(200, 400), duration: 0.9)  // long for the default, short for 1 s
        stage.engine.advance(by: 2)
        #expect(press.state == .failed)
    }

    /// The finger creeps to `distance` points in 0.1 s and stays there until it lifts at 0.8 s.
    func creep(_ distance: Double) {
        stage.synth.perform(TouchSequence(name: "creep", fingers: [
            .samples([.init(0, Point(200, 400)), .init(0.1, Point(200 + distance, 400))], hold: 0.7),
        ]))
        stage.engine.advance(by: 1)
    }

    @Test func t12_4_movingExactlyTheAllowableMovementStillBegins() {
        creep(10)
        #expect(stage.states(of: press) == ["began", "ended"])
    }

    @Test func t12_4_movingJustPastTheAllowableMovementFails() {
        creep(10.01)
        #expect(press.state == .failed)
        #expect(press.failureReason == "moved 10.01 pt, more than 10")
        #expect(stage.gestureEvents.first?.time == 0.1)
    }

    @Test func t12_4_allowableMovementIsSettable() {
        press.allowableMovement = 30
        creep(25)
        #expect(stage.states(of: press) == ["began", "ended"])
    }

    @Test func t12_4_afterBeganTheFingerMayDragAnyDistance() {
        // Held still for 0.6 s (began at 0.5), then dragged 100 pt in 0.2 s.
        stage.synth.perform(TouchSequence(name: "press and drag", fingers: [
            .samples([.init(0, Point(200, 400)), .init(0.6, Point(200, 400)), .init(0.8, Point(300, 400))]),
        ]))
        stage.engine.advance(by: 1)
        let states = stage.states(of: press)
        #expect(states.first == "began" && states.last == "ended")
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == "changed" } && states.count > 2)
        #expect(close(press.location(in: nil), Point(300, 400)))
    }

    @Test func t12_4_zeroDurationBeginsOnTouchDown() {
        press.minimumPressDuration = 0
        stage.synth.press(at: Point(200, 400), duration: 0.2, startTime: 0.3)
        stage.engine.advance(to: 0.3)
        #expect(press.state == .began)
        #expect(stage.gestureEvents.first?.time == 0.3)
        stage.engine.advance(by: 1)
        #expect(stage.states(of: press) == ["began", "ended"])
    }

    @Test func t12_4_aTouchDownRecognizerCatchesARunningAnimatorWhereItIs() throws {
        // The interruptible-animation pattern: a 1 s linear slide, caught by a finger at 0.3 s.
        let animator = PropertyAnimator(duration: 1, curve: .linear) { [card = stage.card] in card.center = Point(195, 1222) }
        press.minimumPressDuration = 0
        press.addTarget { g in if g.state == .began { try? animator.pauseAnimation() } }
        try animator.startAnimation()
        stage.synth.press(at: Point(195, 700), duration: 0.1, startTime: 0.3)  // on the card as drawn (T7.10)
        stage.engine.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(animator.fractionComplete, 0.3))
        // 422 + 0.3 × (1222 − 422): where the card was drawn when the finger landed.
        #expect(close(stage.card.presentation.center.y, 662))
    }

    @Test func t12_4_twoRequiredTouchesWithOneFingerNeverBegin() {
        press.numberOfTouchesRequired = 2
        stage.synth.press(at: Point(200, 400), duration: 1)
        stage.engine.advance(by: 2)
        #expect(press.state == .failed)
        #expect(!stage.states(of: press).contains("began"))
    }

    @Test func t12_4_twoRequiredTouchesWithTwoFingersBegin() {
        press.numberOfTouchesRequired = 2
        stage.synth.press(at: Point(200, 400), duration: 0.7, numberOfTouches: 2)
        stage.engine.advance(by: 1)
        #expect(stage.states(of: press) == ["began", "ended"])
        #expect(stage.gestureEvents.first?.time == 0.5)
    }

    @Test func t12_4_aSecondPressStartsItsOwnWait() {
        // A short press fails; a second one landing at 1 s begins at 1.5 s, not earlier.
        stage.synth.press(at: Point(200, 400), duration: 0.2)
        stage.synth.press(at: Point(200, 400), duration: 0.8, startTime: 1)
        stage.engine.advance(to: 1.49)
        #expect(press.state == .possible)
        stage.engine.advance(to: 1.5)
        #expect(press.state == .began)
    }

    @Test func t12_4_invalidValuesAreRefusedAndKept() {
        press.minimumPressDuration = -1
        press.allowableMovement = .nan
        press.numberOfTouchesRequired = 0
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1)
        #expect(stage.engine.diagnostics.filter { $0.kind == .gestureMisuse }.count == 3)
    }

    @Test func t12_4_cancellingTheTouchesCancelsABegunPress() {
        stage.synth.press(at: Point(200, 400), duration: 1)
        stage.engine.advance(to: 0.6)
        stage.synth.cancelAllTouches()
        #expect(press.state == .cancelled)
        #expect(stage.states(of: press) == ["began", "cancelled"])
    }

    @Test func t12_4_pressRefusesNoFingers() {
        #expect(stage.synth.press(at: Point(200, 400), duration: 1, numberOfTouches: 0) == nil)
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureMisuse])
    }
}
