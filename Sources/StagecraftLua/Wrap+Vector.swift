import CLuaShim
import Stagecraft

/// CGVector: `CGVector(dx, dy)`, `CGVector{dx =, dy =}`, `CGVector.zero` — a spring's initial velocity
/// per axis (T12.5, `UISpringTimingParameters(dampingRatio, CGVector(dx, dy))`). A value table like
/// the other geometry values; a plain `{dx =, dy =}` is accepted wherever one is expected.
enum WrapVector {
    static var definition: LuaClass {
        var c = LuaClass(value: "CGVector")
        c.constructor = { s in bridgedConstructor(s, "CGVector") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["dx", "dy"], allowsItems: true)
                call.lua.push(try call.vector(2))
            } else {
                call.lua.push(Vector(dx: try call.number(2, default: 0), dy: try call.number(3, default: 0)))
            }
            return 1 } }
        c.staticGetters = [("zero", { s in bridged(s, "zero") { call throws(BridgeError) in call.lua.push(Vector.zero); return 1 } })]
        c.metamethods = [
            ("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
                LuaStack.push(call.L, GeometryReader.vector(call.L, 1) == GeometryReader.vector(call.L, 2)); return 1 } }),
        ]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            let v = try call.vector(1); LuaStack.push(call.L, "CGVector(\(v.dx), \(v.dy))"); return 1 } }
        return c
    }
}

extension LuaState {
    /// stack: pushes 1.
    public func push(_ vector: Vector) {
        lua_createtable(state, 0, 2)
        lua_pushnumber(state, vector.dx); LuaStack.setField(state, -2, "dx")
        lua_pushnumber(state, vector.dy); LuaStack.setField(state, -2, "dy")
        setValueMetatable("CGVector")
    }
}

extension GeometryReader {
    /// `{dx =, dy =}` or `{dx, dy}`. stack: unchanged.
    static func vector(_ L: OpaquePointer, _ index: Int32) -> Vector? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        if let dx = LuaStack.numberField(L, index, "dx"), let dy = LuaStack.numberField(L, index, "dy") { return Vector(dx: dx, dy: dy) }
        guard let values = positional(L, index, count: 2) else { return nil }
        return Vector(dx: values[0], dy: values[1])
    }
}

extension LuaCall {
    public func vector(_ index: Int32) throws(BridgeError) -> Vector {
        guard let value = GeometryReader.vector(L, index) else { throw badArgument(index, "CGVector") }
        return value
    }
}
