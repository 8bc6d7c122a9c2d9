import CLuaShim

/// Owns one `lua_State` created through the C shim (capped allocator, text-only loading).
///
/// The full bridge (bindings, sandbox, limits) grows around this type; every call into Lua
/// goes through the shim's protected helpers so that no Lua error unwinds a Swift frame.
public final class LuaState {
    /// The raw state. Valid for the lifetime of this object.
    public let state: OpaquePointer

    /// Creates a state with the standard libraries open and `memoryLimit` bytes at most (0 = none).
    public init(memoryLimit: Int = 64 << 20) throws(LuaError) {
        guard let state = sc_newstate(memoryLimit) else { throw LuaError(kind: .memory, message: "cannot create a Lua state") }
        self.state = state
        luaL_openlibs(state)
    }

    deinit { sc_close(state) }

    /// Runs `source` as a text chunk named `chunkName` and returns its results converted to strings.
    @discardableResult
    public func run(_ source: String, chunkName: String = "=chunk") throws(LuaError) -> [String] {
        let top = lua_gettop(state)
        defer { lua_settop(state, top) }
        let loadStatus = source.withCString { sc_loadtext(state, $0, source.utf8.count, chunkName) }
        guard loadStatus == LUA_OK else { throw LuaError(kind: loadStatus == LUA_ERRSYNTAX ? .syntax : .memory, message: topMessage()) }
        let callStatus = sc_pcall_traceback(state, 0, LUA_MULTRET)
        guard callStatus == LUA_OK else { throw LuaError(kind: callStatus == LUA_ERRMEM ? .memory : .runtime, message: topMessage()) }
        return ((top + 1)...max(top + 1, lua_gettop(state))).compactMap { index in
            index <= lua_gettop(state) ? sc_tostring(state, index).map { String(cString: $0) } : nil
        }
    }

    private func topMessage() -> String {
        sc_tostring(state, -1).map { String(cString: $0) } ?? "(error object is not a string)"
    }
}
