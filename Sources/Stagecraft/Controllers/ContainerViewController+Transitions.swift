/// Swapping the shown child by a transition (T9.2, T9.3) or at once.
extension ContainerViewController {
    /// The plan of a swap between two children inside `container` (navigation or tab transitions).
    func containerPlan(
        _ kind: TransitionPlan.Kind, from: ViewController, to: ViewController, container: View, animated: Bool,
        animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning?
    ) -> TransitionPlan {
        let fromView = from.view
        let toView = to.view
        var plan = TransitionPlan(
            kind: kind, from: from, to: to, fromView: fromView, toView: toView, container: container,
            style: .none, animated: animated, animator: animator, interaction: interaction)
        plan.initialFrames = [(from, fromView.frame)]
        plan.finalFrames = [(to, container.bounds)]  // T9.2: the from view's final frame is .zero
        plan.appearing = to
        plan.disappearing = from
        plan.participants = [self, from, to]
        plan.expectedContents = { completed in [completed ? toView : fromView] }
        return plan
    }

    /// Replaces `from`'s view by `to`'s in `container` without animation, with the appearance calls
    /// when this container is on screen.
    func swapWithoutAnimation(from: ViewController?, to: ViewController, in container: View) {
        let visible = appearanceState == .appeared
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
        }
        from?.viewIfLoaded?.removeFromSuperview()
        let toView = to.view
        toView.frame = container.bounds
        container.addSubview(toView)
        if visible {
            to.callViewIsAppearing(animated: false)
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
        }
    }

    /// Reports a container operation refused because a transition is running (T1.18).
    func refuseDuringTransition(_ operation: String) -> Bool {
        guard isInTransition else { return false }
        report(.transitionInProgress, "\(operation) on \(self) while a transition is in progress; ignored")
        return true
    }
}
