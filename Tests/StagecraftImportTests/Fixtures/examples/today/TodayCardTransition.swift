import UIKit

// The transitioning delegate of a Today card: the Swift of examples/delegates/today_card.lua. It
// hands out one card animator both ways, told which way each time, so the animator keeps what the
// two share (the card, and the constraints the expansion makes and the dismissal changes back).
final class TodayCardTransition: NSObject, UIViewControllerTransitioningDelegate {
    let animator: TodayCardAnimator

    init(cardView: UIView) {
        animator = TodayCardAnimator(cardView: cardView)
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = false
        return animator
    }
}
