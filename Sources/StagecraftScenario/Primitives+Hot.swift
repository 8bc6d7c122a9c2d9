import CLuaShim
import Foundation
import Stagecraft
import StagecraftLua

/// Hot reload in a scenario (docs/stress.md, ST1.5). Every role the scenario loads from disk
/// (`animator "…"`, `presentation "…"`, `interaction "…"`, `delegate "…"`, a path in
/// `transition{…}`, `hotTransition`) is loaded by the host's `HotReloader`, the machinery
/// `stagecraft watch` uses, over the scenario's own Lua state; `reloadScripts()` reloads them all
/// from disk, as a save in an editor does: a transition in flight keeps the generation it started
/// with, the next one gets the newest (docs/embedding.md, "Hot reload").
enum HotPrimitives {
    static let all: [(String, lua_CFunction)] = [
        // hotTransition(detail, { animator = "animators/fade.lua" [, style = "overFullScreen"] })
        ("hotTransition", { s in hostCall(s, "hotTransition") { a throws(ScenarioError) in
            let host = try a.host
            let controller = try a.controller(1)
            let spec = try a.table(2)
            try a.checkKeys(spec, ["animator", "style"])
            guard let path = try a.stringField(spec, "animator") else {
                throw ScenarioError("hotTransition needs { animator = \"animators/….lua\" [, style = …] }")
            }
            let delegate = HotTransitioningDelegate(presenting: try host.loadRole(path, as: .animator, .animator))
            host.keepAlive.append(delegate)
            controller.transitioningDelegate = delegate
            if let style = try a.stringField(spec, "style") {
                guard let value = ModalPresentationStyle(rawValue: style) else {
                    throw ScenarioError("unknown style '\(style)'" + NameSuggestions.hint(for: style, among: ModalPresentationStyle.allCases.filter { $0 != .none }.map(\.rawValue))
                                        + " (\(ModalPresentationStyle.allNames))")
                }
                controller.modalPresentationStyle = value
            }
            return 0 } }),
        // reloadScripts(): every role script loaded from disk, and the modules they require,
        // reloaded now (ST1.5). A reload that fails keeps every script's last good generation and
        // is an error naming the broken file:line.
        ("reloadScripts", { s in hostCall(s, "reloadScripts") { a throws(ScenarioError) in
            guard let reloader = try a.host.hot else { return 0 }
            if let error = reloader.reloadAll().compactMap(\.error).first {
                throw ScenarioError("reload failed, the last good scripts keep running: \(error.message)")
            }
            return 0 } }),
    ]
}

/// A role script the scenario loaded from disk, found again from what the scenario got back: the
/// role's first generation (a handle) or, for a delegate, the module table (a reference in the
/// scenario state's registry, which lives as long as the host).
struct LoadedRole {
    weak var first: AnyObject?
    let module: Int32?
    let script: AnyObject
}

extension ScenarioHost {
    /// The host's hot reloader, made on first use over the scenario's Lua state and script roots;
    /// nothing watches the disk (`reloadScripts` says when).
    func hotReloader() -> HotReloader {
        if let hot { return hot }
        let made = HotReloader(adopting: lua, roots: searchDirectories.filter { FileManager.default.fileExists(atPath: $0) })
        hot = made
        return made
    }

    /// Loads the role script at `path` (found like every script) through the hot reloader, under
    /// the name the scenario's messages use. stack: unchanged.
    func loadRole<Role>(_ path: String, as loader: RoleLoader<Role>, _ kind: RoleValues.Kind,
                        module: Bool = false) throws(ScenarioError) -> ReloadableScript<Role> {
        let (resolved, _) = try readScript(self, path)
        let script: ReloadableScript<Role>
        do throws(LuaError) {
            script = try hotReloader().load(resolved, as: loader, chunkName: resolved)
        } catch {
            roleLoadError = error
            throw ScenarioError(error.kind == .misuse ? error.message : "\(kind.rawValue) \(resolved) did not load: \(error.message)")
        }
        let first = script.current
        var table: Int32?
        if module {
            loader.pushModule(first)
            table = luaL_ref(lua.state, sc_registryindex())
        }
        loadedRoles.append(LoadedRole(first: first, module: table, script: script))
        return script
    }

    /// The script whose first generation is `object`, if the scenario loaded it from disk.
    func loadedScript<Role>(of object: AnyObject, _ role: Role.Type) -> ReloadableScript<Role>? {
        loadedRoles.first { $0.first === object }?.script as? ReloadableScript<Role>
    }

    /// The interaction controller script whose controller is `object`, if the scenario loaded it from disk.
    func loadedInteraction(controller object: AnyObject) -> ReloadableScript<InteractionControllerScript>? {
        loadedRoles.first { ($0.first as? InteractionControllerScript)?.controller === object }?.script as? ReloadableScript<InteractionControllerScript>
    }

    /// The script of `role` whose module table is at `index`, if the scenario loaded it from disk.
    /// stack: unchanged.
    func loadedScript<Role>(table index: Int32, _ role: Role.Type) -> ReloadableScript<Role>? {
        let L = lua.state, index = lua_absindex(L, index)
        for entry in loadedRoles {
            guard let module = entry.module, let script = entry.script as? ReloadableScript<Role> else { continue }
            lua_rawgeti(L, sc_registryindex(), lua_Integer(module))
            defer { sc_pop(L, 1) }
            if lua_rawequal(L, -1, index) != 0 { return script }
        }
        return nil
    }
}
