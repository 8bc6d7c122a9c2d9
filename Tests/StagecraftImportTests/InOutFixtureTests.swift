import Foundation
import Testing
@testable import StagecraftImport

/// SW5.6: `inout` parameters with Swift's copy-in copy-out meaning: a method of the import returns
/// its result then each inout parameter's final value; `f(&x)` assigns the value back to `x`, a
/// local, a property or a struct property (Fixtures/inout).
@Suite(.serialized) struct InOutFixtureTests {
    static let file = RoleFixtureTests.fixtures + "/inout/app/Meter.swift"

    @Test func SW5_6_theFixtureRunsItsScenario() {
        RoleFixtureTests.expectPasses("inout/inout.lua", count: 2)
    }

    @Test func SW5_6_theMethodHandsItsInOutValuesBackAndTheCallerAssignsThem() throws {
        let result = SwiftImporter().translate([(Self.file, try String(contentsOfFile: Self.file, encoding: .utf8))])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first).lua
        #expect(lua.contains("do return true, value end"), "\(lua)")
        #expect(lua.contains("return nil, a, b end"), "\(lua)")
        #expect(lua.contains("= self:clamp(self.total, -1) self.total = __inout"), "\(lua)")
    }

    /// Twins: one line of the Swift changed fails the scenario.
    @Test(arguments: [
        ("            value = limit\n", ""),
        ("        a = b\n", ""),
        ("        rect = rect.offsetBy(dx: amount, dy: 0)\n", ""),
        ("_ = clamp(&total, to: -1)", "_ = clamp(&high, to: -1)"),
    ])
    func SW5_6_aChangedLineFailsTheScenario(original: String, changed: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-inout-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try String(contentsOfFile: Self.file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: original, with: changed)
        #expect(edited != text, "the twin changes Meter")
        try edited.write(toFile: directory + "/app/Meter.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: RoleFixtureTests.fixtures + "/inout/inout.lua", encoding: .utf8).write(toFile: directory + "/inout.lua", atomically: true, encoding: .utf8)
        let failures = RoleFixtureTests.run(directory + "/inout.lua").flatMap(\.failures)
        #expect(!failures.isEmpty, "the twin passed")
    }

    /// `&x` to a closure (`block(&self)` with `block: (inout Self) -> Void`) or to UIKit stays refused,
    /// and a call of the import's method with a target Lua cannot assign is refused at the argument.
    @Test func SW5_6_otherInOutArgumentsAreRefused() {
        let source = """
            import UIKit
            final class Box {
                var items: [Int] = [1]
                func bump(_ value: inout Int) { value += 1 }
                func apply(_ block: (inout Int) -> Void) { var n = 0; block(&n) }
                func run() { bump(&items[0]) }
            }
            """
        let result = SwiftImporter().translate([("app/Box.swift", source)])
        #expect(result.refusals.map(\.description) == [
            "app/Box.swift:5:65: cannot translate inout argument &n — pass it to a method of the import declaring the parameter inout, or return the new value instead",
            "app/Box.swift:6:23: cannot translate inout argument &items[0] — pass a variable or a property: its new value is assigned back to it",
        ], "\(result.refusals.map(\.description))")
    }
}
