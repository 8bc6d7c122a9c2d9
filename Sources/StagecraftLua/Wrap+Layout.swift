import CLuaShim
import Stagecraft

/// Layout, safe areas and the keyboard on views and controllers (docs/layout.md): UIKit's names,
/// `view.autoresizingMask = {"flexibleWidth", "flexibleHeight"}`, `view:layoutIfNeeded()`,
/// `view.safeAreaLayoutGuide.layoutFrame`, `NotificationCenter.default:addObserver(name, f)`.
enum WrapLayout {
    static let maskNames = Dictionary(uniqueKeysWithValues: AutoresizingMask.names)

    /// A mask as UIKit's names: one string, a list of strings, or nil / `{}` for none.
    static func autoresizingMask(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> AutoresizingMask {
        let L = call.L
        if call.isNoneOrNil(index) { return [] }
        if let name = LuaStack.string(L, index) {
            guard let mask = maskNames[name] else { throw call.error("unknown autoresizing option '\(name)'" + NameSuggestions.hint(for: name, among: maskNames.keys)) }
            return mask
        }
        let table = try call.table(index)
        var result: AutoresizingMask = []
        for position in 1...max(1, Int(lua_rawlen(L, table))) {
            lua_rawgeti(L, table, lua_Integer(position))
            defer { sc_pop(L, 1) }
            if lua_type(L, -1) == LUA_TNIL { break }
            guard let name = LuaStack.string(L, -1), let mask = maskNames[name] else {
                let text = LuaStack.string(L, -1)
                throw call.error("unknown autoresizing option '\(text ?? LuaStack.typeName(L, -1))'" + NameSuggestions.hint(for: text ?? "", among: maskNames.keys))
            }
            result.formUnion(mask)
        }
        return result
    }

    /// The mask as a list of UIKit's names. stack: pushes 1.
    static func push(_ L: OpaquePointer, _ mask: AutoresizingMask) {
        let names = AutoresizingMask.names.filter { mask.contains($0.1) }.map(\.0)
        lua_createtable(L, Int32(names.count), 0)
        for (offset, name) in names.enumerated() {
            LuaStack.push(L, name)
            lua_rawseti(L, -2, lua_Integer(offset + 1))
        }
    }

    static let viewGetters: [(String, lua_CFunction)] = [
        ("autoresizingMask", { s in luaGet(s, View.self) { WrapLayout.push($0.state, $1.autoresizingMask) } }),
        ("safeAreaInsets", { s in luaGet(s, View.self) { $0.push($1.safeAreaInsets) } }),
        ("safeAreaLayoutGuide", { s in luaGet(s, View.self) { $0.push($1.safeAreaLayoutGuide) } }),
        ("keyboardLayoutGuide", { s in luaGet(s, View.self) { $0.push($1.keyboardLayoutGuide) } }),
    ]

    static let viewMethods: [(String, lua_CFunction)] = [
        ("setNeedsLayout", { s in bridged(s, "setNeedsLayout") { call throws(BridgeError) in
            try call.this(View.self).setNeedsLayout(); return 0 } }),
        ("layoutIfNeeded", { s in bridged(s, "layoutIfNeeded") { call throws(BridgeError) in
            try call.this(View.self).layoutIfNeeded(); return 0 } }),
    ]

    static let controllerGetters: [(String, lua_CFunction)] = [
        ("additionalSafeAreaInsets", { s in luaGet(s, ViewController.self) { $0.push($1.additionalSafeAreaInsets) } }),
        ("preferredContentSize", { s in luaGet(s, ViewController.self) { $0.push($1.preferredContentSize) } }),
    ]

    static let controllerSetters: [(String, lua_CFunction)] = [
        ("additionalSafeAreaInsets", { s in luaSet(s, "additionalSafeAreaInsets", ViewController.self) { c, vc throws(BridgeError) in
            let insets = try c.insets(3)
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite }) else {
                throw BridgeError("bad value for 'additionalSafeAreaInsets' (finite insets expected)")
            }
            vc.additionalSafeAreaInsets = insets } }),
        ("preferredContentSize", { s in luaSet(s, "preferredContentSize", ViewController.self) { c, vc throws(BridgeError) in
            let size = try c.size(3)
            guard size.isFinite, size.width >= 0, size.height >= 0 else {
                throw BridgeError("bad value for 'preferredContentSize' (a finite, non-negative size expected)")
            }
            vc.preferredContentSize = size } }),
    ]

    /// UILayoutGuide: `layoutFrame` (computed when read) and `owningView`.
    static var guide: LuaClass {
        var c = LuaClass("LayoutGuide", object: LayoutGuide.self)
        c.getters = [
            ("layoutFrame", { s in luaGet(s, LayoutGuide.self) { $0.push($1.layoutFrame) } }),
            ("owningView", { s in luaGet(s, LayoutGuide.self) { $0.push($1.owningView) } }),
        ] + WrapAutoLayout.guideAnchorGetters
        return c
    }
}
