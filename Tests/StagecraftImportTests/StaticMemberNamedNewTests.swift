import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// SW12.4: a Swift member named `new` is `new_` in Lua, since `T.new(…)` is every translated
/// type's constructor (Fixtures/staticnew: `static let new = Theme(alpha: 0.5)` beside
/// `init(alpha:)`, a struct's computed `static var new`). Before, the static was overwritten by the
/// constructor (or the reverse) with no refusal. A computed static read through its type
/// (`Spot.new.x`) is its getter.
@Suite(.serialized) struct StaticMemberNamedNewTests {
    static let path = RoleFixtureTests.fixtures + "/staticnew/app/Theme.swift"

    @Test func SW12_4_aMemberNamedNewIsRenamedAndTheConstructorKept() throws {
        let result = SwiftImporter().translate([(Self.path, try String(contentsOfFile: Self.path, encoding: .utf8))])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let theme = try #require(result.modules.first { $0.typeName == "Theme" }).lua
        #expect(theme.contains("S.lazyStatic(Theme, \"new_\", function() return Theme.new(0.5) end)"), "\(theme)")
        #expect(theme.contains("function Theme.new(alpha)") && theme.contains("do return Theme.new_ end"), "\(theme)")
        #expect(theme.contains("require(\"helpers.Spot\").get_new_().x"), "a computed static through its type is its getter: \(theme)")
    }

    @Test func SW12_4_theStaticAndTheConstructorBothWork() {
        RoleFixtureTests.expectPasses("staticnew/staticnew.lua", count: 1)
    }
}
