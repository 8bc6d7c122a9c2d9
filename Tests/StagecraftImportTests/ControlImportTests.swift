import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import StagecraftScenario

/// T12.6 through `stagecraft import` (Fixtures/controls): a Swift screen's `UIButton(type:)`,
/// `setTitle(_:for:)`, `setTitleColor(_:for:)`, `isEnabled` and `addTarget(self, action:
/// #selector(showDetail), for: .touchUpInside)` (and an event set) translate through the mapping
/// derived from the bindings, and the screen runs controls.lua: its button presents the detail.
@Suite(.serialized) struct ControlImportTests {
    static let folder = RoleFixtureTests.fixtures + "/controls"

    static func swift() throws -> String {
        try String(contentsOfFile: folder + "/app/ButtonScreen.swift", encoding: .utf8)
    }

    @Test func t12_6_aButtonScreenTranslatesWithoutRefusals() throws {
        let result = SwiftImporter().translate([(Self.folder + "/app/ButtonScreen.swift", try Self.swift())])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = result.modules.map(\.lua).joined(separator: "\n")
        for line in [
            "UIButton{ type = \"system\" }", "button:setTitle(\"Show detail\", \"normal\")",
            "button:setTitle(\"Showing\", \"highlighted\")", "button:addTarget(self, \"showDetail\", \"touchUpInside\")",
            "close:addTarget(self, \"countClose\", {\"touchDown\", \"touchUpInside\"})", "close.isEnabled = false",
            "close:setImage(\"xmark\", \"normal\")",
        ] {
            #expect(lua.contains(line), "\(line) in\n\(lua)")
        }
    }

    @Test func t12_6_theSwiftScreensButtonsRunTheirScenario() {
        let results = RoleFixtureTests.run(Self.folder + "/controls.lua")
        #expect(results.count == 3)
        for result in results { #expect(result.failures.isEmpty, "\(result.name): \(result.failures.map(\.description))") }
    }

    /// Twins: the screen with one control call changed fails the scenario where it checks it.
    @Test(arguments: [
        ("for: .touchUpInside)", "for: .touchUpOutside)", "presentedViewController"),       // the action's event
        ("close.isEnabled = false", "close.isEnabled = true", "closes while disabled"),    // a disabled button sends nothing
        ("for: UIControl.State.highlighted", "for: UIControl.State.selected", "highlighted title"), // the state a title is for
        ("[.touchDown, .touchUpInside]", "[.touchUpInside]", "touchDown and touchUpInside"), // an event set
        ("UIImage(systemName: \"xmark\"), for: .normal", "UIImage(systemName: \"xmark\"), for: .selected", "image"), // the state an image is for
    ])
    func t12_6_aChangedControlCallFailsTheScenario(original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-controls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try Self.swift()
        let edited = text.replacingOccurrences(of: original, with: changed)
        #expect(edited != text, "the twin changes the screen")
        try edited.write(toFile: directory + "/app/ButtonScreen.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.folder + "/controls.lua", encoding: .utf8).write(toFile: directory + "/controls.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/controls.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }
}
