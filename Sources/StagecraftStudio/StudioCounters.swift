import Synchronization

/// What a server's connections have cost so far: how many are open (the cap counts them), the
/// bytes read off them, and the most bytes held for one request head, so tests can check the
/// limits by bytes rather than by time (no test may depend on the machine's speed).
public final class StudioCounters: Sendable {
    private struct Values {
        var open = 0
        var bytesRead = 0
        var largestHead = 0
    }

    private let values = Mutex(Values())

    public init() {}

    public var openConnections: Int { values.withLock { $0.open } }
    public var bytesRead: Int { values.withLock { $0.bytesRead } }
    /// The most bytes buffered while reading one request head.
    public var largestHead: Int { values.withLock { $0.largestHead } }

    /// Counts a new connection unless `limit` are open already; false: refuse it.
    func open(limit: Int) -> Bool {
        values.withLock { values in
            guard values.open < limit else { return false }
            values.open += 1
            return true
        }
    }

    func close() { values.withLock { $0.open -= 1 } }

    func read(_ count: Int, holding held: Int? = nil) {
        values.withLock { values in
            values.bytesRead += count
            if let held { values.largestHead = max(values.largestHead, held) }
        }
    }
}
