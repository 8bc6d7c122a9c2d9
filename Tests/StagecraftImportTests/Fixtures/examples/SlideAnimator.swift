import UIKit

// Seed S5: the slide push/pop with parallax, the Swift of examples/animators/slide.lua, line for
// line. The to view slides in from the right on push, the from view slides out to the right on
// pop, the other view moves 30 % of the width the other way; transforms reset in the completion,
// the to view removed on cancel (T9.3).
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let parallax: CGFloat = 0.3

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }

        let container = transitionContext.containerView
        let width = container.bounds.width
        let isPush = operation == .push

        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        if isPush {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(translationX: -width * parallax, y: 0)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       animations: {
                           toView.transform = .identity
                           fromView.transform = isPush
                               ? CGAffineTransform(translationX: -width * self.parallax, y: 0)
                               : CGAffineTransform(translationX: width, y: 0)
                       },
                       completion: { _ in
                           let wasCancelled = transitionContext.transitionWasCancelled
                           fromView.transform = .identity
                           if wasCancelled { toView.removeFromSuperview() }
                           transitionContext.completeTransition(!wasCancelled)
                       })
    }
}
