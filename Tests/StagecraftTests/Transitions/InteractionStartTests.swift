import Testing
@testable import Stagecraft

/// Interaction controllers as UIKit runs them: an overridden startInteractiveTransition (T6.7) and
/// a transition that starts non-interactively (T6.5).
@Suite struct InteractionStartTests {
    /// Apple's AAPLSwipeTransitionInteractionController pattern: keeps the context to measure the
    /// gesture in its container, then calls the base (or, when `callsBase` is false, forgets to).
    final class KeepingContext: PercentDrivenInteractiveTransition {
        var kept: TransitionContext?
        let callsBase: Bool
        init(callsBase: Bool) { self.callsBase = callsBase }
        override func startInteractiveTransition(_ context: TransitionContext) {
            kept = context
            if callsBase { super.startInteractiveTransition(context) }
        }
        /// The gesture's percent from a location in the container (a drag down its height).
        func drag(toY y: Double) { update(y / (kept?.containerView.bounds.height ?? 1)) }
        override var sourceLocation: String? { "interactions/keeping.lua:7" }
    }

    struct Setup {
        let stage = Stage()
        let card = ViewController(name: "card")
        let delegate = FixedDelegate()
        let animator = PercentDrivenTests.SlideDown()
        init(_ interaction: PercentDrivenInteractiveTransition) {
            card.modalPresentationStyle = .custom
            delegate.presentAnimator = FadeAnimator(duration: 0.1)
            delegate.dismissAnimator = animator
            card.transitioningDelegate = delegate
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 0.5)
            delegate.dismissInteraction = interaction
            card.dismiss(animated: true)
            stage.engine.advance(by: 0)
        }
    }

    @Test func t6_7_anOverrideIsCalledAndTheBaseStartsTheAnimator() {
        let interaction = KeepingContext(callsBase: true)
        let setup = Setup(interaction)
        #expect(interaction.kept != nil)
        #expect(setup.animator.started == 1)
        interaction.drag(toY: 211)  // a quarter of the 844-point container
        #expect(close(setup.card.view.presentation.frame.minY, 211))  // the slide is linear while interactive
        interaction.finish()
        setup.stage.engine.advance(by: 2)
        #expect(setup.stage.root.presentedViewController == nil)
        #expect(setup.stage.engine.diagnostics.isEmpty, "\(setup.stage.engine.diagnostics)")
    }

    @Test func t6_7_anOverrideWithoutTheBaseCallIsReported() {
        let interaction = KeepingContext(callsBase: false)
        let setup = Setup(interaction)
        #expect(setup.animator.started == 0)
        let reports = setup.stage.diagnostics(.transitionMisuse)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("without calling the base") == true)
        #expect(reports.first?.source == "interactions/keeping.lua:7")
    }

    /// T6.5: with wantsInteractiveStart false the dismissal runs by itself; a gesture's update does
    /// not take it over (only pause() can, for an interruptible animator).
    @Test func t6_5_updateAloneDoesNotGrabATransitionRunningByItself() {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let setup = Setup(interaction)
        #expect(setup.card.transitionCoordinator?.isInteractive == false)
        setup.stage.engine.advance(by: 0.5)
        interaction.update(0.1)
        interaction.update(0.9)
        setup.stage.engine.advance(by: 0)
        // SlideDown: 1 s ease-in-out, not interactive; half way in time is half way in distance.
        #expect(close(setup.card.view.presentation.frame.minY, 844 * Reference.easeInOut(0.5)))
        #expect(interaction.percentComplete == 0)
        setup.stage.engine.advance(by: 0.6)
        #expect(setup.stage.root.presentedViewController == nil)
        #expect(setup.stage.engine.diagnostics.isEmpty, "\(setup.stage.engine.diagnostics)")
    }

    /// T6.5 with an interruptible animator: running by itself, update does not pause it; pause()
    /// takes it over where it is, and updates then scrub it.
    @Test func t6_5_anInterruptibleTransitionIsGrabbedByPauseNotByUpdate() {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let stage = Stage()
        let card = ViewController(name: "card")
        let delegate = FixedDelegate()
        let slide = PercentDrivenTests.InterruptibleSlide()
        card.modalPresentationStyle = .custom
        delegate.presentAnimator = FadeAnimator(duration: 0.1)
        delegate.dismissAnimator = slide
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0.5)
        delegate.dismissInteraction = interaction
        card.dismiss(animated: true)
        stage.engine.advance(by: 0.25)
        interaction.update(0.9)
        #expect(slide.animator?.isRunning == true)  // still running by itself
        stage.engine.advance(by: 0.25)
        #expect(close(card.view.presentation.frame.minY, 844 * 0.5))  // linear, 1 s: half way at 0.5 s
        interaction.pause()
        interaction.update(0.2)
        stage.engine.advance(by: 0)
        #expect(close(card.view.presentation.frame.minY, 844 * 0.2))
        interaction.finish()
        stage.engine.advance(by: 2)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }
}
