import ArgumentParser
import Foundation
import StagecraftScenario

/// `stagecraft watch PATH…`: runs the scenarios, then on every save re-runs the ones the saved
/// file affects and prints their results and the reload latency, until interrupted.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Run scenarios, then re-run the affected ones on every save of a scenario or a script it loads.",
        discussion: """
            Watches the scenario files and the directories of every script and module they load \
            (inotify; stat polling elsewhere), through hot reload: a saved script is loaded and \
            checked as its role, and a broken one is reported with its file:line while the last \
            good version is kept. A scenario re-runs when its file, or any file it loaded or that \
            one requires, changes. Script errors never stop the watch; Ctrl-C (SIGINT) or SIGTERM does.
            """)

    @OptionGroup var watch: WatchOptions

    func run() throws {
        let output = WatchOutput(color: watch.colorOptions.enabled)
        // Caught from the start: a signal during the first scan or run stops the watch too.
        let stop = StopSignal { name in output.line(output.dim("stopped (\(name))")) }
        let session: WatchSession
        do { session = try watch.session(output: output) } catch let error as ValidationError { throw Self.usageError(error.message) }
        do { try session.rescan() } catch { throw Self.usageError(error.description) }
        guard !session.files.isEmpty else { throw Self.usageError(ConventionalPaths.noScenarioFiles(under: session.paths)) }
        watch.runUntilStopped(session, stop: stop, output: output)
    }
}
