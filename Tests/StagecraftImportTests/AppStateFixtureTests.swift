import Testing
@testable import StagecraftImport

/// What transition code reads of the app (PanModal's layout helpers, reduced in
/// Fixtures/appstate): `UIApplication.shared.keyWindow` is the scenario's window (Apple: "the
/// app's key window"), VoiceOver is off, and a protocol requirement read in the protocol's
/// extension is the conforming screen's (The Swift Programming Language, "Protocols": a
/// requirement is dispatched to the type; the extension's implementation is only its default).
@Suite(.serialized) struct AppStateFixtureTests {
    @Test func UIApplication_keyWindow_aSheetReadsTheRootsSafeAreaAndItsOwnHeight() {
        RoleFixtureTests.expectPasses("appstate/appstate.lua", count: 2)
    }

    /// `T.value(forKeyPath: #keyPath(T.a))` reads `T.a` (key-value coding with a path the compiler
    /// checked); on another receiver than the path's root it stays a refusal. (Inline, not in the
    /// fixture: `#keyPath` needs the Objective-C runtime, so the fixture could not type-check here.)
    @Test func keyValueCoding_aCheckedKeyPathRootedAtTheReceiverReadsTheProperty() {
        let source = """
            import UIKit
            final class Probe {
                func app() -> Any? { UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) }
                func other(_ view: UIView) -> Any? { view.value(forKeyPath: #keyPath(UIApplication.shared)) }
            }
            """
        let result = SwiftImporter().translate([("Probe.swift", source)])
        let probe = result.modules.first { $0.typeName == "Probe" }?.lua ?? ""
        #expect(probe.contains("do return UIApplication.shared end"))
        #expect(!result.refusals.isEmpty && result.refusals.allSatisfy { $0.line == 4 }, "\(result.refusals.map(\.description))")
    }
}
