import Foundation
import StagecraftLua

/// A set of scenario files: found from paths, split into shards, run in parallel.
public struct ScenarioSuite: Sendable {
    /// Folders of roles, not scenarios: skipped when a directory is searched.
    public static let roleFolders: Set<String> = ["animators", "presentations", "interactions", "delegates", "screens", "golden"]

    /// A path that is neither a readable file nor a directory.
    public struct PathError: Error, CustomStringConvertible {
        public var description: String
    }

    public let files: [String]

    /// Files as given, and every `.lua` file under each directory (sorted, skipping role folders).
    public init(paths: [String]) throws(PathError) {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PathError(description: "no such file or directory: \(path)")
            }
            guard isDirectory.boolValue else {
                guard manager.isReadableFile(atPath: path) else { throw PathError(description: "cannot read \(path) (permission denied)") }
                files.append(path)
                continue
            }
            guard manager.isReadableFile(atPath: path) else { throw PathError(description: "cannot list the directory \(path)") }
            files += Self.scenarioFiles(under: path)
        }
        var seen = Set<String>()
        self.files = files.filter { seen.insert($0).inserted }
    }

    init(files: [String]) { self.files = files }

    /// `suite`'s files listed `times` times over (a bigger suite for measuring, same scenarios).
    public init(repeating suite: ScenarioSuite, times: Int) {
        files = Array(repeating: suite.files, count: max(times, 1)).flatMap { $0 }
    }

    /// The `.lua` files under `directory`, sorted: hidden files and folders and role folders
    /// skipped; links to directories followed, each real directory once (`DirectoryTree`), so links
    /// that loop back (`a -> .`) neither hang the search nor count a scenario twice.
    static func scenarioFiles(under directory: String) -> [String] {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var tree = DirectoryTree()
        var found: [String] = []
        tree.walk(directory, enter: { entered in
            let name = (entered.relative as NSString).lastPathComponent
            return entered.relative.isEmpty || !(name.hasPrefix(".") || roleFolders.contains(name))
        }, file: { parent, name in
            guard name.hasSuffix(".lua"), !name.hasPrefix(".") else { return }
            found.append(base + (parent.relative.isEmpty ? name : parent.relative + "/" + name))
        })
        return found.sorted()
    }

    /// Where `stagecraft test` with no path finds scenarios, by convention (as `swift test` and
    /// pytest find theirs): a `scenarios/` folder in `directory`, else every `*_test.lua` and
    /// `*.scenario.lua` file under it (role folders and hidden ones skipped). Nil when neither exists.
    public static func discover(in directory: String) -> (paths: [String], description: String)? {
        let folder = directory == "." ? "scenarios" : directory + "/scenarios"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
            return ([folder], "the scenarios in \(folder)/")
        }
        let prefix = directory == "." ? "./" : directory.hasSuffix("/") ? directory : directory + "/"
        let files = scenarioFiles(under: directory)
            .filter { $0.hasSuffix("_test.lua") || $0.hasSuffix(".scenario.lua") }
            .map { $0.hasPrefix("./") && prefix == "./" ? String($0.dropFirst(2)) : $0 }
        guard !files.isEmpty else { return nil }
        return (files, "\(files.count) file\(files.count == 1 ? "" : "s") named *_test.lua or *.scenario.lua under \(prefix == "./" ? "the current directory" : directory)")
    }

    /// Shard `index` (1-based) of `count`: every `count`-th file, the same split on every machine.
    public func shard(_ index: Int, of count: Int) -> ScenarioSuite {
        ScenarioSuite(files: files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
    }

    /// Runs every file's selected scenarios on `jobs` threads (each scenario with its own engine
    /// and Lua state). `report` receives each file's results in file order, as soon as the files
    /// before it are done, so output is deterministic while progress still shows. With `bail`, no
    /// file starts after a scenario failed (files already running finish).
    ///
    /// Each worker calls `between` before it takes a file and once when none is left: work on the
    /// results already reported (the gallery renders them), so that work overlaps the running
    /// instead of waiting for the last file, and finishing it before the next file keeps the
    /// results waiting for it few.
    public func run(_ runner: ScenarioRunner, selection: ScenarioSelection = .all, jobs: Int, bail: Bool = false,
                    between: (@Sendable () -> Void)? = nil,
                    report: @escaping @Sendable ([ScenarioResult]) -> Void) -> [ScenarioResult] {
        let state = SharedState(count: files.count)
        let files = self.files
        let workers = max(1, min(jobs, files.count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while true {
                    between?()
                    guard let index = state.next() else { break }
                    let results = runner.run(file: files[index], selection: selection, bail: bail)
                    if bail, results.contains(where: { !$0.passed }) { state.stop() }
                    state.finish(index, results, report)
                }
                group.leave()
            }
            thread.stackSize = 16 << 20  // Lua's C stack and the bridge's nested calls
            thread.start()
        }
        group.wait()
        return state.all
    }

    /// Work queue and ordered results, behind one lock.
    private final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private var stopped = false
        private var emitted = 0
        private var results: [[ScenarioResult]?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < results.count, !stopped else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func stop() {
            lock.lock()
            stopped = true
            lock.unlock()
        }

        func finish(_ index: Int, _ value: [ScenarioResult], _ report: ([ScenarioResult]) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = value
            while emitted < results.count, let ready = results[emitted] {
                report(ready)
                emitted += 1
            }
        }

        var all: [ScenarioResult] {
            lock.lock()
            defer { lock.unlock() }
            return results.flatMap { $0 ?? [] }
        }
    }
}
