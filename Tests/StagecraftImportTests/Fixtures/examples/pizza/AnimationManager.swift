import UIKit

// Seed S2 (PizzaSeed.swift, AnimationManager): the Swift of examples/animators/pizza.lua. The push
// mirrors the tapped cell's background and pizza image with "fake" views in the container and
// animates them with two chained property animators — a third of the duration scaling the
// background down on a critically damped spring, two thirds moving it to full screen while the
// pizza turns half a turn into the detail's image frame. The pop does not animate anything (part 1).
final class AnimationManager: NSObject, UIViewControllerAnimatedTransitioning {
    enum AnimationType {
        case present
        case dismiss
    }

    let animationDuration: TimeInterval
    let animationType: AnimationType

    init(animationDuration: TimeInterval, animationType: AnimationType) {
        self.animationDuration = animationDuration
        self.animationType = animationType
        super.init()
    }

    private func presentAnimation(_ transitionContext: UIViewControllerContextTransitioning, from fromView: UIViewController, to toView: UIViewController) {
        let containerView = transitionContext.containerView

        // The whole animation in two parts: the first a third of the time, the second two thirds.
        let firstPartDuration = animationDuration / 3
        let secondPartDuration = (animationDuration / 3) * 2

        guard let fromPizzaVC = fromView as? PizzaViewController,
              let toPizzaDetailVC = toView as? PizzaDetailViewController else { return }

        // Mirroring the objects that we will animate.
        let backgroundView = UIView()
        let pizzaSnapshot = UIImageView()

        // Storing the frame positions.
        let fromBackground = fromPizzaVC.backgroundView()
        let fromPizza = fromPizzaVC.pizzaImage()
        backgroundView.frame = containerView.convert(fromBackground.frame, from: fromBackground.superview)
        backgroundView.backgroundColor = fromBackground.backgroundColor
        backgroundView.layer.cornerRadius = fromBackground.layer.cornerRadius

        pizzaSnapshot.frame = containerView.convert(fromPizza.frame, from: fromPizza.superview)
        pizzaSnapshot.image = fromPizza.image
        pizzaSnapshot.contentMode = .scaleAspectFit

        containerView.addSubview(fromView.view)
        containerView.addSubview(toView.view)
        containerView.addSubview(backgroundView)
        containerView.addSubview(pizzaSnapshot)

        // Shown and hidden while the fakes move.
        fromView.view.isHidden = false
        fromPizzaVC.collectionView.isHidden = true
        toView.view.isHidden = true

        // The background's final place: the whole screen.
        let bounds = UIScreen.main.bounds
        let frameAnim = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)

        let animator1 = UIViewPropertyAnimator(duration: firstPartDuration, dampingRatio: 1) {
            backgroundView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        let animator2 = UIViewPropertyAnimator(duration: secondPartDuration, curve: .easeInOut) {
            backgroundView.frame = frameAnim
            pizzaSnapshot.transform = CGAffineTransform(rotationAngle: .pi)
            let toPizza = toPizzaDetailVC.pizzaImage()
            pizzaSnapshot.frame = containerView.convert(toPizza.frame, from: toPizza.superview)
        }

        animator1.addCompletion { _ in
            animator2.startAnimation()
        }
        animator2.addCompletion { _ in
            fromPizzaVC.collectionView.isHidden = false
            toView.view.isHidden = false
            backgroundView.removeFromSuperview()
            pizzaSnapshot.removeFromSuperview()
            transitionContext.completeTransition(true)
        }
        animator1.startAnimation()
    }

    private func dismissAnimation(_ transitionContext: UIViewControllerContextTransitioning, from fromView: UIViewController, to toView: UIViewController) {
        let containerView = transitionContext.containerView
        containerView.addSubview(toView.view)
        containerView.addSubview(fromView.view)
        // Nothing animates: the next part of the article covers it.
        transitionContext.completeTransition(true)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return animationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        switch animationType {
        case .present:
            presentAnimation(transitionContext, from: fromViewController, to: toViewController)
        case .dismiss:
            dismissAnimation(transitionContext, from: fromViewController, to: toViewController)
        }
    }
}
