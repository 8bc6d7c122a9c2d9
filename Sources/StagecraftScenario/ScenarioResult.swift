import Foundation
import Stagecraft

/// One failed expectation (or a script error that ended the scenario): what was expected and
/// what happened, when on the virtual clock, and where in the scenario file.
public struct ScenarioFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// An expectation that did not hold, or an error that stopped code from running (a script
    /// error, a file that cannot be read): CI reports count the two apart (JUnit's failure/error).
    public enum Kind: String, Sendable, Hashable {
        case expectation, error
    }

    public var kind: Kind
    public var message: String
    public var expected: String?
    public var actual: String?
    /// Simulated seconds when it failed.
    public var time: Double
    public var frame: Int
    /// `file:line` in the scenario (or the script that raised), when known.
    public var location: String?
    /// For an error: the source around `location`, when the file could be read.
    public var codeFrame: CodeFrame?
    /// The trace's id (`ViewSample.id`) of the view the expectation named, when it named one the
    /// trace recorded: what the studio selects when it jumps to the failure.
    public var viewID: Int?

    public init(_ kind: Kind = .expectation, message: String, expected: String? = nil, actual: String? = nil, time: Double, frame: Int,
                location: String?, viewID: Int? = nil) {
        self.kind = kind
        self.message = message
        self.expected = expected
        self.actual = actual
        self.time = time
        self.frame = frame
        self.location = location
        self.viewID = viewID
    }

    /// `file:line: message`, then expected / actual / time lines.
    public var description: String {
        var lines = [(location.map { "\($0): " } ?? "") + message]
        if let expected { lines.append("  expected: \(expected)") }
        if let actual { lines.append("  actual:   \(actual)") }
        lines.append("  at t=\(ScenarioFormat.number(time))s (frame \(frame))")
        return lines.joined(separator: "\n")
    }
}

/// The outcome of one scenario run.
public struct ScenarioResult: Sendable {
    public var name: String
    /// The scenario file as given (relative paths stay relative).
    public var file: String
    /// The line of its `scenario(…)` call, when the file declares scenarios.
    public var line: Int?
    /// Why it did not run, for a scenario declared with `{ skip = "reason" }`.
    public var skipped: String?
    public var failures: [ScenarioFailure]
    /// Simulated seconds the scenario covered.
    public var simulatedTime: Double
    public var frames: Int
    public var frameRate: Double
    /// Wall-clock seconds the run took (not deterministic; reports only).
    public var wallTime: Double
    /// What the scenario printed.
    public var log: [String]
    /// Diagnostics the engine reported, in order.
    public var diagnostics: [Diagnostic]
    /// Notes such as "recorded golden trace …".
    public var notes: [String]
    /// The recorded trace, when the run kept it.
    public var trace: Trace?
    /// The files the scenario's Lua state loaded (the scenario, its scripts, the modules they
    /// `require`), as chunk names: what `stagecraft watch` re-runs it for.
    public var scripts: [String] = []
    /// Every file the run looked for, found or not (`LuaState.soughtFiles`): what `stagecraft
    /// watch` keeps watching when a run failed because one was missing.
    public var sought: [String] = []
    /// Whether the scenario's scripts called `math.random` (then the run's seed is worth printing).
    public var drewRandomNumbers = false
    /// How the gallery shows it (`gallery{…}`).
    public var gallery = GalleryCard()

    public var passed: Bool { failures.isEmpty }
    /// The first error (a script error, a file that cannot be read) and what the report folds under
    /// it: the failed expectations recorded after it, which it most likely caused (completion
    /// ran 0 times, a frame never animated). Nil when no error marred the run.
    public var rootCause: (error: ScenarioFailure, before: [ScenarioFailure], after: [ScenarioFailure])? {
        guard let index = failures.firstIndex(where: { $0.kind == .error }) else { return nil }
        return (failures[index], Array(failures[..<index]), Array(failures[(index + 1)...]))
    }
    /// Whether a script error (not only failed expectations) ended or marred the run.
    public var hasError: Bool { failures.contains { $0.kind == .error } }
}

/// Numbers as people read them: integers without a fraction, others to 4 significant decimals.
public enum ScenarioFormat {
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }  // not "-nan": the sign of a NaN (0/0 gives one) means nothing to a reader
        guard value.isFinite else { return "\(value)" }
        // Past 1e15 the fixed-point formatting below has no room (and Int(1e19) traps).
        guard abs(value) < 1e15 else { return "\(value)" }
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format4(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func format4(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        let integer = Int(scaled.magnitude)
        let fraction = Int(((scaled.magnitude - Double(integer)) * 10_000).rounded())
        let digits = String(fraction)
        return (scaled < 0 ? "-" : "") + "\(integer)." + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Two numbers an expectation found apart, shown so that they look apart: in full when four
    /// decimals would round them alike (expect.near's default tolerance is 1e-6).
    static func distinct(_ expected: Double, _ actual: Double) -> (expected: String, actual: String) {
        let (e, a) = (number(expected), number(actual))
        guard e == a, expected != actual else { return (e, a) }
        let full = { (value: Double) in value == value.rounded() ? number(value) : "\(value)" }
        return (full(expected), full(actual))
    }

    /// A difference or a tolerance: to 3 significant digits where four decimals would show 0.
    static func magnitude(_ value: Double) -> String {
        value != 0 && abs(value) < 0.00005 ? String(format: "%.3g", value) : number(value)
    }

    public static func rect(_ r: Rect) -> String {
        "{\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))}"
    }
}
