import CLuaShim
import Foundation

/// Which script file requires which: the edges hot reload follows so that the modules that
/// `require` a changed module reload too (docs/embedding.md, "Hot reload").
///
/// Edges are recorded by the sandbox's `require` (the requiring chunk is read from the caller's
/// debug info, so a `require` inside a callback counts as well as one at load time). Files are
/// identified by canonical absolute paths, the chunk names hot reload loads them under.
public final class ModuleRegistry {
    /// requirer path → required paths.
    private var requires: [String: Set<String>] = [:]
    /// module path → the name `require` knows it by (`animators.easing`).
    private(set) var moduleNames: [String: String] = [:]
    private var pathsByName: [String: String] = [:]

    public init() {}

    /// Records that `requirer` requires module `name`, found at `path` (nil: already loaded, path
    /// known from an earlier record).
    func record(requirer: String?, name: String, path: String?) {
        // Paths arrive canonical already: hot reload gives the state canonical script roots and
        // loads files under their canonical paths, so a `require` costs no system call here.
        if let path {
            moduleNames[path] = name
            pathsByName[name] = path
        }
        guard let requirer, let target = path ?? pathsByName[name] else { return }
        requires[requirer, default: []].insert(target)
    }

    /// The paths `path` requires directly.
    public func dependencies(of path: String) -> Set<String> { requires[path] ?? [] }

    /// `paths` and every file that requires one of them, directly or through others.
    public func affected(by paths: Set<String>) -> Set<String> {
        var result = paths
        var frontier = Array(paths)
        while let changed = frontier.popLast() {
            for (requirer, targets) in requires where targets.contains(changed) && !result.contains(requirer) {
                result.insert(requirer)
                frontier.append(requirer)
            }
        }
        return result
    }

    /// Forgets what `path` required (before it loads again, so stale edges go).
    func forgetEdges(of path: String) { requires[path] = nil }

    /// A copy of the edges, to restore when a reload fails.
    var snapshot: ([String: Set<String>], [String: String], [String: String]) { (requires, moduleNames, pathsByName) }

    func restore(_ snapshot: ([String: Set<String>], [String: String], [String: String])) {
        (requires, moduleNames, pathsByName) = snapshot
    }

    /// Sends `lua`'s `require` records here. Weak: the state may outlive the registry.
    func observe(_ lua: LuaState) {
        lua.requireObserver = { [weak self] requirer, name, path in
            self?.record(requirer: requirer.flatMap(ModuleRegistry.path(ofChunk:)), name: name, path: path)
        }
    }

    /// The file of a chunk name (`@/abs/file.lua` → `/abs/file.lua`), nil for strings.
    static func path(ofChunk source: String) -> String? {
        source.hasPrefix("@") ? String(source.dropFirst()) : nil
    }
}

extension Sandbox {
    /// The chunk name of the Lua function calling the running C function (`@path`), if any.
    /// Debug info only: it cannot raise.
    static func callerSource(_ L: OpaquePointer) -> String? {
        var info = lua_Debug()
        var level: Int32 = 1
        // Past C functions between (`pcall(require, "x")`): the Lua function that asked.
        while lua_getstack(L, level, &info) != 0 {
            level += 1
            guard lua_getinfo(L, "S", &info) != 0, let source = info.source else { continue }
            if String(cString: info.what) == "C" { continue }
            return String(cString: source)
        }
        return nil
    }
}
