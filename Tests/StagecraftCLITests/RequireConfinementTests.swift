import Foundation
import Testing

/// `require` through the real CLI: a module that is a symbolic link out of the project (or lies
/// in a linked folder) is refused at the scenario's line and its code never runs (issue 24, item 6).
@Suite struct RequireConfinementTests {
    @Test func sx3_1_requireThroughALinkOutOfTheProjectFailsTheScenarioAndRunsNothing() throws {
        // The scenario's parent folder is a root too: the outside folder is elsewhere.
        let project = CLI.temporaryDirectory() + "/work/project", outside = CLI.temporaryDirectory() + "/outside"
        for directory in [project + "/animators", outside] { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        try "print('OUTSIDE CODE RAN') return {}".write(toFile: outside + "/payload.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: project + "/animators/payload.lua", withDestinationPath: outside + "/payload.lua")
        try FileManager.default.createSymbolicLink(atPath: project + "/vendor", withDestinationPath: outside)
        try """
            scenario("a linked file", function() require("animators.payload") end)
            scenario("a linked folder", function() require("vendor.payload") end)
            """.write(toFile: project + "/links_test.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["test", "--verbose", "links_test.lua"], in: project, timeout: 60)
        let output = result.stdout + result.stderr
        #expect(result.status == 1, "\(output)")
        #expect(output.contains("links_test.lua:1:") && output.contains("animators/payload.lua is a symbolic link to"), "\(output)")
        #expect(output.contains("links_test.lua:2:") && output.contains("/vendor is a symbolic link to"), "\(output)")
        #expect(!output.contains("OUTSIDE CODE RAN"), "\(output)")
        #expect(result.lastLine == "0 passed, 2 failed")
    }

    /// A stress replay's closing line names the original scenario's folder (ReplayOrigin): it widens
    /// where modules are looked up, never what may be read. A line naming a folder outside the roots
    /// is ignored, so a hand-written one cannot reach a module elsewhere; inside them it is used.
    @Test func st3_3_aReplayLineCannotReachOutsideTheRoots() throws {
        let project = CLI.temporaryDirectory() + "/work/project", outside = CLI.temporaryDirectory() + "/outside"
        for directory in [project + "/replays", project + "/scenarios/helpers", outside] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try "print('OUTSIDE CODE RAN') return {}".write(toFile: outside + "/payload.lua", atomically: true, encoding: .utf8)
        try "return { answer = 42 }".write(toFile: project + "/scenarios/helpers/answer.lua", atomically: true, encoding: .utf8)
        let marker = "-- stagecraft stress replay: the original scenario's folder is "
        try """
            scenario("outside", function() require("payload") end)
            \(marker)"\(outside)"
            """.write(toFile: project + "/replays/outside.lua", atomically: true, encoding: .utf8)
        try """
            scenario("inside", function() expect.equal(require("helpers.answer").answer, 42, "the helper") end)
            \(marker)"../scenarios"
            """.write(toFile: project + "/replays/inside.lua", atomically: true, encoding: .utf8)
        let outsideRun = CLI.run(["test", "replays/outside.lua"], in: project, timeout: 60)
        #expect(outsideRun.status == 1 && outsideRun.stdout.contains("not found"), "\(outsideRun.stdout)")
        #expect(!outsideRun.stdout.contains("OUTSIDE CODE RAN"), "\(outsideRun.stdout)")
        let insideRun = CLI.run(["test", "replays/inside.lua"], in: project, timeout: 60)
        #expect(insideRun.status == 0 && insideRun.lastLine == "1 passed, 0 failed", "\(insideRun.stdout)")
    }
}
