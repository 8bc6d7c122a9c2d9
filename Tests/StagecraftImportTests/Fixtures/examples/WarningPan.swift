import UIKit

// Seed S3 (WarningSeed.swift, WarningViewController.handlePan): the Swift of
// examples/interactions/warning_pan.lua. A pan on the warning's view calls dismiss as the gesture
// begins, then reports progress to UIKit's percent-driven interaction as it is (the distance
// dragged down over the warning's height) and finishes past half, else cancels.
final class WarningPan: NSObject {
    let transition = UIPercentDrivenInteractiveTransition()
    /// True while the pan drives the dismissal.
    private(set) var isInteracting = false
    private weak var warning: UIViewController?

    /// Adds the pan to the warning's view.
    func wire(to viewController: UIViewController) {
        warning = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        pan.name = "warningPan"
        viewController.view.addGestureRecognizer(pan)
    }

    @objc func handleGesture(_ gesture: UIPanGestureRecognizer) {
        guard let warning = warning else { return }
        let translation = gesture.translation(in: gesture.view?.superview)
        let progress = min(max(translation.y / warning.view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            warning.dismiss(animated: true)
        case .changed:
            transition.update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 {
                transition.finish()
            } else {
                transition.cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            transition.cancel()
        default:
            break
        }
    }
}
