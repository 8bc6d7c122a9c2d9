import Testing
@testable import Stagecraft

/// The touch synthesiser: its own sampling grid, frame-rate independence, recorded paths, and
/// misuse answered with diagnostics.
@Suite struct TouchSynthesizerTests {
    /// The same eased pan on a 60 Hz and a 120 Hz engine.
    func easedPan(frameRate: Double) -> (GestureStage, PanGestureRecognizer) {
        let stage = GestureStage(frameRate: frameRate)
        let pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        stage.synth.pan(from: Point(50, 700), to: Point(340, 200), duration: 0.5, curve: .easeInOut, releaseVelocity: Point(0, -900))
        return (stage, pan)
    }

    @Test func sixtyAndOneHundredTwentyHertzEnginesSeeTheSameGesture() {
        let (slow, slowPan) = easedPan(frameRate: 60)
        let (fast, fastPan) = easedPan(frameRate: 120)
        for k in 1...45 {  // every 1/60 s, past the lift at 0.5 s
            let time = Double(k) / 60
            slow.engine.advance(to: time)
            fast.engine.advance(to: time)
            #expect(slowPan.state == fastPan.state)
            #expect(slowPan.translation(in: nil) == fastPan.translation(in: nil))
            #expect(slowPan.velocity(in: slow.card) == fastPan.velocity(in: fast.card))
        }
        let events = { (stage: GestureStage) in stage.gestureEvents.map { "\($0.time) \($0.name) \($0.detail)" } }
        #expect(events(slow) == events(fast))
        #expect(slow.gestureEvents.count > 50)
        // The 60 Hz engine received samples between its frames: the grid is the synthesiser's own.
        #expect(slow.gestureEvents.contains { ($0.time * 60).rounded() != $0.time * 60 })
        #expect(slowPan.state == .ended && close(slowPan.velocity(in: nil), Point(0, -900)))
    }

    @Test func samplesFollowTheConfiguredRate() {
        let stage = GestureStage(sampleRate: 30)
        let pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        stage.synth.pan(from: Point(100, 400), to: Point(250, 400), duration: 0.6)  // 250 pt/s: 8.33 pt per 1/30 s
        stage.engine.advance(by: 1)
        let times = stage.gestureEvents.map(\.time)
        #expect(times.first == 2.0 / 30)
        #expect(times.count == 17)  // began on sample 2, changed on 3…17 (15), ended at 0.6 (sample 18)
        #expect(times.allSatisfy { close(($0 * 30).rounded(), $0 * 30, 1e-9) })
    }

    @Test func recordedSamplesAreFollowedSegmentBySegment() {
        let stage = GestureStage()
        let pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        // 360 pt/s right for 0.1 s, then 300 pt/s down for 0.2 s; the finger lands at 0.05 s.
        let path = TouchPath.samples([
            .init(0.05, Point(100, 400)), .init(0.15, Point(136, 400)), .init(0.35, Point(136, 460)),
        ])
        #expect(stage.synth.perform(TouchSequence(name: "recorded", fingers: [path])) == 0.35)
        stage.engine.advance(to: 0.05 + 3.0 / 120)
        #expect(pan.state == .possible)  // 9 pt
        stage.engine.advance(to: 0.05 + 4.0 / 120)
        #expect(pan.state == .began)  // 12 pt
        stage.engine.advance(to: 0.25)
        #expect(close(pan.translation(in: nil), Point(36, 30)))
        #expect(close(pan.velocity(in: nil), Point(0, 300)))
        stage.engine.advance(to: 0.35)
        #expect(pan.state == .ended && close(pan.velocity(in: nil), Point(0, 300)))  // the last segment's speed
    }

    @Test func pathPositionsAndVelocities() {
        let line = TouchPath.line(from: Point(0, 0), to: Point(100, 50), duration: 2)
        #expect(line.position(at: 0.5) == Point(25, 12.5))
        #expect(line.velocity(at: 0.5) == Point(50, 25))
        #expect(line.velocity(at: 3) == .zero && line.position(at: 3) == Point(100, 50))
        let spring = TouchPath.line(from: .zero, to: Point(100, 0), duration: 1, curve: .spring(Spring(duration: 1, bounce: 0)))
        let h = 1e-6
        let numeric = (spring.position(at: 0.3 + h).x - spring.position(at: 0.3 - h).x) / (2 * h)
        #expect(close(spring.velocity(at: 0.3).x, numeric, 1e-4))
    }

    @Test func aTouchOnAnEmptyWindowIsReported() {
        let engine = Engine()
        let window = Window()
        let synth = TouchSynthesizer(engine: engine, window: window)
        synth.tap(at: Point(100, 100))
        synth.pan(from: Point(-50, -50), to: Point(-10, -10), duration: 0.2, startTime: 1)
        engine.advance(by: 2)
        #expect(engine.diagnostics.map(\.message) == [
            "tap (1 touch from (100,100)) reached no gesture recognizer: it hit Window<window>",
            "pan (1 touch from (-50,-50)) reached no gesture recognizer: it hit no view",
        ])
        #expect(engine.diagnostics.allSatisfy { $0.kind == .gestureUnrecognized })
    }

    @Test func misuseIsRefusedWithADiagnosticAndNothingHappens() {
        let stage = GestureStage(sampleRate: 0)
        #expect(stage.synth.sampleRate == 120)
        let pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        stage.engine.advance(by: 1)
        let synth = stage.synth
        let results: [Double?] = [
            synth.pan(from: Point(.nan, 0), to: Point(100, 100), duration: 0.5),
            synth.pan(from: Point(0, 0), to: Point(100, 100), duration: -1),
            synth.pan(from: Point(0, 0), to: Point(100, 100), duration: 0.5, hold: .infinity),
            synth.pan(from: Point(0, 0), to: Point(100, 100), duration: 0.5, releaseVelocity: Point(.nan, 0)),
            synth.pan(from: Point(0, 0), to: Point(100, 100), duration: 0.5, startTime: 0.5),  // in the past
            synth.edgePan(from: .all, distance: 100, duration: 0.5),
            synth.pinch(center: Point(100, 100), fromDistance: 0, toDistance: 100, duration: 0.5),
            synth.tap(at: Point(100, 100), numberOfTaps: 0),
            synth.tap(at: Point(100, 100), interval: -1),
            synth.perform(TouchSequence(fingers: [])),
            synth.perform(TouchSequence(fingers: [.samples([])])),
            synth.perform(TouchSequence(fingers: [.samples([.init(0.2, .zero), .init(0.1, .zero)])])),
        ]
        #expect(results.allSatisfy { $0 == nil })
        #expect(stage.engine.diagnostics.count == 13)  // the sample rate and the twelve calls
        #expect(stage.engine.diagnostics.allSatisfy { $0.kind == .gestureMisuse })
        #expect(stage.engine.diagnostics[1].message == "pan not performed: finger 0: path (nan,0) → (100,100) has a non-finite point")
        #expect(stage.engine.diagnostics[2].message == "pan not performed: finger 0: duration -1 must be a finite number ≥ 0")
        #expect(stage.engine.isIdle)
        stage.engine.advance(by: 1)
        #expect(stage.gestureEvents.isEmpty && pan.state == .possible)
        pan.setTranslation(Point(.nan, 1), in: nil)
        #expect(pan.translation(in: nil) == .zero)
    }
}
