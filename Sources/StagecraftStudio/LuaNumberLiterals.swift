import Foundation

/// The numeric literals of a Lua script, found by a pass of Lua 5.4's own lexical rules (llex.c):
/// comments, short and long strings and long comments are skipped, a digit inside a name
/// (`x1`) is not a number, a numeral is read as greedily as Lua reads it (`read_numeral`: hex
/// digits, `.`, an exponent mark with its sign) and kept only when it is a well-formed number,
/// and a minus is its own token — part of a literal's span only when it is a unary minus
/// written right against the digits.
public enum LuaNumberLiterals {
    public static func scan(_ text: String) -> [NumberLiteral] {
        var lexer = Lexer(bytes: Array(text.utf8))
        return lexer.run()
    }

    /// The value of `text` when it is exactly one finite Lua numeral, optionally after one minus.
    public static func value(ofReplacement text: String) -> Double? {
        NumberLiteral.value(ofReplacement: text, scanner: scan)
    }

    /// The kind of the token before a numeral: whether a unary minus may stand between them.
    private enum Previous {
        case value  // a name, number, string, `)`, `]`, `}`, `...`, `true`/`false`/`nil`
        case minus  // a `-`
        case other  // an operator, an opening bracket, a keyword, the start of the file
    }

    private struct Lexer {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var previous = Previous.other
        /// The last `-` seen, when it could be a unary minus (its token before was not a value).
        var unaryMinus: Int?
        var found: [NumberLiteral] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

        mutating func run() -> [NumberLiteral] {
            while index < bytes.count {
                let c = bytes[index]
                switch c {
                case UInt8(ascii: "\n"):
                    line += 1; index += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "-"):
                    if at(1) == UInt8(ascii: "-") { skipComment(); continue }
                    unaryMinus = previous == .value ? nil : index
                    previous = .minus
                    index += 1
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    skipShortString(quote: c); settle(.value)
                case UInt8(ascii: "["):
                    if let level = longBracketLevel() { skipLong(level: level); settle(.value) } else { index += 1; settle(.other) }
                case UInt8(ascii: "."):
                    if at(1) == UInt8(ascii: "."), at(2) == UInt8(ascii: ".") { index += 3; settle(.value) }
                    else if at(1) == UInt8(ascii: ".") { index += 2; settle(.other) }
                    else if isDigit(at(1)) { readNumeral() }
                    else { index += 1; settle(.other) }
                case _ where isDigit(c):
                    readNumeral()
                case _ where isNameStart(c):
                    let start = index
                    while index < bytes.count, isNameStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    settle(Self.valueKeywords.contains(word) || !Self.keywords.contains(word) ? .value : .other)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    index += 1; settle(.value)
                default:
                    index += 1; settle(.other)
                }
            }
            return found
        }

        /// After a token other than `-`: a pending minus is no longer right before a numeral.
        mutating func settle(_ kind: Previous) {
            previous = kind
            unaryMinus = nil
        }

        static let keywords: Set<String> = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                                            "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
        static let valueKeywords: Set<String> = ["true", "false", "nil"]

        /// `read_numeral`: greedy over hex digits, `.` and exponent marks with their sign; a
        /// letter touching it makes it malformed (Lua says so at load), and so not offered.
        mutating func readNumeral() {
            let start = index
            var exponent: [UInt8] = [UInt8(ascii: "E"), UInt8(ascii: "e")]
            if bytes[index] == UInt8(ascii: "0"), at(1) == UInt8(ascii: "x") || at(1) == UInt8(ascii: "X") {
                index += 2
                exponent = [UInt8(ascii: "P"), UInt8(ascii: "p")]
            }
            while index < bytes.count {
                let c = bytes[index]
                if exponent.contains(c) {
                    index += 1
                    if at(0) == UInt8(ascii: "+") || at(0) == UInt8(ascii: "-") { index += 1 }
                } else if isHexDigit(c) || c == UInt8(ascii: ".") {
                    index += 1
                } else { break }
            }
            var malformed = false
            if index < bytes.count, isNameStart(bytes[index]) {
                malformed = true
                while index < bytes.count, isNameStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
            }
            let digits = String(decoding: bytes[start..<index], as: UTF8.self)
            let minus = previous == .minus && unaryMinus == start - 1 ? unaryMinus : nil
            let negatable = minus != nil || (previous == .other && (start == 0 || bytes[start - 1] != UInt8(ascii: "-")))
            if !malformed, let value = Self.number(digits) {
                let spanStart = minus ?? start
                found.append(NumberLiteral(start: spanStart, end: index, line: line,
                                              text: String(decoding: bytes[spanStart..<index], as: UTF8.self),
                                              value: minus == nil ? value : -value, signed: minus != nil, negatable: negatable,
                                              hex: exponent.first == UInt8(ascii: "P")))
            }
            settle(.value)
        }

        /// A numeral's value as `luaO_str2num` reads it, or nil when it is malformed.
        static func number(_ text: String) -> Double? {
            let lower = text.lowercased()
            if lower.hasPrefix("0x") {
                let body = lower.dropFirst(2)
                let parts = body.split(separator: "p", maxSplits: 1, omittingEmptySubsequences: false)
                let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let whole = mantissa[0], fraction = mantissa.count > 1 ? mantissa[1] : ""
                guard !(whole.isEmpty && fraction.isEmpty), !fraction.contains("."),
                      (whole + fraction).allSatisfy(\.isHexDigit) else { return nil }
                var value = 0.0
                for digit in whole { value = value * 16 + Double(digit.hexDigitValue ?? 0) }
                var scale = 1.0 / 16
                for digit in fraction { value += Double(digit.hexDigitValue ?? 0) * scale; scale /= 16 }
                if parts.count > 1 {
                    guard let power = Int(parts[1]), abs(power) < 100_000 else { return nil }
                    value *= pow(2, Double(power))
                }
                return value
            }
            // Decimal: digits, one point, an exponent with digits; Swift's parser agrees on these.
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "eE+-.".contains($0)) }),
                  text.filter({ $0 == "." }).count <= 1, let value = Double(text) else { return nil }
            return value
        }

        mutating func skipComment() {
            index += 2
            if let level = longBracketLevel() { skipLong(level: level); return }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }

        /// At `[`: the level of a long bracket opening here (`[[` 0, `[==[` 2), or nil.
        func longBracketLevel() -> Int? {
            guard at(0) == UInt8(ascii: "[") else { return nil }
            var level = 0
            while at(1 + level) == UInt8(ascii: "=") { level += 1 }
            return at(1 + level) == UInt8(ascii: "[") ? level : nil
        }

        /// Past a long string or comment of `level`, to its closing bracket (or the end of file).
        mutating func skipLong(level: Int) {
            index += level + 2
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                if bytes[index] == UInt8(ascii: "]") {
                    var equals = 0
                    while at(1 + equals) == UInt8(ascii: "=") { equals += 1 }
                    if equals == level, at(1 + equals) == UInt8(ascii: "]") { index += level + 2; return }
                }
                index += 1
            }
        }

        /// Past a quoted string: a backslash escapes the next byte (a newline included, and `\z`
        /// skips what follows as Lua does); an unescaped newline ends it (Lua's "unfinished string").
        mutating func skipShortString(quote: UInt8) {
            index += 1
            while index < bytes.count {
                let c = bytes[index]
                if c == quote { index += 1; return }
                if c == UInt8(ascii: "\n") { return }
                if c == UInt8(ascii: "\\") {
                    if at(1) == UInt8(ascii: "\n") { line += 1 }
                    index += 2
                    continue
                }
                index += 1
            }
        }

        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        func isHexDigit(_ c: UInt8) -> Bool {
            isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
        }
        func isNameStart(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
        }
    }
}
