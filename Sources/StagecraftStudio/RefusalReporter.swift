import Foundation
import Synchronization

/// Says on the terminal what the studio refused (another host or origin, a request over a limit,
/// a connection past the cap, no descriptor left), so that a page that stops updating, or a
/// flood, is explained where the user is looking. Each kind is said at once the first time, then
/// at most once a second with how many more there were meanwhile: a flood of bad requests must
/// not become a flood of lines.
public final class RefusalReporter: Sendable {
    private let say: @Sendable (String) -> Void
    private let interval: Double
    private struct Seen { var last: Double; var unsaid: Int }
    private let seen = Mutex<[String: Seen]>([:])

    /// `say` prints one line (the command's output); `interval` seconds between lines of one kind.
    public init(interval: Double = 1, say: @escaping @Sendable (String) -> Void) {
        self.interval = interval
        self.say = say
    }

    /// Nothing is said (tests, embedders without a terminal).
    public static let silent = RefusalReporter { _ in }

    /// Reports `message` (after "studio: refused ") under `kind`.
    public func report(_ kind: String, _ message: String) {
        let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
        let line: String? = seen.withLock { seen in
            guard let previous = seen[kind] else {
                seen[kind] = Seen(last: now, unsaid: 0)
                return "studio: refused \(message)"
            }
            guard now - previous.last >= interval else {
                seen[kind]?.unsaid += 1
                return nil
            }
            seen[kind] = Seen(last: now, unsaid: 0)
            return "studio: refused \(message)" + (previous.unsaid > 0 ? " (and \(previous.unsaid) more like it since the last report)" : "")
        }
        if let line { say(line) }
    }
}
