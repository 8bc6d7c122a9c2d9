import UIKit

// Seed S5, "Example: A Polished Fade Transition": the Swift of examples/animators/fade.lua, line for
// line. One animator per direction, as the article's delegate makes them; `restoresViewsOnCancel`
// is not the article's: the reset a cancelled interactive dismissal needs (T6.6), off by default.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    var restoresViewsOnCancel = false

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // The article's guard: both views, which only a .fullScreen presentation gives (T1.11).
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }

        let container = transitionContext.containerView

        if isPresenting {
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            toView.alpha = 0
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }

        let targetAlpha: CGFloat = isPresenting ? 1.0 : 0.0
        let viewToAnimate = isPresenting ? toView : fromView

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       animations: { viewToAnimate.alpha = targetAlpha },
                       completion: { _ in
                           let wasCancelled = transitionContext.transitionWasCancelled
                           if wasCancelled && self.restoresViewsOnCancel {
                               viewToAnimate.alpha = self.isPresenting ? 0 : 1
                               toView.removeFromSuperview()
                           }
                           transitionContext.completeTransition(!wasCancelled)
                       })
    }
}
