import CLuaShim
import Stagecraft

/// Key-value observing (T12.7): `view:observe("frame", {"initial", "new"}, function(view, change) … end)`
/// is Swift's `view.observe(\.frame, options: [.initial, .new]) { view, change in … }` and returns the
/// `NSKeyValueObservation`. `change` is `{newValue =, oldValue =}` with the values the options asked
/// for. A script's observation runs until `invalidate()`: Lua has no deinit at a known moment, so
/// releasing it is not the end it is in Swift (the importer writes `invalidate()` where Swift sets
/// an observation property to nil).
enum WrapKeyValueObserving {
    static var viewMethods: [(String, lua_CFunction)] {
        [
            ("observe", { s in bridged(s, "observe") { call throws(BridgeError) in
                let view = try call.this(View.self), name = try call.string(2)
                guard let key = ObservedViewKey(rawValue: name) else {
                    throw call.error("cannot observe '\(name)': observable are \(ObservedViewKey.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let handlerIndex: Int32 = lua_type(call.L, 3) == LUA_TFUNCTION ? 3 : 4
                let options = handlerIndex == 4 && !call.isNoneOrNil(3) ? try Self.options(call, 3) : []
                let handler = try call.storedFunction(handlerIndex)
                guard let observation = view.observe(key, options: options, { view, change in
                    handler.callFromHost { lua in
                        lua.push(view)
                        Self.push(lua, change)
                        return 2
                    }
                }) else { throw call.error("\(view) has no \(name) (only a scroll view has a contentOffset)") }
                call.lua.push(observation); return 1 } }),
        ]
    }

    /// `NSKeyValueObservation`: what `observe` returns.
    static var observation: LuaClass {
        var c = LuaClass("NSKeyValueObservation", object: KeyValueObservation.self)
        c.methods = [
            ("invalidate", { s in bridged(s, "invalidate") { call throws(BridgeError) in
                try call.this(KeyValueObservation.self).invalidate(); return 0 } }),
        ]
        return c
    }

    /// `{"initial", "new", "old"}`, or one of them alone (Swift's `options: .old`); `"prior"` (a
    /// call before the change too) is refused.
    static func options(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> ObservingOptions {
        var options: ObservingOptions = []
        let names = lua_type(call.L, index) == LUA_TSTRING ? [try call.string(index)] : try WrapLists.strings(call, index)
        for name in names {
            switch name {
            case "initial": options.insert(.initial)
            case "new": options.insert(.new)
            case "old": options.insert(.old)
            case "prior": throw call.error("the option prior is not supported: observers are told after each change only")
            default: throw call.error("unknown observing option '\(name)' (expected initial, new, old)")
            }
        }
        return options
    }

    /// `{newValue =, oldValue =}`. stack: pushes 1.
    static func push(_ lua: LuaState, _ change: ObservedChange) {
        let L = lua.state
        lua_createtable(L, 0, 2)
        for (field, value) in [("newValue", change.newValue), ("oldValue", change.oldValue)] {
            guard let value else { continue }
            switch value {
            case .rect(let rect): lua.push(rect)
            case .point(let point): lua.push(point)
            case .transform(let transform): lua.push(transform)
            case .number(let number): lua_pushnumber(L, number)
            }
            LuaStack.setField(L, -2, field)
        }
    }
}
