import ArgumentParser
import Foundation
import StagecraftScenario

/// What `watch` and `studio` share: the scenarios to watch, how they run, extra script roots and
/// the re-run limit; and the session and loop both drive.
package struct WatchOptions: ParsableArguments {
    @Argument(help: "Scenario files or directories.")
    var paths: [String] = []

    @OptionGroup var selection: SelectionOptions

    @Option(help: "Frames per second of the virtual clock (scenarios may set their own).")
    var fps: Double = 60

    @Option(help: "Seconds of CPU time one scenario may use before it is stopped.")
    var timeout: Double = 10

    @Option(help: "Seed of math.random in every scenario (each scenario starts from it), to replay a run.")
    var seed: Int = 0

    @Option(name: .customLong("root"), help: "Another directory of scripts to watch (repeatable); the scenarios' and their scripts' directories are always watched.")
    var roots: [String] = []

    @Option(help: "Stop after this many re-runs (for scripts and tests); by default, run until interrupted.")
    var exitAfter: Int?

    @OptionGroup package var colorOptions: ColorOptions

    package init() {}

    package func validate() throws {
        try OptionRanges.clockFPS.check(fps)
        try OptionRanges.timeout.check(timeout)
        try OptionRanges.exitAfter.check(exitAfter)
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--root \(root) is not a directory")
            }
        }
    }

    /// A session over the paths (with none, the scenarios found by convention, as `test` finds
    /// them); traces kept (for the motion summary and the studio's player).
    package func session(output: WatchOutput) throws -> WatchSession {
        let (paths, note) = try ConventionalPaths.resolve(paths)
        if let note { output.line(output.dim(note)) }
        var options = ScenarioOptions()
        options.frameRate = fps
        options.timeout = timeout
        options.seed = seed
        options.keepTrace = true
        return WatchSession(paths: paths, extraRoots: roots, selection: try selection.selection(), filterText: selection.described,
                            runner: ScenarioRunner(options: options), output: output)
    }

    /// The first run, then a re-run per save until a signal or `--exit-after`; says how it stopped.
    package func runUntilStopped(_ session: WatchSession, stop: StopSignal, output: WatchOutput, afterLoop: () -> Void = {}) {
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
        afterLoop()
        guard stop.finish() else { return }  // the signal's own deadline already said goodbye
        output.line(output.dim(stop.isSet ? "stopped (\(stop.name))" : "stopped after \(runs) re-run\(runs == 1 ? "" : "s")"))
    }
}
