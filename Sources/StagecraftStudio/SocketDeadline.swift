import FlyingSocks
import Foundation

/// A wait on a client that ran past its deadline (`StudioLimits.idleSeconds`).
struct DeadlinePassed: Error {}

/// Monotonic seconds, the clock of every deadline here.
func uptime() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Runs `body`, cancelled (and `DeadlinePassed` thrown) if it has not finished by `deadline`
/// (`uptime()` seconds; nil: no deadline). FlyingSocks' waits end on cancellation, so a client
/// that stops sending, or stops reading what it is sent, holds nothing past its deadline.
func withDeadline<T: Sendable>(_ deadline: Double?, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    guard let deadline else { return try await body() }
    return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            let wait = deadline - uptime()
            if wait > 0 { try await Task.sleep(nanoseconds: UInt64(wait * 1e9)) }
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw DeadlinePassed() }
        return value
    }
}

extension AsyncSocket {
    /// What has arrived (1 to `count` bytes), waiting until `deadline` at most.
    func read(atMost count: Int, before deadline: Double?) async throws -> [UInt8] {
        try await withDeadline(deadline) { try await self.read(atMost: count) }
    }

    /// Writes all of `data`, or throws once `deadline` passes (a client that reads nothing).
    func write(_ data: Data, before deadline: Double) async throws {
        try await withDeadline(deadline) { try await self.write(data) }
    }
}
