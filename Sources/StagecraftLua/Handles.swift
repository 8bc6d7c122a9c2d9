import CLuaShim

/// Object handles: one full userdata per Swift object (an `Unmanaged` retain), found again through
/// a weak-valued table keyed by the object's address, so identity holds in Lua
/// (`ctx:view("to") == toVC.view`). `__gc` drops the retain; `invalidate` drops it early and makes
/// later uses raise "View 'x' was released".
enum Handles {
    /// `__gc`: releases the retain once (idempotent). stack: unchanged.
    static let gc: lua_CFunction = { state in
        guard let L = state, let handle = sc_tohandle(L, 1), let pointer = handle.pointee.object else { return 0 }
        handle.pointee.object = nil
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
        return 0
    }

    /// `__tostring`: `View<pizzaImage 0x…>`.
    static let tostring: lua_CFunction = { state in
        guard let L = state, let handle = sc_tohandle(L, 1) else { return 0 }
        guard let pointer = handle.pointee.object else {
            LuaStack.push(L, "\(LuaStack.releasedName(L, 1)) (released)")
            return 1
        }
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        let name = LuaState.of(L).className(of: type(of: object))
        LuaStack.push(L, "\(name)<\(Handles.displayName(object)) \(pointer)>")
        return 1
    }

    /// The name objects show in messages: a view's or controller's name, else nothing.
    static func displayName(_ object: AnyObject) -> String {
        if let named = object as? LuaNamed { return named.luaDisplayName }
        return ""
    }
}

/// What gives the handles to objects of one Swift class their metatable (`LuaState.handleClasses`).
enum HandleClass {
    /// Every instance's handle gets this one (a registry reference).
    case metatable(Int32)
    /// Each instance names its class: a presentation controller script is a
    /// UIPresentationController or a DimmingPresentationController by its `extends`.
    case chosenByInstance
}

/// Objects that have a name for messages (`View 'pizzaImage' was released`).
protocol LuaNamed { var luaDisplayName: String { get } }

extension LuaState {
    /// Pushes the handle of `object` (the same userdata every time while it lives), or nil.
    /// stack: pushes 1.
    public func push(_ object: AnyObject?) {
        let L = state
        guard let object else { return lua_pushnil(L) }
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, sc_registryindex(), lua_Integer(objectsRef))
        if lua_rawgetp(L, -1, address) == LUA_TUSERDATA, let handle = sc_tohandle(L, -1), handle.pointee.object != nil {
            lua_rotate(L, -2, 1)
            sc_pop(L, 1)
            return
        }
        sc_pop(L, 1)
        let metatable = handleMetatable(for: object)
        guard let raw = sc_newuserdata(L, MemoryLayout<sc_handle>.size) else { sc_pop(L, 1); return lua_pushnil(L) }
        let handle = raw.bindMemory(to: sc_handle.self, capacity: 1)
        handle.initialize(to: sc_handle(object: Unmanaged.passRetained(object).toOpaque(), class_id: 0, magic: SC_HANDLE_MAGIC))
        lua_rawgeti(L, sc_registryindex(), lua_Integer(metatable))
        lua_setmetatable(L, -2)
        lua_pushvalue(L, -1)
        lua_rawsetp(L, -3, address)
        lua_rotate(L, -2, 1)
        sc_pop(L, 1)
    }

    /// The registry reference of the metatable for a new handle to `object`: its class's, or the one
    /// the instance chooses (a script presentation controller). Found once per Swift class
    /// (`handleClasses`): the superclass walk of `className(of:)` was most of a new handle's cost,
    /// and a transition pushes several new objects (its context, the new controller and view).
    /// The instances that choose are found by a class cast (a superclass walk), not by a cast to a
    /// protocol: on Linux that one scans every conformance record of the binary (swift-syntax's
    /// thousands) once per Swift class, ~0.8 ms of a `stagecraft test` start (docs/performance.md).
    private func handleMetatable(for object: AnyObject) -> Int32 {
        let id = ObjectIdentifier(type(of: object))
        switch handleClasses[id] {
        case let .metatable(ref):
            return ref
        case .chosenByInstance:
            return metatable(named: (object as? ScriptPresentationController)?.luaClassName ?? "") ?? unboundMetatable()
        case nil:
            if let choosing = object as? ScriptPresentationController {
                handleClasses[id] = .chosenByInstance
                return metatable(named: choosing.luaClassName) ?? unboundMetatable()
            }
            let ref = metatable(named: className(of: type(of: object))) ?? unboundMetatable()
            handleClasses[id] = .metatable(ref)
            return ref
        }
    }

    /// The metatable of handles to objects of classes with no binding (script roles, the
    /// scenario DSL's delegates): `__gc` alone, and locked. A handle with no `__gc` that the scripts
    /// dropped was freed by the collector with its retain never given back: its object leaked and,
    /// when it was a script role, so did the role's whole Lua state (every scenario whose file
    /// made a role in a local the scenarios did not use, when a collection ran before teardown).
    func unboundMetatable() -> Int32 {
        if let ref = metatables[""] { return ref }  // "": no class is named so
        let L = state
        lua_createtable(L, 0, 2)
        LuaStack.setFunction(L, -1, "__gc", Handles.gc)
        LuaStack.push(L, "locked")
        LuaStack.setField(L, -2, "__metatable")
        let ref = luaL_ref(L, sc_registryindex())
        metatables[""] = ref
        return ref
    }

    /// Drops Lua's hold on `object`: its handle stays, but every use raises
    /// "<Class> '<name>' was released" (a transition's context after the transition ended, a view
    /// the host threw away). stack: unchanged.
    public func invalidate(_ object: AnyObject) {
        let L = state
        let address = Unmanaged.passUnretained(object).toOpaque()
        lua_rawgeti(L, sc_registryindex(), lua_Integer(objectsRef))
        defer { sc_pop(L, 2) }
        guard lua_rawgetp(L, -1, address) == LUA_TUSERDATA, let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object else { return }
        let name = Handles.displayName(object)
        LuaStack.push(L, name.isEmpty ? className(of: type(of: object)) : "\(className(of: type(of: object))) '\(name)'")
        lua_setiuservalue(L, -2, 1)
        handle.pointee.object = nil
        lua_pushnil(L)
        lua_rawsetp(L, -3, address)
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }

    /// Every Swift object a live handle holds: what the scripts can still reach (after a full
    /// collection, what they still refer to). stack: unchanged.
    public func heldObjects() -> [AnyObject] {
        let L = state
        var held: [AnyObject] = []
        lua_rawgeti(L, sc_registryindex(), lua_Integer(objectsRef))
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {
            if let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object {
                held.append(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())
            }
            sc_pop(L, 1)
        }
        sc_pop(L, 1)
        return held
    }

    /// Drops Lua's hold on every Swift object it has a handle to, as `invalidate` does for one.
    ///
    /// Swift objects that keep a script role (a controller's script presentation controller, a
    /// script delegate) keep this state alive, and the state's handles keep those objects alive:
    /// a cycle across the two runtimes that neither collector can see. A host that is done with a
    /// state (a finished scenario) calls this to break every such cycle at once; scripts that still
    /// run afterwards get "… was released" errors, never a crash. stack: unchanged.
    public func releaseAllObjects() {
        let L = state
        var released: [UnsafeMutableRawPointer] = []
        lua_rawgeti(L, sc_registryindex(), lua_Integer(objectsRef))
        lua_pushnil(L)
        // stack: objects, key — only the handles' contents change during the traversal.
        while lua_next(L, -2) != 0 {
            if let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object {
                handle.pointee.object = nil
                released.append(pointer)
            }
            sc_pop(L, 1)
        }
        sc_pop(L, 1)
        // Released after the traversal: a deinit may call back into this state.
        for pointer in released { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
}
