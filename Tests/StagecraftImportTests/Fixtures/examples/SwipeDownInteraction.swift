import UIKit

// Swipe down to dismiss: the Swift of examples/interactions/swipe_down.lua. A pan on the presented
// view starts the dismissal, reports how far the finger has dragged the sheet down (over its
// height), and on release finishes past half the height or when flicked down faster than
// 1000 pt/s, else cancels and the sheet settles back.
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    /// The controller the pan dismisses.
    private weak var dismissing: UIViewController?

    /// Made for the presented controller: the pan goes on its view.
    init(viewController: UIViewController) {
        super.init()
        completionCurve = .easeOut
        dismissing = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        pan.name = "swipeDown"
        viewController.view.addGestureRecognizer(pan)
    }

    @objc func handleGesture(_ gesture: UIPanGestureRecognizer) {
        guard let sheet = gesture.view else { return }
        let progress = min(max(gesture.translation(in: sheet.superview).y / sheet.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            dismissing?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: nil).y > 1000 { finish() } else { cancel() }
        default:
            // Cancelled or failed.
            cancel()
        }
    }
}
