import CLuaShim

/// The error for a key a bound type does not have (`UIView.animte`, `rect.wdth = 1`), naming the
/// nearest registered members: the last step of the property dispatch (Bridge.c), for value types
/// and class globals; objects get the same from `InstanceFields`.
///
/// Bridge.c calls these in its own C frame (not through `lua_call`), so `lua_upvalueindex` reads
/// the dispatch's upvalues: 1 the names it binds (`__index`: methods and getters; `__newindex`:
/// setters), 3 the type's name. A class global's own functions (`UIView.animate`) are raw fields
/// of the table itself, argument 1.
enum UnknownMembers {
    /// `__index` fallback. stack: 1 object, 2 key; raises.
    static let index: lua_CFunction = { s in bridged(s, "index") { call throws(BridgeError) in
        throw error(call, verb: "member")
    } }

    /// `__newindex` fallback. stack: 1 object, 2 key, 3 value; raises.
    static let newIndex: lua_CFunction = { s in bridged(s, "newindex") { call throws(BridgeError) in
        throw error(call, verb: "property")
    } }

    /// "UIView has no member 'animte' — did you mean 'animate'?" (or "… of type number").
    static func error(_ call: LuaCall, verb: String) -> BridgeError {
        let L = call.L
        let type = LuaStack.string(L, sc_upvalueindex(3)) ?? "object"
        guard lua_type(L, 2) == LUA_TSTRING, let key = LuaStack.string(L, 2) else {
            return BridgeError("\(type) has no \(verb) of type \(LuaStack.typeName(L, 2))")
        }
        let names = NameSuggestions.keys(L, sc_upvalueindex(1)) + (verb == "member" ? NameSuggestions.keys(L, 1) : [])
        return BridgeError("\(type) has no \(verb) '\(key)'" + NameSuggestions.hint(for: key, among: names))
    }
}
