/// Bounded retention of events and diagnostics, for hosts that run for hours.
///
/// The engine records every call, callback and transition step; a present/dismiss round trip adds
/// a few dozen events, so an engine that lives as long as its host (a studio, `watch`, an app's
/// run loop) would grow by kilobytes per round trip forever. With `retainedEvents = n`, the engine
/// keeps at least the `n` most recent events and diagnostics: when a list reaches `2n`, its oldest
/// entries are dropped down to `n` in one move, so recording stays O(1) (events: `RecentList`, a
/// ring of `2n` slots allocated once). Dropped entries are counted; observers (`onEvent`, `onDiagnostic`)
/// saw them as they were recorded. Each list is trimmed on its own.
extension Engine {
    /// Events recorded since the engine started, dropped ones included: the event at
    /// `events[i]` is number `droppedEventCount + i` of the run.
    public var recordedEventCount: Int { droppedEventCount + events.count }

    /// Events dropped so far to stay within `retainedEvents`.
    public var droppedEventCount: Int { events.droppedCount }

    /// Drops the oldest diagnostics beyond `retainedEvents` (nothing when it is nil). Diagnostics
    /// are rare (none in a healthy run), so their list is a plain array trimmed in place.
    func trimDiagnostics() {
        guard let retainedEvents, diagnostics.count > max(retainedEvents, 0) else { return }
        let extra = diagnostics.count - max(retainedEvents, 0)
        diagnostics.removeFirst(extra)
        droppedDiagnosticCount += extra
    }
}
