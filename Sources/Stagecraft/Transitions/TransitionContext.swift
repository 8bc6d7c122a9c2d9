/// What an animation or interaction controller knows about, and reports to, the transition it runs
/// (UIKit's `UIViewControllerContextTransitioning`, T2).
///
/// The context keeps the transition's state (cancelled, interactive, percent, completed); the calls
/// that move the transition along are forwarded to the transition that made it.
public final class TransitionContext {
    /// Where all transition animation happens (T2.8).
    public let containerView: View
    public let isAnimated: Bool
    /// True while a gesture drives the transition (T2.5).
    public internal(set) var isInteractive = false
    /// True from the moment `cancelInteractiveTransition` is called (T2.4).
    public internal(set) var transitionWasCancelled = false
    /// The modal style, or `.none` for navigation and tab transitions (T2.7).
    public let presentationStyle: ModalPresentationStyle
    /// Identity: Stagecraft does not rotate (T2.7).
    public let targetTransform = AffineTransform.identity
    /// The last value passed to `updateInteractiveTransition` (clamped to 0…1, T2.6).
    public internal(set) var percentComplete = 0.0

    /// The controllers, held strongly until `completeTransition` and weakly after (ST2.9): the
    /// transition needs them until its end, and a script that keeps its context afterwards (a
    /// closure's upvalue: Lua has no weak variables, where Apple's samples keep the context in a
    /// weak property) must not keep a dismissed controller alive. See UncertainRules.
    private var heldFrom: ViewController?, heldTo: ViewController?
    private weak var weakFrom: ViewController?, weakTo: ViewController?
    var fromViewController: ViewController { heldFrom ?? weakFrom ?? ViewController(name: "released") }
    var toViewController: ViewController { heldTo ?? weakTo ?? ViewController(name: "released") }
    /// What `view(forKey:)` answers; the presented side is set once `presentedView` can be read (T4.4).
    var fromView: View?
    var toView: View?
    private let initialFrames: [(ObjectIdentifier, Rect)]
    /// The presented controller's entry is added once `frameOfPresentedViewInContainerView` can be
    /// asked, after `presentationTransitionWillBegin` (T4.1).
    var finalFrames: [(ObjectIdentifier, Rect)]
    /// Set once `completeTransition` has been called.
    public internal(set) var isCompleted = false {
        didSet { if isCompleted { (heldFrom, heldTo) = (nil, nil) } }
    }
    weak var transition: Transition?
    /// The animator running the transition, for diagnostics that outlive it.
    var animatorName = ""
    var animatorSource: String?

    init(plan: TransitionPlan) {
        containerView = plan.container
        isAnimated = plan.animated
        presentationStyle = plan.style
        (heldFrom, heldTo) = (plan.from, plan.to)
        (weakFrom, weakTo) = (plan.from, plan.to)
        fromView = plan.fromView
        toView = plan.toView
        initialFrames = plan.initialFrames.map { (ObjectIdentifier($0.0), $0.1) }
        finalFrames = plan.finalFrames.map { (ObjectIdentifier($0.0), $0.1) }
    }

    /// Both keys always answer (T1.12).
    public func viewController(forKey key: TransitionContextKey) -> ViewController {
        key == .from ? fromViewController : toViewController
    }

    /// The view to animate, or nil for "do not touch that view" (T1.11).
    public func view(forKey key: TransitionContextKey) -> View? {
        key == .from ? fromView : toView
    }

    /// T1.13: `.zero` for a controller whose view is not on screen at the start.
    public func initialFrame(for viewController: ViewController) -> Rect {
        initialFrames.first { $0.0 == ObjectIdentifier(viewController) }?.1 ?? .zero
    }

    /// T1.13: `.zero` for a controller whose view leaves the window at the end, except the presented
    /// controller of a `.custom` / `.overFullScreen` dismissal, whose current frame it is (T1.13a).
    public func finalFrame(for viewController: ViewController) -> Rect {
        finalFrames.first { $0.0 == ObjectIdentifier(viewController) }?.1 ?? .zero
    }

    // MARK: - Reporting progress

    /// Sets the percent complete (clamped to 0…1, T2.6).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard let transition else { return }
        guard percentComplete.isFinite else {
            return transition.misuse("updateInteractiveTransition(\(percentComplete)): not a finite number; ignored")
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        transition.interactionDidUpdate()
    }

    /// The gesture ended towards completion: the transition is no longer interactive.
    public func finishInteractiveTransition() { transition?.interactionDidEnd(cancelled: false) }

    /// The gesture ended towards cancellation: `transitionWasCancelled` is true from now on (T2.4).
    public func cancelInteractiveTransition() { transition?.interactionDidEnd(cancelled: true) }

    /// An interruptible transition was grabbed again: it becomes interactive (T2.5, T6.5).
    public func pauseInteractiveTransition() { transition?.interactionDidPause() }

    /// Ends the transition; must be called exactly once, interactive transitions included (T2.1–T2.3).
    public func completeTransition(_ didComplete: Bool) { completeTransition(didComplete, calledFrom: nil) }

    /// `completeTransition`, with where it was called from (a script's `file:line`) for the report
    /// of a second call. T2.3: a second call is ignored and reported, never an error, and the
    /// context stays readable after completing for as long as code holds it (animators read
    /// `transitionWasCancelled` in their completion after completing).
    public func completeTransition(_ didComplete: Bool, calledFrom source: String?) {
        guard !isCompleted else {
            // The transition may be long gone, so the context reports it itself.
            Engine.current?.report(Diagnostic(
                kind: .completeTransitionTwice, message: "completeTransition(\(didComplete)) called again after the transition completed; ignored",
                subject: animatorName, source: source ?? animatorSource))
            return
        }
        transition?.complete(didComplete)
    }
}
