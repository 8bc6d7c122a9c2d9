import ArgumentParser
import Foundation

/// `stagecraft studio PATH…`: `watch` with a browser page. A local web server (127.0.0.1 only)
/// shows the scenarios, the selected one's motion in the player, and on every save swaps the new
/// trace in at the moment on show, the previous one kept as a ghost; script errors appear over
/// the last good motion and go with the fixing save. The terminal prints what `watch` prints.
package struct StudioCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Watch scenarios and see their motion live in a browser: each save swaps into the paused moment.",
        discussion: """
            Serves the studio page on http://127.0.0.1:PORT/ (loopback only): the scenario list \
            (file › scenario, pass/fail, diagnostics) and the selected scenario's player (stage, \
            view tree, curves, events). On every save the affected scenarios re-run as with \
            `stagecraft watch`, and the page swaps the new trace in without reloading, at the same \
            time with the same view selected, the previous generation drawn faint (B flips between \
            the two). A script error shows over the last good motion, with its file:line and \
            source line, until a fixed save. Ctrl-C (SIGINT) or SIGTERM stops it.
            """)

    @OptionGroup package var watch: WatchOptions

    @Option(help: "The port on 127.0.0.1 (0 picks a free one).")
    package var port: Int = 7717

    package init() {}

    package func validate() throws {
        try OptionRanges.port.check(port)
    }

    /// What `run` does, installed by the executable before parsing: `stagecraft` hands the command
    /// line over to `stagecraft-studio`, which serves the page (the only executable that links the
    /// web server). Set once at start, before any thread is started.
    nonisolated(unsafe) package static var serve: (StudioCommand) throws -> Void = { _ in
        throw ValidationError("this build of stagecraft has no studio")
    }

    package func run() throws { try Self.serve(self) }
}
