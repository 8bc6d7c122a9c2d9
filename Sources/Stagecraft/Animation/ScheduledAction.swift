/// Work the engine runs at a given engine time (a timer, a deferred completion, the end of a drive).
public final class ScheduledAction {
    public let time: Double
    let sequence: Int
    private(set) var action: (() -> Void)?
    /// Whether the engine is busy while this waits (see `Engine.schedule(at:keepsBusy:_:)`).
    let keepsBusy: Bool

    init(time: Double, sequence: Int, keepsBusy: Bool = true, action: @escaping () -> Void) {
        self.time = time
        self.sequence = sequence
        self.keepsBusy = keepsBusy
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
