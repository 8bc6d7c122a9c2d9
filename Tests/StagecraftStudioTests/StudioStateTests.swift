import Foundation
import Testing
@testable import StagecraftStudio

/// The studio's live state (docs/studio.md, rules SD1.x): what each push carries, what a script
/// error keeps, how bursts coalesce.
@Suite struct StudioStateTests {
    static func scenario(_ name: String, file: String = "scenarios/a.lua", error: StudioError? = nil) -> StudioScenario {
        StudioScenario(file: file, name: name, passed: error == nil, failures: error.map { [$0.message] } ?? [], error: error)
    }

    struct Snapshot: Decodable {
        struct Item: Decodable { var id: String; var traceGeneration: Int? }
        var generation: Int
        var scenarios: [Item]
        var errors: [StudioError]
    }

    static func read(_ state: StudioState) throws -> Snapshot {
        try JSONDecoder().decode(Snapshot.self, from: Data(state.snapshot().utf8))
    }

    /// SD1.2: each push is the whole state; a re-run of one file replaces that file's scenarios only.
    @Test func sd1_2_aReRunReplacesItsFilesScenariosAndKeepsTheOthers() throws {
        let state = StudioState()
        state.publish(files: ["scenarios/a.lua", "scenarios/b.lua"], results: [
            (Self.scenario("one"), "A1"), (Self.scenario("two"), "A2"), (Self.scenario("three", file: "scenarios/b.lua"), "B1"),
        ], errors: [])
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one"), "A1'")], errors: [])
        let snapshot = try Self.read(state)
        #expect(snapshot.generation == 2)
        #expect(snapshot.scenarios.map(\.id) == ["scenarios/a.lua › one", "scenarios/b.lua › three"])
        #expect(snapshot.scenarios.map(\.traceGeneration) == [2, 1])
        #expect(state.trace(id: "scenarios/a.lua › one") == "A1'")
    }

    /// SD1.4: a run marred by a script error keeps the last good trace beneath the error.
    @Test func sd1_4_aScriptErrorKeepsTheLastGoodTrace() throws {
        let state = StudioState()
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one"), "good")], errors: [])
        let error = StudioError(message: "boom", file: "animators/x.lua", line: 3)
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one", error: error), "partial")], errors: [error])
        #expect(state.trace(id: "scenarios/a.lua › one") == "good")
        let snapshot = try Self.read(state)
        #expect(snapshot.scenarios.map(\.traceGeneration) == [1])
        #expect(snapshot.errors == [error])
        // The fixing save: the new trace, no errors.
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one"), "fixed")], errors: [])
        #expect(state.trace(id: "scenarios/a.lua › one") == "fixed")
        #expect(try Self.read(state).errors.isEmpty)
    }

    /// SD1.4: a file that fails before declaring its scenarios (a broken script loaded at its top)
    /// reports one error under another name; its scenarios stay listed, with their traces, marked.
    @Test func sd1_4_aFileThatFailsToLoadKeepsItsScenariosMarked() throws {
        let state = StudioState()
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one"), "1"), (Self.scenario("two"), "2")], errors: [])
        let error = StudioError(message: "did not load", file: "scenarios/a.lua", line: 1)
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("a", error: error), "empty")], errors: [])
        let snapshot = try Self.read(state)
        #expect(snapshot.scenarios.map(\.id) == ["scenarios/a.lua › one", "scenarios/a.lua › two"])
        #expect(state.trace(id: "scenarios/a.lua › two") == "2")
        #expect(state.snapshot().contains("did not load"))
    }

    /// SD1.5: a burst of pushes reaches a busy reader as the newest generation only.
    @Test func sd1_5_aBurstCoalescesToTheLastGeneration() async throws {
        let state = StudioState()
        let updates = state.updates()
        for k in 0..<1000 { state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one"), "t\(k)")], errors: []) }
        var iterator = updates.makeAsyncIterator()
        #expect(await iterator.next() == 1000)
        #expect(state.trace(id: "scenarios/a.lua › one") == "t999")
    }

    /// SD1.5: a reader that goes away stops being pushed to; the state stays for the next one.
    @Test func sd1_5_aReaderThatLeavesIsForgottenAndTheStateStays() async throws {
        let state = StudioState()
        state.publish(files: ["scenarios/a.lua"], results: [(Self.scenario("one"), "t")], errors: [])
        do {
            let updates = state.updates()
            var iterator = updates.makeAsyncIterator()
            #expect(await iterator.next() == 1)   // the current generation at once
            #expect(state.subscriberCount == 1)
        }
        #expect(state.subscriberCount == 0)
        var again = state.updates().makeAsyncIterator()
        #expect(await again.next() == 1)
    }

    /// SD1.4: the overlay's source line is the file's text at the error's line (a file the run
    /// loaded: issue 24, item 1).
    @Test func sd1_4_theErrorCarriesItsSourceLine() throws {
        let path = NSTemporaryDirectory() + "studio-\(UUID().uuidString).lua"
        try "local a = 1\nlocal b = (\nreturn a\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = LoadedSources([path])
        #expect(StudioError(message: "x", file: path, line: 3, quoting: loaded).source == "return a")
        #expect(StudioError(message: "x", file: path, line: 3).source == nil, "not a loaded file")
        #expect(StudioError(message: "x", file: path, line: 99, quoting: loaded).source == nil)
        #expect(StudioError(message: "x", file: nil, line: 3, quoting: loaded).source == nil)
    }
}
