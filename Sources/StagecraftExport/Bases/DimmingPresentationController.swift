import UIKit

/// Stagecraft's ready DimmingPresentationController in UIKit's Swift (UIKit's documented pattern):
/// a dimming view behind the presented view fades in alongside the presentation and out alongside
/// the dismissal, a tap on it dismisses, and the presented view can rest at the bottom of the
/// container (a bottom sheet). A presentation controller that extends it in Lua exports as its
/// subclass, and this class comes with it.
class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// The dimming view's alpha once presented.
    var dimmingAlpha: CGFloat = 1
    /// Whether a tap on the dimming view dismisses the presented controller.
    var dismissesOnTap = true
    /// The share of the container's height the presented view takes at its bottom; all of it when nil.
    var bottomSheet: CGFloat?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
        tap.name = "dimmingTap"
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        guard let fraction = bottomSheet else { return bounds }
        let height = bounds.height * min(max(fraction, 0), 1)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        fade(to: dimmingAlpha)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        fade(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    @objc func dimmingViewTapped(_ tap: UITapGestureRecognizer) {
        guard dismissesOnTap, presentedViewController.presentingViewController != nil else { return }
        presentedViewController.dismiss(animated: true)
    }

    /// The dimming alpha animated alongside the transition, or set at once without one.
    private func fade(to alpha: CGFloat) {
        let dimmingView = self.dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }
}
