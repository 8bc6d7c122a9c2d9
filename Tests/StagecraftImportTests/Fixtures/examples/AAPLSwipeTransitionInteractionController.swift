import UIKit

// Apple's CustomTransitions swipe demo, the interaction controller: the Swift of
// examples/interactions/aapl_swipe.lua. A percent-driven transition driven by a screen-edge pan
// that already began (the view controller started the transition from its .began); it keeps the
// context to measure the gesture in its container, and calls the base (T6.7).
final class AAPLSwipeTransitionInteractionController: UIPercentDrivenInteractiveTransition {
    private var transitionContext: UIViewControllerContextTransitioning?
    private let gestureRecognizer: UIScreenEdgePanGestureRecognizer
    private let edge: UIRectEdge

    init(gestureRecognizer: UIScreenEdgePanGestureRecognizer, edge: UIRectEdge) {
        self.gestureRecognizer = gestureRecognizer
        self.edge = edge
        super.init()
        // Updates as the finger moves.
        gestureRecognizer.addTarget(self, action: #selector(gestureRecognizeDidUpdate(_:)))
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        super.startInteractiveTransition(transitionContext)
    }

    /// The fraction of the container's width (or height) the finger has travelled from `edge`.
    private func percent(for gesture: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        guard let containerView = transitionContext?.containerView else { return 0 }
        let location = gesture.location(in: containerView)
        let width = containerView.bounds.size.width
        let height = containerView.bounds.size.height
        if edge == .right {
            return (width - location.x) / width
        } else if edge == .left {
            return location.x / width
        } else if edge == .bottom {
            return (height - location.y) / height
        } else {
            return location.y / height
        }
    }

    // The target goes once the gesture is over.
    @objc func gestureRecognizeDidUpdate(_ gesture: UIScreenEdgePanGestureRecognizer) {
        switch gesture.state {
        case .began:
            // The view controllers start the transition.
            break
        case .changed:
            if transitionContext != nil { update(percent(for: gesture)) }
        case .ended:
            if transitionContext != nil && percent(for: gesture) >= 0.5 { finish() } else { cancel() }
            gesture.removeTarget(self, action: #selector(gestureRecognizeDidUpdate(_:)))
        default:
            // Something happened: cancel the transition.
            cancel()
            gesture.removeTarget(self, action: #selector(gestureRecognizeDidUpdate(_:)))
        }
    }
}
