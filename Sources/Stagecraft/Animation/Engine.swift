import Foundation

/// The virtual clock and the animation engine: the deterministic stand-in for UIKit's main
/// run loop and Core Animation's render server.
///
/// Time only moves when the owner pushes it (`advance(by:)`, `advance(to:)`, `runUntilIdle`).
/// Frames fall on a fixed grid (`frameRate`, default 60 Hz); between frames, completions and
/// timers run at their exact times, in time order, so results do not depend on the frame rate.
/// Each frame, the presentation values of every animating view are computed from the running
/// animations, and frame observers (the tracer) are called.
///
/// An engine is used from one thread. The engine most recently created (or made current) on a
/// thread is that thread's *current* engine: UIKit's static API (`View.animate`) uses it.
public final class Engine {
    public let frameRate: Double
    /// Times closer than this are the same instant (float rounding between time grids).
    public static let timeTolerance = 1e-9
    public var frameInterval: Double { 1 / frameRate }
    /// Engine time in seconds.
    public private(set) var now: Double = 0
    /// Frames rendered so far; frame `n` is at time `n / frameRate`.
    public private(set) var frameIndex = 0
    /// Everything reported so far, in order (the most recent ones, when `retainedEvents` is set).
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Every event recorded so far (calls, callbacks, transition steps, diagnostics), in order
    /// (the most recent ones, when `retainedEvents` is set).
    public private(set) var events = RecentList<TraceEvent>()
    /// How many of the most recent events, and of the most recent diagnostics, the engine keeps;
    /// nil (the default) keeps all of them. A run checked afterwards (a scenario, bounded by its
    /// simulated-time limit) needs all; a long-running host (watch, studio, an app's run loop) sets
    /// a bound, or memory grows with every transition. See `Engine+Retention.swift`.
    public var retainedEvents: Int? {
        didSet {
            events.setBound(retainedEvents)
            trimDiagnostics()
            transitionLedger.retained = retainedEvents
        }
    }
    /// Diagnostics dropped so far to stay within `retainedEvents`.
    public internal(set) var droppedDiagnosticCount = 0

    /// Follows engine time; view animations run on it unless a transition supplies its own.
    public private(set) lazy var rootTimeline = Timeline(engine: self, name: "root")
    /// The timeline new animation blocks are put on.
    var activeTimeline: Timeline { timelineStack.last ?? rootTimeline }
    private var timelineStack: [Timeline] = []

    /// The open animation blocks, innermost last (read by every property set: unchecked exclusivity).
    @exclusivity(unchecked) var contextStack: [AnimationContext] = []
    /// The origin given to the animations added now (`startingAnimations(from:)`), set by the
    /// embedder's bindings around a script's call.
    var animationOrigin: AnimationOrigin?
    /// Set once any layer's `speed`, `timeOffset` or `beginTime` is changed: from then on each animated
    /// view is evaluated in its layer's local time (CA1). Until then every layer's time is media time,
    /// and a frame takes the shorter path that ignores layers.
    var usesLayerTiming = false
    /// Open `CATransaction`s, innermost last.
    var transactionStack: [LayerTransaction] = []
    @exclusivity(unchecked) private(set) var activeGroups: ContiguousArray<AnimationGroup> = []
    /// The running groups in the form each frame's loop reads.
    let hotGroups = HotGroups()
    /// The additive stacks (T8.7), drawn after the group loop of each frame.
    let hotStacks = HotStacks()
    private(set) var scheduled: [ScheduledAction] = []
    /// The transitions started on this engine and their completeTransition counts (IdleInvariants, stress).
    public let transitionLedger = TransitionLedger()
    /// The controllers the app let go of, watched until they are freed (ST2.9).
    public let releasedControllers = ReleasedControllers()
    private var nextSequence = 0
    private var frameObservers: [(id: Int, observer: (Engine) -> Void)] = []
    private var idleActions: [() -> Void] = []
    private var diagnosticObservers: [(Diagnostic) -> Void] = []
    private var eventObservers: [(TraceEvent) -> Void] = []
    private let eventQueue = EventQueue()
    /// Views marked with `setNeedsLayout()` since the last layout pass (View+Layout.swift).
    var pendingLayout: [View] = []
    /// Layout passes running now (nested `layoutIfNeeded` calls), to stop a layout that never settles.
    var layoutNesting = 0
    /// The layout pass scheduled for a later turn, if any.
    var scheduledLayoutPass: ScheduledAction?
    /// Auto Layout sessions with changes since the last pass (View+Layout.swift).
    var pendingConstraintLayouts: [ConstraintLayout] = []
    /// Where keyboard (and app) notifications are posted (UIKit's `NotificationCenter.default`).
    public let notificationCenter = AppNotificationCenter()

    /// Asked every few frames while time moves: true stops `advance` and `runUntilIdle` where they
    /// are (the host's time budget ran out). Long clock advances are Swift loops that no Lua hook
    /// can interrupt, so the host's limits reach them only through this.
    public var shouldStop: (() -> Bool)?
    /// Set when `shouldStop` cut an advance short; the host clears it.
    public var wasStopped = false
    /// Frames between two `shouldStop` checks (a frame costs microseconds).
    static let stopCheckInterval = 64

    /// Creates an engine and makes it the current one on this thread. A frame rate that is not a
    /// positive number falls back to 60 Hz, with a diagnostic.
    public init(frameRate: Double = 60) {
        let valid = frameRate > 0 && frameRate.isFinite
        self.frameRate = valid ? frameRate : 60
        makeCurrent()
        if !valid { report(Diagnostic(kind: .invalidValue, message: "frameRate \(frameRate) is not a positive number; using 60 Hz")) }
    }

    deinit {
        if EngineThreadLocal.current === self { EngineThreadLocal.current = nil }
    }

    /// The current engine of this thread.
    public static var current: Engine? { EngineThreadLocal.current }

    /// Makes this engine the one `View.animate` and friends use on this thread.
    public func makeCurrent() { EngineThreadLocal.current = self }

    /// The open animation block on this thread's current engine, if any.
    @inline(__always)
    static var currentAnimationContext: AnimationContext? {
        EngineThreadLocal.unretainedCurrent?._withUnsafeGuaranteedRef { $0.contextStack.last }
    }

    func makeSequence() -> Int {
        nextSequence += 1
        return nextSequence
    }

    // MARK: - Diagnostics

    /// Records a diagnostic, stamped with the current time.
    public func report(_ diagnostic: Diagnostic) {
        var stamped = diagnostic
        stamped.time = now
        diagnostics.append(stamped)
        if let retainedEvents, diagnostics.count >= 2 * max(retainedEvents, 1) { trimDiagnostics() }
        for observer in diagnosticObservers { observer(stamped) }
        let detail = stamped.source.map { "\(stamped.message) (\($0))" } ?? stamped.message
        record(TraceEvent(category: .diagnostic, subject: stamped.subject ?? "", name: stamped.kind.rawValue, detail: detail))
    }

    /// Calls `observer` for every diagnostic reported from now on.
    public func onDiagnostic(_ observer: @escaping (Diagnostic) -> Void) { diagnosticObservers.append(observer) }

    // MARK: - Events

    /// Records an event, stamped with the current time and frame.
    public func record(_ event: TraceEvent) {
        var stamped = event
        stamped.time = now
        stamped.frame = frameIndex
        events.append(stamped)
        for observer in eventObservers { observer(stamped) }
    }

    /// Records an event from its parts.
    public func record(_ category: TraceEvent.Category, _ subject: String, _ name: String, _ detail: String = "") {
        record(TraceEvent(category: category, subject: subject, name: name, detail: detail))
    }

    /// Calls `observer` for every event recorded from now on.
    public func onEvent(_ observer: @escaping (TraceEvent) -> Void) { eventObservers.append(observer) }

    // MARK: - Scheduling

    /// Runs `action` at engine time `time` (or as soon as time moves, if `time` is already past).
    /// With `keepsBusy` false the action waits for the clock without keeping the engine from being
    /// idle: `runUntilIdle` returns before it, and it runs when an advance reaches its time (a
    /// scenario's `at()`: it must not move the scenario's `untilIdle` past its own time).
    @discardableResult
    public func schedule(at time: Double, keepsBusy: Bool = true, _ action: @escaping () -> Void) -> ScheduledAction {
        let item = ScheduledAction(time: max(time, now), sequence: makeSequence(), keepsBusy: keepsBusy, action: action)
        scheduled.append(item)
        eventQueue.added(item)
        return item
    }

    /// Runs `action` after `delay` seconds of engine time.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ScheduledAction {
        schedule(at: now + max(delay, 0), action)
    }

    /// Runs `action` at the current time, after the code running now returns (the next run-loop turn).
    @discardableResult
    public func async(_ action: @escaping () -> Void) -> ScheduledAction { schedule(at: now, action) }

    /// Calls `observer` after every rendered frame. Returns a token for `removeFrameObserver`.
    @discardableResult
    public func onFrame(_ observer: @escaping (Engine) -> Void) -> Int {
        let id = makeSequence()
        frameObservers.append((id, observer))
        return id
    }

    public func removeFrameObserver(_ id: Int) { frameObservers.removeAll { $0.id == id } }

    /// Calls `action` once, after the next rendered frame: for checks about what reaches the screen,
    /// once everything due at the current instant has run.
    public func afterNextFrame(_ action: @escaping () -> Void) {
        var token = 0
        token = onFrame { engine in
            engine.removeFrameObserver(token)
            engine.pendingAfterNextFrame.remove(token)
            action()
        }
        pendingAfterNextFrame.insert(token)
    }

    /// The `afterNextFrame` actions not run yet: `discardEverything` drops them (they hold what
    /// they check: a transition completed with no frame after it, the engine through it).
    private var pendingAfterNextFrame: Set<Int> = []

    /// Calls `action` once, after the first rendered frame at which nothing animates and nothing is
    /// scheduled: for checks about what stays on screen once everything has settled.
    /// `runUntilIdle` also runs them when it finds the engine idle without rendering a frame (a
    /// transition that completed at once), so a scenario's `untilIdle()` sees their diagnostics.
    public func afterIdle(_ action: @escaping () -> Void) {
        idleActions.append(action)
    }

    /// Runs the `afterIdle` actions once idle. Actions they add wait for the next idle point.
    private func runIdleActions() {
        guard !idleActions.isEmpty, isIdle else { return }
        let due = idleActions
        idleActions = []
        for action in due { action() }
    }

    /// Runs `body` with new animation blocks put on `timeline` (a transition's animations).
    public func withTimeline<Result>(_ timeline: Timeline, _ body: () throws -> Result) rethrows -> Result {
        timelineStack.append(timeline)
        defer { timelineStack.removeLast() }
        return try body()
    }

    /// Makes a timeline that follows engine time until paused, seeked or driven.
    public func makeTimeline(name: String) -> Timeline {
        let timeline = Timeline(engine: self, name: name)
        timeline.seek(to: 0)
        return timeline
    }

    // MARK: - Groups

    func add(_ group: AnimationGroup) {
        group.origin = animationOrigin
        activeGroups.append(group)
        group.startRunning()
        eventQueue.added(group)
    }

    /// Ends every animation and scheduled action without running a completion: a host done with
    /// this engine for good. A running animation and its views hold each other (the views' slots
    /// ↔ the group's tracks), as a running property animator and its groups do, so a world torn
    /// down mid-animation would never be freed otherwise.
    public func discardEverything() {
        for entry in propertyAnimators { entry.animator?.discardGroups() }
        propertyAnimators.removeAll()
        for group in activeGroups { group.discard() }
        activeGroups.removeAll()
        for action in scheduled { action.cancel() }
        scheduled.removeAll()
        idleActions.removeAll()  // their checks hold the views they check
        for token in pendingAfterNextFrame { removeFrameObserver(token) }
        pendingAfterNextFrame.removeAll()
        pendingConstraintLayouts.removeAll()
        eventQueue.invalidate()
    }

    /// The property animators made on this engine, weakly: `discardEverything` reaches the ones
    /// whose groups have ended while they still run (their groups and they hold each other).
    private var propertyAnimators: [WeakAnimator] = []
    private struct WeakAnimator { weak var animator: PropertyAnimator? }

    func register(_ animator: PropertyAnimator) {
        propertyAnimators.removeAll { $0.animator == nil }
        propertyAnimators.append(WeakAnimator(animator: animator))
    }

    /// Something that moves event times changed (a timeline's mode): recompute them.
    func eventsChanged() { eventQueue.invalidate() }

    /// Ends `group` now and calls its completion.
    func finish(_ group: AnimationGroup, ranToEnd: Bool) {
        let (completion, finished) = group.end(ranToEnd: ranToEnd)
        completion?(finished)
    }

    // MARK: - Time

    /// True when nothing is animating and nothing is scheduled.
    public var isIdle: Bool {
        activeGroups.allSatisfy(\.isFinished) && scheduled.allSatisfy { $0.isCancelled || !$0.keepsBusy }
    }

    /// Moves time forward by `seconds`, rendering every frame on the way.
    public func advance(by seconds: Double) { advance(to: now + max(seconds, 0)) }

    /// Moves time forward by whole frames.
    public func advance(frames: Int) {
        for _ in 0..<max(frames, 0) {
            advance(to: Double(frameIndex + 1) / frameRate)
            if wasStopped { return }
        }
    }

    /// Moves time forward to `time`, rendering every frame on the way.
    public func advance(to time: Double) {
        makeCurrent()
        runEvents(upTo: now)
        while true {
            let nextFrame = Double(frameIndex + 1) / frameRate
            guard nextFrame <= time + Self.timeTolerance else { break }
            if frameIndex % Self.stopCheckInterval == 0, let shouldStop, shouldStop() {
                wasStopped = true
                return
            }
            // Events computed on another grid (touch samples, k / 120 s from a start) can land a
            // rounding error after the frame they coincide with; they still come before it.
            runEvents(upTo: nextFrame + Self.timeTolerance)
            now = nextFrame
            frameIndex += 1
            renderFrame()
        }
        if time > now {
            runEvents(upTo: time)
            now = time
        }
    }

    /// Advances frame by frame until idle, at most `limit` seconds. Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(limit: Double = 60) -> Bool {
        let end = now + limit
        runEvents(upTo: now)
        while !isIdle {
            guard now < end, !wasStopped else { return false }
            advance(frames: 1)
        }
        runIdleActions()
        return true
    }

    /// Computes every animating view's presentation values at the current time, then notifies observers.
    public func renderFrame() {
        let time = now
        let layerTiming = usesLayerTiming
        hotStacks.prepare()  // first: it gives groups their progress cells, which their records copy
        hotGroups.prepare(activeGroups)
        let progressCells = hotStacks.cells
        if layerTiming {
            // Each view's tracks follow its layer's time (CA1): every group renders itself.
            activeGroups.withUnsafeBufferPointer { groups in
                for index in 0..<groups.count {
                    // `activeGroups` keeps every group alive through the loop: borrowing each one
                    // unretained saves a retain/release pair per group.
                    Unmanaged.passUnretained(groups[index])._withUnsafeGuaranteedRef { group in
                        if !group.isFinished { group.render(at: time, layerTiming: true, progressCells: progressCells) }
                    }
                }
            }
        } else {
            hotGroups.render(at: time, progressCells: progressCells)
        }
        // Stacked properties show the sum of every animation of them (T8.7); in layer time, each
        // group's newest stacks were drawn with it (`renderInLayerTime`).
        if !layerTiming { hotStacks.render(at: time) }
        if hotGroups.takeFinished() { activeGroups.removeAll(where: \.isFinished) }
        scheduled.removeAll(where: \.isCancelled)
        for (_, observer) in frameObservers { observer(self) }
        runIdleActions()
    }

    /// Fires, in time order, every completion and scheduled action due at or before `time`.
    private func runEvents(upTo time: Double) {
        while let event = eventQueue.next(upTo: time, engine: self, groups: activeGroups, actions: scheduled) {
            now = max(now, event.time)
            switch event.kind {
            case let .group(group):
                finish(group, ranToEnd: true)
            case let .action(action):
                action.fire()
            }
        }
    }
}
