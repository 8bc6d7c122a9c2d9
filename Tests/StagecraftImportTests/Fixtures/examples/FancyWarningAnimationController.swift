import UIKit

// Seed S3 (WarningSeed.swift): the Swift of examples/animators/fancy_warning.lua. It slides the
// warning up into its frame, and down out of the screen; linear while a gesture drives it, so the
// sheet follows the finger (T6.2). A cancelled dismissal puts the sheet back, a cancelled
// presentation takes it away (T6.6, T1.14).
final class FancyWarningAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let duration: TimeInterval = 0.4

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : []
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toViewController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height - finalFrame.minY)
            containerView.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let fromViewController = transitionContext.viewController(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let initialFrame = transitionContext.initialFrame(for: fromViewController)
            let finalFrame = initialFrame.offsetBy(dx: 0, dy: containerView.bounds.height - initialFrame.minY)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                fromView.frame = finalFrame
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    fromView.frame = initialFrame
                }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}
