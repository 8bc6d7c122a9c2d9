import UIKit

// Seed S5: "a minimal non-animated 'instant' transition that simply swaps views"
// (MasteringSeed.swift, InstantTransitionAnimator): the Swift of examples/animators/instant.lua.
final class InstantTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
