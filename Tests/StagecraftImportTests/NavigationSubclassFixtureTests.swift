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
    @Test func T9_1_aNavigationSubclassPushesThroughItsOverrideAndNotWithoutSuper() {
        RoleFixtureTests.expectPasses("navsubclass/navsubclass.lua", count: 5)
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
