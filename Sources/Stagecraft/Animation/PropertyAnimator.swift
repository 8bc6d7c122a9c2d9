/// An interruptible, scrubbable, reversible animation (UIKit's `UIViewPropertyAnimator`), with the
/// state machine of T7.1–T7.9.
///
/// Progress is kept as the linear time fraction τ (0…1). Each animations block becomes a group
/// whose tracks are eased by the animator's timing within their span of τ; `fractionComplete`
/// reports τ (through `fractionOffset + fractionScale·τ` after a re-timing continue). Calls that
/// raise in UIKit throw an `AnimatorError`; the property setters that UIKit guards report a
/// diagnostic and keep their value (use the throwing `set…` methods to get the error).
public final class PropertyAnimator: AnimationDriver {
    /// `UIViewAnimatingState`.
    public enum State: String, Sendable { case inactive, active, stopped }
    /// `UIViewAnimatingPosition`.
    public enum Position: String, Sendable { case end, start, current }

    public let engine: Engine
    /// The requested duration (a physical spring runs for its settling duration instead).
    public let duration: Double
    public let delay: Double
    public internal(set) var timingParameters: TimingParameters
    public internal(set) var state: State = .inactive
    /// True while running forwards or reversed (a paused or stopped animator is not running).
    public internal(set) var isRunning = false
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    public private(set) var isInterruptible = true
    public private(set) var isUserInteractionEnabled = true
    /// T7.10: false (UIKit's default) hit-tests the views the animator moves where they are drawn;
    /// true leaves them at their model values, as a plain `UIView.animate` does (`View.hitTestSource`).
    public var isManualHitTestingEnabled = false

    // Clock: τ = anchorFraction ± (time − anchorTime) / runDuration while running.
    var anchorFraction = 0.0
    var anchorTime = 0.0
    var runDuration: Double
    var runsReversed = false
    var timing: TimingFunction
    /// A center's per-axis timing when the spring's velocity is a vector (T12.5), else nil.
    var axisTiming: AxisTiming?
    var fractionOffset = 0.0
    var fractionScale = 1.0
    var endEvent: ScheduledAction?

    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var groups: [AnimationGroup] = []
    /// The value each animated property had before the animator first touched it (for `.start`).
    var startValues: [(view: View, key: AnimatableKey, value: AnimatableValue)] = []
    /// The value each animated property was last animated to (for `.end` after a stop).
    var endValues: [(view: View, key: AnimatableKey, value: AnimatableValue)] = []
    var completions: [(Position) -> Void] = []

    /// `init(duration:timingParameters:)`.
    public init(duration: Double, timingParameters: TimingParameters, engine: Engine? = nil) {
        self.engine = engine ?? Engine.current ?? Engine()
        let effective = max(timingParameters.effectiveDuration(requested: duration), 0)
        self.duration = effective
        self.delay = 0
        self.timingParameters = timingParameters
        runDuration = effective
        timing = timingParameters.timingFunction(duration: effective)
        axisTiming = timingParameters.axisTiming(duration: effective)
        self.engine.register(self)
    }

    /// Lets go of the animator's groups (and so of the cycle they make with it) for an engine
    /// that is discarding everything.
    func discardGroups() {
        for group in groups { group.discard() }
        groups.removeAll()
        completions.removeAll()
    }

    /// `init(duration:curve:animations:)`.
    public convenience init(duration: Double, curve: TimingParameters = .easeInOut, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: curve)
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .cubic(controlPoint1: controlPoint1, controlPoint2: controlPoint2), animations: animations)
    }

    /// `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .dampedSpring(dampingRatio: dampingRatio, initialVelocity: 0), animations: animations)
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: starts at once.
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: TimingParameters(options.curve), animations: animations)
        if let completion { animator.addCompletion(completion) }
        try? animator.startAnimation(afterDelay: delay)  // cannot fail on a new animator
        return animator
    }

    // MARK: - Properties with UIKit's guards

    /// Progress 0…1. Settable only while paused; setting it on an inactive animator activates it paused (T7.2).
    public var fractionComplete: Double {
        get { fractionOffset + fractionScale * fraction(at: engine.now) }
        set { reportIfThrows { () throws(AnimatorError) in try setFractionComplete(newValue) } }
    }

    /// True when the animator runs (or will run) from the end back to the start (T7.3).
    public var isReversed: Bool {
        get { runsReversed }
        set { reportIfThrows { () throws(AnimatorError) in try setReversed(newValue) } }
    }

    public func setFractionComplete(_ value: Double) throws(AnimatorError) {
        guard value.isFinite else { throw AnimatorError(call: "fractionComplete", reason: "\(value) is not a finite number") }
        if state == .inactive { try pauseAnimation() }
        guard state == .active, !isRunning else {
            throw AnimatorError(call: "fractionComplete", reason: "can only be set while the animator is paused (state: \(state), running: \(isRunning))")
        }
        let clamped = min(max(value, 0), 1)
        anchorFraction = fractionScale > 0 ? min(max((clamped - fractionOffset) / fractionScale, 0), 1) : 0
        renderNow()
    }

    public func setReversed(_ reversed: Bool) throws(AnimatorError) {
        guard reversed != runsReversed else { return }
        if isRunning, !isInterruptible { throw AnimatorError(call: "isReversed", reason: "a non-interruptible animator cannot be reversed while running") }
        if isRunning { reanchor() }
        runsReversed = reversed
        if isRunning { scheduleEnd() }
    }

    /// T7.9: cannot change while the animator is active.
    public func setInterruptible(_ value: Bool) throws(AnimatorError) {
        guard state != .active else { throw AnimatorError(call: "isInterruptible", reason: "cannot change while the animator is active") }
        isInterruptible = value
    }

    /// T7.9: cannot change while the animator is active.
    public func setUserInteractionEnabled(_ value: Bool) throws(AnimatorError) {
        guard state != .active else { throw AnimatorError(call: "isUserInteractionEnabled", reason: "cannot change while the animator is active") }
        isUserInteractionEnabled = value
    }

    // MARK: - Animations and completions

    /// Adds animations. Inactive: they run over the whole duration; active: over the remaining
    /// `(1 − fractionComplete) × duration`, starting after `delayFactor` × that remaining time (T7.7).
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) throws(AnimatorError) {
        guard state != .stopped else { throw AnimatorError(call: "addAnimations", reason: "cannot add animations to a stopped animator") }
        guard delayFactor.isFinite, (0...1).contains(delayFactor) else { throw AnimatorError(call: "addAnimations", reason: "delayFactor \(delayFactor) must be in 0…1") }
        switch state {
        case .inactive: pendingBlocks.append((animations, delayFactor))
        default:
            guard isInterruptible else { throw AnimatorError(call: "addAnimations", reason: "a non-interruptible animator cannot take animations while active") }
            let now = fraction(at: engine.now)
            record(animations, spanStart: now + delayFactor * (1 - now))
        }
    }

    /// Adds a completion, called with the position the animator ended at (T7.6).
    public func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    private func reportIfThrows(_ body: () throws(AnimatorError) -> Void) {
        do { try body() } catch {
            engine.report(Diagnostic(kind: .animationMisuse, message: "PropertyAnimator \(error.call) refused: \(error.reason)"))
        }
    }
}

extension TimingParameters {
    /// The parameters for a curve selected by animation options.
    init(_ function: TimingFunction) {
        switch function {
        case let .bezier(curve): self = .cubic(curve)
        case let .spring(spring): self = .spring(spring)
        }
    }
}
