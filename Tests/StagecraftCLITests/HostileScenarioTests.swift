import Foundation
import Testing

/// The hostile scenario corpus (HostileScenarios/): each file is run through the real CLI, as a
/// user would run it. The process must end by itself with its summary line (no trap, no signal,
/// no hang), with the exit status the file names (`-- status:`), every `-- expect:` text in its
/// output (the `file:line` and the clear message) and no `-- absent:` text (say, a quoted
/// system file). `-- args:` adds command-line arguments. `fuzz_*.lua` are inputs that once crashed
/// the host under scripts/fuzz (`-- status: any`).
@Suite(.serialized) struct HostileScenarioTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HostileScenarios")
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".lua") }.sorted()
    }

    /// Wall-clock seconds a corpus run may take before it counts as a hang.
    static let hangLimit = 60.0

    @Test func theCorpusCoversEveryHardeningItem() {
        let prefixes = ["coroutine_", "number_", "time_", "gc_", "flood_", "deep_", "error_", "sandbox_", "memory_", "endless_", "determinism_", "pattern_", "studio_", "cycle_"]
        for prefix in prefixes { #expect(Self.names.contains { $0.hasPrefix(prefix) }, "no \(prefix)… case") }
    }

    @Test(arguments: HostileScenarioTests.names)
    func endsCleanlyWithTheExpectedMessage(_ name: String) throws {
        let path = Self.directory.appendingPathComponent(name).path
        let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        func values(_ key: String) -> [String] { header.filter { $0.hasPrefix("-- \(key): ") }.map { String($0.dropFirst(key.count + 5)) } }
        // `any`: a fuzzer's input, meaningless as a scenario: passing or failing are both fine.
        let status = values("status").first.flatMap { Int32($0) }
        let arguments = values("args").flatMap { $0.split(separator: " ").map(String.init) }
        let result = CLI.run(["test"] + arguments + [path], timeout: Self.hangLimit)
        let output = result.stdout + result.stderr
        #expect(!result.timedOut, "\(name) hung: still running after \(Self.hangLimit) s")
        #expect(result.exitedNormally, "\(name) ended by signal \(result.status): \(output.suffix(2000))")
        #expect(status.map { result.status == $0 } ?? (result.status == 0 || result.status == 1),
                "\(name): exit status \(result.status), expected \(status.map(String.init) ?? "0 or 1")\n\(output.suffix(2000))")
        #expect(result.lastLine.range(of: #"^\d+ passed, \d+ failed$"#, options: .regularExpression) != nil, "no summary line: \(result.lastLine)")
        for text in values("expect") { #expect(output.contains(text), "\(name): missing “\(text)” in\n\(output.suffix(2000))") }
        for text in values("absent") { #expect(!output.contains(text), "\(name): “\(text)” must not appear") }
    }

    /// A trace given to `render` is input too: sizes of 1e308 and times of ±1e300 are refused
    /// with a message, never converted (Int(1e300) traps).
    @Test(arguments: ["png", "gif", "html", "svg"])
    func aCraftedTraceIsRefusedOrDrawnNeverATrap(_ format: String) throws {
        let dir = CLI.temporaryDirectory()
        let header = #"{"type":"header","format":"stagecraft-trace/1","frameRate":60}"#
        let huge = #"{"type":"frame","frame":0,"time":0,"views":[{"id":1,"name":"window","kind":"Window","center":[1e308,-1e308],"size":[1e308,1e308],"alpha":1e308}]}"#
        let times = #"{"type":"frame","frame":0,"time":1e300,"views":[]}"# + "\n" + #"{"type":"frame","frame":1,"time":-1e300,"views":[]}"#
        let slow = #"{"type":"header","format":"stagecraft-trace/1","frameRate":1e-320}"#
        for (name, body) in [("huge", huge), ("times", times), ("rate", "")] {
            try ((name == "rate" ? slow : header) + "\n" + body + "\n").write(toFile: "\(dir)/\(name).jsonl", atomically: true, encoding: .utf8)
            let result = CLI.run(["render", "\(dir)/\(name).jsonl", "--out", "\(dir)/\(name).\(format)"], timeout: Self.hangLimit)
            #expect(result.exitedNormally && !result.timedOut, "\(name).\(format): \(result.stderr.suffix(1500))")
            #expect(result.status == 0 || result.stderr.contains("Error:"), "\(name).\(format): \(result.stderr.suffix(500))")
        }
    }
}
