import UIKit

/// Shapes real example apps write (SwipeTransition's demo): `.init(…)` where the parameter says
/// the type, and `enumerated()` over a list of pairs to lay views out in rows.
class StripsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let strips: [(String, CGFloat)] = [("first", 0.2), ("second", 0.5), ("third", 1)]

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = .init(x: 10, y: 20, width: 300, height: 400)
        container.addSubview(toView)
        strips.enumerated().forEach {
            let strip = UIView(frame: .init(x: 0, y: 0, width: 100, height: 50))
            strip.frame.origin.y = CGFloat($0.offset) * 60
            strip.alpha = $0.element.1
            toView.addSubview(strip)
        }
        for (index, strip) in toView.subviews.enumerated() where index == 2 {
            strip.frame.size.width = 200
        }
        transitionContext.completeTransition(true)
    }
}
