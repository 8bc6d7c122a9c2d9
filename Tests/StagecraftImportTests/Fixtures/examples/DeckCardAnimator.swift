import UIKit

// The card of a card stack, in the style of DeckTransition: the Swift of
// examples/animators/deck_card.lua. The card slides up from below the screen to its place and back
// down on dismissal, in 0.3 s on UIKit's ease-out; a dismissal a finger drives is linear. A
// .custom presentation: the card is the only view the context gives (T1.11).
final class DeckCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        // A card whose top is here is off screen.
        let below = container.bounds.height
        if let card = transitionContext.view(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            card.frame = finalFrame.offsetBy(dx: 0, dy: below - finalFrame.minY)
            container.addSubview(card)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
                card.frame = finalFrame
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { card.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        } else if let card = transitionContext.view(forKey: .from) {
            let start = card.frame
            // Dragged down by a finger, the card follows it: linear.
            let curve: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: curve, animations: {
                card.frame = start.offsetBy(dx: 0, dy: below - start.minY)
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { card.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}
