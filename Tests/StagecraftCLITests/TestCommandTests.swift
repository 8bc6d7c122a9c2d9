import Foundation
import XCTest

/// End-to-end: `stagecraft test` and `stagecraft run` as a user or CI runs them.
final class TestCommandTests: XCTestCase {
    func testExamplesPassWithPlainOutputAndTheSummaryLine() {
        let result = CLI.run(["test", "examples/scenarios"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.lastLine, "10 passed, 0 failed")
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
        XCTAssertTrue(result.stdout.contains("PASS examples/scenarios/sheet_swipe.lua › a long swipe down dismisses it"))
    }

    func testAFailureShowsExpectedActualTimeAndLineAndExitsNonZero() throws {
        let dir = CLI.temporaryDirectory()
        try """
            local home = screen "home" { view { "box", frame = {0, 0, 100, 100} } }
            window { root = home }
            UIView.animate(1, function() find("box").alpha = 0 end)
            advance(0.5)
            expect.alpha("box", 0.25, 0.01)
            """.write(toFile: dir + "/fails.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["test", dir + "/fails.lua"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.lastLine, "0 passed, 1 failed")
        XCTAssertTrue(result.stdout.contains("FAIL \(dir)/fails.lua › fails"), result.stdout)
        XCTAssertTrue(result.stdout.contains("fails.lua:5: box alpha (on screen) is off by more than 0.01"), result.stdout)
        XCTAssertTrue(result.stdout.contains("expected: 0.25"), result.stdout)
        // Ease-in-out is symmetric about its middle: alpha 1 → 0 is at 0.5 after half the time.
        XCTAssertTrue(result.stdout.contains("actual:   0.5"), result.stdout)
        XCTAssertTrue(result.stdout.contains("at t=0.5s (frame 30)"), result.stdout)
    }

    func testJUnitFilterAndShards() throws {
        let junit = CLI.temporaryDirectory() + "/results.xml"
        let filtered = CLI.run(["test", "examples/scenarios", "--filter", "swipe", "--junit", junit])
        XCTAssertEqual(filtered.status, 0)
        // The four scenarios of sheet_swipe.lua by file name, and the edge swipe by its name.
        XCTAssertEqual(filtered.lastLine, "5 passed, 0 failed")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("<testsuites name=\"stagecraft\" tests=\"5\" failures=\"0\""), xml)

        let counts = ["1/2", "2/2"].map { shard -> Int in
            let line = CLI.run(["test", "examples/scenarios", "--shard", shard]).lastLine
            return Int(line.split(separator: " ").first ?? "") ?? -1
        }
        XCTAssertEqual(counts.reduce(0, +), 10)
        XCTAssertTrue(counts.allSatisfy { $0 > 0 })
    }

    func testBadPathsAndFlagsGetAMessageAndANonZeroExit() {
        let missing = CLI.run(["test", "no/such/dir"])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("no such file or directory: no/such/dir"), missing.stderr)
        let shard = CLI.run(["test", "examples/scenarios", "--shard", "3/2"])
        XCTAssertNotEqual(shard.status, 0)
        XCTAssertTrue(shard.stderr.contains("--shard"), shard.stderr)
        let fps = CLI.run(["test", "examples/scenarios", "--fps", "0"])
        XCTAssertNotEqual(fps.status, 0)
        XCTAssertTrue(fps.stderr.contains("--fps must be between 0 and 1000"), fps.stderr)
        let noMatch = CLI.run(["test", "examples/scenarios", "--filter", "zzz-nothing"])
        XCTAssertEqual(noMatch.status, 1)
        XCTAssertTrue(noMatch.stderr.contains("no scenario matches --filter zzz-nothing"))
        let directory = CLI.run(["run", "examples/scenarios"])
        XCTAssertNotEqual(directory.status, 0)
        XCTAssertTrue(directory.stderr.contains("is a directory"), directory.stderr)
    }

    func testBinaryAndNonUTF8FilesFailCleanly() throws {
        let dir = CLI.temporaryDirectory()
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: dir + "/binary.lua"))
        let result = CLI.run(["test", dir + "/binary.lua"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("is not UTF-8 text"), result.stdout)
        XCTAssertEqual(result.lastLine, "0 passed, 1 failed")
    }

    func testRunPrintsAFrameByFrameLog() {
        let result = CLI.run(["run", "examples/scenarios/fade_present.lua", "--filter", "presents"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("── fade presents the detail screen ──"))
        XCTAssertTrue(result.stdout.contains("frame 0  t=0s"))
        XCTAssertTrue(result.stdout.contains("· animator cross_fade.lua.animateTransition"))
        // The detail view fades in frame by frame: cubic-bezier(0.42, 0, 0.58, 1) at 1/60 and 2/60 s of
        // 0.35 s is 0.0044 and 0.0179 (solved independently of the engine).
        XCTAssertTrue(result.stdout.contains("+ detail {0, 0, 390, 844} alpha 0.0044"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  detail: alpha 0.0044 → 0.0179"), result.stdout)
        XCTAssertEqual(result.lastLine, "1 passed, 0 failed")
    }
}
