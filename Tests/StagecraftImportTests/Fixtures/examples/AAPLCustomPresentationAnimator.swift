import UIKit

// Apple's CustomTransitions sample, the animator half of AAPLCustomPresentationController, as a
// class of its own: the Swift of examples/animators/aapl_custom.lua. The presented view (the
// presentation controller's wrapper, T4.4) slides up from the bottom edge to its final frame, and
// down by its height on dismissal. With .custom the view that does not move is nil (T1.11).
final class AAPLCustomPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        // The sample compares with its presentingViewController; the presented controller knows it too.
        let isPresenting = toViewController.presentingViewController === fromViewController

        var fromViewFinalFrame = transitionContext.finalFrame(for: fromViewController)
        let toViewFinalFrame = transitionContext.finalFrame(for: toViewController)

        // Nil on dismissal.
        if let toView = toView {
            containerView.addSubview(toView)
        }

        if isPresenting {
            toView!.frame = CGRect(x: containerView.bounds.minX, y: containerView.bounds.maxY, width: toViewFinalFrame.width, height: toViewFinalFrame.height)
        } else {
            fromViewFinalFrame = fromView!.frame.offsetBy(dx: 0, dy: fromView!.frame.height)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if isPresenting {
                toView!.frame = toViewFinalFrame
            } else {
                fromView!.frame = fromViewFinalFrame
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
