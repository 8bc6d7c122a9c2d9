import Foundation
import Synchronization

/// A script or scenario error as the studio page shows it: the message, where it happened and the
/// source line there, so the overlay reads as the terminal does.
public struct StudioError: Sendable, Codable, Equatable {
    public var message: String
    public var file: String?
    public var line: Int?
    /// The text of `file` at `line`, when `file` is one the run loaded and it could be read.
    public var source: String?
    /// The lines around `line` (two either side) from the same file, for the overlay's code frame.
    public var context: [StudioSourceLine]?

    /// `source` is read from `sources` only: the `file:line` of a message is the script's to
    /// write, so it may name a file the run never loaded (see `LoadedSources`).
    public init(message: String, file: String?, line: Int?, quoting sources: LoadedSources = .none) {
        self.message = message
        self.file = file
        self.line = line
        source = sources.line(line, of: file)
        context = sources.lines(around: line, of: file)
    }
}

/// One numbered line of a script, in an error's code frame.
public struct StudioSourceLine: Sendable, Codable, Equatable {
    public var number: Int
    public var text: String
}

/// One scenario's latest run as the page lists it: file › name, pass/fail, what went wrong.
public struct StudioScenario: Sendable, Codable, Equatable {
    public var file: String
    public var name: String
    public var passed: Bool
    public var skipped: Bool
    public var failures: [String]
    /// When each of `failures` happened, in the same order: the page links each failure's
    /// `at t=… (frame N)` to its moment and marks the moments on the timeline.
    public var moments: [StudioMoment]
    public var diagnostics: [String]
    /// The script error that marred the run; its trace, if any, is not shown: the last good one stays.
    public var error: StudioError?
    /// The files the run loaded, the scenario's own first: the source panel shows them (SD5.1),
    /// and they are the only files the studio reads or writes back.
    public var scripts: [String]

    public init(file: String, name: String, passed: Bool, skipped: Bool = false, failures: [String] = [], moments: [StudioMoment] = [],
                diagnostics: [String] = [], error: StudioError? = nil, scripts: [String] = []) {
        self.scripts = scripts
        self.file = file
        self.name = name
        self.passed = passed
        self.skipped = skipped
        self.failures = failures
        self.moments = moments
        self.diagnostics = diagnostics
        self.error = error
    }

    /// How the page and `/trace?id=` name it.
    public var id: String { "\(file) › \(name)" }
}

/// What the studio shows, shared between the watch loop (which publishes each re-run) and the
/// server's connections (which each wait for the next generation). Every push is the whole
/// state, so a client that missed pushes (a burst of saves, a dropped connection) is brought up to
/// date by the next one, and a burst coalesces: a waiting client only ever sees the newest.
public final class StudioState: Sendable {
    struct Entry: Sendable {
        var scenario: StudioScenario
        /// The last good trace (JSON Lines) and the generation that recorded it.
        var trace: String?
        var traceGeneration: Int
    }

    struct Contents: Sendable {
        var generation = 0
        var order: [String] = []
        var entries: [String: Entry] = [:]
        /// Reload errors of the last save: the root cause, shown before the scenarios' failures.
        var errors: [StudioError] = []
        var subscribers: [Int: AsyncStream<Int>.Continuation] = [:]
        var nextSubscriber = 0
    }

    private let contents = Mutex(Contents())

    public init() {}

    /// A re-run of `files`: their scenarios are replaced by `results` (each with its trace, when it
    /// recorded one), `errors` are the reloads that failed. A scenario whose run hit a script error
    /// keeps the trace of its last good run.
    public func publish(files: [String], results: [(scenario: StudioScenario, trace: String?)], errors: [StudioError]) {
        let waiting = contents.withLock { state -> ([AsyncStream<Int>.Continuation], Int) in
            state.generation += 1
            let generation = state.generation
            var results = results
            // A file that failed before declaring its scenarios (a script it loads at the top is
            // broken) reports one error under another name: its scenarios keep their last good
            // traces, marked with the error, rather than vanish from the page.
            for file in Set(results.map(\.scenario.file)) {
                let own = results.filter { $0.scenario.file == file }
                guard own.count == 1, let failed = own.first, failed.scenario.error != nil,
                      state.entries[failed.scenario.id] == nil else { continue }
                let kept = state.order.compactMap { state.entries[$0] }.filter { $0.scenario.file == file && $0.trace != nil }
                guard !kept.isEmpty else { continue }
                results.removeAll { $0.scenario.file == file }
                for entry in kept {
                    var scenario = failed.scenario
                    scenario.name = entry.scenario.name
                    results.append((scenario, nil))
                }
            }
            let rerun = Set(files)
            let fresh = Set(results.map(\.scenario.id))
            state.order.removeAll { id in state.entries[id].map { rerun.contains($0.scenario.file) && !fresh.contains(id) } ?? true }
            for (scenario, trace) in results {
                let id = scenario.id
                var entry = state.entries[id] ?? Entry(scenario: scenario, trace: nil, traceGeneration: 0)
                entry.scenario = scenario
                if let trace, scenario.error == nil || entry.trace == nil {
                    entry.trace = trace
                    entry.traceGeneration = generation
                }
                if state.entries[id] == nil { state.order.append(id) }
                state.entries[id] = entry
            }
            state.entries = state.entries.filter { state.order.contains($0.key) }
            state.errors = errors
            return (Array(state.subscribers.values), generation)
        }
        for subscriber in waiting.0 { subscriber.yield(waiting.1) }
    }

    public var generation: Int { contents.withLock { $0.generation } }

    /// The trace on show for scenario `id` (JSON Lines).
    public func trace(id: String) -> String? { contents.withLock { $0.entries[id]?.trace } }

    /// Scenario `id` as last run.
    public func scenario(id: String) -> StudioScenario? { contents.withLock { $0.entries[id]?.scenario } }

    /// The files the listed scenarios loaded: all the source panel may read or write.
    public var loadedFiles: LoadedSources {
        LoadedSources(contents.withLock { state in state.entries.values.flatMap { [$0.scenario.file] + $0.scenario.scripts } })
    }

    struct Snapshot: Codable {
        struct Item: Codable {
            var id: String
            var scenario: StudioScenario
            var traceGeneration: Int?
        }
        var generation: Int
        var scenarios: [Item]
        var errors: [StudioError]
    }

    /// The whole state as the page reads it (JSON).
    public func snapshot() -> String {
        let value = contents.withLock { state in
            Snapshot(generation: state.generation, scenarios: state.order.compactMap { id in
                state.entries[id].map { Snapshot.Item(id: id, scenario: $0.scenario, traceGeneration: $0.trace == nil ? nil : $0.traceGeneration) }
            }, errors: state.errors)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    /// The generations from now on, the current one first; only the newest is kept while the
    /// reader is busy, so a slow reader skips to the latest state.
    public func updates() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let id = contents.withLock { state in
            state.nextSubscriber += 1
            state.subscribers[state.nextSubscriber] = continuation
            continuation.yield(state.generation)
            return state.nextSubscriber
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.contents.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many connections wait for pushes (for tests).
    public var subscriberCount: Int { contents.withLock { $0.subscribers.count } }
}
