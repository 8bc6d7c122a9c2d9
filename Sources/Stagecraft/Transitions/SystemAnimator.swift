/// UIKit's built-in animations, used when no custom animator is supplied (T1.5, T9.1): a modal
/// slides up from the bottom and back down (cover vertical), or fades in and out when it prefers
/// `.crossDissolve` (T11.2a); a push slides in from the right over a parallax-shifted from view, a
/// pop the reverse.
final class SystemAnimator: ViewControllerAnimatedTransitioning {
    enum Motion: String {
        case coverVertical, uncoverVertical, dissolveIn, dissolveOut, push, pop
    }

    /// UIKit's modal slide takes about half a second; its navigation slide a little less.
    static let modalDuration = 0.5
    static let navigationDuration = 0.35
    /// How far the covered view moves while the new one slides over it (UIKit's parallax).
    static let parallax = 0.3

    let motion: Motion

    init(_ motion: Motion) { self.motion = motion }

    var debugName: String { "SystemAnimator.\(motion.rawValue)" }

    func transitionDuration(using context: TransitionContext) -> Double {
        guard context.isAnimated else { return 0 }
        return motion == .push || motion == .pop ? Self.navigationDuration : Self.modalDuration
    }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let toVC = context.viewController(forKey: .to)
        let fromVC = context.viewController(forKey: .from)
        let width = container.bounds.width
        let height = container.bounds.height
        let complete: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }

        switch motion {
        case .coverVertical:
            guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
            let final = context.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: height)
            View.animate(withDuration: duration, animations: { toView.frame = final }, completion: complete)
        case .uncoverVertical:
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(true) }
            if let toView = context.view(forKey: .to) {
                container.insertSubview(toView, belowSubview: fromView)
                toView.frame = context.finalFrame(for: toVC)
            }
            let final = fromView.frame.offsetBy(dx: 0, dy: height)
            // Linear while a gesture drives it (a sheet's swipe), so the view follows the finger (T6.2).
            let options: AnimationOptions = context.isInteractive ? .curveLinear : []
            View.animate(withDuration: duration, options: options, animations: { fromView.frame = final }, completion: complete)
        case .dissolveIn:
            guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: toVC)
            toView.alpha = 0
            View.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: complete)
        case .dissolveOut:
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(true) }
            if let toView = context.view(forKey: .to) {
                container.insertSubview(toView, belowSubview: fromView)
                toView.frame = context.finalFrame(for: toVC)
            }
            View.animate(withDuration: duration, animations: { fromView.alpha = 0 }, completion: { _ in
                fromView.alpha = 1  // it leaves the window; it comes back opaque when presented again
                complete(true)
            })
        case .push, .pop:
            guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
                return context.completeTransition(true)
            }
            let isPush = motion == .push
            let final = context.finalFrame(for: toVC).isEmpty ? context.initialFrame(for: fromVC) : context.finalFrame(for: toVC)
            if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
            toView.frame = final.offsetBy(dx: isPush ? width : -width * Self.parallax, dy: 0)
            let fromStart = fromView.frame
            View.animate(withDuration: duration, animations: {
                toView.frame = final
                fromView.frame = fromStart.offsetBy(dx: isPush ? -width * Self.parallax : width, dy: 0)
            }, completion: { _ in
                fromView.frame = fromStart  // a cancelled or finished slide leaves the from view where it was
                if context.transitionWasCancelled { toView.removeFromSuperview() }  // T9.3
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
