import Testing
@testable import Stagecraft

/// Percent-driven interaction (T6), with timelines and with interruptible property animators.
@Suite struct PercentDrivenTests {
    /// A slide-down dismissal animator: the card moves from y 0 to y 844 with an ease-in-ease-out
    /// block (linear when interactive), as in the seed articles' swipe-to-dismiss.
    final class SlideDown: ViewControllerAnimatedTransitioning {
        let duration: Double
        let resetsOnCancel: Bool
        var started = 0
        init(duration: Double = 1, resetsOnCancel: Bool = true) {
            self.duration = duration
            self.resetsOnCancel = resetsOnCancel
        }
        func transitionDuration(using context: TransitionContext) -> Double { duration }
        func animateTransition(using context: TransitionContext) {
            started += 1
            guard let from = context.view(forKey: .from) else { return }
            let start = from.frame
            View.animate(withDuration: duration, options: context.isInteractive ? .curveLinear : [], animations: {
                from.frame = start.offsetBy(dx: 0, dy: 844)
            }) { _ in
                if context.transitionWasCancelled, self.resetsOnCancel { from.frame = start }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// A presented card (custom style), ready to be dismissed interactively.
    struct Dismissal {
        let stage = Stage()
        let card = ViewController(name: "card")
        let delegate = FixedDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        var dismissed = 0

        init(animator: ViewControllerAnimatedTransitioning = SlideDown()) {
            card.modalPresentationStyle = .custom
            delegate.presentAnimator = FadeAnimator(duration: 0.1)
            delegate.dismissAnimator = animator
            delegate.dismissInteraction = interaction
            card.transitioningDelegate = delegate
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 0.5)
        }

        mutating func begin() {
            card.dismiss(animated: true)
            stage.engine.advance(by: 0)
        }
    }

    @Test func t6_1_startInteractiveTransitionCallsAnimateTransition() {
        let animator = SlideDown()
        var setup = Dismissal(animator: animator)
        let mark = setup.stage.mark
        setup.begin()
        #expect(setup.stage.calls(since: mark, [.animator]) == [
            "SlideDown.transitionDuration", "PercentDrivenInteractiveTransition.startInteractiveTransition", "SlideDown.animateTransition",
        ])
        #expect(animator.started == 1)
        setup.interaction.finish()
        setup.stage.engine.advance(by: 2)
    }

    @Test func t6_2_viewAnimationsArePausedAndScrubbedByPercentTimesDuration() {
        var setup = Dismissal()
        setup.begin()
        setup.stage.engine.advance(by: 0.5)
        #expect(setup.card.view.presentation.frame.minY == 0)  // held at 0 until updated
        setup.interaction.update(0.3)
        #expect(close(setup.card.view.presentation.frame.minY, 0.3 * 844))
        setup.stage.engine.advance(by: 1)  // time passing does not move a paused transition
        #expect(close(setup.card.view.presentation.frame.minY, 0.3 * 844))
        setup.interaction.update(0.65)
        #expect(close(setup.card.view.presentation.frame.minY, 0.65 * 844))
        setup.interaction.finish()
        setup.stage.engine.advance(by: 2)
    }

    @Test func t6_2_theAnimatorsOwnEasingShapesScrubbedValues() {
        // An animator that keeps ease-in-ease-out while interactive: scrubbing follows the curve.
        let eased = ClosureAnimator(duration: 1) { context in
            guard let from = context.view(forKey: .from) else { return }
            View.animate(withDuration: 1, animations: { from.alpha = 0 }) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
        var setup = Dismissal(animator: eased)
        setup.begin()
        setup.interaction.update(0.3)
        #expect(close(setup.card.view.presentation.alpha, 1 - Reference.easeInOut(0.3)))
        setup.interaction.finish()
        setup.stage.engine.advance(by: 2)
    }

    @Test func t6_3_finishRunsTheRestAtCompletionSpeedAlongTheCurve() {
        var setup = Dismissal()
        setup.interaction.completionSpeed = 2
        setup.interaction.completionCurve = .easeIn
        setup.begin()
        setup.interaction.update(0.4)
        let context = setup.card.transitionCoordinator
        #expect(context?.transitionDuration == 1)
        #expect(setup.interaction.duration == 1)
        setup.interaction.finish()
        // Remaining (1 − 0.4) × 1 s / 2 = 0.3 s, ease-in: local time = 0.4 + 0.6 × easeIn(t / 0.3).
        setup.stage.engine.advance(by: 0.15)
        #expect(close(setup.card.view.presentation.frame.minY / 844, 0.4 + 0.6 * Reference.easeIn(0.5)))
        #expect(setup.stage.root.presentedViewController === setup.card)
        setup.stage.engine.advance(by: 0.16)
        #expect(setup.stage.root.presentedViewController == nil)
        #expect(setup.card.view.superview == nil)
    }

    @Test func t6_3_cancelRunsBackToZeroAndTheCompletionSeesTheCancel() {
        var setup = Dismissal()
        setup.begin()
        setup.interaction.update(0.5)
        setup.interaction.cancel()
        // Back over 0.5 × 1 s along ease-in-ease-out.
        setup.stage.engine.advance(by: 0.25)
        #expect(close(setup.card.view.presentation.frame.minY, 0.5 * (1 - Reference.easeInOut(0.5)) * 844))
        setup.stage.engine.advance(by: 0.3)
        #expect(setup.stage.root.presentedViewController === setup.card)
        #expect(setup.card.view.presentation.frame.minY == 0)
        #expect(setup.card.view.frame.minY == 0)
        #expect(setup.stage.engine.diagnostics.isEmpty)
        // The card can be dismissed again afterwards.
        setup.begin()
        setup.interaction.update(0.9)
        setup.interaction.finish()
        setup.stage.engine.advance(by: 1)
        #expect(setup.stage.root.presentedViewController == nil)
    }

    @Test func t6_3_completionSpeedMustBePositive() {
        let engine = Engine()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0
        interaction.completionSpeed = -1
        #expect(interaction.completionSpeed == 1)
        #expect(engine.diagnostics.filter { $0.kind == .transitionMisuse }.count == 2)
    }

    /// An animator whose transition is one interruptible property animator (T6.4).
    final class InterruptibleSlide: ViewControllerAnimatedTransitioning {
        var animator: PropertyAnimator?
        var asked = 0
        var returnsFreshAnimators = false
        func transitionDuration(using context: TransitionContext) -> Double { 1 }
        func animateTransition(using context: TransitionContext) {
            try? interruptibleAnimator(using: context)?.startAnimation()
        }
        func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
            asked += 1
            if let animator, !returnsFreshAnimators { return animator }
            guard let from = context.view(forKey: .from) else { return nil }
            let start = from.frame
            let made = PropertyAnimator(duration: 1, curve: .linear) { from.frame = start.offsetBy(dx: 0, dy: 844) }
            made.addCompletion { position in
                if position == .start { from.frame = start }
                context.completeTransition(position == .end)
            }
            animator = made
            return made
        }
    }

    @Test func t6_4_anInterruptibleAnimatorIsScrubbedAndContinued() {
        let slide = InterruptibleSlide()
        var setup = Dismissal(animator: slide)
        setup.begin()
        #expect(setup.card.transitionCoordinator?.isInterruptible == true)
        #expect(slide.animator?.state == .active)
        #expect(slide.animator?.isRunning == false)
        setup.interaction.update(0.25)
        #expect(slide.animator?.fractionComplete == 0.25)
        #expect(close(setup.card.view.presentation.frame.minY, 0.25 * 844))
        setup.interaction.completionCurve = .linear
        setup.interaction.finish()
        setup.stage.engine.advance(by: 0.35)  // 21 frames into the remaining 0.75 s
        #expect(close(setup.card.view.presentation.frame.minY / 844, 0.25 + 0.75 * (0.35 / 0.75)))
        setup.stage.engine.advance(by: 0.4)
        #expect(setup.stage.root.presentedViewController == nil)
        #expect(setup.stage.engine.diagnostics.isEmpty)
    }

    @Test func t6_4_theSameAnimatorMustBeReturnedForTheWholeTransition() {
        let slide = InterruptibleSlide()
        slide.returnsFreshAnimators = true
        var setup = Dismissal(animator: slide)
        setup.begin()
        #expect(setup.stage.diagnostics(.transitionMisuse).contains { $0.message.contains("different animator") })
        setup.interaction.finish()
        setup.stage.engine.advance(by: 2)
    }

    @Test func t6_5_noInteractiveStartThenPauseGrabsAnInterruptibleTransition() {
        let slide = InterruptibleSlide()
        var setup = Dismissal(animator: slide)
        setup.interaction.wantsInteractiveStart = false
        setup.begin()
        let coordinator = setup.card.transitionCoordinator
        #expect(coordinator?.isInteractive == false)
        #expect(coordinator?.initiallyInteractive == false)
        setup.stage.engine.advance(by: 0.4)
        #expect(slide.animator?.isRunning == true)
        var changes: [Bool] = []
        coordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        setup.interaction.pause()
        #expect(coordinator?.isInteractive == true)
        #expect(slide.animator?.isRunning == false)
        #expect(close(setup.interaction.percentComplete, 0.4, 1e-6))
        setup.interaction.update(0.2)
        setup.interaction.cancel()
        #expect(changes == [true, false])
        setup.stage.engine.advance(by: 1)
        #expect(setup.stage.root.presentedViewController === setup.card)
        #expect(setup.card.view.frame.minY == 0)
    }

    @Test func t6_5_pauseIsRefusedWithoutAnInterruptibleAnimator() {
        var setup = Dismissal()
        setup.interaction.wantsInteractiveStart = false
        setup.begin()
        setup.interaction.pause()
        #expect(setup.stage.diagnostics(.transitionMisuse).count == 1)
        setup.stage.engine.advance(by: 2)
        #expect(setup.stage.root.presentedViewController == nil)
    }

    /// T6.6 (revised): an animator that never resets the from view after a cancel (Apple's
    /// AAPLSwipeTransitionAnimator does not) leaves it where it started: the reverse ends at the
    /// animation's start value, in the model too, and nothing is reported.
    @Test func t6_6_cancelRunsPlainAnimationsBackToTheirStartValues() {
        var setup = Dismissal(animator: SlideDown(resetsOnCancel: false))
        setup.begin()
        setup.interaction.update(0.4)
        setup.interaction.cancel()
        setup.stage.engine.advance(by: 0.39)
        #expect(setup.card.view.presentation.frame.minY > 0)  // the reverse takes 0.4 × 1 s
        setup.stage.engine.advance(by: 0.02)
        #expect(setup.card.view.presentation.frame.minY == 0)
        #expect(setup.card.view.frame.minY == 0)  // the model is back at the start value
        #expect(setup.stage.root.presentedViewController === setup.card)
        #expect(setup.stage.engine.diagnostics.isEmpty)
    }

    @Test func t6_6_aPropertyAnimatorEndsAtStartWithStartValuesRestored() {
        let slide = InterruptibleSlide()
        var setup = Dismissal(animator: slide)
        setup.begin()
        setup.interaction.update(0.6)
        setup.interaction.cancel()
        setup.stage.engine.advance(by: 1)
        #expect(slide.animator?.state == .inactive)
        #expect(setup.card.view.frame.minY == 0)
        #expect(setup.card.view.presentation.frame.minY == 0)
        #expect(setup.stage.engine.diagnostics.isEmpty)
    }
}
