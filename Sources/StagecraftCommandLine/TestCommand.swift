import ArgumentParser
import Foundation
import StagecraftScenario

/// `stagecraft test PATH…`: runs scenario files in parallel and ends with `N passed, N failed`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenario files (or every scenario under directories) and report the results.",
        discussion: """
            Directories are searched for .lua files, skipping the module folders animators/, \
            presentations/, interactions/, delegates/, screens/ and golden/. With no path, the \
            scenarios are found by convention: a scenarios/ folder in the current directory, else \
            every *_test.lua and *.scenario.lua file under it. FILE:LINE runs the scenario whose \
            scenario(…) block holds that line. Each scenario runs on its own virtual clock and Lua \
            state; files run in parallel. The last line is `N passed, N failed`; the exit code is 1 \
            when anything failed. Golden traces are re-recorded with --record or STAGECRAFT_RECORD=1.
            """)

    @Argument(help: "Scenario files, FILE:LINE, or directories (default: scenarios/, else *_test.lua and *.scenario.lua).")
    var paths: [String] = []

    @OptionGroup var selection: SelectionOptions

    @Flag(help: "List the selected scenarios as file:line › name without running them.")
    var list = false

    @Flag(name: [.customLong("bail"), .customShort("x")], help: "Stop at the first failing scenario (files already running finish).")
    var bail = false

    @Option(help: "Write JUnit XML results to this file.")
    var junit: String?

    @Option(help: "Run shard K of N (e.g. 2/4): every N-th file from the K-th, the same split everywhere.")
    var shard: Shard?

    @Option(help: "Parallel threads (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Frames per second of the virtual clock (scenarios may set their own).")
    var fps: Double = 60

    @Option(help: "Seconds of CPU time one scenario may use before it is stopped (the same under any --jobs).")
    var timeout: Double = 10

    @Option(help: "Seed of math.random in every scenario (each scenario starts from it), to replay a run.")
    var seed: Int = 0

    @Flag(help: "Record golden traces instead of comparing with them.")
    var record = false

    @Flag(help: "Print what scenarios printed, also when they pass.")
    var verbose = false

    @Flag(help: "Accept files that define no scenario and check nothing (by default they fail).")
    var allowEmpty = false

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        try OptionRanges.clockFPS.check(fps)
        try OptionRanges.timeout.check(timeout)
        try OptionRanges.jobs.check(jobs)
        // Before any scenario runs: a report that cannot be written is a usage error (64).
        if let junit, let problem = OutputFile.problem(writing: junit) { throw ValidationError("--junit: \(problem)") }
    }

    func run() throws {
        var picks = try selection.selection()
        let (suite, how) = try findSuite(picks: &picks)
        var options = ScenarioOptions()
        options.frameRate = fps
        options.timeout = timeout
        options.seed = seed
        options.allowEmpty = allowEmpty
        options.recordGoldens = record || ProcessInfo.processInfo.environment["STAGECRAFT_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false
        let runner = ScenarioRunner(options: options)
        if let how { print(how) }
        if list { return try listScenarios(suite, runner, picks) }
        let reporter = TestReporter(color: colorOptions.enabled, verbose: verbose, totalFiles: suite.files.count)
        let started = Date()
        let results = suite.run(runner, selection: picks, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, bail: bail) {
            reporter.report($0)
        }
        var exit: Int32 = reporter.failed > 0 ? 1 : 0
        if let junit {
            do throws(OutputError) {
                try OutputFile.write(JUnitReport.xml(results, timestamp: started, hostname: ProcessInfo.processInfo.hostName), to: junit)
            } catch {
                // Found only now (the disk filled, the folder went): the run failed, exit 1.
                FileHandle.standardError.write(Data("stagecraft: --junit: \(error)\n".utf8))
                exit = 1
            }
        }
        if results.isEmpty, !selection.filters.isEmpty, shard == nil {
            FileHandle.standardError.write(Data(noMatch(suite, runner).utf8))
            exit = max(exit, 1)
        }
        if bail, reporter.failed > 0 { print("stopped at the first failure (--bail)") }
        // The seed matters only to a run that drew random numbers (or to a reader asking for all).
        if verbose || results.contains(where: \.drewRandomNumbers) { print(reporter.seedLine(seed)) }
        print(reporter.summary)
        if exit != 0 { throw ExitCode(exit) }
    }

    /// The files to run, after `FILE:LINE` picks, discovery and sharding, and a line saying how
    /// they were found when no path was given.
    private func findSuite(picks: inout ScenarioSelection) throws -> (ScenarioSuite, String?) {
        var (given, how) = try Self.conventionalPaths(paths)
        given = given.map { argument in
            guard let (file, line) = ScenarioSelection.fileAndLine(argument) else { return argument }
            picks.pick(line: line, in: file)
            return file
        }
        var suite: ScenarioSuite
        do { suite = try ScenarioSuite(paths: given) } catch { throw Self.usageError(error.description) }
        guard !suite.files.isEmpty else { throw Self.usageError(ConventionalPaths.noScenarioFiles(under: given)) }
        if let shard {
            let all = suite.files.count
            suite = suite.shard(shard.index, of: shard.count)
            if suite.files.isEmpty {
                // More shards than files (a CI matrix sized for a growing suite): nothing to run here.
                print("shard \(shard.index)/\(shard.count) selects none of the \(all) scenario file\(all == 1 ? "" : "s")")
            }
        }
        return (suite, how)
    }

    /// `--list`: the selected scenarios, one `file:line › name` a line; a file that cannot be
    /// loaded is an error (exit 1), as it would fail the run.
    private func listScenarios(_ suite: ScenarioSuite, _ runner: ScenarioRunner, _ picks: ScenarioSelection) throws {
        var count = 0
        var broken = 0
        for file in suite.files {
            switch runner.list(file: file, selection: picks) {
            case .success(let entries):
                for entry in entries { print(entry) }
                count += entries.count
            case .failure(let failure):
                broken += 1
                FileHandle.standardError.write(Data("\(file): cannot list its scenarios:\n    \(failure.description)\n".utf8))
            }
        }
        print("\(count) scenario\(count == 1 ? "" : "s") in \(suite.files.count) file\(suite.files.count == 1 ? "" : "s")")
        if broken > 0 { throw ExitCode(1) }
    }

    /// What a `--filter` that matched nothing could have matched.
    private func noMatch(_ suite: ScenarioSuite, _ runner: ScenarioRunner) -> String {
        let names = suite.files.flatMap { (try? runner.list(file: $0).get()) ?? [] }
        let shown = names.prefix(30).map { "  \($0)" }.joined(separator: "\n")
        let more = names.count > 30 ? "\n  … and \(names.count - 30) more (stagecraft test --list)" : ""
        return "stagecraft: no scenario matches \(selection.described); the scenarios are:\n\(shown)\(more)\n"
    }
}

/// `K/N` for --shard.
struct Shard: ExpressibleByArgument {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    static var defaultValueDescription: String { "K/N" }
}
