import UIKit

// Apple's CustomTransitions sample, the adaptive presentation demo's transitioning delegate: the
// Swift of examples/delegates/aapl_adaptive.lua. It vends the adaptive presentation controller and
// the custom presentation's animator, which also runs the adapted full-screen presentation (its
// final frame is then the whole container).
final class AAPLAdaptivePresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return AAPLAdaptivePresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return AAPLCustomPresentationAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return AAPLCustomPresentationAnimator()
    }
}
