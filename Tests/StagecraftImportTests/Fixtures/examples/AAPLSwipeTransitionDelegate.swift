import UIKit

// Apple's CustomTransitions swipe demo, the transitioning delegate: the Swift of
// examples/delegates/aapl_swipe.lua. It vends the swipe animator for presentation and dismissal,
// and an interaction controller only while a screen-edge pan drives the transition.
final class AAPLSwipeTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Set by the view controller before it presents or dismisses from a pan: the transition is then interactive.
    var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The edge of the screen the swipe starts from.
    var targetEdge: UIRectEdge = .right

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return AAPLSwipeTransitionAnimator(targetEdge: targetEdge)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return AAPLSwipeTransitionAnimator(targetEdge: targetEdge)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactionController()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactionController()
    }

    private func interactionController() -> UIViewControllerInteractiveTransitioning? {
        guard let gestureRecognizer = gestureRecognizer else { return nil }
        return AAPLSwipeTransitionInteractionController(gestureRecognizer: gestureRecognizer, edge: targetEdge)
    }
}
