import Testing
@testable import Stagecraft

/// Modal presentation and dismissal (T1), appearance (T3.2–T3.5) with a fade animator.
@Suite struct PresentationTests {
    @Test func t1_1_customPresentEndsOnlyAtCompleteTransitionInOrder() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let animator = FadeAnimator(duration: 0.4)
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        var completed = false
        let mark = stage.mark
        stage.root.present(card, animated: true) { completed = true }
        stage.engine.advance(by: 0)
        #expect(!completed)
        stage.engine.advance(by: 0.2)
        #expect(close(card.view.presentation.alpha, 1 - (1 - Reference.easeInOut(0.5))))
        #expect(!completed)
        stage.engine.advance(by: 0.25)
        #expect(completed)
        #expect(animator.ended == [true])
        let calls = stage.calls(since: mark, [.transition, .presentation, .animator])
        #expect(calls == [
            "present(card).begin",
            "PresentationController.presentationTransitionWillBegin",
            "FadeAnimator.transitionDuration",
            "FadeAnimator.animateTransition",
            "PresentationController.containerViewWillLayoutSubviews",
            "PresentationController.containerViewDidLayoutSubviews",
            "present(card).completeTransition",
            "PresentationController.presentationTransitionDidEnd",
            "FadeAnimator.animationEnded",
        ])
        #expect(stage.root.presentedViewController === card)
        #expect(card.presentingViewController === stage.root)
        #expect(stage.engine.diagnostics.isEmpty)
    }
}

extension PresentationTests {
    /// A presentation controller that records what it saw.
    final class ProbePresentationController: PresentationController {
        var containerAtWillBegin: View?
        var wrapper: View?
        override var presentedView: View? { wrapper ?? presentedViewController.view }
        override var frameOfPresentedViewInContainerView: Rect { Rect(0, 422, 390, 422) }
        override func presentationTransitionWillBegin() { containerAtWillBegin = containerView }
    }

    @Test func t1_2_delegateIsAskedInOrderThenWillBeginDurationAndInteraction() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator())
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        delegate.makePresentationController = { presented, presenting in
            ProbePresentationController(presentedViewController: presented, presenting: presenting ?? presented)
        }
        card.transitioningDelegate = delegate
        let mark = stage.mark
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        let calls = stage.calls(since: mark, [.delegate, .presentation, .animator])
        #expect(Array(calls.prefix(6)) == [
            "FixedDelegate.presentationControllerForPresented",
            "FixedDelegate.animationControllerForPresented",
            "FixedDelegate.interactionControllerForPresentation",
            "ProbePresentationController.presentationTransitionWillBegin",
            "FadeAnimator.transitionDuration",
            "PercentDrivenInteractiveTransition.startInteractiveTransition",
        ])
        #expect(card.presentationController is ProbePresentationController)
        interaction.finish()
        stage.engine.advance(by: 1)
        #expect(card.view.presentation.alpha == 1)
    }

    @Test func t1_3_fullScreenAndOverFullScreenAreNotAskedForAPresentationController() {
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
            let stage = Stage()
            let card = ViewController(name: "card")
            card.modalPresentationStyle = style
            let delegate = FixedDelegate(animator: FadeAnimator())
            delegate.makePresentationController = { _, _ in Issue.record("asked for a presentation controller"); return nil }
            card.transitioningDelegate = delegate
            let mark = stage.mark
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 0)
            #expect(stage.calls(since: mark, [.delegate]) == [
                "FixedDelegate.animationControllerForPresented", "FixedDelegate.interactionControllerForPresentation",
            ])
            stage.engine.advance(by: 1)
            #expect(stage.root.presentedViewController === card)
        }
    }

    @Test func t1_4_noPresentationControllerFromTheDelegateUsesThePlainDefault() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator())
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        let controller = card.presentationController
        #expect(controller != nil && type(of: controller!) == PresentationController.self)
        #expect(controller?.frameOfPresentedViewInContainerView == stage.window.bounds)
        stage.engine.advance(by: 1)
        #expect(card.view.frame == stage.window.bounds)
    }

    @Test func t1_5_withoutAnAnimatorTheSystemSlidesUpAndNoInteractionIsAsked() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        let delegate = FixedDelegate(animator: nil)
        delegate.presentInteraction = PercentDrivenInteractiveTransition()
        card.transitioningDelegate = delegate
        let mark = stage.mark
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        #expect(stage.calls(since: mark, [.delegate]) == ["FixedDelegate.animationControllerForPresented"])
        stage.engine.advance(by: 0.2)
        let expectedY = 844 * (1 - Reference.easeInOut(0.2 / SystemAnimator.modalDuration))
        #expect(close(card.view.presentation.frame.minY, expectedY))
        stage.engine.advance(by: 0.3)
        #expect(card.view.presentation.frame == stage.window.bounds)
        #expect(stage.root.presentedViewController === card)
        // No delegate at all: the same slide.
        let second = Stage()
        let other = ViewController(name: "other")
        other.modalPresentationStyle = .fullScreen
        second.root.present(other, animated: true)
        second.engine.advance(by: 0.25)
        #expect(close(other.view.presentation.frame.minY, 844 * (1 - Reference.easeInOut(0.5))))
    }

    @Test func t1_6_presentingIsTheNavigationControllerAndSourceTheCaller() {
        let child = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: child)
        let stage = Stage(root: navigation)
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator())
        card.transitioningDelegate = delegate
        child.present(card, animated: true)
        stage.engine.advance(by: 0)
        #expect(delegate.askedPresenting === navigation)
        #expect(delegate.askedSource === child)
        #expect(card.presentingViewController === navigation)
        stage.engine.advance(by: 1)
    }

    @Test func t1_7_dismissalAsksAndCallsInUIKitOrder() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let animator = FadeAnimator()
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 1)
        var dismissed = 0
        let mark = stage.mark
        card.dismiss(animated: true) { dismissed += 1 }
        stage.engine.advance(by: 1)
        #expect(stage.calls(since: mark, [.delegate, .presentation, .animator, .transition]) == [
            "FixedDelegate.animationControllerForDismissed",
            "FixedDelegate.interactionControllerForDismissal",
            "dismiss(card).begin",
            "PresentationController.dismissalTransitionWillBegin",
            "FadeAnimator.transitionDuration",
            "FadeAnimator.animateTransition",
            "dismiss(card).completeTransition",
            "PresentationController.dismissalTransitionDidEnd",
            "FadeAnimator.animationEnded",
        ])
        #expect(dismissed == 1)
        #expect(stage.root.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
    }

    @Test func t1_8_containerExistsBeforeWillBeginAndT1_9_persistsUntilDismissed() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator())
        var probe: ProbePresentationController?
        delegate.makePresentationController = { presented, presenting in
            let made = ProbePresentationController(presentedViewController: presented, presenting: presenting ?? presented)
            probe = made
            return made
        }
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        let container = probe?.containerAtWillBegin
        #expect(container != nil)
        #expect(container?.window === stage.window)
        stage.engine.advance(by: 1)
        #expect(container?.window === stage.window)
        #expect(card.view.superview === container)
        card.dismiss(animated: true)
        stage.engine.advance(by: 0.1)
        #expect(container?.window === stage.window)
        stage.engine.advance(by: 1)
        #expect(container?.superview == nil)
        #expect(card.view.superview == nil)
        #expect(stage.window.subviews.map(\.displayName) == ["root"])
    }

    @Test func t1_10_fullScreenMovesThePresentingViewIntoTheContainerAndBack() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        let animator = ClosureAnimator(duration: 0.3) { context in
            let toView = context.view(forKey: .to)
            #expect(context.view(forKey: .from) === context.containerView.subviews.first)
            #expect(context.view(forKey: .from)?.superview === context.containerView)
            if let toView { context.containerView.addSubview(toView) }
            context.completeTransition(true)
        }
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        let rootView = stage.root.view
        stage.root.present(card, animated: true)
        #expect(rootView.superview?.name == "container(card)")  // T1.10: moved in at once
        stage.engine.advance(by: 0)  // the animator runs and completes at once
        #expect(rootView.superview == nil)  // T1.14: removed once the presentation completes
        animator.animate = { context in
            // T1.11: the animator adds .to back on a full-screen dismissal.
            if let toView = context.view(forKey: .to), let fromView = context.view(forKey: .from) {
                context.containerView.insertSubview(toView, belowSubview: fromView)
            }
            context.completeTransition(true)
        }
        card.dismiss(animated: true)
        stage.engine.advance(by: 0)
        #expect(rootView.superview === stage.window)
        #expect(stage.window.subviews.count == 1)
    }

    @Test func t1_11_viewForKeyFollowsTheStyleAndDirection() {
        // .fullScreen: from = presenting, to = presented; the reverse on dismissal.
        // .custom / .overFullScreen: from = nil on present, to = nil on dismiss.
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let stage = Stage()
            let card = ViewController(name: "card")
            card.modalPresentationStyle = style
            var seen: [(View?, View?)] = []
            let animator = ClosureAnimator { context in
                seen.append((context.view(forKey: .from), context.view(forKey: .to)))
                if let to = context.view(forKey: .to), let from = context.view(forKey: .from) {
                    context.containerView.insertSubview(to, belowSubview: from)
                } else if let to = context.view(forKey: .to) {
                    context.containerView.addSubview(to)
                }
                context.completeTransition(true)
            }
            let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 0)
            card.dismiss(animated: true)
            stage.engine.advance(by: 0)
            let removes = style == .fullScreen
            #expect(seen.count == 2)
            #expect(seen[0].0 === (removes ? stage.root.view : nil))
            #expect(seen[0].1 === card.view)
            #expect(seen[1].0 === card.view)
            #expect(seen[1].1 === (removes ? stage.root.view : nil))
        }
    }

    @Test func t1_12_viewControllerForKeyIsNeverNilAndSwapsOnDismissal() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        var pairs: [(ViewController, ViewController)] = []
        let animator = ClosureAnimator { context in
            pairs.append((context.viewController(forKey: .from), context.viewController(forKey: .to)))
            if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
            context.completeTransition(true)
        }
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        card.dismiss(animated: true)
        stage.engine.advance(by: 0)
        #expect(pairs.count == 2)
        #expect(pairs[0].0 === stage.root && pairs[0].1 === card)
        #expect(pairs[1].0 === card && pairs[1].1 === stage.root)
    }

    @Test func t1_13_initialAndFinalFrames() {
        for style in [ModalPresentationStyle.fullScreen, .custom] {
            let stage = Stage()
            let card = ViewController(name: "card")
            card.modalPresentationStyle = style
            let delegate = FixedDelegate()
            delegate.makePresentationController = { presented, presenting in
                ProbePresentationController(presentedViewController: presented, presenting: presenting ?? presented)
            }
            var frames: [String: Rect] = [:]
            let animator = ClosureAnimator { context in
                let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
                let phase = to === card ? "present" : "dismiss"
                frames["\(phase).initial.from"] = context.initialFrame(for: from)
                frames["\(phase).initial.to"] = context.initialFrame(for: to)
                frames["\(phase).final.from"] = context.finalFrame(for: from)
                frames["\(phase).final.to"] = context.finalFrame(for: to)
                if let to = context.view(forKey: .to) {
                    to.frame = context.finalFrame(for: context.viewController(forKey: .to))
                    context.containerView.insertSubview(to, at: 0)
                }
                context.completeTransition(true)
            }
            delegate.presentAnimator = animator
            delegate.dismissAnimator = animator
            card.transitioningDelegate = delegate
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 0)
            card.dismiss(animated: true)
            stage.engine.advance(by: 0)
            let full = Rect(0, 0, 390, 844)
            let presentedFinal = style == .custom ? Rect(0, 422, 390, 422) : full
            #expect(frames["present.initial.to"] == .zero)
            #expect(frames["present.final.to"] == presentedFinal)
            #expect(frames["present.initial.from"] == full)
            #expect(frames["present.final.from"] == (style == .fullScreen ? .zero : full))
            #expect(frames["dismiss.initial.from"] == presentedFinal)
            // T1.13a (revised): a .custom dismissal's presented controller keeps its frame; .fullScreen's is .zero.
            #expect(frames["dismiss.final.from"] == (style == .custom ? presentedFinal : .zero))
            #expect(frames["dismiss.final.to"] == full)
        }
    }

    @Test func t1_14_cancelledPresentationRemovesPresentedViewAndContainer() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let animator = FadeAnimator(duration: 0.5)
        let delegate = FixedDelegate(animator: animator)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        card.transitioningDelegate = delegate
        var completions = 0
        stage.root.present(card, animated: true) { completions += 1 }
        stage.engine.advance(by: 0)
        interaction.update(0.3)
        stage.engine.advance(by: 0.1)
        interaction.cancel()
        stage.engine.advance(by: 1)
        #expect(animator.ended == [false])
        #expect(card.view.superview == nil)
        #expect(stage.window.subviews.map(\.displayName) == ["root"])
        #expect(stage.root.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
        #expect(completions == 0)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t1_15_customNonAnimatedStillCallsAnimateTransition() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let animator = FadeAnimator(duration: 0.4)
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        var done = false
        stage.root.present(card, animated: false) { done = true }
        stage.engine.advance(by: 0)
        #expect(animator.contexts.count == 1)
        #expect(animator.contexts.first?.isAnimated == false)
        stage.engine.advance(by: 0)
        #expect(done || animator.contexts.first?.isCompleted == false)
        stage.engine.advance(by: 0.5)
        #expect(done)
    }

    @Test func t1_16_anUndrivenInteractionControllerLeavesThePresentationPausedAndIsReported() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
        delegate.presentInteraction = PercentDrivenInteractiveTransition()
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 5)
        #expect(card.view.presentation.alpha == 0)  // paused at 0 % forever
        let reports = stage.diagnostics(.interactionNotDriven)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("PercentDrivenInteractiveTransition") == true)
        #expect(stage.diagnostics(.completeTransitionNeverCalled).isEmpty)
        #expect(card.transitionCoordinator != nil)
    }

    @Test func t1_17_delegateIsWeakAndThePresentationControllerLivesUntilDismissalEnds() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        weak var weakDelegate: FixedDelegate?
        do {
            let delegate = FixedDelegate(animator: FadeAnimator())
            weakDelegate = delegate
            card.transitioningDelegate = delegate
        }
        #expect(weakDelegate == nil)
        #expect(card.transitioningDelegate == nil)
        weak var controller: PresentationController?
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        controller = card.presentationController
        stage.engine.advance(by: 1)
        #expect(controller != nil)
        card.dismiss(animated: true)
        stage.engine.advance(by: 0.1)
        #expect(controller != nil)
        stage.engine.advance(by: 1)
        #expect(card.presentationController == nil)
        #expect(controller == nil)
    }

    @Test func t1_18_presentingOrDismissingDuringATransitionIsRefused() {
        let stage = Stage()
        let card = ViewController(name: "card")
        let other = ViewController(name: "other")
        var otherCompleted = false
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 0)
        stage.root.present(other, animated: true) { otherCompleted = true }
        stage.engine.advance(by: 0)
        card.dismiss(animated: true)
        #expect(stage.diagnostics(.transitionInProgress).count == 2)
        stage.engine.advance(by: 1)
        #expect(!otherCompleted)
        #expect(stage.root.presentedViewController === card)
        #expect(other.presentingViewController == nil)
        // After it ends, presenting on a presenter that already presents is refused too.
        stage.root.present(other, animated: true)
        stage.engine.advance(by: 0)
        #expect(stage.diagnostics(.transitionInProgress).count == 3)
    }
}
