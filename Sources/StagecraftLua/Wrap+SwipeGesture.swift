import CLuaShim
import Stagecraft

extension WrapGestures {
    /// UISwipeGestureRecognizer (T12.8): `direction` as UIKit's option set spelled by names — one
    /// (`"down"`), a list (`{"down", "up"}`, Swift's `[.down, .up]`) or `"down|up"` — read back as
    /// an edge pan's `edges` is, `"down|up"` in UIKit's order (`"none"` for the empty set); `numberOfTouchesRequired`. Both settable, and in the options form
    /// of the constructor too.
    static var swipe: LuaClass {
        var c = LuaClass("SwipeGestureRecognizer", object: SwipeGestureRecognizer.self, parent: "GestureRecognizer",
                         global: "UISwipeGestureRecognizer")
        c.constructor = { s in bridgedConstructor(s, "UISwipeGestureRecognizer") { call throws(BridgeError) in
            let recognizer = SwipeGestureRecognizer()
            if lua_type(call.L, 2) == LUA_TTABLE {
                if let direction = try call.field(2, "direction", { c, i throws(BridgeError) in try WrapGestures.swipeDirection(c, i) }) {
                    recognizer.direction = direction
                }
                if let count = try call.field(2, "numberOfTouchesRequired", { c, i throws(BridgeError) in try c.integer(i) }) {
                    recognizer.numberOfTouchesRequired = count
                }
            }
            return try WrapGestures.make(call, recognizer, extraKeys: ["direction", "numberOfTouchesRequired"]) } }
        c.getters = [
            ("direction", { s in luaGet(s, SwipeGestureRecognizer.self) { LuaStack.push($0.state, $1.direction.description) } }),
            ("numberOfTouchesRequired", { s in luaGet(s, SwipeGestureRecognizer.self) { LuaStack.push($0.state, $1.numberOfTouchesRequired) } }),
        ]
        c.setters = [
            ("direction", { s in luaSet(s, "direction", SwipeGestureRecognizer.self) { c, g throws(BridgeError) in
                g.direction = try WrapGestures.swipeDirection(c, 3) } }),
            ("numberOfTouchesRequired", { s in luaSet(s, "numberOfTouchesRequired", SwipeGestureRecognizer.self) { c, g throws(BridgeError) in
                g.numberOfTouchesRequired = try c.integer(3) } }),
        ]
        return c
    }

    /// A swipe direction set at `index`: a name, names joined by `|`, a list of names, or `"none"`.
    /// stack: unchanged.
    static func swipeDirection(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> SwipeDirection {
        let expected = "\"right\", \"left\", \"up\", \"down\" or a list of them"
        var names: [String] = []
        if let text = LuaStack.string(call.L, index), lua_type(call.L, index) == LUA_TSTRING {
            names = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        } else if lua_type(call.L, index) == LUA_TTABLE {
            let count = Int32(lua_rawlen(call.L, index))
            for i in 0..<count {
                lua_rawgeti(call.L, index, lua_Integer(i + 1))
                defer { sc_pop(call.L, 1) }
                guard lua_type(call.L, -1) == LUA_TSTRING, let name = LuaStack.string(call.L, -1) else { throw call.badArgument(index, expected) }
                names.append(name)
            }
        } else {
            throw call.badArgument(index, expected)
        }
        var direction: SwipeDirection = []
        for name in names where name != "none" {
            guard let one = SwipeDirection(name: name) else { throw call.badArgument(index, expected) }
            direction.insert(one)
        }
        return direction
    }
}
