import Testing
@testable import Stagecraft

/// The trace: per-frame view states and events, deterministic to the byte.
@Suite struct TraceTests {
    /// A dimmed bottom sheet presented, dismissed halfway by a pan, then cancelled — traced.
    static func run(frameRate: Double) -> Trace {
        let sheet = PresentationControllerTests.Sheet(frameRate: frameRate)
        let tracer = Tracer(engine: sheet.stage.engine, window: sheet.stage.window)
        let title = Label(text: "Hello \"world\"")
        title.name = "title"
        sheet.card.view.addSubview(title)
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 0.6)
        sheet.card.dismiss(animated: true)
        sheet.stage.engine.advance(by: 0.2)
        sheet.stage.engine.runUntilIdle()
        tracer.stop()
        return tracer.trace
    }

    @Test func sameInputsGiveTheSameBytes() {
        let first = Self.run(frameRate: 60).jsonLines()
        let second = Self.run(frameRate: 60).jsonLines()
        #expect(first == second)
        #expect(first.hasPrefix("{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":60}\n"))
        #expect(first.contains("\"details\":[\"text=\\\"Hello \\\\\\\"world\\\\\\\"\\\"\"]"))
    }

    @Test func framesHoldEveryViewsPresentationValues() {
        let trace = Self.run(frameRate: 60)
        // 0.1 s into the 0.4 s fade: alpha = easeInOut(0.25) for the sheet and the dimming view.
        guard let frame = trace.frame(at: 0.1) else { Issue.record("no frame"); return }
        #expect(frame.index == 6)
        #expect(close(frame.view(named: "sheet")?.alpha ?? -1, Reference.easeInOut(0.25)))
        #expect(close(frame.view(named: "dimming")?.alpha ?? -1, Reference.easeInOut(0.25)))
        #expect(frame.view(named: "sheet")?.frame == Rect(0, 422, 390, 422))
        let names = frame.views.compactMap(\.name)
        #expect(names == ["window", "root", "container(sheet)", "dimming", "sheet", "title"])
        let sheet = frame.view(named: "sheet"), container = frame.view(named: "container(sheet)")
        #expect(sheet?.parent == container?.id)
        // After the dismissal the container is gone.
        #expect(trace.frames.last?.views.compactMap(\.name) == ["window", "root"])
    }

    @Test func eventsFollowTheFrameTheyHappenedAfter() {
        let text = Self.run(frameRate: 60).jsonLines()
        let lines = text.split(separator: "\n")
        let complete = lines.firstIndex { $0.contains("\"name\":\"completeTransition\"") } ?? 0
        let frameBefore = lines[..<complete].last { $0.hasPrefix("{\"type\":\"frame\"") } ?? ""
        // The 0.4 s presentation completes at 0.4 s exactly, before the frame of 0.4 s (24) renders:
        // its event follows frame 23.
        #expect(frameBefore.hasPrefix("{\"type\":\"frame\",\"frame\":23,"))
        #expect(lines[complete].contains("\"time\":0.4,"))
    }

    @Test func sixtyAndOneHundredTwentyHertzAgreeAtSharedTimes() {
        let slow = Self.run(frameRate: 60), fast = Self.run(frameRate: 120)
        for frame in slow.frames {
            guard let match = fast.frames.first(where: { $0.index == frame.index * 2 }) else { continue }
            #expect(match.views.count == frame.views.count)
            for (a, b) in zip(frame.views, match.views) {
                #expect(a.name == b.name)
                #expect(abs(a.values.alpha - b.values.alpha) < 1e-9)
                #expect(abs(a.values.center.y - b.values.center.y) < 1e-9)
            }
        }
        let slowEvents = slow.events.map { "\(formatNumber($0.time)) \($0.call)" }
        let fastEvents = fast.events.map { "\(formatNumber($0.time)) \($0.call)" }
        #expect(slowEvents == fastEvents)
    }

    @Test func contentChangesReachTheTraceAndNewViewsGetNewNumbers() {
        let engine = Engine()
        let window = Window()
        let title = Label(text: "before")
        title.name = "title"
        window.addSubview(title)
        let tracer = Tracer(engine: engine, window: window)
        engine.advance(frames: 1)
        title.text = "after"
        title.fontSize = 20
        engine.advance(frames: 1)
        // Views come and go; each new one gets a number of its own, even at a freed one's address.
        var ids: [Int] = []
        for _ in 0..<3 {
            let temporary = View(frame: Rect(0, 0, 1, 1), name: "temporary")
            window.addSubview(temporary)
            engine.advance(frames: 1)
            ids.append(tracer.frames.last?.view(named: "temporary")?.id ?? -1)
            temporary.removeFromSuperview()
        }
        let frames = tracer.frames
        #expect(frames[1].view(named: "title")?.details == ["text=\"before\""])
        #expect(frames[2].view(named: "title")?.details == ["text=\"after\"", "fontSize=20"])
        #expect(ids == [3, 4, 5])  // window 1, title 2, then one number per new view
    }
}
