import CLuaShim
import Foundation

/// A script playing one role (an animator, a presentation controller…) that hot reload keeps
/// up to date: `current` is always the active generation's role, so a delegate that asks for it
/// at the start of each transition hands out the newest code, while a transition already running
/// keeps the role it started with.
///
/// Made by `HotReloader.load(_:as:)`.
public final class ReloadableScript<Role: AnyObject> {
    /// The script's canonical path (also its chunk name).
    public let path: String
    /// What its code is loaded as (`@chunkName`): the path, or the name its host shows.
    public let chunkName: String
    public let loader: RoleLoader<Role>
    let generations: GenerationList<Role>
    /// The host-owned table handed to `onReload(state, generation)`; it outlives generations.
    var stateTable: LuaRef
    /// The error of the last reload when it failed (the previous generation keeps running);
    /// nil after a success.
    public internal(set) var lastError: LuaError?

    init(path: String, chunkName: String, loader: RoleLoader<Role>, first: GenerationList<Role>.Entry, stateTable: LuaRef) {
        self.path = path
        self.chunkName = chunkName
        self.loader = loader
        generations = GenerationList(first)
        self.stateTable = stateTable
    }

    /// The active generation's role. Old generations with nothing in flight are retired first.
    public var current: Role {
        generations.retireIdle(isInFlight: loader.isInFlight)
        return generations.active.role
    }

    /// The active generation's number (1 for the first load).
    public var generation: Int { generations.active.token.number }

    /// The active generation's token (its callbacks' cancellation flag).
    public var token: GenerationToken { generations.active.token }

    /// Older generations still finishing work (a transition in flight).
    public var retiringCount: Int { generations.retiring.count }
}

/// The registry's view of a `ReloadableScript` of any role.
protocol AnyReloadableScript: AnyObject {
    var path: String { get }
    var generation: Int { get }
    var lastError: LuaError? { get set }
    /// Loads the file again into `lua` as the next generation; nothing changes until `commit`.
    func stage(in lua: LuaState, copyingStateFrom old: LuaState?) throws(LuaError) -> StagedGeneration
    func commit(_ staged: StagedGeneration)
    func retireIdle()
}

/// A generation loaded and checked, not yet active.
final class StagedGeneration {
    let token: GenerationToken
    let role: AnyObject
    let lua: LuaState
    let stateTable: LuaRef
    init(token: GenerationToken, role: AnyObject, lua: LuaState, stateTable: LuaRef) {
        self.token = token
        self.role = role
        self.lua = lua
        self.stateTable = stateTable
    }
}

extension ReloadableScript: AnyReloadableScript {
    func stage(in lua: LuaState, copyingStateFrom old: LuaState?) throws(LuaError) -> StagedGeneration {
        let token = GenerationToken(number: generation + 1)
        do throws(LuaError) {
            let source = try lua.outsideBudget { () throws(LuaError) in try Self.read(path, role: loader.roleName) }
            let role = try loader.make(lua, source, chunkName, token)
            let state = old.map { lua.copyTable(stateTable, from: $0) } ?? stateTable
            try Self.callOnReload(lua, module: { loader.pushModule(role) }, state: state, token: token)
            return StagedGeneration(token: token, role: role, lua: lua, stateTable: state)
        } catch {
            token.retire()  // whatever the failed load registered never runs
            throw error
        }
    }

    func commit(_ staged: StagedGeneration) {
        guard let role = staged.role as? Role else { return }
        stateTable = staged.stateTable
        lastError = nil
        generations.activate(.init(token: staged.token, role: role, lua: staged.lua), isInFlight: loader.isInFlight)
    }

    func retireIdle() { generations.retireIdle(isInFlight: loader.isInFlight) }

    /// The script's text (an override's, when `overrides` has one for it); a clear error when it
    /// is gone or not text.
    static func read(_ path: String, role: String? = nil, overrides: ScriptOverrides = ScriptOverrides()) throws(LuaError) -> String {
        if let text = overrides.text(for: path) { return try ScriptSources.roleLua(path: path, text: text, role: role, overrides: overrides) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LuaError(kind: .misuse, message: "\(path): cannot read the script (deleted or renamed?)", chunk: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LuaError(kind: .misuse, message: "\(path): the script is not UTF-8 text", chunk: path)
        }
        // A role written in Swift: its translation, line for line (`ScriptSources`).
        return try ScriptSources.roleLua(path: path, text: text, role: role, overrides: overrides)
    }

    /// Calls `module.onReload(state, generation)` when the module defines it, under the load
    /// budget and as the new generation. stack: unchanged.
    static func callOnReload(_ lua: LuaState, module pushModule: () -> Void, state: LuaRef, token: GenerationToken) throws(LuaError) {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        pushModule()
        guard lua_type(L, -1) == LUA_TTABLE, LuaStack.getField(L, -1, "onReload") == LUA_TFUNCTION else { return }
        state.push()
        lua_pushinteger(L, lua_Integer(token.number))
        let previous = lua.currentGeneration
        lua.currentGeneration = token
        defer { lua.currentGeneration = previous }
        try lua.call(nargs: 2, nresults: 0, budget: lua.limits.loadBudget)
    }
}
