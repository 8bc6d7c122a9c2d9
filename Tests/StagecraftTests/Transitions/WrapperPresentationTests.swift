import Testing
@testable import Stagecraft

/// T4.4 (revised) and T4.2 (revised) on Apple's pattern: the CustomTransitions sample's
/// AAPLCustomPresentationController, in Swift as the sample writes it. Its `presentedView` is a
/// wrapper (rounded corners) made in `presentationTransitionWillBegin` — nil before — and its
/// dimming view is never removed by the controller.
@Suite struct WrapperPresentationTests {
    /// The sample's controller, which is also its own animator. It counts `presentedView` reads
    /// made before `presentationTransitionWillBegin`.
    final class SampleController: PresentationController, ViewControllerAnimatedTransitioning {
        static let cornerRadius = 16.0
        var dimmingView: View?
        var wrapper: View?
        var readsBeforeWillBegin = 0
        var frameReadsBeforeWillBegin = 0
        private var willBeginCalled = false

        override var presentedView: View? {
            if !willBeginCalled { readsBeforeWillBegin += 1 }
            return wrapper
        }

        override var frameOfPresentedViewInContainerView: Rect {
            if !willBeginCalled { frameReadsBeforeWillBegin += 1 }
            guard let bounds = containerView?.bounds else { return .zero }
            return Rect(x: 0, y: bounds.maxY - 420, width: bounds.width, height: 420)  // preferredContentSize 420 high
        }

        override func presentationTransitionWillBegin() {
            willBeginCalled = true
            let content = presentedViewController.view
            let wrapping = View(frame: frameOfPresentedViewInContainerView, name: "wrapper")
            let rounded = View(frame: Rect(x: 0, y: 0, width: wrapping.bounds.width, height: wrapping.bounds.height + Self.cornerRadius), name: "rounded")
            rounded.cornerRadius = Self.cornerRadius
            rounded.clipsToBounds = true
            let inner = View(frame: Rect(x: 0, y: 0, width: rounded.bounds.width, height: rounded.bounds.height - Self.cornerRadius), name: "inner")
            content.frame = inner.bounds
            inner.addSubview(content)
            rounded.addSubview(inner)
            wrapping.addSubview(rounded)
            wrapper = wrapping

            guard let containerView else { return }
            let dimming = View(frame: containerView.bounds, name: "dimming")
            dimming.backgroundColor = Color(white: 0, alpha: 1)
            containerView.addSubview(dimming)
            dimmingView = dimming
            dimming.alpha = 0
            _ = presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0.5 })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            if !completed { wrapper = nil; dimmingView = nil }  // dropped, never removed
        }

        override func dismissalTransitionWillBegin() {
            let dimming = dimmingView
            _ = presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming?.alpha = 0 })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { wrapper = nil; dimmingView = nil }
        }

        override func containerViewWillLayoutSubviews() {
            dimmingView?.frame = containerView?.bounds ?? .zero
            wrapper?.frame = frameOfPresentedViewInContainerView
        }

        func transitionDuration(using context: TransitionContext) -> Double { context.isAnimated ? 0.35 : 0 }

        func animateTransition(using context: TransitionContext) {
            let fromVC = context.viewController(forKey: .from), toVC = context.viewController(forKey: .to)
            let container = context.containerView
            let toView = context.view(forKey: .to), fromView = context.view(forKey: .from)
            let isPresenting = fromVC === presentingViewController
            var fromFinal = context.finalFrame(for: fromVC)
            var toInitial = context.initialFrame(for: toVC)
            let toFinal = context.finalFrame(for: toVC)
            if let toView { container.addSubview(toView) }
            if isPresenting {
                toInitial = Rect(x: container.bounds.minX, y: container.bounds.maxY, width: toFinal.width, height: toFinal.height)
                toView?.frame = toInitial
            } else if let fromView {
                fromFinal = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height)
            }
            View.animate(withDuration: transitionDuration(using: context), animations: {
                if isPresenting { toView?.frame = toFinal } else { fromView?.frame = fromFinal }
            }, completion: { _ in
                let cancelled = context.transitionWasCancelled
                context.completeTransition(!cancelled)
            })
        }
    }

    final class SampleDelegate: ViewControllerTransitioningDelegate {
        var controller: SampleController?
        func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
            controller = SampleController(presentedViewController: presented, presenting: presenting ?? source)
            return controller
        }
        func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { controller }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { controller }
    }

    @Test func t4_4_theWrapperMadeInWillBeginIsWhatTheAnimatorGets() {
        let stage = Stage()
        let second = ViewController(name: "second")
        second.modalPresentationStyle = .custom
        let delegate = SampleDelegate()
        second.transitioningDelegate = delegate
        stage.root.present(second, animated: true)
        stage.engine.advance(by: 0.2)  // a frame time (12 frames at 60 Hz): presentation values are per frame
        guard let controller = delegate.controller, let wrapper = controller.wrapper else { Issue.record("no wrapper"); return }
        #expect(controller.readsBeforeWillBegin == 0)  // T4.4: never asked before it could exist
        #expect(controller.frameReadsBeforeWillBegin == 0)  // T4.1: queried after will-begin
        // 0.2 s into the 0.35 s ease-in-out, from y 844 towards 844 − 420; the dimming alongside to 0.5.
        let eased = Reference.easeInOut(0.2 / 0.35)
        #expect(close(wrapper.presentation.frame.minY, 844 - 420 * eased))
        #expect(close(controller.dimmingView?.presentation.alpha ?? -1, 0.5 * eased))
        stage.engine.advance(by: 0.5)
        #expect(wrapper.superview === controller.containerView)
        #expect(wrapper.frame == Rect(0, 424, 390, 420))
        #expect(second.view.superview?.superview?.superview === wrapper)  // inner → rounded → wrapper
        #expect(second.view.frame == Rect(0, 0, 390, 420))
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        #expect(stage.root.presentedViewController === second)

        second.dismiss(animated: true)
        stage.engine.advance(by: 0.2)
        #expect(close(wrapper.presentation.frame.minY, 424 + 420 * eased))
        stage.engine.advance(by: 0.5)
        #expect(stage.root.presentedViewController == nil && second.view.window == nil)
        // T4.2: the dimming view stays in the container, which left the window: nothing to report.
        #expect(controller.containerView?.window == nil)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    /// T4.4: a cancelled interactive dismissal keeps the presented controller's view in the wrapper:
    /// neither "left in" nor "missing from" the container.
    @Test func t4_4_theViewInsideTheWrapperIsNeitherLeftInNorMissing() {
        let stage = Stage()
        let second = ViewController(name: "second")
        second.modalPresentationStyle = .custom
        final class InteractiveDelegate: ViewControllerTransitioningDelegate {
            let base = SampleDelegate()
            let interaction = PercentDrivenInteractiveTransition()
            var interactive = false
            func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
                base.presentationController(forPresented: presented, presenting: presenting, source: source)
            }
            func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { base.controller }
            func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { base.controller }
            func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { interactive ? interaction : nil }
        }
        let delegate = InteractiveDelegate()
        second.transitioningDelegate = delegate
        stage.root.present(second, animated: true)
        stage.engine.advance(by: 1)
        delegate.interactive = true
        second.dismiss(animated: true)
        stage.engine.advance(by: 0)
        delegate.interaction.update(0.4)
        stage.engine.advance(by: 0.1)
        delegate.interaction.cancel()
        stage.engine.advance(by: 1)
        let controller = delegate.base.controller
        #expect(stage.root.presentedViewController === second)
        #expect(controller?.wrapper?.frame == Rect(0, 424, 390, 420))  // T6.6: back at its start
        #expect(controller?.dimmingView?.alpha == 0.5)                  // T5.6: back at full dim
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    // MARK: - T4.2: what is really left behind

    /// A controller that puts its dimming view in the window, outside the container.
    final class WindowDimmer: PresentationController {
        let shade = View(name: "shade")
        let removes: Bool
        init(_ presented: ViewController, _ presenting: ViewController, removes: Bool) {
            self.removes = removes
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override func presentationTransitionWillBegin() {
            containerView?.window?.insertSubview(shade, at: 1)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed, removes { shade.removeFromSuperview() }
        }
        override var sourceLocation: String? { "presentations/window_dimmer.lua:4" }
    }

    func presentAndDismissWindowDimmer(removes: Bool, times: Int) -> Stage {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
        delegate.makePresentationController = { presented, presenting in WindowDimmer(presented, presenting ?? presented, removes: removes) }
        card.transitioningDelegate = delegate
        for _ in 0..<times {
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 1)
            card.dismiss(animated: true)
            stage.engine.advance(by: 1)
        }
        return stage
    }

    @Test func t4_2_chromeOutsideTheContainerStillInTheWindowWhenIdleIsReported() {
        let stage = presentAndDismissWindowDimmer(removes: false, times: 1)
        let reports = stage.diagnostics(.chromeLeftBehind)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("shade") == true && reports.first?.message.contains("outside the container") == true)
        #expect(reports.first?.source == "presentations/window_dimmer.lua:4")
        #expect(presentAndDismissWindowDimmer(removes: true, times: 2).engine.diagnostics.isEmpty)
    }

    @Test func t4_2_chromePilingUpAcrossRepresentationsIsReported() {
        final class Stacker: PresentationController {
            override func presentationTransitionWillBegin() {
                presentingViewController.view.addSubview(View(frame: presentingViewController.view.bounds, name: "dim"))
            }
        }
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
        delegate.makePresentationController = { presented, presenting in Stacker(presentedViewController: presented, presenting: presenting ?? presented) }
        card.transitioningDelegate = delegate
        for _ in 0..<2 {
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 1)
            card.dismiss(animated: true)
            stage.engine.advance(by: 1)
        }
        let messages = stage.diagnostics(.chromeLeftBehind).map(\.message)
        #expect(messages.count == 3)  // left after each dismissal, and piled up on the second presentation
        #expect(messages.filter { $0.contains("piles up") }.count == 1)
        #expect(stage.root.view.subviews.filter { $0.name == "dim" }.count == 2)
    }

    @Test func t4_2_staleChromeInAPersistingContainerIsReported() {
        final class Closer: PresentationController {
            override func dismissalTransitionWillBegin() { containerView?.insertSubview(View(name: "closingShade"), at: 0) }
        }
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
        let interaction = PercentDrivenInteractiveTransition()
        delegate.makePresentationController = { presented, presenting in Closer(presentedViewController: presented, presenting: presenting ?? presented) }
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 1)
        delegate.dismissInteraction = interaction
        card.dismiss(animated: true)
        stage.engine.advance(by: 0)
        interaction.update(0.2)
        interaction.cancel()
        stage.engine.advance(by: 1)
        let reports = stage.diagnostics(.chromeLeftBehind)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("closingShade") == true && reports.first?.message.contains("cancelled") == true)
    }
}

extension WrapperPresentationTests {
    /// T4.2: a layout callback that adds a dimming view on every pass piles them up in the container
    /// that persists for the presentation; adding it on the first pass only is not reported.
    @Test func t4_2_chromeAddedOnEveryLayoutPassIsReported() {
        final class Layouter: PresentationController {
            let everyPass: Bool
            var added = 0
            init(_ presented: ViewController, _ presenting: ViewController, everyPass: Bool) {
                self.everyPass = everyPass
                super.init(presentedViewController: presented, presenting: presenting)
            }
            override func containerViewWillLayoutSubviews() {
                guard everyPass || added == 0 else { return }
                added += 1
                containerView?.insertSubview(View(frame: containerView?.bounds ?? .zero, name: "dim\(added)"), at: 0)
            }
        }
        for everyPass in [false, true] {
            let stage = Stage()
            let card = ViewController(name: "card")
            card.modalPresentationStyle = .custom
            let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
            delegate.makePresentationController = { presented, presenting in Layouter(presented, presenting ?? presented, everyPass: everyPass) }
            card.transitioningDelegate = delegate
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 1)
            stage.window.resize(to: Size(width: 844, height: 390))  // a rotation: another layout pass
            stage.window.resize(to: Size(width: 390, height: 844))
            let reports = stage.diagnostics(.chromeLeftBehind)
            #expect(reports.count == (everyPass ? 2 : 0), "everyPass \(everyPass): \(reports)")
            #expect(reports.allSatisfy { $0.message.contains("piles up") })
        }
    }
}
