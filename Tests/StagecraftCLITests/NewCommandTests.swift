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
    /// annotations, written once and never over the project's own, which gets a line saying what
    /// to add instead of silence (issue 27).
    @Test func cl5_1_writesEditorSettingsOnce() throws {
        let dir = CLI.temporaryDirectory()
        #expect(CLI.run(["new", "animator", "fade"], in: dir).status == 0)
        let luarc = try String(contentsOfFile: dir + "/.luarc.json", encoding: .utf8)
        let settings = try JSONSerialization.jsonObject(with: Data(luarc.utf8)) as? [String: Any]
        let library = try #require((settings?["workspace.library"] as? [String])?.first)
        #expect(FileManager.default.fileExists(atPath: dir + "/" + library + "/stagecraft.d.lua"), "\(library)")
        let luacheckrc = try String(contentsOfFile: dir + "/.luacheckrc", encoding: .utf8)
        #expect(luacheckrc.contains("local library = \"\(library)\""))
        try "{}".write(toFile: dir + "/.luarc.json", atomically: true, encoding: .utf8)
        let second = CLI.run(["new", "scenario", "fade_test"], in: dir)
        #expect(second.status == 0)
        #expect(second.stdout.contains("kept your .luarc.json: for completion and linting with Stagecraft's annotations, "
                                       + "add \".stagecraft/types\" to its \"workspace.library\""), "\(second.stdout)")
        #expect(!second.stdout.contains("kept your .luacheckrc"), "ours names the annotations already: \(second.stdout)")
        #expect(try String(contentsOfFile: dir + "/.luarc.json", encoding: .utf8) == "{}")
        // The whole file as `new` writes it, to copy from.
        #expect(try String(contentsOfFile: dir + "/.stagecraft/luarc.json", encoding: .utf8) == luarc)
        // Settings that name the annotations already get no hint.
        try luarc.write(toFile: dir + "/.luarc.json", atomically: true, encoding: .utf8)
        let third = CLI.run(["new", "scenario", "other"], in: dir)
        #expect(third.status == 0 && !third.stdout.contains("kept your"), "\(third.stdout)")
    }

    /// Issue 27: the settings name the project's own copy of the annotations by a relative path,
    /// never the absolute path of the checkout `stagecraft` was built from, so a project that is
    /// moved (or committed and cloned elsewhere) still completes and lints.
    @Test func cl5_1_editorSettingsSurviveMovingTheProject() throws {
        let dir = CLI.temporaryDirectory()
        #expect(CLI.run(["new", "animator", "fade"], in: dir).status == 0)
        for file in [".luarc.json", ".luacheckrc"] {
            let text = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
            #expect(!text.contains(CLI.repository) && text.firstMatch(of: /"\/[A-Za-z]/) == nil, "\(file) names an absolute path:\n\(text)")
            #expect(text.contains("\".stagecraft/types\""), "\(file):\n\(text)")
        }
        for file in ["stagecraft.d.lua", "scenario.d.lua"] {
            let copy = try String(contentsOfFile: dir + "/.stagecraft/types/" + file, encoding: .utf8)
            #expect(copy == (try String(contentsOfFile: CLI.repository + "/lua/" + file, encoding: .utf8)), "\(file) is not the annotations' copy")
        }
        let moved = CLI.temporaryDirectory() + "/moved"
        try FileManager.default.moveItem(atPath: dir, toPath: moved)
        let luarc = try String(contentsOfFile: moved + "/.luarc.json", encoding: .utf8)
        let settings = try JSONSerialization.jsonObject(with: Data(luarc.utf8)) as? [String: Any]
        let library = try #require((settings?["workspace.library"] as? [String])?.first)
        #expect(FileManager.default.fileExists(atPath: moved + "/" + library + "/stagecraft.d.lua"), "\(library)")
        // luacheck reads the globals through .luacheckrc's library: from the moved folder, the
        // animator lints clean (an unreadable library would be an error, UIView an undefined global).
        if let luacheck = Self.tool("luacheck") {
            let lint = CLI.launch(luacheck, ["--formatter", "plain", "--no-color", "."], in: moved)
            #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        }
    }

    /// Issue 27: a fresh `stagecraft new animator` (and every other template) opens in LuaLS with
    /// no diagnostic at all (the language server scripts/check-lua installs, when it is there;
    /// luacheck above otherwise).
    @Test(.enabled(if: NewCommandTests.languageServer != nil, "no lua-language-server (scripts/check-lua installs one)"))
    func cl5_1_aNewAnimatorHasNoLanguageServerWarnings() throws {
        let server = try #require(Self.languageServer)
        let dir = CLI.temporaryDirectory()
        for kind in ["animator", "presentation", "interaction", "scenario"] { #expect(CLI.run(["new", kind, "fade"], in: dir).status == 0) }
        let log = CLI.temporaryDirectory()
        let check = CLI.launch(server, ["--check=\(dir)", "--checklevel=Hint", "--logpath=\(log)"], in: dir, timeout: 300)
        #expect(check.status == 0 && check.stdout.contains("Diagnosis complete"), "\(check.stdout)\(check.stderr)")
        let report = (try? Data(contentsOf: URL(fileURLWithPath: log + "/check.json"))) ?? Data("{}".utf8)
        let diagnostics = try JSONSerialization.jsonObject(with: report.isEmpty ? Data("{}".utf8) : report) as? [String: [[String: Any]]] ?? [:]
        let project = diagnostics.filter { $0.key.contains(dir + "/") && !$0.key.contains("/.stagecraft/") }
        let clean = project.values.allSatisfy { $0.isEmpty }
        #expect(clean, "\(project.map { "\($0.key): \($0.value.map { "\($0["code"] ?? ""): \($0["message"] ?? "")" })" })")
        // A check that read nothing would pass: a planted mistake in a copy is found.
        try (try String(contentsOfFile: dir + "/animators/fade.lua", encoding: .utf8) + "\nUIView.animte(1)\n")
            .write(toFile: dir + "/animators/broken.lua", atomically: true, encoding: .utf8)
        _ = CLI.launch(server, ["--check=\(dir)", "--checklevel=Hint", "--logpath=\(log)"], in: dir, timeout: 300)
        let planted = try String(contentsOfFile: log + "/check.json", encoding: .utf8)
        #expect(planted.contains("broken.lua") && planted.contains("undefined-field"), "\(planted.prefix(2000))")
    }

    /// A command on PATH, or nil.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// lua-language-server on PATH, or the one scripts/check-lua caches.
    static let languageServer: String? = {
        if let server = tool("lua-language-server") { return server }
        let cache = (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? NSHomeDirectory() + "/.cache") + "/stagecraft"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: cache))?.filter { $0.hasPrefix("luals-") }.sorted() ?? []
        return versions.reversed().map { "\(cache)/\($0)/ECY_exe/bin/lua-language-server" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Issue 27: the generated scenario's comment gives the command that runs it, from the
    /// project's folder, and that command passes (with --dir too).
    @Test func cl5_1_theScenarioSaysHowToRunIt() throws {
        let dir = CLI.temporaryDirectory()
        for (arguments, path) in [(["new", "scenario", "slide"], "scenarios/slide.lua"), (["new", "scenario", "fade", "--dir", "checks"], "checks/fade.lua")] {
            let made = CLI.run(arguments, in: dir)
            #expect(made.status == 0, "\(made.stderr)")
            let text = try String(contentsOfFile: dir + "/" + path, encoding: .utf8)
            let command = try #require(text.firstMatch(of: /`stagecraft (test [^`]+)`/).map { String($0.1) }, "\(text.prefix(300))")
            #expect(command == "test \(path)", "\(text.prefix(300))")
            let run = CLI.run(command.split(separator: " ").map(String.init), in: dir)
            #expect(run.status == 0 && run.lastLine == "1 passed, 0 failed", "\(run.stdout)\(run.stderr)")
        }
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
