/// Every transition an engine started and how many times its `completeTransition` ran: what the
/// idle invariants read for "completeTransition exactly once per transition", and what a stress
/// run reads to find the moments worth perturbing (start time, duration, kind, who started it).
///
/// A record is made once the duration is known (after `transitionDuration(using:)`, T5.7), so the
/// moments of a transition — 25 %, 1 frame before the end — can be computed from it. An engine
/// that bounds what it keeps (`retainedEvents`) keeps at least that many of the most recent
/// records and drops older completed ones in batches (as it does its events).
public final class TransitionLedger {
    public struct Record: Sendable, Hashable {
        public enum Kind: String, Sendable { case present, dismiss, push, pop, tab }
        public var kind: Kind
        /// The trace's name for it: `present(detail)`.
        public var subject: String
        /// The controller shown by the transition and the one it replaces.
        public var to: String
        public var from: String
        /// The navigation or tab bar controller of a push, pop or tab switch.
        public var container: String?
        public var start: Double
        public var duration: Double
        public var interactive: Bool
        /// Who asked for it (a scenario's `file:line`), when the embedder says (`originProvider`).
        public var origin: String?
        /// Calls of `completeTransition` that reached the transition's end (0 while it runs).
        public var completions = 0
        /// The ledger's number for it (records are dropped under `retainedEvents`; numbers stay).
        var id = 0
    }

    public private(set) var records: [Record] = []
    /// Transitions started whose completeTransition has not run yet.
    public private(set) var openCount = 0
    /// Tells where the code that starts a transition is (a scenario host's current `file:line`).
    public var originProvider: (() -> String?)?
    /// Completed records kept at most (the engine's `retainedEvents`); nil keeps all.
    var retained: Int? { didSet { trim() } }
    private var nextID = 0

    public init() {}

    /// Records a transition that starts now; returns its number.
    func opened(_ record: Record) -> Int {
        var record = record
        record.origin = originProvider?()
        nextID += 1
        record.id = nextID
        records.append(record)
        openCount += 1
        trim()
        return nextID
    }

    /// Counts a completeTransition that reached the end of transition `id`.
    func completed(_ id: Int) {
        guard let index = records.lastIndex(where: { $0.id == id }) else { return }
        if records[index].completions == 0 { openCount -= 1 }
        records[index].completions += 1
    }

    /// Drops the oldest completed records once there are twice the bound, down to the bound: in
    /// batches, as the engine trims its events, so a long run pays O(1) per transition instead of
    /// copying the whole ledger each time (soak.transitions_per_s fell from 39,000 to 9,800 /s).
    private func trim() {
        guard let retained, records.count >= 2 * max(retained, 1) else { return }
        var extra = records.count - max(retained, 0)
        records.removeAll { record in
            guard extra > 0, record.completions > 0 else { return false }
            extra -= 1
            return true
        }
    }
}
