import UIKit

// A card on the lower half of the screen over a blurred backdrop (T12.3): the Swift of
// examples/presentations/blurred_backdrop.lua. An effect view with no effect goes behind the card,
// and its `effect` is animated alongside the transition: a dark blur on the way in, none on the way
// out, so an interactive dismissal scrubs the blur with the finger (T5.2) and a cancelled one runs
// it back (T5.6).
final class BlurredBackdropPresentationController: UIPresentationController {
    /// Made on first use, unblurred until the presentation animates it.
    private lazy var blurView: UIVisualEffectView = {
        let blur = UIVisualEffectView(effect: nil)
        blur.accessibilityIdentifier = "backdropBlur"
        return blur
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.size.height / 2, width: bounds.size.width, height: bounds.size.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        let blur = blurView
        blur.frame = containerView.bounds
        containerView.insertSubview(blur, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in blur.effect = UIBlurEffect(style: .dark) })
        } else {
            blur.effect = UIBlurEffect(style: .dark)
        }
    }

    override func dismissalTransitionWillBegin() {
        let blur = blurView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in blur.effect = nil })
        } else {
            blur.effect = nil
        }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView = containerView else { return }
        blurView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
