import Foundation
import StagecraftLua
import StagecraftScenario

/// What `stagecraft watch` keeps between saves: the scenario files, the files each one loaded, and
/// a `HotReloader` watching the directories of all of them with every script loaded into it, so a
/// save is noticed at once (inotify), a broken script is reported with its `file:line` by the same
/// checks hot reload makes, and `require` edges say which scripts a changed module affects.
///
/// A scenario re-runs when its own file changed, or when a file it loaded (a script, a module
/// required directly or not) changed, or a script whose `require` edges lead to a changed module.
package final class WatchSession {
    package let paths: [String]
    let extraRoots: [String]
    let selection: ScenarioSelection
    /// The `--filter` options as typed, for the message when nothing matches.
    let filterText: String
    package let runner: ScenarioRunner
    let output: WatchOutput
    /// Scenario files as the suite names them.
    package private(set) var files: [String] = []
    /// Scenario file (as named) → the canonical paths it depends on (itself included): what it
    /// loaded, what it looked for and did not find, and the targets of those that are links.
    private var dependencies: [String: Set<String>] = [:]
    /// Scenario file (as named) → the scripts and modules its run loaded: what the reloader loads.
    private var scripts: [String: Set<String>] = [:]
    package private(set) var reloader: HotReloader?
    private var changed: [String] = []
    /// Called after every run with the files run, their results and the reloads of the save that
    /// caused it (none for the first run): how `stagecraft studio` hears of each generation.
    package var onRun: ((_ files: [String], _ results: [ScenarioResult], _ reloads: [HotReloader.Report]) -> Void)?
    private var reloads: [HotReloader.Report] = []
    private var summarizing = false

    init(paths: [String], extraRoots: [String], selection: ScenarioSelection, filterText: String, runner: ScenarioRunner, output: WatchOutput) {
        self.paths = paths
        self.extraRoots = extraRoots
        self.selection = selection
        self.filterText = filterText
        self.runner = runner
        self.output = output
    }

    /// Finds the scenario files again (new ones appear, deleted ones go).
    package func rescan() throws(ScenarioSuite.PathError) {
        files = try ScenarioSuite(paths: paths).files
        dependencies = dependencies.filter { files.contains($0.key) }
        scripts = scripts.filter { files.contains($0.key) }
    }

    /// Runs `selected` scenario files, records what each loaded, and prints the results.
    @discardableResult
    func run(_ selected: [String]) -> (passed: Int, failed: Int) {
        guard !selected.isEmpty, let suite = try? ScenarioSuite(paths: selected) else { return (0, 0) }
        let reporter = TestReporter(color: output.color, verbose: false, totalFiles: suite.files.count)
        let results = suite.run(runner, selection: selection, jobs: ProcessInfo.processInfo.activeProcessorCount) { reporter.report($0) }
        for file in suite.files {
            let own = results.filter { $0.file == file }
            scripts[file] = Set(own.flatMap(\.scripts).map(FileWatcher.canonical))
            var used: Set<String> = [FileWatcher.canonical(file)]
            // What it loaded, and what it looked for and did not find (a script deleted for a
            // moment must stay watched, or its return goes unseen).
            used.formUnion(own.flatMap { $0.scripts + $0.sought }.map(FileWatcher.canonical))
            // A script that is a link is saved under its target's name.
            used.formUnion(used.compactMap(FileWatcher.target))
            dependencies[file] = used
        }
        onRun?(suite.files, results, reloads)
        if results.isEmpty, !selection.patterns.isEmpty { output.line("no scenario in these files matches \(filterText)") }
        // After a save, what moved: the one thing PASS and the simulated length do not tell.
        if summarizing {
            for result in results { if let trace = result.trace { output.line(output.dim("  \(result.name): \(MotionSummary.line(for: trace))")) } }
        }
        output.line(reporter.summary)
        return (reporter.passed, reporter.failed)
    }

    /// The directories to watch: the scenarios', every loaded (or sought) script's and its link
    /// target's, and `--root`s; nested ones dropped because a watch covers subdirectories. A
    /// script's directory is watched only when it exists and lies inside the places scripts load
    /// from (`requireRoots`, `--root`s): a scenario naming `"/x.lua"` or `"../../x.lua"` is
    /// refused by the loader and must not make the watch walk `/`.
    var roots: [String] {
        var directories = Set(extraRoots.map(FileWatcher.canonical))
        for path in paths {
            var isDirectory: ObjCBool = false
            let canonical = FileWatcher.canonical(path)
            if FileManager.default.fileExists(atPath: canonical, isDirectory: &isDirectory), isDirectory.boolValue {
                directories.insert(canonical)
            } else {
                directories.insert((canonical as NSString).deletingLastPathComponent)
            }
        }
        let allowed = (requireRoots + extraRoots.map(FileWatcher.canonical)).compactMap(FileWatcher.target)
        for used in dependencies.values {
            for file in used {
                var isDirectory: ObjCBool = false
                guard let directory = FileWatcher.target((file as NSString).deletingLastPathComponent),
                      FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                      allowed.contains(where: { directory == $0 || directory.hasPrefix($0 + "/") }) else { continue }
                directories.insert(directory)
            }
        }
        let sorted = directories.sorted()
        return sorted.filter { directory in !sorted.contains { $0 != directory && directory.hasPrefix($0 + "/") } }
    }

    /// Where a scenario's `require` looks (`ScenarioHost`'s search directories: the scenario's
    /// directory, its parent, `examples`, the working directory), so scripts load in the reloader
    /// as they do in the scenarios. These are not all watched: `.` would be the whole checkout.
    var requireRoots: [String] {
        var seen = Set<String>()
        let directories = files.flatMap { file -> [String] in
            let directory = (file as NSString).deletingLastPathComponent
            let base = directory.isEmpty ? "." : directory
            return [base, base + "/..", "examples", "."]
        }
        return directories.map(FileWatcher.canonical).filter { seen.insert($0).inserted }
    }

    /// Makes the reloader when the roots changed (a scenario now loads a script from a new place),
    /// and loads every script the scenarios use into it.
    func refreshReloader() {
        let wanted = roots
        if let reloader, reloader.roots == wanted { return loadScripts(into: reloader) }
        do {
            let made = try HotReloader(roots: wanted, requireRoots: requireRoots, prepare: { lua in lua.onPrint = { _ in } })
            made.onChanges = { [weak self] in self?.changed += $0 }
            reloader = made
            loadScripts(into: made)
        } catch {
            output.line("cannot watch \(wanted.joined(separator: ", ")): \(error.message)")
        }
    }

    private var loaded: Set<String> = []

    /// Each script under its role (by folder: animators/, presentations/, interactions/,
    /// delegates/), or as a plain module when it is not one; a script that does not load at all is
    /// still watched through its directory and its scenarios report the error.
    private func loadScripts(into reloader: HotReloader) {
        if reloader !== loadedInto { loaded = []; loadedInto = reloader }
        let scenarioFiles = Set(files.map(FileWatcher.canonical))
        for script in Set(scripts.values.joined()).subtracting(scenarioFiles).subtracting(loaded).sorted() {
            let folder = ((script as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let asRole: Bool
            switch folder {
            case "animators": asRole = (try? reloader.load(script, as: .animator)) != nil
            case "presentations": asRole = (try? reloader.load(script, as: .presentationController)) != nil
            case "interactions": asRole = (try? reloader.load(script, as: .interactionController)) != nil
            case "delegates": asRole = (try? reloader.load(script, as: .delegate)) != nil
            default: asRole = false
            }
            if asRole || (try? reloader.load(script, as: .module)) != nil { loaded.insert(script) }
        }
    }
    private weak var loadedInto: HotReloader?

    /// Waits up to `timeout` seconds for saves; on one, prints the reloads and re-runs the affected
    /// scenarios. Returns true when something ran.
    func step(timeout: Double) -> Bool {
        guard let reloader else {
            Thread.sleep(forTimeInterval: timeout)
            return false
        }
        reloader.watcher?.wait(timeout: timeout)
        let seen = FileWatcher.now()
        let reports = reloader.poll()
        guard !changed.isEmpty else { return false }
        let paths = Set(changed)
        changed = []
        output.line("")
        output.line(output.dim("↻ saved: " + paths.sorted().map(output.display).joined(separator: ", ")))
        for report in reports { output.line(output.describe(report)) }
        try? rescan()
        let affected = affectedFiles(by: paths.union(reloader.registry.affected(by: paths)))
        reloads = reports
        summarizing = true
        let counts = run(affected)
        reloads = []
        summarizing = false
        let reload = reports.filter(\.succeeded).map(\.latency).max()
        var timing = reload.map { "reload \(output.milliseconds($0))" } ?? (reports.isEmpty ? "no script reloaded" : "reload failed, last good version kept")
        timing += ", results \(output.milliseconds(FileWatcher.now() - seen)) after the save"
        output.line(output.dim("\(affected.count) file\(affected.count == 1 ? "" : "s") re-run (\(counts.passed) passed, \(counts.failed) failed) · \(timing)"))
        refreshReloader()
        return true
    }

    /// The scenario files to re-run for `changed` canonical paths (new scenario files included).
    func affectedFiles(by changed: Set<String>) -> [String] {
        files.filter { file in
            guard let used = dependencies[file] else { return true }  // never ran: new
            return !used.isDisjoint(with: changed)
        }
    }
}
