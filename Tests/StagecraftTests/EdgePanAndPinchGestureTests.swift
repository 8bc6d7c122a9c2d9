import Testing
@testable import Stagecraft

/// `ScreenEdgePanGestureRecognizer` (the edge margin) and `PinchGestureRecognizer` (scale, velocity).
@Suite struct EdgePanAndPinchGestureTests {
    let stage = GestureStage()

    // MARK: - Edge pan

    func edgePan(_ edges: RectEdge) -> ScreenEdgePanGestureRecognizer {
        let recognizer = ScreenEdgePanGestureRecognizer(edges: edges)
        stage.card.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func anEdgePanStartingInsideTheMarginBegins() {
        let recognizer = edgePan(.left)
        stage.synth.edgePan(from: .left, inset: 5, distance: 150, duration: 0.6)  // (5, 422) → (155, 422)
        stage.engine.advance(by: 1)
        #expect(recognizer.state == .ended)
        #expect(stage.states(of: recognizer).first == "began")
        #expect(stage.gestureEvents.first?.time == 5.0 / 120)  // 250 pt/s: sample 5 is the first past 10 pt
        #expect(close(recognizer.translation(in: nil), Point(150, 0)))
        #expect(close(recognizer.location(in: nil), Point(155, 422)))
    }

    @Test(arguments: [(19.0, true), (21.0, false)])
    func theMarginIsTwentyPoints(inset: Double, begins: Bool) {
        let recognizer = edgePan(.left)
        stage.synth.edgePan(from: .left, inset: inset, distance: 150, duration: 0.6)
        stage.engine.advance(by: 1)
        #expect((recognizer.state == .ended) == begins)
    }

    @Test func anEdgePanStartingOutsideTheMarginFailsAtOnce() {
        let recognizer = edgePan(.left)
        stage.synth.edgePan(from: .left, inset: 30, distance: 150, duration: 0.6)
        stage.engine.advance(by: 0)  // the landing only
        #expect(recognizer.state == .failed)
        #expect(recognizer.failureReason == "started at (30,422), not within 20 pt of the left edge")
        stage.engine.advance(by: 1)
        #expect(stage.states(of: recognizer) == ["failed"])
    }

    @Test func onlyTheChosenEdgesCount() {
        let left = edgePan(.left)
        stage.synth.edgePan(from: .right, distance: 150, duration: 0.6)
        stage.engine.advance(by: 1)
        #expect(left.state == .failed)
        left.edges = [.left, .right]
        stage.synth.edgePan(from: .right, distance: 150, duration: 0.6, releaseVelocity: 1000)
        stage.engine.advance(by: 1)
        #expect(left.state == .ended)
        #expect(close(left.translation(in: nil), Point(-150, 0)))
        #expect(close(left.velocity(in: nil), Point(-1000, 0)))  // inwards from the right edge
    }

    @Test func topAndBottomEdgesUseTheWindowsHeight() {
        let recognizer = edgePan(.bottom)
        stage.synth.edgePan(from: .bottom, inset: 10, offset: 100, distance: 300, duration: 0.5)  // (100, 834) → (100, 534)
        stage.engine.advance(by: 1)
        #expect(recognizer.state == .ended)
        #expect(close(recognizer.location(in: nil), Point(100, 534)))
        stage.synth.edgePan(from: .top, distance: 300, duration: 0.5)
        stage.engine.advance(by: 1)
        #expect(recognizer.state == .failed)
    }

    // MARK: - Pinch

    /// The reference pinch: 100 → 190 pt apart in 1 s, linear: 90 pt/s, 0.75 pt per 1/120 s
    /// sample. The distance first changes by more than 5 pt on sample 7 (5.25), at 105.25 pt.
    func pinch(releaseVelocity: Double? = nil, angle: Double = 0) -> PinchGestureRecognizer {
        let recognizer = PinchGestureRecognizer()
        stage.card.addGestureRecognizer(recognizer)
        stage.synth.pinch(center: Point(195, 422), fromDistance: 100, toDistance: 190, angle: angle, duration: 1, releaseVelocity: releaseVelocity)
        return recognizer
    }

    @Test func pinchScaleAtKnownTimes() {
        let recognizer = pinch()
        stage.engine.advance(to: 6.0 / 120)
        #expect(recognizer.state == .possible && recognizer.scale == 1)
        stage.engine.advance(to: 7.0 / 120)
        #expect(recognizer.state == .began)
        #expect(close(recognizer.scale, 105.25 / 100, 1e-12))  // measured from the landing distance, hysteresis included
        stage.engine.advance(to: 0.5)
        #expect(recognizer.state == .changed)
        #expect(close(recognizer.scale, 145 / 100, 1e-9))
        #expect(close(recognizer.velocity, 90 / 100, 1e-9))
        #expect(close(recognizer.location(in: nil), Point(195, 422)))
        #expect(recognizer.numberOfTouches == 2)
        stage.engine.advance(to: 1)
        #expect(recognizer.state == .ended)
        #expect(close(recognizer.scale, 190 / 100, 1e-9))
        #expect(close(recognizer.velocity, 90 / 100, 1e-9))
        #expect(stage.gestureEvents.first?.detail == "scale=1.0525 velocity=0.9")
    }

    @Test func pinchAlongADiagonalMeasuresTheSameDistances() {
        let recognizer = pinch(angle: .pi / 4)
        stage.engine.advance(to: 0.5)
        #expect(close(recognizer.scale, 145 / 100, 1e-9))
    }

    @Test func pinchReleaseVelocityAtEnded() {
        let recognizer = pinch(releaseVelocity: 300)
        stage.engine.advance(by: 2)
        #expect(recognizer.state == .ended)
        #expect(close(recognizer.velocity, 300 / 100, 1e-9))
    }

    @Test func settingTheScaleRebasesIt() {
        let recognizer = pinch()
        stage.engine.advance(to: 0.5)
        recognizer.scale = 1
        #expect(close(recognizer.scale, 1, 1e-12))
        stage.engine.advance(to: 0.75)
        #expect(close(recognizer.scale, 167.5 / 145, 1e-9))
        #expect(close(recognizer.velocity, 90 / 145, 1e-9))
        recognizer.scale = 0
        #expect(close(recognizer.scale, 167.5 / 145, 1e-9))
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureMisuse])
    }

    @Test func oneFingerOrAConstantDistanceNeverPinches() {
        let recognizer = PinchGestureRecognizer()
        stage.card.addGestureRecognizer(recognizer)
        stage.synth.pan(from: Point(100, 400), to: Point(300, 400), duration: 0.5)
        stage.engine.advance(by: 1)
        #expect(recognizer.state == .failed)
        #expect(recognizer.failureReason == "lifted before a second finger landed")
        let slide = TouchSequence(name: "two-finger slide", fingers: [
            .line(from: Point(100, 400), to: Point(100, 600), duration: 0.5),
            .line(from: Point(200, 400), to: Point(200, 600), duration: 0.5),
        ])
        stage.synth.perform(slide)
        stage.engine.advance(by: 1)
        #expect(recognizer.state == .failed)
        #expect(recognizer.failureReason == "lifted after the distance changed 0 pt, not more than 5")
    }
}
