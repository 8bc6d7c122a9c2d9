import CLuaShim
import Stagecraft

extension Diagnostic.Kind {
    /// A Lua script raised an error (syntax, runtime, timeout, memory) in a callback.
    public static let scriptError = Diagnostic.Kind(rawValue: "script-error")
}

/// What a failing deferred callback belongs to: a script transition ends itself consistently.
public protocol LuaErrorScope: AnyObject {
    func scriptDidFail(_ error: LuaError)
}

/// A Lua value kept alive for Swift (a registry reference), e.g. an animation's completion block.
/// Holds its state weakly, so objects that keep callbacks (recognizers, engines) make no cycle.
public final class LuaRef {
    weak var lua: LuaState?
    let ref: Int32
    /// The transition (or other scope) active when the value was captured.
    weak var scope: LuaErrorScope?
    /// The hot-reload generation whose code captured it: once retired, the callback never runs.
    let generation: GenerationToken?

    /// Pops the value on top into the registry. stack: pops 1.
    init(popping lua: LuaState) {
        self.lua = lua
        ref = luaL_ref(lua.state, sc_registryindex())
        scope = lua.currentScope
        generation = lua.currentGeneration
    }

    deinit {
        if let lua { luaL_unref(lua.state, sc_registryindex(), ref) }
    }

    /// stack: pushes 1.
    func push() {
        guard let lua else { return }
        lua_rawgeti(lua.state, sc_registryindex(), lua_Integer(ref))
    }

    /// Calls the function from the host (a completion, a gesture action) with the arguments `pushArgs`
    /// pushes; an error goes to the scope or is reported, never thrown into the caller.
    func callFromHost(_ pushArgs: (LuaState) -> Int32 = { _ in 0 }) {
        call(pushFunction: { _ in push(); return true }, pushArgs)
    }

    /// Calls the referenced table's function `name` (found through its `__index` tables, as a
    /// class's method is) from the host, as `callFromHost` does; nothing when it has none.
    func callMemberFromHost(_ name: String, _ pushArgs: (LuaState) -> Int32 = { _ in 0 }) {
        call(pushFunction: { lua in
            push()
            let type = LuaStack.getMember(lua.state, -1, name)
            lua_copy(lua.state, -1, -2)
            sc_pop(lua.state, 1)
            return type == LUA_TFUNCTION
        }, pushArgs)
    }

    /// As `callMemberFromHost`, for an override that answers (a view's `hitTest`): `read` gets the
    /// state with the `nresults` results on top. Returns nil when there is no such function, false
    /// when it raised (reported as `callFromHost` reports), true when `read` ran.
    @discardableResult
    func callMemberFromHost(_ name: String, nresults: Int32, _ pushArgs: (LuaState) -> Int32,
                            read: (OpaquePointer) -> Void) -> Bool? {
        call(pushFunction: { lua in
            push()
            let type = LuaStack.getMember(lua.state, -1, name)
            lua_copy(lua.state, -1, -2)
            sc_pop(lua.state, 1)
            return type == LUA_TFUNCTION
        }, pushArgs, nresults: nresults, read: read)
    }

    /// stack: unchanged.
    @discardableResult
    private func call(pushFunction: (LuaState) -> Bool, _ pushArgs: (LuaState) -> Int32,
                      nresults: Int32 = 0, read: (OpaquePointer) -> Void = { _ in }) -> Bool? {
        guard let lua, generation?.isRetired != true else { return nil }
        let top = lua_gettop(lua.state)
        defer { lua_settop(lua.state, top) }
        guard pushFunction(lua) else { return nil }
        let nargs = pushArgs(lua)
        let previous = (lua.currentScope, lua.currentGeneration)
        lua.currentScope = scope
        lua.currentGeneration = generation
        defer { (lua.currentScope, lua.currentGeneration) = previous }
        do throws(LuaError) {
            try lua.call(nargs: nargs, nresults: nresults)
            read(lua.state)
            return true
        } catch {
            lua.fail(error, scope: scope)
            return false
        }
    }
}

extension LuaState {
    /// Reports a script error from a deferred callback: to its scope, else as a diagnostic.
    func fail(_ error: LuaError, scope: LuaErrorScope?) {
        errors.append(error)
        if let scope { return scope.scriptDidFail(error) }
        Engine.current?.report(Diagnostic(kind: .scriptError, message: "\(error.kind) error: \(error.message)", source: error.source))
    }

    /// Calls the function at `index` synchronously from inside a bound function, returning the
    /// error text to re-raise once the Swift API has returned (so no Swift frame is skipped).
    /// stack: unchanged.
    func callNested(_ L: OpaquePointer, _ index: Int32, _ pushArgs: (OpaquePointer) -> Int32 = { _ in 0 }) -> BridgeError? {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_pushvalue(L, index)
        let nargs = pushArgs(L)
        do throws(LuaError) {
            try call(nargs: nargs, nresults: 0)  // `L` is the calling thread, which `state` is now
            return nil
        } catch {
            return BridgeError(error.luaText, isRaw: true)
        }
    }

    /// A reference to the value at `index`. stack: unchanged.
    func ref(at index: Int32) -> LuaRef {
        lua_pushvalue(state, index)
        return LuaRef(popping: self)
    }

    /// The value at `index`, held without keeping it alive (T12.1). stack: unchanged.
    func weakRef(at index: Int32) -> LuaWeakRef {
        lua_pushvalue(state, index)
        return LuaWeakRef(popping: self)
    }
}
