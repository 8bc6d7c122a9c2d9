/// Lets other objects run animations alongside a transition and hear how it ends
/// (UIKit's `UIViewControllerTransitionCoordinator`, T5). It is also the context its blocks receive.
///
/// A window's change of size (a rotation, LY1.7) has one too, handed to `viewWillTransition(to:with:)`:
/// it has no transition context; its container is the window, its controllers the window's root.
public final class TransitionCoordinator {
    /// A block registered with `animate(alongsideTransition:)`.
    private struct Alongside {
        var animation: ((TransitionCoordinator) -> Void)?
        var completion: ((TransitionCoordinator) -> Void)?
    }

    /// Weak: a coordinator kept by app code must not keep the whole transition alive.
    private weak var transition: Transition?
    /// nil for a window's change of size, which `resize` describes.
    private let context: TransitionContext?
    private let resize: WindowResize?
    private let interaction: ViewControllerInteractiveTransitioning?
    private var queued: [Alongside] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinator) -> Void] = []
    /// Set once the transition's animations have begun: later blocks can no longer be queued (T5.3).
    private var hasStarted = false

    init(transition: Transition) {
        self.transition = transition
        context = transition.context
        resize = nil
        interaction = transition.plan.interaction
        initiallyInteractive = transition.plan.interaction?.wantsInteractiveStart ?? false
    }

    /// What a window's change of size tells its coordinator.
    struct WindowResize {
        weak var window: Window?
        let duration: Double
        let targetTransform: AffineTransform
    }

    /// The coordinator of a window's change of size (LY1.7): `duration` 0 when it is not animated.
    init(resizing window: Window, duration: Double, targetTransform: AffineTransform) {
        context = nil
        resize = WindowResize(window: window, duration: duration, targetTransform: targetTransform)
        interaction = nil
        initiallyInteractive = false
    }

    // MARK: - The context (UIViewControllerTransitionCoordinatorContext)

    public var isAnimated: Bool { context?.isAnimated ?? ((resize?.duration ?? 0) > 0) }
    public var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .fullScreen }
    /// Whether the transition started interactive; fixed (T5.7).
    public let initiallyInteractive: Bool
    public var isInteractive: Bool { context?.isInteractive ?? false }
    public var isInterruptible: Bool { transition?.knownInterruptibleAnimator != nil }
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    public var transitionDuration: Double { transition?.duration ?? resize?.duration ?? 0 }
    public var percentComplete: Double { context?.percentComplete ?? 0 }
    public var completionVelocity: Double { interaction?.completionSpeed ?? 1 }
    public var completionCurve: AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    /// A window's change of size: the window.
    public var containerView: View { context?.containerView ?? resize?.window ?? View() }
    /// A rotation: the turn the interface makes (±90° or 180°, LY1.7).
    public var targetTransform: AffineTransform { context?.targetTransform ?? resize?.targetTransform ?? .identity }
    /// A window's change of size: the window's root controller for either key (LY1.7, see
    /// `UncertainRules.rotationCurve`).
    public func viewController(forKey key: TransitionContextKey) -> ViewController {
        if let context { return context.viewController(forKey: key) }
        return resize?.window?.rootViewController ?? ViewController(name: "none")
    }
    /// A window's change of size: nil (no view moves between controllers).
    public func view(forKey key: TransitionContextKey) -> View? { context?.view(forKey: key) }

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
        guard isAnimated, transition.duration > 0 else { return engine.performWithoutAnimation(run) }
        let timing = transition.timeline.firstBlockTiming ?? .easeInOut
        engine.withTimeline(transition.timeline) {
            engine.runAnimationBlock(
                .init(duration: transition.duration, delay: 0, timing: timing, options: [.overrideInheritedDuration, .overrideInheritedCurve]),
                animations: run, completion: nil)
        }
    }

    /// A window's change of size: runs `changes` and the blocks queued in `viewWillTransition(to:with:)`
    /// in one animation block of the resize's duration and `timing`, then the completions when it
    /// ends (at once when not animated) (LY1.7).
    func runResize(timing: TimingFunction, _ changes: () -> Void) {
        func run() {
            changes()  // tells the controllers, which queue their blocks
            hasStarted = true
            let blocks = queued
            queued.removeAll()
            for block in blocks { block.animation?(self) }
        }
        guard let engine = Engine.current, let resize, resize.duration > 0 else {
            run()  // as before rotations animated: inside an enclosing block, that block animates it
            return runCompletions()
        }
        engine.runAnimationBlock(
            .init(duration: resize.duration, delay: 0, timing: timing, options: [.overrideInheritedDuration, .overrideInheritedCurve]),
            animations: run, completion: nil)
        engine.schedule(after: resize.duration) { [self] in runCompletions() }
    }

    func interactionChanged() {
        if let transition {
            transition.engine.record(.transition, transition.subject, "interactionChanged", "interactive=\(isInteractive)")
        }
        for handler in interactionHandlers { handler(self) }
    }

    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for completion in blocks { completion(self) }
    }
}
