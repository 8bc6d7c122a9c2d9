import Foundation
import Testing

/// `stagecraft import` as a user runs it (issue 23 items 1, 3 and 4): modules written by role,
/// refusals on stderr as FILE:LINE:COL, exit 0 only when everything translated, and a written
/// module set that a scenario runs as it would run the Swift.
@Suite struct ImportCommandTests {
    static let fixtures = CLI.repository + "/Tests/StagecraftImportTests/Fixtures"

    func scratch() throws -> String {
        let directory = NSTemporaryDirectory() + "stagecraft-import-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func sw1_2_importWritesOneModulePerTypeByRoleAndExitsZero() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = CLI.run(["import", Self.fixtures + "/roles/app", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.lastLine == "imported 7 types from 6 files (152 lines); 0 refusals", "\(result.stdout)")
        for module in ["animators/FadeAnimator.lua", "delegates/FadeDelegate.lua", "presentations/CardPresentationController.lua", "screens/HomeScreen.lua", "swift_runtime.lua"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + module), "\(module)")
        }
    }

    /// The written modules are ordinary Lua roles: a scenario beside them runs the Swift's motion.
    @Test func sw1_7_theWrittenModulesRunAsLuaRoles() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        _ = CLI.run(["import", Self.fixtures + "/roles/app", "--out", out])
        try FileManager.default.createDirectory(atPath: out + "/scenarios", withIntermediateDirectories: true)
        try """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("imported fade", function()
              window { root = home }
              transition(detail, { delegate = delegate "delegates/FadeDelegate.lua", style = "fullScreen" })
              local shown = present(home, detail)
              advance(0.175)
              expect.alpha("detail", 0.5, 0.01)
              untilIdle()
              expect.completedOnce(shown)
              expect.noDiagnostics()
            end)
            """.write(toFile: out + "/scenarios/fade.lua", atomically: true, encoding: .utf8)
        let run = CLI.run(["test", out + "/scenarios/fade.lua"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.lastLine == "1 passed, 0 failed")
    }

    @Test func sw1_4_refusalsGoToStderrWithTheirPositionAndExitOne() {
        let result = CLI.run(["import", Self.fixtures + "/refusals/Refused.swift"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 11, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.contains("Refused.swift:") && $0.contains(": cannot translate ") })
        #expect(lines.contains { $0.contains("Refused.swift:19:17: cannot translate async method load") }, "\(result.stderr)")
        #expect(result.lastLine.hasSuffix("11 refusals: api 2, async 1, framework 1, generics 1, init 2, key-path 1, property-wrapper 1, view-subclass 2"), "\(result.lastLine)")
    }

    @Test func sw1_6_badInputIsAClearErrorNotACrash() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        FileManager.default.createFile(atPath: directory + "/Latin1.swift", contents: Data([0x63, 0x6c, 0x61, 0x73, 0x73, 0x20, 0xe9, 0x0a]))
        let notUTF8 = CLI.run(["import", directory + "/Latin1.swift"])
        #expect(notUTF8.exitedNormally && notUTF8.status == 1)
        #expect(notUTF8.stderr.contains("Latin1.swift: not UTF-8 text"))
        let missing = CLI.run(["import", directory + "/Nope.swift"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("no such file or directory"))
    }

    /// `stagecraft new scenario NAME --swift PATH`: a scenario that drives the file's roles as
    /// they are, and passes; a file with no role is a clear error.
    @Test func sw2_1_newScenarioDrivesASwiftFilesRoles() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        for name in ["FadeAnimator", "FadeDelegate", "CardPresentationController"] {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/roles/app/\(name).swift", toPath: directory + "/app/\(name).swift")
        }
        for (name, file) in [("fade", "app/FadeDelegate.swift"), ("card", "app/CardPresentationController.swift")] {
            let made = CLI.run(["new", "scenario", name, "--swift", file], in: directory)
            #expect(made.status == 0, "\(made.stderr)")
            let run = CLI.run(["test", "scenarios/\(name).lua"], in: directory)
            #expect(run.lastLine == "1 passed, 0 failed", "\(run.stdout)")
        }
        try "struct Plain { var x = 1 }\n".write(toFile: directory + "/app/Plain.swift", atomically: true, encoding: .utf8)
        let none = CLI.run(["new", "scenario", "plain", "--swift", "app/Plain.swift"], in: directory)
        #expect(none.status == 64)
        #expect(none.stderr.contains("no type in this file plays a transition role"))
    }
}
