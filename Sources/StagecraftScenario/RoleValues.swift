import CLuaShim
import Foundation
import Stagecraft
import StagecraftLua

/// Turns what a scenario passes for a transition role into the bridge's script role, so a
/// scenario runs exactly the scripts a user writes. Each role accepts what `animator(path)`,
/// `presentation(path)`, `interaction(path)` or `delegate(path)` returned, a module table
/// (`require "delegates.mastering"`, or one written inline), or a script's path.
enum RoleValues {
    /// The role kinds, with how to make one (for messages).
    enum Kind: String {
        case animator, presentation, interaction, delegate
        var usage: String { "\(rawValue) \"\(rawValue == "delegate" ? "delegates" : rawValue + "s")/name.lua\", a module table or a path" }
    }

    /// An animation controller: a ScriptAnimator (or any bound animator) handle, a module table,
    /// or an animator script's path. One the scenario loaded from disk is handed out as its
    /// active generation each time (ST1.5).
    static func animator(_ a: HostArgs, _ index: Int32, _ key: String) throws(ScenarioError) -> RoleSource<ViewControllerAnimatedTransitioning> {
        let host = try a.host
        if let object = try handle(a, index, key, .animator) {
            guard let role = object as? ViewControllerAnimatedTransitioning else { throw mismatch(a, index, key, .animator) }
            if let script = host.loadedScript(of: object, ScriptAnimator.self) { return RoleSource { script.current } }
            return RoleSource { role }
        }
        if lua_type(a.L, index) == LUA_TSTRING {
            let script = try host.loadRole(try a.string(index), as: .animator, .animator)
            return RoleSource { script.current }
        }
        let chunk = try pushModule(a, index, key, .animator)
        do throws(LuaError) {
            let animator = try ScriptAnimator(lua: host.lua, popping: (), chunkName: chunk)
            host.keepAlive.append(animator)
            return RoleSource { animator }
        } catch {
            throw ScenarioError(error.message)
        }
    }

    /// A presentation controller script, kept to make one controller per presentation (from the
    /// active generation, when it was loaded from disk).
    static func presentation(_ a: HostArgs, _ index: Int32, _ key: String) throws(ScenarioError) -> PresentationRole {
        if let object = try handle(a, index, key, .presentation) {
            guard let role = object as? PresentationRole else { throw mismatch(a, index, key, .presentation) }
            return role
        }
        let host = try a.host
        var script: ReloadableScript<ScriptPresentationRole>?
        let chunk: String
        if lua_type(a.L, index) == LUA_TSTRING {
            let loaded = try host.loadRole(try a.string(index), as: .presentationController, .presentation)
            loaded.loader.pushModule(loaded.current)
            (script, chunk) = (loaded, loaded.chunkName)
        } else {
            chunk = try pushModule(a, index, key, .presentation)
        }
        let role = try PresentationRole(lua: host.lua, popping: chunk)
        role.script = script
        host.keepAlive.append(role)
        return role
    }

    /// An interaction controller: a UIPercentDrivenInteractiveTransition handle (one made from a
    /// handler is wired to its controller by `transition`), a module table or a script's path
    /// (its active generation, when loaded from disk). A table implementing
    /// `startInteractiveTransition` itself, with no handler callbacks, is a self-driven controller
    /// (UIKit's UIViewControllerInteractiveTransitioning); `interaction "…"` returns its table.
    static func interaction(_ a: HostArgs, _ index: Int32, _ key: String) throws(ScenarioError) -> RoleSource<ViewControllerInteractiveTransitioning> {
        let host = try a.host
        if let object = try handle(a, index, key, .interaction) {
            guard let role = object as? PercentDrivenInteractiveTransition else { throw mismatch(a, index, key, .interaction) }
            if let script = host.loadedInteraction(controller: object) { return RoleSource { script.current.controller } }
            return RoleSource { role }
        }
        if lua_type(a.L, index) == LUA_TSTRING {
            let script = try host.loadRole(try a.string(index), as: .interactionController, .interaction, module: true)
            return RoleSource { script.current.controller }
        }
        if lua_type(a.L, index) == LUA_TTABLE, let script = host.loadedScript(table: index, InteractionControllerScript.self) {
            return RoleSource { script.current.controller }
        }
        let chunk = try pushModule(a, index, key, .interaction)
        do throws(LuaError) {
            let interaction = try InteractionControllerScript(lua: host.lua, popping: (), chunkName: chunk)
            host.keepAlive.append(interaction)
            return RoleSource { interaction.controller }
        } catch {
            throw ScenarioError(error.message)
        }
    }

    /// A delegate script (transitioning, navigation and tab bar callbacks in one table). Also
    /// says whether the script answers `presentationControllerForPresented`, which UIKit only asks
    /// of `.custom` presentations. One loaded from disk (its path, or the table `delegate "…"`
    /// returned) answers with its active generation (`HotScriptDelegate`).
    static func delegate(_ a: HostArgs, _ index: Int32, _ key: String) throws(ScenarioError) -> (ScenarioDelegateRole, presents: Bool) {
        let host = try a.host, L = a.L
        if let object = try handle(a, index, key, .delegate) {
            guard let role = object as? ScriptDelegate else { throw mismatch(a, index, key, .delegate) }
            if let script = host.loadedScript(of: object, ScriptDelegate.self) { return (host.hotDelegate(script), false) }
            return (role, false)
        }
        var loaded: ReloadableScript<ScriptDelegate>?
        if lua_type(L, index) == LUA_TSTRING {
            loaded = try host.loadRole(try a.string(index), as: .delegate, .delegate, module: true)
        } else if lua_type(L, index) == LUA_TTABLE {
            loaded = host.loadedScript(table: index, ScriptDelegate.self)
        }
        if let loaded {
            loaded.loader.pushModule(loaded.current)
            defer { sc_pop(L, 1) }
            return (host.hotDelegate(loaded), presents(L))
        }
        let chunk = try pushModule(a, index, key, .delegate)
        let answers = presents(L)
        do throws(LuaError) {
            let delegate = try ScriptDelegate(lua: host.lua, popping: (), chunkName: chunk)
            host.keepAlive.append(delegate)
            return (delegate, answers)
        } catch {
            throw ScenarioError(error.message)
        }
    }

    /// Whether the delegate table on top defines `presentationControllerForPresented`. stack: unchanged.
    private static func presents(_ L: OpaquePointer) -> Bool {
        guard lua_type(L, -1) == LUA_TTABLE else { return false }
        defer { sc_pop(L, 1) }
        return lua_getfield(L, -1, "presentationControllerForPresented") == LUA_TFUNCTION
    }

    /// The Swift object of a handle at `index`, nil for a table or a path. stack: unchanged.
    private static func handle(_ a: HostArgs, _ index: Int32, _ key: String, _ kind: Kind) throws(ScenarioError) -> AnyObject? {
        guard lua_type(a.L, index) == LUA_TUSERDATA else { return nil }
        guard let handle = sc_tohandle(a.L, index), let pointer = handle.pointee.object else { throw mismatch(a, index, key, kind) }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    private static func mismatch(_ a: HostArgs, _ index: Int32, _ key: String, _ kind: Kind) -> ScenarioError {
        ScenarioError("'\(key)' must be \(kind == .animator || kind == .interaction ? "an" : "a") \(kind.rawValue) (\(kind.usage)), not \(a.typeName(index))")
    }

    /// Pushes the role's module table, the table at `index` (a path is loaded by `loadRole`).
    /// Returns the chunk name the role's messages use. stack: pushes 1.
    static func pushModule(_ a: HostArgs, _ index: Int32, _ key: String, _ kind: Kind) throws(ScenarioError) -> String {
        let L = a.L
        guard lua_type(L, index) == LUA_TTABLE else { throw mismatch(a, index, key, kind) }
        let file = try a.host.file
        lua_pushvalue(L, index)
        return chunkName(ofTableOnTop: L) ?? file
    }

    /// The file a table's functions were written in (`examples/delegates/mastering.lua`), so a
    /// role made from `require`'s result names its script. stack: unchanged.
    static func chunkName(ofTableOnTop L: OpaquePointer) -> String? {
        let table = lua_gettop(L)
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            if lua_type(L, -1) == LUA_TFUNCTION {
                var info = lua_Debug()
                if lua_getinfo(L, ">S", &info) != 0, let source = info.source {  // pops the function
                    let text = String(cString: source)
                    if text.hasPrefix("@") {
                        sc_pop(L, 1)
                        return String(text.dropFirst())
                    }
                }
                continue
            }
            sc_pop(L, 1)
        }
        return nil
    }
}

/// Finds `path` in the scenario's directory, its parent, `examples/` or the working directory.
/// Like `require`, it reads only files inside those roots (symbolic links resolved): a scenario
/// from a repository must not read `/etc` or a home directory through `animator "../../…"`.
func readScript(_ host: ScenarioHost, _ path: String) throws(ScenarioError) -> (String, String) {
    let candidates = path.hasPrefix("/") ? [path] : host.searchDirectories.map { $0 == "." ? path : "\($0)/\(path)" }
    host.lua.noteSought(candidates.map(normalize))
    guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
        throw ScenarioError("script '\(path)' not found (looked in \(candidates.joined(separator: ", ")))")
    }
    let roots = host.searchDirectories.compactMap(ScriptRoots.realPath)
    guard let real = ScriptRoots.realPath(found), ScriptRoots.contains(real, roots: roots) else {
        throw ScenarioError("script '\(path)' is outside the script roots (\(host.searchDirectories.joined(separator: ", "))): "
                            + "role scripts load only from the scenario's folder, its parent, examples/ and the working directory")
    }
    var info = stat()
    guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw ScenarioError("script '\(path)' is not a regular file") }
    guard let data = FileManager.default.contents(atPath: found), let text = String(data: data, encoding: .utf8) else {
        throw ScenarioError("script '\(found)' is not readable UTF-8 text")
    }
    return (normalize(found), text)
}

/// `a/b/../c` → `a/c`, `./x` → `x`: file names in messages as people write them.
func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
        parts.append(part)
    }
    return parts.joined(separator: "/")
}
