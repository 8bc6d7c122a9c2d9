import Foundation

/// SIGINT and SIGTERM for `stagecraft watch`, caught so the watch loop ends cleanly (exit 0)
/// instead of being killed mid-write; the loop checks the flag between waits of at most 0.1 s.
///
/// The loop only sees the flag between steps, and a step can be long (a huge tree to scan, a
/// scenario file still running): a signal must stop the watch regardless. So each signal also
/// starts a deadline: if the loop has not finished `grace` seconds later, the process says
/// goodbye and ends at once (`_exit`: the busy threads are simply dropped, as a kill would).
package final class StopSignal: @unchecked Sendable {
    /// Seconds the loop has to notice a signal before the process ends without it.
    static let grace = 1.0

    private let lock = NSLock()
    private var received: String?
    private var finished = false
    private var sources: [DispatchSourceSignal] = []
    /// Prints the last line when the deadline ends the process.
    private let farewell: (String) -> Void

    package init(farewell: @escaping (String) -> Void) {
        self.farewell = farewell
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            signal(number, SIG_IGN)  // delivered to the dispatch source instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.set(name) }
            source.resume()
            sources.append(source)
        }
    }

    private func set(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        guard received == nil else { return }
        received = name
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { [self] in forceStop() }
    }

    /// The loop is done (it saw the signal, or stopped for its own reasons). False when the
    /// deadline got there first and the process is already ending.
    func finish() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return false }
        finished = true
        return true
    }

    private func forceStop() {
        guard finish() else { return }
        farewell(name)
        fflush(nil)  // whatever print still buffers
        _exit(0)
    }

    var isSet: Bool { name != "" }

    var name: String {
        lock.lock()
        defer { lock.unlock() }
        return received ?? ""
    }
}
