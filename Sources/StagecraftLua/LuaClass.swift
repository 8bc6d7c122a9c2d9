import CLuaShim

/// One bound Swift class or geometry value type: its Lua name and its members (LÖVE's
/// registration table). Functions are plain `lua_CFunction`s written in Swift; they run through
/// the trampoline and report errors with `bridged`, never by raising.
public struct LuaClass {
    public enum Kind { case object, value }

    /// The name in messages and `tostring` (`View`, `TransitionContext`, `CGRect`).
    public let name: String
    public let kind: Kind
    /// The Swift class, for objects.
    public let type: AnyClass?
    /// The bound superclass, whose members are inherited.
    public let parent: String?
    /// The global table scripts use (`UIView`), if any, holding `statics` and called as `constructor`.
    public var global: String?
    public var methods: [(String, lua_CFunction)] = []
    public var getters: [(String, lua_CFunction)] = []
    public var setters: [(String, lua_CFunction)] = []
    public var statics: [(String, lua_CFunction)] = []
    /// Fields of the global computed on each read (`UIColor.red`, `CGRect.zero`): fresh values, so
    /// no script can change a shared one.
    public var staticGetters: [(String, lua_CFunction)] = []
    public var constructor: lua_CFunction?
    public var tostring: lua_CFunction?
    /// Metamethods of value types (`__add`, `__eq`…).
    public var metamethods: [(String, lua_CFunction)] = []

    public init(_ name: String, object type: AnyClass, parent: String? = nil, global: String? = nil) {
        self.name = name
        kind = .object
        self.type = type
        self.parent = parent
        self.global = global
    }

    public init(value name: String, global: String? = nil) {
        self.name = name
        kind = .value
        type = nil
        parent = nil
        self.global = global ?? name
    }

    /// Member names as a script sees them, for the LuaLS annotation check.
    public var memberNames: (methods: [String], properties: [String], statics: [String]) {
        (methods.map(\.0), getters.map(\.0), (statics + staticGetters).map(\.0))
    }
}

extension LuaState {
    /// Records `definition` (with its parent's members) and builds its global, if any. Its
    /// metatable is built when first needed (`metatable(named:)`): a state uses a few of the bound
    /// classes, and building them all was a fifth of a scenario's time (perf). stack: unchanged.
    func register(_ definition: LuaClass) {
        var members = definition
        if let parentName = definition.parent, let parent = classes[parentName] {
            members.methods = parent.methods.filter { m in !definition.methods.contains { $0.0 == m.0 } } + definition.methods
            members.getters = parent.getters.filter { g in !definition.getters.contains { $0.0 == g.0 } } + definition.getters
            members.setters = parent.setters.filter { s in !definition.setters.contains { $0.0 == s.0 } } + definition.setters
            members.tostring = definition.tostring ?? parent.tostring
        }
        classes[definition.name] = members
        if let type = definition.type { classNames[ObjectIdentifier(type)] = definition.name }
        handleClasses.removeAll()  // a class found for a type may now be a closer one
        if let global = definition.global {
            // Made when a script first reads it: most scripts use a handful of the classes.
            if pendingGlobals[global] == nil, !libraryNames.contains(global) { libraryNames.append(global) }
            pendingGlobals[global, default: []].append(members)
        }
    }

    /// Makes the pending class global `name` in the base table at `base`, if there is one.
    /// Returns whether it did. stack: unchanged.
    func makePendingGlobal(_ name: String, base: Int32) -> Bool {
        guard let definitions = pendingGlobals.removeValue(forKey: name) else { return false }
        let top = lua_gettop(state)
        baseIndex = base
        defer { baseIndex = 0; lua_settop(state, top) }
        for members in definitions { makeGlobal(name, members) }
        return true
    }

    /// The registry reference of class `name`'s metatable, built on first use. Invisible to
    /// scripts: every metatable is locked, and a handle gets it before any script sees the handle.
    /// stack: unchanged.
    func metatable(named name: String) -> Int32? {
        if let ref = metatables[name] { return ref }
        guard let members = classes[name] else { return nil }
        let L = state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }

        lua_createtable(L, 0, 12)  // the metatable
        let metatable = lua_gettop(L)
        // __index: methods first, then getters; __newindex: setters.
        lua_createtable(L, 0, Int32(members.methods.count))
        for (name, function) in members.methods { LuaStack.setFunction(L, -1, name, function) }
        pushGetterTable(members.getters)
        LuaStack.push(L, members.name)
        pushFallback(members.kind == .object ? InstanceFields.index : UnknownMembers.index)
        sc_pushindex(L)
        LuaStack.setField(L, metatable, "__index")
        pushGetterTable(members.setters)
        pushGetterTable(members.getters)
        LuaStack.push(L, members.name)
        pushFallback(members.kind == .object ? InstanceFields.newIndex : UnknownMembers.newIndex)
        sc_pushnewindex(L)
        LuaStack.setField(L, metatable, "__newindex")
        LuaStack.push(L, members.name)
        LuaStack.setField(L, metatable, "__name")
        LuaStack.push(L, "locked")
        LuaStack.setField(L, metatable, "__metatable")
        if members.kind == .object {
            sc_pushcfunction(L, sc_handle_eq)
            LuaStack.setField(L, metatable, "__eq")
            LuaStack.setFunction(L, metatable, "__gc", Handles.gc)
            LuaStack.setFunction(L, metatable, "__tostring", members.tostring ?? Handles.tostring)
        } else {
            if let tostring = members.tostring { LuaStack.setFunction(L, metatable, "__tostring", tostring) }
            // Marks geometry values: writes into them copy (`view.frame.origin.y = 40`,
            // `local b = a; b.x = 1`, PlaceAccess.c).
            LuaStack.push(L, true)
            LuaStack.setField(L, metatable, "__value")
        }
        for (name, function) in members.metamethods { LuaStack.setFunction(L, metatable, name, function) }
        lua_pushvalue(L, metatable)
        let ref = luaL_ref(L, sc_registryindex())
        metatables[name] = ref
        return ref
    }

    /// The function the C dispatch calls for keys a class does not bind (objects that take fields
    /// of their own answer them, see InstanceFields; the others raise, see UnknownMembers), as
    /// light userdata. stack: pushes 1.
    private func pushFallback(_ function: lua_CFunction) {
        lua_pushlightuserdata(state, unsafeBitCast(function, to: UnsafeMutableRawPointer.self))
    }

    /// A table `name → light userdata(function)` for the C dispatch. stack: pushes 1.
    private func pushGetterTable(_ entries: [(String, lua_CFunction)]) {
        lua_createtable(state, 0, Int32(entries.count))
        for (name, function) in entries {
            lua_pushlightuserdata(state, unsafeBitCast(function, to: UnsafeMutableRawPointer.self))
            LuaStack.setField(state, -2, name)
        }
    }

    /// The global table of a class: statics as fields, constructor as `__call`, static getters
    /// through `__index`. stack: unchanged.
    private func makeGlobal(_ name: String, _ members: LuaClass) {
        let L = state
        LuaStack.getField(L, baseIndex, name)
        if lua_type(L, -1) != LUA_TTABLE {
            sc_pop(L, 1)
            lua_createtable(L, 0, Int32(members.statics.count))
            lua_pushvalue(L, -1)
            LuaStack.setField(L, baseIndex, name)
        }
        let global = lua_gettop(L)
        for (field, function) in members.statics { LuaStack.setFunction(L, global, field, function) }
        lua_createtable(L, 0, 4)
        if let constructor = members.constructor {
            LuaStack.setFunction(L, -1, "__call", constructor)
        }
        lua_createtable(L, 0, 0)  // no methods: only computed statics
        pushGetterTable(members.staticGetters)
        LuaStack.push(L, name)
        pushFallback(UnknownMembers.index)
        sc_pushindex(L)
        LuaStack.setField(L, -2, "__index")
        LuaStack.push(L, "locked")
        LuaStack.setField(L, -2, "__metatable")
        lua_setmetatable(L, global)
        sc_pop(L, 1)
    }

    /// Sets the metatable of the bound value type `name` on the table on top. stack: unchanged.
    @inline(__always)
    func setValueMetatable(_ name: String) {
        guard let ref = metatable(named: name) else { return }
        lua_rawgeti(state, sc_registryindex(), lua_Integer(ref))
        lua_setmetatable(state, -2)
    }

    /// The Lua name of a bound Swift class (or its nearest bound superclass), for messages.
    public func className(of type: AnyClass) -> String {
        var current: AnyClass? = type
        while let candidate = current {
            if let name = classNames[ObjectIdentifier(candidate)] { return name }
            current = _getSuperclass(candidate)
        }
        return String(describing: type)
    }
}
