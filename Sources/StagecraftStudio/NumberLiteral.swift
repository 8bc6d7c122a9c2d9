import Foundation

/// One numeric literal of a script (Lua, or Swift through the scanner the command installs), as
/// the studio's source panel offers it for scrubbing: where its bytes are, what it says and
/// whether a minus may be written in its place.
public struct NumberLiteral: Sendable, Codable, Equatable {
    /// Byte offsets (UTF-8) of the literal in the file: `start..<end`. When `signed`, the span
    /// starts at the unary minus right before the digits (`-0.3` is one value to drag).
    public var start: Int
    public var end: Int
    /// 1-based line of the literal.
    public var line: Int
    /// The text of the span (`0.35`, `-12`, `0x1F`, `1e-3`).
    public var text: String
    /// Its value, the unary minus included when `signed`.
    public var value: Double
    /// The span includes a unary minus written right before the digits.
    public var signed: Bool
    /// A minus may be written in front of the digits without changing how the script parses:
    /// true after `=`, `(`, `,`, `{`, an operator other than `-`, `return`…; false after a value
    /// (`a - 1` would become `a --1`, a comment) or right after a `-`.
    public var negatable: Bool
    /// Written in hexadecimal (`0x…`): the page writes it back in hexadecimal.
    public var hex: Bool

    public init(start: Int, end: Int, line: Int, text: String, value: Double, signed: Bool, negatable: Bool, hex: Bool) {
        self.start = start
        self.end = end
        self.line = line
        self.text = text
        self.value = value
        self.signed = signed
        self.negatable = negatable
        self.hex = hex
    }

    /// The value of `text` when it is exactly one numeral of `scanner`'s language, optionally
    /// after one minus (what the page may write into a literal's span), and finite; nil otherwise.
    public static func value(ofReplacement text: String, scanner: LiteralScanner) -> Double? {
        let body = text.hasPrefix("-") ? String(text.dropFirst()) : text
        let found = scanner(body)
        guard found.count == 1, let only = found.first, only.start == 0, only.end == body.utf8.count, !only.signed else { return nil }
        let value = text.hasPrefix("-") ? -only.value : only.value
        return value.isFinite ? value : nil
    }
}

/// Finds the numeric literals of a file's text, in the file's language: `LuaNumberLiterals.scan`
/// for Lua; the command installs one for Swift roles (StagecraftImport's, on swift-syntax).
public typealias LiteralScanner = @Sendable (String) -> [NumberLiteral]
