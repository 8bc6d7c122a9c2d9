/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)` with
/// UIKit's delegate questions, container handling, appearance calls and cleanup (T1, T3.2–T3.5).
extension ViewController {
    /// Presents `viewController` modally from this controller (or the ancestor that owns the screen, T1.6).
    public func present(_ requested: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let engine = Engine.current else { return }
        var viewController = requested  // or the replacement an adaptive presentation shows (below)
        let presenter = presentationContext(for: viewController.modalPresentationStyle)
        if let refusal = presentRefusal(of: viewController, by: presenter) {
            return engine.report(Diagnostic(kind: refusal.kind, message: refusal.message, subject: viewController.name))
        }
        guard let window = presenter.viewIfLoaded?.window else { return }
        var style = viewController.modalPresentationStyle.resolved  // T11.3a: .automatic is .pageSheet
        if style == .none {
            engine.report(Diagnostic(kind: .transitionMisuse, message: "modalPresentationStyle .none cannot present; using .fullScreen", subject: viewController.name))
            style = .fullScreen
        }
        let delegate = viewController.transitioningDelegate
        let delegateName = delegate?.debugName ?? ""

        // T1.2 / T1.3: the presentation controller is asked for `.custom` only, and first.
        var presentationController: PresentationController?
        if style == .custom, let delegate {
            engine.record(.delegate, delegateName, "presentationControllerForPresented")
            presentationController = delegate.presentationController(forPresented: viewController, presenting: presenter, source: self)
        }
        var controller = presentationController
            ?? (style.isSheet ? viewController.takeSheet(presentedBy: presenter) : PresentationController(presentedViewController: viewController, presenting: presenter))
        // Adaptive presentation: the controller's delegate may replace .custom (and the presented
        // controller) for this environment; the custom controller then takes no part.
        if style == .custom {
            let adapted = controller.adaptivePresentationStyle(for: window.traitCollection)
            if adapted != .none {
                let custom = controller
                if let replacement = custom.adaptiveReplacement(for: adapted), replacement !== viewController {
                    // A delegate's replacement is presented in its place, so it must be presentable
                    // too: an active controller here would close the presentation chain into a loop.
                    if let problem = presentError(replacement, by: presenter) {
                        engine.report(Diagnostic(kind: .transitionMisuse, message: "viewControllerForAdaptivePresentationStyle: \(problem) The original is presented.", subject: replacement.name))
                    } else {
                        viewController = replacement
                    }
                }
                style = adapted
                controller = PresentationController(presentedViewController: viewController, presenting: presenter)
                controller.adaptedFrom = custom
            }
        }
        let removesPresenter = !style.keepsPresentingView || (style == .custom && controller.shouldRemovePresentersView)
        var (animator, interaction) = askForPresentationObjects(delegate, delegateName, viewController, presenter, engine, animated: animated || style == .custom)
        // T11.2a: without a custom animator, a controller that prefers the zoom zooms in.
        let zoom = animated && style != .custom && animator is SystemAnimator
            ? ZoomObjects.showing(viewController, from: self, navigation: nil) : nil
        if let zoom {
            (animator, interaction) = (zoom.animator, nil)
        } else if animated, style != .custom, animator is SystemAnimator, viewController.preferredTransition?.kind == .crossDissolve {
            animator = SystemAnimator(.dissolveIn)
        }

        // T1.8: the container exists before presentationTransitionWillBegin.
        let container = ContainerView(frame: containerFrame(for: presenter, style: style, in: window), name: "container(\(viewController.name))")
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container
        controller.presentationStyle = style
        presenter.presentedViewController = viewController
        viewController.presentingViewController = presenter
        viewController.presentationController = controller

        let presenterView = presenter.view
        let presenterFrame = presenterView.frame
        if removesPresenter, let superview = presenterView.superview {
            // T1.10: the presenting view moves into the container for the transition.
            let index = superview.subviews.firstIndex { $0 === presenterView } ?? 0
            presenter.parkedViewPlace = ParkedViewPlace(superview: superview, index: index, frame: style.isContextual ? presenterFrame : nil)
            let onScreen = presenterView.convert(presenterView.bounds, to: nil)
            container.addSubview(presenterView)
            presenterView.frame = container.convert(onScreen, from: nil)  // where it was (a context's container is not at the origin)
        }
        // The presented view is read again after presentationTransitionWillBegin, which may make it (T4.4).
        var plan = TransitionPlan(
            kind: .present, from: presenter, to: viewController,
            fromView: removesPresenter ? presenterView : nil, toView: viewController.view,
            container: container, style: style, animated: animated, animator: animator, interaction: interaction,
            presentationController: controller)
        plan.presentedViewKey = .to
        plan.initialFrames = [(presenter, presenterView.frame)]  // in the container, where it was on screen
        // The presented controller's final frame is asked after presentationTransitionWillBegin (T4.1).
        plan.finalFrames = removesPresenter ? [] : [(presenter, presenterFrame)]
        plan.appearing = viewController
        plan.disappearing = removesPresenter ? presenter : nil
        plan.appearingEndsFirst = true
        plan.participants = [presenter, viewController]
        plan.expectedContents = { completed in completed ? [controller.currentPresentedView] : nil }
        plan.onlyViewsInFrontAreLeftovers = true
        plan.systemCleanup = { completed in
            if completed {
                if removesPresenter { presenterView.removeFromSuperview() }  // T1.14
                return
            }
            // A cancelled presentation: the presented view and the container go, the chain is undone.
            controller.currentPresentedView.removeFromSuperview()
            container.removeFromSuperview()
            presenter.restoreParkedView()
            presenter.presentedViewController = nil
            viewController.presentingViewController = nil
            viewController.presentationController = nil
        }
        plan.completion = completion
        zoom?.adjust(&plan)
        run(plan, owner: presenter, engine: engine)
    }

    /// Dismisses the controller this one presented, or this one (or its screen's root) if presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let engine = Engine.current else { return }
        let root = rootAncestor
        let presenter: ViewController, presented: ViewController
        if let holder = sequence(first: self, next: \.parent).first(where: { $0.presentedViewController != nil }),
           let top = holder.presentedViewController {
            (presenter, presented) = (holder, top)  // the root, or a context a child presented in
        } else if let below = root.presentingViewController {
            (presenter, presented) = (below, root)
        } else {
            return engine.report(Diagnostic(kind: .transitionMisuse, message: "dismiss(animated:) on \(self): nothing is presented; ignored", subject: name))
        }
        if let refusal = dismissRefusal(of: presented, by: presenter) {
            return engine.report(Diagnostic(kind: refusal.kind, message: refusal.message, subject: presented.name))
        }
        guard let controller = presented.presentationController, let container = controller.containerView else { return }
        let style = controller.presentationStyle
        let removesPresenter = !style.keepsPresentingView || (style == .custom && controller.shouldRemovePresentersView)
        // An adapted presentation's replacement controller is dismissed with the original's delegate.
        let delegate = presented.transitioningDelegate ?? controller.adaptedFrom?.presentedViewController.transitioningDelegate
        let delegateName = delegate?.debugName ?? ""
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        // T11.3c: a swipe on a sheet drives UIKit's own dismissal.
        let swipe = (controller as? SheetPresentationController)?.pendingSwipeDismissal
        if animated || style == .custom, swipe == nil, let delegate {
            engine.record(.delegate, delegateName, "animationControllerForDismissed")
            animator = delegate.animationController(forDismissed: presented)
            if let animator {
                engine.record(.delegate, delegateName, "interactionControllerForDismissal")
                interaction = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        let zoom = animator == nil && animated && style != .custom ? ZoomObjects.hiding(presented) : nil  // T11.2a
        let presentedView = controller.currentPresentedView  // T4.4: the wrapper, if it made one
        let presenterView = presenter.view
        var plan = TransitionPlan(
            kind: .dismiss, from: presented, to: presenter,
            fromView: presentedView, toView: removesPresenter ? presenterView : nil,
            container: container, style: style, animated: animated,
            animator: animator ?? zoom?.animator
                ?? SystemAnimator(style != .custom && presented.preferredTransition?.kind == .crossDissolve ? .dissolveOut : .uncoverVertical),
            interaction: animator == nil ? (zoom?.interaction ?? swipe) : interaction,
            presentationController: controller)
        plan.initialFrames = [(presented, presentedView.frame)] + (removesPresenter ? [] : [(presenter, presenterView.frame)])
        plan.finalFrames = [(presenter, removesPresenter ? container.bounds : presenterView.frame)]
        if UncertainRules.presentedFinalFrameOnDismissal.contains(style) {
            // T1.13a: where it is now, so a dismiss animator can slide it away from there.
            plan.finalFrames.append((presented, presentedView.frame))
        }
        plan.appearing = removesPresenter ? presenter : nil
        plan.disappearing = presented
        plan.participants = [presenter, presented]
        plan.toSurvivesCancel = true
        plan.expectedContents = { completed in completed ? nil : [presentedView] }
        plan.systemCleanup = { completed in
            guard completed else { return }
            presentedView.removeFromSuperview()  // T1.14
            container.removeFromSuperview()      // T1.9
            presenter.restoreParkedView()        // T1.10
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.presentationController = nil  // T1.17: kept until the dismissal ends
        }
        plan.completion = completion
        zoom?.adjust(&plan)
        run(plan, owner: presenter, engine: engine)
    }

    // MARK: - Helpers

    /// Starts a transition owned (kept alive) by `owner` until it ends.
    func run(_ plan: TransitionPlan, owner: ViewController, engine: Engine) {
        let transition = Transition(plan: plan, engine: engine)
        owner.runningTransition = transition
        transition.onEnd = { [weak owner] ended in
            if owner?.runningTransition === ended { owner?.runningTransition = nil }
        }
        transition.start()
    }

    /// UIKit's `isBeingPresented`: true while a presentation of this controller runs — from its
    /// `viewWillAppear` to its `viewDidAppear` included — and false otherwise (a push, a dismissal).
    public var isBeingPresented: Bool { activeTransition.map { $0.plan.kind == .present && $0.plan.to === self } ?? false }

    /// UIKit's `isBeingDismissed`: true while a dismissal of this controller runs — from its
    /// `viewWillDisappear` to its `viewDidDisappear` included — and false otherwise.
    public var isBeingDismissed: Bool { activeTransition.map { $0.plan.kind == .dismiss && $0.plan.from === self } ?? false }

    /// Whether this controller or its screen is in a transition now (T1.18).
    var isInTransition: Bool { runningTransition != nil || activeTransition != nil }

    /// Puts the view a `.fullScreen` presentation parked back where it was (T1.10).
    func restoreParkedView() {
        guard let place = parkedViewPlace, let view = viewIfLoaded else { return }
        parkedViewPlace = nil
        guard let superview = place.superview else { return }  // the window is gone: nowhere to go back to
        superview.insertSubview(view, at: min(place.index, superview.subviews.count))
        if let container = superview as? ContainerView, let controller = container.presentationController,
           controller.presentedViewController === self {
            // A presented controller going back into its own container (a full-screen
            // presentation over it ended) rests where its presentation controller puts it now,
            // not at the frame the dismissal animator gave it in the other container.
            view.frame = controller.frameOfPresentedViewInContainerView
        } else if let frame = place.frame {
            view.frame = frame
        }
    }

    private func askForPresentationObjects(
        _ delegate: ViewControllerTransitioningDelegate?, _ delegateName: String, _ presented: ViewController,
        _ presenter: ViewController, _ engine: Engine, animated: Bool
    ) -> (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?) {
        guard animated, let delegate else { return (SystemAnimator(.coverVertical), nil) }
        engine.record(.delegate, delegateName, "animationControllerForPresented")
        guard let animator = delegate.animationController(forPresented: presented, presenting: presenter, source: self) else {
            return (SystemAnimator(.coverVertical), nil)  // T1.5: no interaction question either
        }
        engine.record(.delegate, delegateName, "interactionControllerForPresentation")
        return (animator, delegate.interactionControllerForPresentation(using: animator))
    }

    private func presentRefusal(of presented: ViewController, by presenter: ViewController) -> (kind: Diagnostic.Kind, message: String)? {
        if let problem = presentError(presented, by: presenter) { return (.transitionMisuse, "\(problem) Ignored.") }
        if presenter.isInTransition || presented.isInTransition {
            return (.transitionInProgress, "Attempt to present \(presented) on \(presenter) while a presentation is in progress; ignored")
        }
        if let current = presenter.presentedViewController {
            return (.transitionInProgress, "Attempt to present \(presented) on \(presenter) which is already presenting \(current); ignored")
        }
        if presenter.viewIfLoaded?.window == nil {
            return (.transitionMisuse, "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy; ignored")
        }
        return nil
    }

    private func dismissRefusal(of presented: ViewController, by presenter: ViewController) -> (kind: Diagnostic.Kind, message: String)? {
        if presenter.isInTransition || presented.isInTransition {
            return (.transitionInProgress, "Attempt to dismiss \(presented) while a transition is in progress; ignored")
        }
        if let above = presented.presentedViewController {
            return (.transitionMisuse, "dismiss: \(presented) is itself presenting \(above); dismiss the top controller first (Stagecraft does not dismiss whole stacks)")
        }
        return nil
    }
}
