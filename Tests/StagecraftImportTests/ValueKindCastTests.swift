import Foundation
import Testing
@testable import StagecraftImport

/// SW13.1: `as?`, `is` and `as!` of the Lua API's value kinds (CGRect, CGPoint, CGSize,
/// UIEdgeInsets …) kept as `Any` (Fixtures/valuecasts). Their userdata answer neither `isKind` nor
/// `className`, so `stored as? CGRect` had been nil for every value: `?? .zero` was always `.zero`.
@Suite(.serialized) struct ValueKindCastTests {
    @Test func SW13_1_valueKindsAreTheirOwnTypeAndNoOther() {
        RoleFixtureTests.expectPasses("valuecasts/valuecasts.lua", count: 4)
    }

    /// The casts translate to the runtime's `S.cast`/`S.is`/`S.forceCast` with the kind's name, so
    /// the scenarios above test the runtime's answer, not a constant folded by the translator.
    @Test func SW13_1_theCastsReachTheRuntimeWithTheKindsName() throws {
        let path = RoleFixtureTests.fixtures + "/valuecasts/app/Stash.swift"
        let result = SwiftImporter().translate([(path, try String(contentsOfFile: path, encoding: .utf8))])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Stash" }).lua
        for call in ["S.cast(S.at(self.stored, index), \"CGRect\")", "S.is(S.at(self.stored, index), \"CGPoint\")", "\"CGSize\")", "\"UIEdgeInsets\")", "S.forceCast("] {
            #expect(lua.contains(call), "\(call) in \(lua)")
        }
    }
}
