import Testing
@testable import Stagecraft

/// Containment and presentation refused where UIKit raises (issue 24, item 7): a controller
/// pushed, listed or presented where it already has a place, or where it would become its own
/// ancestor. Each call changes nothing and reports a diagnostic, and the check it runs is public
/// (`pushError`, `presentError`…) so bindings raise it first. Before, `nav.pushViewController(nav)`
/// appended the navigation controller to its own stack and `nav.view` recursed until SIGSEGV.
@Suite struct ContainmentCycleTests {
    @Test func sec7_pushingTheNavigationControllerItselfIsRefusedAndItsViewLoads() {
        let stage = Stage(root: NavigationController(rootViewController: ViewController(name: "a")))
        guard let nav = stage.root as? NavigationController else { return }
        #expect(nav.pushError(nav)?.message.hasPrefix("Pushing a navigation controller is not supported") == true)
        nav.pushViewController(nav, animated: false)
        stage.engine.advance(by: 1)
        #expect(nav.viewControllers.map(\.name) == ["a"])
        #expect(nav.parent == nil && nav.view.subviews.count == 1)
        #expect(stage.diagnostics(.transitionMisuse).contains { $0.message.contains("Pushing a navigation controller") })
    }

    @Test func sec7_pushingAnAncestorOrAControllerWithAPlaceIsRefused() {
        let a = ViewController(name: "a"), other = ViewController(name: "other")
        let nav = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [nav])
        let elsewhere = NavigationController(rootViewController: other, name: "elsewhere")
        #expect(nav.pushError(tabs)?.message.contains("an ancestor of it") == true)
        #expect(nav.pushError(a)?.message.hasPrefix("Pushing the same view controller instance more than once") == true)
        #expect(nav.pushError(other)?.message == "child view controller:ViewController<other> should have parent view controller:NavigationController<navigation> but actual parent is:NavigationController<elsewhere>")
        nav.pushViewController(tabs, animated: false)
        #expect(nav.viewControllers.count == 1 && tabs.parent == nil)
        #expect(nav.pushError(ViewController(name: "fresh")) == nil)
    }

    @Test func sec7_setViewControllersRefusesTheWholeListWhenOneCannotJoin() {
        let a = ViewController(name: "a"), b = ViewController(name: "b")
        let nav = NavigationController(rootViewController: a)
        let tabs = TabBarController(viewControllers: [nav])
        #expect(nav.stackError([a, b, b])?.message.contains("more than once") == true)
        #expect(nav.stackError([a, tabs]) != nil)
        #expect(nav.stackError([a, nav]) != nil)
        nav.setViewControllers([a, tabs], animated: false)
        #expect(nav.viewControllers.map(\.name) == ["a"])
        #expect(nav.stackError([b, a]) == nil)
    }

    @Test func sec7_tabListsTakeEachControllerOnceAndOnlyFreeOnes() {
        let a = ViewController(name: "a"), b = ViewController(name: "b")
        #expect(TabBarController.tabsError([a, a])?.message.contains("more than once") == true)
        let tabs = TabBarController(viewControllers: [a, a, b])
        #expect(tabs.viewControllers.map(\.name) == ["a", "b"])
        #expect(TabBarController.tabsError([a])?.message.contains("already a child of TabBarController<tabs>") == true)
        #expect(NavigationController.rootError(NavigationController(rootViewController: ViewController(name: "c"))) != nil)
    }

    @Test func sec7_presentingAnAncestorOrSelfIsRefusedAndTheChainStaysALine() {
        let home = ViewController(name: "home"), card = ViewController(name: "card")
        let stage = Stage(root: home)
        home.present(card, animated: false)
        stage.engine.advance(by: 1)
        #expect(card.presentError(home)?.message == "Application tried to present modally an active controller ViewController<home>.")
        #expect(card.presentError(card)?.message == "Application tried to present modally an active controller ViewController<card>.")
        #expect(home.presentError(card)?.message.contains("that is already being presented by ViewController<home>") == true)
        card.present(home, animated: false)  // before: home ⇄ card, and topViewController looped for ever
        stage.engine.advance(by: 1)
        #expect(card.presentedViewController == nil && home.presentingViewController == nil)
        #expect(stage.window.topViewController === card)
    }

    @Test func sec7_presentingAChildIsRefusedWithUIKitsText() {
        let child = ViewController(name: "child")
        let stage = Stage(root: NavigationController(rootViewController: child))
        #expect(stage.root.presentError(child)?.message == "Application tried to present modally a view controller ViewController<child> that has a parent view controller NavigationController<navigation>.")
    }

    @Test func sec7_addChildRefusesItselfAnAncestorAndTooDeepANesting() {
        let top = ViewController(name: "top"), middle = ViewController(name: "middle")
        top.addChild(middle)
        #expect(middle.childError(adding: middle) != nil && middle.childError(adding: top) != nil)
        middle.addChild(top)
        #expect(top.parent == nil && middle.children.isEmpty)
        // Nesting past the limit is refused at the level that would cross it, whichever side is deep.
        var deepest = ViewController(name: "leaf")
        for level in 1..<ViewController.maxContainmentDepth { deepest = TabBarController(viewControllers: [deepest], name: "t\(level)") }
        #expect(TabBarController.tabsError([deepest]) == nil)
        let tooDeep = TabBarController.tabsError([TabBarController(viewControllers: [deepest])])
        #expect(tooDeep?.message == "the controllers would be nested \(ViewController.maxContainmentDepth + 1) deep, over Stagecraft's limit of \(ViewController.maxContainmentDepth)")
    }

    @Test func sec7_aViewUnderItsOwnDescendantIsRefused() {
        let outer = View(name: "outer"), inner = View(name: "inner")
        outer.addSubview(inner)
        #expect(inner.hierarchyError(adding: outer) == "Can't add View<outer> as a subview of its own descendant View<inner>")
        #expect(outer.hierarchyError(adding: outer) == "Can't add self as subview (View<outer>)")
        inner.addSubview(outer)
        #expect(outer.superview == nil && inner.subviews.isEmpty)
    }
}
