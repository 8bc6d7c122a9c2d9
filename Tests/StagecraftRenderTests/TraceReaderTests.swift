import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// Reading JSON Lines traces back: same values, same bytes, clear errors.
@Suite struct TraceReaderTests {
    /// A real run: a card sliding up and fading in with a label and an image, rotated on the way.
    static func recorded() -> Trace {
        let engine = Engine(frameRate: 60)
        let window = Window()
        let card = View(frame: Rect(20, 844, 350, 300), name: "card")
        card.backgroundColor = Color(hex: 0x007AFF)
        card.cornerRadius = 12
        card.clipsToBounds = true
        let title = Label(text: "Tap \"here\"\n", name: "title")
        title.frame = Rect(16, 16, 200, 30)
        let photo = ImageView(frame: Rect(16, 60, 120, 120), imageName: "pizza", name: "photo")
        card.addSubview(title)
        card.addSubview(photo)
        window.addSubview(card)
        let tracer = Tracer(engine: engine, window: window)
        View.animate(withDuration: 0.25, animations: {
            card.frame.origin.y = 400
            card.alpha = 0.8
            photo.transform = AffineTransform(rotationAngle: 0.3)
        })
        engine.advance(by: 0.3)
        tracer.stop()
        return tracer.trace
    }

    @Test func rd4_1_aRecordedTraceReadsBackToTheSameBytes() throws {
        let text = Self.recorded().jsonLines()
        let trace = try TraceReader.read(text)
        #expect(trace.jsonLines() == text)
        #expect(trace.frames.count == 19)
        #expect(trace.frames.last?.view(named: "title")?.detail("text") == "Tap \"here\"\n")
        #expect(trace.frames.last?.view(named: "card")?.clipsToBounds == true)
    }

    @Test func rd4_1_aTraceWithExactValuesReadsBackEqual() throws {
        let card = ViewSample(
            id: 2, parent: 1, name: "card", kind: "View",
            values: LayerProperties(
                center: Point(x: 10.5, y: -3), bounds: Rect(x: 0, y: 5, width: 100, height: 40),
                transform: AffineTransform(a: 0.5, b: 0.25, c: -0.25, d: 0.5, tx: 3, ty: 4), alpha: 0.25,
                backgroundColor: Color(hex: 0xFF8000), cornerRadius: 8, anchorPoint: Point(x: 0, y: 1)),
            isHidden: true, clipsToBounds: true, details: ["image=\"pizza\""])
        let window = ViewSample(id: 1, parent: nil, name: "window", kind: "Window",
                                values: LayerProperties(center: Point(x: 195, y: 422), bounds: Rect(x: 0, y: 0, width: 390, height: 844)))
        let trace = Trace(
            frameRate: 120,
            frames: [TraceFrame(index: 0, time: 0, views: [window, card]), TraceFrame(index: 1, time: 0.0125, views: [window])],
            events: [
                TraceEvent(time: 0.005, frame: 0, category: .lifecycle, subject: "sheet", name: "viewWillAppear", detail: "animated=true"),
                TraceEvent(time: 0.0125, frame: 1, category: .diagnostic, subject: "sheet", name: "watchdog", detail: "line\n\"2\""),
            ])
        #expect(try TraceReader.read(trace.jsonLines()) == trace)
    }

    /// SD2.5: a frame's animations read back equal; a trace written before them reads without; a
    /// malformed one names its line.
    @Test func sd2_5_animationsReadBackAndOlderTracesStillRead() throws {
        let from = ViewSample(id: 2, parent: nil, name: nil, kind: "View",
                              values: LayerProperties(center: Point(x: 585, y: 422), bounds: Rect(x: 0, y: 0, width: 390, height: 844), alpha: 0))
        let window = ViewSample(id: 1, parent: nil, name: "window", kind: "Window",
                                values: LayerProperties(center: Point(x: 195, y: 422), bounds: Rect(x: 0, y: 0, width: 390, height: 844)))
        let slide = TraceAnimation(curve: "spring(dampingRatio: 0.6, initialVelocity: 0)", start: 0.25, duration: 0.5,
                                   repeatCount: 2.5, autoreverses: true, targets: [.init(keys: ["center", "alpha"], from: from)])
        let blink = TraceAnimation(curve: "keyframes(.calculationModePaced)", start: 0.3, duration: 1, repeatCount: .infinity, targets: [.init(keys: ["alpha"], from: from)])
        let trace = Trace(frameRate: 60, frames: [TraceFrame(index: 0, time: 0, views: [window]),
                                                  TraceFrame(index: 1, time: 0.5, views: [window], animations: [slide, blink])], events: [])
        let text = trace.jsonLines()
        #expect(try TraceReader.read(text) == trace)
        #expect(text.contains(#","animations":[{"curve":"spring(dampingRatio: 0.6, initialVelocity: 0)","start":0.25,"duration":0.5,"repeatCount":2.5,"autoreverses":true,"views":[{"keys":["center","alpha"],"from":{"id":2,"kind":"View","center":[585,422],"size":[390,844],"alpha":0}}]}"#))
        // The same trace as an older Stagecraft wrote it: no animations, the rest the same.
        let older = try TraceReader.read(text.replacing(#/,"animations":\[.*\]\}\n/#, with: "}\n"))
        #expect(older.frames.map(\.animations) == [[], []] && older.frames.map(\.views) == trace.frames.map(\.views))
        let header = "{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":60}"
        #expect(throws: TraceReadError(line: 2, "an animation needs a finite start and a duration ≥ 0")) {
            try TraceReader.read(header + "\n" + #"{"type":"frame","frame":0,"time":0,"views":[],"animations":[{"curve":".linear","start":0,"duration":-1,"views":[]}]}"#)
        }
    }

    /// SD2.5: a cropped trace (`render --from`) keeps the animations still running at its first frame.
    @Test func sd2_5_aCroppedTraceKeepsTheAnimationsRunningAtItsStart() throws {
        let trace = Self.recorded()  // one 0.25 s animation block from t = 0
        #expect(trace.frames.flatMap(\.animations).map(\.curve) == [".easeInOut"])
        let mid = try trace.cropped(from: 0.1, to: nil)
        #expect(mid.frames.first?.animations.map(\.curve) == [".easeInOut"] && mid.frames.dropFirst().allSatisfy(\.animations.isEmpty))
        #expect(try trace.cropped(from: 0.28, to: nil).frames.allSatisfy(\.animations.isEmpty))
    }

    @Test func rd4_1_badInputNamesTheLineAndTheProblem() {
        let header = "{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":60}"
        func error(_ text: String) -> TraceReadError? {
            do {
                _ = try TraceReader.read(text)
                return nil
            } catch {
                return error as? TraceReadError
            }
        }
        #expect(error("")?.message.contains("no header") == true)
        #expect(error("{\"type\":\"frame\",\"frame\":0,\"time\":0,\"views\":[]}")?.message == "a frame before the header")
        #expect(error(header + "\nnot json")?.line == 2)
        #expect(error(header + "\n{\"type\":\"frame\",\"frame\":0,\"time\":0}")?.message == "a frame needs frame, time and views")
        #expect(error(header + "\n{\"type\":\"event\",\"frame\":0,\"time\":0,\"category\":\"gossip\",\"subject\":\"a\",\"name\":\"b\"}")?.message.contains("gossip") == true)
        #expect(error(header + "\n{\"type\":\"frame\",\"frame\":0,\"time\":0,\"views\":[{\"id\":1,\"kind\":\"View\",\"background\":\"mauve-ish\"}]}")?.line == 2)
        #expect(error("{\"type\":\"header\",\"format\":\"other/2\",\"frameRate\":60}")?.message.contains("other/2") == true)
        #expect(error(header + "\n" + header)?.message == "a second header")
    }

    @Test func rd4_1_missingFilesAreNamedInTheError() {
        let url = URL(fileURLWithPath: "/nonexistent/trace.jsonl")
        #expect(throws: TraceReadError.self) { try TraceReader.read(contentsOf: url) }
        do {
            _ = try TraceReader.read(contentsOf: url)
        } catch {
            #expect("\(error)".contains("/nonexistent/trace.jsonl"))
        }
    }
}
