import UIKit

// Seed S1 (MovesSeed.swift, FadeInOverContextAnimator), of examples/animators/moves.lua: the modal fading in where its configuration puts it.

final class FadeInOverContextAnimator: Animator, ModalAnimator {
    var modalConfig: ModalConfiguration

    init(modalConfig: ModalConfiguration = ModalConfiguration(), duration: TimeInterval = 0.6) {
        self.modalConfig = modalConfig
        super.init(isPresenter: true, duration: duration)
    }

    override func performAnimations(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                                    to presentedVC: UIViewController, completion: @escaping () -> Void) {
        super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

        // Setup the transition
        let containerView = transitionContext.containerView
        let destininationModalOriginPoint = determineModalOriginPoint(from: containerView)
        let toView = transitionContext.view(forKey: .to)!
        containerView.addSubview(toView)

        // Define frame
        toView.frame = CGRect(x: destininationModalOriginPoint.x, y: destininationModalOriginPoint.y,
                              width: modalConfig.width, height: modalConfig.height)
        toView.alpha = 0
        toView.layer.cornerRadius = modalConfig.roundedCornersRadius

        UIView.animate(withDuration: duration, animations: {
            toView.alpha = 1
        }, completion: { _ in
            completion()
        })
    }
}
