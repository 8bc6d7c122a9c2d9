import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// SW12.3: a closure taking a struct `inout` (SideMenu's `InitializableStruct`: `init(_ block:
/// (inout Self) -> Void)`, `with(_:)`) is given the struct itself, so its writes land in it
/// (Fixtures/inoutclosure); a struct made with a trailing closure is the protocol extension's init,
/// not the memberwise init with the closure dropped.
@Suite(.serialized) struct InOutClosureFixtureTests {
    static let path = RoleFixtureTests.fixtures + "/inoutclosure/app/MenuSettingsMaker.swift"

    @Test func SW12_3_aStructPassedInoutToAClosureTranslates() throws {
        let result = SwiftImporter().translate([(Self.path, try String(contentsOfFile: Self.path, encoding: .utf8))])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let configurable = try #require(result.modules.first { $0.typeName == "Configurable" }).lua
        #expect(configurable.contains("block(self)"), "\(configurable)")
        #expect(configurable.contains("do return S.copy(self) end"), "a protocol only structs adopt returns a copy of self: \(configurable)")
        let maker = try #require(result.modules.first { $0.typeName == "MenuSettingsMaker" }).lua
        #expect(maker.contains("S.protocolInit(require(\"helpers.MenuSettings\")"), "the trailing closure is the protocol's init: \(maker)")
        #expect(maker.contains("change(settings)"), "\(maker)")
    }

    /// The second cases: `&x` to a closure stays refused for a number (a write makes a new value),
    /// a property (its observers would not run) and a class's `self`.
    @Test func SW12_3_otherInoutArgumentsToClosuresAreRefused() {
        let result = SwiftImporter().translate([("Counter.swift", """
            import UIKit
            struct Box { var n = 0 }
            final class Counter {
                var box = Box()
                func bump(_ change: (inout Int) -> Void) -> Int {
                    var n = 1
                    change(&n)
                    return n
                }
                func bumpBox(_ change: (inout Box) -> Void) {
                    change(&box)
                }
                func bumpSelf(_ change: (inout Counter) -> Void) {
                    var me = self
                    change(&me)
                }
            }
            """)])
        let lines = result.refusals.filter { $0.kind == "inout" }.map(\.line)
        #expect(lines == [7, 11, 15], "\(result.refusals.map(\.description))")
    }

    @Test func SW12_3_theClosuresWritesLandInTheStruct() {
        RoleFixtureTests.expectPasses("inoutclosure/inoutclosure.lua", count: 1)
    }
}
