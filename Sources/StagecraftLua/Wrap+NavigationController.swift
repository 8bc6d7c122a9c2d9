import CLuaShim
import Stagecraft

/// UINavigationController and UITabBarController: the stacks, their transitions and delegates.
/// Delegates are held weakly, as in UIKit (T1.17): whoever sets one keeps it alive.
enum WrapNavigationController {
    /// A Lua array of controllers (`{a, b}`) as Swift controllers.
    static func controllers(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [ViewController] {
        let L = call.L, table = try call.table(index)
        var result: [ViewController] = []
        let count = Int(lua_rawlen(L, table))
        guard count > 0 else { return [] }
        for position in 1...count {
            lua_rawgeti(L, table, lua_Integer(position))
            defer { sc_pop(L, 1) }
            guard let controller = try? call.object(-1, ViewController.self) else {
                throw call.error("element \(position) of the list is not a ViewController (got \(LuaStack.typeName(L, -1)))")
            }
            result.append(controller)
        }
        return result
    }

    static func animated(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Bool {
        call.isNoneOrNil(index) ? true : try call.boolean(index)
    }

    static var navigation: LuaClass {
        var c = LuaClass("NavigationController", object: NavigationController.self, parent: "ViewController", global: "UINavigationController")
        // UINavigationController(rootViewController [, name]) or {rootViewController =, name =}
        c.constructor = { s in bridgedConstructor(s, "UINavigationController") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["rootViewController", "name"])
                guard let root = try call.field(2, "rootViewController", { c, i throws(BridgeError) in try c.object(i, ViewController.self) }) else {
                    throw call.error("rootViewController is required")
                }
                if let problem = NavigationController.rootError(root) { throw call.error(problem.message) }
                call.lua.push(NavigationController(rootViewController: root,
                                                   name: try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) } ?? "navigation"))
                return 1
            }
            let root = try call.object(2, ViewController.self)
            if let problem = NavigationController.rootError(root) { throw call.error(problem.message) }
            let name = try call.optionalString(3) ?? "navigation"
            guard !call.isNoneOrNil(4) else { call.lua.push(NavigationController(rootViewController: root, name: name)); return 1 }
            // UINavigationController(root, name, screen): a subclass written in Lua (an imported Swift one).
            _ = try call.table(4)
            lua_pushvalue(call.L, 4)
            do throws(LuaError) {
                call.lua.push(try ScriptNavigationController(lua: call.lua, popping: (), rootViewController: root, name: name,
                                                             chunkName: LuaCall.callerChunk(call.L)))
            } catch { throw BridgeError(error.message) }
            return 1 } }
        c.getters = [
            ("viewControllers", { s in luaGet(s, NavigationController.self) { $0.pushArray($1.viewControllers) } }),
            ("topViewController", { s in luaGet(s, NavigationController.self) { $0.push($1.topViewController) } }),
            ("visibleViewController", { s in luaGet(s, NavigationController.self) { $0.push($1.visibleViewController) } }),
            ("interactivePopGestureRecognizer", { s in luaGet(s, NavigationController.self) { $0.push($1.interactivePopGestureRecognizer) } }),
            ("delegate", { s in luaGet(s, NavigationController.self) { $0.push($1.delegate) } }),
        ]
        c.setters = [
            ("delegate", { s in luaSet(s, "delegate", NavigationController.self) { c, nav throws(BridgeError) in
                guard !c.isNoneOrNil(3) else { nav.delegate = nil; return }
                guard let delegate = try c.anyObject(3, "navigation controller delegate") as? NavigationControllerDelegate else {
                    throw c.badArgument(3, "navigation controller delegate")
                }
                nav.delegate = delegate } }),
        ]
        c.methods = [
            ("pushViewController", { s in bridged(s, "pushViewController") { call throws(BridgeError) in
                let nav = try call.this(NavigationController.self), pushed = try call.object(2, ViewController.self)
                if let problem = nav.pushError(pushed) { throw call.error(problem.message) }
                nav.pushViewController(pushed, animated: try WrapNavigationController.animated(call, 3)); return 0 } }),
            ("popViewController", { s in bridged(s, "popViewController") { call throws(BridgeError) in
                call.lua.push(try call.this(NavigationController.self).popViewController(animated: try WrapNavigationController.animated(call, 2))); return 1 } }),
            ("popToRootViewController", { s in bridged(s, "popToRootViewController") { call throws(BridgeError) in
                let popped = try call.this(NavigationController.self).popToRootViewController(animated: try WrapNavigationController.animated(call, 2))
                if let popped { call.lua.pushArray(popped) } else { lua_pushnil(call.L) }
                return 1 } }),
            ("popToViewController", { s in bridged(s, "popToViewController") { call throws(BridgeError) in
                let popped = try call.this(NavigationController.self).popToViewController(
                    try call.object(2, ViewController.self), animated: try WrapNavigationController.animated(call, 3))
                if let popped { call.lua.pushArray(popped) } else { lua_pushnil(call.L) }
                return 1 } }),
            ("setViewControllers", { s in bridged(s, "setViewControllers") { call throws(BridgeError) in
                let nav = try call.this(NavigationController.self), controllers = try WrapNavigationController.controllers(call, 2)
                if let problem = nav.stackError(controllers) { throw call.error(problem.message) }
                nav.setViewControllers(controllers, animated: try WrapNavigationController.animated(call, 3)); return 0 } }),
        ]
        return c
    }

    /// A navigation controller subclass written in Lua: its table's fields and methods are the controller's.
    static var scriptNavigation: LuaClass {
        LuaClass("ScriptNavigationController", object: ScriptNavigationController.self, parent: "NavigationController")
    }

    static var tabBar: LuaClass {
        var c = LuaClass("TabBarController", object: TabBarController.self, parent: "ViewController", global: "UITabBarController")
        // UITabBarController({controllers…} [, name]) or {viewControllers =, name =}
        c.constructor = { s in bridgedConstructor(s, "UITabBarController") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE, lua_rawlen(call.L, 2) == 0 {
                try call.checkKeys(2, ["viewControllers", "name"])
                let controllers = try call.field(2, "viewControllers") { c, i throws(BridgeError) in try WrapNavigationController.controllers(c, i) } ?? []
                if let problem = TabBarController.tabsError(controllers) { throw call.error(problem.message) }
                call.lua.push(TabBarController(viewControllers: controllers,
                                               name: try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) } ?? "tabs"))
                return 1
            }
            let controllers = try WrapNavigationController.controllers(call, 2)
            if let problem = TabBarController.tabsError(controllers) { throw call.error(problem.message) }
            call.lua.push(TabBarController(viewControllers: controllers, name: try call.optionalString(3) ?? "tabs"))
            return 1 } }
        c.getters = [
            ("viewControllers", { s in luaGet(s, TabBarController.self) { $0.pushArray($1.viewControllers) } }),
            ("selectedViewController", { s in luaGet(s, TabBarController.self) { $0.push($1.selectedViewController) } }),
            ("selectedIndex", { s in luaGet(s, TabBarController.self) { LuaStack.push($0.state, $1.selectedIndex) } }),
            ("delegate", { s in luaGet(s, TabBarController.self) { $0.push($1.delegate) } }),
        ]
        c.setters = [
            ("selectedIndex", { s in luaSet(s, "selectedIndex", TabBarController.self) { c, tabs throws(BridgeError) in tabs.select(index: try c.integer(3)) } }),
            ("delegate", { s in luaSet(s, "delegate", TabBarController.self) { c, tabs throws(BridgeError) in
                guard !c.isNoneOrNil(3) else { tabs.delegate = nil; return }
                guard let delegate = try c.anyObject(3, "tab bar controller delegate") as? TabBarControllerDelegate else {
                    throw c.badArgument(3, "tab bar controller delegate")
                }
                tabs.delegate = delegate } }),
        ]
        c.methods = [
            ("tapTab", { s in bridged(s, "tapTab") { call throws(BridgeError) in
                try call.this(TabBarController.self).tapTab(at: try call.integer(2)); return 0 } }),
        ]
        return c
    }
}
