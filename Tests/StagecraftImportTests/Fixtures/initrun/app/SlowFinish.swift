import UIKit

/// A pan down over `distance` dismisses; once the finger lifts, the rest of the way runs at half
/// speed and eases out, as the init says (T6.3). The init reads a stored property whose initial
/// value it changes before `super.init()`: Swift's order is initial values, then the body.
class SlowFinish: UIPercentDrivenInteractiveTransition {
    /// How far the finger drags for the whole way.
    var distance: CGFloat = 100

    override init() {
        distance = 200
        super.init()
        completionCurve = .easeOut
        completionSpeed = 100 / distance
    }

    @objc func handleGesture(_ gesture: UIPanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: gesture.view).y / distance, 0), 1)
        switch gesture.state {
        case .began:
            gesture.view?.window?.rootViewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            if progress > 0.5 { finish() } else { cancel() }
        default:
            cancel()
        }
    }
}

/// The same controller made by a delegate, which adds its pan to the presented view; the
/// dismissal fades out as in the scenario-made case.
class SlowFinishDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var slowFinish: SlowFinish?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let slowFinish = SlowFinish()
        presented.view.addGestureRecognizer(UIPanGestureRecognizer(target: slowFinish, action: #selector(SlowFinish.handleGesture(_:))))
        self.slowFinish = slowFinish
        // UIKit's own animation for the presentation.
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeOut()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        slowFinish
    }
}
