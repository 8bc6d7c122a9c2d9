import Testing
@testable import Stagecraft

/// `PanGestureRecognizer`: states, translation, velocity, hysteresis.
///
/// The reference drag: (100, 400) → (250, 400) in 0.6 s, linear: 250 pt/s, so 25/12 pt per
/// 1/120 s sample. The translation first exceeds 10 pt on sample 5 (10.41…; sample 4 gives 8.33).
@Suite struct PanGestureTests {
    let stage = GestureStage()
    let pan = PanGestureRecognizer()

    init() { stage.card.addGestureRecognizer(pan) }

    func drag(releaseVelocity: Point? = nil, hold: Double = 0) {
        stage.synth.pan(from: Point(100, 400), to: Point(250, 400), duration: 0.6, hold: hold, releaseVelocity: releaseVelocity)
    }

    @Test func statesBeganChangedEndedAtTheSampleTimes() {
        var reported: [GestureRecognizer.State] = []
        pan.addTarget { reported.append($0.state) }
        drag()
        stage.engine.advance(by: 1)
        // Samples k/120 for k = 1…71 plus the lift at 0.6 s: began on k = 5, changed on 6…71.
        let expected: [GestureRecognizer.State] = [.began] + Array(repeating: .changed, count: 66) + [.ended]
        #expect(reported == expected)
        let events = stage.gestureEvents
        #expect(events.map(\.name) == expected.map(\.rawValue))
        #expect(events.first?.time == 5.0 / 120)
        #expect(events.first?.detail == "translation=(10.4167,0) velocity=(250,0)")
        #expect(events.last?.time == 0.6)
        #expect(events.last?.detail == "translation=(150,0) velocity=(250,0)")
        #expect(events.allSatisfy { $0.subject == "PanGestureRecognizer@card" })
    }

    @Test func translationAtKnownTimesIsMeasuredFromTheLandingPoint() {
        drag()
        stage.engine.advance(to: 4.0 / 120)
        #expect(pan.state == .possible)
        #expect(close(pan.translation(in: nil), Point(250.0 * 4 / 120, 0)))  // tracked before it begins
        stage.engine.advance(to: 5.0 / 120)
        #expect(pan.state == .began)
        #expect(close(pan.translation(in: nil), Point(250.0 * 5 / 120, 0)))  // over 10 pt at began, as in UIKit
        stage.engine.advance(to: 0.3)
        #expect(pan.state == .changed)
        #expect(close(pan.translation(in: nil), Point(75, 0)))
        #expect(close(pan.location(in: nil), Point(175, 400)))
        #expect(pan.numberOfTouches == 1)
        stage.engine.advance(to: 0.6)
        #expect(pan.state == .ended)
        #expect(close(pan.translation(in: nil), Point(150, 0)))
        #expect(pan.numberOfTouches == 0)
    }

    @Test func velocityOfALinearDragIsDistanceOverDuration() {
        var velocities: [Point] = []
        pan.addTarget { velocities.append($0.velocity(in: nil)) }
        drag()
        stage.engine.advance(by: 1)
        #expect(velocities.count == 68)
        #expect(velocities.allSatisfy { close($0, Point(150 / 0.6, 0)) })
    }

    @Test func releaseVelocityIsReportedAtEnded() {
        var last = Point.zero
        pan.addTarget { if $0.state == .ended { last = $0.velocity(in: nil) } }
        drag(releaseVelocity: Point(800, -100))
        stage.engine.advance(to: 0.3)
        #expect(close(pan.velocity(in: nil), Point(250, 0)))  // the path's own velocity until the lift
        stage.engine.advance(by: 1)
        #expect(close(last, Point(800, -100)))
        #expect(stage.gestureEvents.last?.detail == "translation=(150,0) velocity=(800,-100)")
    }

    @Test func holdingStillBeforeLiftingReleasesAtZeroVelocity() {
        drag(hold: 0.2)
        stage.engine.advance(to: 0.7)
        #expect(pan.state == .changed && close(pan.velocity(in: nil), Point(250, 0)))  // last move reported
        stage.engine.advance(to: 0.8)
        #expect(pan.state == .ended && close(pan.velocity(in: nil), .zero))
        #expect(stage.gestureEvents.last?.time == 0.8)
    }

    @Test func easedDragVelocityIsThePathsDerivative() {
        stage.synth.pan(from: Point(100, 400), to: Point(300, 400), duration: 0.5, curve: .easeOut)
        stage.engine.advance(to: 0.25)
        // Reference: x(t) = 100 + 200·easeOut(t/0.5); derivative by central difference of the test's own solver.
        let h = 1e-6
        let slope = (TimingTests.referenceBezier(0.5 + h, 0, 0, 0.58, 1) - TimingTests.referenceBezier(0.5 - h, 0, 0, 0.58, 1)) / (2 * h)
        #expect(close(pan.velocity(in: nil).x, 200 * slope / 0.5, 1e-3))
        #expect(close(pan.translation(in: nil).x, 200 * TimingTests.referenceBezier(0.5, 0, 0, 0.58, 1), 1e-4))
        stage.engine.advance(by: 1)
        #expect(pan.state == .ended && close(pan.velocity(in: nil), .zero, 1e-9))  // ease-out arrives at rest
    }

    @Test func translationAndVelocityInAScaledView() {
        stage.card.transform = AffineTransform(scaleX: 2, y: 2)
        drag()
        stage.engine.advance(to: 0.3)
        // A view scaled by 2 measures window distances in half as many of its own points.
        #expect(close(pan.translation(in: stage.card), Point(37.5, 0)))
        #expect(close(pan.velocity(in: stage.card), Point(125, 0)))
        #expect(close(pan.translation(in: nil), Point(75, 0)))
    }

    @Test func translationAndVelocityInARotatedView() {
        // A 400-pt square about (195, 422): a quarter turn keeps its footprint, so it is still hit.
        let square = View(frame: Rect(-5, 222, 400, 400), name: "square")
        stage.window.addSubview(square)
        let rotatedPan = PanGestureRecognizer()
        square.addGestureRecognizer(rotatedPan)
        square.transform = AffineTransform(rotationAngle: .pi / 2)
        drag()
        stage.engine.advance(to: 0.3)
        // Rotating by +90° sends the view's x axis to the window's +y and its y axis to −x, so
        // the window's +x is the view's −y.
        #expect(close(rotatedPan.translation(in: square), Point(0, -75)))
        #expect(close(rotatedPan.velocity(in: square), Point(0, -250)))
    }

    @Test func setTranslationRebasesLaterMoves() {
        drag()
        stage.engine.advance(to: 0.3)
        pan.setTranslation(.zero, in: nil)
        stage.engine.advance(to: 0.45)
        #expect(close(pan.translation(in: nil), Point(37.5, 0)))  // 0.15 s at 250 pt/s
        stage.card.transform = AffineTransform(scaleX: 2, y: 2)
        pan.setTranslation(Point(10, 0), in: stage.card)  // 10 card points are 20 window points
        #expect(close(pan.translation(in: nil), Point(20, 0)))
    }

    @Test func aFivePointMoveNeverBeginsAndFails() {
        var called = false
        pan.addTarget { _ in called = true }
        stage.synth.pan(from: Point(100, 400), to: Point(105, 400), duration: 0.2)
        stage.engine.advance(by: 1)
        #expect(pan.state == .failed)
        #expect(!called)  // targets never hear of a failure
        #expect(stage.states(of: pan) == ["failed"])
        #expect(pan.failureReason == "lifted after moving 5 pt, not more than 10")
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureUnrecognized])
    }

    @Test func aFinishedPanIsResetByTheNextSequence() {
        drag()
        stage.engine.advance(by: 1)
        #expect(pan.state == .ended)
        stage.synth.pan(from: Point(100, 500), to: Point(100, 300), duration: 0.4)
        stage.engine.advance(by: 0)  // the landing only
        #expect(pan.state == .possible && close(pan.translation(in: nil), .zero))
        stage.engine.advance(by: 1)
        #expect(pan.state == .ended && close(pan.translation(in: nil), Point(0, -200)))
    }

    @Test func touchCountLimits() {
        pan.minimumNumberOfTouches = 2
        drag()
        stage.engine.advance(by: 1)
        #expect(pan.state == .failed)  // one finger never makes a two-finger pan
        #expect(pan.failureReason == "lifted with 1 touch, requires at least 2")
        let two = TouchSequence(name: "two-finger pan", fingers: [
            .line(from: Point(100, 400), to: Point(100, 500), duration: 0.5),
            .line(from: Point(200, 400), to: Point(200, 500), duration: 0.5),
        ])
        stage.synth.perform(two)
        stage.engine.advance(by: 1)
        #expect(pan.state == .ended && close(pan.translation(in: nil), Point(0, 100)))
        #expect(close(pan.location(in: nil), Point(150, 500)))  // the centroid
        pan.minimumNumberOfTouches = 0
        #expect(pan.minimumNumberOfTouches == 2)
        #expect(stage.engine.diagnostics.last?.kind == .gestureMisuse)
    }

    /// Multi-finger pans (T12.4): `location(in:)` is the centroid of the touches (Apple's
    /// UIGestureRecognizer.location(in:): "usually the centroid of the touches involved in the
    /// gesture"), so when a finger lands or lifts the centroid jumps; UIKit keeps
    /// `translation(in:)` continuous across the jump (device behaviour, not documented: the
    /// translation only ever adds the fingers' own motion, the model PanGestureRecognizer states). Returns the translations
    /// the target saw during `sequence`: never a change across x (the fingers move along y only,
    /// the centroid jumps 50 pt across x), and along y never more than two 1/120 s samples of the
    /// fingers' 200 pt/s (a lifting finger's last step is reported with the next delivery, since the
    /// moved batch reports before the lift is processed).
    func translationsStayContinuous(through sequence: TouchSequence) -> [Point] {
        var translations: [Point] = []
        pan.addTarget { translations.append($0.translation(in: nil)) }
        stage.synth.perform(sequence)
        stage.engine.advance(by: 2)
        for (before, after) in zip(translations, translations.dropFirst()) {
            #expect(abs(after.x - before.x) < 1e-9 && abs(after.y - before.y) <= 2 * 200.0 / 120 + 1e-9,
                    "translation jumped from \(before) to \(after)")
        }
        return translations
    }

    /// The second finger lifts first, mid-gesture: finger A (100, 400) → (100, 600) in 1 s, finger B
    /// (200, 400) → (200, 500) in 0.5 s, both 200 pt/s down. Centroid y 400 + 200t until B lifts at
    /// 0.5 s, so the translation is (0, 200t); then the centroid jumps 50 pt left onto A alone, and the
    /// translation goes on as (0, 100 + 200 (t − 0.5)) = (0, 200t): no x jump.
    @Test func t12_4_translationStaysContinuousWhenOneOfTwoFingersLifts() {
        let sequence = TouchSequence(name: "two fingers, one lifts", fingers: [
            .line(from: Point(100, 400), to: Point(100, 600), duration: 1),
            .line(from: Point(200, 400), to: Point(200, 500), duration: 0.5),
        ])
        stage.synth.perform(sequence)
        stage.engine.advance(to: 0.25)
        #expect(close(pan.location(in: nil), Point(150, 450)))  // the centroid
        #expect(close(pan.translation(in: nil), Point(0, 50)))
        stage.engine.advance(to: 0.75)
        #expect(pan.state == .changed && pan.numberOfTouches == 1)
        #expect(close(pan.location(in: nil), Point(100, 550)))  // A alone now
        #expect(close(pan.translation(in: nil), Point(0, 150)))
        stage.engine.advance(to: 1)
        #expect(pan.state == .ended && close(pan.translation(in: nil), Point(0, 200)))
    }

    /// The other order: the finger that landed first lifts first, while the later one goes on
    /// (B lands 0.25 s in at (200, 450) and moves to (200, 650) by 1.25 s; A lifts at 0.75 s).
    /// Every delivery, landing and lift included, moves the translation by at most one sample.
    @Test func t12_4_translationStaysContinuousWhenTheFirstFingerLiftsAndAnotherLanded() {
        let translations = translationsStayContinuous(through: TouchSequence(name: "hand-over", fingers: [
            .line(from: Point(100, 400), to: Point(100, 550), duration: 0.75),
            .line(from: Point(200, 450), to: Point(200, 650), duration: 1, delay: 0.25),
        ]))
        // Each finger moves 200 pt/s throughout, and so does the translation: 200 × 1.25 s at the end;
        // the finger landing in the same delivery as A's step at 0.25 s must not swallow that step.
        #expect(pan.state == .ended)
        #expect(close(translations.last ?? .zero, Point(0, 250)))
    }
}
