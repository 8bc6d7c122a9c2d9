import UIKit

// Apple's CustomTransitions swipe demo, the animator: the Swift of examples/animators/aapl_swipe.lua.
// The presented view slides in from the side opposite `targetEdge` and, on dismissal, slides out
// towards it.
final class AAPLSwipeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let targetEdge: UIRectEdge

    init(targetEdge: UIRectEdge) {
        self.targetEdge = targetEdge
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView

        // Presenting when the to controller was presented by the from one.
        let isPresenting = toViewController.presentingViewController === fromViewController

        let fromFrame = transitionContext.initialFrame(for: fromViewController)
        let toFrame = transitionContext.finalFrame(for: toViewController)

        // The direction the views move in.
        let offset: CGVector
        if targetEdge == .top {
            offset = CGVector(dx: 0, dy: 1)
        } else if targetEdge == .bottom {
            offset = CGVector(dx: 0, dy: -1)
        } else if targetEdge == .left {
            offset = CGVector(dx: 1, dy: 0)
        } else {
            offset = CGVector(dx: -1, dy: 0)
        }

        fromView.frame = fromFrame
        if isPresenting {
            toView.frame = toFrame.offsetBy(dx: toFrame.size.width * offset.dx * -1, dy: toFrame.size.height * offset.dy * -1)
            containerView.addSubview(toView)
        } else {
            toView.frame = toFrame
            // The presenting view goes back under the presented one.
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if isPresenting {
                toView.frame = toFrame
            } else {
                fromView.frame = fromFrame.offsetBy(dx: fromFrame.size.width * offset.dx, dy: fromFrame.size.height * offset.dy)
            }
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            // After a cancel the to view goes; the from view's slide has run back (T6.6).
            if wasCancelled { toView.removeFromSuperview() }
            transitionContext.completeTransition(!wasCancelled)
        })
    }
}
