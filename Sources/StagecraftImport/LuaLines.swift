import Foundation

/// Writes Lua so that each fragment lands on the line of the Swift it came from: Lua's own
/// `file:line` in every error, traceback and diagnostic is then the Swift line, with no mapping
/// at run time. A fragment whose line is already behind goes on the current line (Lua needs no
/// line breaks between statements); lines with no Swift of their own stay empty. Each line
/// starts with the Swift line's indentation, and the Swift comments of a line follow its code.
struct LuaLines {
    private var lines: [String] = [""]
    private let indentation: [String]
    private var comments: [Int: [String]] = [:]

    init(swiftSource: String) {
        indentation = swiftSource.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.prefix { $0 == " " || $0 == "\t" })
        }
    }

    var currentLine: Int { lines.count }
    /// While set, code goes to the recorder (a closure's body, kept with its lines for the
    /// expression around it) instead of the lines.
    var recorder: CodeRecorder?

    mutating func append(_ code: LuaCode) {
        if let recorder { recorder.code += code; return }
        for part in code.parts {
            if part.line > lines.count { moveTo(part.line) }
            if part.text.isEmpty { continue }
            lines[lines.count - 1] += part.text
        }
    }

    /// Starts a statement: separated from code already on the line.
    mutating func statement(_ code: LuaCode) {
        guard !code.isEmpty else { return }
        if let recorder {
            recorder.code += (code.text.hasPrefix("(") ? "; " : " ") + code
            return
        }
        let line = code.firstLine
        if line > lines.count { moveTo(line) }
        let current = lines[lines.count - 1]
        // `;` keeps a statement that starts with `(` from reading as a call of the one before
        // (Lua reads across line breaks).
        if code.text.hasPrefix("(") {
            lines[lines.count - 1] += current.trimmingCharacters(in: .whitespaces).isEmpty ? ";" : "; "
        } else if !current.trimmingCharacters(in: .whitespaces).isEmpty {
            lines[lines.count - 1] += " "
        }
        append(code)
    }

    mutating func comment(_ text: String, line: Int) {
        comments[line, default: []].append(text)
    }

    private mutating func moveTo(_ line: Int) {
        while lines.count < line {
            lines.append(lines.count < indentation.count ? indentation[lines.count] : "")
        }
    }

    /// The text, with comments after each line's code (every Lua string the importer writes is
    /// on one line, so a trailing `--` comment never cuts one).
    func text() -> String {
        var out: [String] = []
        let last = max(lines.count, comments.keys.max() ?? 0)
        for index in 0..<last {
            var line = index < lines.count ? lines[index] : (index < indentation.count ? indentation[index] : "")
            if let notes = comments[index + 1] {
                for note in notes { line += (line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : " ") + note }
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty { line = "" }
            out.append(line)
        }
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }
}
