import CLuaShim
import Stagecraft

/// `UIZoomTransitionOptions` made by a script: it keeps the Lua functions it was given, so
/// reading `options.alignmentRectProvider` gives the function back.
final class ScriptZoomTransitionOptions: ZoomTransitionOptions {
    var functions: [String: LuaRef] = [:]
}

/// A Lua function Swift calls for an answer (the zoom's providers and its should-begin check).
/// An error in it, or an answer of the wrong type, is reported naming the function's `file:line`,
/// and the caller falls back to UIKit's default.
final class LuaCallback {
    let ref: LuaRef
    let name: String
    let site: String?

    /// The function at `index`. stack: unchanged.
    init(_ call: LuaCall, _ index: Int32, _ name: String) {
        ref = call.lua.ref(at: index)
        lua_pushvalue(call.L, index)
        site = ScriptRole.definitionSite(call.L, chunkName: LuaCall.callerChunk(call.L))  // pops it
        self.name = name
    }

    /// Calls the function with what `pushArgs` pushes and reads its one result with `read`
    /// (nil: the wrong type). Returns nil after any failure, which it has reported.
    func ask<T>(_ pushArgs: (LuaState) -> Int32, expected: String, read: (OpaquePointer) -> T?) -> T? {
        guard let lua = ref.lua, ref.generation?.isRetired != true else { return nil }
        let L = lua.state, top = lua_gettop(L)
        defer { lua_settop(L, top) }
        ref.push()
        let nargs = pushArgs(lua)
        let previous = (lua.currentScope, lua.currentGeneration)
        (lua.currentScope, lua.currentGeneration) = (ref.scope, ref.generation)
        defer { (lua.currentScope, lua.currentGeneration) = previous }
        do throws(LuaError) {
            try lua.call(nargs: nargs, nresults: 1)
        } catch {
            lua.fail(error, scope: ref.scope)
            return nil
        }
        guard let value = read(L) else {
            Engine.current?.report(Diagnostic(kind: .scriptError,
                message: "\(name) returned \(LuaStack.typeName(L, -1)); \(expected) expected", source: site))
            return nil
        }
        return value
    }
}

extension WrapZoomTransition {
    enum Field {
        case object(AnyObject), point(Point), vector(Point), bool(Bool)
    }

    /// A context table with UIKit's field names (a vector is `{dx =, dy =}`, a CGVector). stack: pushes 1.
    static func pushTable(_ lua: LuaState, _ fields: KeyValuePairs<String, Field>) -> Int32 {
        let L = lua.state
        lua_createtable(L, 0, Int32(fields.count))
        for (key, field) in fields {
            switch field {
            case let .object(object): lua.push(object)
            case let .point(point): lua.push(point)
            case let .bool(value): LuaStack.push(L, value)
            case let .vector(vector):
                lua_createtable(L, 0, 2)
                LuaStack.push(L, vector.x); LuaStack.setField(L, -2, "dx")
                LuaStack.push(L, vector.y); LuaStack.setField(L, -2, "dy")
            }
            LuaStack.setField(L, -2, key)
        }
        return 1
    }

    static func getter(_ name: String) -> lua_CFunction {
        switch name {
        case "dimmingColor": { s in luaGet(s, ZoomTransitionOptions.self) { $0.push($1.dimmingColor) } }
        case "dimmingVisualEffect": { s in luaGet(s, ZoomTransitionOptions.self) { LuaStack.push($0.state, $1.dimmingVisualEffect) } }
        case "interactiveDismissShouldBegin": { s in luaGet(s, ZoomTransitionOptions.self) { lua, o in
            WrapZoomTransition.pushFunction(lua, o, "interactiveDismissShouldBegin") } }
        default: { s in luaGet(s, ZoomTransitionOptions.self) { lua, o in WrapZoomTransition.pushFunction(lua, o, "alignmentRectProvider") } }
        }
    }

    private static func pushFunction(_ lua: LuaState, _ options: ZoomTransitionOptions, _ name: String) {
        guard let ref = (options as? ScriptZoomTransitionOptions)?.functions[name] else { return lua_pushnil(lua.state) }
        ref.push()
    }

    /// Sets the option `key` from the value at `index` (nil clears it).
    static func set(_ key: String, _ options: ZoomTransitionOptions, _ call: LuaCall, _ index: Int32) throws(BridgeError) {
        let script = options as? ScriptZoomTransitionOptions
        switch key {
        case "dimmingColor":
            options.dimmingColor = call.isNoneOrNil(index) ? nil : try call.color(index)
        case "dimmingVisualEffect":
            // A blur style name (`"systemMaterial"`): kept, not drawn.
            options.dimmingVisualEffect = try call.optionalString(index)
        case "interactiveDismissShouldBegin":
            script?.functions[key] = nil
            guard !call.isNoneOrNil(index) else { options.interactiveDismissShouldBegin = nil; return }
            _ = try call.function(index)
            let callback = LuaCallback(call, index, key)
            script?.functions[key] = callback.ref
            options.interactiveDismissShouldBegin = { context in
                callback.ask({ lua in
                    pushTable(lua, ["location": .point(context.location), "velocity": .vector(context.velocity), "willBegin": .bool(context.willBegin)])
                }, expected: "a boolean") { L in lua_type(L, -1) == LUA_TBOOLEAN ? lua_toboolean(L, -1) != 0 : nil } ?? context.willBegin
            }
        default:  // alignmentRectProvider
            script?.functions[key] = nil
            guard !call.isNoneOrNil(index) else { options.alignmentRectProvider = nil; return }
            _ = try call.function(index)
            let callback = LuaCallback(call, index, key)
            script?.functions[key] = callback.ref
            options.alignmentRectProvider = { context in
                callback.ask({ lua in
                    pushTable(lua, ["sourceView": .object(context.sourceView), "zoomedViewController": .object(context.zoomedViewController)])
                }, expected: "a CGRect or nil") { L -> Rect?? in
                    if lua_type(L, -1) <= LUA_TNIL { return .some(nil) }
                    return GeometryReader.rect(L, -1).map { .some($0) }
                } ?? nil
            }
        }
    }
}
