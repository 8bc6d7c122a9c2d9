import CLuaShim
import Stagecraft

/// Script roles whose Swift object is `self` in their callbacks (presentation controllers,
/// interaction handlers, screens) and that keep fields of their own, as a Swift subclass keeps
/// stored properties: `self.dimmingView = view` in `presentationTransitionWillBegin`, read back in
/// `dismissalTransitionDidEnd`; `vc.selectedCell`. A key the class does not bind is looked up in
/// the object's fields, then in its role table (the script's class, so `self:helper()` finds the
/// script's own functions), and reads as nil when neither has it, as a Lua table's would.
protocol LuaExtensible: AnyObject {
    /// The state the object's script lives in: its fields are there (nil once it is closed).
    var fieldState: LuaState? { get }
    /// The table the object's fields are written to. stack: pushes 1.
    func pushFields()
    /// The role table searched after the fields, when it is another table. stack: pushes 1 or nothing.
    func pushRoleTable() -> Bool
    /// Whether the role table's `get_x`/`set_x` functions are the object's computed property `x`
    /// (a class translated from Swift: a view subclass's `var isDimmed: Bool { alpha > 0 }`).
    var hasComputedProperties: Bool { get }
}

extension LuaExtensible {
    var hasComputedProperties: Bool { false }
}

/// An object of a class written in Lua (or translated from Swift) on a UIKit kind the bridge makes
/// (a view, a button, a label, an image view, a gesture recognizer): its own fields apart, the
/// class table shared and searched after them, its `get_x`/`set_x` its computed properties.
protocol LuaClassInstance: LuaExtensible {
    var classTable: LuaRef { get }
    var ownFields: OwnFields { get }
}

extension LuaClassInstance {
    var fieldState: LuaState? { classTable.lua }
    func pushFields() { if let lua = classTable.lua { ownFields.push(lua) } }
    func pushRoleTable() -> Bool { classTable.push(); return classTable.lua != nil }
    var hasComputedProperties: Bool { true }
}

/// Fields kept in a table of their own (a role table shared by several objects: a presentation
/// controller module serves every presentation that uses it).
final class OwnFields {
    private var table: LuaRef?

    /// stack: pushes 1.
    func push(_ lua: LuaState) {
        if let table { return table.push() }
        lua_createtable(lua.state, 0, 4)
        lua_pushvalue(lua.state, -1)
        table = LuaRef(popping: lua)
    }
}

enum InstanceFields {
    /// `__index` for keys the class does not bind. stack: 1 object, 2 key.
    static let index: lua_CFunction = { s in bridged(s, "index") { call throws(BridgeError) in
        let L = call.L
        guard let object = try extensible(call) else { throw UnknownMembers.error(call, verb: "member") }
        object.pushFields()
        lua_pushvalue(L, 2)
        if lua_rawget(L, -2) != LUA_TNIL { return 1 }
        sc_pop(L, 2)
        guard object.pushRoleTable() else { lua_pushnil(L); return 1 }
        if try callAccessor(call, object, "get_", nresults: 1) { return 1 }
        try lookUp(call, table: lua_gettop(L))
        return 1
    } }

    /// Calls the role table's accessor `prefix + key` (on top of the stack) with the object and,
    /// for a setter, the value, as Swift calls a computed property's getter or setter; false when
    /// the object has no such accessor. The accessor runs protected: its error is re-raised as
    /// the script's. stack (when true): the role table replaced by `nresults` results.
    private static func callAccessor(_ call: LuaCall, _ object: LuaExtensible, _ prefix: String, nresults: Int32) throws(BridgeError) -> Bool {
        let L = call.L
        guard object.hasComputedProperties, lua_type(L, 2) == LUA_TSTRING, let key = LuaStack.string(L, 2) else { return false }
        guard LuaStack.getMember(L, -1, prefix + key) == LUA_TFUNCTION else { sc_pop(L, 1); return false }
        lua_pushvalue(L, 1)
        let nargs: Int32 = nresults == 0 ? 2 : 1
        if nresults == 0 { lua_pushvalue(L, 3) }
        guard lua_pcallk(L, nargs, nresults, 0, 0, nil) == LUA_OK else { throw BridgeError(LuaStack.string(L, -1) ?? "error in \(prefix)\(key)", isRaw: true) }
        if nresults > 0 { lua_copy(L, -1, -2); sc_pop(L, 1) } else { sc_pop(L, 1) }
        return true
    }

    /// Pushes `table[key]` (key at 2) through `__index` tables, as Lua would for a class's
    /// methods; an `__index` function runs protected (its error is the script's, re-raised).
    private static func lookUp(_ call: LuaCall, table: Int32) throws(BridgeError) {
        let L = call.L
        lua_pushvalue(L, table)
        for _ in 0..<100 {  // a longer chain is a loop
            lua_pushvalue(L, 2)
            if lua_rawget(L, -2) != LUA_TNIL || lua_getmetatable(L, -2) == 0 { lua_copy(L, -1, -2); sc_pop(L, 1); return }
            // stack: table, nil, metatable
            LuaStack.getField(L, -1, "__index")
            lua_copy(L, -1, -4)
            sc_pop(L, 1)
            sc_pop(L, 2)
            switch lua_type(L, -1) {
            case LUA_TTABLE: continue
            case LUA_TFUNCTION:
                lua_pushvalue(L, table)
                lua_pushvalue(L, 2)
                guard lua_pcallk(L, 2, 1, 0, 0, nil) == LUA_OK else { throw BridgeError(LuaStack.string(L, -1) ?? "error in __index", isRaw: true) }
                return
            default:
                sc_pop(L, 1)
                lua_pushnil(L)
                return
            }
        }
        throw BridgeError("'__index' chain too long")
    }

    /// `__newindex` for keys the class does not bind: the object's own fields. stack: 1 object, 2 key, 3 value.
    static let newIndex: lua_CFunction = { s in bridged(s, "newindex") { call throws(BridgeError) in
        let L = call.L
        guard let object = try extensible(call) else { throw UnknownMembers.error(call, verb: "property") }
        if let key = LuaStack.string(L, 2), isMethod(call, key) {
            throw BridgeError("\(className(call)).\(key) is a method; a field of that name would never be read")
        }
        if object.hasComputedProperties, object.pushRoleTable() {
            if try callAccessor(call, object, "set_", nresults: 0) { return 0 }
            sc_pop(L, 1)
        }
        object.pushFields()
        lua_pushvalue(L, 2)
        lua_pushvalue(L, 3)
        lua_rawset(L, -3)
        return 0
    } }

    /// Pushes the member `key` of the value at `index` as a script's method call would find it, raw
    /// (no script runs): a table's field through `__index` tables (a class's methods), or an
    /// object's own field or its script's method (a screen, a presentation controller, an
    /// interaction). Returns its type. stack: pushes 1.
    @discardableResult
    static func pushScriptMember(_ lua: LuaState, _ index: Int32, _ key: String) -> Int32 {
        let L = lua.state
        let index = lua_absindex(L, index)
        if lua_type(L, index) == LUA_TTABLE {
            let type = LuaStack.getMember(L, index, key)
            guard type == LUA_TNIL else { return type }
            sc_pop(L, 1)
            return pushIndexed(L, index, key)
        }
        guard let handle = sc_tohandle(L, index), let pointer = handle.pointee.object,
              let object = extensible(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()),
              object.fieldState === lua else { lua_pushnil(L); return LUA_TNIL }
        object.pushFields()
        if LuaStack.getMember(L, -1, key) != LUA_TNIL { lua_copy(L, -1, -2); sc_pop(L, 1); return lua_type(L, -1) }
        sc_pop(L, 2)
        guard object.pushRoleTable() else { lua_pushnil(L); return LUA_TNIL }
        let type = LuaStack.getMember(L, -1, key)
        lua_copy(L, -1, -2)
        sc_pop(L, 1)
        return type
    }

    /// `table[key]` through an `__index` *function* (a class translated from Swift, `S.class`,
    /// finds its methods so), called protected: an error there reads as no member. stack: pushes 1.
    private static func pushIndexed(_ L: OpaquePointer, _ index: Int32, _ key: String) -> Int32 {
        lua_pushcclosure(L, { s in
            guard let L = s else { return 0 }
            lua_gettable(L, 1)
            return 1
        }, 0)
        lua_pushvalue(L, index)
        LuaStack.push(L, key)
        guard lua_pcallk(L, 2, 1, 0, 0, nil) == LUA_OK else { sc_pop(L, 1); lua_pushnil(L); return LUA_TNIL }
        return lua_type(L, -1)
    }

    private static func extensible(_ call: LuaCall) throws(BridgeError) -> LuaExtensible? {
        guard let handle = sc_tohandle(call.L, 1), let pointer = handle.pointee.object else { return nil }
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        guard let extensible = extensible(object), extensible.fieldState === call.lua else { return nil }
        return extensible
    }

    /// The object's fields: its own, or those of the script subclass a gesture recognizer is an
    /// instance of (the recognizer is the core's kind; the subclass rides on it).
    private static func extensible(_ object: AnyObject) -> LuaExtensible? {
        if let extensible = object as? LuaExtensible { return extensible }
        return (object as? GestureRecognizer)?.subclass as? LuaExtensible
    }

    private static func className(_ call: LuaCall) -> String {
        lua_getmetatable(call.L, 1)
        defer { sc_pop(call.L, 2) }
        LuaStack.getField(call.L, -1, "__name")
        return LuaStack.string(call.L, -1) ?? "object"
    }

    private static func isMethod(_ call: LuaCall, _ key: String) -> Bool {
        call.lua.classes[className(call)]?.methods.contains { $0.0 == key } ?? false
    }
}

// The roles whose object is `self`. A screen's and an interaction handler's table belongs to one
// object (it is the screen's `userInfo`, the handler passed to `UIPercentDrivenInteractiveTransition`),
// so fields go to that table and the script sees them both ways (`vc.x` and `self.x` in the
// screen's table); a presentation controller's module serves every presentation made from it, so
// each controller keeps its fields apart.

// A translated screen's or presentation controller's computed property is read from outside too:
// through a protocol it conforms to (PanModal's `presentable.shortFormHeight`, `presentable` the
// presented screen), where the importer cannot name the class whose getter it is.
extension ScriptPresentationController: LuaExtensible {
    var fieldState: LuaState? { script.lua }
    func pushFields() { ownFields.push(script.lua) }
    func pushRoleTable() -> Bool { script.push(); return true }
    var hasComputedProperties: Bool { true }
}

// An interaction controller's too: ZoomTransitioning's navigation delegate answers UIKit with
// `zoomInteractiveTransition.interactionController` (`interactive ? self : nil`) (SW8.4).
extension ScriptInteraction: LuaExtensible {
    var fieldState: LuaState? { script.lua }
    func pushFields() { script.push() }
    func pushRoleTable() -> Bool { script.push(); return true }
    var hasComputedProperties: Bool { true }
}

extension ScriptViewController: LuaExtensible {
    var fieldState: LuaState? { script.lua }
    func pushFields() { script.push() }
    func pushRoleTable() -> Bool { script.push(); return true }
    var hasComputedProperties: Bool { true }
}

extension ScriptNavigationController: LuaExtensible {
    var fieldState: LuaState? { script.lua }
    func pushFields() { script.push() }
    func pushRoleTable() -> Bool { script.push(); return true }
    var hasComputedProperties: Bool { true }
}
