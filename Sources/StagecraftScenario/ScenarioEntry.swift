/// A scenario a file declares, as `--list` shows it and `FILE:LINE` picks it.
public struct ScenarioEntry: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var name: String
    /// From the `scenario(…)` call to the end of its body (`1...1` for a file that is one scenario).
    public var lines: ClosedRange<Int>
    /// Its own frame rate, when its options give one.
    public var fps: Double?
    /// Why it is skipped, when its options say `skip = "…"`.
    public var skip: String?

    public var line: Int { lines.lowerBound }

    /// `file:line › name`: the location editors and terminals open.
    public var description: String {
        "\(file):\(line) › \(name)" + (skip.map { " (skipped: \($0))" } ?? "")
    }
}
