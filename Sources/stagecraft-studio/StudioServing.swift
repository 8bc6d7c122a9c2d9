import ArgumentParser
import Foundation
import StagecraftCommandLine
import StagecraftImport
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
        let session: WatchSession
        do { session = try watch.session(output: output) } catch let error as ValidationError { throw Self.usageError(error.message) }
        let server: StudioServer
        let listening: UInt16
        do {
            server = try StudioServer(state: state, port: UInt16(port), reporter: RefusalReporter { output.line(output.dim($0)) },
                                      previewer: Self.previewer(runner: session.runner, output: output), scanners: ["swift": Self.swiftLiterals])
            listening = try server.startBlocking()
        } catch let error as StudioServer.StartError {
            FileHandle.standardError.write(Data("Error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        let stop = StopSignal { name in output.line(output.dim("stopped (\(name))")) }
        session.onRun = { files, results, reloads in
            state.publish(files: files, results: results.map { (Self.scenario($0, output: output), $0.trace?.jsonLines(touches: true)) },
                          errors: reloads.compactMap { Self.reloadError($0, registry: session.reloader?.registry, output: output) })
        }
        do { try session.rescan() } catch { throw Self.usageError(error.description) }
        guard !session.files.isEmpty else { throw Self.usageError(ConventionalPaths.noScenarioFiles(under: session.paths)) }
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
                              diagnostics: result.diagnostics.map(\.description), error: error,
                              scripts: [result.file] + result.scripts.filter { $0 != result.file })
    }

    /// A Swift role's numbers, found by swift-syntax: scrubbed in the Swift file itself, whose
    /// translation the preview and the watch make again from the changed text (SD5.1).
    static let swiftLiterals: LiteralScanner = { text in
        SwiftNumberLiterals.scan(text).map {
            NumberLiteral(start: $0.start, end: $0.end, line: $0.line, text: $0.text, value: $0.value, signed: $0.signed, negatable: $0.negatable, hex: $0.hex)
        }
    }

    /// How the studio previews a scrubbed literal (SD5.2): the scenario run as the watch runs it
    /// (the same options, sandbox and budgets), with the changed texts in place of their files.
    static func previewer(runner: ScenarioRunner, output: WatchOutput) -> ScrubEditor.Previewer {
        { scenario, overrides in
            var runner = runner
            runner.options.sourceOverrides = ScriptOverrides(overrides)
            let exact = try? ScenarioSelection(patterns: ["^" + NSRegularExpression.escapedPattern(for: scenario.name) + "$"])
            let results = runner.run(file: scenario.file, selection: exact ?? ScenarioSelection(filter: scenario.name))
            guard let result = results.first(where: { $0.name == scenario.name }) ?? results.first else {
                return StudioPreview(trace: nil, error: StudioError(message: "the scenario did not run", file: scenario.file, line: nil),
                                     passed: false, failures: [])
            }
            let shown = Self.scenario(result, output: output)
            return StudioPreview(trace: result.trace?.jsonLines(touches: true), error: shown.error, passed: result.passed, failures: shown.failures)
        }
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
