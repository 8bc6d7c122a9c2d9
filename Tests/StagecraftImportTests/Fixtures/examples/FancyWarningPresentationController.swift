import UIKit

// Seed S3 (WarningSeed.swift): the Swift of examples/presentations/fancy_warning.lua, written
// with UIKit alone. "Let's just have it cover the bottom half of the screen": the presented view
// takes the lower half of the container over a dimming view that fades in alongside the
// presentation and out alongside the dismissal (T4.5). No tap dismisses: this transition's
// dismissal is always interactive (T1.16): the pan it is given is attached to the warning once the
// warning's view exists (the article's WarningViewController adds it in viewDidLoad; asking for the
// view earlier would load it earlier than UIKit does).
final class FancyWarningPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    private let dismissalPan: WarningPan?

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?, dismissalPan: WarningPan?) {
        self.dismissalPan = dismissalPan
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
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
        fadeDimming(to: 1)
        dismissalPan?.wire(to: presentedViewController)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
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
