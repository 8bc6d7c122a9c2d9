import Foundation
import StagecraftScenario
import Testing

/// Golden traces, the suite's file discovery, shards, parallel runs, JUnit.
@Suite struct SuiteAndGoldenTests {
    @Test func goldenRecordedThenComparedAt60And120Hz() throws {
        let sandbox = ScenarioSandbox()
        let body = fadeApp + """
            window { root = home }
            transition(detail, { animator = fade, style = "fullScreen" })
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
        let serial = suite.run(ScenarioRunner(), jobs: 1) { _ in }
        let parallel = suite.run(ScenarioRunner(), jobs: 3) { order.append($0.map(\.file)) }
        #expect(serial.map(\.failures) == parallel.map(\.failures))
        #expect(order.items == suite.files)
        // Equal is not enough: both runs must show the failure each file provokes, in file order.
        // s<i>.lua fails once, at its `expect.alpha` (line 8: after fadeApp's three lines and the
        // window, transition, present and advance lines), at t = (i + 1)/10 — a different time per
        // file, so a result paired with the wrong file shows.
        #expect(parallel.map(\.file) == suite.files)
        for (index, result) in parallel.enumerated() {
            #expect(result.failures.count == 1, "\(result.file): \(result.failures)")
            let failure = result.failures.first
            #expect(failure?.kind == .expectation)
            #expect(failure?.expected == "2")
            #expect(failure.map { abs($0.time - Double(index + 1) / 10) < 1e-9 } == true, "\(result.file): \(String(describing: failure))")
            #expect(failure?.location?.hasSuffix("s\(index).lua:8") == true, "\(String(describing: failure?.location))")
        }
    }

    /// GA2.5: the gallery renders in `between`. Each worker calls it before every file it takes
    /// and once when none is left, so one worker sees each file reported before the next starts.
    @Test func GA2_5_betweenRunsBeforeEachFileAndOnceWhenNoneIsLeft() throws {
        let sandbox = ScenarioSandbox()
        for index in 0..<5 { sandbox.write("b\(index).lua", "expect.equal(1, 1)") }
        let suite = try ScenarioSuite(paths: [sandbox.directory])
        for jobs in [1, 2] {
            let log = LockedLog()
            let results = suite.run(ScenarioRunner(), jobs: jobs, between: { log.between() }) { log.reported($0.count) }
            #expect(results.count == 5)
            #expect(log.seen.count == 5 + jobs, "jobs \(jobs): \(log.seen)")
            if jobs == 1 { #expect(log.seen == [0, 1, 2, 3, 4, 5]) }
        }
    }

    @Test func junitXML() {
        // Issue 16 item 5: expectations are failures, script errors errors, `skip` skipped; each
        // testcase names its file and line; the classname is the path without `.lua`, dotted.
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("j.lua", """
            scenario("a <b>", function() expect.equal(1, 2, "one") end)
            scenario("ok", function() end)
            scenario("raises", function() error("boom") end)
            scenario("later", { skip = "not yet" }, function() end)
            """)
        let xml = JUnitReport.xml(results, timestamp: Date(timeIntervalSince1970: 0), hostname: "ci-7")
        #expect(xml.contains("<testsuites name=\"stagecraft\" tests=\"4\" failures=\"1\" errors=\"1\" time="), "\(xml)")
        #expect(xml.contains("tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"1\""), "\(xml)")
        #expect(xml.contains("timestamp=\"1970-01-01T00:00:00\" hostname=\"ci-7\""), "\(xml)")
        #expect(xml.contains("name=\"a &lt;b&gt;\""), "\(xml)")
        #expect(xml.contains("<failure message=\"one is not the expected one\" type=\"expectation\">"), "\(xml)")
        #expect(xml.contains("<error message=\"error: boom\" type=\"script-error\">"), "\(xml)")
        #expect(xml.contains("<skipped message=\"not yet\"/>"), "\(xml)")
        let dotted = JUnitReport.className(sandbox.directory + "/j.lua")
        #expect(!dotted.hasSuffix(".lua") && dotted.hasSuffix(".j") && !dotted.contains("/"), "\(dotted)")
        #expect(xml.contains("name=\"ok\" file=\"\(sandbox.directory)/j.lua\" line=\"2\" time="), "\(xml)")
    }

    @Test func aScriptErrorInACallbackComesBeforeTheExpectationsItBroke() {
        // Issue 16 item 4: the error is reported at its own time, ahead of what failed after it.
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("cause.lua", """
            local home = screen "home" {}
            local detail = screen "detail" {}
            local broken = { animateTransition = function(self, context) error("broke") end,
                             transitionDuration = function() return 0.3 end }
            scenario("s", function()
              window { root = home }
              advance(0.1)
              expect.equal(1, 2, "before")
              transition(detail, { animator = broken })
              present(home, detail)
              advance(0.5)
              expect.alpha("detail", 0.5)
            end)
            """)
        let messages = results.first?.failures.map(\.message) ?? []
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.hasPrefix("before") == true, "an earlier failure stays first: \(messages)")
        #expect(messages.dropFirst().first?.contains("broke") == true, "\(messages)")
        #expect(results.first?.failures.map(\.kind) == [.expectation, .error, .expectation])
    }
}

/// Appends from the suite's report callback (called under the suite's lock, in order).
final class LockedList: @unchecked Sendable {
    private(set) var items: [String] = []
    func append(_ more: [String]) { items += more }
}

/// What `between` saw: the number of files reported by then, at each call.
final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reportedFiles = 0
    private var calls: [Int] = []
    func between() { lock.withLock { calls.append(reportedFiles) } }
    func reported(_: Int) { lock.withLock { reportedFiles += 1 } }
    var seen: [Int] { lock.withLock { calls } }
}
