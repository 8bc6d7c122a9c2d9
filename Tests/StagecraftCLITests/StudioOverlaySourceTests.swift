import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Issue 24, item 1, end to end: a sandboxed scenario made the studio read any file by naming it
/// in an error's text (`error("/etc/passwd:1: boom", 0)`): the overlay's source line was read from
/// the `file:line` the message named, and `/state` and `/live` (the same snapshot) carried it.
/// Now only the files the run loaded are quoted: a role script's real error still shows its line.
@Suite(.serialized) struct StudioOverlaySourceTests {
    static let hostile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("HostileScenarios/studio_error_names_system_files.lua").path

    @Test func sec1_overlayReadsOnlyLoadedFiles() async throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try WatchCommandTests.save(dir, "scenarios/hostile.lua", try String(contentsOfFile: Self.hostile, encoding: .utf8))
        // A link in the project (not among the scenarios) to a system file, named by an error: not
        // loaded, so not quoted.
        try FileManager.default.createSymbolicLink(atPath: dir + "/passwd.lua", withDestinationPath: "/etc/passwd")
        try WatchCommandTests.save(dir, "scenarios/linked.lua", #"scenario("names a link", function() error("passwd.lua:1: boom", 0) end)"#)
        // A real error in a loaded role script: its line is quoted.
        try WatchCommandTests.save(dir, "scenarios/fade.lua", WatchCommandTests.scenario)
        try WatchCommandTests.save(dir, "animators/fade.lua", WatchCommandTests.animator(duration: 0.2)
            .replacingOccurrences(of: "  to.alpha = 0\n", with: "  to.alpha = 0\n  error('the fade broke')\n"))
        let studio = try WatchProcess(arguments: ["studio", "scenarios", "--port", "0"], in: dir)
        defer { studio.stop() }
        try studio.waitFor("watching ")
        let url = try #require(studio.output.firstMatch(of: /studio on http:\/\/127\.0\.0\.1:(\d+)\//))
        let port = try #require(Int(url.1))
        let state = try await StudioCommandTests.waitForState(port, "\"generation\":1")

        #expect(state.contains("\"file\":\"/etc/passwd\",\"line\":1,\"message\":\"error: boom\"}"), "the location is shown, no source: \(state)")
        #expect(state.contains("\"file\":\"/proc/self/environ\",\"line\":1,\"message\":\"error: leak\"}"), "\(state)")
        #expect(state.contains("\"file\":\"passwd.lua\",\"line\":1,\"message\":\"error: boom\"}"), "\(state)")
        #expect(!state.contains("root:x:0:0"), "a line of /etc/passwd reached /state: \(state)")
        #expect(!state.contains("PATH="), "the studio's environment reached /state: \(state)")
        #expect(state.contains("\"source\":\"  error('the fade broke')\""), "a loaded script's line is still quoted: \(state)")
        #expect(try studio.interrupt() == 0)
    }
}
