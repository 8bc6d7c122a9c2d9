import UIKit

// Seed S1 (MovesSeed.swift, FadeOutOverContextAnimator), of examples/animators/moves.lua: the modal fading out.

final class FadeOutOverContextAnimator: Animator {
    init(duration: TimeInterval = 0.6) {
        super.init(isPresenter: false, duration: duration)
    }

    override func performAnimations(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                                    to presentedVC: UIViewController, completion: @escaping () -> Void) {
        super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

        let fromView = transitionContext.view(forKey: .from)!
        UIView.animate(withDuration: duration, animations: {
            fromView.alpha = 0
        }, completion: { _ in
            completion()
        })
    }
}
