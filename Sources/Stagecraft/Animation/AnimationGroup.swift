/// The animations created by one animation block (or added to one property animator):
/// the unit that shares a clock, a timing curve and a completion.
final class AnimationGroup {
    // MARK: Per-frame state
    // Declared first, because Swift lays out a class's stored properties in declaration order: a
    // frame renders a packed group from its record in `HotGroups` without reaching the object, but
    // a group that renders itself (a property animator's, a keyframe block's) reads these, and
    // together they fill the object's first three cache lines, where spread over its ~0x290 bytes
    // they took seven.

    @exclusivity(unchecked) private(set) var isFinished = false
    let autoreverses: Bool
    // The clock's parts as plain properties: the per-frame path reads them without unpacking the enum.
    // Unretained: `clock` keeps the timeline alive as long as the group, and reaching it with no
    // retain/release per frame matters when thousands of groups share it.
    let timeline: Unmanaged<Timeline>?
    let beginTime: Double
    /// Seconds for one pass over 0…1.
    @exclusivity(unchecked) private(set) var duration: Double
    /// How many times the animation runs (`.infinity` for `.repeat`; fractional counts end mid-cycle,
    /// as `modifyAnimations(withRepeatCount:autoreverses:)` allows).
    let repeatCount: Double
    @exclusivity(unchecked) private(set) var timing: TimingFunction
    /// The group's cell in the engine's `HotStacks.cells` while it is in some stack, else −1: the
    /// frame loop writes the group's eased progress there for the stacks' pass after it.
    @exclusivity(unchecked) var progressCell: Int32 = -1 {
        didSet { if progressCell != oldValue { hotGroups?.changed(self) } }
    }

    // MARK: The group's record in the engine's `HotGroups`

    /// Weak: the engine's `HotGroups` holds the groups it has queued.
    private weak var hotGroups: HotGroups?
    /// Set once the engine runs the group (`Engine.add`): from then on it has a record.
    private(set) var isRunningInEngine = false
    /// The offset of the group's record in `HotGroups`, −1 while it has none.
    var hotRecordOffset = -1
    /// The group's place in `HotGroups`' queue while its record is out of date, else −1.
    var hotQueueIndex = -1

    // MARK: The rest

    /// What tells the group how far it has got.
    enum Clock {
        /// A view animation block: runs on a timeline from `begin` (local time, delay included).
        case timeline(Timeline, begin: Double)
        /// A property animator: its own state machine supplies the progress.
        case driver(AnimationDriver)
    }

    unowned let engine: Engine
    /// The engine's identity, compared without reaching the engine (it may be gone: a view can
    /// outlive the engine of an animation still in its slots).
    let engineID: ObjectIdentifier
    let sequence: Int
    let clock: Clock
    /// Strong, as UIKit keeps a running property animator alive (its groups and it hold each
    /// other until it ends); `discard()` lets go when a host drops the whole engine.
    private var driver: AnimationDriver?
    /// The property animator driving the group, if one does (hit-testing asks, T7.10).
    var propertyAnimator: PropertyAnimator? { driver as? PropertyAnimator }
    /// A keyframe block's curve over the whole block (keyframes are linear inside it).
    let outerTiming: TimingFunction?
    /// The x and y timing of a center, when a spring's initial velocity is a vector (T12.5); the
    /// packed per-frame form has one easing for every track, so it is not used then.
    var axisTiming: AxisTiming? {
        didSet { invalidateHotTracks() }
    }
    /// The timing in the words of the API that made the group, for the trace (SD2.5).
    private(set) var curve: String
    /// How many times the group was re-timed (a property animator continued with new timing): the
    /// tracer records each timing as an animation of its own.
    private(set) var retimings = 0
    // Hot per-frame state: exclusivity is guaranteed by the engine's single-threaded use, so the
    // dynamic checks (a large share of a frame) are turned off for these properties.
    @exclusivity(unchecked) private(set) var tracks: ContiguousArray<AnimationTrack> = []
    var completion: ((Bool) -> Void)?
    /// Where a script started the group (`Engine.startingAnimations(from:)`), for `busyWork`.
    var origin: AnimationOrigin?
    /// Set when other groups share the completion (`modifyAnimations` inside the block).
    var barrier: CompletionBarrier?
    /// The additive stacks the group's stacked tracks follow, one per stacked property (T8.7), and
    /// those of them the group renders outside the frame loop (where it is the newest animation).
    @exclusivity(unchecked) var stacks: [AdditiveStack] = []
    @exclusivity(unchecked) var drawnStacks: [AdditiveStack] = []
    /// Set when another animation took over one of the group's properties (completion gets false).
    private(set) var wasInterrupted = false
    /// `stackedProgress` of the last engine time asked.
    @exclusivity(unchecked) private var stackedTime = -Double.infinity
    @exclusivity(unchecked) private var stackedValue = (shaped: 0.0, eased: 0.0, linear: false)

    init(engine: Engine, sequence: Int, clock: Clock, duration: Double, timing: TimingFunction, outerTiming: TimingFunction? = nil,
         autoreverses: Bool = false, repeatCount: Double = 1, curve: String) {
        self.engine = engine
        engineID = ObjectIdentifier(engine)
        self.sequence = sequence
        self.clock = clock
        switch clock {
        case let .timeline(timeline, begin): (self.timeline, beginTime, driver) = (.passUnretained(timeline), begin, nil)
        case let .driver(driver): (timeline, beginTime, self.driver) = (nil, 0, driver)
        }
        self.duration = duration
        self.timing = timing
        self.outerTiming = outerTiming
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount > 0 && !repeatCount.isNaN ? repeatCount : 1
        self.curve = curve
        hotGroups = engine.hotGroups
    }

    /// The engine runs the group from now on: its first frame gives it a record.
    func startRunning() {
        isRunningInEngine = true
        hotGroups?.changed(self)
    }

    // MARK: - Tracks

    /// The index of this group's last track for `key` of `view`.
    func lastTrackIndex(of view: View, _ key: AnimatableKey) -> Int? {
        tracks.lastIndex { $0.view === view && $0.key == key }
    }

    func append(_ track: AnimationTrack) {
        noteLayerTime(of: track.view)
        tracks.append(track)
        invalidateHotTracks()
    }

    func setTarget(_ value: AnimatableValue, ofTrackAt index: Int) {
        tracks[index].retarget(value)
        invalidateHotTracks()
    }

    /// Changes the tracks in place (keyframe paths, additive stacks); the per-frame form is rebuilt.
    func updateTracks(_ change: (inout ContiguousArray<AnimationTrack>) -> Void) {
        change(&tracks)
        invalidateHotTracks()
    }

    /// Drops the tracks of `key` of `view` because another animation took the property over.
    func yield(_ view: View, _ key: AnimatableKey) {
        let stack = additiveStack(of: view, key)
        let before = tracks.count
        tracks.removeAll { $0.view === view && $0.key == key }
        guard tracks.count != before else { return }
        if let stack {
            stacks.removeAll { $0 === stack }
            if stacks.isEmpty { progressCell = -1 }
            stack.remove(self)
        }
        invalidateHotTracks()
        wasInterrupted = true
        if tracks.isEmpty { engine.eventsChanged() }  // nothing left to animate: it ends now
    }

    /// Drops every track of `view` (its animations were removed), the animations stacked with them too.
    func removeTracks(of view: View) {
        for key in AnimatableKey.allCases where view.animationSlots[key] === self {
            let stacked = additiveStack(of: view, key)?.groups ?? []
            yield(view, key)
            for other in stacked where other !== self { other.yield(view, key) }
            view.animationSlots[key] = nil
            view.showModelValue(of: key)
        }
    }

    /// Makes the values on screen the new start of the motion (a property animator continued with new
    /// timing): progress `position` becomes 0 (or, when `reversed`, 1 with the tracks ending at the
    /// current values), and the tracks are re-spanned to match.
    func rebase(at position: Double, reversed: Bool, timing newTiming: TimingFunction, duration newDuration: Double, curve newCurve: String) {
        tracks = ContiguousArray(tracks.map { track in
            let current = track.view.presentation.value(of: track.key)
            let started = position > track.spanStart
            if reversed {
                let scale = position > 0 ? 1 / position : 0
                return AnimationTrack(
                    view: track.view, key: track.key, from: track.from, to: started ? current : track.from,
                    spanStart: started ? track.spanStart * scale : 1, spanEnd: 1,
                    holdsBeforeStart: track.holdsBeforeStart, isDiscrete: track.isDiscrete)
            }
            let remaining = 1 - position
            let start = started || remaining <= 0 ? 0 : (track.spanStart - position) / remaining
            return AnimationTrack(
                view: track.view, key: track.key, from: started ? current : track.from, to: track.to,
                spanStart: start, spanEnd: 1, holdsBeforeStart: track.holdsBeforeStart, isDiscrete: track.isDiscrete)
        })
        timing = newTiming
        duration = newDuration
        curve = newCurve
        retimings += 1
        invalidateHotTracks()
    }

    // MARK: - Progress

    /// Group progress 0…1 for `elapsed` seconds since the group began (its delay excluded).
    func progress(elapsed: Double) -> Double {
        Self.progress(elapsed: elapsed, duration: duration, autoreverses: autoreverses, repeatCount: repeatCount)
    }

    /// `progress(elapsed:)` of a group with these settings (`HotGroups` computes it from its records).
    @inline(__always)
    static func progress(elapsed: Double, duration: Double, autoreverses: Bool, repeatCount: Double) -> Double {
        guard duration > 0 else { return 1 }
        var cycles = elapsed / duration
        if cycles <= 0 { return 0 }
        let span = autoreverses ? 2.0 : 1.0
        let total = span * repeatCount
        if cycles >= total {
            // Ended: where the last (possibly partial) cycle stopped.
            let phase = total.truncatingRemainder(dividingBy: span)
            if phase == 0 { return autoreverses ? 0 : 1 }
            cycles = phase
        } else if cycles >= span {
            cycles = cycles.truncatingRemainder(dividingBy: span)
        }
        return autoreverses && cycles > 1 ? 2 - cycles : cycles
    }

    /// Layer time (CA1): how far ahead of the group's timeline each animated view's layer time was
    /// when its tracks were added, so each view's animation begins at its own layer's current time.
    /// Empty until some layer has timing of its own (AnimationGroup+LayerTime.swift).
    var layerTimeShifts: [ObjectIdentifier: Double] = [:]

    /// Local time (on its timeline) at which the group ends, or nil if it never does.
    var endLocalTime: Double? {
        guard case let .timeline(_, begin) = clock, repeatCount.isFinite else { return nil }
        return begin + duration * (autoreverses ? 2 : 1) * repeatCount
    }

    /// The group's progress at engine time `time`, and whether values follow it linearly.
    @inline(__always)
    func fraction(at time: Double) -> (fraction: Double, linear: Bool) {
        if let timeline {
            let local = timeline._withUnsafeGuaranteedRef { $0.localTime(at: time) }
            return (progress(elapsed: local - beginTime), false)
        } else if let driver {
            return (driver.fraction(at: time), driver.scrubsLinearlyNow)
        }
        return (1, false)
    }

    /// The progress stacks read (T8.7), computed once per engine time however many of the group's
    /// properties are stacked: the shaped fraction, the eased value of whole-span tracks, linearity.
    /// `layerTiming` is the engine's `usesLayerTiming` (see `render(at:layerTiming:progressCells:)`).
    func stackedProgress(at time: Double, of view: View, layerTiming: Bool) -> (shaped: Double, eased: Double, linear: Bool) {
        let inLayerTime = layerTiming && timeline != nil
        if time == stackedTime, !inLayerTime { return stackedValue }
        let (fraction, linear) = inLayerTime ? (fraction(at: time, of: view), false) : fraction(at: time)
        let shaped = outerTiming.map { $0.progress(elapsed: fraction, duration: 1) } ?? fraction
        let eased = linear ? shaped : timing.progress(elapsed: shaped * duration, duration: duration)
        (stackedTime, stackedValue) = (time, (shaped, eased, linear))
        return stackedValue
    }

    /// Writes every track's value at engine time `time` into the views' presentation values, the
    /// stacks the group draws included (T8.7): outside the frame loop (a timeline moved, a property
    /// animator scrubbed), where no stacks' pass follows.
    func render(at time: Double) {
        let layerTiming = engine.usesLayerTiming
        if layerTiming, timeline != nil { return renderInLayerTime(at: time) }
        _ = renderOwnTracks(at: time)
        for stack in drawnStacks { stack.render(at: time, layerTiming: layerTiming) }
    }

    /// The frame loop's `render(at:)` of a group that is not packed in `HotGroups` (and of every group
    /// in layer time): the group's own tracks, and its eased progress into its cell of
    /// `progressCells` (`HotStacks.cells`), from which the stacks' pass after the loop draws the
    /// stacked properties. `layerTiming` is the engine's `usesLayerTiming`, read once per frame:
    /// reaching it through the unowned `engine` costs an atomic side-table access per group (the
    /// engine has weak references, so its unowned ones take the slow path).
    func render(at time: Double, layerTiming: Bool, progressCells: UnsafeMutablePointer<Double>) {
        if layerTiming, timeline != nil { return renderInLayerTime(at: time) }
        let eased = renderOwnTracks(at: time)
        if progressCell >= 0 { progressCells[Int(progressCell)] = eased }
    }

    /// Writes the tracks not stacked, one by one; returns the eased progress stacks read
    /// (`stackedProgress`), computed only while the group has a progress cell.
    private func renderOwnTracks(at time: Double) -> Double {
        let (fraction, linear) = fraction(at: time)
        let shaped = outerTiming.map { $0.progress(elapsed: fraction, duration: 1) } ?? fraction
        for index in tracks.indices where !tracks[index].isStacked {
            tracks[index].apply(progress: shaped, groupDuration: duration, timing: timing, linear: linear, axes: axisTiming)
        }
        guard progressCell >= 0 else { return 0 }
        return linear ? shaped : timing.progress(elapsed: shaped * duration, duration: duration)
    }

    /// True when `HotGroups` can render the group's own tracks from its record: every track not
    /// stacked spans 0…1 continuously, and no outer (keyframe block) timing or per-axis spring shapes
    /// the progress. (A group on a timeline only: a property animator's progress is its own.)
    var isPackable: Bool {
        outerTiming == nil && axisTiming == nil && tracks.allSatisfy { $0.isStacked || $0.isPackable }
    }

    /// After a change to `tracks` or the timing: what copies them (the stacks' cached lanes, the
    /// group's record, whose view pointers may no longer be kept alive) is renewed before the next frame.
    private func invalidateHotTracks() {
        for stack in stacks { stack.forget(self) }
        hotGroups?.changed(self)
    }

    // MARK: - End

    /// Puts each animated property's start value back in the model (the group ran back to its
    /// start). Tracks latest first, so a property with several keyframes ends at the first one's start.
    func restoreStartValues() {
        for track in tracks.reversed() { track.from.write(track.key, into: &track.view.model) }
    }

    /// Releases the group's properties (their presentation returns to the model) and marks it finished.
    /// Returns the completion to call, with the `finished` flag it should get.
    /// Ends the group for good without its completion, and lets go of its driver.
    func discard() {
        _ = end(ranToEnd: false)
        driver = nil
    }

    func end(ranToEnd: Bool) -> (completion: ((Bool) -> Void)?, finished: Bool) {
        guard !isFinished else { return (nil, false) }
        isFinished = true
        for stack in stacks { leave(stack) }
        for track in tracks where !track.isStacked && track.view.animationSlots[track.key] === self {
            track.view.animationSlots[track.key] = nil
            track.view.showModelValue(of: track.key)
        }
        tracks.removeAll()
        invalidateHotTracks()
        hotGroups?.finished(self)
        let work = completion
        completion = nil
        return (work, ranToEnd && !wasInterrupted)
    }
}

/// Supplies the progress of a group that is not on a timeline (a property animator).
protocol AnimationDriver: AnyObject {
    /// Progress 0…1 at engine time `time`.
    func fraction(at time: Double) -> Double
    /// True while values should follow progress linearly (a paused animator that scrubs linearly).
    var scrubsLinearlyNow: Bool { get }
}
