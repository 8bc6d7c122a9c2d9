import UIKit

/// A presentation controller that is also the animator of its screen's transitions, handed out
/// by delegates of their own (SlideDelegate, SlideSheetDelegate), as some libraries do.
final class SlidePresentationController: UIPresentationController, UIViewControllerAnimatedTransitioning {
    /// How far below its final frame the presented screen starts; set by the init's body.
    var travel: CGFloat = 0

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        travel = 300
        // One mark per object made on the screen it is made for: UIKit makes one per answer.
        presentedViewController.title = (presentedViewController.title ?? "") + "+"
    }

    /// The lower half of the container (used when UIKit also asks this class for the presentation controller).
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        // UIKit's init set presentingViewController: the screen a presentation leaves.
        if fromVC == presentingViewController {
            guard let view = transitionContext.view(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(view)
            view.frame = final.offsetBy(dx: 0, dy: travel)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                view.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
