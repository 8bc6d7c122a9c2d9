import Foundation
import StagecraftLua

/// Hot reload (issue 5): latency from an atomic save (the rename) to the new generation being
/// active, through inotify and the reloader, and resident memory growth over 10,000 reloads.
enum ReloadBenchmarks {
    /// An animator with a module dependency, changed by `version` on every save.
    static func animator(_ version: Int) -> String {
        """
        local timing = require("lib.timing")
        local M = {}
        function M.onReload(state, generation) state.version = \(version) end
        function M.transitionDuration(ctx) return timing.duration end
        function M.animateTransition(ctx)
          local to = ctx:view("to")
          ctx.containerView:addSubview(to)
          to.alpha = 0
          UIView.animate(timing.duration, function() to.alpha = 1 end,
            function(finished) ctx:completeTransition(not ctx.transitionWasCancelled) end)
        end
        return M
        """
    }

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sc-reload-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            try FileManager.default.createDirectory(atPath: root + "/lib", withIntermediateDirectories: true)
            try save("return { duration = 0.35 }", to: root + "/lib/timing.lua")
            try save(animator(0), to: root + "/fade.lua")
            let reloader = try HotReloader(roots: [root])
            let fade = try reloader.load(root + "/fade.lua", as: .animator)

            var latencies: [Double] = []
            for version in 1...300 {
                let start = try save(animator(version), to: root + "/fade.lua")
                guard reloader.wait(timeout: 1).first?.succeeded == true else { return print("reload: save \(version) did not reload") }
                latencies.append(Harness.now() - start)
            }
            latencies = Array(latencies.dropFirst(50)).sorted()  // 250 after warming up
            Harness.metric("reload.latency_p50.ms", latencies[latencies.count / 2] * 1000, "ms")
            Harness.metric("reload.latency_p99.ms", latencies[Int(Double(latencies.count - 1) * 0.99)] * 1000, "ms")

            let before = residentBytes()
            for version in 1...10_000 {
                try save(animator(version), to: root + "/fade.lua")
                guard reloader.wait(timeout: 1).first?.succeeded == true else { return print("reload: save \(version) did not reload") }
            }
            Harness.metric("reload.rss_growth_10k.mb", Double(residentBytes() - before) / 1_048_576, "MB")
            _ = fade.generation
        } catch {
            print("reload: \(error)")
        }
    }

    /// Writes a hidden temporary file and renames it over `path`, as editors save; returns the
    /// time just before the rename.
    @discardableResult
    static func save(_ text: String, to path: String) throws -> Double {
        let temporary = (path as NSString).deletingLastPathComponent + "/.save.tmp"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        let start = Harness.now()
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return start
    }

    /// Resident set size, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
