/// Lua 5.4's tokens (§3.1 of the manual), with the comments kept aside for the exporter.
struct LuaToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case name, keyword, number, string, symbol, end
    }

    var kind: Kind
    /// The name, keyword or symbol as written; a number's text; a string's value.
    var text: String
    var line: Int
}

struct LuaLexer {
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
    /// Longest first, so `...` wins over `..` and `.`.
    static let symbols = ["...", "..", "==", "~=", "<=", ">=", "<<", ">>", "//", "::",
                          "+", "-", "*", "/", "%", "^", "#", "&", "~", "|", "<", ">", "=",
                          "(", ")", "{", "}", "[", "]", ";", ":", ",", "."].map { Array($0.utf8) }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private(set) var comments: [LuaComment] = []
    private var lastTokenLine = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
        // A first line starting with # (a shebang) is skipped, as lua does.
        if bytes.first == UInt8(ascii: "#") { while position < bytes.count, bytes[position] != 10 { position += 1 } }
    }

    mutating func tokens() throws(LuaSyntaxError) -> [LuaToken] {
        var tokens: [LuaToken] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        position + offset < bytes.count ? bytes[position + offset] : 0
    }

    private mutating func next() throws(LuaSyntaxError) -> LuaToken {
        try skipSpaceAndComments()
        guard position < bytes.count else { return LuaToken(kind: .end, text: "<eof>", line: line) }
        let start = line
        defer { lastTokenLine = line }
        let c = peek()
        if isNameStart(c) {
            let begin = position
            while position < bytes.count, isNameStart(peek()) || isDigit(peek()) { position += 1 }
            let text = String(decoding: bytes[begin..<position], as: UTF8.self)
            return LuaToken(kind: Self.keywords.contains(text) ? .keyword : .name, text: text, line: start)
        }
        if isDigit(c) || (c == UInt8(ascii: ".") && isDigit(peek(1))) {
            let text = number()
            guard Self.isNumeral(text) else { throw LuaSyntaxError(line: start, message: "malformed number near '\(text)'") }
            return LuaToken(kind: .number, text: text, line: start)
        }
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return LuaToken(kind: .string, text: try shortString(), line: start) }
        if c == UInt8(ascii: "["), let level = longBracketLevel() {
            return LuaToken(kind: .string, text: try longString(level: level), line: start)
        }
        for symbol in Self.symbols where bytes[position...].starts(with: symbol) {
            position += symbol.count
            return LuaToken(kind: .symbol, text: String(decoding: symbol, as: UTF8.self), line: start)
        }
        throw LuaSyntaxError(line: line, message: "unexpected symbol '\(String(decoding: [c], as: UTF8.self))'")
    }

    private func isNameStart(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 }
    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70) }

    private mutating func skipSpaceAndComments() throws(LuaSyntaxError) {
        while position < bytes.count {
            let c = peek()
            if c == 10 { line += 1; position += 1 } else if c == 32 || c == 9 || c == 13 || c == 11 || c == 12 { position += 1 } else if c == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "-") {
                let commentLine = line
                let trails = lastTokenLine == line && lastTokenLine > 0
                position += 2
                if peek() == UInt8(ascii: "["), let level = longBracketLevel() {
                    let text = try longString(level: level)
                    comments.append(LuaComment(line: commentLine, text: text, trailsCode: trails))
                } else {
                    let begin = position
                    while position < bytes.count, peek() != 10 { position += 1 }
                    var text = String(decoding: bytes[begin..<position], as: UTF8.self)
                    if text.hasSuffix("\r") { text.removeLast() }
                    comments.append(LuaComment(line: commentLine, text: text, trailsCode: trails))
                }
            } else { return }
        }
    }

    /// Reads a numeral as Lua's lexer does: hexadecimal digits, dots and exponent marks with their
    /// signs, and a letter touching it (which makes it malformed, as in Lua).
    private mutating func number() -> String {
        let begin = position
        var exponent = UInt8(ascii: "e")
        if peek() == UInt8(ascii: "0"), peek(1) | 0x20 == UInt8(ascii: "x") {
            position += 2
            exponent = UInt8(ascii: "p")
        }
        while true {
            if (peek() | 0x20) == exponent {
                position += 1
                if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { position += 1 }
            } else if isHexDigit(peek()) || peek() == UInt8(ascii: ".") {
                position += 1
            } else {
                break
            }
        }
        if isNameStart(peek()) { position += 1 }
        return String(decoding: bytes[begin..<position], as: UTF8.self)
    }

    /// Lua's numerals: decimal with an optional fraction and exponent, or hexadecimal with an
    /// optional fraction and binary exponent.
    static func isNumeral(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            var body = lower.dropFirst(2)
            if let p = body.firstIndex(of: "p") {
                var exponent = body[body.index(after: p)...]
                if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
                guard !exponent.isEmpty, exponent.allSatisfy(\.isNumber) else { return false }
                body = body[..<p]
            }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count <= 2 && parts.contains { !$0.isEmpty } && parts.allSatisfy { $0.allSatisfy(\.isHexDigit) }
        }
        var body = Substring(lower)
        if let e = body.firstIndex(of: "e") {
            var exponent = body[body.index(after: e)...]
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            body = body[..<e]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.contains { !$0.isEmpty } && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// At `[`: the level of a long bracket `[==[` (2), or nil when it is not one.
    private func longBracketLevel() -> Int? {
        var offset = 1
        while peek(offset) == UInt8(ascii: "=") { offset += 1 }
        return peek(offset) == UInt8(ascii: "[") ? offset - 1 : nil
    }

    private mutating func longString(level: Int) throws(LuaSyntaxError) -> String {
        let startLine = line
        position += level + 2
        if peek() == 13 { position += 1 }
        if peek() == 10 { line += 1; position += 1 }
        let closing = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")]
        let begin = position
        while position < bytes.count {
            if bytes[position...].starts(with: closing) {
                let text = String(decoding: bytes[begin..<position], as: UTF8.self)
                position += closing.count
                return text
            }
            if peek() == 10 { line += 1 }
            position += 1
        }
        throw LuaSyntaxError(line: startLine, message: "unfinished long string or comment")
    }

    private mutating func shortString() throws(LuaSyntaxError) -> String {
        let quote = peek()
        position += 1
        var value: [UInt8] = []
        while true {
            guard position < bytes.count, peek() != 10 else { throw LuaSyntaxError(line: line, message: "unfinished string") }
            let c = peek()
            position += 1
            if c == quote { return String(decoding: value, as: UTF8.self) }
            guard c == UInt8(ascii: "\\") else { value.append(c); continue }
            let e = peek()
            position += 1
            switch e {
            case UInt8(ascii: "n"): value.append(10)
            case UInt8(ascii: "t"): value.append(9)
            case UInt8(ascii: "r"): value.append(13)
            case UInt8(ascii: "a"): value.append(7)
            case UInt8(ascii: "b"): value.append(8)
            case UInt8(ascii: "f"): value.append(12)
            case UInt8(ascii: "v"): value.append(11)
            case 10: value.append(10); line += 1
            case UInt8(ascii: "x"):
                guard isHexDigit(peek()), isHexDigit(peek(1)), let byte = UInt8(String(decoding: bytes[position..<position + 2], as: UTF8.self), radix: 16) else {
                    throw LuaSyntaxError(line: line, message: "hexadecimal digit expected")
                }
                value.append(byte)
                position += 2
            case UInt8(ascii: "z"):
                while position < bytes.count, [9, 10, 11, 12, 13, 32].contains(peek()) {
                    if peek() == 10 { line += 1 }
                    position += 1
                }
            case UInt8(ascii: "u"):
                guard peek() == UInt8(ascii: "{") else { throw LuaSyntaxError(line: line, message: "missing '{' in \\u{xxxx}") }
                position += 1
                let begin = position
                while isHexDigit(peek()) { position += 1 }
                guard peek() == UInt8(ascii: "}"), let scalar = UInt32(String(decoding: bytes[begin..<position], as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init) else {
                    throw LuaSyntaxError(line: line, message: "UTF-8 value expected in \\u{xxxx}")
                }
                position += 1
                value.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                if isDigit(e) {
                    var number = Int(e - 48)
                    for _ in 0..<2 where isDigit(peek()) {
                        number = number * 10 + Int(peek() - 48)
                        position += 1
                    }
                    guard number <= 255 else { throw LuaSyntaxError(line: line, message: "decimal escape too large") }
                    value.append(UInt8(number))
                } else if e == UInt8(ascii: "\\") || e == UInt8(ascii: "\"") || e == UInt8(ascii: "'") {
                    value.append(e)
                } else {
                    throw LuaSyntaxError(line: line, message: "invalid escape sequence")
                }
            }
        }
    }
}
