import Testing
@testable import Stagecraft

/// UIViewPropertyAnimator's state machine and timing (T7.1–T7.9).
@Suite struct PropertyAnimatorTests {
    let engine = Engine()
    let view = View(frame: Rect(0, 0, 100, 100))

    func fadeOut(_ curve: TimingParameters = .linear, duration: Double = 1) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: curve) { [view] in view.alpha = 0 }
    }

    @Test func t7_1_statesThroughANaturalRun() throws {
        let animator = fadeOut()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.alpha == 1)  // the block runs when the animator starts
        try animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.alpha == 0 && view.presentation.alpha == 1)
        engine.advance(by: 0.25)
        #expect(close(view.presentation.alpha, 0.75))
        engine.advance(by: 0.75)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(positions == [.end])  // T7.6
        #expect(view.presentation.alpha == 0)
    }

    @Test func t7_1_t7_5_stopWithoutFinishingEndsInactiveWithoutCompletions() throws {
        let animator = fadeOut()
        var called = false
        animator.addCompletion { _ in called = true }
        try animator.startAnimation()
        engine.advance(by: 0.4)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(close(view.alpha, 0.6) && close(view.presentation.alpha, 0.6))  // last rendered value kept
        engine.advance(by: 1)
        #expect(!called && close(view.presentation.alpha, 0.6))  // T7.6: none after stopAnimation(true)
    }

    @Test(arguments: [(PropertyAnimator.Position.current, 0.6), (.start, 1.0), (.end, 0.0)])
    func t7_5_finishFromStoppedSetsThePosition(position: PropertyAnimator.Position, alpha: Double) throws {
        let animator = fadeOut()
        var received: PropertyAnimator.Position?
        animator.addCompletion { received = $0 }
        try animator.startAnimation()
        engine.advance(by: 0.4)
        try animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(close(view.presentation.alpha, 0.6))
        try animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(received == position)
        #expect(close(view.alpha, alpha) && close(view.presentation.alpha, alpha))
    }

    @Test func t7_5_finishIsOnlyForStoppedAnimators() throws {
        let animator = fadeOut()
        #expect(throws: AnimatorError.self) { try animator.finishAnimation(at: .end) }
        try animator.startAnimation()
        #expect(throws: AnimatorError.self) { try animator.finishAnimation(at: .end) }
    }

    @Test func t7_4_startAndPauseAreErrorsWhileStopped() throws {
        let animator = fadeOut()
        try animator.startAnimation()
        try animator.stopAnimation(false)
        #expect(throws: AnimatorError.self) { try animator.startAnimation() }
        #expect(throws: AnimatorError.self) { try animator.pauseAnimation() }
        #expect(animator.state == .stopped)
    }

    @Test func t7_4_startWorksFromInactiveAndFromPaused() throws {
        let animator = fadeOut()
        try animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        engine.advance(by: 0.5)
        #expect(view.presentation.alpha == 1)  // paused at 0
        try animator.startAnimation()
        engine.advance(by: 0.5)
        #expect(close(view.presentation.alpha, 0.5))
    }

    @Test func t7_2_settingFractionOnAnInactiveAnimatorActivatesItPaused() {
        let animator = fadeOut()
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(animator.fractionComplete, 0.3))
        #expect(close(view.presentation.alpha, 0.7))
        engine.advance(by: 1)
        #expect(close(view.presentation.alpha, 0.7))
    }

    @Test func t7_2_fractionIsOnlySettableWhilePaused() throws {
        let animator = fadeOut()
        try animator.startAnimation()
        engine.advance(by: 0.2)
        #expect(throws: AnimatorError.self) { try animator.setFractionComplete(0.9) }
        animator.fractionComplete = 0.9
        #expect(close(animator.fractionComplete, 0.2))
        #expect(engine.diagnostics.contains { $0.kind == .animationMisuse })
    }

    @Test func t7_9_scrubsLinearlyWhilePausedOrAlongTheCurve() throws {
        #expect(PropertyAnimator(duration: 1).scrubsLinearly)  // default true
        let linear = fadeOut(.easeInOut)
        linear.fractionComplete = 0.3
        #expect(close(view.presentation.alpha, 0.7))

        let other = View(frame: Rect(0, 0, 10, 10))
        let curved = PropertyAnimator(duration: 1, curve: .easeInOut) { other.alpha = 0 }
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.3
        #expect(close(other.presentation.alpha, 1 - Reference.easeInOut(0.3)))
    }

    @Test func t7_9_pausingACurvedRunDoesNotMoveTheViews() throws {
        let animator = fadeOut(.easeInOut)
        try animator.startAnimation()
        engine.advance(by: 0.3)
        let onScreen = 1 - Reference.easeInOut(0.3)
        #expect(close(view.presentation.alpha, onScreen))
        try animator.pauseAnimation()
        #expect(close(view.presentation.alpha, onScreen))
        // With scrubsLinearly, the fraction is re-expressed in value space (UIKit's jump in fractionComplete).
        #expect(close(animator.fractionComplete, Reference.easeInOut(0.3)))
        try animator.startAnimation()
        engine.advance(by: 0.1)
        #expect(close(view.presentation.alpha, 1 - Reference.easeInOut(0.4)))
    }

    @Test func t7_3_reversingRunsBackToTheStart() throws {
        let animator = fadeOut()
        var received: PropertyAnimator.Position?
        animator.addCompletion { received = $0 }
        try animator.startAnimation()
        engine.advance(by: 0.6)
        animator.isReversed = true
        #expect(animator.isRunning && animator.isReversed)
        engine.advance(by: 0.3)
        #expect(close(view.presentation.alpha, 0.7))
        engine.advance(by: 0.3)
        #expect(received == .start)
        #expect(view.alpha == 1 && view.presentation.alpha == 1)  // start values restored
    }

    @Test func t7_3_reversedBeforeStartingRunsReversedWhenStarted() throws {
        let animator = fadeOut()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        #expect(!animator.isRunning)
        try animator.startAnimation()
        engine.advance(by: 0.25)
        #expect(close(view.presentation.alpha, 0.75))
    }

    @Test func t7_6_pausesOnCompletionStaysActiveAndCanBeReversed() throws {
        let animator = fadeOut()
        animator.pausesOnCompletion = true
        var called = false
        animator.addCompletion { _ in called = true }
        try animator.startAnimation()
        engine.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning && !called)
        #expect(close(animator.fractionComplete, 1))
        animator.isReversed = true
        try animator.startAnimation()
        engine.advance(by: 0.5)
        #expect(close(view.presentation.alpha, 0.5))
    }

    @Test func t7_7_addAnimationsWhileActiveRunOverTheRemainingTime() throws {
        let other = View(frame: Rect(0, 0, 10, 10))
        let animator = fadeOut()
        try animator.startAnimation()
        engine.advance(by: 0.5)
        try animator.addAnimations { other.center = Point(105, 5) }
        engine.advance(by: 0.25)  // half of the remaining 0.5 s
        #expect(close(other.presentation.center.x, 55))
        engine.advance(by: 0.25)
        #expect(other.presentation.center.x == 105)
    }

    @Test func t7_7_delayFactorScalesTheRemainingTime() throws {
        let other = View(frame: Rect(0, 0, 10, 10))
        let animator = fadeOut(duration: 2)
        try animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
        try animator.startAnimation()
        engine.advance(by: 0.9)
        #expect(other.presentation.alpha == 1)  // still in its delay (the first second)
        engine.advance(by: 0.6)  // 1.5 s: halfway through its 1 s
        #expect(close(other.presentation.alpha, 0.5))
    }

    /// The second case of T7.7: delayFactor on a *running* animator scales the remaining time, not
    /// the whole duration. 2 s linear, added at 1 s (fractionComplete 0.5): remaining 1 s, delay
    /// 0.5 × 1 s, so the block runs 1.5 s … 2 s. (A delay of 0.5 × 2 s would start it at 2 s; a
    /// start at τ = delayFactor would start it at once.)
    @Test func t7_7_delayFactorOnARunningAnimatorScalesTheRemainingTime() throws {
        let other = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        let animator = fadeOut(duration: 2)
        try animator.startAnimation()
        engine.advance(to: 1)
        try animator.addAnimations({ other.center = Point(105, 5) }, delayFactor: 0.5)
        engine.advance(to: 1.4)
        #expect(other.presentation.center.x == 5)  // still in its delay (until 1.5 s)
        engine.advance(to: 1.75)
        #expect(close(other.presentation.center.x, 55))  // halfway through 1.5 … 2 s
        engine.advance(to: 2)
        #expect(other.presentation.center.x == 105 && animator.state == .inactive)
    }

    /// T7.7 on a *paused* animator: the remaining time counts from where it is paused. Paused at
    /// τ 0.25 of 4 s (1 s in); remaining 3 s, delay 2/3 × 3 s = 2 s, so the block runs over the last
    /// second of run time (τ 0.75 … 1). Resumed at engine 2 s, that is engine 4 … 5 s.
    @Test func t7_7_delayFactorOnAPausedAnimatorCountsFromThePausedPosition() throws {
        let other = View(frame: Rect(0, 0, 10, 10))
        let animator = fadeOut(duration: 4)
        try animator.startAnimation()
        engine.advance(to: 1)
        try animator.pauseAnimation()
        try animator.addAnimations({ other.center = Point(105, 5) }, delayFactor: 2.0 / 3)
        engine.advance(to: 2)  // paused for 1 s: nothing moves
        #expect(other.presentation.center.x == 5)
        try animator.startAnimation()  // resumes at τ 0.25 at engine 2 s; the block starts at τ 0.75, engine 4 s
        engine.advance(to: 3.9)
        #expect(other.presentation.center.x == 5)
        engine.advance(to: 4.5)  // halfway through its 1 s
        #expect(close(other.presentation.center.x, 55))
        engine.advance(to: 5)
        #expect(other.presentation.center.x == 105)
    }

    /// The boundary delayFactor 1 on a running animator: the block starts at the animator's end,
    /// so the view shows its start value until then and its end value after.
    @Test func t7_7_delayFactorOneOnARunningAnimatorWaitsForTheEnd() throws {
        let other = View(frame: Rect(0, 0, 10, 10))
        let animator = fadeOut(duration: 1)
        try animator.startAnimation()
        engine.advance(to: 0.5)
        try animator.addAnimations({ other.center = Point(105, 5) }, delayFactor: 1)
        engine.advance(to: 0.95)
        #expect(other.presentation.center.x == 5)
        engine.advance(to: 1)
        #expect(other.presentation.center.x == 105)
    }

    @Test func t7_8_continueRunsTheRestOverDurationFactorTimesTheDuration() throws {
        let animator = fadeOut()
        try animator.startAnimation()
        engine.advance(by: 0.5)
        try animator.pauseAnimation()
        try animator.continueAnimation(withTimingParameters: .linear, durationFactor: 2)
        engine.advance(by: 1)  // half of the 2 s rest: from 0.5 halfway to 0
        #expect(close(view.presentation.alpha, 0.25))
        #expect(close(animator.fractionComplete, 0.75))
        engine.advance(by: 1)
        #expect(animator.state == .inactive && view.presentation.alpha == 0)
    }

    @Test func t7_8_continueWithASpringFromTheCurrentValue() throws {
        let animator = fadeOut()
        try animator.startAnimation()
        engine.advance(by: 0.5)
        try animator.pauseAnimation()
        try animator.continueAnimation(withTimingParameters: .dampedSpring(dampingRatio: 1, initialVelocity: 0), durationFactor: 0.5)
        let spring = Spring(duration: 0.5, dampingRatio: 1)
        engine.advance(by: 0.2)
        #expect(close(view.presentation.alpha, 0.5 - 0.5 * spring.position(at: 0.2), 1e-4))
    }

    @Test func t7_9_interruptibilityCannotChangeWhileActive() throws {
        let animator = fadeOut()
        try animator.setInterruptible(false)
        try animator.startAnimation()
        #expect(throws: AnimatorError.self) { try animator.setInterruptible(true) }
        #expect(throws: AnimatorError.self) { try animator.setUserInteractionEnabled(false) }
        #expect(throws: AnimatorError.self) { try animator.pauseAnimation() }  // not interruptible
        #expect(!animator.isInterruptible)
    }

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
        var received: PropertyAnimator.Position?
        _ = PropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveEaseIn, animations: { view.alpha = 0 }, completion: { received = $0 })
        engine.advance(by: 0.5)
        #expect(view.presentation.alpha == 1)
        engine.advance(by: 0.5)
        #expect(close(view.presentation.alpha, 1 - Reference.easeIn(0.5)))
        engine.advance(by: 0.5)
        #expect(received == .end)
    }
}
