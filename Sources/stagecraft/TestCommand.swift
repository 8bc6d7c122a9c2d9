import ArgumentParser
import Foundation
import StagecraftScenario

/// `stagecraft test PATH…`: runs scenario files in parallel and ends with `N passed, N failed`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenario files (or every scenario under directories) and report the results.",
        discussion: """
            Directories are searched for .lua files, skipping animators/, presentations/, \
            interactions/ and golden/. Each scenario runs on its own virtual clock and Lua state; \
            files run in parallel. The last line is `N passed, N failed`; the exit code is 1 when \
            anything failed. Golden traces are re-recorded with --record or STAGECRAFT_RECORD=1.
            """)

    @Argument(help: "Scenario files or directories.")
    var paths: [String]

    @Option(help: "Run only scenarios whose name or file contains this text (case-insensitive).")
    var filter: String?

    @Option(help: "Write JUnit XML results to this file.")
    var junit: String?

    @Option(help: "Run shard K of N (e.g. 2/4): every N-th file from the K-th, the same split everywhere.")
    var shard: Shard?

    @Option(help: "Parallel threads (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Frames per second of the virtual clock (scenarios may set their own).")
    var fps: Double = 60

    @Option(help: "Wall-clock seconds one scenario may run before it is stopped.")
    var timeout: Double = 10

    @Option(help: "Seed of math.random in every scenario (each scenario starts from it), to replay a run.")
    var seed: Int = 0

    @Flag(help: "Record golden traces instead of comparing with them.")
    var record = false

    @Flag(help: "Print what scenarios printed, also when they pass.")
    var verbose = false

    @Flag(help: "Accept files that define no scenario and check nothing (by default they fail).")
    var allowEmpty = false

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one scenario file or directory") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        var suite: ScenarioSuite
        do { suite = try ScenarioSuite(paths: paths) } catch { throw ValidationError(error.description) }
        guard !suite.files.isEmpty else { throw ValidationError("no scenario files (.lua) under \(paths.joined(separator: ", "))") }
        if let shard {
            let all = suite.files.count
            suite = suite.shard(shard.index, of: shard.count)
            if suite.files.isEmpty {
                // More shards than files (a CI matrix sized for a growing suite): nothing to run here.
                print("shard \(shard.index)/\(shard.count) selects none of the \(all) scenario file\(all == 1 ? "" : "s")")
            }
        }
        var options = ScenarioOptions()
        options.frameRate = fps
        options.timeout = timeout
        options.seed = seed
        options.allowEmpty = allowEmpty
        options.recordGoldens = record || ProcessInfo.processInfo.environment["STAGECRAFT_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false
        let reporter = TestReporter(color: TestReporter.wantsColor(), verbose: verbose, totalFiles: suite.files.count)
        let results = suite.run(ScenarioRunner(options: options), filter: filter,
                                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { reporter.report($0) }
        if let junit {
            do { try JUnitReport.xml(results).write(toFile: junit, atomically: true, encoding: .utf8) } catch {
                FileHandle.standardError.write(Data("stagecraft: cannot write --junit \(junit): \(error.localizedDescription)\n".utf8))
                print(reporter.seedLine(seed))
                print(reporter.summary)
                throw ExitCode(2)
            }
        }
        if results.isEmpty, let filter, shard == nil {
            FileHandle.standardError.write(Data("stagecraft: no scenario matches --filter \(filter)\n".utf8))
            print(reporter.seedLine(seed))
            print(reporter.summary)
            throw ExitCode(1)
        }
        print(reporter.seedLine(seed))
        print(reporter.summary)
        if reporter.failed > 0 { throw ExitCode(1) }
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
