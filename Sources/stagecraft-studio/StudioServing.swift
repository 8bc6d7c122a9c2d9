import ArgumentParser
import Foundation
import StagecraftCommandLine
import StagecraftLua
import StagecraftScenario
import StagecraftStudio

/// What `stagecraft studio` runs (Sources/StagecraftCommandLine/StudioCommand.swift parses it): a
/// local web server (127.0.0.1 only) fed by a watch session, in the one executable that links
/// the server library.
extension StudioCommand {
    /// The studio itself: the server, then the watch loop that feeds it.
    func serveStudio() throws {
        let output = WatchOutput(color: watch.colorOptions.enabled)
        let state = StudioState()
        let server: StudioServer
        let listening: UInt16
        do {
            server = try StudioServer(state: state, port: UInt16(port), reporter: RefusalReporter { output.line(output.dim($0)) })
            listening = try server.startBlocking()
        } catch let error as StudioServer.StartError {
            FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        let stop = StopSignal { name in output.line(output.dim("stopped (\(name))")) }
        let session: WatchSession
        do { session = try watch.session(output: output) } catch let error as ValidationError { throw Self.usageError(error.message) }
        session.onRun = { files, results, reloads in
            state.publish(files: files, results: results.map { (Self.scenario($0, output: output), $0.trace?.jsonLines(touches: true)) },
                          errors: reloads.compactMap { Self.reloadError($0, registry: session.reloader?.registry, output: output) })
        }
        do { try session.rescan() } catch { throw Self.usageError(error.description) }
        guard !session.files.isEmpty else { throw Self.usageError("no scenario files (.lua) under \(session.paths.joined(separator: ", "))") }
        output.line("studio on http://127.0.0.1:\(listening)/ — open it in a browser")
        watch.runUntilStopped(session, stop: stop, output: output) { server.stopBlocking() }
    }

    /// A result as the page lists it; its first script error becomes the overlay's, quoting a
    /// source line only from the files this run loaded (the error's `file:line` is the script's
    /// to write: `error("/etc/passwd:1: boom", 0)`).
    static func scenario(_ result: ScenarioResult, output: WatchOutput) -> StudioScenario {
        let sources = LoadedSources([result.file] + result.scripts)
        let error = result.failures.first { $0.kind == .error }.map { failure in
            let (file, line) = split(location: failure.location)
            return StudioError(message: failure.message, file: file.map(output.display), line: line, quoting: sources)
        }
        return StudioScenario(file: result.file, name: result.name, passed: result.passed, skipped: result.skipped != nil,
                              failures: result.failures.map(\.description),
                              moments: result.failures.map { StudioMoment(time: $0.time, frame: $0.frame, view: $0.viewID) },
                              diagnostics: result.diagnostics.map(\.description), error: error)
    }

    /// A failed reload as the page shows it (the same file:line and message as the terminal's),
    /// quoting only the reloaded script or a module it requires.
    static func reloadError(_ report: HotReloader.Report, registry: ModuleRegistry?, output: WatchOutput) -> StudioError? {
        guard let error = report.error else { return nil }
        var message = error.message
        if let chunk = error.chunk, let line = error.line, message.hasPrefix("\(chunk):\(line):") {
            message = String(message.dropFirst("\(chunk):\(line):".count)).trimmingCharacters(in: .whitespaces)
        }
        let file = error.chunk.map { chunk in chunk.hasPrefix("...") && report.script.hasSuffix(chunk.dropFirst(3)) ? report.script : chunk } ?? report.script
        return StudioError(message: message + " (hot reload keeps generation \(report.generation); the last good motion stays on show)", file: output.display(file), line: error.line,
                           quoting: LoadedSources(loaded(by: report.script, in: registry)))
    }

    /// `script` and the modules it requires, directly or through others.
    static func loaded(by script: String, in registry: ModuleRegistry?) -> Set<String> {
        var found: Set<String> = [script]
        var frontier = [script]
        while let next = frontier.popLast() {
            for module in registry?.dependencies(of: next) ?? [] where found.insert(module).inserted { frontier.append(module) }
        }
        return found
    }

    /// `file:line` → its parts (a location without a line number is all file).
    static func split(location: String?) -> (String?, Int?) {
        guard let location else { return (nil, nil) }
        if let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) {
            return (String(location[..<colon]), line)
        }
        return (location, nil)
    }
}
