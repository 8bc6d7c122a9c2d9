import CLuaShim
import Stagecraft

extension View: LuaNamed { var luaDisplayName: String { displayName } }

/// The object of `self` in a getter or setter: the C dispatch already checked that argument 1 is a
/// live handle of this class (its metatable is locked), so no check is repeated on the hot path.
@inline(__always)
func dispatchedSelf<T: AnyObject>(_ L: OpaquePointer, _ type: T.Type) -> T {
    let handle = lua_touserdata(L, 1).assumingMemoryBound(to: sc_handle.self)
    return Unmanaged<T>.fromOpaque(handle.pointee.object).takeUnretainedValue()
}

/// Runs `body` with the object of `self` in a getter or setter, without retaining it: the handle
/// holds a retain for as long as Lua can reach it, and this is the hottest path of the bridge.
@inline(__always)
func withDispatchedSelf<T: AnyObject, R>(_ L: OpaquePointer, _ type: T.Type, _ body: (T) -> R) -> R {
    let handle = lua_touserdata(L, 1).assumingMemoryBound(to: sc_handle.self)
    return Unmanaged<T>.fromOpaque(handle.pointee.object)._withUnsafeGuaranteedRef(body)
}

/// A property getter: pushes one value. stack: pushes 1.
@inline(__always)
func luaGet<T: AnyObject>(_ state: OpaquePointer?, _ type: T.Type, _ body: (LuaState, T) -> Void) -> Int32 {
    guard let L = state else { return 0 }
    let lua = LuaState.of(L)
    withDispatchedSelf(L, type) { body(lua, $0) }
    return 1
}

/// A property setter: the new value is argument 3. stack: unchanged.
@inline(__always)
func luaSet<T: AnyObject>(_ state: OpaquePointer?, _ name: StaticString, _ type: T.Type,
                          _ body: (LuaCall, T) throws(BridgeError) -> Void) -> Int32 {
    bridged(state, name, .setter) { call throws(BridgeError) in
        try body(call, dispatchedSelf(call.L, type))
        return 0
    }
}

/// UIView: every core property and method, with UIKit's names. Methods overloaded by label in
/// Swift get the label appended in Lua (`insertSubviewAboveSubview`, `convertTo`, `convertFrom`).
enum WrapView {
    /// Sets one property by name; shared by the setters and the batch `view:set{…}`.
    static func assign(_ key: String, _ call: LuaCall, _ view: View, _ i: Int32) throws(BridgeError) {
        switch key {
        case "frame": view.frame = try call.rect(i)
        case "bounds": view.bounds = try call.rect(i)
        case "center": view.center = try call.point(i)
        case "transform": view.transform = try call.transform(i)
        case "alpha": view.alpha = try call.number(i)
        case "backgroundColor": view.backgroundColor = call.isNoneOrNil(i) ? nil : try call.color(i)
        case "cornerRadius": view.cornerRadius = try call.number(i)
        case "anchorPoint": view.anchorPoint = try call.point(i)
        case "name": view.name = try call.optionalString(i)
        case "tag": view.tag = try call.integer(i)
        case "accessibilityLabel": view.accessibilityLabel = try call.optionalString(i)
        case "isHidden": view.isHidden = try call.boolean(i)
        case "clipsToBounds": view.clipsToBounds = try call.boolean(i)
        case "isUserInteractionEnabled": view.isUserInteractionEnabled = try call.boolean(i)
        case "autoresizingMask": view.autoresizingMask = try WrapLayout.autoresizingMask(call, i)
        default:
            if try WrapLayoutConstraint.assign(key, call, view, i) { return }
            if let label = view as? Label, try WrapViewKinds.assign(key, call, label, i) { return }
            if let image = view as? ImageView, try WrapViewKinds.assign(key, call, image, i) { return }
            if let effectView = view as? VisualEffectView, try WrapVisualEffect.assign(key, call, effectView, i) { return }
            throw BridgeError("\(call.lua.className(of: type(of: view))) has no settable property '\(key)'")
        }
    }

    static var definition: LuaClass {
        var c = LuaClass("View", object: View.self, global: "UIView")
        // UIView(frame [, name]) or UIView{frame =, name =} (see Bindings for the convention).
        c.constructor = { s in bridgedConstructor(s, "UIView") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["frame", "name", "class"] + ScriptView.overrides)
                let frame = try call.field(2, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero
                let name = try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }
                // Overriding methods makes a ScriptView, UIKit's subclass with `override func layoutSubviews()`.
                let layout = try call.field(2, "layoutSubviews") { c, i throws(BridgeError) in try c.storedFunction(i) }
                let safeArea = try call.field(2, "safeAreaInsetsDidChange") { c, i throws(BridgeError) in try c.storedFunction(i) }
                // An instance of a UIView subclass whose members are the class table's (ScriptViewSubclass).
                if let table = try call.field(2, "class", { c, i throws(BridgeError) in _ = try c.table(i); return c.lua.ref(at: i) }) {
                    guard layout == nil, safeArea == nil else {
                        throw BridgeError("UIView{class = …} takes its overrides from the class: define layoutSubviews there")
                    }
                    call.lua.push(ScriptViewSubclass(frame: frame, name: name, class: table))
                    return 1
                }
                guard layout != nil || safeArea != nil else { call.lua.push(View(frame: frame, name: name)); return 1 }
                call.lua.push(ScriptView(frame: frame, name: name, layoutSubviews: layout, safeAreaInsetsDidChange: safeArea))
                return 1
            }
            call.lua.push(View(frame: call.isNoneOrNil(2) ? .zero : try call.rect(2), name: try call.optionalString(3))); return 1 } }
        c.getters = [
            ("alpha", { s in
                guard let L = s else { return 0 }
                lua_pushnumber(L, withDispatchedSelf(L, View.self) { $0.alpha })
                return 1 }),
            ("frame", { s in luaGet(s, View.self) { $0.push($1.frame) } }),
            ("bounds", { s in luaGet(s, View.self) { $0.push($1.bounds) } }),
            ("center", { s in luaGet(s, View.self) { $0.push($1.center) } }),
            ("transform", { s in luaGet(s, View.self) { $0.push($1.transform) } }),
            ("backgroundColor", { s in luaGet(s, View.self) { $0.push($1.backgroundColor) } }),
            ("cornerRadius", { s in luaGet(s, View.self) { lua_pushnumber($0.state, $1.cornerRadius) } }),
            ("anchorPoint", { s in luaGet(s, View.self) { $0.push($1.anchorPoint) } }),
            ("name", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.name) } }),
            ("tag", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.tag) } }),
            ("accessibilityLabel", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.accessibilityLabel) } }),
            ("isHidden", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.isHidden) } }),
            ("clipsToBounds", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.clipsToBounds) } }),
            ("isUserInteractionEnabled", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.isUserInteractionEnabled) } }),
            ("layer", { s in luaGet(s, View.self) { $0.push($1.layer) } }),
            ("superview", { s in luaGet(s, View.self) { $0.push($1.superview) } }),
            ("window", { s in luaGet(s, View.self) { $0.push($1.window) } }),
            ("subviews", { s in luaGet(s, View.self) { lua, view in lua.pushArray(view.subviews) } }),
            ("gestureRecognizers", { s in luaGet(s, View.self) { lua, view in lua.pushArray(view.gestureRecognizers) } }),
            // Device motion does not exist headless and no motion effect can be added: always empty.
            ("motionEffects", { s in luaGet(s, View.self) { lua, _ in lua_createtable(lua.state, 0, 0) } }),
            ("presentationFrame", { s in luaGet(s, View.self) { $0.push($1.presentation.frame) } }),
            ("presentationAlpha", { s in luaGet(s, View.self) { lua_pushnumber($0.state, $1.presentation.alpha) } }),
            // The colour on screen now: a dim that animates its colour (Moves) rather than its alpha.
            ("presentationBackgroundColor", { s in luaGet(s, View.self) { $0.push($1.presentation.backgroundColor) } }),
        ] + WrapLayout.viewGetters + WrapLayoutConstraint.viewGetters
        c.setters = WrapLayoutConstraint.viewSetters + [
            ("alpha", { s in bridged(s, "alpha") { call throws(BridgeError) in
                var isNumber: Int32 = 0
                let value = lua_tonumberx(call.L, 3, &isNumber)
                guard isNumber != 0 else { throw BridgeError("bad value for 'alpha' (number expected, got \(LuaStack.typeName(call.L, 3)))") }
                guard value.isFinite else { throw BridgeError("bad value for 'alpha' (finite number expected, got \(formatLuaNumber(call.L, 3)))") }
                withDispatchedSelf(call.L, View.self) { $0.alpha = value }
                return 0 } }),
            ("frame", { s in luaSet(s, "frame", View.self) { c, v throws(BridgeError) in try WrapView.assign("frame", c, v, 3) } }),
            ("bounds", { s in luaSet(s, "bounds", View.self) { c, v throws(BridgeError) in try WrapView.assign("bounds", c, v, 3) } }),
            ("center", { s in luaSet(s, "center", View.self) { c, v throws(BridgeError) in try WrapView.assign("center", c, v, 3) } }),
            ("transform", { s in luaSet(s, "transform", View.self) { c, v throws(BridgeError) in try WrapView.assign("transform", c, v, 3) } }),
            ("backgroundColor", { s in luaSet(s, "backgroundColor", View.self) { c, v throws(BridgeError) in try WrapView.assign("backgroundColor", c, v, 3) } }),
            ("cornerRadius", { s in luaSet(s, "cornerRadius", View.self) { c, v throws(BridgeError) in try WrapView.assign("cornerRadius", c, v, 3) } }),
            ("anchorPoint", { s in luaSet(s, "anchorPoint", View.self) { c, v throws(BridgeError) in try WrapView.assign("anchorPoint", c, v, 3) } }),
            ("name", { s in luaSet(s, "name", View.self) { c, v throws(BridgeError) in try WrapView.assign("name", c, v, 3) } }),
            ("tag", { s in luaSet(s, "tag", View.self) { c, v throws(BridgeError) in try WrapView.assign("tag", c, v, 3) } }),
            ("accessibilityLabel", { s in luaSet(s, "accessibilityLabel", View.self) { c, v throws(BridgeError) in try WrapView.assign("accessibilityLabel", c, v, 3) } }),
            ("isHidden", { s in luaSet(s, "isHidden", View.self) { c, v throws(BridgeError) in try WrapView.assign("isHidden", c, v, 3) } }),
            // SW9.1: `view.motionEffects.removeAll()` writes back an empty list, which is what the view
            // has (no motion effect can be added headless); a non-empty list would be lost, so it is an error.
            ("motionEffects", { s in luaSet(s, "motionEffects", View.self) { c, _ throws(BridgeError) in
                guard lua_rawlen(c.L, try c.table(3)) == 0 else {
                    throw c.error("only an empty list can be set (there is no device motion headless, so no motion effect is modelled)")
                }
            } }),
            ("clipsToBounds", { s in luaSet(s, "clipsToBounds", View.self) { c, v throws(BridgeError) in try WrapView.assign("clipsToBounds", c, v, 3) } }),
            ("isUserInteractionEnabled", { s in luaSet(s, "isUserInteractionEnabled", View.self) { c, v throws(BridgeError) in try WrapView.assign("isUserInteractionEnabled", c, v, 3) } }),
            ("autoresizingMask", { s in luaSet(s, "autoresizingMask", View.self) { c, v throws(BridgeError) in try WrapView.assign("autoresizingMask", c, v, 3) } }),
        ]
        c.methods = WrapViewMethods.methods + WrapLayout.viewMethods + WrapLayoutConstraint.viewMethods + WrapKeyValueObserving.viewMethods
        c.statics = WrapAnimation.statics + WrapViewTransition.statics
        c.staticGetters = WrapAnimation.staticGetters + WrapLayoutConstraint.viewStaticGetters
        return c
    }
}

extension LuaState {
    /// A Lua array (1-based) of object handles. stack: pushes 1.
    func pushArray(_ objects: [AnyObject]) {
        lua_createtable(state, Int32(objects.count), 0)
        for (offset, object) in objects.enumerated() {
            push(object)
            lua_rawseti(state, -2, lua_Integer(offset + 1))
        }
    }
}
