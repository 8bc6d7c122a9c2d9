import Foundation
import Testing
@testable import StagecraftImport
import StagecraftLua
import StagecraftScenario

/// SW12.1: UIKit asks a UIButton subclass's overrides where it asks its own
/// (Fixtures/buttonoverrides: PillButton, MuteButton, BadgeView, PaddedLabel and the screen laying
/// them out). Auto Layout reads `intrinsicContentSize` (a button's, a plain view's, a label's),
/// touches are delivered to `touchesBegan`/`touchesEnded` (whose `super` is UIButton's tracking),
/// and `willSet` on `isHighlighted` runs before `didSet`.
@Suite(.serialized) struct ButtonOverrideFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/buttonoverrides"

    static func swiftFiles() throws -> [(String, String)] {
        try ["PillButton", "PillScreen", "SizedViews"].map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func SW12_1_theOverridesTranslateWithoutRefusals() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let pill = try #require(result.modules.first { $0.typeName == "PillButton" }).lua
        #expect(pill.contains("function PillButton:get_intrinsicContentSize()") && pill.contains("local content = self.intrinsicContentSize"), "\(pill)")
        #expect(pill.contains("function PillButton:willSet_isHighlighted(newValue)") && pill.contains("self:touchesBegan(touches, event)"), "\(pill)")
    }

    @Test func SW12_1_T12_6_theButtonsOverridesRunTheirScenario() {
        RoleFixtureTests.expectPasses("buttonoverrides/overrides.lua", count: 6)
    }

    /// Twins: the Swift with one override changed fails the scenario where it checks it.
    @Test(arguments: [
        ("PillButton", "content.width + extraWidth", "content.width", "pill frame"),                                 // Auto Layout reads the override
        ("PillScreen", "        pill.invalidateIntrinsicContentSize()\n", "", "pill frame"),                         // …and reads it again only after an invalidation
        ("SizedViews", "20 + 10 * CGFloat(count)", "20 + 5 * CGFloat(count)", "badge frame"),                     // a UIView subclass's override
        ("SizedViews", "text.width + 16", "text.width", "caption frame"),                                           // a UILabel subclass's, over its super
        ("PillButton", "        touchDowns += 1\n        super.touchesBegan", "        super.touchesBegan", "touchesBegan override's runs"), // touches reach the override
        ("PillButton", "        lifts += 1\n        super.touchesEnded(touches, with: event)\n", "        lifts += 1\n", "super's tracking sent"), // its super is the tracking
        ("PillButton", "        willSet { log.append(\"will \\(newValue) was \\(isHighlighted)\") }\n", "", "observers on touch down and up"), // willSet runs
        ("PillButton", "willSet { log.append(\"will \\(newValue) was \\(isHighlighted)\") }", "willSet { log.append(\"will \\(newValue) was \\(newValue)\") }", "observers on touch down and up"), // …before the change
    ])
    func SW12_1_aChangedOverrideFailsTheScenario(file: String, original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-buttonoverrides-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == file + ".swift" ? text.replacingOccurrences(of: original, with: changed) : text
            if name == file + ".swift" { #expect(edited != text, "the twin changes \(file)") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/overrides.lua", encoding: .utf8).write(toFile: directory + "/overrides.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/overrides.lua").flatMap(\.failures).map(\.description)
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }
}
