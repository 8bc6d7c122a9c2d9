import Foundation
import StagecraftScenario

/// Stress benchmarks: how many perturbed runs `stagecraft stress` makes per wall-clock second
/// over the example gallery (each a fresh Lua state and engine, run to idle and checked).
enum StressBenchmarks {
    /// `stress.runs_per_s`: every candidate run of every example scenario, on one thread.
    static func run() {
        guard let suite = try? ScenarioSuite(paths: ["examples/scenarios"]), !suite.files.isEmpty else {
            return print("stress: examples/scenarios not found (run from the repository root); skipped")
        }
        var runs = 0
        let wall = Harness.median(samples: 3) {
            runs = StressRunner().run(files: suite.files).runs.count
        }
        Harness.metric("stress.runs_per_s", Double(runs) / wall, "runs/s")
    }
}
