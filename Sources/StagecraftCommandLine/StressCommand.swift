import ArgumentParser
import Foundation
import StagecraftScenario

/// `stagecraft stress PATH…`: re-runs every scenario with faults injected mid-transition and
/// checks the idle invariants (docs/stress.md); ends with `N passed, N failed` (runs).
struct StressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress",
        abstract: "Re-run scenarios with faults injected mid-transition and check what must hold once idle.",
        discussion: """
            For every transition a scenario starts, the scenario runs again with a perturbation at \
            0 %, 1 frame in, 25 %, 50 %, 75 %, 1 frame before the end and just after: a rotation there \
            and back, the keyboard, touches cancelled by the system, the finger lifted early or late \
            or flicked either way, a garbage collection, a tap on the dim, a second present, dismiss, \
            push or pop, a tab switch. Each run settles, then the idle invariants \
            are checked (touches reach the top screen, no leftover containers or snapshots, \
            completeTransition once, appearance balanced, hierarchy, no diagnostics) and, for a \
            rotation or the keyboard, that the screens on top are the unperturbed run's. The \
            scenarios' own expectations assume unperturbed timing and do not count. Each failure is \
            written as a replay scenario file (--out) that fails under `stagecraft test`. \
            A scenario opts in with stress {} (with --opted-in only those are stressed), opts out \
            with stress { skip = "why" }, or picks perturbations with stress { perturbations = { "rotate", … } }.
            """)

    @Argument(help: "Scenario files or directories (none: scenarios/, else *_test.lua and *.scenario.lua files).")
    var paths: [String] = []

    @Option(help: "Seed that picks the runs when there are more than --budget (same seed, same runs).")
    var seed: UInt64 = 0

    @Option(help: "Perturbed runs at most, shared out evenly over the scenarios (default: all of them).")
    var budget: Int?

    @Option(help: "Directory the replay files of failures are written to.")
    var out: String = "stress-failures"

    @Option(help: "Write JUnit XML results (one testcase per run) to this file.")
    var junit: String?

    @Flag(help: "Stress only the scenarios that opt in with stress{…}; skip the others.")
    var optedIn = false

    @Option(help: "Parallel threads (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Frames per second of the virtual clock (scenarios may set their own).")
    var fps: Double = 60

    @Option(help: "Seconds of CPU time one run may use before it is stopped.")
    var timeout: Double = 10

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        try OptionRanges.clockFPS.check(fps)
        try OptionRanges.timeout.check(timeout)
        try OptionRanges.jobs.check(jobs)
        try OptionRanges.budget.check(budget)
        if let junit, let problem = OutputFile.problem(writing: junit) { throw ValidationError("--junit: \(problem)") }
    }

    func run() throws {
        let (paths, note) = try Self.conventionalPaths(paths)
        if let note { print(note) }
        let suite: ScenarioSuite
        do { suite = try ScenarioSuite(paths: paths) } catch { throw Self.usageError(error.description) }
        guard !suite.files.isEmpty else { throw Self.usageError(ConventionalPaths.noScenarioFiles(under: paths)) }
        var options = StressRunner.Options()
        options.scenario.frameRate = fps
        options.scenario.timeout = timeout
        options.seed = seed
        options.budget = budget
        options.replayDirectory = out
        options.optedInOnly = optedIn
        options.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let color = colorOptions.enabled
        let printer = StressPrinter(color: color)
        let started = Date()
        let clock = DispatchTime.now()
        let (runs, skips) = StressRunner(options: options).run(files: suite.files) { runs, skips in printer.report(runs, skips) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - clock.uptimeNanoseconds) / 1e9
        var exit: Int32 = runs.contains { !$0.passed } || skips.contains(where: \.isError) ? 1 : 0
        if let junit {
            do throws(OutputError) {
                try OutputFile.write(JUnitReport.xml(skips.map(\.result) + runs.map(\.result), timestamp: started, hostname: ProcessInfo.processInfo.hostName),
                                     to: junit)
            } catch {
                FileHandle.standardError.write(Data("stagecraft: --junit: \(error)\n".utf8))
                exit = 1
            }
        }
        let failed = runs.filter { !$0.passed }.count + skips.filter(\.isError).count
        print("the scenarios' own expectations are not counted (they assume unperturbed timing): the idle invariants decide")
        print(StressPrinter.injected(runs))
        print("\(runs.count) run\(runs.count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s, seed \(seed)\(budget.map { ", budget \($0)" } ?? "")"
              + (failed > 0 ? "; replay files in \(out)/" : ""))
        let line = "\(runs.count - failed + skips.filter(\.isError).count) passed, \(failed) failed"
            + (skips.contains { !$0.isError } ? ", \(skips.filter { !$0.isError }.count) skipped" : "")
        print(color ? "\u{1B}[\(failed > 0 ? 31 : 32)m\(line)\u{1B}[0m" : line)
        if exit != 0 { throw ExitCode(exit) }
    }
}

/// Prints each scenario's stress runs as they finish: a line per scenario, a block per failure
/// (the transition's `file:line`, what was injected when, what broke, the replay file), one block
/// for the moments a failure repeated at.
final class StressPrinter: @unchecked Sendable {
    let color: Bool
    private let lock = NSLock()
    init(color: Bool) { self.color = color }

    func report(_ runs: [StressRunner.Run], _ skips: [StressRunner.Skip]) {
        var out = ""
        for skip in skips {
            out += skip.isError ? "\(paint("✗", 31, "FAIL")) \(skip.file) › \(skip.scenario): \(skip.reason)\n"
                : "\(paint("○", 33, "SKIP")) \(skip.file) › \(skip.scenario) (skipped: \(skip.reason))\n"
        }
        if let first = runs.first {
            let failed = runs.filter { !$0.passed }
            let mark = failed.isEmpty ? paint("✓", 32, "PASS") : paint("✗", 31, "FAIL")
            out += "\(mark) \(first.file) › \(first.scenario) (\(runs.count) run\(runs.count == 1 ? "" : "s"), \(failed.count) failed)\n"
            // A failure repeated at many moments is said once, its moments listed (issue 27).
            for group in StressFailureGroup.grouping(failed) {
                out += "    \(group.origin): \(group.title)\n"
                for problem in group.runs[0].problems { out += "        " + paint(problem, 31, problem) + "\n" }
                let replays = group.runs.compactMap(\.replay)
                if let replay = replays.first {
                    out += "        replay: stagecraft test \(replay)\n"  // the path last: tools take it from there
                    if replays.count > 1 { out += "        (the first of \(replays.count) replay files, one per moment, in the same folder)\n" }
                }
            }
        }
        lock.lock()
        FileHandle.standardOutput.write(Data(out.utf8))
        lock.unlock()
    }

    /// The summary's line of what was injected, by kind in the order `--help` lists them:
    /// `injected: rotate ×6, keyboard ×6, …` (runs per kind), or that nothing was.
    static func injected(_ runs: [StressRunner.Run]) -> String {
        var counts: [Perturbation.Kind: Int] = [:]
        for run in runs { if let kind = run.perturbation?.kind { counts[kind, default: 0] += 1 } }
        let listed = Perturbation.Kind.allCases.compactMap { kind in counts[kind].map { "\(kind.rawValue) ×\($0)" } }
        return listed.isEmpty ? "injected: nothing (no transition to perturb)" : "injected: " + listed.joined(separator: ", ")
    }

    private func paint(_ text: String, _ code: Int, _ plain: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : plain
    }
}
