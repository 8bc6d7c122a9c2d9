import Foundation
import Testing

/// `stagecraft new`: every template is generated and run. Serialized: each test launches the
/// binary several times, and two cores are better spent on one launch at a time.
@Suite(.serialized) struct NewCommandTests {
    @Test func cl5_1_everyTemplateWorks() throws {
        let dir = CLI.temporaryDirectory()
        for kind in ["animator", "presentation", "interaction", "scenario"] {
            let result = CLI.run(["new", kind, "my_\(kind)"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: "\(dir)/\(kind)s/my_\(kind).lua"))
        }
        // The generated scenario passes as generated.
        let scenario = CLI.run(["test", "scenarios/my_scenario.lua"], in: dir)
        #expect(scenario.status == 0, "\(scenario.stdout)")
        #expect(scenario.lastLine == "1 passed, 0 failed")

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
              expect.equal(find("sheet").cornerRadius, 12, "the presentation's rounded corners")
              pan { from = {195, 500}, to = {195, 800}, duration = 0.25, hold = 0.05 }
              untilIdle()
              expect.equal(home.presentedViewController, nil, "home's presented controller")
              expect.noDiagnostics()
            end)
            """.write(toFile: dir + "/scenarios/roles.lua", atomically: true, encoding: .utf8)
        let roles = CLI.run(["test", "scenarios/roles.lua"], in: dir)
        #expect(roles.status == 0, "\(roles.stdout)")
        #expect(roles.lastLine == "1 passed, 0 failed")
    }

    /// A new project gets completion and linting: .luarc.json and .luacheckrc naming the
    /// annotations, written once and never over the project's own.
    @Test func cl5_1_writesEditorSettingsOnce() throws {
        let dir = CLI.temporaryDirectory()
        #expect(CLI.run(["new", "animator", "fade"], in: dir).status == 0)
        let luarc = try String(contentsOfFile: dir + "/.luarc.json", encoding: .utf8)
        let settings = try JSONSerialization.jsonObject(with: Data(luarc.utf8)) as? [String: Any]
        let library = try #require((settings?["workspace.library"] as? [String])?.first)
        #expect(FileManager.default.fileExists(atPath: library + "/stagecraft.d.lua"), "\(library)")
        let luacheckrc = try String(contentsOfFile: dir + "/.luacheckrc", encoding: .utf8)
        #expect(luacheckrc.contains("local library = \"\(library)\""))
        try "{}".write(toFile: dir + "/.luarc.json", atomically: true, encoding: .utf8)
        let second = CLI.run(["new", "scenario", "fade_test"], in: dir)
        #expect(second.status == 0)
        #expect(!second.stdout.contains(".luarc.json"), "\(second.stdout)")
        #expect(try String(contentsOfFile: dir + "/.luarc.json", encoding: .utf8) == "{}")
    }

    @Test func cl5_1_refusesBadNamesAndExistingFiles() {
        let dir = CLI.temporaryDirectory()
        let bad = CLI.run(["new", "animator", "../escape"], in: dir)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("not a valid name"), "\(bad.stderr)")
        let kind = CLI.run(["new", "gizmo", "x"], in: dir)
        #expect(kind.status != 0)
        #expect(kind.stderr.contains("animator"), "\(kind.stderr)")
        #expect(CLI.run(["new", "scenario", "twice"], in: dir).status == 0)
        let again = CLI.run(["new", "scenario", "twice"], in: dir)
        #expect(again.status != 0)
        #expect(again.stderr.contains("already exists"), "\(again.stderr)")
    }
}
