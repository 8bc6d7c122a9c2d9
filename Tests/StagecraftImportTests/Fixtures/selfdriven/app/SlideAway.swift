import UIKit

/// An interaction controller that drives the dismissal itself: it implements
/// UIViewControllerInteractiveTransitioning (not a UIPercentDrivenInteractiveTransition subclass),
/// slides the presented screen down on a linear 0.5-s property animator of its own, and adds to the
/// container a pan that scrubs it, 400 points of drag for the whole way. The release finishes past
/// half way, else cancels. It never calls the animator's animateTransition.
class SlideAway: NSObject, UIViewControllerInteractiveTransitioning {
    var wantsInteractiveStart = true
    var completionSpeed: CGFloat = 2
    var completionCurve: UIView.AnimationCurve = .easeOut
    private var context: UIViewControllerContextTransitioning?
    private var slide: UIViewPropertyAnimator?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        container.insertSubview(toView, belowSubview: fromView)
        var below = fromView.frame
        below.origin.y = container.bounds.height
        let slide = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
            fromView.frame = below
        }
        slide.addCompletion { position in
            // Cancelled: the screen below goes back out of the container, as UIKit expects.
            if position == .start {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(position == .end)
        }
        self.slide = slide
        container.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        // Not interactive from the start (wantsInteractiveStart false): it runs by itself.
        if !transitionContext.isInteractive {
            slide.startAnimation()
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let context = context, let slide = slide else { return }
        let fraction = min(max(pan.translation(in: context.containerView).y / 400, 0), 1)
        switch pan.state {
        case .changed:
            slide.fractionComplete = fraction
            context.updateInteractiveTransition(fraction)
        case .ended:
            let finishing = fraction > 0.5
            if finishing {
                context.finishInteractiveTransition()
            } else {
                context.cancelInteractiveTransition()
            }
            slide.isReversed = !finishing
            slide.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        default:
            break
        }
    }
}
