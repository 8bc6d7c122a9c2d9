import UIKit

// Seed S5, "Setting the Transition Delegate": the Swift of examples/delegates/mastering.lua. A fade
// animator made for each direction, and the swipe controller for the dismissal only while a swipe
// is in progress.
final class CustomTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    // The interaction controller: the app wires it to the presented screen.
    let swipeInteractionController = SwipeInteractionController()
    var restoresViewsOnCancel = false

    private func animator(isPresenting: Bool) -> FadeAnimator {
        let animator = FadeAnimator(isPresenting: isPresenting)
        animator.restoresViewsOnCancel = restoresViewsOnCancel
        return animator
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return swipeInteractionController.interactionInProgress ? swipeInteractionController : nil
    }
}
