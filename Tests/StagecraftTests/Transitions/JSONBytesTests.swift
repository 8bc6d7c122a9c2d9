import Foundation
import Testing
@testable import Stagecraft

/// The byte writer traces are built with (issue 28): its numbers and strings must be the bytes the
/// trace format always had (`formatNumber`'s text, JSON string escapes), or every golden trace and
/// gallery player would change.
@Suite struct JSONBytesTests {
    static func text(_ write: (inout JSONBytes) -> Void) -> String {
        var json = JSONBytes()
        write(&json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test func numbersHaveAtMostFourDecimalsAndIntegersNoPoint() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1, "1"), (-3, "-3"), (0.5, "0.5"), (-0.5, "-0.5"), (1.0 / 3, "0.3333"),
            (2.0 / 3, "0.6667"), (123.45678, "123.4568"), (2.00004, "2"), (-2.00004, "-2"), (0.0001, "0.0001"),
            // Half a ten-thousandth rounds away from zero; float noise prints as 0, never -0.
            (0.00005, "0.0001"), (-0.00005, "-0.0001"), (-1e-14, "0"), (6e-17, "0"), (0.1 + 0.2, "0.3"),
            (390, "390"), (844.0000001, "844"), (99_999_999_999.5, "99999999999.5"), (12.05, "12.05"),
            // From 10^15 on, Swift's own description: 1e15 prints in full, with its ".0".
            (.nan, "nan"), (1e15, "1000000000000000.0"), (-.infinity, "-inf"),
        ]
        for (value, expected) in cases {
            #expect(Self.text { $0.number(value) } == expected, "\(value)")
        }
    }

    @Test func numbersMatchFormatNumberAcrossMagnitudes() {
        // formatNumber is what every other text of the package prints: the writer must agree with
        // it everywhere, including around 10^11, where the writer hands over to it.
        var generator = Seeded(state: 28)
        for exponent in -6...16 {
            for _ in 0..<400 {
                let magnitude = pow(10, Double(exponent)) * Double.random(in: 1..<10, using: &generator)
                let value = Bool.random(using: &generator) ? magnitude : -magnitude
                let rounded = (value * 10_000).rounded() / 10_000
                for sample in [value, rounded, rounded + 0.00005, rounded - 0.00005] {
                    #expect(Self.text { $0.number(sample) } == formatNumber(sample), "\(sample)")
                }
            }
        }
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() throws {
        #expect(Self.text { $0.string("a\"b\\c\nd\re\tf") } == #""a\"b\\c\nd\re\tf""#)
        #expect(Self.text { $0.string("\u{1}\u{1f}") } == #""\u0001\u001f""#)
        #expect(Self.text { $0.string("é →😀 <") } == "\"é →😀 <\"")
        #expect(Self.text { $0.strings([]) } == "[]")
        #expect(Self.text { $0.strings(["a", "b"]) } == #"["a","b"]"#)
        // Every character below 0x80 reads back as itself through a JSON parser.
        let all = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        let parsed = try JSONSerialization.jsonObject(with: Data(Self.text { $0.strings([all]) }.utf8)) as? [String]
        #expect(parsed == [all])
    }

    @Test func integersKeepTheirSignAndDigits() {
        #expect(Self.text { $0.integer(0) } == "0")
        #expect(Self.text { $0.integer(-42) } == "-42")
        #expect(Self.text { $0.integer(Int.min) } == String(Int.min))
        #expect(Self.text { $0.integer(Int.max) } == String(Int.max))
    }

    /// A fixed sequence, so a failure repeats.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }
}
