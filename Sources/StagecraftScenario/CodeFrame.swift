import Foundation

/// The lines of a script around the line an error names — the line and two either side — with the
/// column marked when it is known, so a report shows the mistake and not only its `file:line`.
///
/// Lua reports lines, not columns. A message that quotes a name (`UIView has no member 'animte'`)
/// says where on the line the mistake is, when that name occurs there once: the column is that
/// occurrence's. A name the line does not hold once marks nothing rather than the wrong place.
public struct CodeFrame: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        public var number: Int
        public var text: String
    }

    public var lines: [Line]
    /// The line the error names.
    public var line: Int
    /// 1-based column of the mistake on `line`, and its width, when known.
    public var column: Int?
    public var width = 1

    /// The frame of `line` in `path`, or nil when the file cannot be read or has no such line.
    public init?(path: String, line: Int, message: String, context: Int = 2) {
        guard line > 0, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.replacingOccurrences(of: "\r", with: "")) }
        guard line <= all.count else { return nil }
        self.line = line
        lines = (max(1, line - context)...min(all.count, line + context)).map { Line(number: $0, text: all[$0 - 1]) }
        if let name = Self.quotedName(in: message), let column = Self.onlyColumn(of: name, in: all[line - 1]) {
            self.column = column
            width = name.count
        }
    }

    /// The first thing the message quotes in single quotes (`'animte'`), when it is a Lua name:
    /// Lua's own messages quote tokens too (`')' expected near 'end'`), which mark nothing.
    static func quotedName(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, let first = parts[1].first, first.isLetter || first == "_",
              parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(parts[1])
    }

    /// The 1-based column of `name` in `text` when it occurs there exactly once as a whole word.
    static func onlyColumn(of name: String, in text: String) -> Int? {
        let characters = Array(text), target = Array(name)
        guard target.count <= characters.count else { return nil }
        let isWord = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        var found: [Int] = []
        for start in 0...(characters.count - target.count) where Array(characters[start..<start + target.count]) == target {
            let before = start > 0 ? characters[start - 1] : " ", after = start + target.count < characters.count ? characters[start + target.count] : " "
            if !isWord(before), !isWord(after) { found.append(start + 1) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `path` with links and `..` resolved, as the loader opened it; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The frame as a terminal prints it: a gutter of line numbers, `>` at the error's line, and a
    /// caret line under the column when it is known.
    public var rendered: [String] {
        let digits = String(lines.last?.number ?? line).count
        var out: [String] = []
        for entry in lines {
            let number = String(repeating: " ", count: digits - String(entry.number).count) + String(entry.number)
            out.append("\(entry.number == line ? ">" : " ") \(number) | \(entry.text)")
            if entry.number == line, let column {
                let indent = entry.text.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                out.append("  \(String(repeating: " ", count: digits)) | \(indent)\(String(repeating: "^", count: width))")
            }
        }
        return out
    }
}
