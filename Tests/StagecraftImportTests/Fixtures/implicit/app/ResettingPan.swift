import UIKit

/// A pan down over 200 pt dismisses, measured as PanModal measures its drag: each change adds the
/// translation since the last one, then sets the recognizer's translation back to zero.
class ResettingPan: UIPercentDrivenInteractiveTransition {
    /// The drag so far, in points.
    var dragged: CGFloat = 0

    @objc func handleGesture(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        dragged += gesture.translation(in: view).y
        gesture.setTranslation(.zero, in: view)
        let progress = min(max(dragged / 200, 0), 1)
        switch gesture.state {
        case .began:
            view.window?.rootViewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            if progress > 0.5 { finish() } else { cancel() }
        default:
            cancel()
        }
    }
}
