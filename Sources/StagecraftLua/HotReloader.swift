import Foundation

/// Hot reload (docs/embedding.md, "Hot reload"): watches the script roots, and when files change reloads the
/// scripts that use them — the changed files and every script that `require`s one, directly or
/// not — as new generations, all or nothing.
///
/// A reload loads each script again under the load budget and the memory cap, checks its role,
/// and calls its `onReload(state, generation)`. If anything fails (syntax error, runtime error,
/// missing role function, timeout, memory, a deleted file) every script keeps its last good
/// generation, the `require` cache is put back, the error is reported with its file and line, and
/// the change is retried with the next save. A soft reload reuses the `lua_State` (changed modules
/// leave the `require` cache); `hardReload()` loads everything into a fresh one.
///
/// Single-threaded like the engine: call `poll()` or `wait(timeout:)` from the thread that runs
/// the transitions.
public final class HotReloader {
    /// One reload of one script, for hosts and the CLI's `watch`.
    public struct Report: CustomStringConvertible {
        public enum Outcome {
            case reloaded
            /// The previous generation keeps running.
            case failed(LuaError)
        }

        /// The script's canonical path.
        public let script: String
        public let outcome: Outcome
        /// The active generation after this reload (unchanged when it failed).
        public let generation: Int
        /// The changed files behind it (all the scripts' files for a hard reload).
        public let changes: [String]
        /// Seconds from the change being read to the new generation being active (or the failure known).
        public let latency: Double
        public let isHard: Bool

        public var succeeded: Bool { if case .reloaded = outcome { true } else { false } }
        public var error: LuaError? { if case let .failed(error) = outcome { error } else { nil } }

        public var description: String {
            let name = (script as NSString).lastPathComponent
            let milliseconds = String(format: "%.1f ms", latency * 1000)
            switch outcome {
            case .reloaded: return "\(name): generation \(generation) active (\(isHard ? "hard" : "soft") reload, \(milliseconds))"
            case let .failed(error): return "\(name): reload failed, generation \(generation) keeps running: \(error.kind) error: \(error.message)"
            }
        }
    }

    /// The state new generations load into (replaced by `hardReload`).
    public private(set) var lua: LuaState
    /// Canonical script roots: where `require` looks and what is watched.
    public let roots: [String]
    /// Canonical directories `require` looks in, when they differ from the watched roots (a host
    /// that resolves modules the way its scripts' own runs do, like `stagecraft watch`).
    public let requireRoots: [String]
    public let registry = ModuleRegistry()
    /// nil when created with `watch: false` (reload by calling `reload(changed:)`).
    public let watcher: FileWatcher?
    /// Called with every report, as it happens.
    public var onReport: ((Report) -> Void)?
    /// Called with the canonical paths of every batch of changed files the watcher reports, before
    /// they are reloaded, also files no loaded script uses (for hosts such as `stagecraft watch`
    /// that react to more than scripts).
    public var onChanges: (([String]) -> Void)?
    private let limits: LuaState.Limits
    private let seed: Int
    /// Run on every state before scripts load in it (the first one and each hard reload's).
    private let prepare: ((LuaState) -> Void)?
    private var scripts: [AnyReloadableScript] = []
    /// Changes not applied yet because a reload failed: retried with the next change.
    private var dirty: Set<String> = []

    /// - Parameters:
    ///   - roots: script directories (`require` resolves modules in them; they are watched).
    ///   - requireRoots: where `require` looks instead of `roots` (nil: `roots`).
    ///   - watch: false for hosts that report changes themselves.
    ///   - prepare: sets up each state before scripts load in it (the host's globals, `onPrint`),
    ///     the first one and every hard reload's alike.
    public init(roots: [String], requireRoots: [String]? = nil, limits: LuaState.Limits = LuaState.Limits(), seed: Int = 0, watch: Bool = true,
                backend: FileWatcher.Backend? = nil, debounce: Double = 0.04,
                prepare: ((LuaState) -> Void)? = nil) throws(LuaError) {
        self.roots = roots.map { canonicalPath($0) }
        self.requireRoots = requireRoots?.map { canonicalPath($0) } ?? self.roots
        self.limits = limits
        self.seed = seed
        self.prepare = prepare
        lua = try LuaState(limits: limits, scriptRoots: self.requireRoots, seed: seed)
        prepare?(lua)
        watcher = watch ? FileWatcher(directories: self.roots, debounce: debounce, backend: backend) : nil
        registry.observe(lua)
    }

    /// A reloader over a state the host already runs scripts in (a scenario's), so the roles it
    /// loads live beside the host's own code: no watcher (the host calls `reloadAll` or
    /// `reload(changed:)`), `require` as the state resolves it. Not for `hardReload`, which
    /// would leave the host's state behind.
    public init(adopting lua: LuaState, roots: [String]) {
        self.roots = roots.map { canonicalPath($0) }
        requireRoots = self.roots
        limits = lua.limits
        seed = 0
        prepare = nil
        self.lua = lua
        watcher = nil
        registry.observe(lua)
    }

    /// Loads the script at `path` as generation 1 of `loader`'s role; throws when it cannot load.
    /// `chunkName` is what its code is loaded as (messages and tracebacks name it; default: the
    /// canonical path), for a host whose scripts name their files as the user wrote them.
    public func load<Role>(_ path: String, as loader: RoleLoader<Role>, chunkName: String? = nil) throws(LuaError) -> ReloadableScript<Role> {
        let path = canonicalPath(path)
        let chunkName = chunkName ?? path
        let token = GenerationToken(number: 1)
        let state = lua.newTableRef()
        do throws(LuaError) {
            let source = try lua.outsideBudget { () throws(LuaError) in try ReloadableScript<Role>.read(path, role: loader.roleName, overrides: lua.sourceOverrides) }
            let role = try loader.make(lua, source, chunkName, token)
            try ReloadableScript<Role>.callOnReload(lua, module: { loader.pushModule(role) }, state: state, token: token)
            let script = ReloadableScript(path: path, chunkName: chunkName, loader: loader, first: .init(token: token, role: role, lua: lua),
                                          stateTable: state)
            scripts.append(script)
            return script
        } catch {
            token.retire()
            throw error
        }
    }

    /// Reads the watcher's changes and reloads what they affect. Never blocks.
    @discardableResult
    public func poll() -> [Report] {
        for script in scripts { script.retireIdle() }
        guard let watcher else { return [] }
        let seen = FileWatcher.now()
        let changes = watcher.drain(now: seen)
        guard !changes.isEmpty else { return [] }
        onChanges?(changes.map(\.path))
        return reload(changed: changes.map(\.path), seenAt: seen)
    }

    /// Waits up to `timeout` seconds for changes and returns the reports of the first reload
    /// (empty when nothing needed reloading in time).
    @discardableResult
    public func wait(timeout: Double) -> [Report] {
        let deadline = FileWatcher.now() + timeout
        repeat {
            let reports = poll()
            if !reports.isEmpty { return reports }
            let left = deadline - FileWatcher.now()
            guard left > 0, let watcher else { break }
            watcher.wait(timeout: left)
        } while FileWatcher.now() < deadline
        return poll()
    }

    /// Reloads the scripts affected by `paths` (files that changed, were added or deleted).
    @discardableResult
    public func reload(changed paths: [String]) -> [Report] {
        reload(changed: paths.map { canonicalPath($0) }, seenAt: FileWatcher.now())
    }

    /// Reloads every script loaded so far and every module they required, as a save of each
    /// file would (a host's "reload everything now").
    @discardableResult
    public func reloadAll() -> [Report] {
        reload(changed: scripts.map(\.path) + registry.moduleNames.keys, seenAt: FileWatcher.now())
    }

    private func reload(changed paths: [String], seenAt: Double) -> [Report] {
        dirty.formUnion(paths)
        dirty.formUnion(links(to: dirty))
        let affected = registry.affected(by: dirty)
        let targets = scripts.filter { affected.contains($0.path) }
        guard !targets.isEmpty else {
            dirty = []  // files no script uses (yet): nothing to retry
            return []
        }
        let names = affected.compactMap { registry.moduleNames[$0] }
        let edges = registry.snapshot
        for path in affected { registry.forgetEdges(of: path) }
        let saved = lua.unloadModules(names)
        return transaction(targets, in: lua, copyingStateFrom: nil, changes: dirty.sorted(), seenAt: seenAt) {
            self.lua.restoreModules(saved)
            self.registry.restore(edges)
        }
    }

    /// The loaded scripts and modules that are symbolic links to one of `paths`: an editor saves
    /// the link's target (`versions/v1.lua`), and the watcher names what was written, not the
    /// link the script was loaded by (`animators/fade.lua`).
    private func links(to paths: Set<String>) -> Set<String> {
        Set((scripts.map(\.path) + registry.moduleNames.keys).filter { path in
            FileWatcher.target(path).map { $0 != path && paths.contains($0) } ?? false
        })
    }

    /// Loads every script into a fresh `lua_State` (host-owned state tables are copied across:
    /// plain data only). On failure the current state and generations stay.
    @discardableResult
    public func hardReload() -> [Report] {
        let seen = FileWatcher.now()
        let fresh: LuaState
        do throws(LuaError) {
            fresh = try LuaState(limits: limits, scriptRoots: requireRoots, seed: seed)
            prepare?(fresh)
        } catch {
            return scripts.map { report($0, .failed(error), changes: [], seenAt: seen, hard: true) }
        }
        let edges = registry.snapshot
        registry.restore(([:], [:], [:]))
        registry.observe(fresh)
        let old = lua
        let reports = transaction(scripts, in: fresh, copyingStateFrom: old, changes: scripts.map(\.path), seenAt: seen) {
            self.registry.restore(edges)
        }
        if reports.allSatisfy(\.succeeded) { lua = fresh }
        return reports
    }

    /// Stages every target, then activates them all, or none (calling `rollback`).
    private func transaction(_ targets: [AnyReloadableScript], in state: LuaState, copyingStateFrom old: LuaState?,
                             changes: [String], seenAt: Double, rollback: () -> Void) -> [Report] {
        var staged: [StagedGeneration] = []
        var failure: LuaError?
        for script in targets {
            do throws(LuaError) {
                staged.append(try script.stage(in: state, copyingStateFrom: old))
            } catch {
                failure = error
                break
            }
        }
        let hard = old != nil
        if let failure {
            for generation in staged { generation.token.retire() }
            rollback()
            return targets.map { script in
                script.lastError = failure
                return report(script, .failed(failure), changes: changes, seenAt: seenAt, hard: hard)
            }
        }
        for (script, generation) in zip(targets, staged) { script.commit(generation) }
        dirty = []
        return targets.map { report($0, .reloaded, changes: changes, seenAt: seenAt, hard: hard) }
    }

    private func report(_ script: AnyReloadableScript, _ outcome: Report.Outcome, changes: [String], seenAt: Double, hard: Bool) -> Report {
        let report = Report(script: script.path, outcome: outcome, generation: script.generation, changes: changes,
                            latency: FileWatcher.now() - seenAt, isHard: hard)
        onReport?(report)
        return report
    }
}
