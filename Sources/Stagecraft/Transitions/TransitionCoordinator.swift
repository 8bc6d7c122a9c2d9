/// Lets other objects run animations alongside a transition and hear how it ends
/// (UIKit's `UIViewControllerTransitionCoordinator`, T5). It is also the context its blocks receive.
public final class TransitionCoordinator {
    /// A block registered with `animate(alongsideTransition:)`.
    private struct Alongside {
        var animation: ((TransitionCoordinator) -> Void)?
        var completion: ((TransitionCoordinator) -> Void)?
    }

    /// Weak: a coordinator kept by app code must not keep the whole transition alive.
    private weak var transition: Transition?
    private let context: TransitionContext
    private let interaction: ViewControllerInteractiveTransitioning?
    private var queued: [Alongside] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    /// Set once the transition's animations have begun: later blocks can no longer be queued (T5.3).
    private var hasStarted = false

    init(transition: Transition) {
        self.transition = transition
        context = transition.context
        interaction = transition.plan.interaction
        initiallyInteractive = transition.plan.interaction?.wantsInteractiveStart ?? false
    }

    // MARK: - The context (UIViewControllerTransitionCoordinatorContext)

    public var isAnimated: Bool { context.isAnimated }
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    /// Whether the transition started interactive; fixed (T5.7).
    public let initiallyInteractive: Bool
    public var isInteractive: Bool { context.isInteractive }
    public var isInterruptible: Bool { transition?.knownInterruptibleAnimator != nil }
    public var isCancelled: Bool { context.transitionWasCancelled }
    public var transitionDuration: Double { transition?.duration ?? 0 }
    public var percentComplete: Double { context.percentComplete }
    public var completionVelocity: Double { interaction?.completionSpeed ?? 1 }
    public var completionCurve: AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    public var containerView: View { context.containerView }
    public var targetTransform: AffineTransform { context.targetTransform }
    public func viewController(forKey key: TransitionContextKey) -> ViewController { context.viewController(forKey: key) }
    public func view(forKey key: TransitionContextKey) -> View? { context.view(forKey: key) }

    // MARK: - Registering

    /// Runs `animation` with the transition's animations, in their timing (T5.2), and `completion`
    /// when it ends (T5.4). Returns false when the animation could not be queued (T5.3).
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        guard hasStarted else {
            queued.append(Alongside(animation: animation, completion: nil))
            return true
        }
        guard let transition, let animator = transition.knownInterruptibleAnimator else { return false }
        do {
            try animator.addAnimations { animation(self) }
            return true
        } catch {
            transition.misuse("animate(alongsideTransition:) could not join the interruptible animator: \(error.reason)")
            return false
        }
    }

    /// The same for views outside the container (T5.5); Stagecraft's timeline covers every view,
    /// so `view` only documents intent.
    @discardableResult
    public func animateAlongsideTransition(in view: View?, animation: ((TransitionCoordinator) -> Void)?,
                                           completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Calls `handler` each time the transition switches between interactive and not (T5.7).
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: - Driven by the transition

    /// Runs the blocks queued before the animations began: inside the interruptible animator if there
    /// is one, else as a view animation block on the transition's timeline with the duration and the
    /// curve of the animator's first block (T5.2).
    func runQueuedAlongsideAnimations() {
        hasStarted = true
        let blocks = queued
        queued.removeAll()
        guard !blocks.isEmpty, let transition else { return }
        if let animator = transition.knownInterruptibleAnimator {
            for block in blocks {
                guard let animation = block.animation else { continue }
                do { try animator.addAnimations { animation(self) } } catch {
                    transition.misuse("an alongside animation could not join the interruptible animator: \(error.reason)")
                    animation(self)
                }
            }
            return
        }
        let engine = transition.engine
        let run = { for block in blocks { block.animation?(self) } }
        guard context.isAnimated, transition.duration > 0 else { return engine.performWithoutAnimation(run) }
        let timing = transition.timeline.firstBlockTiming ?? .easeInOut
        engine.withTimeline(transition.timeline) {
            engine.runAnimationBlock(
                .init(duration: transition.duration, delay: 0, timing: timing, options: [.overrideInheritedDuration, .overrideInheritedCurve]),
                animations: run, completion: nil)
        }
    }

    func interactionChanged() {
        if let transition {
            transition.engine.record(.transition, transition.subject, "interactionChanged", "interactive=\(context.isInteractive)")
        }
        for handler in interactionHandlers { handler(self) }
    }

    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for completion in blocks { completion(self) }
    }
}
