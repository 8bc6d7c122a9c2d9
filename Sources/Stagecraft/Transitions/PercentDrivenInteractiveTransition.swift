/// Drives a transition's animations from a gesture (UIKit's `UIPercentDrivenInteractiveTransition`, T6).
///
/// Without an interruptible animator, the animator's view animations (and alongside blocks) run on
/// the transition's timeline, which this object pauses and scrubs: time = percent × duration (T6.2).
/// `finish()` runs the rest at `completionSpeed` along `completionCurve`; `cancel()` runs back to 0,
/// then the animations end with their start values in the model (T6.6) and their completions see
/// `transitionWasCancelled` (T6.3).
/// With an interruptible animator, the property animator is paused, scrubbed through
/// `fractionComplete`, and continued forwards or reversed (T6.4).
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// Speed of the completion after finish or cancel; must be > 0 (T6.3).
    public var completionSpeed: Double = 1 {
        didSet {
            guard !(completionSpeed > 0 && completionSpeed.isFinite) else { return }
            Engine.current?.report(Diagnostic(kind: .transitionMisuse, message: "completionSpeed \(completionSpeed) must be > 0; using \(oldValue)", subject: debugName))
            completionSpeed = oldValue
        }
    }
    public var completionCurve: AnimationCurve = .easeInOut
    /// The curve of an interruptible animator's completion; `completionCurve` when nil.
    public var timingCurve: TimingParameters?
    public var wantsInteractiveStart = true
    /// The transition's duration once it has started.
    public private(set) var duration = 0.0
    public private(set) var percentComplete = 0.0

    private var context: TransitionContext?
    private var propertyAnimator: PropertyAnimator?

    public init() {}

    open var debugName: String { typeName(of: self) }
    open var sourceLocation: String? { nil }

    /// Whether a transition is being driven by this object now.
    public var isDriving: Bool { context.map { !$0.isCompleted } ?? false }

    /// Starts the animator (paused at 0 when interactive). Subclasses that override it — to keep the
    /// context or its container, as Apple's sample does — must call it (T6.7).
    open func startInteractiveTransition(_ context: TransitionContext) {
        guard let transition = context.transition else { return }
        self.context = context
        percentComplete = 0
        duration = transition.duration
        let animator = transition.animator
        if context.isInteractive, let interruptible = transition.interruptibleAnimator() {
            // T6.4: the property animator is the transition; it is scrubbed instead of the timeline.
            propertyAnimator = interruptible
            if interruptible.state != .active || interruptible.isRunning { try? interruptible.pauseAnimation() }
            return
        }
        propertyAnimator = nil
        if context.isInteractive { transition.timeline.pause() }  // T6.2: held at 0 until updated
        transition.engine.record(.animator, animator.debugName, "animateTransition")
        animator.animateTransition(using: context)
    }

    /// Whether the base `startInteractiveTransition` ran for `context` (T6.7: an override must call it).
    func started(_ context: TransitionContext) -> Bool { self.context === context }

    /// Moves the transition to `percent` of the way (T6.3); clamped to 0…1. Only while the
    /// transition is interactive: one running by itself (`wantsInteractiveStart == false`, or after
    /// finish or cancel) is taken over by `pause()`, never by `update` alone (T6.5).
    open func update(_ percent: Double) {
        guard let context, !context.isCompleted, context.isInteractive, let transition = context.transition else { return }
        guard percent.isFinite else { return transition.misuse("update(\(percent)): not a finite number; ignored") }
        percentComplete = min(max(percent, 0), 1)
        if let propertyAnimator {
            if propertyAnimator.isRunning { try? propertyAnimator.pauseAnimation() }
            propertyAnimator.fractionComplete = percentComplete
        } else {
            transition.timeline.seek(to: percentComplete * duration)
            transition.engine.renderGroups(on: transition.timeline)
        }
        context.updateInteractiveTransition(percentComplete)
    }

    /// Grabs a running interruptible transition again (T6.5).
    open func pause() {
        guard let context, !context.isCompleted, let transition = context.transition else { return }
        guard let propertyAnimator = propertyAnimator ?? transition.knownInterruptibleAnimator else {
            return transition.misuse("pause(): only an interruptible transition can be paused; ignored")
        }
        self.propertyAnimator = propertyAnimator
        if propertyAnimator.isRunning { try? propertyAnimator.pauseAnimation() }
        percentComplete = propertyAnimator.fractionComplete
        context.pauseInteractiveTransition()
    }

    /// Completes the transition from where it is (T6.3).
    open func finish() { end(cancelled: false) }

    /// Runs the transition back to its start and cancels it (T6.3, T2.4).
    open func cancel() { end(cancelled: true) }

    private func end(cancelled: Bool) {
        guard let context, !context.isCompleted, let transition = context.transition else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let remaining = cancelled ? percentComplete : 1 - percentComplete
        let time = remaining * duration / completionSpeed
        if let propertyAnimator {
            let parameters = timingCurve ?? completionCurve.timingParameters
            propertyAnimator.isReversed = cancelled
            let factor = propertyAnimator.duration > 0 ? time / propertyAnimator.duration : 0
            if propertyAnimator.state == .inactive {
                try? propertyAnimator.startAnimation()
            } else {
                do { try propertyAnimator.continueAnimation(withTimingParameters: parameters, durationFactor: factor) } catch {
                    transition.misuse("\(cancelled ? "cancel" : "finish")(): the interruptible animator refused to continue: \(error.reason)")
                }
            }
            return
        }
        let timeline = transition.timeline
        let engine = transition.engine
        if cancelled {
            timeline.drive(to: 0, duration: time, timing: completionCurve.timingFunction) {
                // Back at the start: the animations end with their start values, completions run (T6.6).
                engine.endGroups(on: timeline, restoringStartValues: UncertainRules.cancelledAnimationsEndAtTheirStart)
            }
        } else {
            timeline.drive(to: duration, duration: time, timing: completionCurve.timingFunction) {
                timeline.resume()  // anything longer than the transition runs on in real time
            }
        }
    }
}
