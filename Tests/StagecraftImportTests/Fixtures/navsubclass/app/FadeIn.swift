import UIKit

/// A push or pop that fades the appearing view in over the other, linearly over 0.4 s.
class FadeIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
        toView.frame = ctx.finalFrame(for: toVC)
        toView.alpha = 0
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
        }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}
