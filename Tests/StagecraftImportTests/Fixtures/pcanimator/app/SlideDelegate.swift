import UIKit

/// Answers the slide presentation controller as the animator, both ways; UIKit's own
/// presentation controller presents.
final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlidePresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlidePresentationController(presentedViewController: dismissed, presenting: dismissed.presentingViewController)
    }
}
