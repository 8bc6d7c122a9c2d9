import UIKit

// A touch-down interruptible transition, the pattern of Apple's WWDC 2016 session 216 "Advanced
// Animations with UIKit": the Swift of examples/delegates/touch_down.lua. One object is the
// transitioning delegate, the animator and the interaction controller. The presented screen slides
// up on a property animator that runs by itself (wantsInteractiveStart is false); a long press with
// minimumPressDuration = 0 on the container catches it the moment a finger lands, a pan then
// scrubs fractionComplete one point of drag for one point of motion, and the release continues it
// forwards or reversed by the pan's direction. The dismissal is the same motion the other way.
final class TouchDownTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning,
                                 UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
    /// Below this speed (points per second) the release goes the way the drag has got furthest.
    static let flickSpeed: CGFloat = 100

    // The transition runs by itself until a finger lands on it.
    var wantsInteractiveStart = false

    private var isPresenting = true
    private var transitionContext: UIViewControllerContextTransitioning?
    private var transitionAnimator: UIViewPropertyAnimator?
    private var press: UILongPressGestureRecognizer?
    private var pan: UIPanGestureRecognizer?
    private var fractionAtTouchDown: CGFloat = 0
    private var isInteracting = false

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return self
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return self
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    // The interaction controller starts the animator (startInteractiveTransition), as in Apple's sample.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        return transitionAnimator!
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let presented = transitionContext.viewController(forKey: isPresenting ? .to : .from) else { return }
        let shown = isPresenting ? transitionContext.finalFrame(for: presented) : transitionContext.initialFrame(for: presented)
        let below = shown.offsetBy(dx: 0, dy: containerView.bounds.size.height)   // just off the bottom edge

        guard let movingView = transitionContext.view(forKey: isPresenting ? .to : .from) else { return }
        if isPresenting {
            movingView.frame = below
            containerView.addSubview(movingView)
        }
        let target = isPresenting ? shown : below

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            movingView.frame = target
        }
        animator.addCompletion { position in
            if let press = self.press { containerView.removeGestureRecognizer(press) }
            if let pan = self.pan { containerView.removeGestureRecognizer(pan) }
            self.transitionAnimator = nil
            transitionContext.completeTransition(position == .end)
        }
        transitionAnimator = animator

        // Touch-down catches the motion; both recognizers see the same finger.
        let press = UILongPressGestureRecognizer(target: self, action: #selector(handlePress(_:)))
        press.minimumPressDuration = 0
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        press.delegate = self
        pan.delegate = self
        containerView.addGestureRecognizer(press)
        containerView.addGestureRecognizer(pan)
        self.press = press
        self.pan = pan

        animator.startAnimation()
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }

    // MARK: Interaction

    /// Touch-down: pause the animator where it is drawn and tell the context it is interactive again.
    @objc func handlePress(_ press: UILongPressGestureRecognizer) {
        guard let animator = transitionAnimator, let transitionContext = transitionContext else { return }
        switch press.state {
        case .began:
            animator.pauseAnimation()
            transitionContext.pauseInteractiveTransition()
            fractionAtTouchDown = animator.fractionComplete
            isInteracting = true
        case .ended, .cancelled:
            // A finger lifted without dragging (or taken by the system): carry on the way it was
            // going. A drag ends in handlePan.
            if pan?.state != .began && pan?.state != .changed {
                endInteraction(forwards: true)
            }
        default:
            break
        }
    }

    /// The drag scrubs: the view follows the finger one point for one point.
    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let animator = transitionAnimator, let transitionContext = transitionContext, isInteracting else { return }
        let containerView = transitionContext.containerView
        let distance = containerView.bounds.size.height
        let towardsEnd: CGFloat = isPresenting ? -1 : 1   // up presents, down dismisses
        if pan.state == .began || pan.state == .changed || pan.state == .ended {
            // The lift may come with a last move: the view goes where the finger left it.
            let translation = pan.translation(in: containerView).y * towardsEnd
            let fraction = min(max(fractionAtTouchDown + translation / distance, 0), 1)
            animator.fractionComplete = fraction
            transitionContext.updateInteractiveTransition(fraction)
        }
        if pan.state == .ended || pan.state == .cancelled {
            let velocity = pan.velocity(in: containerView).y * towardsEnd
            let forwards: Bool
            if pan.state == .cancelled {
                forwards = false
            } else if abs(velocity) >= Self.flickSpeed {
                forwards = velocity > 0
            } else {
                forwards = animator.fractionComplete > 0.5
            }
            endInteraction(forwards: forwards)
        }
    }

    /// Continues the animator from where the finger left it: forwards finishes, reversed cancels.
    /// The rest of the motion takes the share of the duration it has still to cover.
    private func endInteraction(forwards: Bool) {
        guard let animator = transitionAnimator, let transitionContext = transitionContext, isInteracting else { return }
        isInteracting = false
        let fraction = animator.fractionComplete
        if forwards {
            transitionContext.finishInteractiveTransition()
        } else {
            transitionContext.cancelInteractiveTransition()
        }
        animator.isReversed = !forwards
        let remaining = forwards ? 1 - fraction : fraction
        animator.continueAnimation(withTimingParameters: nil, durationFactor: max(remaining, 0.01))
    }
}
