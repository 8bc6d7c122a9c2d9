import Foundation
import Testing

/// docs/rules.md is the repository's own reference of the UIKit rules (T1.1 …) the tests name:
/// every rule id a test names is documented (there or in the docs that refine it), and every test
/// a "Checked by" line lists exists and names that rule. The lines are generated:
/// `STAGECRAFT_RECORD=1 swift test --skip-build --filter RuleReferenceTests` rewrites them.
@Suite struct RuleReferenceTests {
    static let rules = "docs/rules.md"

    /// The T-rule ids in a test function's name: `t3_6_…`, `…AndT5_4_…`, `t11_2g_t11_2j_…`,
    /// `springsT8_6`. Other families (`st3_3_`, `ST1_5_`, `kt1_2_`) are not T-rules.
    static func ruleIDs(inTestName name: String) -> [String] {
        name.matches(of: /(?:^[tT]|_[tT]|[a-z0-9]T)(\d+)_(\d+)([a-z]?)(?=_|$|[A-Z])/).map { "T\($0.1).\($0.2)\($0.3)" }
    }

    /// The test functions declared in Swift source: `func name(`.
    static func functionNames(in source: String) -> [String] {
        source.matches(of: /func\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(/).map { String($0.1) }
    }

    /// Every function name under Tests/, and the tests naming each T-rule.
    static func testsByRule() throws -> (names: Set<String>, byRule: [String: Set<String>]) {
        let tests = CLI.repository + "/Tests"
        var names = Set<String>(), byRule: [String: Set<String>] = [:]
        let files = FileManager.default.enumerator(atPath: tests)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            for name in functionNames(in: try String(contentsOfFile: tests + "/" + file, encoding: .utf8)) {
                names.insert(name)
                for id in ruleIDs(inTestName: name) { byRule[id, default: []].insert(name) }
            }
        }
        return (names, byRule)
    }

    /// The rule ids a page documents: `### T1.1 …` headings and `**T11.2a**` entries.
    static func documentedIDs(in markdown: String) -> Set<String> {
        Set(markdown.matches(of: /^\#{2,4} (T\d+\.\d+[a-z]?)\b/.anchorsMatchLineEndings()).map { String($0.1) }
            + markdown.matches(of: /\*\*(T\d+\.\d+[a-z]?)\*\*/).map { String($0.1) })
    }

    /// The sections of rules.md: each `### ID` heading with the text up to the next heading.
    static func sections(of markdown: String) -> [(id: String, text: Substring)] {
        let headings = markdown.matches(of: /^\#{3} (T\d+\.\d+[a-z]?)[ ]/.anchorsMatchLineEndings())
        return headings.enumerated().map { index, heading in
            let end = index + 1 < headings.count ? headings[index + 1].range.lowerBound : markdown.endIndex
            return (String(heading.1), markdown[heading.range.lowerBound..<end])
        }
    }

    /// The test names in a text's "Checked by:" paragraphs (up to a blank line), in backticks.
    static func checkedBy(in text: some StringProtocol) -> [String] {
        String(text).matches(of: /^Checked by:((?:.+\n?)*)/.anchorsMatchLineEndings()).flatMap { paragraph in
            String(paragraph.1).matches(of: /`([A-Za-z_][A-Za-z0-9_]*)`/).map { String($0.1) }
        }
    }

    /// The "Checked by:" line for the tests naming a rule; for a rule only its refinements' tests
    /// name (T11.2 by T11.2a …), those refinements.
    static func checkedByLine(_ tests: Set<String>, refinements: [String] = []) -> String {
        if !tests.isEmpty { return "Checked by: " + tests.sorted().map { "`\($0)`" }.joined(separator: ", ") + "." }
        if let first = refinements.first, let last = refinements.last {
            return "Checked by: the tests of its refinements, \(first) to \(last)."
        }
        return "Checked by: no test names this rule yet."
    }

    /// The ids that refine `id` (T11.2a, T11.2b … for T11.2), in order.
    static func refinements(of id: String, among ids: some Sequence<String>) -> [String] {
        ids.filter { $0.count == id.count + 1 && $0.hasPrefix(id) && $0.last?.isLowercase == true }.sorted()
    }

    @Test func everyRuleATestNamesIsDocumentedAndEveryListedTestExists() throws {
        let path = CLI.repository + "/" + Self.rules
        var markdown = try String(contentsOfFile: path, encoding: .utf8)
        let (names, byRule) = try Self.testsByRule()
        if ProcessInfo.processInfo.environment["STAGECRAFT_RECORD"] == "1" {
            for section in Self.sections(of: markdown).reversed() {
                guard let line = section.text.firstRange(of: /^Checked by:.*$/.anchorsMatchLineEndings()) else { continue }
                markdown.replaceSubrange(line, with: Self.checkedByLine(byRule[section.id] ?? [], refinements: Self.refinements(of: section.id, among: byRule.keys)))
            }
            try markdown.write(toFile: path, atomically: true, encoding: .utf8)
        }
        var documented = Set<String>()
        let docs = try FileManager.default.contentsOfDirectory(atPath: CLI.repository + "/docs").filter { $0.hasSuffix(".md") }
        for page in docs { documented.formUnion(Self.documentedIDs(in: try String(contentsOfFile: CLI.repository + "/docs/" + page, encoding: .utf8))) }
        let undocumented = byRule.keys.filter { !documented.contains($0) }.sorted()
        #expect(undocumented.isEmpty, "rule ids named by tests but documented in no docs/*.md: \(undocumented)")
        #expect(byRule.count > 100, "only \(byRule.count) rule ids found in test names: is the pattern still right?")

        let sections = Self.sections(of: markdown)
        #expect(sections.count > 90, "only \(sections.count) rules found in \(Self.rules): is the heading pattern still right?")
        for section in sections {
            let listed = Self.checkedBy(in: section.text)
            let gone = listed.filter { !names.contains($0) }
            #expect(gone.isEmpty, "\(Self.rules) \(section.id) lists tests that no longer exist: \(gone)")
            let unrelated = listed.filter { names.contains($0) && !Self.ruleIDs(inTestName: $0).contains(section.id) }
            #expect(unrelated.isEmpty, "\(Self.rules) \(section.id) lists tests that do not name it: \(unrelated)")
            if listed.isEmpty, let tests = byRule[section.id], !tests.isEmpty {
                Issue.record("\(Self.rules) \(section.id): \(tests.count) tests name it and none is listed (STAGECRAFT_RECORD=1 regenerates the lists)")
            }
        }
        // The timing page's lists are written by hand; they must name tests that exist.
        let timing = try String(contentsOfFile: CLI.repository + "/docs/timing.md", encoding: .utf8)
        let timingTests = Self.checkedBy(in: timing)
        #expect(timingTests.count > 10 && timingTests.allSatisfy(names.contains), "\(timingTests.filter { !names.contains($0) })")
    }

    /// The parts the check stands on, on strings: each of them can fail on its own.
    @Test func theIdsTestNamesCarryAreReadAsTheyAreMeant() {
        #expect(Self.ruleIDs(inTestName: "t3_6_cancelledInteractivePop") == ["T3.6"])
        #expect(Self.ruleIDs(inTestName: "t5_2_alongsideRunsInTheAnimatorsContextAndT5_4_completionsAtTheEnd") == ["T5.2", "T5.4"])
        #expect(Self.ruleIDs(inTestName: "t11_2g_t11_2j_sourceGone") == ["T11.2g", "T11.2j"])
        #expect(Self.ruleIDs(inTestName: "springsMatchTimingMDClosedFormsT8_6") == ["T8.6"])
        #expect(Self.ruleIDs(inTestName: "T12_3_blurAnimates") == ["T12.3"])
        #expect(Self.ruleIDs(inTestName: "t1_13a_customDismissalFinalFrame") == ["T1.13a"])
        for other in ["st3_3_aFailureIsReported", "ST1_5_reload", "kt1_2_x", "cl4_1_cl2_6_junit", "at0_5seconds"] {
            #expect(Self.ruleIDs(inTestName: other).isEmpty, "\(other)")
        }
        let page = "### T1.1 Title\nText.\nChecked by: `a_1`, `b`.\n\n### T1.2 Next\n**T11.2a** x\nChecked by: `c`,\n`d`.\n"
        #expect(Self.documentedIDs(in: page) == ["T1.1", "T1.2", "T11.2a"])
        #expect(Self.sections(of: page).map(\.id) == ["T1.1", "T1.2"])
        #expect(Self.checkedBy(in: Self.sections(of: page)[1].text) == ["c", "d"])
        #expect(Self.checkedByLine(["t1_1_b", "t1_1_a"]) == "Checked by: `t1_1_a`, `t1_1_b`.")
        #expect(Self.refinements(of: "T11.2", among: ["T11.2c", "T11.2a", "T11.21", "T11.20", "T1.1", "T11.2"]) == ["T11.2a", "T11.2c"])
        #expect(Self.checkedByLine([], refinements: ["T11.2a", "T11.2c"]) == "Checked by: the tests of its refinements, T11.2a to T11.2c.")
    }
}
