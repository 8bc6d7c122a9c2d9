import CLuaShim
import Stagecraft

/// The Objective-C runtime's associated objects, `objc_getAssociatedObject(object, key)` and
/// `objc_setAssociatedObject(object, key, value)`: storage an app adds to an object it does not
/// own (a stored property in an extension of UINavigationController), per object and per key.
/// A key is any value but nil, compared as Lua compares table keys: the Swift importer passes the
/// key variable's name (`&AssocKey.swipeBack` → "AssocKey.swipeBack"), whose address is the key's
/// identity in Swift. A value set lives as long as the object (the retain policies; setting nil
/// removes it): a UIKit object's values are kept by the bridge with the object held weakly and
/// dropped once it is gone (at the next association made), a Lua table's in a weak-keyed table.
enum WrapAssociatedObjects {
    static let functions: [(String, lua_CFunction)] = [
        ("objc_getAssociatedObject", { s in bridged(s, "objc_getAssociatedObject") { call throws(BridgeError) in
            try WrapAssociatedObjects.pushValues(call, creating: false)
            guard lua_type(call.L, -1) == LUA_TTABLE else { return 1 }  // nil: nothing associated yet
            lua_pushvalue(call.L, 2)
            lua_rawget(call.L, -2)
            return 1 } }),
        ("objc_setAssociatedObject", { s in bridged(s, "objc_setAssociatedObject") { call throws(BridgeError) in
            try WrapAssociatedObjects.pushValues(call, creating: true)
            lua_pushvalue(call.L, 2)
            lua_pushvalue(call.L, 3)
            lua_rawset(call.L, -3)
            return 0 } }),
    ]

    /// Pushes the table of values associated with the object at 1 (nil when it has none and
    /// `creating` is false), after checking the object (a UIKit object or a table) and the key at 2.
    /// stack: pushes 1.
    static func pushValues(_ call: LuaCall, creating: Bool) throws(BridgeError) {
        let L = call.L
        guard !call.isNoneOrNil(2), !(lua_type(L, 2) == LUA_TNUMBER && lua_tonumberx(L, 2, nil).isNaN) else {
            throw call.argumentError(2, "a key is needed (the address of a variable in Swift)")
        }
        if lua_type(L, 1) == LUA_TTABLE { return try pushTableValues(call, creating: creating) }
        let object = try call.anyObject(1, "an object (a UIKit object or a table)")
        call.lua.pushAssociatedValues(of: object, creating: creating)
    }

    /// A table's values, in a weak-keyed table of the registry (the table may be collected).
    private static func pushTableValues(_ call: LuaCall, creating: Bool) throws(BridgeError) {
        let L = call.L
        call.lua.pushTableAssociations()
        lua_pushvalue(L, 1)
        if lua_rawget(L, -2) == LUA_TTABLE || !creating { lua_copy(L, -1, -2); sc_pop(L, 1); return }
        sc_pop(L, 1)
        lua_createtable(L, 0, 2)
        lua_pushvalue(L, 1)
        lua_pushvalue(L, -2)
        lua_rawset(L, -4)  // associations[object] = values
        lua_copy(L, -1, -2)
        sc_pop(L, 1)
    }
}

/// A UIKit object's associated values, kept while it lives.
struct AssociatedValues {
    weak var owner: AnyObject?
    let table: LuaRef
}

extension LuaState {
    /// Pushes the associated values of `owner` (nil when none and not `creating`); entries of
    /// objects gone are dropped when one is made. stack: pushes 1.
    func pushAssociatedValues(of owner: AnyObject, creating: Bool) {
        let key = ObjectIdentifier(owner)
        if let entry = associatedValues[key], entry.owner === owner { return entry.table.push() }
        guard creating else { return lua_pushnil(state) }
        associatedValues = associatedValues.filter { $0.value.owner != nil }
        lua_createtable(state, 0, 2)
        lua_pushvalue(state, -1)
        associatedValues[key] = AssociatedValues(owner: owner, table: LuaRef(popping: self))
    }

    /// Pushes the weak-keyed table of the tables' associated values, made on first use. stack: pushes 1.
    func pushTableAssociations() {
        if let tableAssociations { return tableAssociations.push() }
        lua_createtable(state, 0, 0)
        lua_createtable(state, 0, 1)
        LuaStack.push(state, "k")
        lua_setfield(state, -2, "__mode")
        lua_setmetatable(state, -2)
        lua_pushvalue(state, -1)
        tableAssociations = LuaRef(popping: self)
    }
}
