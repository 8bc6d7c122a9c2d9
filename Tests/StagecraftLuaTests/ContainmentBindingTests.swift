import Foundation
import Testing
@testable import Stagecraft
@testable import StagecraftLua

/// Every containment entry point of the bindings raises UIKit's refusal at the script's line
/// (issue 24, item 7) instead of building a cycle that crashed or hung the host later.
@Suite struct ContainmentBindingTests {
    @Test func sx3_2_everyContainmentEntryPointRaisesAtTheCallersLine() throws {
        let cases: [(String, String)] = [
            ("nav:pushViewController(nav)", "pushViewController: Pushing a navigation controller is not supported"),
            ("nav:pushViewController(a)", "pushViewController: Pushing the same view controller instance more than once is not supported"),
            ("nav:pushViewController(tabs)", "pushViewController: TabBarController<tabs> cannot be contained in NavigationController<navigation>: it is an ancestor of it"),
            ("nav:pushViewController(other)", "pushViewController: child view controller:ViewController<other> should have parent view controller:NavigationController<navigation> but actual parent is:NavigationController<elsewhere>"),
            ("nav:setViewControllers({a, tabs})", "setViewControllers: TabBarController<tabs> cannot be contained"),
            ("nav:setViewControllers({free, free})", "setViewControllers: Pushing the same view controller instance more than once"),
            ("UINavigationController(nav)", "UINavigationController: Pushing a navigation controller is not supported"),
            ("UINavigationController{rootViewController = a}", "UINavigationController: ViewController<a> cannot join a new navigation controller: it is already a child of NavigationController<navigation>"),
            ("UITabBarController{free, free}", "UITabBarController: ViewController<free> appears more than once"),
            ("UITabBarController{viewControllers = {a}}", "UITabBarController: ViewController<a> cannot join a new tab bar controller"),
            ("tabs:present(tabs)", "present: Application tried to present modally an active controller TabBarController<tabs>."),
            ("a:present(tabs)", "present: Application tried to present modally an active controller TabBarController<tabs>."),
            ("tabs:present(a)", "present: Application tried to present modally a view controller ViewController<a> that has a parent view controller NavigationController<navigation>."),
        ]
        for (source, message) in cases {
            let lua = try LuaState()
            let setup = """
                local a, free, other = UIViewController("a"), UIViewController("free"), UIViewController("other")
                local nav = UINavigationController(a)
                local tabs = UITabBarController { nav }
                local elsewhere = UINavigationController(other, "elsewhere")
                """
            do {
                try lua.run(setup + "\n" + source, chunkName: "@c.lua")
                Issue.record("expected an error for \(source)")
            } catch {
                #expect(error.message.hasPrefix("c.lua:5: " + message), "\(source): \(error.message)")
            }
        }
    }
}
