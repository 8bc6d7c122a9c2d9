import Testing
@testable import Stagecraft

/// The transition context (T2): completion, cancellation, interactivity, clamping, keys.
@Suite struct ContextTests {
    /// A custom presentation with an animator the test controls and a percent-driven interaction.
    struct Interactive {
        let stage = Stage()
        let card = ViewController(name: "card")
        let animator = FadeAnimator(duration: 1)
        let delegate: FixedDelegate
        let interaction = PercentDrivenInteractiveTransition()

        init(wantsInteractiveStart: Bool = true) {
            card.modalPresentationStyle = .custom
            delegate = FixedDelegate(animator: animator)
            delegate.presentInteraction = interaction
            interaction.wantsInteractiveStart = wantsInteractiveStart
            card.transitioningDelegate = delegate
        }

        var context: TransitionContext? { animator.contexts.last }
    }

    @Test func t2_1_interactiveTransitionsStillNeedCompleteTransition() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        // Finishes the interaction but forgets completeTransition.
        let animator = ClosureAnimator(duration: 0.5) { context in
            if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
        }
        let delegate = FixedDelegate(animator: animator)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        card.transitioningDelegate = delegate
        var completed = false
        stage.root.present(card, animated: true) { completed = true }
        stage.engine.advance(by: 0)
        interaction.update(0.6)
        interaction.finish()
        stage.engine.advance(by: 3)
        #expect(!completed)
        #expect(stage.diagnostics(.completeTransitionNeverCalled).count == 1)
    }

    @Test func t2_2_neverCompletedLeavesTheUIMidTransitionAndTheWatchdogNamesTheAnimator() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        final class ForgetfulAnimator: ViewControllerAnimatedTransitioning {
            func transitionDuration(using context: TransitionContext) -> Double { 0.4 }
            func animateTransition(using context: TransitionContext) {
                guard let to = context.view(forKey: .to) else { return }
                context.containerView.addSubview(to)
                to.alpha = 0
                View.animate(withDuration: 0.4) { to.alpha = 1 }
            }
            var sourceLocation: String? { "animators/forgetful.lua:12" }
        }
        let delegate = FixedDelegate(animator: ForgetfulAnimator())
        card.transitioningDelegate = delegate
        var completed = false
        let mark = stage.mark
        stage.root.present(card, animated: true) { completed = true }
        stage.engine.advance(by: 1.3)
        #expect(stage.diagnostics(.completeTransitionNeverCalled).isEmpty)  // not yet: duration + grace = 1.4 s
        stage.engine.advance(by: 0.2)
        let reports = stage.diagnostics(.completeTransitionNeverCalled)
        #expect(reports.count == 1)
        #expect(reports.first?.source == "animators/forgetful.lua:12")
        #expect(reports.first?.message.contains("ForgetfulAnimator") == true)
        #expect(!completed)
        #expect(stage.lifecycle(since: mark) == ["root.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing"])
        #expect(card.transitionCoordinator != nil)  // still mid-transition
        stage.engine.advance(by: 10)
        #expect(stage.diagnostics(.completeTransitionNeverCalled).count == 1)  // reported once
        #expect(stage.engine.runUntilIdle(limit: 1))
    }

    @Test func t2_3_aSecondCompleteTransitionIsIgnoredAndReported() {
        let stage = Stage()
        let card = ViewController(name: "card")
        var completions = 0
        let animator = ClosureAnimator { context in
            if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
            context.completeTransition(true)
            context.completeTransition(false)
        }
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true) { completions += 1 }
        stage.engine.advance(by: 1)
        #expect(completions == 1)
        #expect(stage.root.presentedViewController === card)
        #expect(stage.diagnostics(.completeTransitionTwice).count == 1)
    }

    /// T2.3 (revised): everything an animator reads stays readable after completeTransition, with
    /// the values it had (a cancelled interactive dismissal: cancelled, both controllers, frames).
    @Test func t2_3_theContextStaysReadableAfterCompleting() {
        let setup = Interactive()
        var after: (cancelled: Bool, container: View?, from: ViewController?, to: ViewController?, toView: View?, final: Rect)?
        setup.stage.root.present(setup.card, animated: true)
        setup.stage.engine.advance(by: 0)
        guard let context = setup.context else { Issue.record("no context"); return }
        setup.interaction.update(0.3)
        setup.interaction.cancel()
        setup.stage.engine.advance(by: 1)
        #expect(context.isCompleted)
        after = (context.transitionWasCancelled, context.containerView, context.viewController(forKey: .from),
                 context.viewController(forKey: .to), context.view(forKey: .to), context.finalFrame(for: setup.card))
        #expect(after?.cancelled == true)
        #expect(after?.from === setup.stage.root && after?.to === setup.card)
        #expect(after?.toView === setup.card.view)
        #expect(after?.final == Rect(0, 0, 390, 844))  // T4.3: the container's bounds
        #expect(after?.container?.window == nil)  // the container went away (T1.9) but is still the same view
        context.completeTransition(true)
        #expect(setup.stage.diagnostics(.completeTransitionTwice).count == 1)
        #expect(setup.stage.root.presentedViewController == nil)  // ignored: nothing changed
    }

    @Test func t2_4_cancelledIsTrueAsSoonAsCancelIsCalled() {
        let setup = Interactive()
        setup.stage.root.present(setup.card, animated: true)
        setup.stage.engine.advance(by: 0)
        setup.interaction.update(0.5)
        #expect(setup.context?.transitionWasCancelled == false)
        setup.interaction.cancel()
        #expect(setup.context?.transitionWasCancelled == true)
        #expect(setup.context?.isCompleted == false)  // the reverse animation is still to run
        setup.stage.engine.advance(by: 0.25)
        #expect(setup.context?.isCompleted == false)
        setup.stage.engine.advance(by: 0.3)
        #expect(setup.context?.isCompleted == true)
        #expect(setup.animator.ended == [false])
    }

    @Test func t2_5_isInteractiveFollowsWantsInteractiveStartAndEnds() {
        let setup = Interactive()
        setup.stage.root.present(setup.card, animated: true)
        setup.stage.engine.advance(by: 0)
        #expect(setup.context?.isInteractive == true)
        setup.interaction.update(0.2)
        setup.interaction.finish()
        #expect(setup.context?.isInteractive == false)
        setup.stage.engine.advance(by: 1)

        let plain = Interactive(wantsInteractiveStart: false)
        plain.stage.root.present(plain.card, animated: true)
        plain.stage.engine.advance(by: 0)
        #expect(plain.context?.isInteractive == false)
        plain.stage.engine.advance(by: 1.1)
        #expect(plain.context?.isCompleted == true)

        let none = Stage()
        let card = ViewController(name: "card")
        let animator = FadeAnimator()
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        none.root.present(card, animated: true)
        none.engine.advance(by: 0)
        #expect(animator.contexts.first?.isInteractive == false)
        none.engine.advance(by: 1)
    }

    /// T2.5: interactive from the start — before the interaction controller is started (the next
    /// run-loop turn), while the appearance will-calls run — and not when it does not want to be.
    @Test func t2_5_isInteractiveFromTheTransitionsStartBeforeTheAnimatorRuns() {
        let setup = Interactive()
        setup.stage.root.present(setup.card, animated: true)
        #expect(setup.card.transitionCoordinator?.isInteractive == true)
        setup.stage.engine.advance(by: 0)
        setup.interaction.finish()
        setup.stage.engine.advance(by: 1)

        let plain = Interactive(wantsInteractiveStart: false)
        plain.stage.root.present(plain.card, animated: true)
        #expect(plain.card.transitionCoordinator?.isInteractive == false)
        plain.stage.engine.advance(by: 1.1)
    }

    @Test func t2_6_updateClampsToZeroOne() {
        let setup = Interactive()
        setup.stage.root.present(setup.card, animated: true)
        setup.stage.engine.advance(by: 0)
        setup.context?.updateInteractiveTransition(1.7)
        #expect(setup.context?.percentComplete == 1)
        setup.context?.updateInteractiveTransition(-0.3)
        #expect(setup.context?.percentComplete == 0)
        setup.interaction.update(2)
        #expect(setup.interaction.percentComplete == 1)
        #expect(setup.card.transitionCoordinator?.percentComplete == 1)
        setup.interaction.finish()
        setup.stage.engine.advance(by: 1)
    }

    @Test func t2_7_targetTransformIsIdentityAndStyleIsNoneForNavigation() {
        let setup = Interactive()
        setup.stage.root.present(setup.card, animated: true)
        setup.stage.engine.advance(by: 0)
        #expect(setup.context?.targetTransform == .identity)
        #expect(setup.context?.presentationStyle == .custom)
        setup.interaction.finish()
        setup.stage.engine.advance(by: 1)

        let first = ViewController(name: "first")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        final class Delegate: NavigationControllerDelegate {
            let animator = FadeAnimator(duration: 0.2)
            func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation, from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
        }
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(ViewController(name: "second"), animated: true)
        stage.engine.advance(by: 0)
        #expect(delegate.animator.contexts.first?.presentationStyle == ModalPresentationStyle.none)
        stage.engine.advance(by: 1)
    }

    @Test func t2_8_theContainerIsInTheWindowAndHoldsTheTransition() {
        let setup = Interactive(wantsInteractiveStart: false)
        setup.stage.root.present(setup.card, animated: true)
        setup.stage.engine.advance(by: 0)
        let container = setup.context?.containerView
        #expect(container?.window === setup.stage.window)
        #expect(setup.card.view.superview === container)
        #expect(container?.frame == setup.stage.window.bounds)
        setup.stage.engine.advance(by: 2)
    }

    @Test func t2_1_anOutcomeThatContradictsTheInteractionIsReported() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        // The pattern of the zoom seed's repository: completeTransition(true) whatever happened.
        let animator = ClosureAnimator(duration: 0.5) { context in
            guard let to = context.view(forKey: .to) else { return }
            context.containerView.addSubview(to)
            View.animate(withDuration: 0.5, options: .curveLinear, animations: { to.alpha = 0.5 }) { _ in context.completeTransition(true) }
        }
        let delegate = FixedDelegate(animator: animator)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        interaction.update(0.2)
        interaction.cancel()
        stage.engine.advance(by: 1)
        let reports = stage.diagnostics(.transitionMisuse)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("completeTransition(true) after cancelInteractiveTransition") == true)
    }
}
