import UIKit

/// The presented view laid out with Auto Layout, as real transition code does: pinned to the
/// container's leading edge, half its width plus 20 pt (a multiplier and a constant), 300 pt high,
/// starting below the screen; the animation changes the top constraint's constant and animates
/// the layout pass with `layoutIfNeeded()` in the block.
class ConstraintSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var topConstraint: NSLayoutConstraint?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(toView)
        let top = toView.topAnchor.constraint(equalTo: container.topAnchor, constant: container.bounds.height)
        NSLayoutConstraint.activate([
            top,
            toView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            toView.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 20),
            toView.heightAnchor.constraint(equalToConstant: 300),
        ])
        topConstraint = top
        container.layoutIfNeeded()
        top.constant = 100
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            container.layoutIfNeeded()
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
