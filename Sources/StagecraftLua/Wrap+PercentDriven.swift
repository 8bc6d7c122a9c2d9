import CLuaShim
import Stagecraft

extension PercentDrivenInteractiveTransition: LuaNamed { var luaDisplayName: String { debugName } }

/// UIPercentDrivenInteractiveTransition (T6): `UIPercentDrivenInteractiveTransition()` is UIKit's;
/// `UIPercentDrivenInteractiveTransition(handler)` makes a scripted interaction controller from an
/// interaction handler table (see `ScriptInteraction`).
enum WrapPercentDriven {
    static var definition: LuaClass {
        var c = LuaClass("PercentDrivenInteractiveTransition", object: PercentDrivenInteractiveTransition.self,
                         global: "UIPercentDrivenInteractiveTransition")
        c.constructor = { s in bridgedConstructor(s, "UIPercentDrivenInteractiveTransition") { call throws(BridgeError) in
            if call.isNoneOrNil(2) { call.lua.push(PercentDrivenInteractiveTransition()); return 1 }
            _ = try call.table(2)
            lua_pushvalue(call.L, 2)
            do throws(LuaError) {
                call.lua.push(try ScriptInteraction(lua: call.lua, popping: (), chunkName: LuaCall.callerChunk(call.L), madeByScript: true))
            } catch { throw BridgeError(error.message) }
            return 1 } }
        c.getters = [
            ("completionSpeed", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { lua_pushnumber($0.state, $1.completionSpeed) } }),
            ("completionCurve", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { LuaStack.push($0.state, $1.completionCurve.rawValue) } }),
            ("wantsInteractiveStart", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { LuaStack.push($0.state, $1.wantsInteractiveStart) } }),
            ("timingCurve", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { lua, t in LuaStack.push(lua.state, t.timingCurve.map { "\($0)" }) } }),
            ("duration", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { lua_pushnumber($0.state, $1.duration) } }),
            ("percentComplete", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { lua_pushnumber($0.state, $1.percentComplete) } }),
            ("isDriving", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { LuaStack.push($0.state, $1.isDriving) } }),
            ("debugName", { s in luaGet(s, PercentDrivenInteractiveTransition.self) { LuaStack.push($0.state, $1.debugName) } }),
        ]
        c.setters = [
            ("completionSpeed", { s in luaSet(s, "completionSpeed", PercentDrivenInteractiveTransition.self) { c, t throws(BridgeError) in
                t.completionSpeed = try c.number(3) } }),
            ("completionCurve", { s in luaSet(s, "completionCurve", PercentDrivenInteractiveTransition.self) { c, t throws(BridgeError) in
                t.completionCurve = try c.curve(3) } }),
            ("wantsInteractiveStart", { s in luaSet(s, "wantsInteractiveStart", PercentDrivenInteractiveTransition.self) { c, t throws(BridgeError) in
                t.wantsInteractiveStart = try c.boolean(3) } }),
            ("timingCurve", { s in luaSet(s, "timingCurve", PercentDrivenInteractiveTransition.self) { c, t throws(BridgeError) in
                t.timingCurve = c.isNoneOrNil(3) ? nil : try c.timing(3) } }),
        ]
        c.methods = [
            ("update", { s in bridged(s, "update") { call throws(BridgeError) in
                try call.this(PercentDrivenInteractiveTransition.self).update(try call.number(2)); return 0 } }),
            ("finish", { s in bridged(s, "finish") { call throws(BridgeError) in
                try call.this(PercentDrivenInteractiveTransition.self).finish(); return 0 } }),
            ("cancel", { s in bridged(s, "cancel") { call throws(BridgeError) in
                try call.this(PercentDrivenInteractiveTransition.self).cancel(); return 0 } }),
            ("pause", { s in bridged(s, "pause") { call throws(BridgeError) in
                try call.this(PercentDrivenInteractiveTransition.self).pause(); return 0 } }),
            // super("startInteractiveTransition", ctx): the base, from a handler's override (T6.7).
            ("super", { s in bridged(s, "super") { call throws(BridgeError) in
                let interaction = try call.this(PercentDrivenInteractiveTransition.self), name = try call.string(2)
                guard name == "startInteractiveTransition" else {
                    throw call.error("'\(name)' is not an interaction controller method with a base to call (startInteractiveTransition)")
                }
                let context = try call.object(3, TransitionContext.self)
                if let scripted = interaction as? ScriptInteraction {
                    scripted.baseStartInteractiveTransition(context)
                } else {
                    interaction.startInteractiveTransition(context)
                }
                return 0 } }),
            // wire(viewController): a scripted interaction attaches its gesture (its handler's `wire`).
            ("wire", { s in bridged(s, "wire") { call throws(BridgeError) in
                guard let scripted = try call.this(PercentDrivenInteractiveTransition.self) as? ScriptInteraction else {
                    throw call.error("only an interaction made from a handler table can be wired")
                }
                scripted.wire(to: try call.object(2, ViewController.self)); return 0 } }),
        ]
        return c
    }
}

extension LuaCall {
    /// The chunk name of the script calling (`examples/x.lua`), for roles made from Lua.
    static func callerChunk(_ L: OpaquePointer) -> String {
        scriptFrame(L).map { $0.chunk } ?? "?"
    }

    /// `file:line` of the script's line calling, for diagnostics about a call.
    static func callerLine(_ L: OpaquePointer) -> String? {
        scriptFrame(L).map { "\($0.chunk):\($0.line)" }
    }

    /// The nearest Lua function up the stack that is a script: a C function between (`pcall`,
    /// `table.sort`) or the built-in prelude is skipped, so `[C]` never stands where a script's
    /// position is known (as `sc_where_user` does for error messages). Debug info only: it cannot raise.
    private static func scriptFrame(_ L: OpaquePointer) -> (chunk: String, line: Int32)? {
        var info = lua_Debug()
        var level: Int32 = 1
        while lua_getstack(L, level, &info) != 0 {
            level += 1
            guard lua_getinfo(L, "Sl", &info) != 0, info.currentline > 0, let source = info.source else { continue }
            let text = String(cString: source)
            if text.hasPrefix("=stagecraft.") { continue }
            return (text.hasPrefix("@") || text.hasPrefix("=") ? String(text.dropFirst()) : text, info.currentline)
        }
        return nil
    }
}
