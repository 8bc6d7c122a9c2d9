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
        plan.swappingContainer = self
        plan.expectedContents = { completed in [completed ? toView : fromView] }
        return plan
    }

    /// Replaces `from`'s view by `to`'s in `container` without animation, with the appearance calls
    /// when this container is on screen (and the hand-over below when it is between will and did).
    func swapWithoutAnimation(from: ViewController?, to: ViewController, in container: View) {
        let visible = appearanceState == .appeared
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
        } else {
            handOver(leaving: from, arriving: to, animated: false)
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

    /// The shown child changes while this container is not simply on screen — a full-screen
    /// present over it has begun or ended, or it is on its way in (a dismissal revealing it,
    /// interactive or not): the children take the container's state instead of the swap's own.
    /// The leaving child leaves the screen now: it gets its did-disappear (a will-appear turned
    /// back first). The arriving child joins the container's transition, so the container's
    /// did-call (forwarded to its shown child) ends it; a container off screen leaves it
    /// disappeared. Without this a child stayed "disappearing" for ever, or "appeared" off screen
    /// (found by the property-based core tests).
    func handOver(leaving: ViewController?, arriving: ViewController, animated: Bool) {
        if let leaving {
            if leaving.appearanceState == .appearing || leaving.appearanceState == .appeared {
                leaving.beginAppearanceTransition(false, animated: animated)
            }
            if leaving.appearanceState == .disappearing { leaving.endAppearanceTransition(animated: animated) }
        }
        switch appearanceState {
        case .appearing:
            if arriving.appearanceState == .disappeared || arriving.appearanceState == .disappearing {
                arriving.beginAppearanceTransition(true, animated: animated)
            }
        case .disappearing:
            if arriving.appearanceState == .appearing || arriving.appearanceState == .appeared {
                arriving.beginAppearanceTransition(false, animated: animated)
            }
        case .disappeared:
            if arriving.appearanceState == .appearing || arriving.appearanceState == .appeared {
                arriving.beginAppearanceTransition(false, animated: animated)
            }
            if arriving.appearanceState == .disappearing { arriving.endAppearanceTransition(animated: animated) }
        case .appeared:
            break
        }
    }

    /// Reports a container operation refused because a transition is running (T1.18).
    func refuseDuringTransition(_ operation: String) -> Bool {
        guard isInTransition else { return false }
        report(.transitionInProgress, "\(operation) on \(self) while a transition is in progress; ignored")
        return true
    }
}
