import Foundation
import SwiftParser
import SwiftSyntax

/// The numeric literals of a Swift file, by swift-syntax's own lexer: the studio scrubs a Swift
/// role's numbers in the Swift file itself (the role runs as its translation, re-made on every
/// save), so each literal is a span of the file's bytes. Strings, comments and identifiers are
/// other tokens; `-` is a prefix operator token, joined to a literal's span only when written
/// right against its digits (`-0.3`).
public enum SwiftNumberLiterals {
    public struct Literal: Equatable, Sendable {
        /// UTF-8 byte offsets `start..<end`, the minus included when `signed`.
        public var start: Int
        public var end: Int
        public var line: Int
        public var text: String
        public var value: Double
        public var signed: Bool
        /// A minus may be written in front without changing how the file parses: after `(`, `[`,
        /// `,`, `:`, `=`, `{` or `return` (Swift wants a prefix minus against its operand, and
        /// `a-2` → `a--2` would not parse).
        public var negatable: Bool
        public var hex: Bool
    }

    /// Files larger than the importer reads are not scanned (no literals).
    public static func scan(_ text: String) -> [Literal] {
        guard text.utf8.count <= SwiftSourceFile.maximumBytes else { return [] }
        var source = text
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftSourceFile.maximumNestingLevel) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var found: [Literal] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let digits: String
            switch token.tokenKind {
            case .integerLiteral(let text), .floatLiteral(let text): digits = text
            default: continue
            }
            guard let value = number(digits) else { continue }
            var start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            let previous = token.previousToken(viewMode: .sourceAccurate)
            let signed = previous.map { $0.tokenKind == .prefixOperator("-") && $0.endPositionBeforeTrailingTrivia.utf8Offset == start
                && $0.trailingTrivia.isEmpty } ?? false
            if signed, let minus = previous { start = minus.positionAfterSkippingLeadingTrivia.utf8Offset }
            let opening: [TokenKind] = [.leftParen, .leftSquare, .comma, .colon, .equal, .leftBrace, .keyword(.return)]
            let negatable = signed || previous.map { opening.contains($0.tokenKind) } ?? true
            let bytes = Array(text.utf8)[start..<end]
            found.append(Literal(start: start, end: end, line: converter.location(for: token.positionAfterSkippingLeadingTrivia).line,
                                 text: String(decoding: bytes, as: UTF8.self), value: signed ? -value : value, signed: signed,
                                 negatable: negatable, hex: digits.lowercased().hasPrefix("0x")))
        }
        return found
    }

    /// A Swift numeric literal's value: `_` separators, `0x` (with a `p` exponent for floats),
    /// `0o`, `0b`, decimal with an exponent. nil when malformed.
    static func number(_ literal: String) -> Double? {
        let text = literal.replacingOccurrences(of: "_", with: "").lowercased()
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            let body = text.dropFirst(2)
            if radix == 16, body.contains(where: { $0 == "." || $0 == "p" }) {
                return Double("0x" + body)  // Swift's Double parses hexadecimal floats (`0x1.8p1`)
            }
            return UInt64(body, radix: radix).map { Double($0) }  // not `Double.init`: that picks `init(bitPattern:)`
        }
        return Double(text)
    }
}
