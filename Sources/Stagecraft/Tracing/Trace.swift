/// A recorded run: frames of view states and the events between them.
public struct Trace: Hashable, Sendable {
    public var frameRate: Double
    public var frames: [TraceFrame]
    public var events: [TraceEvent]

    public init(frameRate: Double, frames: [TraceFrame], events: [TraceEvent]) {
        self.frameRate = frameRate
        self.frames = frames
        self.events = events
    }

    /// The frame rendered at `time` (the last one at or before it).
    public func frame(at time: Double) -> TraceFrame? {
        frames.last { $0.time <= time + 1e-9 }
    }

    public var diagnostics: [TraceEvent] { events.filter { $0.category == .diagnostic } }
}
