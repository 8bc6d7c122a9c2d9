import UIKit

// Seed S1 (MovesSeed.swift, SlideOutOverContextAnimator), of examples/animators/moves.lua: the modal sliding out under the screen's edge.

/// Slides the modal out under the screen's edge.
final class SlideOutOverContextAnimator: Animator {
    fileprivate var slidingTo: Direction

    init(slidingTo: Direction, duration: TimeInterval = 0.6) {
        self.slidingTo = slidingTo
        super.init(isPresenter: false, duration: duration)
    }

    override func performAnimations(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                                    to presentedVC: UIViewController, completion: @escaping () -> Void) {
        super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

        // Setup the transition
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!

        UIView.animateKeyframes(withDuration: duration, delay: 0.0, options: [], animations: {
            // Slide view out
            switch self.slidingTo {
            case .up:
                fromView.frame.origin.y -= containerView.frame.height
            case .down:
                fromView.frame.origin.y += containerView.frame.height
            case .left:
                fromView.frame.origin.x -= containerView.frame.width
            case .right:
                fromView.frame.origin.x += containerView.frame.width
            }
        }, completion: { _ in
            completion()
        })
    }
}
