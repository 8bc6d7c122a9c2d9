import Foundation
import StagecraftLua

/// How `stagecraft watch` prints: straight to the file descriptor (unbuffered, in order with the
/// scenario reporter, and visible at once through a pipe), colour only on a terminal.
package struct WatchOutput {
    let color: Bool
    private let directory = FileManager.default.currentDirectoryPath

    package init(color: Bool) { self.color = color }

    package func line(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

    package func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    private func red(_ text: String) -> String { color ? "\u{1B}[31m\(text)\u{1B}[0m" : text }

    /// A path relative to the working directory when it is under it (as the user typed it).
    package func display(_ path: String) -> String {
        let base = FileWatcher.canonical(directory + "/x")
        let prefix = (base as NSString).deletingLastPathComponent + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    /// One script's reload: its new generation and latency, or its error at `file:line` and the
    /// generation hot reload keeps — which the scenarios do not run: they load the saved file, as
    /// their results below it say (the message must agree with what ran).
    func describe(_ report: HotReloader.Report) -> String {
        let name = display(report.script)
        guard let error = report.error else {
            return "  \(name): generation \(report.generation) active (\(report.isHard ? "hard" : "soft") reload, \(milliseconds(report.latency)))"
        }
        // Lua shortens long chunk names to `...tail`; name the file in full, with its line.
        var message = error.message
        if let chunk = error.chunk, let line = error.line, message.hasPrefix("\(chunk):\(line):") {
            let tail = chunk.hasPrefix("...") ? String(chunk.dropFirst(3)) : nil
            let file = tail.map { report.script.hasSuffix($0) ? name : chunk } ?? display(chunk)  // a module's error names the module
            message = "\(file):\(line):" + message.dropFirst("\(chunk):\(line):".count)
        } else if message.hasPrefix(report.script) {
            message = name + message.dropFirst(report.script.count)
        }
        return red("  ✗ \(message)") + "\n" + dim("    (\(error.kind.rawValue) error; hot reload keeps generation \(report.generation), but the scenarios re-run below load the saved file: fix and save again)")
    }
}
