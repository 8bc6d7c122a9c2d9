import UIKit

// A presentation controller written out in full (UIKit's documented pattern, T4.5): the Swift of
// examples/presentations/custom_dimming.lua, line for line. A dimming view behind a centred card,
// faded alongside the transition, laid out again with the container.
final class CardPresentationController: UIPresentationController {
    private lazy var dimmingView: UIView = {
        let view = UIView(frame: .zero)
        view.accessibilityIdentifier = "cardDimming"
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        return containerView!.bounds.insetBy(dx: 24, dy: 160)
    }

    override func presentationTransitionWillBegin() {
        let dimming = dimmingView
        dimming.frame = containerView!.bounds
        dimming.alpha = 0
        containerView!.insertSubview(dimming, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
        } else {
            dimming.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: { context in
                if context.isCancelled { dimming.alpha = 1 }
            })
        } else {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
