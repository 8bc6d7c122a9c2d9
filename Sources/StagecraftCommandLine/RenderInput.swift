import Foundation
import Stagecraft
import StagecraftRender
import StagecraftScenario

/// What `stagecraft render` draws: a trace `.jsonl` file, a scenario `.lua` file (run here, one of
/// its scenarios picked by `--scenario NAME` when it has several), or `demo` for the demo's sheet
/// transition.
enum RenderInput {
    case demo
    case file(URL)
    case scenario(URL, name: String?)

    init(_ argument: String, scenario: String? = nil) {
        if argument == "demo" { self = .demo }
        else if argument.lowercased().hasSuffix(".lua") { self = .scenario(URL(fileURLWithPath: argument), name: scenario) }
        else { self = .file(URL(fileURLWithPath: argument)) }
    }

    /// Checks the input exists before any work; the message says what is accepted.
    func validate() throws {
        let url: URL
        switch self {
        case .demo: return
        case .file(let file): url = file
        case .scenario(let file, _): url = file
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw RenderFailure("no such file: \(url.path) (give a trace .jsonl file, as written by Trace.jsonLines(), a scenario .lua file, or the word demo)")
        }
        guard !isDirectory.boolValue else { throw RenderFailure("\(url.path) is a directory; give a trace .jsonl file or the word demo") }
    }

    /// The trace to render; the demo runs at 60 Hz so that any output rate up to 60 fps is exact.
    func load() throws -> Trace {
        switch self {
        case .demo:
            return DemoRun(fps: 60).run().trace
        case .scenario(let url, let name):
            return try Self.scenarioTrace(url.relativePath, name: name)
        case .file(let url):
            do {
                return try TraceReader.read(contentsOf: url)
            } catch let error as TraceReadError {
                throw RenderFailure("cannot read the trace: \(error)")
            }
        }
    }
}

extension RenderInput {
    /// Runs the scenario file at 60 Hz (as the demo) and returns the trace of the scenario named
    /// `name` (exactly, else the only one whose name contains it), or of its only scenario.
    static func scenarioTrace(_ file: String, name: String?) throws -> Trace {
        var options = ScenarioOptions()
        options.frameRate = 60
        options.keepTrace = true
        let results = ScenarioRunner(options: options).run(file: file).filter { $0.skipped == nil }
        let names = results.map { "  \($0.name)" }.joined(separator: "\n")
        let picked: [ScenarioResult]
        if let name {
            let exact = results.filter { $0.name == name }
            picked = exact.isEmpty ? results.filter { $0.name.contains(name) } : exact
            guard picked.count == 1 else {
                throw RenderFailure("\(picked.isEmpty ? "no" : "\(picked.count)") scenarios in \(file) match --scenario \(name); its scenarios:\n\(names)")
            }
        } else {
            picked = results
            guard picked.count == 1 else {
                throw RenderFailure(results.isEmpty ? "\(file) ran no scenario" : "\(file) has \(results.count) scenarios: pick one with --scenario NAME:\n\(names)")
            }
        }
        let result = picked[0]
        if let error = result.failures.first(where: { $0.kind == .error }), result.trace?.frames.isEmpty ?? true {
            throw RenderFailure("the scenario did not run: \(error.description)")
        }
        guard let trace = result.trace, !trace.frames.isEmpty else { throw RenderFailure("the scenario \(result.name) recorded no frames") }
        return trace
    }
}

/// A render that cannot go on: printed as `Error: message`, exit status 1.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
