import UIKit

// A cube push: the Swift of examples/animators/cube.lua. The two screens are two faces of a cube
// turning about its vertical axis, hinged on the edge they share; the container's
// sublayerTransform gives both faces one perspective (L2.2, L2.5). Pop is the same motion mirrored.
final class CubeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.6
    static let eyeDistance: CGFloat = 600

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    /// A turn about the vertical axis.
    private func turn(_ angle: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(angle, 0, 1, 0)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? Self.duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        let fromFrame = transitionContext.initialFrame(for: fromViewController)
        let toFrame = transitionContext.finalFrame(for: toViewController)
        let width = containerView.bounds.width
        let midY = containerView.bounds.height / 2
        let isPush = operation == .push

        if isPush {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        toView.frame = toFrame

        // The faces hinge on their shared edge: on a push the from view's right edge and the to
        // view's left edge, on a pop the other way round. anchorPoint moves the hinge, center places it.
        let edgeStart: CGFloat = isPush ? width : 0
        let edgeEnd: CGFloat = isPush ? 0 : width
        // Right-handed about y, +x turns toward −z: a face left of its hinge turns away with a
        // negative angle, a face right of it with a positive one.
        let away: CGFloat = isPush ? -.pi / 2 : .pi / 2
        fromView.anchorPoint = CGPoint(x: isPush ? 1 : 0, y: 0.5)
        fromView.center = CGPoint(x: edgeStart, y: midY)
        toView.anchorPoint = CGPoint(x: isPush ? 0 : 1, y: 0.5)
        toView.center = CGPoint(x: edgeStart, y: midY)
        toView.layer.transform = turn(-away)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.eyeDistance
        containerView.layer.sublayerTransform = perspective

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut], animations: {
            fromView.center = CGPoint(x: edgeEnd, y: midY)
            fromView.layer.transform = self.turn(away)
            toView.center = CGPoint(x: edgeEnd, y: midY)
            toView.layer.transform = CATransform3DIdentity
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            // Flat, centred and where the context says, whatever the outcome.
            for view in [fromView, toView] {
                view.layer.transform = CATransform3DIdentity
                view.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            }
            fromView.frame = fromFrame
            toView.frame = toFrame
            containerView.layer.sublayerTransform = CATransform3DIdentity
            if cancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
