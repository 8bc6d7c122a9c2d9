import UIKit

// A card flip: the Swift of examples/animators/flip.lua. The from view turns away about its
// vertical axis until it is edge-on, then the to view turns in from edge-on to face the viewer,
// with perspective (m34 = -1/500); keyframes split the duration in two halves (.fullScreen: both
// views are given, T1.11).
final class FlipAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// A turn about the vertical axis, in perspective.
    static func yRotation(_ angle: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        return CATransform3DRotate(transform, angle, 0, 1, 0)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.6 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)

        // Neither side shows its back.
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false
        // Perspective only: a flat layer looks the same.
        fromView.layer.transform = Self.yRotation(0)
        // Edge-on, waiting for the second half.
        toView.layer.transform = Self.yRotation(.pi / 2)

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 2) {
                fromView.layer.transform = Self.yRotation(-.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 2, relativeDuration: 1 / 2) {
                toView.layer.transform = Self.yRotation(0)
            }
        }, completion: { _ in
            // Both views flat again, whatever the outcome.
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
