import Testing
@testable import Stagecraft

/// `TapGestureRecognizer`: a discrete gesture recognised on lift, failing on movement, long
/// presses, late or distant second taps and the wrong number of fingers.
@Suite struct TapGestureTests {
    let stage = GestureStage()
    let tap = TapGestureRecognizer()

    init() { stage.card.addGestureRecognizer(tap) }

    @Test func aQuickTapIsRecognizedOnLift() {
        var reported: [GestureRecognizer.State] = []
        tap.addTarget { reported.append($0.state) }
        stage.synth.tap(at: Point(200, 400))
        stage.engine.advance(to: 0.04)
        #expect(tap.state == .possible)
        stage.engine.advance(to: 0.05)
        #expect(tap.state == .recognized)
        #expect(reported == [.ended])
        #expect(stage.gestureEvents.map(\.call) == ["TapGestureRecognizer@card.ended(location=(200,400))"])
        #expect(stage.gestureEvents.first?.time == 0.05)
        #expect(close(tap.location(in: stage.card), Point(200, 400)))
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func movingMoreThanTenPointsFails() {
        // 18 pt in 0.1 s: 1.5 pt per sample, 10.5 pt on sample 7.
        stage.synth.perform(TouchSequence(name: "sloppy tap", fingers: [.line(from: Point(200, 400), to: Point(218, 400), duration: 0.1)]))
        stage.engine.advance(by: 1)
        #expect(tap.state == .failed)
        #expect(stage.gestureEvents.first?.time == 7.0 / 120)
        #expect(tap.failureReason == "moved 10.5 pt, more than 10")
    }

    @Test func holdingHalfASecondFailsWhileStillDown() {
        stage.synth.tap(at: Point(200, 400), duration: 0.6)
        stage.engine.advance(to: 0.5)
        #expect(tap.state == .failed)
        #expect(stage.synth.activeTouches.count == 1)
        #expect(tap.failureReason == "held 0.5 s or longer")
        stage.engine.advance(by: 1)
        #expect(stage.states(of: tap) == ["failed"])
    }

    @Test func aPressJustUnderTheLimitIsATap() {
        stage.synth.tap(at: Point(200, 400), duration: 0.45)
        stage.engine.advance(by: 1)
        #expect(tap.state == .recognized)
    }

    @Test func doubleTap() {
        tap.numberOfTapsRequired = 2
        stage.synth.tap(at: Point(200, 400), numberOfTaps: 2)  // lands at 0 and 0.2, lifts at 0.05 and 0.25
        stage.engine.advance(to: 0.2)
        #expect(tap.state == .possible)
        stage.engine.advance(to: 0.25)
        #expect(tap.state == .recognized)
        #expect(stage.gestureEvents.first?.time == 0.25)
    }

    @Test func aLoneTapFailsADoubleTapAfterTheInterval() {
        tap.numberOfTapsRequired = 2
        stage.synth.tap(at: Point(200, 400))
        stage.engine.advance(to: 0.39)
        #expect(tap.state == .possible)
        stage.engine.advance(to: 0.4)  // lift at 0.05 + 0.35
        #expect(tap.state == .failed)
        #expect(tap.failureReason == "tap 2 did not land within 0.35 s")
    }

    @Test func aSecondTapFarFromTheFirstFails() {
        tap.numberOfTapsRequired = 2
        stage.synth.perform(TouchSequence(name: "two places", fingers: [
            .press(at: Point(100, 400), duration: 0.05), .press(at: Point(200, 400), duration: 0.05, delay: 0.2),
        ]))
        stage.engine.advance(by: 1)
        #expect(tap.state == .failed)
        #expect(tap.failureReason == "tap 2 landed 100 pt from the first")
    }

    @Test func twoFingersOnAOneFingerTapFailWithADiagnostic() {
        stage.synth.tap(at: Point(200, 400), numberOfTouches: 2)
        stage.engine.advance(by: 1)
        #expect(tap.state == .failed)
        #expect(tap.failureReason == "2 touches, requires 1")
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureUnrecognized])
        #expect(stage.engine.diagnostics.first?.message
            == "tap (2 touches from (200,400)) was recognized by none of its gesture recognizers: TapGestureRecognizer@card failed (2 touches, requires 1)")
        tap.numberOfTouchesRequired = 2
        stage.synth.tap(at: Point(200, 400), numberOfTouches: 2)
        stage.engine.advance(by: 1)
        #expect(tap.state == .recognized)
    }

    @Test func tapCountsBelowOneAreRefused() {
        tap.numberOfTapsRequired = 0
        tap.numberOfTouchesRequired = -1
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureMisuse, .gestureMisuse])
    }
}

/// T12.1 in the core: `addTarget(object, action: Type.method)` holds the object weakly; a closure
/// target lives as long as the recognizer.
@Suite struct WeakTargetTests {
    final class Driver {
        var calls = 0
        func update(_ gesture: TapGestureRecognizer) { calls += 1 }
    }

    @Test func t12_1_aReleasedSwiftTargetIsNoLongerCalledAClosureIs() {
        let engine = Engine()
        let window = Window()
        let card = View(frame: Rect(0, 0, 390, 844), name: "card")
        window.addSubview(card)
        let touches = TouchSynthesizer(engine: engine, window: window)
        let tap = TapGestureRecognizer()
        card.addGestureRecognizer(tap)
        var driver: Driver? = Driver()
        weak var released: Driver?
        released = driver
        var closureCalls = 0
        tap.addTarget(driver!, action: Driver.update)
        tap.addTarget { _ in closureCalls += 1 }
        touches.tap(at: Point(10, 10))
        engine.advance(by: 1)
        #expect(driver?.calls == 1 && closureCalls == 1)
        driver = nil  // the app lets go; the recognizer does not keep it
        #expect(released == nil)
        touches.tap(at: Point(10, 10))
        engine.advance(by: 1)
        #expect(closureCalls == 2)
    }
}
