import Foundation
import StagecraftScenario
import XCTest

final class SuiteAndGoldenTests: XCTestCase {
    func testGoldenRecordedThenComparedAt60And120Hz() throws {
        let sandbox = ScenarioSandbox()
        let body = fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            present(home, detail)
            untilIdle()
            expect.golden("fade_in")
            """
        XCTAssertEqual(sandbox.run("g.lua", body, record: true)[0].notes, ["recorded golden trace \(sandbox.directory)/golden/fade_in.jsonl"])
        XCTAssertTrue(sandbox.run("g.lua", body)[0].passed)
        XCTAssertTrue(sandbox.run("g.lua", body, fps: 120)[0].passed)

        // A changed motion: the diff names the view, the value and the time.
        let golden = sandbox.directory + "/golden/fade_in.jsonl"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: #""name":"detail","kind":"View","center":[195,422],"size":[390,844],"alpha":"#))
        let changed = text.replacingCharacters(in: range.upperBound..<range.upperBound, with: "0.25,\"was\":")
        try changed.write(toFile: golden, atomically: true, encoding: .utf8)
        let failure = try XCTUnwrap(sandbox.run("g.lua", body)[0].failures.first)
        XCTAssertTrue(failure.message.contains("the trace differs"), failure.description)
        XCTAssertTrue(failure.actual?.contains("view 'detail' alpha: expected 0.25, got") ?? false, failure.description)
    }

    func testMissingGoldenSaysHowToRecord() {
        let sandbox = ScenarioSandbox()
        let result = sandbox.run("g.lua", "expect.golden(\"nothing\")")[0]
        XCTAssertTrue(result.failures[0].message.contains("STAGECRAFT_RECORD=1"))
    }

    func testDirectoriesSkipRoleFoldersAndShardsSplitDeterministically() throws {
        let sandbox = ScenarioSandbox()
        for name in ["a.lua", "b.lua", "c.lua", "sub/d.lua", "golden/x.lua"] { sandbox.write(name, "expect.equal(1, 1)") }
        let suite = try ScenarioSuite(paths: [sandbox.directory])
        let names = suite.files.map { String($0.dropFirst(sandbox.directory.count + 1)) }
        XCTAssertEqual(names, ["a.lua", "b.lua", "c.lua", "sub/d.lua"])
        XCTAssertEqual(suite.shard(1, of: 2).files.count + suite.shard(2, of: 2).files.count, 4)
        XCTAssertEqual(Set(suite.shard(1, of: 2).files).intersection(suite.shard(2, of: 2).files), [])
        XCTAssertEqual(suite.shard(2, of: 3).files, [suite.files[1]])
        XCTAssertThrowsError(try ScenarioSuite(paths: [sandbox.directory + "/missing"]))
    }

    func testParallelRunGivesTheSameResultsInFileOrder() throws {
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
        XCTAssertEqual(serial.map(\.failures), parallel.map(\.failures))
        XCTAssertEqual(order.items, suite.files)
    }

    func testJUnitXML() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("j.lua", "scenario(\"a <b>\", function() expect.equal(1, 2, \"one\") end)\nscenario(\"ok\", function() end)")
        let xml = JUnitReport.xml(results)
        XCTAssertTrue(xml.contains("<testsuites name=\"stagecraft\" tests=\"2\" failures=\"1\""), xml)
        XCTAssertTrue(xml.contains("name=\"a &lt;b&gt;\""), xml)
        XCTAssertTrue(xml.contains("<failure message=\"one is not the expected one\">"), xml)
        XCTAssertTrue(xml.contains("name=\"ok\" time="), xml)
    }
}

/// Appends from the suite's report callback (called under the suite's lock, in order).
final class LockedList: @unchecked Sendable {
    private(set) var items: [String] = []
    func append(_ more: [String]) { items += more }
}
