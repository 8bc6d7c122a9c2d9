import CLuaShim
import Stagecraft

extension ViewController: LuaNamed { var luaDisplayName: String { name } }

/// UIViewController: the view, names, presentation state and `present`/`dismiss`.
enum WrapViewController {
    /// A screen table's own `__madeWith(vc)` (a screen translated from Swift, SW11.5) runs once the
    /// controller exists, protected: its init runs with the controller as `self`, so what it sets on
    /// UIKit's controller (`modalPresentationStyle`, `transitioningDelegate`) is the controller's,
    /// as Swift's init sets them before anything presents it. stack: 3 the table, top the controller.
    fileprivate static func runMadeWith(_ call: LuaCall) throws(BridgeError) {
        let L = call.L
        guard LuaStack.getField(L, 3, "__madeWith") == LUA_TFUNCTION else { sc_pop(L, 1); return }
        lua_pushvalue(L, -2)
        guard lua_pcallk(L, 1, 0, 0, 0, nil) == LUA_OK else { throw BridgeError(LuaStack.string(L, -1) ?? "error in the screen's init", isRaw: true) }
    }

    static var definition: LuaClass {
        var c = LuaClass("ViewController", object: ViewController.self, global: "UIViewController")
        // UIViewController(name) is UIKit's plain controller; UIViewController(name, screen) a screen
        // written in Lua (see ScriptViewController).
        c.constructor = { s in bridgedConstructor(s, "UIViewController") { call throws(BridgeError) in
            let name = try call.string(2)
            guard !call.isNoneOrNil(3) else { call.lua.push(ViewController(name: name)); return 1 }
            _ = try call.table(3)
            lua_pushvalue(call.L, 3)
            do throws(LuaError) {
                call.lua.push(try ScriptViewController(lua: call.lua, popping: (), name: name, chunkName: LuaCall.callerChunk(call.L)))
            } catch { throw BridgeError(error.message) }
            try WrapViewController.runMadeWith(call)
            return 1 } }
        c.getters = [
            ("className", { s in luaGet(s, ViewController.self) { lua, vc in
                LuaStack.push(lua.state, WrapViewController.classNames(of: vc, in: lua).first) } }),
            ("view", { s in luaGet(s, ViewController.self) { $0.push($1.view) } }),
            ("name", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.name) } }),
            ("title", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.title) } }),
            ("modalPresentationStyle", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.modalPresentationStyle.rawValue) } }),
            ("presentedViewController", { s in luaGet(s, ViewController.self) { $0.push($1.presentedViewController) } }),
            ("presentingViewController", { s in luaGet(s, ViewController.self) { $0.push($1.presentingViewController) } }),
            ("parent", { s in luaGet(s, ViewController.self) { $0.push($1.parent) } }),
            ("children", { s in luaGet(s, ViewController.self) { $0.pushArray($1.children) } }),
            ("isViewLoaded", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.isViewLoaded) } }),
            ("transitionCoordinator", { s in luaGet(s, ViewController.self) { $0.push($1.transitionCoordinator) } }),
            ("navigationController", { s in luaGet(s, ViewController.self) { $0.push($1.navigationController) } }),
            ("tabBarController", { s in luaGet(s, ViewController.self) { $0.push($1.tabBarController) } }),
            // A sheet style's controller exists before `present` (UIKit makes it on first access).
            ("presentationController", { s in luaGet(s, ViewController.self) { $0.push($1.presentationController ?? $1.sheetPresentationController) } }),
            ("sheetPresentationController", { s in luaGet(s, ViewController.self) { $0.push($1.sheetPresentationController) } }),
            ("isModalInPresentation", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.isModalInPresentation) } }),
            ("transitioningDelegate", { s in luaGet(s, ViewController.self) { $0.push($1.transitioningDelegate) } }),
            ("userInfo", { s in luaGet(s, ViewController.self) { $0.pushUserInfo($1) } }),
            ("traitCollection", { s in luaGet(s, ViewController.self) { AdaptiveScript.push($0.state, $1.traitCollection) } }),
            ("definesPresentationContext", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.definesPresentationContext) } }),
            ("isBeingPresented", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.isBeingPresented) } }),
            ("isBeingDismissed", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.isBeingDismissed) } }),
            // The runtime has no split view controller: no controller is ever in one.
            ("splitViewController", { s in luaGet(s, ViewController.self) { lua, _ in lua_pushnil(lua.state) } }),
        ] + WrapLayout.controllerGetters + WrapZoomTransition.controllerGetters + WrapStatusBar.controllerGetters
        c.setters = [
            // UIKit's `self.view = …`, in `loadView` or to replace the view.
            ("view", { s in luaSet(s, "view", ViewController.self) { c, vc throws(BridgeError) in vc.setView(try c.object(3, View.self)) } }),
            ("title", { s in luaSet(s, "title", ViewController.self) { c, vc throws(BridgeError) in vc.title = try c.optionalString(3) } }),
            // UIKit's restorationIdentifier (APIRenames): what scenarios and traces find the controller by.
            ("name", { s in luaSet(s, "name", ViewController.self) { c, vc throws(BridgeError) in vc.name = try c.string(3) } }),
            ("modalPresentationStyle", { s in luaSet(s, "modalPresentationStyle", ViewController.self) { c, vc throws(BridgeError) in
                vc.modalPresentationStyle = try c.choice(3, ModalPresentationStyle.self) } }),
            ("isModalInPresentation", { s in luaSet(s, "isModalInPresentation", ViewController.self) { c, vc throws(BridgeError) in
                vc.isModalInPresentation = try c.boolean(3) } }),
            ("definesPresentationContext", { s in luaSet(s, "definesPresentationContext", ViewController.self) { c, vc throws(BridgeError) in
                vc.definesPresentationContext = try c.boolean(3) } }),
            // Held weakly, as in UIKit (T1.17): the script keeps its delegate alive.
            ("transitioningDelegate", { s in luaSet(s, "transitioningDelegate", ViewController.self) { c, vc throws(BridgeError) in
                guard !c.isNoneOrNil(3) else { vc.transitioningDelegate = nil; return }
                guard let delegate = try c.anyObject(3, "transitioning delegate") as? ViewControllerTransitioningDelegate else {
                    throw c.badArgument(3, "transitioning delegate")
                }
                vc.transitioningDelegate = delegate } }),
        ] + WrapLayout.controllerSetters + WrapZoomTransition.controllerSetters + WrapStatusBar.controllerSetters
        c.staticGetters = [WrapZoomTransition.namespace]  // UIViewController.Transition
        c.methods = [
            // isKind(name): Swift's `vc as? Name` / `vc is Name` — the screen's classes, then UIKit's.
            ("isKind", { s in bridged(s, "isKind") { call throws(BridgeError) in
                let vc = try call.this(ViewController.self), name = try call.string(2)
                LuaStack.push(call.L, WrapViewController.classNames(of: vc, in: call.lua).contains(name)); return 1 } }),
            ("present", { s in bridged(s, "present") { call throws(BridgeError) in
                let presenter = try call.this(ViewController.self), presented = try call.object(2, ViewController.self)
                if let problem = presenter.presentError(presented) { throw call.error(problem.message) }
                let animated = call.isNoneOrNil(3) ? true : try call.boolean(3)
                let done = try call.optionalFunction(4).map { call.lua.ref(at: $0) }
                presenter.present(presented, animated: animated, completion: done.map { ref in { ref.callFromHost() } })
                return 0 } }),
            // T3.8: appearance forwarding, e.g. a custom presentation's presenting screen.
            ("beginAppearanceTransition", { s in bridged(s, "beginAppearanceTransition") { call throws(BridgeError) in
                try call.this(ViewController.self).beginAppearanceTransition(try call.boolean(2), animated: try call.boolean(3)); return 0 } }),
            ("endAppearanceTransition", { s in bridged(s, "endAppearanceTransition") { call throws(BridgeError) in
                try call.this(ViewController.self).endAppearanceTransition(); return 0 } }),
            ("dismiss", { s in bridged(s, "dismiss") { call throws(BridgeError) in
                let controller = try call.this(ViewController.self)
                let animated = call.isNoneOrNil(2) ? true : try call.boolean(2)
                let done = try call.optionalFunction(3).map { call.lua.ref(at: $0) }
                controller.dismiss(animated: animated, completion: done.map { ref in { ref.callFromHost() } })
                return 0 } }),
        ] + WrapStatusBar.controllerMethods
        return c
    }
}

extension WrapViewController {
    /// What a controller is, most specific first: a screen's classes (the `className` fields of
    /// its table and of the tables it inherits from, `setmetatable(Details, {__index = Base})`),
    /// then UIKit's names of its Swift classes (`UINavigationController`, `UIViewController`).
    static func classNames(of vc: ViewController, in lua: LuaState) -> [String] {
        let script = (vc as? ScriptViewController)?.script ?? (vc as? ScriptNavigationController)?.script
        var names = script?.screenClassNames() ?? []
        var type: AnyClass? = Swift.type(of: vc)
        while let current = type {
            if let name = lua.classNames[ObjectIdentifier(current)], let definition = lua.classes[name] {
                names.append(definition.global ?? name)
            }
            type = _getSuperclass(current)
        }
        return names
    }
}
