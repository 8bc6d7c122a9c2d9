import CLuaShim

/// A Lua value held without keeping it alive, for gesture targets (T12.1): the recognizer must
/// not keep a target object the app has let go of.
///
/// "Let go" is decided by reachability, deterministically: `isGone` first runs a full collection,
/// after which a value nothing else refers to (no variable, table, upvalue, running frame, nor a
/// reference the host keeps, such as a role's table while its Swift object lives) is gone, however
/// the incremental collector had progressed before. So the moment a target stops being called is
/// the first call after the app dropped its last reference, the same in every run, as ARC makes it
/// on a device. A collection costs a few microseconds for a scenario's heap, and runs only for
/// targets that are objects.
///
/// - Tables, functions and coroutines are kept in a weak-valued table of the registry, under this
///   reference's address.
/// - A handle to a Swift object (`self` of a presentation controller or an interaction handler) is
///   kept as that object, `weak`: the handle is only a view onto it and may be collected and made
///   again while the object lives.
/// - Strings, numbers and booleans are never collected: they are kept as they are.
final class LuaWeakRef {
    private(set) weak var lua: LuaState?
    private enum Kind { case collectable, object, value }
    private let kind: Kind
    private weak var object: AnyObject?
    private var value: LuaRef?

    /// The registry field of the weak-valued table.
    private static let tableName = "stagecraft.weakValues"

    /// Takes the value on top. stack: pops 1.
    init(popping lua: LuaState) {
        self.lua = lua
        let L = lua.state
        switch lua_type(L, -1) {
        case LUA_TTABLE, LUA_TFUNCTION, LUA_TTHREAD:
            kind = .collectable
            Self.pushTable(L)
            lua_rotate(L, -2, 1)  // table, value
            lua_rawsetp(L, -2, Unmanaged.passUnretained(self).toOpaque())
            sc_pop(L, 1)
        case LUA_TUSERDATA:
            if let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object {
                kind = .object
                object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
                sc_pop(L, 1)
            } else {
                kind = .collectable  // a userdata that is not a handle: held as a table is
                Self.pushTable(L)
                lua_rotate(L, -2, 1)
                lua_rawsetp(L, -2, Unmanaged.passUnretained(self).toOpaque())
                sc_pop(L, 1)
            }
        default:
            kind = .value
            value = LuaRef(popping: lua)
        }
    }

    deinit {
        guard kind == .collectable, let lua else { return }
        let L = lua.state
        Self.pushTable(L)
        lua_pushnil(L)
        lua_rawsetp(L, -2, Unmanaged.passUnretained(self).toOpaque())
        sc_pop(L, 1)
    }

    /// The value, or nil once it is gone. stack: pushes 1.
    func push() {
        guard let lua else { return }
        let L = lua.state
        switch kind {
        case .collectable:
            Self.pushTable(L)
            lua_rawgetp(L, -1, Unmanaged.passUnretained(self).toOpaque())
            lua_rotate(L, -2, 1)
            sc_pop(L, 1)
        case .object:
            lua.push(object)
        case .value:
            if let value { value.push() } else { lua_pushnil(L) }
        }
    }

    /// Whether nothing but weak references like this one refers to the value now, decided after a
    /// full collection (see above). A string, number or boolean is never gone. stack: unchanged.
    var isGone: Bool {
        guard let lua else { return true }
        if kind == .value { return false }
        lua.collectGarbage()
        if kind == .object { return object == nil }
        push()
        defer { sc_pop(lua.state, 1) }
        return lua_type(lua.state, -1) == LUA_TNIL
    }

    /// Pushes the weak-valued table, made on first use. stack: pushes 1.
    private static func pushTable(_ L: OpaquePointer) {
        if lua_getfield(L, sc_registryindex(), tableName) == LUA_TTABLE { return }
        sc_pop(L, 1)
        sc_newtable(L)
        sc_newtable(L)  // its metatable
        LuaStack.push(L, "v")
        lua_setfield(L, -2, "__mode")
        lua_setmetatable(L, -2)
        lua_pushvalue(L, -1)
        lua_setfield(L, sc_registryindex(), tableName)
    }
}
