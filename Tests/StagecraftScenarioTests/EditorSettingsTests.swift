import Foundation
import Testing
@testable import StagecraftScenario

/// The editor settings `stagecraft new` writes, and the repository's own, which must be the same.
@Suite struct EditorSettingsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    @Test func theRepositoryLintsWithTheSettingsNewProjectsGet() throws {
        let committed = try String(contentsOf: Self.repository.appendingPathComponent(".luacheckrc"), encoding: .utf8)
        #expect(committed == Templates.luacheckrc(library: "lua"))
        // And an editor opened on the repository completes with the same settings.
        let luarc = try String(contentsOf: Self.repository.appendingPathComponent(".luarc.json"), encoding: .utf8)
        #expect(luarc == Templates.luarc(library: "lua"))
    }

    @Test func luarcIsJSONNamingTheAnnotations() throws {
        let library = "/some \"odd\" path/lua"
        let settings = try JSONSerialization.jsonObject(with: Data(Templates.luarc(library: library).utf8)) as? [String: Any]
        #expect(settings?["workspace.library"] as? [String] == [library])
        #expect(settings?["runtime.version"] as? String == "Lua 5.4")
        for file in Templates.annotationFiles {
            #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("lua/\(file)").path), "lua/\(file)")
        }
    }
}
