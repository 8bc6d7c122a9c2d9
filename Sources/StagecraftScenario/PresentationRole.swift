import CLuaShim
import Stagecraft
import StagecraftLua

/// A presentation controller script (`presentation(path)`, `dimming{…}`, or a module table):
/// UIKit makes a new presentation controller for every presentation, so this keeps the script's
/// table and makes a `ScriptPresentationController` from it each time the delegate is asked.
/// The script's overrides see each controller as `self` (per-presentation state keys on it).
final class PresentationRole {
    /// Weak: the host owns the state and outlives every role it keeps; a role must not close it.
    private weak var lua: LuaState?
    private let table: Int32
    let chunkName: String
    /// The script when it was loaded from disk: each presentation's controller then comes from
    /// its active generation (ST1.5); `table` is its first one, checked here.
    var script: ReloadableScript<ScriptPresentationRole>?

    /// Checks the table on top (the bridge's own checks, run once on a probe controller, so a
    /// broken script fails where the scenario names it, not at present time) and keeps it.
    /// stack: pops 1.
    init(lua: LuaState, popping chunkName: String) throws(ScenarioError) {
        let L = lua.state
        do { try Self.checkColor(L, chunkName) } catch {
            sc_pop(L, 1)
            throw error
        }
        lua_pushvalue(L, -1)
        do throws(LuaError) {
            let probe = ViewController(name: "probe")
            _ = try ScriptPresentationController(lua: lua, popping: (), chunkName: chunkName, presented: probe, presenting: probe)
        } catch {
            sc_pop(L, 1)
            throw ScenarioError(error.message)
        }
        self.lua = lua
        self.chunkName = chunkName
        table = luaL_ref(L, sc_registryindex())
    }

    deinit {
        if let lua { luaL_unref(lua.state, sc_registryindex(), table) }
    }

    /// A fresh controller for one presentation; nil (UIKit's default) if the table no longer
    /// passes the checks, which is reported as a script error rather than raised into the core.
    func make(presented: ViewController, presenting: ViewController) -> PresentationController? {
        if let script { return script.current.makeController(presented: presented, presenting: presenting) }
        guard let lua else { return nil }
        lua_rawgeti(lua.state, sc_registryindex(), lua_Integer(table))
        do throws(LuaError) {
            return try ScriptPresentationController(lua: lua, popping: (), chunkName: chunkName, presented: presented, presenting: presenting)
        } catch {
            Engine.current?.report(Diagnostic(kind: .scriptError, message: error.message, subject: chunkName, source: error.source))
            return nil
        }
    }

    /// The bridge reads an unparsable `dimmingColor` as "no colour" and keeps the default; a
    /// scenario author wants to hear about the typo. stack: unchanged.
    private static func checkColor(_ L: OpaquePointer, _ chunkName: String) throws(ScenarioError) {
        guard lua_type(L, -1) == LUA_TTABLE else { return }  // the bridge's check says what is wrong
        LuaStack.push(L, "dimmingColor")
        let kind = lua_rawget(L, -2)
        defer { sc_pop(L, 1) }
        switch kind {
        case LUA_TNIL, LUA_TTABLE, LUA_TUSERDATA: return
        case LUA_TSTRING:
            guard let text = luaString(L, -1), Color(parsing: text) == nil else { return }
            throw ScenarioError("\(chunkName): dimmingColor '\(text)' is not a colour (a name like systemBlue, or #rrggbb[aa])")
        default:
            throw ScenarioError("\(chunkName): dimmingColor must be a colour name, #rrggbb[aa] or UIColor(…), not \(LuaStack.typeName(L, -1))")
        }
    }
}

extension PresentationRole {
    /// The keys `dimming{…}` takes: DimmingPresentationController's settings in a presentation script.
    static let dimmingKeys: Set<String> = ["dimmingColor", "dimmingAlpha", "dismissesOnTap", "bottomSheet", "debugName"]

    /// `dimming{…}`: a presentation script that extends the ready dimming controller with these
    /// settings, made from a copy of the table at `index` (so the scenario's table stays its own).
    static func dimming(_ a: HostArgs, _ index: Int32?) throws(ScenarioError) -> PresentationRole {
        let L = a.L, host = try a.host
        lua_createtable(L, 0, 6)
        let copy = lua_gettop(L)
        if let index {
            let source = lua_absindex(L, index)
            lua_pushnil(L)
            while lua_next(L, source) != 0 {
                guard let key = luaString(L, -2), dimmingKeys.contains(key) else {
                    let name = luaString(L, -2) ?? LuaStack.typeName(L, -2)
                    lua_settop(L, copy - 1)
                    throw ScenarioError("dimming{…} has no setting '\(name)' (it takes \(dimmingKeys.sorted().joined(separator: ", ")))")
                }
                lua_pushvalue(L, -2)
                lua_rotate(L, -2, 1)
                lua_rawset(L, copy)
            }
        }
        LuaStack.push(L, "DimmingPresentationController")
        lua_setfield(L, copy, "extends")
        if lua_getfield(L, copy, "debugName") <= LUA_TNIL {  // traces name it as the Swift class they show
            LuaStack.push(L, "DimmingPresentationController")
            lua_setfield(L, copy, "debugName")
        }
        sc_pop(L, 1)
        return try PresentationRole(lua: host.lua, popping: "dimming{…} at \(ScenarioHost.location(L, level: 1) ?? host.file)")
    }
}
