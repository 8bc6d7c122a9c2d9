import Foundation

/// A one-line progress bar on standard error, drawn only when that is a terminal, so logs and
/// pipes get no control characters.
final class ProgressBar {
    private let label: String
    private let enabled: Bool
    private var lastFilled = -1
    private var lastDone = -1

    init(label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        self.enabled = enabled
    }

    /// Redraws for `done` of `total`, at most every few frames, so long renders do not spend
    /// their time printing.
    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let width = 30
        let filled = min(width, done * width / total)
        guard done == total || filled != lastFilled || done - lastDone >= 5 else { return }
        (lastFilled, lastDone) = (filled, done)
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total) frames".utf8))
        if done == total { finish() }
    }

    /// Clears the line.
    func finish() {
        guard enabled, lastDone >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        lastDone = -1
    }
}
