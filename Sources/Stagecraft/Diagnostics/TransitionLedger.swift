/// Every transition an engine started and how many times its `completeTransition` ran: what the
/// idle invariants read for "completeTransition exactly once per transition", and what a stress
/// run reads to find the moments worth perturbing (start time, duration, kind, who started it).
///
/// A record is made once the duration is known (after `transitionDuration(using:)`, T5.7), so the
/// moments of a transition — 25 %, 1 frame before the end — can be computed from it.
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
    }

    public private(set) var records: [Record] = []
    /// Tells where the code that starts a transition is (a scenario host's current `file:line`).
    public var originProvider: (() -> String?)?

    public init() {}

    /// The index of the new record.
    func opened(_ record: Record) -> Int {
        var record = record
        record.origin = originProvider?()
        records.append(record)
        return records.count - 1
    }

    func completed(_ index: Int) {
        guard records.indices.contains(index) else { return }
        records[index].completions += 1
    }

    /// Forgets everything (a host reused for another run, or discarding its world).
    public func reset() { records.removeAll() }
}
