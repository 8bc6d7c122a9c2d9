/// Work the engine runs at a given engine time (a timer, a deferred completion, the end of a drive).
public final class ScheduledAction {
    public let time: Double
    let sequence: Int
    private(set) var action: (() -> Void)?

    init(time: Double, sequence: Int, action: @escaping () -> Void) {
        self.time = time
        self.sequence = sequence
        self.action = action
    }

    public var isCancelled: Bool { action == nil }

    /// Stops the action from running (no effect once it ran).
    public func cancel() { action = nil }

    /// Runs the action once; later calls do nothing.
    func fire() {
        let work = action
        action = nil
        work?()
    }
}
