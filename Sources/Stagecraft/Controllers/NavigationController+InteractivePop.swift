/// UIKit's swipe-from-the-left-edge pop: the edge pan drives the default pop animation through a
/// percent-driven interaction, finishing past half the width or on a fast enough swipe (T9.4).
extension NavigationController {
    /// A release faster than this (points per second, rightwards) finishes the pop whatever the distance.
    public static let interactivePopFinishVelocity = 300.0

    func installInteractivePop(on root: View) {
        let edge = interactivePopGestureRecognizer
        edge.shouldBegin = { [weak self] _ in self?.canBeginInteractivePop ?? false }
        edge.addTarget { [weak self] recognizer in self?.handleInteractivePop(recognizer) }
        root.addGestureRecognizer(edge)
    }

    /// The edge swipe may begin with something to pop, no transition running, and no custom pop
    /// animator from the delegate (T9.4).
    private var canBeginInteractivePop: Bool {
        guard viewControllers.count > 1, !isInTransition, let top = topViewController else { return false }
        guard let delegate, let previous = viewControllers.dropLast().last else { return true }
        return delegate.navigationController(self, animationControllerFor: .pop, from: top, to: previous) == nil
    }

    private func handleInteractivePop(_ recognizer: ScreenEdgePanGestureRecognizer) {
        // T11.2k: a controller shown with the zoom zooms back under the finger instead — when the
        // swipe begins on it. A swipe that began a system pop drives that pop to its end, even once
        // the controller it uncovers (now the top) was shown with the zoom (found by stress).
        let zoom = activeZoomSwipe ?? (recognizer.state == .began ? topViewController?.zoomSession : nil)
        if let zoom, zoom.handleEdgeSwipe(recognizer) {
            activeZoomSwipe = recognizer.state == .began || recognizer.state == .changed ? zoom : nil
            return
        }
        let width = max(transitionView.bounds.width, 1)
        let progress = min(max(recognizer.translation(in: transitionView).x / width, 0), 1)
        switch recognizer.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            systemPopInteraction = interaction
            popViewController(animated: true)
            // An app's override that did not call `super` popped nothing: no later pop from code
            // may take this swipe's interaction.
            if runningTransition == nil { systemPopInteraction = nil }
        case .changed:
            activeSystemPop?.update(progress)
        case .ended:
            let velocity = recognizer.velocity(in: transitionView).x
            let finishes = velocity >= 0 && (progress > 0.5 || velocity > Self.interactivePopFinishVelocity)
            if finishes { activeSystemPop?.finish() } else { activeSystemPop?.cancel() }
        case .cancelled, .failed:
            activeSystemPop?.cancel()
        case .possible:
            break
        }
    }

    /// The system pop interaction of the running transition, if the edge swipe started one.
    private var activeSystemPop: PercentDrivenInteractiveTransition? {
        runningTransition?.interaction as? PercentDrivenInteractiveTransition
    }
}
