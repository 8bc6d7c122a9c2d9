import CLuaShim
import Foundation
import Stagecraft

/// A script role's Lua table kept for Swift, and the calls into it. Every role (animator,
/// presentation controller, interaction handler, delegate) calls its script through here, so
/// errors are handled one way: caught, recorded, handed to the role's `scriptDidFail`.
public final class ScriptTable {
    let lua: LuaState
    private let ref: LuaRef
    /// The chunk the table came from (`examples/animators/fade.lua`).
    let chunkName: String
    /// The hot-reload generation the script belongs to (nil when not hot-reloaded).
    var generation: GenerationToken?
    /// What a callback written as a method (`function Fade:animateTransition(ctx)`, whose first
    /// parameter is `self`) gets as `self`; plain functions (`function M.animateTransition(ctx)`)
    /// are called with the arguments alone. Roles whose callbacks already take their Swift object
    /// first (presentation controllers, interaction handlers, screens) leave it `.none`.
    var methodSelf: MethodSelf = .none

    enum MethodSelf {
        case none
        /// The role table itself: an animator's or a delegate's instance.
        case table
        /// A Swift object: a screen that is its own delegate is `self` in its delegate callbacks.
        case object(() -> AnyObject?)
    }

    /// Keeps the table on top of the stack. stack: pops 1.
    init(lua: LuaState, popping chunkName: String) {
        self.lua = lua
        self.chunkName = chunkName
        ref = LuaRef(popping: lua)
    }

    /// stack: pushes 1.
    func push() { ref.push() }

    /// Whether `table[name]` is a function.
    func has(_ name: String) -> Bool {
        let L = lua.state
        push()
        defer { sc_pop(L, 2) }
        return LuaStack.getMember(L, -1, name) == LUA_TFUNCTION
    }

    /// Calls `table[name]` with the arguments `pushArgs` pushes, with `scope` as the error scope;
    /// `read` sees the results on top. Returns nil when there is no such function, false when it
    /// raised (the error is already reported to `scope`), true otherwise. stack: unchanged.
    @discardableResult
    func call(_ name: String, scope: LuaErrorScope, nresults: Int32 = 0, _ pushArgs: (LuaState) -> Int32 = { _ in 0 },
              read: (OpaquePointer) -> Void = { _ in }) -> Bool? {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        push()
        guard LuaStack.getMember(L, -1, name) == LUA_TFUNCTION else { return nil }
        var nargs: Int32 = 0
        if takesSelf(L) {
            switch methodSelf {
            case .none: break
            case .table: lua_pushvalue(L, -2); nargs = 1
            case .object(let object): lua.push(object()); nargs = 1
            }
        }
        // stack: table, function [, self] → function [, self]
        lua_rotate(L, top + 1, -1)
        sc_pop(L, 1)
        nargs += pushArgs(lua)
        // Callbacks the script registers now belong to its hot-reload generation, if it has one.
        let previous = (lua.currentScope, lua.currentGeneration)
        lua.currentScope = scope
        lua.currentGeneration = generation ?? previous.1
        defer { (lua.currentScope, lua.currentGeneration) = previous }
        do throws(LuaError) {
            try lua.call(nargs: nargs, nresults: nresults)
            read(L)
            return true
        } catch {
            lua.errors.append(error)
            scope.scriptDidFail(error)
            return false
        }
    }
}

extension ScriptTable {
    /// Whether the function on top was written as a method: its first parameter is `self`.
    /// stack: unchanged.
    private func takesSelf(_ L: OpaquePointer) -> Bool {
        if case .none = methodSelf { return false }
        guard let name = lua_getlocal(L, nil, 1) else { return false }
        return strcmp(name, "self") == 0
    }
}

extension ScriptRole {
    /// The Swift object of the live handle on top, if it is one. stack: unchanged.
    static func handleObject(_ L: OpaquePointer) -> AnyObject? {
        guard let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `source` and leaves what it returns on top. stack: pushes 1.
    static func load(_ lua: LuaState, source: String, chunkName: String) throws(LuaError) {
        try lua.load(source, chunkName: "@" + chunkName)
        try lua.call(nargs: 0, nresults: 1, budget: lua.limits.loadBudget)
    }

    /// The role's name: its `debugName` field (so a port can keep the Swift type's name), else the
    /// file name. stack: unchanged.
    static func debugName(_ lua: LuaState, chunkName: String) -> String {
        let L = lua.state
        defer { sc_pop(L, 1) }
        if LuaStack.getMember(L, -1, "debugName") == LUA_TSTRING, let name = LuaStack.string(L, -1) { return name }
        return chunkName.split(separator: "/").last.map(String.init) ?? chunkName
    }

    /// `file:line` of the first of `names` the table on top defines. stack: unchanged.
    static func location(_ lua: LuaState, chunkName: String, of names: [String]) -> String? {
        let L = lua.state
        for name in names {
            guard LuaStack.getMember(L, -1, name) == LUA_TFUNCTION else { sc_pop(L, 1); continue }
            return definitionSite(L, chunkName: chunkName)
        }
        return nil
    }

    /// `file:line` where the function on top was defined: its own file, which for a table a
    /// delegate returned is the animator's module, not the delegate's chunk. stack: pops 1.
    static func definitionSite(_ L: OpaquePointer, chunkName: String) -> String? {
        var info = lua_Debug()
        guard lua_getinfo(L, ">S", &info) != 0 else { return nil }  // pops the function
        guard info.linedefined > 0, let source = info.source else { return nil }  // a C function
        let text = String(cString: source)
        let file = text.hasPrefix("@") ? String(text.dropFirst()) : chunkName
        return "\(file):\(info.linedefined)"
    }

    /// Checks the table on top for a role whose functions are all optional but at least one is
    /// needed: a clear error names them. stack: unchanged.
    static func validateAny(_ lua: LuaState, chunkName: String, role: String, known: [String]) throws(LuaError) {
        let L = lua.state
        guard lua_type(L, -1) == LUA_TTABLE else {
            throw LuaError(kind: .misuse, message: "\(chunkName): \(role) must return a table (got \(LuaStack.typeName(L, -1)))", chunk: chunkName)
        }
        var found = false, wrong: [String] = []
        for name in known {
            let type = LuaStack.getMember(L, -1, name)
            sc_pop(L, 1)
            if type == LUA_TFUNCTION { found = true } else if type != LUA_TNIL { wrong.append(name) }
        }
        if !wrong.isEmpty {
            throw LuaError(kind: .misuse, message: "\(chunkName): \(role): not functions: \(wrong.joined(separator: ", "))", chunk: chunkName)
        }
        if !found {
            throw LuaError(kind: .misuse, message: "\(chunkName): \(role) needs at least one of \(known.map { "\($0)(…)" }.joined(separator: ", ")); none is defined", chunk: chunkName)
        }
    }

    /// Reports a role's script error as a `.scriptError` diagnostic naming the role and file:line.
    static func report(_ error: LuaError, role: String, source: String?) {
        Engine.current?.report(Diagnostic(kind: .scriptError, message: "\(role): \(error.kind) error: \(error.message)",
                                          subject: role, source: error.source ?? source))
    }
}

/// A role made from the script table on top of the stack (`init(lua:popping:chunkName:)`), so
/// it can also be loaded from a module's source in one step.
public protocol LoadableScriptRole: ScriptedRole {
    init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError)
}

extension LoadableScriptRole {
    /// Loads `source` as `chunkName` and checks that what it returns is this role.
    public init(lua: LuaState, source: String, chunkName: String) throws(LuaError) {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try ScriptRole.load(lua, source: source, chunkName: chunkName)
        try self.init(lua: lua, popping: (), chunkName: chunkName)
    }
}

extension ScriptTable {
    /// The `className` (else `debugName`) fields of a screen's table and of the tables it
    /// inherits from through `__index`, most specific first. Read raw: no script runs.
    func screenClassNames() -> [String] {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var names: [String] = []
        push()
        for _ in 0..<32 where lua_type(L, -1) == LUA_TTABLE {
            // `className`, else `debugName` (a port's way to keep the Swift type's name).
            for key in ["className", "debugName"] {
                if LuaStack.getField(L, -1, key) == LUA_TSTRING, let name = LuaStack.string(L, -1), !names.contains(name) { names.append(name) }
                sc_pop(L, 1)
            }
            guard lua_getmetatable(L, -1) != 0 else { break }
            LuaStack.getField(L, -1, "__index")
        }
        return names
    }
}
