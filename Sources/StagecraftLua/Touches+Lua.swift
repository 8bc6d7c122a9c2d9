import CLuaShim
import Stagecraft

/// UIKit's `Set<UITouch>` in Lua (T12.4): an array of touches, in landing order.
extension LuaState {
    /// stack: pushes 1.
    func push(touches: [Touch]) {
        lua_createtable(state, Int32(touches.count), 0)
        for (index, touch) in touches.enumerated() {
            push(touch)
            lua_rawseti(state, -2, lua_Integer(index + 1))
        }
    }
}

extension WrapViewMethods {
    /// The touches argument at `index`: an array of touches (or nil/none: no touches).
    static func touches(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [Touch] {
        if call.isNoneOrNil(index) { return [] }
        guard lua_type(call.L, index) == LUA_TTABLE else { throw call.badArgument(index, "an array of touches") }
        var result: [Touch] = []
        let count = lua_rawlen(call.L, index)
        var position: lua_Unsigned = 1
        while position <= count {
            lua_rawgeti(call.L, index, lua_Integer(position))
            let top = lua_gettop(call.L)
            defer { sc_pop(call.L, 1) }
            result.append(try call.object(top, Touch.self))
            position += 1
        }
        return result
    }
}
