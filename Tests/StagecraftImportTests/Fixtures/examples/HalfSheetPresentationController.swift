import UIKit

// A dimmed bottom sheet: the Swift of examples/presentations/half_sheet.lua, written as an app
// writes it with UIKit alone. The presented view takes the lower half of the container over a
// black overlay at 40 % that fades in alongside the presentation and out alongside the dismissal;
// a tap on the overlay dismisses; the sheet's top corners are rounded while it is presented.
final class HalfSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
        tap.name = "dimmingTap"
        dimmingView.addGestureRecognizer(tap)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = bounds.height / 2
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 0.4)
        presentedView?.layer.cornerRadius = 12
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            presentedView?.layer.cornerRadius = 0
        }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    @objc private func dimmingViewTapped(_ tap: UITapGestureRecognizer) {
        guard presentedViewController.presentingViewController != nil else { return }
        presentedViewController.dismiss(animated: true)
    }

    /// Alongside the transition, or at once without one.
    private func fadeDimming(to alpha: CGFloat) {
        let dimmingView = self.dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }
}
