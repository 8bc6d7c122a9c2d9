import UIKit

// Apple's "Custom View Controller Presentations and Transitions" cross dissolve, written from its
// behaviour as the Swift of examples/animators/aapl_cross_dissolve.lua: the presented view fades in
// over the presenting one, which fades out, and the reverse on dismissal (.fullScreen: both views
// are given, T1.11, and the animator adds the to view, T1.14).
final class AAPLCrossDissolveTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView

        fromView.frame = transitionContext.initialFrame(for: fromViewController)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        fromView.alpha = 1
        toView.alpha = 0
        // On top for the presentation and the dismissal alike.
        containerView.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.alpha = 0
            toView.alpha = 1
        }, completion: { _ in
            // Nothing to reset on a cancel (T6.6): report the outcome.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
