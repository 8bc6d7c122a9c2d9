import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// Associated objects in Swift (Fixtures/associated/app: an extension of UIView whose stored
/// properties are `objc_getAssociatedObject`/`objc_setAssociatedObject` keyed by `&BadgeKeys.x`,
/// used by a helper): the key is its variable, the value per object and per key.
@Suite(.serialized) struct AssociatedObjectFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/associated"

    static func swiftFiles() throws -> [(String, String)] {
        try ["UIView+Badge", "Badger"].map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func associatedObjectsTranslateKeyedByTheirVariable() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let badge = try #require(result.modules.first { $0.moduleName == "extensions.UIView" })
        #expect(badge.lua.contains("objc_getAssociatedObject(self, \"BadgeKeys.count\")"))
        #expect(badge.lua.contains("objc_setAssociatedObject(self, \"BadgeKeys.label\", newValue)"))
        // `view.badgeCount += 1`: the extension's getter, then its setter
        let badger = try #require(result.modules.first { $0.typeName == "Badger" })
        #expect(badger.lua.contains(".set_badgeCount(view, require(\"extensions.UIView\").get_badgeCount(view) + 1)"))
    }

    @Test func associatedObjectsRunTheirScenario() {
        RoleFixtureTests.expectPasses("associated/associated.lua", count: 3)
    }

    /// Twins: one key for both properties (the label overwrites the count), and an unretained
    /// association (refused, with why).
    @Test func oneKeyForTwoPropertiesFailsTheScenario() throws {
        let directory = NSTemporaryDirectory() + "stagecraft-associated-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = text.replacingOccurrences(of: "&BadgeKeys.label", with: "&BadgeKeys.count")
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/associated.lua", encoding: .utf8).write(toFile: directory + "/associated.lua", atomically: true, encoding: .utf8)
        let failures = RoleFixtureTests.run(directory + "/associated.lua").flatMap(\.failures)
        #expect(!failures.isEmpty, "one key for two properties passed")
    }

    @Test func anUnretainedAssociationAndAComputedKeyAreRefused() throws {
        let source = """
            import UIKit
            final class Tagger {
                static let key = UnsafeRawPointer(bitPattern: 1)!
                func tag(_ view: UIView, _ value: NSObject) {
                    objc_setAssociatedObject(view, &Tagger.slot, value, .OBJC_ASSOCIATION_ASSIGN)
                    objc_setAssociatedObject(view, Tagger.key, value, .OBJC_ASSOCIATION_RETAIN)
                }
                static var slot = 0
            }
            """
        let result = SwiftImporter().translate([("Tagger.swift", source)])
        let messages = result.refusals.map(\.description)
        #expect(messages.contains { $0.contains("Tagger.swift:5:") && $0.contains("association policy .OBJC_ASSOCIATION_ASSIGN") })
        #expect(messages.contains { $0.contains("Tagger.swift:6:") && $0.contains("associated-object key Tagger.key") })
    }
}
