import Foundation
import Stagecraft
import StagecraftLua
import StagecraftScenario

/// Scenario benchmarks: what a scenario costs beyond a bare Lua state and engine, how much faster
/// than real time the example scenarios run, the memory a job takes, and how soon the `stagecraft`
/// binary prints its first scenario result after it starts.
enum ScenarioBenchmarks {
    static func run() {
        overhead()
        speedup()
        parallelSpeedup()
        peakMemory()
        startup()
    }

    /// `scenario.per_scenario_overhead.ratio_vs_bare_state`: running an empty scenario file
    /// (`scenario("empty", function() end)`: the DSL, the host, the window, the result) against
    /// creating and closing a bare sandboxed Lua state and an engine, the floor of any scenario.
    /// A ratio of two timings in one run, so it holds on any machine.
    static func overhead() {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-bench-empty.lua").path
        guard FileManager.default.createFile(atPath: file, contents: Data("scenario(\"empty\", function() end)\n".utf8)) else {
            return print("scenario: cannot write \(file); skipped")
        }
        defer { try? FileManager.default.removeItem(atPath: file) }
        let runner = ScenarioRunner()
        var passed = true
        let empty = Harness.median(samples: 201) { passed = runner.run(file: file).allSatisfy(\.passed) && passed }
        guard passed else { return print("scenario: the empty scenario did not pass; skipped") }
        let bare = Harness.median(samples: 201) {
            blackHole(try? LuaState())
            blackHole(Engine())
        }
        Harness.metric("scenario.empty.ms", empty * 1000, "ms")
        Harness.metric("scenario.bare_state.ms", bare * 1000, "ms")
        Harness.metric("scenario.per_scenario_overhead.ratio_vs_bare_state", empty / bare, "x")
    }

    /// `scenario.peak_rss_per_job.mb`: the peak resident memory of `stagecraft test examples
    /// --jobs 2` (the process's high-water mark, from the kernel's accounting of waited-for
    /// children) divided by its two jobs. Run before any other child of this process, whose peaks
    /// would otherwise be the maximum.
    static func peakMemory() {
        guard let binary = stagecraftBinary() else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["test", "examples", "--jobs", "2"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return print("scenario: cannot launch \(binary); skipped") }
        process.waitUntilExit()
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        Harness.metric("scenario.peak_rss_per_job.mb", Double(usage.ru_maxrss) / 1024 / 2, "MB")  // ru_maxrss is in KiB
    }

    /// The release `stagecraft` beside this binary, or nil (with a note) when it is not built.
    static func stagecraftBinary() -> String? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stagecraft").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("scenario: \(binary) not built (scripts/bench builds it); skipped")
            return nil
        }
        return binary
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
    /// scenario, run one after another on one thread (Lua state, engine, tracer and all). Absolute,
    /// so it moves with the machine: `per_scenario_overhead.ratio_vs_bare_state` is the headline.
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
    /// (the median of 15 launches of `stagecraft test` on one example scenario), and its ratio to
    /// starting the bare `lua5.4` interpreter (`lua5.4 -e 'print()'`) in the same run, when installed.
    static func startup() {
        guard let binary = stagecraftBinary(),
              let ours = medianTimeToFirstLine(binary, ["test", "examples/scenarios/fade_present.lua", "--filter", "presents", "--jobs", "1"])
        else { return }
        Harness.metric("scenario.startup.ms", ours * 1000, "ms")
        guard let lua = ["/usr/bin/lua5.4", "/usr/local/bin/lua5.4"].first(where: FileManager.default.isExecutableFile(atPath:)),
              let bare = medianTimeToFirstLine(lua, ["-e", "print()"])
        else { return print("scenario: lua5.4 not installed (scripts/bench installs it); startup ratio skipped") }
        Harness.metric("scenario.startup.bare_lua.ms", bare * 1000, "ms")
        Harness.metric("scenario.startup.ratio_vs_bare_lua", ours / bare, "x")
    }

    /// The median over 15 launches of `binary arguments` of the time to its first line on stdout.
    static func medianTimeToFirstLine(_ binary: String, _ arguments: [String]) -> Double? {
        var times: [Double] = []
        for _ in 0..<15 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            let start = Harness.now()
            guard (try? process.run()) != nil else {
                print("scenario: cannot launch \(binary); skipped")
                return nil
            }
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
        return times[times.count / 2]
    }
}
