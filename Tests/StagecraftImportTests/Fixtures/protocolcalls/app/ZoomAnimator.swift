import UIKit

/// Zooms the presented screen out of its source's frame and back into it, linearly over the
/// source's `zoomDuration`.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let source: FrameSource
    private let presenting: Bool

    init(source: FrameSource, presenting: Bool) {
        self.source = source
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return source.zoomDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // The extension's helper, called bare and through `self`.
        let key = movingKey(presenting: presenting)
        let moving = transitionContext.viewController(forKey: key)!
        let other = transitionContext.viewController(forKey: self.movingKey(presenting: !presenting))!
        if presenting {
            transitionContext.containerView.addSubview(moving.view)
        }
        let full = transitionContext.containerView.bounds
        moving.view.frame = presenting ? source.sourceFrame(forward: true) : full
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            moving.view.frame = self.presenting ? full : self.source.sourceFrame(forward: false)
            other.view.alpha = self.presenting ? 0.5 : 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
