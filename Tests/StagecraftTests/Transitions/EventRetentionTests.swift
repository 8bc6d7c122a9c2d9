import Testing
@testable import Stagecraft

/// Issue 12, item 4: an engine that lives as long as its host (watch, studio, an app's run loop)
/// must not keep every event and diagnostic of every transition forever. `retainedEvents` bounds
/// them; by default (scenarios, tests) everything is kept.
@Suite struct EventRetentionTests {
    /// Presents a fresh card over `stage.root` and dismisses it, both with UIKit's default animation.
    func roundTrip(_ stage: Stage) {
        let card = ViewController(name: "card")
        stage.root.present(card, animated: true)
        stage.engine.runUntilIdle()
        stage.root.dismiss(animated: true)
        stage.engine.runUntilIdle()
    }

    @Test func roundTripsKeepABoundedWindowOfEventsWhenRetentionIsSet() {
        let stage = Stage()
        stage.engine.retainedEvents = 50
        let setUp = stage.engine.recordedEventCount
        roundTrip(stage)
        let perRoundTrip = stage.engine.recordedEventCount - setUp
        let firstRoundTripEnded = stage.engine.now
        #expect(perRoundTrip > 10)  // present and dismiss record many calls and callbacks
        for _ in 1..<500 { roundTrip(stage) }
        #expect(stage.root.presentedViewController == nil)
        // At least the 50 most recent are kept; a batch is dropped when twice as many have piled up.
        #expect(stage.engine.events.count >= 50 && stage.engine.events.count < 100)
        // Every round trip records the same events (a fresh card each time): none goes uncounted.
        #expect(stage.engine.recordedEventCount == setUp + 500 * perRoundTrip)
        #expect(stage.engine.droppedEventCount == stage.engine.recordedEventCount - stage.engine.events.count)
        // The oldest are the ones dropped.
        #expect((stage.engine.events.first?.time ?? 0) > firstRoundTripEnded)
        #expect(stage.engine.events.contains { $0.subject == "card" && $0.name == "viewDidDisappear" })
    }

    @Test func byDefaultEveryEventIsKept() {
        let stage = Stage()
        for _ in 0..<20 { roundTrip(stage) }
        #expect(stage.engine.droppedEventCount == 0)
        #expect(stage.engine.events.count == stage.engine.recordedEventCount)
        #expect(stage.engine.events.filter { $0.subject == "card" && $0.name == "viewDidAppear" }.count == 20)
    }

    @Test func diagnosticsAreBoundedAndCounted() {
        let engine = Engine()
        engine.retainedEvents = 3
        for index in 1...10 { engine.report(Diagnostic(kind: .invalidValue, message: "bad \(index)")) }
        // The list reached 6 (twice 3) at "bad 6" and again at "bad 9", each time dropping to 3.
        #expect(engine.diagnostics.map(\.message) == ["bad 7", "bad 8", "bad 9", "bad 10"])
        #expect(engine.droppedDiagnosticCount == 6)
    }

    @Test func loweringTheBoundTrimsAtOnce() {
        let engine = Engine()
        for index in 1...10 { engine.record(.transition, "t", "step\(index)") }
        engine.retainedEvents = 4
        #expect(engine.events.map(\.name) == ["step7", "step8", "step9", "step10"])
        #expect(engine.droppedEventCount == 6 && engine.recordedEventCount == 10)
    }

    @Test func aTracerStartedBeforeDropsStillReadsOnlyItsOwnEvents() {
        let engine = Engine()
        engine.retainedEvents = 4
        for index in 1...3 { engine.record(.transition, "t", "before\(index)") }
        let tracer = Tracer(engine: engine, window: Window())
        for index in 1...5 { engine.record(.transition, "t", "after\(index)") }
        // The 8th event reached twice the bound: events 1–4 went (before1–3 and after1).
        #expect(tracer.events.map(\.name) == ["after2", "after3", "after4", "after5"])
        engine.retainedEvents = nil
        engine.record(.transition, "t", "after6")
        #expect(tracer.events.map(\.name) == ["after2", "after3", "after4", "after5", "after6"])
    }
}
