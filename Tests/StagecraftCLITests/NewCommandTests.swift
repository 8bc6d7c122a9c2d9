import Foundation
import XCTest

/// `stagecraft new`: every template is generated and run.
final class NewCommandTests: XCTestCase {
    func testEveryTemplateWorks() throws {
        let dir = CLI.temporaryDirectory()
        for kind in ["animator", "presentation", "interaction", "scenario"] {
            let result = CLI.run(["new", kind, "my_\(kind)"], in: dir)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/\(kind)s/my_\(kind).lua"))
        }
        // The generated scenario passes as generated.
        let scenario = CLI.run(["test", "scenarios/my_scenario.lua"], in: dir)
        XCTAssertEqual(scenario.status, 0, scenario.stdout)
        XCTAssertEqual(scenario.lastLine, "1 passed, 0 failed")

        // The animator, presentation and interaction, wired together and driven by a swipe.
        try """
            local home = screen "home" { backgroundColor = "white" }
            local sheet = screen "sheet" { backgroundColor = "systemBlue" }
            scenario("the generated roles present and swipe away a sheet", function()
              window { root = home }
              transition(sheet, { animator = animator "animators/my_animator.lua",
                                  presentation = presentation "presentations/my_presentation.lua",
                                  interactive = interaction "interactions/my_interaction.lua" })
              local shown = present(home, sheet)
              advance(0.15)
              expect.truthy(find("sheet").presentationFrame.origin.x > 0, "the sheet is sliding in from the right")
              untilIdle()
              expect.completedOnce(shown)
              expect.frame("sheet", {0, 422, 390, 422})
              expect.alpha("dimming", 0.4)
              pan { from = {195, 500}, to = {195, 800}, duration = 0.25, hold = 0.05 }
              untilIdle()
              expect.equal(home.presentedViewController, nil, "home's presented controller")
              expect.noDiagnostics()
            end)
            """.write(toFile: dir + "/scenarios/roles.lua", atomically: true, encoding: .utf8)
        let roles = CLI.run(["test", "scenarios/roles.lua"], in: dir)
        XCTAssertEqual(roles.status, 0, roles.stdout)
        XCTAssertEqual(roles.lastLine, "1 passed, 0 failed")
    }

    func testRefusesBadNamesAndExistingFiles() {
        let dir = CLI.temporaryDirectory()
        let bad = CLI.run(["new", "animator", "../escape"], in: dir)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("not a valid name"), bad.stderr)
        let kind = CLI.run(["new", "gizmo", "x"], in: dir)
        XCTAssertNotEqual(kind.status, 0)
        XCTAssertTrue(kind.stderr.contains("animator"), kind.stderr)
        XCTAssertEqual(CLI.run(["new", "scenario", "twice"], in: dir).status, 0)
        let again = CLI.run(["new", "scenario", "twice"], in: dir)
        XCTAssertNotEqual(again.status, 0)
        XCTAssertTrue(again.stderr.contains("already exists"), again.stderr)
    }
}
