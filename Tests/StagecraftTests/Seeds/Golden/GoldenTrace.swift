import Foundation
import Testing
@testable import Stagecraft
import StagecraftLua

/// Golden traces of the seed ports (examples/golden/*.jsonl): each chosen run of a Swift port is
/// recorded once, and both the Swift port and its Lua port (examples/) must reproduce the file
/// byte for byte. `STAGECRAFT_RECORD=1 swift test --filter Golden` re-records from the Swift ports
/// (never from the Lua ones: the Swift port is the reference the Lua port is held to).
///
/// Names: the Lua roles carry the Swift types' names in `debugName`, so the traces need no
/// normalisation — the events name the same animator, delegate and presentation controller.
enum GoldenTrace {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["STAGECRAFT_RECORD"] == "1" }

    static func url(_ name: String) -> URL { examples.appendingPathComponent("golden/\(name).jsonl") }

    /// Checks the Swift port's `trace` against the golden file, or records it when asked to.
    static func checkSwift(_ name: String, _ trace: String) throws {
        if isRecording {
            try trace.write(to: url(name), atomically: true, encoding: .utf8)
            return
        }
        try compare(name, trace, port: "Swift")
    }

    /// Checks the Lua port's `trace` against the golden file (never records).
    static func checkLua(_ name: String, _ trace: String) throws { try compare(name, trace, port: "Lua") }

    private static func compare(_ name: String, _ trace: String, port: String) throws {
        let golden = try String(contentsOf: url(name), encoding: .utf8)
        guard golden != trace else { return }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = trace.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
        let show = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(end of trace)" }
        Issue.record("\(port) port differs from examples/golden/\(name).jsonl at line \(line + 1):\n  golden: \(show(expected))\n  \(port):   \(show(actual))")
    }

    /// A Lua state whose `require` finds the examples (`require("animators.fade")`).
    static func lua() throws -> LuaState { try LuaState(scriptRoots: [examples.path]) }

    /// Loads examples/`path` as a delegate script.
    static func delegate(_ lua: LuaState, _ path: String) throws -> ScriptDelegate {
        let source = try String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8)
        return try ScriptDelegate(lua: lua, source: source, chunkName: "examples/" + path)
    }

    /// Loads examples/`path` as a screen: a view controller written in Lua.
    static func screen(_ lua: LuaState, _ path: String, name: String) throws -> ScriptViewController {
        let source = try String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8)
        return try ScriptViewController(lua: lua, name: name, source: source, chunkName: "examples/" + path)
    }
}
