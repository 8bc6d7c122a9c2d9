import Foundation
import StagecraftImport
import StagecraftLua

/// `stagecraft import` (issue 23): how fast Swift transition code translates, and how long a
/// saved Swift role takes to become the running generation.
///
/// - `import.lines_per_s`: Swift lines translated per second by `SwiftImporter` (parse, fold,
///   translate every type both as its module and as its role), the median of 60 runs over a
///   294-line app file (`ImportBenchmarkInput`).
/// - `import.reload_latency_p50.ms`: from the rename that saves the file (a changed constant) to
///   its new generation loaded: `HotReloader.reload(changed:)`, as the scenario host's
///   `reloadScripts()` does, reads the file, `SwiftRoleTranslator` translates it (its cache
///   misses: the text changed) and the role and the modules it requires load into the Lua state.
///   The median of 30 saves after 5 warm-up saves. The file watcher is not in the measure:
///   it reports `.lua` files only.
enum ImportBenchmarks {
    static func run() {
        linesPerSecond()
        reloadLatency()
    }

    static func linesPerSecond() {
        let text = ImportBenchmarkInput.cardTransition
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let importer = SwiftImporter()
        let check = importer.translate([(ImportBenchmarkInput.fileName, text)])
        guard check.errors.isEmpty, check.refusals.isEmpty, check.modules.count == 8 else {
            return print("import: the benchmark input no longer translates cleanly: \(check.summary) \(check.errors) \(check.refusals)")
        }
        let seconds = Harness.median(samples: 60) {
            blackHole(importer.translate([(ImportBenchmarkInput.fileName, text)]))
        }
        Harness.metric("import.lines_per_s", Double(lines) / seconds, "lines/s")
    }

    /// The input with the animator's duration changed (a save that edits one constant).
    static func input(version: Int) -> String {
        let duration = String(format: "%.3f", 0.30 + Double(version % 200) / 1000)
        return ImportBenchmarkInput.cardTransition.replacingOccurrences(
            of: "var duration: TimeInterval = 0.42", with: "var duration: TimeInterval = \(duration)")
    }

    static func reloadLatency() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sc-import-bench-\(getpid())").path
        let translator = SwiftRoleTranslator()
        ScriptSources.install(translator)
        defer {
            ScriptSources.install(nil)
            try? FileManager.default.removeItem(atPath: root)
        }
        do {
            try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
            let path = root + "/app/" + ImportBenchmarkInput.fileName
            try ReloadBenchmarks.save(input(version: 0), to: path)
            // No watcher: the scenario host's reloader says when (`reloadScripts()`), as here.
            let reloader = try HotReloader(roots: [root], watch: false)
            let card = try reloader.load(path, as: .animator)  // CardAnimator: the file's first role

            var latencies: [Double] = []
            for version in 1...35 {
                let start = try ReloadBenchmarks.save(input(version: version), to: path)
                let reports = reloader.reload(changed: [path])
                let elapsed = Harness.now() - start
                guard reports.first?.succeeded == true, card.generation == version + 1 else {
                    return print("import: save \(version) did not reload: \(reports)")
                }
                if version > 5 { latencies.append(elapsed) }
            }
            // The last save's constant is in the module the translator serves.
            let expected = "CardAnimator.duration = " + String(format: "%.3f", 0.30 + 35.0 / 1000).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
            guard translator.module(named: "animators.CardAnimator", overrides: ScriptOverrides())?.source.contains(expected) == true else {
                return print("import: the reloaded module does not have the saved constant (\(expected))")
            }
            latencies.sort()
            Harness.metric("import.reload_latency_p50.ms", latencies[latencies.count / 2] * 1000, "ms")
        } catch {
            print("import: \(error)")
        }
    }
}
