import UIKit

// A sheet that slides up from the bottom edge when presented and back down when dismissed; linear
// while a finger drives it (interactive), ease-out otherwise: the Swift of examples/animators/slide_up.lua.
final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        if let sheet = transitionContext.view(forKey: .to) {
            // Presenting: from just below the container's bottom edge up to the final frame.
            let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            transitionContext.containerView.addSubview(sheet)
            var start = finalFrame
            start.origin.y = finalFrame.origin.y + finalFrame.size.height
            sheet.frame = start
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                sheet.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let sheet = transitionContext.view(forKey: .from) {
            // Dismissing: down by its own height; put back where it was if the dismissal is cancelled.
            let start = sheet.frame
            var down = start
            down.origin.y = start.origin.y + start.size.height
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                sheet.frame = down
            }, completion: { _ in
                if transitionContext.transitionWasCancelled { sheet.frame = start }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
