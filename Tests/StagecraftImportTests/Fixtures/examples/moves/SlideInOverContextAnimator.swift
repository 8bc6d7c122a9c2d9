import UIKit

// Seed S1 (MovesSeed.swift, SlideInOverContextAnimator), of examples/animators/moves.lua: the modal sliding in from a side over the current context (a TransformAnimator, whose
// presenting-controller transform the coordinator resets on dismissal). The rounded-corner mask of
// `roundedCorners` is the layer's cornerRadius.

final class SlideInOverContextAnimator: Animator, TransformAnimator, ModalAnimator {
    fileprivate var presentingVCScale: CGFloat = 1
    fileprivate var slidingFrom: Direction
    var modalConfig: ModalConfiguration

    init(slidingFrom: Direction, modalConfig: ModalConfiguration = ModalConfiguration(), duration: TimeInterval = 0.6) {
        self.slidingFrom = slidingFrom
        self.modalConfig = modalConfig
        super.init(isPresenter: true, duration: duration)
    }

    override func performAnimations(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                                    to presentedVC: UIViewController, completion: @escaping () -> Void) {
        super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

        // Setup the transition
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        containerView.addSubview(toView)

        // Define frame
        toView.frame.size = CGSize(width: modalConfig.width, height: modalConfig.height)

        let destininationModalOriginPoint = determineModalOriginPoint(from: containerView)
        toView.frame.origin = destininationModalOriginPoint

        // Set initial frame by determining where modal is sliding from and
        // setting appropriate center point such that modal begins out of view.
        switch slidingFrom {
        case .up:
            toView.frame.origin.y -= containerView.frame.height
        case .down:
            toView.frame.origin.y += containerView.frame.height
        case .left:
            toView.frame.origin.x -= containerView.frame.width
        case .right:
            toView.frame.origin.x += containerView.frame.width
        }

        // Add Corner Radius to presenting view
        toView.layer.cornerRadius = modalConfig.roundedCornersRadius

        // Animate
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: self.duration) {
                // Animate 'from' view controller: scale
                presentingVC.view.transform = CGAffineTransform(scaleX: self.presentingVCScale, y: self.presentingVCScale)

                presentedVC.view.frame.origin = destininationModalOriginPoint
            }
        }, completion: { _ in
            // must call this to proceed to completing view controller transition.
            completion()
        })
    }
}
