import Foundation
import Testing

/// End-to-end: `stagecraft watch` as a process on a temporary copy of a scenario and its animator,
/// edited the way editors save (write a temporary file, rename it into place). Every wait polls
/// the output against a deadline, so a broken watch fails the test instead of hanging it.
@Suite(.serialized) struct WatchCommandTests {
    static let scenario = """
        local fade = animator "animators/fade.lua"
        local home = screen "home" { backgroundColor = "systemGroupedBackground" }
        local detail = screen "detail" { backgroundColor = "systemYellow" }
        scenario("fade presents the detail screen", function()
          window { root = home }
          transition(detail, { animator = fade, style = "overFullScreen" })
          present(home, detail)
          advance(0.3)
          expect.alpha("detail", 1, 0.01)
        end)
        """

    /// A fade lasting `duration` seconds: 0.35 is still fading at 0.3 s, 0.2 is done.
    static func animator(duration: Double) -> String {
        """
        local Fade = {}
        function Fade.transitionDuration(ctx) return \(duration) end
        function Fade.animateTransition(ctx)
          local to = ctx:view("to")
          to.frame = ctx:finalFrame(ctx:viewController("to"))
          to.alpha = 0
          ctx.containerView:addSubview(to)
          UIView.animate(\(duration), function() to.alpha = 1 end, function() ctx:completeTransition(true) end)
        end
        return Fade
        """
    }

    @Test func aSavedAnimatorReRunsItsScenarioABrokenSaveIsReportedAndSIGINTStopsIt() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.save(dir, "scenarios/fade.lua", Self.scenario)
        try Self.save(dir, "animators/fade.lua", Self.animator(duration: 0.35))
        let watch = try WatchProcess(arguments: ["watch", "scenarios"], in: dir)
        defer { watch.stop() }

        try watch.waitFor("watching ")
        #expect(watch.output.contains("FAIL scenarios/fade.lua › fade presents the detail screen"), "\(watch.output)")
        #expect(watch.output.contains("0 passed, 1 failed"))

        try Self.save(dir, "animators/fade.lua", Self.animator(duration: 0.2))
        // The re-run's own summary line, printed after the scenario's results: waiting for the
        // results alone races with it on a slow (sanitized) build.
        try watch.waitFor("1 file re-run (1 passed, 0 failed)")
        let rerun = watch.output.components(separatedBy: "↻ saved: animators/fade.lua").last ?? ""
        #expect(rerun.contains("animators/fade.lua: generation 2 active (soft reload, "), "\(rerun)")
        #expect(rerun.contains("PASS scenarios/fade.lua › fade presents the detail screen"), "\(rerun)")
        #expect(rerun.contains("1 file re-run (1 passed, 0 failed) · reload "), "\(rerun)")
        // SD3.1: what moved, after the results: the fade's first recorded alpha is one frame in, but the
        // trace's record of the animation says it started at 0 (set before it), and it took its 0.2 s.
        #expect(rerun.contains("  fade presents the detail screen: detail.alpha 0→1 over 0.20 s"), "\(rerun)")

        try Self.save(dir, "animators/fade.lua", "local Fade = {}\nfunction Fade.transitionDuration(ctx)\n  return 0.2\nend\nfunction Fade.animateTransition(ctx\nreturn Fade\n")
        try watch.waitFor("reload failed, last good version kept")
        #expect(watch.output.contains("✗ animators/fade.lua:6: ')' expected near 'return'"), "\(watch.output)")
        #expect(watch.output.contains("hot reload keeps generation 2, but the scenarios re-run below load the saved file"))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(watch.isRunning, "a script error never ends the watch")

        try Self.save(dir, "animators/fade.lua", Self.animator(duration: 0.2))
        try watch.waitFor("generation 3 active")
        try watch.waitFor("1 file re-run (1 passed, 0 failed)", after: "generation 3 active")

        let status = try watch.interrupt()
        #expect(status == 0)
        #expect(watch.output.hasSuffix("stopped (SIGINT)\n"), "\(watch.output.suffix(200))")
    }

    @Test func onlyTheScenariosThatLoadTheSavedFileReRunAndExitAfterStops() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.save(dir, "lib/timing.lua", "return { duration = 0.35 }")
        try Self.save(dir, "animators/fade.lua", Self.animator(duration: 0.35)
            .replacingOccurrences(of: "local Fade = {}", with: "local timing = require 'lib.timing'\nlocal Fade = {}")
            .replacingOccurrences(of: "0.35", with: "timing.duration"))
        try Self.save(dir, "animators/other.lua", Self.animator(duration: 0.1))
        try Self.save(dir, "scenarios/a.lua", Self.scenario)
        try Self.save(dir, "scenarios/b.lua", Self.scenario.replacingOccurrences(of: "animators/fade.lua", with: "animators/other.lua"))
        let watch = try WatchProcess(arguments: ["watch", "scenarios", "--exit-after", "2"], in: dir)
        defer { watch.stop() }
        try watch.waitFor("watching ")
        #expect(watch.output.contains("1 passed, 1 failed"), "\(watch.output)")

        // A module the fade requires: its scenario re-runs (and passes), the other does not.
        try Self.save(dir, "lib/timing.lua", "return { duration = 0.2 }")
        try watch.waitFor("1 file re-run (1 passed, 0 failed)")
        let rerun = watch.output.components(separatedBy: "↻ saved: lib/timing.lua").last ?? ""
        #expect(rerun.contains("animators/fade.lua: generation 2 active"), "\(rerun)")  // it requires the module
        #expect(rerun.contains("PASS scenarios/a.lua") && !rerun.contains("scenarios/b.lua"), "\(rerun)")

        // A scenario file re-runs alone.
        try Self.save(dir, "scenarios/b.lua", Self.scenario.replacingOccurrences(of: "animators/fade.lua", with: "animators/other.lua") + "\n-- edited")
        try watch.waitFor("stopped after 2 re-runs")
        let second = watch.output.components(separatedBy: "↻ saved: scenarios/b.lua").last ?? ""
        #expect(second.contains("PASS scenarios/b.lua") && !second.contains("scenarios/a.lua"), "\(second)")
        #expect(second.contains("no script reloaded"), "\(second)")
    }

    /// Issue 24, item 10: a role script that disappears for a moment (an editor that deletes and
    /// rewrites, vim's backup rename, `git checkout`) made the run fail with "not found", which
    /// recorded no dependency on it: its folder left the watch set and its return was never seen
    /// until the scenario file itself was saved. What a run looked for, found or not, stays watched.
    @Test func sx4_1_aRoleScriptThatDisappearsAndComesBackReRunsItsScenario() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.save(dir, "scenarios/fade.lua", Self.scenario)
        try Self.save(dir, "animators/fade.lua", Self.animator(duration: 0.2))
        let watch = try WatchProcess(arguments: ["watch", "scenarios"], in: dir)
        defer { watch.stop() }
        try watch.waitFor("watching ")
        #expect(watch.output.contains("1 passed, 0 failed"), "\(watch.output)")

        try FileManager.default.removeItem(atPath: dir + "/animators/fade.lua")
        try watch.waitFor("1 file re-run (0 passed, 1 failed)")
        #expect(watch.output.contains("script 'animators/fade.lua' not found"), "\(watch.output)")

        try Self.save(dir, "animators/fade.lua", Self.animator(duration: 0.2))
        try watch.waitFor("1 file re-run (1 passed, 0 failed)", seconds: 20)
        let back = watch.output.components(separatedBy: "↻ saved: animators/fade.lua").last ?? ""
        #expect(back.contains("PASS scenarios/fade.lua › fade presents the detail screen"), "\(back)")

        // The same for a module a script requires, and for a scenario whose script was missing
        // from its first run on (created after the scenario that names it).
        try Self.save(dir, "scenarios/later.lua", Self.scenario.replacingOccurrences(of: "animators/fade.lua", with: "animators/later.lua"))
        try watch.waitFor("FAIL scenarios/later.lua")
        try Self.save(dir, "animators/later.lua", Self.animator(duration: 0.2))
        try watch.waitFor("PASS scenarios/later.lua", seconds: 20)
        #expect(try watch.interrupt() == 0)
    }

    /// Issue 24, item 10: a hostile scenario's lookups outside the script roots (`"/x.lua"`,
    /// `"../../../x.lua"`) are refused by the loader and never widen the watch to `/`.
    @Test func sx4_3_lookupsOutsideTheScriptRootsAreNotWatched() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.save(dir, "project/scenarios/escape.lua", """
            scenario("absolute", function() animator "/x.lua" end)
            scenario("climbing", function() animator "../../../../../../../../x.lua" end)
            """)
        let watch = try WatchProcess(arguments: ["watch", "scenarios"], in: dir + "/project")
        defer { watch.stop() }
        try watch.waitFor("watching ")
        let line = watch.output.split(separator: "\n").first { $0.hasPrefix("watching ") } ?? ""
        #expect(line.hasPrefix("watching scenarios (inotify)"), "\(watch.output)")
        #expect(try watch.interrupt() == 0)
    }

    /// With no path, watch finds the scenarios as `test` does (a scenarios/ folder, else
    /// *_test.lua / *.scenario.lua) and says which; with none to find, it says where it looked.
    @Test func cl2_1_noPathFindsTheScenariosByConvention() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/scenarios", withIntermediateDirectories: true)
        try #"scenario("waits", function() advance(0.1) end)"#.write(toFile: dir + "/scenarios/a.lua", atomically: true, encoding: .utf8)
        let watch = try WatchProcess(arguments: ["watch"], in: dir)
        try watch.waitFor("watching")
        #expect(watch.output.contains("no path given: running the scenarios in scenarios/"), "\(watch.output)")
        #expect(watch.output.contains("PASS scenarios/a.lua › waits"), "\(watch.output)")
        #expect(try watch.interrupt() == 0)
    }

    @Test func cl2_1_badArgumentsAreRefusedWithAMessage() {
        let empty = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let none = CLI.run(["watch"], in: empty)
        #expect(none.status == 64 && none.stderr.contains("no path given and none found by convention"), "\(none.stderr)")
        let missing = CLI.run(["watch", "no/such/dir"])
        #expect(missing.status != 0 && missing.stderr.contains("no such file or directory: no/such/dir"), "\(missing.stderr)")
    }

    /// Saves like an editor: a hidden temporary file renamed over the target.
    static func save(_ dir: String, _ relative: String, _ text: String) throws {
        let target = dir + "/" + relative
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/." + (target as NSString).lastPathComponent + ".tmp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// The watch process with its output collected as it arrives.
final class WatchProcess: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let pipe = Pipe()
    private let lock = NSLock()
    private var buffer = Data()

    /// `executable` runs `arguments` (default: the built binary; a wrapper such as `prlimit` takes it as an argument).
    init(arguments: [String], in directory: String, executable: String = CLI.binary) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer.append(data)
            self.lock.unlock()
        }
        try process.run()
    }

    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    var isRunning: Bool { process.isRunning }

    /// Waits until the output contains `text` (after the last `marker`, when given), at most `seconds`.
    func waitFor(_ text: String, after marker: String? = nil, seconds: Double = 30) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let seen = marker.map { output.components(separatedBy: $0).dropFirst().last ?? "" } ?? output
            if seen.contains(text) { return }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Timeout(description: "no '\(text)' in the watch output (running: \(process.isRunning)):\n\(output)")
    }

    /// Sends SIGINT and waits (bounded) for the exit; returns the exit status.
    func interrupt(seconds: Double = 10) throws -> Int32 { try send(SIGINT, "SIGINT", seconds: seconds) }

    /// Sends SIGTERM and waits (bounded) for the exit; returns the exit status.
    func terminate(seconds: Double = 10) throws -> Int32 { try send(SIGTERM, "SIGTERM", seconds: seconds) }

    private func send(_ signal: Int32, _ name: String, seconds: Double) throws -> Int32 {
        kill(process.processIdentifier, signal)
        guard waitForExit(seconds: seconds) else { throw Timeout(description: "watch did not stop on \(name):\n\(output)") }
        return process.terminationStatus
    }

    /// Waits at most `seconds` for the process to end; true when it did.
    func waitForExit(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return false }
        Thread.sleep(forTimeInterval: 0.05)  // the last output still in the pipe
        return true
    }

    /// Kills the process if a failed expectation left it running.
    func stop() {
        if process.isRunning { process.terminate() }
        pipe.fileHandleForReading.readabilityHandler = nil
    }
}
