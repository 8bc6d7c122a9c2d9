import UIKit

// Seed S5, "Implementing an Interaction Controller": the Swift of examples/interactions/swipe.lua.
// A pan on the presented controller's view dismisses it, finishing past 50 % and cancelling below;
// the article ignores the velocity.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    /// The article's prepareGestureRecognizer(in:): the pan goes on the controller's view.
    func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let gesture = UIPanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        gesture.name = "swipe"
        viewController.view.addGestureRecognizer(gesture)
    }

    @objc func handleGesture(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: gesture.view!.superview!)
        let progress = max(0, translation.x / viewController.view.frame.width)

        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
