import UIKit

/// Drag from the left edge to dismiss: progress is the drag over 200 pt; past half, it finishes.
class EdgeSwipe: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldComplete = false
    private weak var viewController: UIViewController!

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    @objc func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: gesture.view!.superview!)
        var progress = translation.x / 200
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldComplete = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldComplete { finish() } else { cancel() }
        default:
            break
        }
    }
}

class SwipeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var swipe: EdgeSwipe?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        swipe = EdgeSwipe(viewController: presented)
        return FadeAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let swipe = swipe, swipe.interactionInProgress else { return nil }
        return swipe
    }
}
