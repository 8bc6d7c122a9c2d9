import Foundation
import StagecraftScenario
import Testing

/// Golden traces, the suite's file discovery, shards, parallel runs, JUnit.
@Suite struct SuiteAndGoldenTests {
    @Test func goldenRecordedThenComparedAt60And120Hz() throws {
        let sandbox = ScenarioSandbox()
        let body = fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            present(home, detail)
            untilIdle()
            expect.golden("fade_in")
            """
        #expect(sandbox.run("g.lua", body, record: true).first?.notes == ["recorded golden trace \(sandbox.directory)/golden/fade_in.jsonl"])
        #expect(sandbox.run("g.lua", body).first?.passed == true)
        #expect(sandbox.run("g.lua", body, fps: 120).first?.passed == true)

        // A changed motion: the diff names the view, the value and the time.
        let golden = sandbox.directory + "/golden/fade_in.jsonl"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let range = try #require(text.range(of: #""name":"detail","kind":"View","center":[195,422],"size":[390,844],"alpha":"#))
        let changed = text.replacingCharacters(in: range.upperBound..<range.upperBound, with: "0.25,\"was\":")
        try changed.write(toFile: golden, atomically: true, encoding: .utf8)
        let failure = try #require(sandbox.run("g.lua", body).first?.failures.first)
        #expect(failure.message.contains("the trace differs"), "\(failure)")
        #expect(failure.actual?.contains("view 'detail' alpha: expected 0.25, got") == true, "\(failure)")
    }

    /// Untraced runs are cheaper; a scenario block that checks a golden trace runs again, traced.
    @Test func goldenInsideAScenarioBlockIsCheckedOnATracedRun() throws {
        let sandbox = ScenarioSandbox()
        let body = fadeApp + """
            scenario("untraced", function() window { root = home } advance(0.1) end)
            scenario("traced", function()
              window { root = home }
              transition(detail, { animator = fade })
              present(home, detail)
              untilIdle()
              expect.golden("block")
            end)
            """
        let recorded = sandbox.run("b.lua", body, record: true)
        #expect(recorded.map(\.notes) == [[], ["recorded golden trace \(sandbox.directory)/golden/block.jsonl"]])
        let text = try String(contentsOfFile: sandbox.directory + "/golden/block.jsonl", encoding: .utf8)
        #expect(text.contains("\"name\":\"detail\""), "the trace has the presented view")
        #expect(sandbox.run("b.lua", body).allSatisfy { $0.passed })
        #expect(sandbox.run("b.lua", body, fps: 120).allSatisfy { $0.passed })
    }

    @Test func missingGoldenSaysHowToRecord() {
        let sandbox = ScenarioSandbox()
        let result = sandbox.run("g.lua", "expect.golden(\"nothing\")").first
        #expect(result?.failures.first?.message.contains("STAGECRAFT_RECORD=1") == true)
    }

    @Test func directoriesSkipRoleFoldersAndShardsSplitDeterministically() throws {
        let sandbox = ScenarioSandbox()
        for name in ["a.lua", "b.lua", "c.lua", "sub/d.lua", "golden/x.lua", "delegates/y.lua"] { sandbox.write(name, "expect.equal(1, 1)") }
        let suite = try ScenarioSuite(paths: [sandbox.directory])
        let names = suite.files.map { String($0.dropFirst(sandbox.directory.count + 1)) }
        #expect(names == ["a.lua", "b.lua", "c.lua", "sub/d.lua"])
        #expect(suite.shard(1, of: 2).files.count + suite.shard(2, of: 2).files.count == 4)
        #expect(Set(suite.shard(1, of: 2).files).intersection(suite.shard(2, of: 2).files).isEmpty)
        #expect(suite.shard(2, of: 3).files == [suite.files[1]])
        #expect(throws: ScenarioSuite.PathError.self) { try ScenarioSuite(paths: [sandbox.directory + "/missing"]) }
    }

    @Test func parallelRunGivesTheSameResultsInFileOrder() throws {
        let sandbox = ScenarioSandbox()
        for index in 0..<6 {
            sandbox.write("s\(index).lua", fadeApp + """
                window { root = home }
                transition(detail, { animator = fade })
                present(home, detail)
                advance(0.\(index + 1))
                expect.alpha("detail", 2, 0)
                """)
        }
        let suite = try ScenarioSuite(paths: [sandbox.directory])
        let order = LockedList()
        let serial = suite.run(ScenarioRunner(), filter: nil, jobs: 1) { _ in }
        let parallel = suite.run(ScenarioRunner(), filter: nil, jobs: 3) { order.append($0.map(\.file)) }
        #expect(serial.map(\.failures) == parallel.map(\.failures))
        #expect(order.items == suite.files)
    }

    @Test func junitXML() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("j.lua", "scenario(\"a <b>\", function() expect.equal(1, 2, \"one\") end)\nscenario(\"ok\", function() end)")
        let xml = JUnitReport.xml(results)
        #expect(xml.contains("<testsuites name=\"stagecraft\" tests=\"2\" failures=\"1\""), "\(xml)")
        #expect(xml.contains("name=\"a &lt;b&gt;\""), "\(xml)")
        #expect(xml.contains("<failure message=\"one is not the expected one\">"), "\(xml)")
        #expect(xml.contains("name=\"ok\" time="), "\(xml)")
    }
}

/// Appends from the suite's report callback (called under the suite's lock, in order).
final class LockedList: @unchecked Sendable {
    private(set) var items: [String] = []
    func append(_ more: [String]) { items += more }
}
