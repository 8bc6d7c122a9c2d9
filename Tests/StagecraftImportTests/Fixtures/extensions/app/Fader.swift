import UIKit

class Fader: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        toView.backgroundColor = .dim
        transitionContext.containerView.addSubview(toView)
        toView.isShown = true
        toView.fade(to: toView.isShown ? 1 : 0.5, over: 0.4)
        // Completes when the fade is over, on the main queue's clock.
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(400)) {
            transitionContext.completeTransition(!toView.isFaded)
        }
    }
}
