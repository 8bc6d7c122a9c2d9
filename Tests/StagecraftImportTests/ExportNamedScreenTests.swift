import Foundation
import StagecraftImport
import Testing
@testable import StagecraftExport

/// SW10.3, found exporting the pizza list (`UIViewController("detail", PizzaDetailViewController.new(pizza))`,
/// which had exported as `UIViewController(nibName: "detail", bundle: …)`): the Lua API's controller
/// made with a screen's table and a name is the screen class's instance, named by UIKit's
/// `restorationIdentifier`; imported back, the two lines are that one Lua call again.
@Suite(.serialized) struct ExportNamedScreenTests {
    static let fixture = ExportLanguageTests.fixture
    static let roles = ["screens/named_list.lua", "screens/tinted_detail.lua"]

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: fixture + "/" + path, encoding: .utf8)
    }

    static func export(_ role: String) throws -> LuaExporter.Result {
        try LuaExporter.export(source: try read(role), fileName: role, module: { try? read(ExportRoundTripTests.path(ofModule: $0)) }, screens: [])
    }

    /// Fixtures/export/screens/named_list.lua makes screens/tinted_detail.lua's screen with its
    /// init's argument and names it; both export, type-check together, and imported back run
    /// scenarios/named_list.lua (by hand: the detail found by its name, at the alpha its argument
    /// gives) with the Lua's trace.
    @Test func sw10_3_aScreenMadeWithANameIsTheClassesInstanceNamedByItsRestorationIdentifier() async throws {
        var files: [(path: String, text: String)] = []
        var classOf: [String: String] = [:]
        for role in Self.roles {
            let result = try Self.export(role)
            #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: role) })")
            files.append((result.className + ".swift", result.swift))
            classOf[role] = result.className
        }
        let list = files[0].text
        for line in ["let detail = TintedDetailViewController(tint: 0.5)\n        detail.restorationIdentifier = \"detail\"\n",
                     "class NamedListViewController: UIViewController {"] {
            #expect(list.contains(line), "\(line) in\n\(list)")
        }
        let outcome = try await SwiftTypecheck.check(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(files.map(\.text).joined(separator: "\n---\n"))")

        let imported = SwiftImporter().translate(files)
        #expect(imported.errors.isEmpty && imported.refusals.isEmpty, "\(imported.errors) \(imported.refusals.map(\.description))")
        let listModule = try #require(imported.modules.first { $0.typeName == "NamedListViewController" })
        #expect(listModule.lua.contains("UIViewController(\"detail\", "), "\(listModule.lua)")

        let scratch = NSTemporaryDirectory() + "stagecraft-named-list-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: scratch)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SwiftImporter.runtimeSource.write(toFile: scratch + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        for module in imported.modules {
            let path = scratch + "/" + module.relativePath
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try module.lua.write(toFile: path, atomically: true, encoding: .utf8)
        }
        for role in Self.roles {
            let module = try #require(imported.modules.first { $0.typeName == classOf[role] })
            try "return require(\"\(module.moduleName)\")\n".write(toFile: scratch + "/" + role, atomically: true, encoding: .utf8)
        }
        let before = ExportRoundTripTests.run(["scenarios/named_list.lua"], in: Self.fixture)
        let after = ExportRoundTripTests.run(["scenarios/named_list.lua"], in: scratch)
        #expect(before.count == 1 && before.allSatisfy(\.passed), "\(before.flatMap(\.failures).map(\.description))")
        #expect(after.count == 1 && after.allSatisfy(\.passed), "\(after.flatMap(\.failures).map(\.description))")
        let expected = before.first?.trace?.jsonLines() ?? "", got = after.first?.trace?.jsonLines() ?? ""
        #expect(expected == got, "the traces differ first at line \(ExportRoundTripTests.firstDifference(expected, got))")
    }

    /// The other case: a screen made in Swift without arguments and named after it is a table of
    /// that screen named so (`UIViewController("story", T.new())`), the name not dropped; a screen
    /// not named after it keeps its class's name, as before.
    @Test func sw10_3_importedAScreenNamedAfterItsInitWithoutArguments() throws {
        let result = SwiftImporter().translate([("Story.swift", """
            import UIKit
            final class StoryViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white }
            }
            final class Opener {
                func named() -> UIViewController {
                    let story = StoryViewController()
                    story.restorationIdentifier = "story"
                    return story
                }
                func unnamed() -> UIViewController {
                    let story = StoryViewController()
                    return story
                }
            }
            """)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Opener" }).lua
        // The name keeps its own Swift line in the source map: the call may break there.
        let code = lua.filter { !$0.isWhitespace }
        #expect(code.contains("localstory=UIViewController(\"story\",require(\"screens.StoryViewController\").new())"), "\(lua)")
        // Unnamed, it is its class's name, with a table of its own all the same (SW11.5).
        #expect(code.contains("localstory=UIViewController(\"StoryViewController\",require(\"screens.StoryViewController\").new())"), "\(lua)")
        #expect(!code.contains("restorationIdentifier") && !code.contains(".name="), "\(lua)")
    }
}
