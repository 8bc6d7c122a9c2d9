import Foundation
import Testing
@testable import StagecraftImport

/// Issue 23 item 7: an imported `UINavigationController` subclass runs as UIKit's navigation
/// controller (`self` is it), its `pushViewController` override in front of UIKit's push.
@Suite(.serialized) struct NavigationSubclassFixtureTests {
    /// T9.1 and T3.1: an override that sets its own delegate and calls super pushes and pops with
    /// that delegate's fade, in UIKit's appearance order; made from Lua and from Swift code
    /// (`FadingNavigationController(rootViewController:)`). T9.2: an override that does not call
    /// super pushes nothing. An override that raises is reported and pushes nothing; a screen that
    /// is not a table is an error naming the line (Tests/StagecraftImportTests/Fixtures/navsubclass).
    /// T9.2, T9.4: `popViewController(animated:)` from code and from the back swipe, and
    /// `setViewControllers(_:animated:)` from code, go through the subclass's overrides, whose
    /// `super` is UIKit's (one without it pops nothing, and the swipe's interaction is not left for
    /// a later pop); `viewWillLayoutSubviews`/`viewDidLayoutSubviews` run once per layout pass
    /// (GuardedNavigationController).
    @Test func T9_1_aNavigationSubclassPushesThroughItsOverrideAndNotWithoutSuper() {
        RoleFixtureTests.expectPasses("navsubclass/navsubclass.lua", count: 9)
    }

    /// Twins: one line of GuardedNavigationController changed fails the scenario where it checks it.
    @Test(arguments: [
        // the pop override no longer calls super: nothing pops, from code or the swipe
        ("return super.popViewController(animated: animated)", "return nil", "the override returned super's popped controller"),
        // the pop override is no longer held: it pops
        ("if holdsPops { return nil }", "", "still on top"),
        // the set override no longer calls super: the stack stays
        ("        super.setViewControllers(viewControllers, animated: animated)\n", "", "setViewControllers"),
        // the layout override no longer counts: not called in pairs
        ("        didLayouts += 1\n", "", "in pairs"),
    ])
    func T9_2_aChangedOverrideFailsTheScenario(original: String, changed: String, failure: String) throws {
        let folder = RoleFixtureTests.fixtures + "/navsubclass"
        let directory = NSTemporaryDirectory() + "stagecraft-navsubclass-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/app") where name.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/app/" + name, encoding: .utf8)
            let isGuarded = name == "GuardedNavigationController.swift"
            let edited = isGuarded ? text.replacingOccurrences(of: original, with: changed) : text
            if isGuarded { #expect(edited != text, "the twin changes GuardedNavigationController") }
            try edited.write(toFile: directory + "/app/" + name, atomically: true, encoding: .utf8)
        }
        try String(contentsOfFile: folder + "/navsubclass.lua", encoding: .utf8).write(toFile: directory + "/navsubclass.lua", atomically: true, encoding: .utf8)
        let results = RoleFixtureTests.run(directory + "/navsubclass.lua")
        let messages = results.flatMap { result in result.failures.map { result.name + ": " + $0.description } }
        #expect(!messages.isEmpty, "the twin passed")
        #expect(messages.contains { $0.contains(failure) }, "\(messages)")
    }

    /// `stagecraft new` for a navigation subclass's file says how a scenario makes it (`T.new(root)`,
    /// the controller), not the plain screen's `UIViewController("name", T)`.
    @Test func aNavigationSubclassesScenarioTemplateMakesItWithItsRoot() throws {
        let path = RoleFixtureTests.fixtures + "/navsubclass/app/LockedNavigationController.swift"
        let text = try SwiftScenarioTemplate.source(swiftPath: path, rolePath: "app/LockedNavigationController.swift")
        #expect(text.contains("LockedNavigationController.new(UIViewController(\"root\"))"), "\(text)")
        #expect(!text.contains("UIViewController(\"name\", LockedNavigationController)"), "\(text)")
    }
}
