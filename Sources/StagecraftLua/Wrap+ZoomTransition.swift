import CLuaShim
import Stagecraft

/// iOS 18's `preferredTransition` (docs/zoom.md). Swift's `UIViewController.Transition` is a
/// table on the `UIViewController` global, its cases spelt as Swift spells them:
/// `UIViewController.Transition.zoom{options =, sourceViewProvider =}` (labels as keys), also
/// `zoom(options, provider)` and `zoom(provider)` (Swift's trailing closure), and the values
/// `UIViewController.Transition.coverVertical`… (a case name string works too, as for every
/// enum). `UIZoomTransitionOptions()` has UIKit's four properties; the contexts the callbacks get
/// are tables with UIKit's field names.
enum WrapZoomTransition {
    /// `vc.preferredTransition` reads back the value set; Lua keeps the callbacks, Swift their wrappers.
    static let controllerGetters: [(String, lua_CFunction)] = [
        ("preferredTransition", { s in luaGet(s, ViewController.self) { $0.push($1.preferredTransition) } }),
    ]

    static let controllerSetters: [(String, lua_CFunction)] = [
        ("preferredTransition", { s in luaSet(s, "preferredTransition", ViewController.self) { c, vc throws(BridgeError) in
            vc.preferredTransition = try WrapZoomTransition.transition(c, 3) } }),
    ]

    /// A transition value, a case name or nil.
    static func transition(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> ViewControllerTransition? {
        if call.isNoneOrNil(index) { return nil }
        if lua_type(call.L, index) == LUA_TSTRING {
            let kind = try call.choice(index, ViewControllerTransition.Kind.self)
            guard let plain = ViewControllerTransition.plain(kind) else {
                throw call.error("\"zoom\" needs its source view provider: UIViewController.Transition.zoom{sourceViewProvider = function(context) … end}")
            }
            return plain
        }
        return try call.object(index, ViewControllerTransition.self)
    }

    /// `UIViewController.Transition`: a fresh table on each read, so no script can change a shared one.
    static let namespace: (String, lua_CFunction) = ("Transition", { s in
        guard let L = s else { return 0 }
        let lua = LuaState.of(L)
        lua_createtable(L, 0, 5)
        LuaStack.setFunction(L, -1, "zoom", WrapZoomTransition.zoom)
        for kind in ViewControllerTransition.Kind.allCases {
            guard let value = ViewControllerTransition.plain(kind) else { continue }
            lua.push(value)
            LuaStack.setField(L, -2, kind.rawValue)
        }
        return 1 })

    /// A getter pushing a fresh value of the case `kind` (a C function captures nothing: one per case).
    static func pushPlain(_ kind: ViewControllerTransition.Kind) -> lua_CFunction {
        switch kind {
        case .coverVertical: { s in WrapZoomTransition.push(s, .coverVertical) }
        case .flipHorizontal: { s in WrapZoomTransition.push(s, .flipHorizontal) }
        case .crossDissolve: { s in WrapZoomTransition.push(s, .crossDissolve) }
        case .partialCurl, .zoom: { s in WrapZoomTransition.push(s, .partialCurl) }
        }
    }

    private static func push(_ state: OpaquePointer?, _ kind: ViewControllerTransition.Kind) -> Int32 {
        guard let L = state else { return 0 }
        LuaState.of(L).push(ViewControllerTransition.plain(kind))
        return 1
    }

    /// `zoom{options =, sourceViewProvider =}`, `zoom(options, provider)` or `zoom(provider)`.
    static let zoom: lua_CFunction = { s in bridged(s, "zoom") { call throws(BridgeError) in
        let L = call.L
        var optionsIndex: Int32?
        var providerIndex: Int32 = 1
        if lua_type(L, 1) == LUA_TTABLE {
            try call.checkKeys(1, ["options", "sourceViewProvider"])
            LuaStack.getField(L, 1, "options")
            LuaStack.getField(L, 1, "sourceViewProvider")  // left on the stack: the result goes above them
            let top = lua_gettop(L)
            (optionsIndex, providerIndex) = (top - 1, top)
        } else if lua_type(L, 2) != LUA_TNONE {
            (optionsIndex, providerIndex) = (1, 2)
        }
        var options: ZoomTransitionOptions?
        if let optionsIndex, !call.isNoneOrNil(optionsIndex) { options = try call.object(optionsIndex, ZoomTransitionOptions.self) }
        guard lua_type(L, providerIndex) == LUA_TFUNCTION else {
            throw call.error("the source view provider must be a function(context) returning a UIView or nil, not \(LuaStack.typeName(L, providerIndex))")
        }
        let provider = LuaCallback(call, providerIndex, "sourceViewProvider")
        let transition = ViewControllerTransition.zoom(options: options) { context in
            provider.ask({ lua in
                WrapZoomTransition.pushTable(lua, ["sourceViewController": .object(context.sourceViewController),
                                                   "zoomedViewController": .object(context.zoomedViewController)])
            }, expected: "a UIView or nil") { L in
                if lua_type(L, -1) <= LUA_TNIL { return .some(nil) }
                return (ScriptRole.handleObject(L) as? View).map { .some($0) }
            } ?? nil
        }
        call.lua.push(transition)
        return 1 } }

    /// UIKit's properties of `UIZoomTransitionOptions`, also the keys of its options table.
    static let optionNames = ["interactiveDismissShouldBegin", "alignmentRectProvider", "dimmingColor", "dimmingVisualEffect"]

    /// The options class: `UIZoomTransitionOptions()` or `UIZoomTransitionOptions{dimmingColor = …}`.
    static var options: LuaClass {
        var c = LuaClass("ZoomTransitionOptions", object: ZoomTransitionOptions.self, global: "UIZoomTransitionOptions")
        c.constructor = { s in bridgedConstructor(s, "UIZoomTransitionOptions") { call throws(BridgeError) in
            let options = ScriptZoomTransitionOptions()
            if !call.isNoneOrNil(2) {
                try call.checkKeys(try call.table(2), WrapZoomTransition.optionNames)
                for key in WrapZoomTransition.optionNames {
                    LuaStack.getField(call.L, 2, key)
                    defer { sc_pop(call.L, 1) }
                    if !call.isNoneOrNil(-1) { try WrapZoomTransition.set(key, options, call, lua_gettop(call.L)) }
                }
            }
            call.lua.push(options)
            return 1 } }
        c.getters = optionNames.map { name in (name, getter(name)) }
        c.setters = [
            ("interactiveDismissShouldBegin", { s in luaSet(s, "interactiveDismissShouldBegin", ZoomTransitionOptions.self) { c, o throws(BridgeError) in
                try WrapZoomTransition.set("interactiveDismissShouldBegin", o, c, 3) } }),
            ("alignmentRectProvider", { s in luaSet(s, "alignmentRectProvider", ZoomTransitionOptions.self) { c, o throws(BridgeError) in
                try WrapZoomTransition.set("alignmentRectProvider", o, c, 3) } }),
            ("dimmingColor", { s in luaSet(s, "dimmingColor", ZoomTransitionOptions.self) { c, o throws(BridgeError) in
                try WrapZoomTransition.set("dimmingColor", o, c, 3) } }),
            ("dimmingVisualEffect", { s in luaSet(s, "dimmingVisualEffect", ZoomTransitionOptions.self) { c, o throws(BridgeError) in
                try WrapZoomTransition.set("dimmingVisualEffect", o, c, 3) } }),
        ]
        return c
    }

    /// The transition values: `tostring` names the case as Swift writes it. The global is the
    /// Objective-C name, `UIViewControllerTransition`, the same cases as `UIViewController.Transition`.
    static var transitionValue: LuaClass {
        var c = LuaClass("ViewControllerTransition", object: ViewControllerTransition.self, global: "UIViewControllerTransition")
        c.statics = [("zoom", zoom)]
        c.staticGetters = ViewControllerTransition.Kind.allCases.compactMap { kind in
            ViewControllerTransition.plain(kind).map { _ in (kind.rawValue, WrapZoomTransition.pushPlain(kind)) }
        }
        c.getters = [("kind", { s in luaGet(s, ViewControllerTransition.self) { LuaStack.push($0.state, $1.kind.rawValue) } })]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "UIViewController.Transition.\(try call.object(1, ViewControllerTransition.self).kind.rawValue)"); return 1 } }
        return c
    }
}
