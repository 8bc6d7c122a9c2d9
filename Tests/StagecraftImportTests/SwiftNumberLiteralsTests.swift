import Foundation
import Testing
@testable import StagecraftImport

/// SD5.1 for Swift roles (docs/studio.md): the studio scrubs a Swift role's numbers in the Swift
/// file, found by swift-syntax's lexer. Spans are counted by hand from the inputs.
@Suite struct SwiftNumberLiteralsTests {
    static func texts(_ source: String) -> [String] { SwiftNumberLiterals.scan(source).map(\.text) }

    @Test func SD5_1_literalsAreTheSwiftFilesOwnBytes() throws {
        let source = "let d: TimeInterval = 0.35 // 0.5 in a comment\nlet s = \"2 in a string\"\nlet x1 = 7\n"
        let found = SwiftNumberLiterals.scan(source)
        #expect(found.map(\.text) == ["0.35", "7"], "comments, strings and the 1 of a name are not numbers")
        let first = try #require(found.first)
        #expect(first.start == 22 && first.end == 26 && first.line == 1 && first.value == 0.35)
        #expect(found.last?.line == 3)
        #expect(Self.texts("let t = \"\"\"\n  3 and \\(4)\n  \"\"\"") == ["4"], "an interpolation's expression is code")
        #expect(Self.texts("/* 5 /* 6 */ 7 */ let y = 8") == ["8"], "block comments nest in Swift")
    }

    @Test func SD5_1_swiftNumeralForms() {
        let found = SwiftNumberLiterals.scan("let a = 1_000; let b = 0x1F; let c = 0b101; let d = 0o17; let e = 2.5e-3; let f = 0x1.8p1")
        #expect(found.map(\.value) == [1000, 31, 5, 15, 0.0025, 3])
        #expect(found.map(\.hex) == [false, true, false, false, false, true])
    }

    @Test func SD5_1_aPrefixMinusAgainstTheDigitsJoinsTheSpan() throws {
        let signed = try #require(SwiftNumberLiterals.scan("let v = -0.3").first)
        #expect(signed.text == "-0.3" && signed.start == 8 && signed.value == -0.3 && signed.signed)
        // Binary minus: the digits alone, and no minus in front (`a - -2` parses, but `a-2` → `a--2` does not).
        let binary = try #require(SwiftNumberLiterals.scan("let v = a - 2").first)
        #expect(binary.text == "2" && !binary.signed && !binary.negatable)
        #expect(SwiftNumberLiterals.scan("f(x: 1, 2)").map(\.negatable) == [true, true])
    }
}
