import Foundation

/// `gallery.total.s`: the wall time of `stagecraft gallery` over examples/scenarios into a scratch
/// folder (docs/gallery.md, GA2.5) — running, thumbnails, GIFs, players and pages, on every core —
/// launched as the release binary, once (it takes tens of seconds).
enum GalleryBenchmarks {
    static func run() {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stagecraft").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return print("gallery: \(binary) not built (scripts/bench builds it); skipped")
        }
        guard FileManager.default.fileExists(atPath: "examples/scenarios") else {
            return print("gallery: examples/scenarios not found (run from the repository root); skipped")
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("stagecraft-gallery-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["gallery", "--out", out, "--color", "never"]
        process.standardOutput = FileHandle.nullDevice
        let start = Harness.now()
        guard (try? process.run()) != nil else { return print("gallery: cannot launch \(binary); skipped") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return print("gallery: stagecraft gallery failed (exit \(process.terminationStatus)); skipped") }
        Harness.metric("gallery.total.s", Harness.now() - start, "s")
    }
}
