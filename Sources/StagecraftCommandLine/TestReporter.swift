import Foundation
import StagecraftScenario

/// Prints scenario results: a line per scenario (✓/✗ with colour on a terminal, PASS/FAIL
/// otherwise), each failure's details, and the summary line `N passed, N failed`.
final class TestReporter: @unchecked Sendable {
    let color: Bool
    let verbose: Bool
    let total: Int
    private var done = 0
    private(set) var passed = 0
    private(set) var failed = 0
    private(set) var skipped = 0

    init(color: Bool, verbose: Bool, totalFiles: Int) {
        self.color = color
        self.verbose = verbose
        total = totalFiles
    }

    /// Names the seed every scenario's `math.random` started from, so a run can be replayed.
    func seedLine(_ seed: Int) -> String { paint("math.random seed \(seed) (--seed to change)", 2, else: "math.random seed \(seed) (--seed to change)") }

    /// One file's results (called in file order).
    func report(_ results: [ScenarioResult]) {
        done += 1
        var out = ""
        for result in results {
            let progress = color ? paint("[\(done)/\(total)] ", 2, else: "") : ""
            if let reason = result.skipped {
                skipped += 1
                out += "\(progress)\(paint("○", 33, else: "SKIP")) \(result.file) › \(result.name) \(paint("(skipped: \(reason))", 2, else: "(skipped: \(reason))"))\n"
                continue
            }
            if result.passed { passed += 1 } else { failed += 1 }
            let mark = result.passed ? paint("✓", 32, else: "PASS") : paint("✗", 31, else: "FAIL")
            let timing = "\(ScenarioFormat.number(result.simulatedTime)) s simulated, \(result.frames) frames @ \(ScenarioFormat.number(result.frameRate)) Hz"
            out += "\(progress)\(mark) \(result.file) › \(result.name) \(paint("(\(timing))", 2, else: "(\(timing))"))\n"
            out += failures(of: result)
            for note in result.notes { out += "    note: \(note)\n" }
            if verbose || !result.passed {
                for line in result.log { out += "    log: \(line)\n" }
            }
        }
        FileHandle.standardOutput.write(Data(out.utf8))
    }

    /// The failures of a result, the cause first: its first error as the headline with the code
    /// around it, then the failures recorded before it, then the ones after it folded into one
    /// line (listed in full with --verbose): they most likely follow from it.
    private func failures(of result: ScenarioResult) -> String {
        guard let (error, before, after) = result.rootCause else { return result.failures.map(format).joined() }
        var out = format(error) + before.map(format).joined()
        guard !after.isEmpty else { return out }
        let count = after.count == 1 ? "1 expectation" : "\(after.count) expectations"
        out += "    " + paint("\(count) failed after it", 31, else: "\(count) failed after it") + (verbose ? ":\n" : " (--verbose lists them)\n")
        if verbose { out += after.map(format).joined() }
        return out
    }

    /// One failure: its first line in red, detail lines dim-free, an error's code frame under its first line.
    private func format(_ failure: ScenarioFailure) -> String {
        var lines = failure.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let frame = failure.codeFrame { lines.insert(contentsOf: frame.rendered.map { "    " + $0 }, at: 1) }
        return lines.map { "    " + ($0.hasPrefix("  ") ? $0 : paint($0, 31, else: $0)) }.joined(separator: "\n") + "\n"
    }

    var summary: String {
        let line = "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
        return failed > 0 ? paint(line, 31, else: line) : paint(line, 32, else: line)
    }

    private func paint(_ text: String, _ code: Int, else plain: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : plain
    }
}
