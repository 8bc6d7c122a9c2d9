import Foundation

/// Which scenarios a run takes: `--filter` patterns (regular expressions, any of which may match
/// the scenario's name or its file, case-insensitive) and `FILE:LINE` picks (the scenario whose
/// `scenario(…)` block holds the line).
public struct ScenarioSelection: Sendable {
    /// A `--filter` that is not a regular expression.
    public struct PatternError: Error, CustomStringConvertible {
        public var description: String
    }

    public private(set) var patterns: [String] = []
    /// Lines picked per file, the file as given on the command line.
    public private(set) var lines: [String: [Int]] = [:]

    public static let all = ScenarioSelection()

    public init() {}

    /// Selects by `patterns` (none: every scenario). Each must compile as a regular expression.
    public init(patterns: [String]) throws(PatternError) {
        for pattern in patterns where !pattern.isEmpty {
            do { if !Self.isLiteral(pattern) { _ = try Self.regex(pattern) } } catch {
                throw PatternError(description: "--filter \(pattern) is not a regular expression (\(error.localizedDescription)); "
                                   + "escape special characters with \\ to match them literally")
            }
            self.patterns.append(pattern)
        }
    }

    /// One pattern, or every scenario for nil: the form the single-filter callers use.
    public init(filter: String?) {
        if let filter, !filter.isEmpty { patterns = [NSRegularExpression.escapedPattern(for: filter)] }
    }

    /// Adds a `FILE:LINE` pick.
    public mutating func pick(line: Int, in file: String) { lines[file, default: []].append(line) }

    /// Whether `FILE:LINE` picks were given for `file`.
    public func picksLines(in file: String) -> Bool { lines[file] != nil }

    /// A `FILE:LINE` argument split, when `argument` is not itself an existing path and its part
    /// before the last colon is one.
    public static func fileAndLine(_ argument: String) -> (file: String, line: Int)? {
        guard !FileManager.default.fileExists(atPath: argument), let colon = argument.lastIndex(of: ":"),
              let line = Int(argument[argument.index(after: colon)...]), line >= 1 else { return nil }
        let file = String(argument[..<colon])
        return FileManager.default.fileExists(atPath: file) ? (file, line) : nil
    }

    /// Whether a scenario named `name` in `file`, declared over `lines` (nil for a file that is
    /// one scenario), is selected.
    func selects(name: String, file: String, lines declared: ClosedRange<Int>?) -> Bool {
        if let picked = lines[file], let declared, !picked.contains(where: declared.contains) { return false }
        return patterns.isEmpty || patterns.contains { Self.matches($0, name) || Self.matches($0, file) }
    }

    /// Whether `pattern` matches somewhere in `text`, case-insensitive (it was checked when the
    /// selection was made).
    private static func matches(_ pattern: String, _ text: String) -> Bool {
        if isLiteral(pattern), text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.lowercased().contains(pattern.lowercased())
        }
        guard let regex = try? Self.regex(pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// A pattern of ASCII letters, digits, spaces and punctuation that is never special in a regular
    /// expression (`--filter presents`, `--filter fade_present`): for an ASCII text its case-insensitive
    /// match is a case-insensitive substring, found without the regular expression engine, whose
    /// first use (loading ICU) was ~1 ms of a `stagecraft test --filter` start (docs/performance.md).
    static func isLiteral(_ pattern: String) -> Bool {
        pattern.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: " "), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ","): true
            default: false
            }
        }
    }

    private static func regex(_ pattern: String) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }
}
