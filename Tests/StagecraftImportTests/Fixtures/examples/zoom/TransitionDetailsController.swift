import UIKit

// Seed S4 (ZoomSeed.swift, TransitionDetailsController): the Swift of examples/delegates/zoom.lua.
// The transitioning delegate that is also the animator. Presenting: the list's tempImageView
// joins the detail and flies to its final frame in keyframes while the detail fades in.
// Dismissing: the detail fades out and the image flies back. The pinch-to-dismiss drives the
// dismissal through a percent-driven interaction; restoresViewsOnCancel (not in the article)
// undoes a cancelled dismissal (T6.6).
final class TransitionDetailsController: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let pinchToDismiss: Bool
    var restoresViewsOnCancel = true
    let interactiveTransition = UIPercentDrivenInteractiveTransition()

    init(pinchToDismiss: Bool = false) {
        self.pinchToDismiss = pinchToDismiss
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    private func showPresentingAnimation(from list: ListViewController, to details: DetailsViewController, using transitionContext: UIViewControllerContextTransitioning) {
        // The list's image view becomes a subview of the detail, so the dismissal can animate it back.
        let tempImage = list.tempImageView!
        details.tempImageInitialFrame = tempImage.frame
        details.tempImageView = tempImage
        details.interactiveTransition = interactiveTransition
        details.view.addSubview(tempImage)
        details.view.alpha = 0

        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: .calculationModePaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.90) {
                UIView.animate(withDuration: 0.90) {
                    tempImage.frame = details.emojiImageViewFinalFrame
                }
            }
            UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.10) {
                UIView.animate(withDuration: 0.10) {
                    details.view.alpha = 1
                }
            }
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }

    private func showDismissAnimation(from details: DetailsViewController, using transitionContext: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: 0.5, animations: {
            details.view.alpha = 0
            details.tempImageView?.frame = details.tempImageInitialFrame ?? .zero
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled && self.restoresViewsOnCancel {
                details.view.alpha = 1
                details.tempImageView?.frame = details.emojiImageViewFinalFrame
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)
        let fromViewController = transitionContext.viewController(forKey: .from)
        if let details = toViewController as? DetailsViewController, let list = fromViewController as? ListViewController {
            transitionContext.containerView.addSubview(details.view)
            showPresentingAnimation(from: list, to: details, using: transitionContext)
        } else if let details = fromViewController as? DetailsViewController {
            showDismissAnimation(from: details, using: transitionContext)
        }
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard pinchToDismiss else { return nil }
        interactiveTransition.completionSpeed = 0.99
        return interactiveTransition
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }
}
