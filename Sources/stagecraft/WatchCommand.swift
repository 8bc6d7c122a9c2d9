import ArgumentParser
import Foundation

/// `stagecraft watch`: a placeholder until hot reload (the `reload` branch) is merged; then it
/// will re-run the affected scenarios on each save and print results and reload latency.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Not available yet: re-running scenarios on save needs hot reload, which has not landed.")

    @Argument(help: "Scenario files or directories (accepted for the future interface).")
    var paths: [String] = []

    func run() throws {
        FileHandle.standardError.write(Data("""
            stagecraft watch is not available yet: it is built on hot reload, which has not been merged.
            Until then, re-run `stagecraft test \(paths.isEmpty ? "PATH" : paths.joined(separator: " "))` after saving.

            """.utf8))
        throw ExitCode(2)
    }
}
