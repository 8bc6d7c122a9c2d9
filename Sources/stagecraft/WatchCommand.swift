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

    @Argument(help: "Scenario files or directories.")
    var paths: [String] = []

    @OptionGroup var selection: SelectionOptions

    @Option(help: "Frames per second of the virtual clock (scenarios may set their own).")
    var fps: Double = 60

    @Option(help: "Wall-clock seconds one scenario may run before it is stopped.")
    var timeout: Double = 10

    @Option(help: "Seed of math.random in every scenario (each scenario starts from it), to replay a run.")
    var seed: Int = 0

    @Option(name: .customLong("root"), help: "Another directory of scripts to watch (repeatable); the scenarios' and their scripts' directories are always watched.")
    var roots: [String] = []

    @Option(help: "Stop after this many re-runs (for scripts and tests); by default, watch until interrupted.")
    var exitAfter: Int?

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one scenario file or directory") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds") }
        if let exitAfter, exitAfter < 1 { throw ValidationError("--exit-after must be at least 1") }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--root \(root) is not a directory")
            }
        }
    }

    func run() throws {
        var options = ScenarioOptions()
        options.frameRate = fps
        options.timeout = timeout
        options.seed = seed
        options.keepTrace = true  // for the summary of what moved after each save
        let output = WatchOutput(color: colorOptions.enabled)
        // Caught from the start: a signal during the first scan or run stops the watch too.
        let stop = StopSignal { name in output.line(output.dim("stopped (\(name))")) }
        let session = WatchSession(paths: paths, extraRoots: roots, selection: try selection.selection(), filterText: selection.described, runner: ScenarioRunner(options: options), output: output)
        do { try session.rescan() } catch { throw Self.usageError(error.description) }
        guard !session.files.isEmpty else { throw Self.usageError("no scenario files (.lua) under \(paths.joined(separator: ", "))") }
        session.run(session.files)
        session.refreshReloader()
        let watched = session.reloader.map { "\($0.roots.map(output.display).joined(separator: ", ")) (\($0.watcher?.backend.rawValue ?? "no watcher"))" }
        output.line(output.dim("watching \(watched ?? "nothing") — save a scenario or a script to re-run; Ctrl-C stops"))
        var runs = 0
        while !stop.isSet {
            guard session.step(timeout: 0.1) else { continue }
            runs += 1
            if let exitAfter, runs >= exitAfter { break }
        }
        guard stop.finish() else { return }  // the signal's own deadline already said goodbye
        output.line(output.dim(stop.isSet ? "stopped (\(stop.name))" : "stopped after \(runs) re-run\(runs == 1 ? "" : "s")"))
    }
}
