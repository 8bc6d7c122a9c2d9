/// Running push and pop transitions (T9.1–T9.3, T3.1, T3.6).
extension NavigationController {
    /// Swaps `from` for `to`: at once when not animated or not on screen, else through the
    /// delegate's animator (or UIKit's slide). `finish` runs on success, `undo` on cancel.
    func transition(_ operation: TransitionPlan.Kind, from: ViewController, to: ViewController, animated: Bool,
                    finish: @escaping () -> Void, undo: @escaping () -> Void) {
        guard let engine = Engine.current else { return }
        let delegateName = delegate?.debugName ?? ""
        if let delegate {
            engine.record(.delegate, delegateName, "willShow", to.name)
            delegate.navigationController(self, willShow: to, animated: animated)
        }
        let didShow = { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            engine.record(.delegate, delegateName, "didShow", to.name)
            delegate.navigationController(self, didShow: to, animated: animated)
        }
        guard animated, appearanceState == .appeared, isViewLoaded else {
            swapWithoutAnimation(from: from, to: to, in: transitionView)
            finish()
            didShow()
            return
        }
        var custom: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        let navigationOperation: NavigationOperation = operation == .push ? .push : .pop
        if let delegate {
            engine.record(.delegate, delegateName, "animationControllerFor", navigationOperation.rawValue)
            custom = delegate.navigationController(self, animationControllerFor: navigationOperation, from: from, to: to)
            if let custom {  // T9.1: asked only for a custom animator
                engine.record(.delegate, delegateName, "interactionControllerFor")
                interaction = delegate.navigationController(self, interactionControllerFor: custom)
            }
        }
        // T11.2a: without a custom animator, a controller that prefers the zoom zooms in and out.
        let zoom = custom != nil ? nil
            : operation == .push ? ZoomObjects.showing(to, from: from, navigation: self) : ZoomObjects.hiding(from)
        let animator = custom ?? zoom?.animator ?? SystemAnimator(operation == .push ? .push : .pop)
        if let zoom {
            interaction = zoom.interaction
        } else if custom == nil, operation == .pop, let system = systemPopInteraction {
            interaction = system  // the edge swipe drives UIKit's own pop
        }
        systemPopInteraction = nil
        var plan = containerPlan(operation, from: from, to: to, container: transitionView, animated: animated,
                                 animator: animator, interaction: interaction)
        zoom?.adjust(&plan)
        plan.toSurvivesCancel = operation == .pop
        let fromView = from.view, toView = to.view, container = transitionView
        plan.systemCleanup = { completed in
            if completed {
                fromView.removeFromSuperview()  // T9.3
                finish()
            } else {
                // T9.3 (revised): the navigation controller takes the to view out itself, so an
                // animator that leaves it in (Apple's WWDC 2016 photo sample) is correct code.
                if UncertainRules.navigationRemovesToViewOnCancel, toView.isDescendant(of: container) { toView.removeFromSuperview() }
                undo()
            }
        }
        plan.completion = didShow
        run(plan, owner: self, engine: engine)
    }
}
