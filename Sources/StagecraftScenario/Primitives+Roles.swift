import CLuaShim
import Stagecraft
import StagecraftLua

/// Primitives that load transition roles (the bridge's script roles, exactly as a user writes
/// them) and wire them to controllers.
enum RolePrimitives {
    static let all: [(String, lua_CFunction)] = [
        ("animator", { s in hostCall(s, "animator") { a throws(ScenarioError) in
            let animator = try RoleValues.animator(a, 1, "animator")
            try a.host.lua.push(animator.current()); return 1 } }),
        ("presentation", { s in hostCall(s, "presentation") { a throws(ScenarioError) in
            let role = try RoleValues.presentation(a, 1, "presentation")
            try a.host.lua.push(role); return 1 } }),
        ("interaction", { s in hostCall(s, "interaction") { a throws(ScenarioError) in
            // A percent-driven controller's handle (`interaction:update(p)`), or a self-driven
            // controller's own table (what its methods see as `self`).
            let interaction = try RoleValues.interaction(a, 1, "interaction").current()
            if let selfDriven = interaction as? ScriptInteractiveTransitioning { selfDriven.pushTable() } else { try a.host.lua.push(interaction) }
            return 1 } }),
        // The module's own table, checked to be a delegate: the scenario can reach what it
        // exposes (the seed's `swipeInteractionController`, to wire it to the presented screen).
        ("delegate", { s in hostCall(s, "delegate") { a throws(ScenarioError) in
            let host = try a.host
            if lua_type(a.L, 1) == LUA_TSTRING {
                let script = try host.loadRole(try a.string(1), as: .delegate, .delegate, module: true)
                script.loader.pushModule(script.current)
                return 1
            }
            let chunk = try RoleValues.pushModule(a, 1, "delegate", .delegate)
            lua_pushvalue(a.L, -1)
            do throws(LuaError) { _ = try ScriptDelegate(lua: host.lua, popping: (), chunkName: chunk) } catch {
                throw ScenarioError(error.message)
            }
            return 1 } }),
        ("dimming", { s in hostCall(s, "dimming") { a throws(ScenarioError) in
            if !a.isNil(1) { _ = try a.table(1) }
            let role = try PresentationRole.dimming(a, a.isNil(1) ? nil : 1)
            let host = try a.host
            host.keepAlive.append(role)
            host.lua.push(role); return 1 } }),
        ("transition", { s in hostCall(s, "transition") { a throws(ScenarioError) in
            let controller = try a.controller(1)
            let spec = try a.table(2)
            try checkKeys(a, spec, "transition", roles: ["animator", "present", "dismiss", "presentation", "interactive"], others: ["style"])
            let host = try a.host
            var custom = false
            if let (delegate, presents) = try field(a, spec, "delegate", { i throws(ScenarioError) in try RoleValues.delegate(a, i, "delegate") }) {
                controller.transitioningDelegate = delegate
                custom = presents
            } else {
                let delegate = ScenarioTransitioningDelegate()
                delegate.controller = controller
                let both = try field(a, spec, "animator") { i throws(ScenarioError) in try RoleValues.animator(a, i, "animator") }
                delegate.presentAnimator = try field(a, spec, "present") { i throws(ScenarioError) in try RoleValues.animator(a, i, "present") } ?? both
                delegate.dismissAnimator = try field(a, spec, "dismiss") { i throws(ScenarioError) in try RoleValues.animator(a, i, "dismiss") } ?? both
                delegate.presentation = try field(a, spec, "presentation") { i throws(ScenarioError) in try RoleValues.presentation(a, i, "presentation") }
                delegate.interaction = try field(a, spec, "interactive") { i throws(ScenarioError) in try RoleValues.interaction(a, i, "interactive") }
                custom = delegate.presentation != nil
                // A handler's gesture goes on the controller's view now, as an app does in viewDidLoad.
                delegate.wireInteraction()
                controller.transitioningDelegate = delegate
                host.keepAlive.append(delegate)
            }
            if let style = try a.stringField(spec, "style") {
                guard let value = ModalPresentationStyle(rawValue: style) else {
                    throw ScenarioError("unknown style '\(style)'" + NameSuggestions.hint(for: style, among: ModalPresentationStyle.allCases.filter { $0 != .none }.map(\.rawValue))
                                        + " (\(ModalPresentationStyle.allNames))")
                }
                controller.modalPresentationStyle = value
            } else if custom {
                controller.modalPresentationStyle = .custom  // UIKit asks for a presentation controller only then
            }
            return 0 } }),
        ("navigationTransition", { s in hostCall(s, "navigationTransition") { a throws(ScenarioError) in
            let nav = try a.object(1, NavigationController.self, "a navigation controller")
            let spec = try a.table(2)
            try checkKeys(a, spec, "navigationTransition", roles: ["animator", "push", "pop"])
            if let (delegate, _) = try field(a, spec, "delegate", { i throws(ScenarioError) in try RoleValues.delegate(a, i, "delegate") }) {
                nav.delegate = delegate
                return 0
            }
            let delegate = ScenarioNavigationDelegate()
            let both = try field(a, spec, "animator") { i throws(ScenarioError) in try RoleValues.animator(a, i, "animator") }
            delegate.push = try field(a, spec, "push") { i throws(ScenarioError) in try RoleValues.animator(a, i, "push") } ?? both
            delegate.pop = try field(a, spec, "pop") { i throws(ScenarioError) in try RoleValues.animator(a, i, "pop") } ?? both
            nav.delegate = delegate
            try a.host.keepAlive.append(delegate)
            return 0 } }),
        ("tabTransition", { s in hostCall(s, "tabTransition") { a throws(ScenarioError) in
            let tabs = try a.object(1, TabBarController.self, "a tab bar controller")
            let spec = try a.table(2)
            try checkKeys(a, spec, "tabTransition", roles: ["animator"])
            if let (delegate, _) = try field(a, spec, "delegate", { i throws(ScenarioError) in try RoleValues.delegate(a, i, "delegate") }) {
                tabs.delegate = delegate
                return 0
            }
            let delegate = ScenarioTabDelegate()
            delegate.animator = try field(a, spec, "animator") { i throws(ScenarioError) in try RoleValues.animator(a, i, "animator") }
            tabs.delegate = delegate
            try a.host.keepAlive.append(delegate)
            return 0 } }),
    ]

    /// `read(index)` of `spec[key]`, or nil when the key is absent. stack: unchanged.
    static func field<T>(_ a: HostArgs, _ spec: Int32, _ key: String, _ read: (Int32) throws(ScenarioError) -> T) throws(ScenarioError) -> T? {
        defer { sc_pop(a.L, 1) }
        guard a.field(spec, key) > LUA_TNIL else { return nil }
        return try read(lua_gettop(a.L))
    }

    /// Refuses keys nobody reads (a typo, or the old parameter tables) and a delegate given
    /// together with the roles it would answer for. stack: unchanged.
    static func checkKeys(_ a: HostArgs, _ spec: Int32, _ what: String, roles: [String], others: [String] = []) throws(ScenarioError) {
        let L = a.L, known = Set(roles + others + ["delegate"])
        var given: [String] = []
        lua_pushnil(L)
        while lua_next(L, spec) != 0 {
            sc_pop(L, 1)
            guard let key = luaString(L, -1), known.contains(key) else {
                let name = luaString(L, -1) ?? a.typeName(-1)
                sc_pop(L, 1)
                throw ScenarioError("\(what) has no option '\(name)' (it takes \(known.sorted().joined(separator: ", ")))")
            }
            given.append(key)
        }
        let alongside = roles.filter(given.contains)
        if given.contains("delegate"), !alongside.isEmpty {
            throw ScenarioError("a delegate answers for \(alongside.joined(separator: ", ")) itself: give either delegate or the roles")
        }
    }
}

extension ModalPresentationStyle {
    /// Every style's name, for messages.
    static var allNames: String { allCases.filter { $0 != .none }.map(\.rawValue).joined(separator: ", ") }
}
