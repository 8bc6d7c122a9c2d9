import Foundation
import Testing
@testable import StagecraftImport

/// SW5.2–SW5.4, found running SideMenu's edge pan to present: a method whose labels only the
/// import's class takes is that class's though the receiver's type is unknown; `x?.member` answering
/// `false` is `false`; an extension of an ancestor UIKit class adds a property even where another
/// bound class has the name; a generic class's property typed by its parameter has the argument's
/// type; `isKeyWindow` and `reversed()` (SW5.5) (Fixtures/receivers).
@Suite(.serialized) struct ReceiverStaticTypeTests {
    @Test func SW5_2_to_SW5_5_theFixtureRunsItsScenario() {
        RoleFixtureTests.expectPasses("receivers/receivers.lua", count: 4)
    }

    @Test func SW5_2_theLabelsPickTheImportsOverload() throws {
        let folder = RoleFixtureTests.fixtures + "/receivers/app"
        let files = try ["Receivers", "Launcher", "Holder", "UIViewController+Hidden"].map { name in
            (folder + "/\(name).swift", try String(contentsOfFile: folder + "/\(name).swift", encoding: .utf8))
        }
        let result = SwiftImporter().translate(files)
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first { $0.typeName == "Receivers" }).lua
        #expect(lua.contains("launcher:presentFromInteractively(controller, true)"), "\(lua)")
        // UIKit's `present(_:animated:completion:)` where the labels are UIKit's, the receiver unknown.
        let uikit = SwiftImporter().translate([("app/Show.swift", """
            import UIKit
            class Show {
                func run(_ make: () -> UIViewController, _ other: UIViewController) { make().present(other, animated: true) }
            }
            """)])
        #expect(try #require(uikit.modules.first).lua.contains(":present(other, true)"))
    }

    /// SW5.8: `value.self` is the value (SideMenu's `String(describing: self.self)`), `self.self` too.
    @Test func SW5_8_aValuesSelfIsTheValue() throws {
        let result = SwiftImporter().translate([("app/Twice.swift", """
            import UIKit
            class Twice {
                var total = 2
                func twice(_ n: Int) -> Int { return n.self * 2 + self.total.self }
                func me() -> Twice { return self.self }
            }
            """)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first).lua
        #expect(lua.contains("do return (n * 2) + self.total end"), "\(lua)")
        #expect(lua.contains("function Twice:me() do return S.copy(self) end"), "\(lua)")
    }

    /// SW5.9: a type of the import with its own `count` (or `first`, `last`, `isEmpty`) property: read
    /// as that property, not as a length; an array's `count` is still its length.
    @Test func SW5_9_anOwnCountIsAProperty() throws {
        let result = SwiftImporter().translate([("app/Tally.swift", """
            import UIKit
            class Tally {
                var count = 2
                var items: [Int] = []
                func get() -> Int { return self.count }
                func other(_ tally: Tally) -> Int { return tally.count + items.count }
            }
            """)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first).lua
        #expect(lua.contains("function Tally:get() do return self.count end"), "\(lua)")
        #expect(lua.contains("do return tally.count + (#self.items) end"), "\(lua)")
    }
}
