import Stagecraft

/// A transitioning delegate whose animators are hot-reloaded scripts: each new transition gets the
/// active generation's animator, and a transition in flight keeps the one it started with.
///
/// ```swift
/// let reloader = try HotReloader(roots: ["examples"])
/// let fade = try reloader.load("examples/animators/fade.lua", as: .animator)
/// card.transitioningDelegate = HotTransitioningDelegate(presenting: fade)
/// while running { reloader.wait(timeout: 1.0 / 60); engine.advance(by: 1.0 / 60) }
/// ```
public final class HotTransitioningDelegate: ViewControllerTransitioningDelegate {
    public let presenting: ReloadableScript<ScriptAnimator>
    /// The dismissal animator; nil: the presenting one.
    public let dismissing: ReloadableScript<ScriptAnimator>?
    /// Interaction controllers handed out as they are (they drive whichever animator runs).
    public var presentationInteraction: ViewControllerInteractiveTransitioning?
    public var dismissalInteraction: ViewControllerInteractiveTransitioning?

    public init(presenting: ReloadableScript<ScriptAnimator>, dismissing: ReloadableScript<ScriptAnimator>? = nil) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    public var debugName: String { "HotTransitioningDelegate" }

    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        self.presenting.current
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        (dismissing ?? presenting).current
    }

    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        presentationInteraction
    }

    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        dismissalInteraction
    }
}
