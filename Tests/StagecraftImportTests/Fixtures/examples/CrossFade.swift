import UIKit

// A cross-fade: the appearing view fades in over the other (present, push, tab switch);
// on dismissal or pop the leaving view fades out. The Swift of examples/animators/cross_fade.lua,
// line for line.
class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let toView = ctx.view(forKey: .to), fromView = ctx.view(forKey: .from)
        let container = ctx.containerView
        if let toView = toView {
            toView.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: ctx), animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else if let fromView = fromView {
            UIView.animate(withDuration: transitionDuration(using: ctx), animations: { fromView.alpha = 0 }) { _ in
                if ctx.transitionWasCancelled { fromView.alpha = 1 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }
}
