import ArgumentParser
import StagecraftRender
import StagecraftScenario

/// The accepted range of one numeric option, checked by every command in `validate()` with
/// `check(_:)`. Each range keeps every value a command derives from the option finite and bounded
/// (a frame interval `1 / fps`, a frame count, a deadline, an image's size, a thread count):
/// `--fps 1e-320` passed a `> 0` check, and its infinite frame interval exhausted memory (`run`,
/// `demo`), trapped (`render`) or timed out every scenario (`test`). Out of range is a usage error
/// (exit 64) that names the option and its range.
struct OptionRange<Value: Comparable> {
    let name: String
    let range: ClosedRange<Value>
    /// What the number counts, for the message ("frames per second").
    let unit: String
    let text: (Value) -> String

    /// Throws when `value` is outside the range (NaN included); nil (not given) passes.
    func check(_ value: Value?) throws(ValidationError) {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(name) must be between \(text(range.lowerBound)) and \(text(range.upperBound))"
                              + (unit.isEmpty ? "" : " \(unit)") + " (got \(value))")
    }
}

extension OptionRange where Value == Double {
    init(_ name: String, _ range: ClosedRange<Double>, _ unit: String = "") {
        self.init(name: name, range: range, unit: unit, text: formatNumber)
    }
}

extension OptionRange where Value == Int {
    init(_ name: String, _ range: ClosedRange<Int>, _ unit: String = "") {
        self.init(name: name, range: range, unit: unit, text: { String($0) })
    }
}

/// Every numeric option's range, in one place (docs/cli.md lists them).
enum OptionRanges {
    /// The virtual clock: the rates a scenario may set for itself too (`ScenarioOptions.frameRates`).
    static var clockFPS: OptionRange<Double> { OptionRange("--fps", ScenarioOptions.frameRates, "frames per second") }
    /// An output's frame rate (`FrameTiming.rates`).
    static var renderFPS: OptionRange<Double> { OptionRange("--fps", FrameTiming.rates, "frames per second") }
    /// Pixels per point of a PNG, GIF or MP4: at 8 a phone screen is 3120 × 6752 pixels; under 0.1
    /// it is a few pixels wide and rounds to an empty image.
    static var renderScale: OptionRange<Double> { OptionRange("--scale", 0.1...8, "pixels per point") }
    /// The gallery renders every scenario: its images stay small.
    static var galleryScale: OptionRange<Double> { OptionRange("--scale", 0.1...4, "pixels per point") }
    /// Seconds of a trace (`render --from/--to/--at`): a day, far past the longest scenario.
    static func traceTime(_ name: String) -> OptionRange<Double> { OptionRange(name, 0...86_400, "seconds") }
    /// A script's budget per scenario: from a hundredth of a second (a loop is still caught) to an hour.
    static var timeout: OptionRange<Double> { OptionRange("--timeout", 0.01...3600, "seconds") }
    /// Threads: each holds a 16 MiB stack and a Lua state, so a thousand is already far past useful.
    static var jobs: OptionRange<Int> { OptionRange("--jobs", 1...1024, "threads") }
    /// Perturbed runs of `stress`.
    static var budget: OptionRange<Int> { OptionRange("--budget", 1...1_000_000, "runs") }
    /// Re-runs before `watch`/`studio` stop.
    static var exitAfter: OptionRange<Int> { OptionRange("--exit-after", 1...1_000_000, "re-runs") }
    /// A TCP port (0 picks a free one).
    static var port: OptionRange<Int> { OptionRange("--port", 0...65535) }
    /// The demo's swipe: past 800 points the finger would leave the screen.
    static var swipe: OptionRange<Double> { OptionRange("--swipe", 0...800, "points") }
    // `--seed` takes any 64-bit integer (signed for test/run/watch, unsigned for stress): nothing is
    // derived from it but the generators' state, and the parser refuses what does not fit.
}
