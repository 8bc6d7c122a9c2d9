import CLuaShim
import Stagecraft
import StagecraftLua

/// Primitives that build screens and wire transitions.
enum BuildPrimitives {
    static let all: [(String, lua_CFunction)] = [
        ("register", { s in hostCall(s, "screen") { a throws(ScenarioError) in
            try a.host.controllers.append(try a.object(1, ViewController.self, "a view controller")); return 0 } }),
        ("list", { s in hostCall(s, "list") { a throws(ScenarioError) in
            let rows = try strings(a, 2, "rows")
            let list = ListView(frame: try a.rect(at: 1, "frame"), rowHeight: try a.number(3), rows: rows, name: try a.optionalString(4))
            try a.host.lua.push(list); return 1 } }),
        ("grid", { s in hostCall(s, "grid") { a throws(ScenarioError) in
            let items = try strings(a, 2, "items")
            let size = try a.numbers(at: 3, keys: ["width", "height"], what: "itemSize")
            let columns = a.isNil(4) ? nil : Int(try a.number(4))
            let grid = CollectionView(frame: try a.rect(at: 1, "frame"), itemSize: Size(width: size[0], height: size[1]),
                                      columns: columns, items: items, name: try a.optionalString(5))
            try a.host.lua.push(grid); return 1 } }),
        ("navigation", { s in hostCall(s, "navigation") { a throws(ScenarioError) in
            let nav = NavigationController(rootViewController: try a.controller(1), name: try a.string(2))
            let host = try a.host
            host.controllers.append(nav)
            host.lua.push(nav); return 1 } }),
        ("tabs", { s in hostCall(s, "tabs") { a throws(ScenarioError) in
            var controllers: [ViewController] = []
            let count = Int(lua_rawlen(a.L, 1))
            for i in 1...max(count, 1) {
                lua_rawgeti(a.L, 1, lua_Integer(i))
                defer { sc_pop(a.L, 1) }
                controllers.append(try a.object(-1, ViewController.self, "a view controller (tab \(i))"))
            }
            let tabs = TabBarController(viewControllers: controllers, name: try a.string(2))
            let host = try a.host
            host.controllers.append(tabs)
            host.lua.push(tabs); return 1 } }),
        ("setRoot", { s in hostCall(s, "setRoot") { a throws(ScenarioError) in
            try a.host.window.rootViewController = try a.controller(1); return 0 } }),
        ("animator", { s in hostCall(s, "animator") { a throws(ScenarioError) in
            let host = try a.host
            let (path, source) = try readScript(host, try a.string(1))
            do throws(LuaError) {
                let animator = try ScriptAnimator(lua: host.lua, source: source, chunkName: path)
                host.keepAlive.append(animator)
                host.lua.push(animator)
            } catch {
                throw ScenarioError("animator \(path) did not load: \(error.message)")
            }
            return 1 } }),
        ("dimming", { s in hostCall(s, "dimming") { a throws(ScenarioError) in
            let spec = PresentationSpec()
            if !a.isNil(1) { try spec.read(a, try a.table(1)) }
            try a.host.keepAlive.append(spec)
            try a.host.lua.push(spec); return 1 } }),
        ("presentation", { s in hostCall(s, "presentation") { a throws(ScenarioError) in
            let host = try a.host
            let table = try loadRoleTable(host, path: try a.string(1), role: "presentation")
            let spec = PresentationSpec()
            try spec.read(a, table)
            host.keepAlive.append(spec)
            host.lua.push(spec); return 1 } }),
        ("interaction", { s in hostCall(s, "interaction") { a throws(ScenarioError) in
            let host = try a.host
            let table = try loadRoleTable(host, path: try a.string(1), role: "interaction")
            let pan = PanInteraction()
            try pan.read(a, table)
            host.keepAlive.append(pan)
            host.lua.push(pan); return 1 } }),
        ("transition", { s in hostCall(s, "transition") { a throws(ScenarioError) in
            let controller = try a.controller(1)
            let spec = try a.table(2)
            let delegate = ScenarioTransitioningDelegate()
            let both = try animatorField(a, spec, "animator")
            delegate.presentAnimator = try animatorField(a, spec, "present") ?? both
            delegate.dismissAnimator = try animatorField(a, spec, "dismiss") ?? both
            if a.field(spec, "presentation") > LUA_TNIL {
                delegate.presentation = try a.object(-1, PresentationSpec.self, "dimming{…} or presentation(path)")
                controller.modalPresentationStyle = .custom
            }
            sc_pop(a.L, 1)
            let kind = a.field(spec, "interactive")
            if kind == LUA_TTABLE {
                let pan = PanInteraction()
                try pan.read(a, lua_gettop(a.L))
                delegate.interaction = pan
            } else if kind > LUA_TNIL {
                delegate.interaction = try a.object(-1, PanInteraction.self, "interaction(path) or a table")
            }
            sc_pop(a.L, 1)
            if let style = try a.stringField(spec, "style") {
                guard let value = ModalPresentationStyle(rawValue: style) else { throw ScenarioError("unknown style '\(style)'") }
                controller.modalPresentationStyle = value
            }
            delegate.interaction?.attach(to: controller)
            controller.transitioningDelegate = delegate
            try a.host.keepAlive.append(delegate)
            return 0 } }),
        ("navigationTransition", { s in hostCall(s, "navigationTransition") { a throws(ScenarioError) in
            let nav = try a.object(1, NavigationController.self, "a navigation controller")
            let spec = try a.table(2)
            let delegate = ScenarioNavigationDelegate()
            let both = try animatorField(a, spec, "animator")
            delegate.push = try animatorField(a, spec, "push") ?? both
            delegate.pop = try animatorField(a, spec, "pop") ?? both
            nav.delegate = delegate
            try a.host.keepAlive.append(delegate)
            return 0 } }),
        ("tabTransition", { s in hostCall(s, "tabTransition") { a throws(ScenarioError) in
            let tabs = try a.object(1, TabBarController.self, "a tab bar controller")
            let delegate = ScenarioTabDelegate()
            delegate.animator = try animatorField(a, try a.table(2), "animator")
            tabs.delegate = delegate
            try a.host.keepAlive.append(delegate)
            return 0 } }),
    ]

    /// An array of strings at `i`.
    static func strings(_ a: HostArgs, _ i: Int32, _ what: String) throws(ScenarioError) -> [String] {
        let table = try a.table(i)
        return try (0..<Int(lua_rawlen(a.L, table))).map { (k: Int) throws(ScenarioError) -> String in
            lua_rawgeti(a.L, table, lua_Integer(k + 1))
            defer { sc_pop(a.L, 1) }
            guard let text = luaString(a.L, -1) else { throw ScenarioError("\(what) must be a list of strings (item \(k + 1) is \(a.typeName(-1)))") }
            return text
        }
    }

    /// `spec[key]` as an animation controller (from `animator(path)`), or nil when absent.
    static func animatorField(_ a: HostArgs, _ spec: Int32, _ key: String) throws(ScenarioError) -> ViewControllerAnimatedTransitioning? {
        defer { sc_pop(a.L, 1) }
        guard a.field(spec, key) > LUA_TNIL else { return nil }
        guard let handle = sc_tohandle(a.L, -1), let pointer = handle.pointee.object,
              let animator = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? ViewControllerAnimatedTransitioning else {
            throw ScenarioError("'\(key)' must be an animator (animator \"path.lua\"), not \(a.typeName(-1))")
        }
        return animator
    }
}
