/// An error raised by a Lua script or by loading one, kept as structured data.
public struct LuaError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in the categories users see.
    public enum Kind: String, Sendable, CaseIterable { case syntax, runtime, timeout, memory, misuse }

    public var kind: Kind
    /// The one-line summary, starting with `chunk:line:` when Lua knows the position
    /// (`examples/animators/fade.lua:14: attempt to index a nil value (local 'toView')`).
    public var message: String
    /// The chunk (file) the error points at, when known.
    public var chunk: String?
    /// The line in `chunk`, when known.
    public var line: Int?
    /// Lua's stack traceback (without the summary line), possibly empty.
    public var traceback: String

    public init(kind: Kind, message: String, chunk: String? = nil, line: Int? = nil, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.chunk = chunk
        self.line = line
        self.traceback = traceback
    }

    /// Splits Lua's error text (`chunk:line: message\nstack traceback:\n…`) into its parts.
    public init(kind: Kind, luaText: String) {
        let (text, trace) = Self.split(luaText)
        let head = kind == .syntax ? Self.pointingAtUnclosed(text) : text
        self.init(kind: kind, message: head, traceback: trace)
        if let (chunk, line) = Self.position(in: head) {
            self.chunk = chunk
            self.line = line
        }
    }

    /// `chunk:line` when both are known, for `Diagnostic.source`.
    public var source: String? {
        guard let chunk, let line else { return nil }
        return "\(chunk):\(line)"
    }

    public var description: String { "\(kind): \(message)" }

    /// The text Lua would show (summary, then traceback), for re-raising into an enclosing call.
    public var luaText: String { traceback.isEmpty ? message : message + "\n" + traceback }

    private static func split(_ text: String) -> (String, String) {
        guard let range = text.range(of: "\nstack traceback:") else { return (text, "") }
        return (String(text[..<range.lowerBound]), String(text[text.index(after: range.lowerBound)...]))
    }

    /// The first `chunk:line:` of `text` (chunk names contain no newline; the line is digits).
    static func position(in text: String) -> (String, Int)? {
        var search = text.startIndex
        while let colon = text[search...].firstIndex(of: ":") {
            let afterColon = text.index(after: colon)
            let digits = text[afterColon...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, text[digits.endIndex...].hasPrefix(":"), let line = Int(digits), colon > text.startIndex {
                return (String(text[..<colon]), line)
            }
            search = afterColon
        }
        return nil
    }
}
