import Testing
@testable import Stagecraft

/// T12.4: `touchesBegan/Moved/Ended/Cancelled` on views and controllers — the hit view gets its
/// touches after its recognizers, unhandled ones go up the responder chain, and a recognizer that
/// recognises takes them from the view (`cancelsTouchesInView`, UIKit's default true).
@Suite struct ResponderTouchTests {
    /// A view that records what it receives, as "phase@time".
    final class RecordingView: View {
        var log: [String] = []
        override func touchesBegan(_ touches: [Touch]) { log.append("began@\(formatNumber(touches[0].timestamp))") }
        override func touchesMoved(_ touches: [Touch]) { if log.last != "moved" { log.append("moved") } }
        override func touchesEnded(_ touches: [Touch]) { log.append("ended@\(formatNumber(touches[0].timestamp))") }
        override func touchesCancelled(_ touches: [Touch]) { log.append("cancelled@\(formatNumber(touches[0].timestamp))") }
    }

    final class RecordingController: ViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: [Touch]) { log.append("began") }
        override func touchesEnded(_ touches: [Touch]) { log.append("ended") }
    }

    let engine = Engine(frameRate: 60)
    let window = Window()
    let button = RecordingView(frame: Rect(0, 0, 390, 844), name: "button")
    let synth: TouchSynthesizer

    init() {
        window.addSubview(button)
        synth = TouchSynthesizer(engine: engine, window: window)
    }

    @Test func t12_4_theHitViewGetsBeganAndEndedWhenNoRecognizerTakesTheTouch() {
        synth.tap(at: Point(100, 100), duration: 0.05)
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "ended@0.05"])
    }

    @Test func t12_4_aMovingTouchIsDeliveredAsMovesThenEnded() {
        synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.2)
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "moved", "ended@0.2"])
    }

    @Test func t12_4_aPanThatBeginsCancelsTheTouchInTheView() {
        let pan = PanGestureRecognizer()
        button.addGestureRecognizer(pan)
        // 200 pt in 0.2 s at 120 Hz: 8.33 pt a sample, past the 10 pt hysteresis on the second (1/60 s).
        synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.2)
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "moved", "cancelled@\(formatNumber(2.0 / 120))"])
    }

    @Test func t12_4_cancelsTouchesInViewFalseLetsTheViewSeeTheWholeTouch() {
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        button.addGestureRecognizer(pan)
        synth.pan(from: Point(100, 100), to: Point(100, 300), duration: 0.2)
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "moved", "ended@0.2"])
        #expect(pan.state == .ended)
    }

    @Test func t12_4_aRecognizedTapCancelsTheTouchInsteadOfEndingIt() {
        button.addGestureRecognizer(TapGestureRecognizer())
        synth.tap(at: Point(100, 100), duration: 0.05)
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "cancelled@0.05"])
    }

    @Test func t12_4_aFailedRecognizerLeavesTheTouchToTheView() {
        button.addGestureRecognizer(TapGestureRecognizer())
        synth.tap(at: Point(100, 100), duration: 0.6)  // too long for a tap
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "ended@0.6"])
    }

    @Test func t12_4_aPlainSubviewPassesItsTouchesUpToItsSuperview() {
        let icon = View(frame: Rect(50, 50, 40, 40), name: "icon")
        button.addSubview(icon)
        synth.tap(at: Point(60, 60))
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "ended@0.05"])
    }

    @Test func t12_4_aControllersRootViewPassesItsTouchesToTheController() {
        let controller = RecordingController(name: "screen")
        let root = controller.view
        root.frame = Rect(0, 0, 390, 844)
        button.addSubview(root)
        synth.tap(at: Point(100, 100))
        engine.advance(by: 1)
        #expect(controller.log == ["began", "ended"])
        #expect(button.log.isEmpty)  // the controller handled them without passing them on
    }

    @Test func t12_4_cancellingAllTouchesCancelsThemInTheView() {
        synth.press(at: Point(100, 100), duration: 1)
        engine.advance(to: 0.3)
        synth.cancelAllTouches()
        engine.advance(by: 1)
        #expect(button.log == ["began@0", "cancelled@0.3"])
    }

    @Test func t12_4_aTouchOutsideEveryViewReachesNoView() {
        button.frame = Rect(0, 0, 100, 100)
        synth.tap(at: Point(300, 300))
        engine.advance(by: 1)
        #expect(button.log.isEmpty)
    }
}

/// The "recognized by none" diagnostic (TouchSynthesizer) must not cry wolf about touches a view
/// handled itself, and must still speak when no one took them.
@Suite struct ResponderTouchDiagnosticTests {
    final class Highlighting: View {
        override func touchesBegan(_ touches: [Touch]) {}
    }

    final class PassingOn: View {
        override func touchesBegan(_ touches: [Touch]) { super.touchesBegan(touches) }
    }

    func unrecognized(on view: View) -> [Diagnostic] {
        let engine = Engine(frameRate: 60), window = Window()
        window.addSubview(view)
        let synth = TouchSynthesizer(engine: engine, window: window)
        synth.tap(at: Point(10, 10))
        engine.advance(by: 1)
        return engine.diagnostics.filter { $0.kind == .gestureUnrecognized }
    }

    @Test func t12_4_aTouchAViewHandledIsNotReportedUnrecognized() {
        #expect(unrecognized(on: Highlighting(frame: Rect(0, 0, 100, 100))).isEmpty)
    }

    @Test func t12_4_aTouchEveryResponderPassedOnIsStillReported() {
        #expect(unrecognized(on: PassingOn(frame: Rect(0, 0, 100, 100))).count == 1)
        #expect(unrecognized(on: View(frame: Rect(0, 0, 100, 100))).count == 1)
    }
}
