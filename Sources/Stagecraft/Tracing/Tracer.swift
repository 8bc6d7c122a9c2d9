/// Records a run: every rendered frame's view states for one window, and the engine's events
/// (lifecycle, delegate, animator, transition, gesture, diagnostics) from the moment it starts.
///
/// Same inputs, same trace: views are numbered in the order they are first seen (keyed by each
/// view's process-unique serial, so a new view never inherits a freed view's number), and nothing
/// depends on wall time.
public final class Tracer {
    public let engine: Engine
    public let window: Window
    public private(set) var frames: [TraceFrame] = []
    /// The number (in the engine's whole run, `recordedEventCount`) of the first event that
    /// belongs to this trace: a position in `engine.events` would shift when the engine drops
    /// old events (`retainedEvents`).
    private let firstEvent: Int
    private var observer: Int?
    private var ids: [Int: Int] = [:]
    /// The fingers down now (window points), for each frame's `touches`; the tracer does not own
    /// the touch synthesiser, so its owner hands them in.
    public var touchLocations: () -> [Point] = { [] }
    /// The running animations already recorded (by group and re-timing), so each is recorded once.
    private var recorded: Set<AnimationKey> = []
    private struct AnimationKey: Hashable { let sequence: Int, retimings: Int }

    /// Starts recording `window` on `engine`, with the state right now as the first frame.
    public init(engine: Engine, window: Window) {
        self.engine = engine
        self.window = window
        firstEvent = engine.recordedEventCount
        capture()
        observer = engine.onFrame { [weak self] _ in self?.capture() }
    }

    deinit { stop() }

    /// Stops recording; the trace keeps what was recorded.
    public func stop() {
        if let observer { engine.removeFrameObserver(observer) }
        observer = nil
    }

    /// The events recorded since the tracer started (those the engine still retains).
    public var events: RecentList<TraceEvent>.SubSequence {
        let start = min(max(firstEvent - engine.droppedEventCount, 0), engine.events.count)
        return engine.events[start...]
    }

    /// The recorded frames and events as one value.
    public var trace: Trace {
        Trace(frameRate: engine.frameRate, frames: frames, events: Array(events))
    }

    /// The id `view` has in this trace's frames, nil when no frame recorded it.
    public func traceID(of view: View) -> Int? { ids[view.serial] }

    /// Samples every view of the window now.
    private func capture() {
        var views: [ViewSample] = []
        sample(window, parent: nil, into: &views)
        let started = newAnimations()
        let touches = touchLocations()
        if let last = frames.last, last.index == engine.frameIndex {
            frames[frames.count - 1] = TraceFrame(index: engine.frameIndex, time: engine.now, views: views, animations: last.animations + started, touches: touches)
        } else {
            frames.append(TraceFrame(index: engine.frameIndex, time: engine.now, views: views, animations: started, touches: touches))
        }
    }

    /// The running animations not recorded yet that move a view of the window (SD2.5). Views are
    /// numbered first, so an animation whose views are not on screen yet waits for them.
    private func newAnimations() -> [TraceAnimation] {
        var running: Set<AnimationKey> = []
        var found: [TraceAnimation] = []
        for group in engine.activeGroups where !group.isFinished && !group.tracks.isEmpty {
            let key = AnimationKey(sequence: group.sequence, retimings: group.retimings)
            if recorded.contains(key) {
                running.insert(key)
            } else if let animation = describe(group) {
                found.append(animation)
                running.insert(key)
            }
        }
        recorded = running
        return found
    }

    private func describe(_ group: AnimationGroup) -> TraceAnimation? {
        var targets: [TraceAnimation.Target] = []
        var values: [LayerProperties] = []
        for track in group.tracks {
            guard let id = ids[track.view.serial] else { continue }
            let name = track.key.description
            var index = targets.firstIndex { $0.from.id == id }
            if index == nil {
                targets.append(.init(keys: [], from: ViewSample(id: id, parent: nil, name: nil, kind: track.view.kindName, values: track.view.presentation)))
                values.append(track.view.presentation)
                index = targets.count - 1
            }
            guard let index, !targets[index].keys.contains(name) else { continue }  // a later keyframe of the same property
            targets[index].keys.append(name)
            track.from.write(track.key, into: &values[index])
        }
        guard !targets.isEmpty else { return nil }
        for index in targets.indices { targets[index].from.values = values[index] }
        let start: Double
        switch group.clock {
        case let .timeline(timeline, begin): start = timeline.engineTime(at: begin)
        case let .driver(driver): start = (driver as? PropertyAnimator)?.startTime ?? engine.now
        }
        return TraceAnimation(curve: group.curve, start: start, duration: group.duration, repeatCount: group.repeatCount,
                              autoreverses: group.autoreverses, targets: targets)
    }

    private func sample(_ view: View, parent: Int?, into views: inout [ViewSample]) {
        let id = identifier(of: view)
        views.append(ViewSample(
            id: id, parent: parent, name: view.name, kind: view.kindName, values: view.presentation,
            isHidden: view.isHidden, clipsToBounds: view.clipsToBounds, details: view.dumpDetails))
        for subview in view.subviews { sample(subview, parent: id, into: &views) }
    }

    private func identifier(of view: View) -> Int {
        if let id = ids[view.serial] { return id }
        let id = ids.count + 1
        ids[view.serial] = id
        return id
    }
}
