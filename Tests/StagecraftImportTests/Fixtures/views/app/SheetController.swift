import UIKit

/// A half-height sheet over a DimmingView that fades in with the transition, with a BubbleView
/// above it.
final class SheetController: UIPresentationController {
    let dimmingView = DimmingView()
    lazy var bubble = BubbleView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = container.bounds.height / 2
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.fade(to: 0)
        container.insertSubview(dimmingView, at: 0)
        bubble.center = CGPoint(x: container.bounds.midX, y: 100)
        bubble.diameter = 80
        bubble.ring = 10
        container.addSubview(bubble)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.fade(to: 0.5)
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.fade(to: 0)
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed && !dimmingView.isDimmed {
            dimmingView.removeFromSuperview()
            bubble.removeFromSuperview()
        }
    }
}
