import Foundation

/// Watches directories (and their subdirectories) for `.lua` files saved, added, removed or
/// renamed, for hot reload (docs/embedding.md, "Hot reload"). Linux uses inotify; elsewhere, or when inotify
/// is unavailable, stat polling.
///
/// Debounce without latency: a *complete* save (inotify's close-after-write, or a rename into
/// place, which is how editors save atomically) is reported at once, because the file is whole
/// then; only ambiguous events (a file created but not yet closed, a deletion that may be the first
/// half of a save, a polled change) wait until the file has been quiet for `debounce` seconds.
/// Events for the same file read in one batch are coalesced, the last one winning.
///
/// Nothing runs in the background: the host calls `drain()` (non-blocking) or `wait(timeout:)`
/// then `drain()`, so tests drive it step by step and time can be passed in.
public final class FileWatcher {
    /// One file that changed.
    public struct Change: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable { case written, removed }
        public var path: String
        public var kind: Kind
        public var description: String { "\(kind.rawValue) \(path)" }
    }

    /// How changes are noticed.
    public enum Backend: String, Sendable { case inotify, polling }

    /// Canonical paths of the watched directories.
    public let directories: [String]
    /// Seconds an ambiguous change must stay quiet before it is reported.
    public let debounce: Double
    public let backend: Backend
    private let source: ChangeSource
    private var pending: [String: (kind: Change.Kind, at: Double, complete: Bool)] = [:]

    /// Starts watching `directories` (missing ones are skipped). `backend` nil: inotify when the
    /// system has it, else polling.
    public init(directories: [String], debounce: Double = 0.04, backend: Backend? = nil) {
        self.directories = directories.map(canonicalPath)
        self.debounce = debounce
        #if os(Linux)
        if backend != .polling, let inotify = InotifySource(directories: self.directories) {
            source = inotify
            self.backend = .inotify
            return
        }
        #endif
        source = PollingSource(directories: self.directories)
        self.backend = .polling
    }

    /// `path` named the way the watcher and `require` name files: absolute, `.`/`..` resolved,
    /// the directory's symbolic links followed.
    public static func canonical(_ path: String) -> String { canonicalPath(path) }

    /// The file `path` finally names, its own symbolic link followed too (`animators/fade.lua ->
    /// ../versions/v1.lua` names `versions/v1.lua`); nil when it does not exist. A save is seen
    /// under the target's name (editors write the target, not the link), so whoever maps saves
    /// to the scripts that load them must know the target too.
    public static func target(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Monotonic seconds, the clock `drain` uses by default.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The inotify descriptor, readable when events wait (for hosts with their own run loop).
    public var fileDescriptor: Int32? { (source as? PollableSource)?.descriptor }

    /// Seconds from `now` until a debounced change is due; nil when nothing is pending.
    public func nextDue(now: Double = FileWatcher.now()) -> Double? {
        pending.values.map { $0.complete ? 0 : max(0, $0.at + debounce - now) }.min()
    }

    /// Blocks until events may be waiting or a pending change falls due, at most `timeout`
    /// seconds. Returns true when `drain` may have something.
    @discardableResult
    public func wait(timeout: Double) -> Bool {
        let limit = min(timeout, nextDue() ?? timeout)
        if limit <= 0 { return true }
        return source.wait(timeout: limit) || nextDue() == 0
    }

    /// Reads what happened since the last call and returns the changes that are due, sorted by
    /// path. Never blocks.
    public func drain(now: Double = FileWatcher.now()) -> [Change] {
        for raw in source.read() {
            pending[raw.path] = (raw.kind, now, raw.complete)
        }
        var due: [Change] = []
        for (path, entry) in pending where entry.complete || now - entry.at >= debounce {
            due.append(Change(path: path, kind: entry.kind))
        }
        for change in due { pending[change.path] = nil }
        return due.sorted { $0.path < $1.path }
    }

    /// Whether `name` is a script the watcher reports: `.lua`, or `.swift` (a role translated on
    /// load, `ScriptSources`), not hidden (editors' temporary and lock files start with a dot or
    /// end otherwise, e.g. `.fade.lua.swp`, `fade.lua~`, `4913`).
    static func isScript(_ name: String) -> Bool { (name.hasSuffix(".lua") || name.hasSuffix(".swift")) && !name.hasPrefix(".") }

    /// Every script file under `directory`, recursively, as inotify watches them: hidden
    /// subdirectories skipped, links followed, each real directory once (for polling and rescans).
    static func scripts(under directory: String) -> [String] {
        var tree = DirectoryTree()
        var found: [String] = []
        tree.walk(directory, enter: { entered in
            entered.relative.isEmpty || !(entered.path as NSString).lastPathComponent.hasPrefix(".")
        }, file: { parent, name in
            if isScript(name) { found.append(parent.real + "/" + name) }
        })
        return found
    }
}

/// One observation before debouncing: `complete` when the file is known to be whole.
struct RawChange {
    var path: String
    var kind: FileWatcher.Change.Kind
    var complete: Bool
}

/// Where a watcher's observations come from.
protocol ChangeSource: AnyObject {
    /// Everything observed since the last call. Never blocks.
    func read() -> [RawChange]
    /// Blocks at most `timeout` seconds; true when `read` may return something.
    func wait(timeout: Double) -> Bool
}

/// A source with a descriptor a host can poll.
protocol PollableSource: ChangeSource { var descriptor: Int32 { get } }

/// An absolute path with `.`/`..` resolved and the directory's symbolic links followed, so that
/// the watcher's paths and `require`'s paths name a file the same way (the file itself may be gone).
func canonicalPath(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let url = URL(fileURLWithPath: absolute).standardizedFileURL
    let directory = url.deletingLastPathComponent().path
    guard let resolved = realpath(directory, nil) else { return url.path }
    defer { free(resolved) }
    let base = String(cString: resolved)
    return (base == "/" ? "" : base) + "/" + url.lastPathComponent
}
