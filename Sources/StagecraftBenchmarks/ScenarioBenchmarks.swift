import Foundation
import StagecraftScenario

/// Scenario benchmarks: how much faster than real time the example scenarios run, and how soon
/// the `stagecraft` binary prints its first scenario result after it starts.
enum ScenarioBenchmarks {
    static func run() {
        speedup()
        parallelSpeedup()
        startup()
    }

    /// `scenario.jobs2_vs_jobs1.speedup`: wall time of the example scenarios repeated into a
    /// suite of several hundred (the same files, listed eight times) on one thread over two
    /// threads, as `stagecraft test --jobs 1` and `--jobs 2` run them (`ScenarioSuite.run`).
    /// Alternated, median of 7 each. Meaningful on an otherwise idle machine with ≥ 2 cores.
    static func parallelSpeedup() {
        guard let examples = try? ScenarioSuite(paths: ["examples/scenarios"]), !examples.files.isEmpty else {
            return print("scenario: examples/scenarios not found (run from the repository root); skipped")
        }
        let suite = ScenarioSuite(repeating: examples, times: 8)
        let runner = ScenarioRunner()
        var count = 0
        var one: [Double] = [], two: [Double] = []
        for _ in 0..<7 {
            for (jobs, into) in [(1, 0), (2, 1)] {
                let start = Harness.now()
                count = suite.run(runner, jobs: jobs) { _ in }.count
                let elapsed = Harness.now() - start
                if into == 0 { one.append(elapsed) } else { two.append(elapsed) }
            }
        }
        one.sort()
        two.sort()
        print("scenario: \(count) scenarios in \(suite.files.count) files, jobs 1 \(one[3]) s, jobs 2 \(two[3]) s")
        Harness.metric("scenario.jobs2_vs_jobs1.speedup", one[3] / two[3], "x")
    }

    /// `scenario.speedup_vs_realtime`: simulated seconds per wall-clock second over every example
    /// scenario, run one after another on one thread (Lua state, engine, tracer and all).
    static func speedup() {
        guard let suite = try? ScenarioSuite(paths: ["examples/scenarios"]), !suite.files.isEmpty else {
            return print("scenario: examples/scenarios not found (run from the repository root); skipped")
        }
        let runner = ScenarioRunner()
        var simulated = 0.0
        let wall = Harness.median(samples: 41) {  // many short samples: a 2-core VM hiccups
            simulated = suite.files.flatMap { runner.run(file: $0) }.map(\.simulatedTime).reduce(0, +)
        }
        Harness.metric("scenario.speedup_vs_realtime", simulated / wall, "x")
    }

    /// `scenario.startup.ms`: from launching the binary to the first line of results on stdout
    /// (the median of 15 launches of `stagecraft test` on one example scenario).
    static func startup() {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stagecraft").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return print("scenario: \(binary) not built (scripts/bench builds it); skipped")
        }
        var times: [Double] = []
        for _ in 0..<15 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["test", "examples/scenarios/fade_present.lua", "--filter", "presents", "--jobs", "1"]
            let pipe = Pipe()
            process.standardOutput = pipe
            let start = Harness.now()
            guard (try? process.run()) != nil else { return print("scenario: cannot launch \(binary); skipped") }
            var received = Data()
            while !received.contains(UInt8(ascii: "\n")) {
                let chunk = pipe.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                received.append(chunk)
            }
            times.append(Harness.now() - start)
            _ = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        times.sort()
        Harness.metric("scenario.startup.ms", times[times.count / 2] * 1000, "ms")
    }
}
