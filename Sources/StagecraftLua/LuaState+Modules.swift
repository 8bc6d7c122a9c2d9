import CLuaShim

/// What hot reload needs of a state's `require` cache and of the host-owned state tables.
extension LuaState {
    /// Removes modules from the `require` cache so that the next `require` loads them again, and
    /// returns what they were, for `restoreModules` when the reload fails. stack: unchanged.
    func unloadModules(_ names: [String]) -> [String: LuaRef?] {
        let L = state
        lua_rawgeti(L, sc_registryindex(), lua_Integer(loadedRef))
        defer { sc_pop(L, 1) }
        let loaded = lua_gettop(L)
        var saved: [String: LuaRef?] = [:]
        for name in names {
            saved[name] = LuaStack.getField(L, loaded, name) == LUA_TNIL ? (sc_pop(L, 1), nil).1 : LuaRef(popping: self)
            lua_pushnil(L)
            LuaStack.setField(L, loaded, name)
        }
        return saved
    }

    /// Puts back what `unloadModules` removed (and drops what a failed reload cached meanwhile).
    /// stack: unchanged.
    func restoreModules(_ saved: [String: LuaRef?]) {
        let L = state
        lua_rawgeti(L, sc_registryindex(), lua_Integer(loadedRef))
        defer { sc_pop(L, 1) }
        let loaded = lua_gettop(L)
        for (name, value) in saved {
            if let value { value.push() } else { lua_pushnil(L) }
            LuaStack.setField(L, loaded, name)
        }
    }

    /// A new empty table kept for the host (a script's `onReload(state)` table).
    func newTableRef() -> LuaRef {
        lua_createtable(state, 0, 4)
        return LuaRef(popping: self)
    }

    /// Copies the plain data of `table` (held in `other`) into a new table of this state: strings,
    /// numbers, booleans and nested tables; functions, userdata and threads cannot cross states and
    /// are left out. A hard reload carries `onReload` state to the fresh state this way.
    func copyTable(_ table: LuaRef, from other: LuaState) -> LuaRef {
        let source = other.state
        table.push()
        lua_createtable(state, 0, 8)  // scratch: every copied table by number, so shared ones stay shared
        var copier = TableCopier(source: source, target: state, scratch: lua_gettop(state))
        if !copier.copyValue(lua_gettop(source), depth: 0) { lua_createtable(state, 0, 0) }
        lua_rotate(state, -2, 1)
        sc_pop(state, 1)  // the scratch table
        sc_pop(source, 1)
        return LuaRef(popping: self)
    }
}

/// A deep copy of plain data from one state to another (see `LuaState.copyTable`).
private struct TableCopier {
    let source: OpaquePointer
    let target: OpaquePointer
    let scratch: Int32
    var copies: [UnsafeRawPointer: lua_Integer] = [:]

    init(source: OpaquePointer, target: OpaquePointer, scratch: Int32) {
        self.source = source
        self.target = target
        self.scratch = scratch
    }

    /// Pushes onto the target a copy of the source's value at `index`; false (nothing pushed)
    /// when it cannot cross states. stack: source unchanged, target pushes 0 or 1.
    mutating func copyValue(_ index: Int32, depth: Int) -> Bool {
        let index = lua_absindex(source, index)
        switch lua_type(source, index) {
        case LUA_TBOOLEAN: lua_pushboolean(target, lua_toboolean(source, index))
        case LUA_TNUMBER:
            if lua_isinteger(source, index) != 0 { lua_pushinteger(target, lua_tointegerx(source, index, nil)) } else { lua_pushnumber(target, lua_tonumberx(source, index, nil)) }
        case LUA_TSTRING:
            var length = 0
            guard let bytes = lua_tolstring(source, index, &length) else { return false }
            lua_pushlstring(target, bytes, length)
        case LUA_TTABLE:
            guard depth < 32, let identity = lua_topointer(source, index) else { return false }
            if let number = copies[identity] {
                lua_rawgeti(target, scratch, number)
                return true
            }
            lua_createtable(target, 0, 4)
            let number = lua_Integer(copies.count + 1)
            copies[identity] = number
            lua_pushvalue(target, -1)
            lua_rawseti(target, scratch, number)
            let copy = lua_gettop(target)
            lua_pushnil(source)
            while lua_next(source, index) != 0 {  // source stack: key, value
                if copyValue(-2, depth: depth + 1) {
                    if copyValue(-1, depth: depth + 1) { lua_rawset(target, copy) } else { sc_pop(target, 1) }
                }
                sc_pop(source, 1)
            }
        default: return false
        }
        return true
    }
}
