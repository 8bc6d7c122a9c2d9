import Testing
@testable import Stagecraft

/// The transition coordinator (T5).
@Suite struct CoordinatorTests {
    @Test func t5_1_existsOnlyDuringATransitionAndChildrenSeeTheirParents() {
        let child = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: child)
        let stage = Stage(root: navigation)
        #expect(navigation.transitionCoordinator == nil)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        stage.engine.advance(by: 0)
        #expect(navigation.transitionCoordinator != nil)
        let inner = ViewController(name: "inner")
        navigation.topViewController?.addChild(inner)
        #expect(inner.transitionCoordinator === navigation.transitionCoordinator)
        stage.engine.advance(by: 1)
        #expect(navigation.transitionCoordinator == nil)
        #expect(inner.transitionCoordinator == nil)
    }

    @Test func t5_2_alongsideRunsInTheAnimatorsContextAndT5_4_completionsAtTheEnd() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let badge = View(frame: Rect(0, 0, 10, 10), name: "badge")
        stage.root.view.addSubview(badge)
        // An animator using a linear 0.6 s block: the alongside block takes the same duration and curve.
        let animator = ClosureAnimator(duration: 0.6) { context in
            guard let to = context.view(forKey: .to) else { return }
            context.containerView.addSubview(to)
            View.animate(withDuration: 0.6, options: .curveLinear, animations: { to.alpha = 0.5 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        var events: [String] = []
        stage.engine.onEvent { if $0.name == "completeTransition" { events.append("complete") } }
        stage.root.present(card, animated: true) { events.append("present completion") }
        let queued = card.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { context in
            events.append("alongside completion cancelled=\(context.isCancelled)")
        })
        #expect(queued == true)
        stage.engine.advance(by: 0.15)
        #expect(close(badge.presentation.alpha, 0.75))  // linear, 0.6 s
        stage.engine.advance(by: 1)
        #expect(badge.presentation.alpha == 0)
        #expect(events == ["complete", "alongside completion cancelled=false", "present completion"])
    }

    @Test func t5_3_registeredAfterStartIsNotQueuedButCompletes() {
        let stage = Stage()
        let card = ViewController(name: "card")
        let animator = FadeAnimator(duration: 0.5)
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        let badge = View(frame: Rect(0, 0, 10, 10))
        stage.root.view.addSubview(badge)
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0.1)
        var completed = false
        let queued = card.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { _ in completed = true })
        #expect(queued == false)
        #expect(badge.alpha == 1)
        stage.engine.advance(by: 1)
        #expect(completed)
    }

    @Test func t5_3_registeredAfterStartJoinsAnInterruptibleAnimator() {
        let stage = Stage()
        let card = ViewController(name: "card")
        let badge = View(frame: Rect(0, 0, 10, 10))
        stage.root.view.addSubview(badge)
        var propertyAnimator: PropertyAnimator?
        let animator = ClosureAnimator(duration: 1) { _ in }
        animator.interruptible = { context in
            if let propertyAnimator { return propertyAnimator }
            let made = PropertyAnimator(duration: 1, curve: .linear)
            let to = context.view(forKey: .to)
            if let to { context.containerView.addSubview(to) }
            try? made.addAnimations { to?.alpha = 1 }
            made.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            propertyAnimator = made
            return made
        }
        animator.animate = { context in try? animator.interruptible?(context)?.startAnimation() }
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        #expect(card.transitionCoordinator?.isInterruptible == true)
        stage.engine.advance(by: 0.5)
        let queued = card.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 })
        #expect(queued == true)
        stage.engine.advance(by: 0.25)
        #expect(close(badge.presentation.alpha, 0.5))  // the remaining 0.5 s, linear
        stage.engine.advance(by: 1)
        #expect(badge.presentation.alpha == 0)
        #expect(stage.root.presentedViewController === card)
    }

    @Test func t5_5_t5_6_alongsideAnimationsAreScrubbedAndReversedOnCancel() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let animator = FadeAnimator(duration: 1)
        let delegate = FixedDelegate(animator: animator)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        card.transitioningDelegate = delegate
        let outside = View(frame: Rect(0, 0, 10, 10), name: "outside")
        stage.window.addSubview(outside)
        stage.root.present(card, animated: true)
        var sawCancel = false
        // No reset in the completion: the cancel itself ends the alongside animation at its start (T5.6, revised).
        card.transitionCoordinator?.animateAlongsideTransition(in: outside, animation: { _ in outside.alpha = 0 }, completion: { context in
            sawCancel = context.isCancelled
        })
        stage.engine.advance(by: 0)  // the interaction starts
        interaction.update(0.5)
        stage.engine.advance(by: 0.5)
        // Interactive: the fade animator uses a linear curve, so the alongside block does too.
        #expect(close(outside.presentation.alpha, 0.5))
        #expect(outside.alpha == 0)  // the model is already at the end (T5.6)
        interaction.cancel()
        stage.engine.advance(by: 0.25)  // back from 0.5 over 0.5 s, ease-in-ease-out
        #expect(close(outside.presentation.alpha, 1 - 0.5 * (1 - Reference.easeInOut(0.5))))
        stage.engine.advance(by: 0.5)
        #expect(sawCancel)
        #expect(outside.alpha == 1 && outside.presentation.alpha == 1)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t5_7_interactionChangesAndProperties() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.8))
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        interaction.completionCurve = .easeOut
        delegate.presentInteraction = interaction
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        guard let coordinator = card.transitionCoordinator else { Issue.record("no coordinator"); return }
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(coordinator.initiallyInteractive)
        #expect(coordinator.isInteractive)
        #expect(!coordinator.isInterruptible)
        #expect(coordinator.transitionDuration == 0.8)
        #expect(coordinator.completionVelocity == 2)
        #expect(coordinator.completionCurve == .easeOut)
        #expect(coordinator.isAnimated)
        #expect(coordinator.presentationStyle == .custom)
        interaction.update(0.25)
        #expect(coordinator.percentComplete == 0.25)
        interaction.finish()
        #expect(changes == [false])
        #expect(coordinator.initiallyInteractive)
        #expect(!coordinator.isCancelled)
        stage.engine.advance(by: 1)
    }
}
