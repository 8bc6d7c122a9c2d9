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
    public var events: ArraySlice<TraceEvent> {
        let start = min(max(firstEvent - engine.droppedEventCount, 0), engine.events.count)
        return engine.events[start...]
    }

    /// The recorded frames and events as one value.
    public var trace: Trace {
        Trace(frameRate: engine.frameRate, frames: frames, events: Array(events))
    }

    /// Samples every view of the window now.
    private func capture() {
        var views: [ViewSample] = []
        sample(window, parent: nil, into: &views)
        if let last = frames.last, last.index == engine.frameIndex {
            frames[frames.count - 1] = TraceFrame(index: engine.frameIndex, time: engine.now, views: views)
        } else {
            frames.append(TraceFrame(index: engine.frameIndex, time: engine.now, views: views))
        }
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
