import Foundation
import Testing
@testable import StagecraftImport

/// SW9: a value-type property of a UIKit object changed in place (`nav.viewControllers.append(vc)`)
/// is Swift's read–modify–write: read once, changed, written back through its setter; refused when
/// Swift would not compile it (a get-only property) or the Lua API cannot write it back
/// (Fixtures/writeback).
@Suite(.serialized) struct PropertyWriteBackFixtureTests {
    static let file = RoleFixtureTests.fixtures + "/writeback/app/Stacker.swift"
    static let extensionFile = RoleFixtureTests.fixtures + "/writeback/app/UIView+Edges.swift"

    @Test func SW9_1_theFixtureRunsItsScenarios() {
        RoleFixtureTests.expectPasses("writeback/writeback.lua", count: 7)
    }

    /// The translated module run from `--out`, with `edit` applied to its Lua: the fixture's
    /// scenarios' failures.
    static func failures(editingLua edit: (String) -> String) throws -> [String] {
        let directory = NSTemporaryDirectory() + "stagecraft-writeback-\(UUID().uuidString)"
        for folder in ["helpers", "extensions"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = SwiftImporter().translate(try [file, extensionFile].map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) })
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        #expect(result.modules.count == 2)
        for module in result.modules {
            try edit(module.lua).write(toFile: directory + "/" + module.relativePath, atomically: true, encoding: .utf8)
        }
        try SwiftImporter.runtimeSource.write(toFile: directory + "/swift_runtime.lua", atomically: true, encoding: .utf8)
        let scenario = try String(contentsOfFile: RoleFixtureTests.fixtures + "/writeback/writeback.lua", encoding: .utf8)
            .replacingOccurrences(of: "require \"app.Stacker\"", with: "require \"helpers.Stacker\"")
        try scenario.write(toFile: directory + "/writeback.lua", atomically: true, encoding: .utf8)
        return RoleFixtureTests.run(directory + "/writeback.lua").flatMap { $0.failures.map { "\($0)" } }
    }

    /// The written module passes as the live one does; without the write-back (the copy changed
    /// only, as before SW9.1) the scenarios fail.
    @Test func SW9_1_withoutTheWriteBackTheScenariosFail() throws {
        #expect(try Self.failures { $0 } == [])
        let withoutWriteBack = try Self.failures { $0.replacingOccurrences(of: "o:setViewControllers(v, false)", with: "local _ = v") }
        #expect(withoutWriteBack.count >= 10, "\(withoutWriteBack)")
        let readTwice = try Self.failures { $0.replacingOccurrences(of: "S.modify(self.counted, ", with: "local _ = self.counted S.modify(self.counted, ") }
        #expect(readTwice.count == 1, "\(readTwice)")
        // SW9.4: without the computed properties' setters, their parts' changes are lost.
        let withoutSetters = try Self.failures {
            $0.replacingOccurrences(of: "function(o, v) o.area = v end", with: "function(o, v) end")
                .replacingOccurrences(of: "function(o, v) o.recent = v end", with: "function(o, v) end")
                .replacingOccurrences(of: ".set_topLeft(o, v) end", with: ".get_topLeft(o) end")
        }
        #expect(withoutSetters.count == 3, "\(withoutSetters)")
    }

    /// Twins: one line of the Swift changed fails the scenario.
    @Test(arguments: [
        ("        nav.viewControllers.append(vc)\n", "        nav.viewControllers.insert(vc, at: 0)\n"),
        ("        nav.viewControllers.swapAt(0, nav.viewControllers.count - 1)\n", "        nav.viewControllers.swapAt(0, 1)\n"),
        ("        nav.viewControllers[0] = vc\n", "        nav.viewControllers[1] = vc\n"),
        ("        own.append(vc)\n", ""),
        ("        grow(&view.frame, by: 10)\n", "        var frame = view.frame\n        grow(&frame, by: 10)\n"),
        ("        self.area.size.width += 5\n", "        var copy = area\n        copy.size.width += 5\n"),
    ])
    func SW9_1_aChangedLineFailsTheScenario(original: String, changed: String) throws {
        let directory = NSTemporaryDirectory() + "stagecraft-writeback-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try String(contentsOfFile: Self.file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: original, with: changed)
        #expect(edited != text, "the twin changes Stacker")
        try edited.write(toFile: directory + "/app/Stacker.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.extensionFile, encoding: .utf8).write(toFile: directory + "/app/UIView+Edges.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: RoleFixtureTests.fixtures + "/writeback/writeback.lua", encoding: .utf8)
            .write(toFile: directory + "/writeback.lua", atomically: true, encoding: .utf8)
        let failures = RoleFixtureTests.run(directory + "/writeback.lua").flatMap(\.failures)
        #expect(!failures.isEmpty, "the twin passed")
    }

    /// Swift compiles no change of a get-only property (Apple declares `subviews` and `children`
    /// `{ get }`); a property the Lua API cannot write back, or one whose holder's class is not
    /// known where classes write it differently, is refused at its line rather than lost.
    @Test func SW9_2_changesThatCannotBeWrittenBackAreRefusedAtTheirLine() {
        let source = """
            import UIKit
            final class Box {
                func run(_ view: UIView, _ vc: UIViewController, _ tabs: UITabBarController, _ g: UIGestureRecognizer, thing: AnyObject) {
                    view.subviews.append(view)
                    vc.children.removeAll()
                    tabs.viewControllers?.append(vc)
                    view.gestureRecognizers?.append(g)
                    thing.viewControllers.append(vc)
                }
            }
            """
        let result = SwiftImporter().translate([("app/Box.swift", source)])
        #expect(result.refusals.map(\.description) == [
            "app/Box.swift:4:9: cannot translate change of subviews — subviews is get-only in UIView: Swift does not compile a change to it: use addSubview(_:), insertSubview(_:at:) or removeFromSuperview()",
            "app/Box.swift:5:9: cannot translate change of children — children is get-only in UIViewController: Swift does not compile a change to it: use addChild(_:) and removeFromParent()",
            "app/Box.swift:6:9: cannot translate change of viewControllers — the Lua API has no setter for UITabBarController.viewControllers, so the changed value could not be written back (docs/lua-api.md)",
            "app/Box.swift:7:9: cannot translate change of gestureRecognizers — the Lua API has no setter for UIView.gestureRecognizers, so the changed value could not be written back (docs/lua-api.md)",
            "app/Box.swift:8:9: cannot translate change of viewControllers — the type of its holder is not known here, and UIKit's classes write viewControllers differently: declare it (`let nav: UINavigationController`)",
        ], "\(result.refusals.map(\.description))")
        #expect(Set(result.refusals.map(\.kind)) == ["get-only", "api", "type-inference"])
    }

    /// In an extension of a UIKit class, `self.viewControllers?.append(vc)` is that class's property
    /// (SPStorkController's `extension UITabBarController`): refused, the Lua API has no setter for
    /// it; a plain assignment of another UIKit property (`indicator.style = .gray`) is left to the
    /// bridge as before, not taken for an array.
    @Test func SW9_2_anExtensionOfAUIKitClassChangesItsOwnProperty() {
        let source = """
            import UIKit
            extension UITabBarController {
                func add(_ vc: UIViewController) {
                    self.viewControllers?.append(vc)
                }
            }
            final class Cell {
                let indicator = UIActivityIndicatorView()
                func run() { indicator.style = .gray }
            }
            """
        let result = SwiftImporter().translate([("app/Box.swift", source)])
        #expect(result.refusals.map(\.description).filter { $0.contains("change of") } == [
            "app/Box.swift:4:9: cannot translate change of viewControllers — the Lua API has no setter for UITabBarController.viewControllers, so the changed value could not be written back (docs/lua-api.md)",
        ], "\(result.refusals.map(\.description))")
    }

    /// SW9.4: a change of part of a get-only computed property is Swift's compile error: refused;
    /// not through one holding an object (PanModal's `presentedView.frame = …`): the object changes.
    @Test func SW9_4_aChangeOfAGetOnlyComputedPropertyIsRefused() {
        let source = """
            import UIKit
            final class Box {
                var area: CGRect { return .zero }
                var items: [Int] { [1] }
                let view = UIView()
                var panel: UIView { return view }
                func run() {
                    area.origin.x = 3
                    items.append(2)
                    panel.frame.origin.x = 3
                }
            }
            """
        let result = SwiftImporter().translate([("app/Box.swift", source)])
        #expect(result.refusals.map(\.description) == [
            "app/Box.swift:8:9: cannot translate change of area — area is a get-only computed property of Box: Swift does not compile a change to it",
            "app/Box.swift:9:9: cannot translate change of items — items is a get-only computed property of Box: Swift does not compile a change to it",
        ], "\(result.refusals.map(\.description))")
    }

    /// A property of the app's own type (a Lua table the object owns) and a UIKit property holding
    /// a class (`view.layer`) are not written back: in place is Swift's meaning there.
    @Test func SW9_1_ownArraysAndObjectsStayInPlace() throws {
        let source = """
            import UIKit
            final class Box {
                var items: [Int] = []
                let nav = UINavigationController()
                func run() {
                    items.append(1)
                    self.items.removeLast()
                    nav.viewControllers.removeAll()
                }
            }
            """
        let result = SwiftImporter().translate([("app/Box.swift", source)])
        #expect(result.refusals.isEmpty, "\(result.refusals.map(\.description))")
        let lua = try #require(result.modules.first).lua
        #expect(lua.contains("table.insert(self.items, 1)"), "\(lua)")
        #expect(lua.contains("S.removeLast(self.items)"), "\(lua)")
        #expect(lua.contains("S.modify(self.nav, \"viewControllers\", function(o, v) o:setViewControllers(v, false) end, function(__array1) return S.removeAll(__array1) end)"), "\(lua)")
    }
}
