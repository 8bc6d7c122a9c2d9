import CLuaShim
import Foundation
import Stagecraft
import StagecraftLua

/// Hot-reloaded roles in a scenario (docs/stress.md, ST1.5): `hotTransition` gives a controller a
/// transitioning delegate whose animator is loaded by a `HotReloader` (LUA_EMBEDDING.md §5), and
/// `reloadScripts()` reloads every script it loaded from disk, as a save in an editor does: a
/// transition in flight keeps the generation it started with, the next one gets the new one.
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
            let (resolved, _) = try readScript(host, path)
            let reloader = try host.hotReloader()
            let script: ReloadableScript<ScriptAnimator>
            do throws(LuaError) { script = try reloader.load(resolved, as: .animator) } catch {
                throw ScenarioError("animator \(resolved) did not load: \(error.message)")
            }
            host.hotPaths.append(script.path)
            let delegate = HotTransitioningDelegate(presenting: script)
            host.keepAlive.append(delegate)
            controller.transitioningDelegate = delegate
            if let style = try a.stringField(spec, "style") {
                guard let value = ModalPresentationStyle(rawValue: style) else {
                    throw ScenarioError("unknown style '\(style)' (\(ModalPresentationStyle.allNames))")
                }
                controller.modalPresentationStyle = value
            }
            return 0 } }),
        // reloadScripts(): every script hotTransition loaded, reloaded from disk now (ST1.5).
        ("reloadScripts", { s in hostCall(s, "reloadScripts") { a throws(ScenarioError) in
            let host = try a.host
            guard let reloader = host.hot else { return 0 }
            let failed = reloader.reload(changed: host.hotPaths).compactMap(\.error)
            if let error = failed.first { throw ScenarioError("reload failed: \(error.message)") }
            return 0 } }),
    ]
}

extension ScenarioHost {
    /// The host's hot reloader, made on first use: its scripts live in a Lua state of their own,
    /// found in the scenario's script roots, and nothing watches the disk (`reloadScripts` says when).
    func hotReloader() throws(ScenarioError) -> HotReloader {
        if let hot { return hot }
        let roots = searchDirectories.filter { FileManager.default.fileExists(atPath: $0) }
        do throws(LuaError) {
            let made = try HotReloader(roots: roots, limits: options.limits, seed: options.seed, watch: false)
            hot = made
            return made
        } catch {
            throw ScenarioError("cannot create the hot reloader's Lua state: \(error.message)")
        }
    }
}
