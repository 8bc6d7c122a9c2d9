import Stagecraft

/// A transitioning delegate whose roles are hot-reloaded scripts: each new transition gets the
/// active generation of each role, and what is in flight keeps the generation it started with —
/// a transition its animator, a presented sheet its presentation controller and the interaction
/// handler wired to it, until its dismissal ends.
///
/// ```swift
/// let reloader = try HotReloader(roots: ["examples"])
/// let fade = try reloader.load("examples/animators/fade.lua", as: .animator)
/// let delegate = HotTransitioningDelegate(presenting: fade)
/// delegate.presentation = try reloader.load("examples/presentations/half_sheet.lua", as: .presentationController)
/// card.transitioningDelegate = delegate
/// while running { reloader.wait(timeout: 1.0 / 60); engine.advance(by: 1.0 / 60) }
/// ```
public final class HotTransitioningDelegate: ViewControllerTransitioningDelegate {
    public let presenting: ReloadableScript<ScriptAnimator>
    /// The dismissal animator; nil: the presenting one.
    public let dismissing: ReloadableScript<ScriptAnimator>?
    /// Makes the presentation controller of each `.custom` presentation (nil: UIKit's default).
    public var presentation: ReloadableScript<ScriptPresentationRole>?
    /// An interaction handler wired to each presented controller when it is presented; it drives
    /// that controller's dismissal while its gesture is under way (so a tap still dismisses).
    public var dismissalHandler: ReloadableScript<ScriptInteraction>?
    /// Interaction controllers handed out as they are (they drive whichever animator runs);
    /// `dismissalInteraction` wins over `dismissalHandler`.
    public var presentationInteraction: ViewControllerInteractiveTransitioning?
    public var dismissalInteraction: ViewControllerInteractiveTransitioning?
    /// The handlers wired to presented controllers, kept until their dismissal ends.
    private var wired: [(controller: WeakController, handler: ScriptInteraction, recognizers: [GestureRecognizer])] = []
    private var dismissed: WeakController?

    public init(presenting: ReloadableScript<ScriptAnimator>, dismissing: ReloadableScript<ScriptAnimator>? = nil) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    public var debugName: String { "HotTransitioningDelegate" }

    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        if let dismissalHandler { wire(dismissalHandler.current, to: presented) }
        return self.presenting.current
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        self.dismissed = WeakController(object: dismissed)
        return (dismissing ?? presenting).current
    }

    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        presentation?.current.makeController(presented: presented, presenting: presenting ?? source)
    }

    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        presentationInteraction
    }

    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        if let dismissalInteraction { return dismissalInteraction }
        guard let controller = dismissed?.object, let view = controller.viewIfLoaded,
              view.gestureRecognizers.contains(where: { $0.state == .began || $0.state == .changed }) else { return nil }
        return wired.first { $0.controller.object === controller }?.handler
    }

    /// Wires `handler` to `controller` (its generation then drives that controller's dismissals)
    /// and lets go of handlers whose controllers are gone or dismissed.
    private func wire(_ handler: ScriptInteraction, to controller: ViewController) {
        wired.removeAll { entry in
            guard let wiredTo = entry.controller.object else { return true }
            if wiredTo === controller {
                // Presented again: the previous generation's recognizers go, or both would act.
                for recognizer in entry.recognizers { wiredTo.view.removeGestureRecognizer(recognizer) }
                return true
            }
            return wiredTo.presentingViewController == nil && !entry.handler.isDriving
        }
        let before = controller.view.gestureRecognizers
        handler.wire(to: controller)
        let added = controller.view.gestureRecognizers.filter { recognizer in !before.contains { $0 === recognizer } }
        wired.append((WeakController(object: controller), handler, added))
    }
}

/// A view controller held weakly.
struct WeakController {
    weak var object: ViewController?
}
