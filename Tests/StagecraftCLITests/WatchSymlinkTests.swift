import Foundation
import Testing

/// Issue 12, item 5, end to end: symbolic links that loop (`a -> .`, `b -> .`) made the directory
/// walks exponential — `watch` never started watching, ran at 100 % CPU and ignored SIGTERM. Each
/// real directory is now entered once, and a signal stops `watch` even while it is busy.
@Suite(.serialized) struct WatchSymlinkTests {
    static let passing = """
        scenario("one plus one", function() expect.equal(1 + 1, 2) end)
        """

    /// A project with scenarios and two links back to its top, one more one level down.
    func loopingProject() throws -> String {
        let dir = CLI.temporaryDirectory()
        try WatchCommandTests.save(dir, "project/one.lua", Self.passing)
        try WatchCommandTests.save(dir, "project/sub/two.lua", Self.passing)
        try FileManager.default.createSymbolicLink(atPath: dir + "/project/a", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir + "/project/b", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir + "/project/sub/up", withDestinationPath: "..")
        return dir
    }

    @Test func watchStartsOnADirectoryWithSymlinkLoopsReRunsOnASaveAndStopsOnSIGTERM() throws {
        let dir = try loopingProject()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let watch = try WatchProcess(arguments: ["watch", "project"], in: dir)
        defer { watch.stop() }

        try watch.waitFor("watching ", seconds: 20)
        // Each of the two files once, however many paths the links make to it.
        #expect(watch.output.contains("2 passed, 0 failed"), "\(watch.output)")
        #expect(watch.output.components(separatedBy: "PASS ").count - 1 == 2, "\(watch.output)")

        try WatchCommandTests.save(dir, "project/sub/two.lua", Self.passing + "\n-- edited")
        try watch.waitFor("1 file re-run (1 passed, 0 failed)")

        // The idle loop checks for signals (every 0.1 s): it stops by itself on SIGTERM. One that
        // never checked would not stop at all, and `terminate` throws after its bound — a bound
        // for a broken program, not a measure of speed (the 3-s one failed under load).
        let status = try watch.terminate(seconds: 60)
        #expect(status == 0)
        #expect(watch.output.hasSuffix("stopped (SIGTERM)\n"), "\(watch.output.suffix(200))")
    }

    /// Issue 24, item 11: a role script that is a link (`animators/fade.lua -> ../versions/v1.lua`)
    /// is saved under its target's name: the save printed `saved: versions/v1.lua` (when that
    /// folder was watched at all) and re-ran nothing. Saves of a target map to the scripts that
    /// load it by a link: the target's folder is watched, the link's script reloads, its scenarios
    /// re-run (with `--root versions`, the folder was watched before, and the save re-ran 0 files).
    @Test(arguments: [["scenarios"], ["scenarios", "--root", "versions"]])
    func sx4_2_savingALinkedScriptsTargetReRunsItsScenarios(_ paths: [String]) throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try WatchCommandTests.save(dir, "scenarios/fade.lua", WatchCommandTests.scenario)
        try WatchCommandTests.save(dir, "versions/v1.lua", WatchCommandTests.animator(duration: 0.35))
        try FileManager.default.createDirectory(atPath: dir + "/animators", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/animators/fade.lua", withDestinationPath: "../versions/v1.lua")
        let watch = try WatchProcess(arguments: ["watch"] + paths, in: dir)
        defer { watch.stop() }
        try watch.waitFor("watching ")
        #expect(watch.output.contains("0 passed, 1 failed"), "0.35 s is still fading at 0.3 s: \(watch.output)")

        try WatchCommandTests.save(dir, "versions/v1.lua", WatchCommandTests.animator(duration: 0.2))
        try watch.waitFor("1 file re-run (1 passed, 0 failed)", seconds: 20)
        let rerun = watch.output.components(separatedBy: "↻ saved: versions/v1.lua").last ?? ""
        #expect(rerun.contains("animators/fade.lua: generation 2 active"), "the linked script reloads: \(rerun)")
        #expect(rerun.contains("PASS scenarios/fade.lua › fade presents the detail screen"), "\(rerun)")
        #expect(try watch.interrupt() == 0)
    }

    @Test func sigtermStopsTheWatchWhileAScenarioIsStillRunning() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try WatchCommandTests.save(dir, "spin.lua", "scenario('spins', function() local n = 0 while true do n = n + 1 end end)")
        let watch = try WatchProcess(arguments: ["watch", "spin.lua", "--timeout", "60"], in: dir)
        defer { watch.stop() }
        Thread.sleep(forTimeInterval: 1)  // the first run is under way: 60 s of spinning ahead

        let started = Date()
        let status = try watch.terminate(seconds: 45)
        // The loop never gets to look at the flag; the signal's one-second deadline ends the process,
        // long before the scenario's own 60-s timeout would (the bound tells the two apart with room
        // for a loaded machine).
        #expect(status == 0)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(watch.output.hasSuffix("stopped (SIGTERM)\n"), "\(watch.output.suffix(200))")
    }

    @Test func testOnADirectoryWithSymlinkLoopsRunsEachScenarioOnce() throws {
        let dir = try loopingProject()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A link to a real directory elsewhere is followed: its scenario counts, once.
        try WatchCommandTests.save(dir, "elsewhere/three.lua", Self.passing)
        try FileManager.default.createSymbolicLink(atPath: dir + "/project/linked", withDestinationPath: "../elsewhere")
        let test = try WatchProcess(arguments: ["test", "project"], in: dir)  // the output collector, with deadlines
        defer { test.stop() }

        #expect(test.waitForExit(seconds: 30), "test did not finish:\n\(test.output)")
        #expect(test.output.hasSuffix("3 passed, 0 failed\n"), "\(test.output)")
    }
}
