import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// SW12.2: `type(of: a) == type(of: b)` (SideMenu's push coordinator) compares the objects' most
/// derived classes (Fixtures/dynamictype: PushGuard, its screens and a class with a subclass);
/// `type(of:)` anywhere else is still a metatype refusal.
@Suite(.serialized) struct DynamicTypeFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/dynamictype"

    static func swiftFiles() throws -> [(String, String)] {
        try ["PushGuard", "Screens"].map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func SW12_2_comparedTypesTranslateToTheObjectsClasses() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "PushGuard" }).lua
        #expect(lua.contains("(S.dynamicType(top) == S.dynamicType(next))"), "\(lua)")
        #expect(lua.contains("(S.dynamicType(a) == S.dynamicType(b))"), "=== is the same comparison: \(lua)")
        #expect(lua.contains("(not (S.dynamicType(a) == S.dynamicType(b)))"), "!= is its negation: \(lua)")
    }

    /// The second case: `type(of:)` as a value, or compared with a named metatype, is refused at
    /// its column (a type is no Lua value, and a controller's kind here is not UIKit's class name).
    @Test func SW12_2_typeOfAsAValueIsStillAMetatypeRefusal() {
        let result = SwiftImporter().translate([("Kinds.swift", """
            import UIKit
            final class Kinds {
                func kind(_ view: UIView) -> Any { return type(of: view) }
                func isList(_ vc: UIViewController) -> Bool { return type(of: vc) == UIViewController.self }
            }
            """)])
        #expect(result.refusals.contains { $0.line == 3 && $0.column == 47 && $0.kind == "metatype" }, "\(result.refusals.map(\.description))")
        #expect(result.refusals.contains { $0.line == 4 && $0.kind == "metatype" }, "\(result.refusals.map(\.description))")
    }

    @Test func SW12_2_thePushGuardRunsItsScenario() {
        RoleFixtureTests.expectPasses("dynamictype/dynamictype.lua", count: 3)
    }

    /// Twin: the comparison turned round fails the scenario where it checks it.
    @Test func SW12_2_aChangedComparisonFailsTheScenario() throws {
        let directory = NSTemporaryDirectory() + "stagecraft-dynamictype-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let edited = text.replacingOccurrences(of: "type(of: top) == type(of: next)", with: "type(of: top) != type(of: next)")
            try edited.write(toFile: directory + "/app/" + (path as NSString).lastPathComponent, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/dynamictype.lua", encoding: .utf8).write(toFile: directory + "/dynamictype.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/dynamictype.lua").flatMap(\.failures).map(\.description)
        #expect(messages.contains { $0.contains("a second ListScreen onto a ListScreen") }, "\(messages)")
    }
}
