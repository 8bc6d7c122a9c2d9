import Foundation
import Testing
@testable import StagecraftScenario

/// CL2.2: `--filter` patterns are regular expressions matched case-insensitively against a
/// scenario's name and file. Plain words are matched without the regular expression engine
/// (`ScenarioSelection.isLiteral`); the answers must be the regular expression's, which these
/// tests compute with `NSRegularExpression` beside the selection.
@Suite struct FilterLiteralTests {
    /// What ICU's case-insensitive regular expression says: the oracle.
    static func regexSays(_ pattern: String, _ text: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func selects(_ pattern: String, name: String, file: String = "x.lua") throws -> Bool {
        try ScenarioSelection(patterns: [pattern]).selects(name: name, file: file, lines: nil)
    }

    @Test func cl2_2_plainWordsAreLiteralAndRegularExpressionsAreNot() {
        for pattern in ["presents", "fade_present", "Fade Presents", "a-b/c:d,e", "T2"] { #expect(ScenarioSelection.isLiteral(pattern), "\(pattern)") }
        for pattern in ["pres.nts", "^AL", "gam+a$", "a|b", "(x)", "[ab]", "a*", "a?", "a{2}", "\\d", "é"] {
            #expect(!ScenarioSelection.isLiteral(pattern), "\(pattern)")
        }
    }

    @Test func cl2_2_aPlainWordMatchesAsTheRegularExpressionDoes() throws {
        let names = ["fade presents the detail screen", "fade dismisses back to home", "PRESENTS", "pre sents", "", "present"]
        for pattern in ["presents", "PRESENTS", "Presents", "dismisses back", "e", "present"] {
            for name in names {
                #expect(try Self.selects(pattern, name: name) == Self.regexSays(pattern, name), "\(pattern) on \(name)")
            }
        }
        #expect(try Self.selects("presents", name: "fade PRESENTS it"))  // case-insensitive
        #expect(try !Self.selects("presents", name: "fade dismisses"))
        // The file matches too: the name alone does not decide.
        #expect(try Self.selects("FADE_present", name: "other", file: "examples/scenarios/fade_present.lua"))
    }

    /// A text with letters outside ASCII goes to the regular expression, whose case folding
    /// (ſ, the long s, folds to s; the Kelvin sign to k) a plain lowercasing does not do.
    @Test func cl2_2_aTextBeyondASCIIIsMatchedByTheRegularExpression() throws {
        for (pattern, name) in [("s", "ſ"), ("k", "\u{212A}elvin"), ("fade", "Fade → détail")] {
            #expect(try Self.selects(pattern, name: name) == Self.regexSays(pattern, name), "\(pattern) on \(name)")
        }
        #expect(try Self.regexSays("s", "ſ"))  // what the comparison above relies on
    }

    @Test func cl2_2_aPatternThatIsNotARegularExpressionIsStillRefused() {
        #expect(throws: ScenarioSelection.PatternError.self) { try ScenarioSelection(patterns: ["(unclosed"]) }
        #expect(throws: Never.self) { try ScenarioSelection(patterns: ["plain words"]) }
    }
}
