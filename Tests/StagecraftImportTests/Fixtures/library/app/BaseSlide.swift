import UIKit

// SW6.4: an imported animator overridden by an imported subclass (SubSlide.swift): the
// subclass's instance is the role UIKit calls, and its override is what runs.
class BaseSlide: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = targetAlpha()
        transitionContext.completeTransition(true)
    }

    func targetAlpha() -> CGFloat {
        return 1
    }
}
