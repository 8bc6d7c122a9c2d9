import UIKit

/// The "paused layer" technique of hand-written interactive transitions (Technical Q&A QA1673,
/// the SwipeTransition library): the interaction controller stops the container layer's clock,
/// scrubs the animations with its timeOffset as the finger moves and, on release, lets the clock
/// run on from where the finger left it, so the animator's own completion ends the transition.
class LayerSwipe: NSObject, UIViewControllerInteractiveTransitioning {
    var interactionInProgress = false
    var animator: UIViewControllerAnimatedTransitioning?
    private weak var viewController: UIViewController!
    private var transitionContext: UIViewControllerContextTransitioning?
    private var duration: TimeInterval = 0

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
        gesture.edges = .left
        viewController.view.addGestureRecognizer(gesture)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        duration = animator!.transitionDuration(using: transitionContext)
        // Paused before the animations are added: they begin at the layer's local time 0.
        transitionContext.containerView.layer.speed = 0
        animator!.animateTransition(using: transitionContext)
    }

    @objc func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: gesture.view!.superview!)
        let percent = min(max(translation.x / 200, 0), 1)
        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            guard let context = transitionContext else { return }
            context.containerView.layer.timeOffset = CFTimeInterval(percent) * duration
            context.updateInteractiveTransition(percent)
        case .ended, .cancelled:
            interactionInProgress = false
            guard let context = transitionContext else { return }
            resume(context.containerView.layer)
            context.finishInteractiveTransition()
        default:
            break
        }
    }

    /// QA1673's resume: the layer's time goes on from the paused time, with no jump.
    private func resume(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }
}

class LayerSwipeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var swipe: LayerSwipe?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        swipe = LayerSwipe(viewController: presented)
        return LinearFade(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        LinearFade(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let swipe = swipe, swipe.interactionInProgress else { return nil }
        swipe.animator = animator
        return swipe
    }
}
