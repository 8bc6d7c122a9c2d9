/// Bounded retention of events and diagnostics, for hosts that run for hours.
///
/// The engine records every call, callback and transition step; a present/dismiss round trip adds
/// a few dozen events, so an engine that lives as long as its host (a studio, `watch`, an app's
/// run loop) would grow by kilobytes per round trip forever. With `retainedEvents = n`, the engine
/// keeps at least the `n` most recent events and diagnostics: when a list reaches `2n`, its oldest
/// entries are dropped down to `n` in one move, so recording stays O(1) amortised instead of
/// shifting the list on every event. Dropped entries are counted; observers (`onEvent`,
/// `onDiagnostic`) saw them as they were recorded. Each list is trimmed on its own.
extension Engine {
    /// Events recorded since the engine started, dropped ones included: the event at
    /// `events[i]` is number `droppedEventCount + i` of the run.
    public var recordedEventCount: Int { droppedEventCount + events.count }

    /// Drops the oldest events beyond `retainedEvents` (nothing when it is nil).
    func trimEvents() {
        guard let retainedEvents, events.count > max(retainedEvents, 0) else { return }
        let extra = events.count - max(retainedEvents, 0)
        events.removeFirst(extra)
        droppedEventCount += extra
    }

    /// Drops the oldest diagnostics beyond `retainedEvents` (nothing when it is nil).
    func trimDiagnostics() {
        guard let retainedEvents, diagnostics.count > max(retainedEvents, 0) else { return }
        let extra = diagnostics.count - max(retainedEvents, 0)
        diagnostics.removeFirst(extra)
        droppedDiagnosticCount += extra
    }
}
