import CLuaShim

/// Small stack helpers; each states its stack effect. None of them can raise: they use raw
/// access only, and allocation cannot fail while Swift runs (the allocator's flag).
public enum LuaStack {
    /// The type of the value at `index` for messages: a bound class or value type name
    /// (`View`, `CGRect`) when the value has one, else Lua's type name. stack: unchanged.
    public static func typeName(_ L: OpaquePointer, _ index: Int32) -> String {
        let type = lua_type(L, index)
        if type == LUA_TNONE { return "no value" }
        if (type == LUA_TUSERDATA || type == LUA_TTABLE), lua_getmetatable(L, index) != 0 {
            defer { sc_pop(L, 2) }
            // Raw: a script's metatable may itself have an __index that raises.
            if getField(L, -1, "__name") == LUA_TSTRING, let name = sc_tostring(L, -1) { return String(cString: name) }
        }
        return String(cString: lua_typename(L, type))
    }

    /// The name a released handle kept (`View 'pizzaImage'`). stack: unchanged.
    static func releasedName(_ L: OpaquePointer, _ index: Int32) -> String {
        defer { sc_pop(L, 1) }
        guard lua_getiuservalue(L, index, 1) == LUA_TSTRING, let text = sc_tostring(L, -1) else { return "object" }
        return String(cString: text)
    }

    /// stack: pushes 1.
    @inline(__always) public static func push(_ L: OpaquePointer, _ value: Double) { lua_pushnumber(L, value) }
    /// stack: pushes 1.
    @inline(__always) public static func push(_ L: OpaquePointer, _ value: Int) { lua_pushinteger(L, lua_Integer(value)) }
    /// stack: pushes 1.
    @inline(__always) public static func push(_ L: OpaquePointer, _ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    /// stack: pushes 1 (nil for nil).
    public static func push(_ L: OpaquePointer, _ value: String?) {
        guard let value else { return lua_pushnil(L) }
        _ = value.withCString { lua_pushstring(L, $0) }
    }

    /// `table[key] = value on top`, raw. stack: pops 1.
    static func setField(_ L: OpaquePointer, _ table: Int32, _ key: String) {
        let table = lua_absindex(L, table)
        push(L, key)
        lua_rotate(L, -2, 1)  // key below value
        lua_rawset(L, table)
    }

    /// Pushes `table[key]`, raw, and returns its type. stack: pushes 1.
    @discardableResult
    static func getField(_ L: OpaquePointer, _ table: Int32, _ key: String) -> Int32 {
        let table = lua_absindex(L, table)
        push(L, key)
        return lua_rawget(L, table)
    }

    /// Pushes `table[key]` as Lua would find it through `__index` tables (a class's methods and
    /// settings: `setmetatable(instance, Fade)` with `Fade.__index = Fade`), reading raw so that no
    /// script runs; an `__index` function is not called. Returns its type. stack: pushes 1.
    @discardableResult
    static func getMember(_ L: OpaquePointer, _ table: Int32, _ key: String) -> Int32 {
        lua_pushvalue(L, table)
        for _ in 0..<32 {  // a longer chain is a loop
            push(L, key)
            let type = lua_rawget(L, -2)
            guard type == LUA_TNIL, lua_getmetatable(L, -2) != 0 else { lua_copy(L, -1, -2); sc_pop(L, 1); return type }
            getField(L, -1, "__index")  // stack: table, nil, metatable, __index
            lua_copy(L, -1, -4)
            sc_pop(L, 3)
            if lua_type(L, -1) != LUA_TTABLE { break }
        }
        sc_pop(L, 1)
        lua_pushnil(L)
        return LUA_TNIL
    }

    /// A finite number member (see `getMember`) of the table at `table`, or nil. stack: unchanged.
    static func numberMember(_ L: OpaquePointer, _ table: Int32, _ key: String) -> Double? {
        defer { sc_pop(L, 1) }
        guard getMember(L, table, key) == LUA_TNUMBER else { return nil }
        let value = lua_tonumberx(L, -1, nil)
        return value.isFinite ? value : nil
    }

    /// A finite number field of the table at `table`, or nil when absent, not a number, NaN or
    /// infinite (geometry and colours built from it would poison the core). stack: unchanged.
    static func numberField(_ L: OpaquePointer, _ table: Int32, _ key: String) -> Double? {
        defer { sc_pop(L, 1) }
        guard getField(L, table, key) == LUA_TNUMBER else { return nil }
        let value = lua_tonumberx(L, -1, nil)
        return value.isFinite ? value : nil
    }

    /// The string at `index` (strings only; numbers are not converted). stack: unchanged.
    static func string(_ L: OpaquePointer, _ index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING, let text = sc_tostring(L, index) else { return nil }
        return String(cString: text)
    }

    /// Registers a Swift function as `table[name]`, through the trampoline. stack: unchanged.
    static func setFunction(_ L: OpaquePointer, _ table: Int32, _ name: String, _ function: lua_CFunction) {
        let table = lua_absindex(L, table)
        sc_pushswift(L, function, 0)
        setField(L, table, name)
    }
}
