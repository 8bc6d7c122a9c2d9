import Foundation
import Stagecraft
import StagecraftRender

/// What `stagecraft render` draws: a trace `.jsonl` file, or `demo` for the demo's sheet transition.
enum RenderInput {
    case demo
    case file(URL)

    init(_ argument: String) {
        self = argument == "demo" ? .demo : .file(URL(fileURLWithPath: argument))
    }

    /// Checks the input exists before any work; the message says what is accepted.
    func validate() throws {
        guard case .file(let url) = self else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw RenderFailure("no such file: \(url.path) (give a trace .jsonl file, as written by Trace.jsonLines(), or the word demo)")
        }
        guard !isDirectory.boolValue else { throw RenderFailure("\(url.path) is a directory; give a trace .jsonl file or the word demo") }
    }

    /// The trace to render; the demo runs at 60 Hz so that any output rate up to 60 fps is exact.
    func load() throws -> Trace {
        switch self {
        case .demo:
            return DemoRun(fps: 60).run().trace
        case .file(let url):
            do {
                return try TraceReader.read(contentsOf: url)
            } catch let error as TraceReadError {
                throw RenderFailure("cannot read the trace: \(error)")
            }
        }
    }
}

/// A render that cannot go on: printed as `Error: message`, exit status 1.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
