import UIKit

// Pinch to close: the Swift of examples/interactions/pinch_close.lua. Closing two fingers on the
// presented photo dismisses it percent by percent (pinched to half its size is half way), and on
// release it finishes below 70 % of the size or when pinched shut quickly, else it cancels.
final class PinchCloseInteraction: UIPercentDrivenInteractiveTransition {
    /// The controller the pinch dismisses.
    private weak var closing: UIViewController?

    /// Made for the presented controller: the pinch goes on its view.
    init(viewController: UIViewController) {
        super.init()
        closing = viewController
        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        pinch.name = "pinchClose"
        viewController.view.addGestureRecognizer(pinch)
    }

    @objc func handleGesture(_ gesture: UIPinchGestureRecognizer) {
        // scale is the fingers' distance over their distance when they landed: 1 → 0.5 is half way.
        let progress = min(max(1 - gesture.scale, 0), 1)
        switch gesture.state {
        case .began:
            // Spreading fingers do not close.
            if gesture.scale < 1 { closing?.dismiss(animated: true) }
        case .changed:
            update(progress)
        case .ended:
            if gesture.scale < 0.7 || gesture.velocity < -2 { finish() } else { cancel() }
        default:
            // Cancelled or failed.
            cancel()
        }
    }
}
