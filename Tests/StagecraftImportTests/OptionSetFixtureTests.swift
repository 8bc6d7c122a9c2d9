import Foundation
import Testing
@testable import StagecraftImport

/// SW5.1: option sets with Swift's meaning — UIKit's (`UIRectEdge`, `UIView.AnimationOptions`,
/// `UIView.AutoresizingMask`, `CACornerMask`) as the Lua API spells them, and an app's own `struct
/// X: OptionSet` — `contains`, `insert`, `remove`, `formUnion`, `union`, `intersection`, `isEmpty` and
/// array literals, on Apple's raw values (Fixtures/optionsets).
@Suite(.serialized) struct OptionSetFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/optionsets"
    static let names = ["Badges", "EdgeRules"]

    static func swiftFiles() throws -> [(String, String)] {
        try names.map { name in
            let path = folder + "/app/\(name).swift"
            return (path, try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    @Test func SW5_1_optionSetMethodsTranslateToSetAlgebraWithoutRefusals() throws {
        let result = SwiftImporter().translate(try Self.swiftFiles())
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let rules = try #require(result.modules.first { $0.typeName == "EdgeRules" }).lua
        // `gesture.edges` is a UIRectEdge: the interface declares UIScreenEdgePanGestureRecognizer's `edges`.
        #expect(rules.contains("S.setAlgebra(\"UIRectEdge\", \"contains\", gesture.edges, \"left\")"), "\(rules)")
        // A mutating method assigns its receiver where it is written.
        #expect(rules.contains("S.setAlgebra(\"UIView.AutoresizingMask\", \"remove\", view.autoresizingMask, \"flexibleHeight\") view.autoresizingMask = __set"), "\(rules)")
        #expect(rules.contains("S.field(EdgeRules, \"badges\", function(self) return S.optionSet(require(\"helpers.Badges\"), {}) end)"), "\(rules)")
        let badges = try #require(result.modules.first { $0.typeName == "Badges" }).lua
        #expect(badges.contains("S.optionSet(Badges, {Badges.fresh, Badges.sale})"), "\(badges)")
    }

    @Test func SW5_1_theFixtureRunsItsScenario() {
        RoleFixtureTests.expectPasses("optionsets/optionsets.lua", count: 4)
    }

    /// Twins: one line of the Swift changed fails the scenario where it checks that line.
    @Test(arguments: [
        ("return gesture.edges.contains(.left)", "return gesture.edges.contains(.right)", "[.left] contains .left"),
        ("        edges.insert(edge)\n", "", "[.left] after insert(.right)"),
        ("return edges.intersection([.top, .bottom])", "return edges.subtracting([.top, .bottom])", ".all ∩ [.top, .bottom]"),
        ("options.insert(.allowUserInteraction)", "options.remove(.allowUserInteraction)", "inserted"),
        ("view.autoresizingMask.remove(.flexibleHeight)", "view.autoresizingMask.insert(.flexibleHeight)", "minus .flexibleHeight"),
        ("badges.formUnion(extra)", "badges.formIntersection(extra)", "marked"),
        ("return Badges.promoted.union(.pinned)", "return Badges.promoted.symmetricDifference(.sale)", "∪ .pinned"),
    ])
    func SW5_1_aChangedLineFailsTheScenario(original: String, changed: String, failure: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-optionsets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in try Self.swiftFiles() {
            let name = (path as NSString).lastPathComponent
            let edited = name == "EdgeRules.swift" ? text.replacingOccurrences(of: original, with: changed) : text
            if name == "EdgeRules.swift" { #expect(edited != text, "the twin changes EdgeRules") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: Self.folder + "/optionsets.lua", encoding: .utf8).write(toFile: directory + "/optionsets.lua", atomically: true, encoding: .utf8)
        let messages = RoleFixtureTests.run(directory + "/optionsets.lua").flatMap(\.failures).map(\.description)
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }

    /// A mutating method on a receiver Lua cannot assign (`S.unwrap(target).edges`) is refused at its line.
    @Test func SW5_1_aMutatingMethodOnAValueThatIsNoVariableIsRefused() {
        let source = """
            import UIKit
            class Edges {
                var edges: UIRectEdge = [.left]
            }
            class Widener {
                var target: Edges?
                func widen() { target!.edges.insert(.right) }
            }
            """
        let result = SwiftImporter().translate([("app/Edges.swift", source)])
        #expect(result.refusals.map(\.description) == ["app/Edges.swift:7:20: cannot translate insert(_:) on target!.edges — a mutating option set method needs a variable or a property as its receiver: assign the result of union/subtracting instead"])
    }
}
