import Testing
@testable import Stagecraft

/// Which recognizers receive touches (the hit view and its ancestors, closest first), the
/// simultaneity rule, and gestures ended from outside (removed recognizer, view, disabled).
@Suite struct GestureDeliveryTests {
    let stage = GestureStage()
    let child = View(frame: Rect(50, 50, 200, 200), name: "child")
    let sibling = View(frame: Rect(50, 300, 200, 200), name: "sibling")

    /// card > child (hit at (100, 100)) and sibling; a named tap on each view and on the window.
    func taps(simultaneous: Bool) -> [String: TapGestureRecognizer] {
        stage.card.addSubview(child)
        stage.card.addSubview(sibling)
        var result: [String: TapGestureRecognizer] = [:]
        for view in [child, sibling, stage.card, stage.window as View] {
            let tap = TapGestureRecognizer(name: "tap-\(view.displayName)")
            if simultaneous { tap.shouldRecognizeSimultaneously = { _ in true } }
            view.addGestureRecognizer(tap)
            result[view.displayName] = tap
        }
        return result
    }

    @Test func theHitViewAndItsAncestorsReceiveClosestFirstAndSiblingsNothing() {
        let taps = taps(simultaneous: true)
        stage.synth.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
        #expect(stage.gestureEvents.map(\.call) == [
            "tap-child.ended(location=(100,100))", "tap-card.ended(location=(100,100))", "tap-window.ended(location=(100,100))",
        ])
        #expect(taps["sibling"]?.state == .possible)
    }

    @Test func withoutSimultaneityTheClosestRecognizerWins() {
        let taps = taps(simultaneous: false)
        stage.synth.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
        #expect(stage.gestureEvents.map(\.call) == [
            "tap-child.ended(location=(100,100))",
            "tap-card.failed(reason=tap-child recognized first)",
            "tap-window.failed(reason=tap-child recognized first)",
        ])
        #expect(taps["card"]?.failureReason == "tap-child recognized first")
    }

    @Test func aPanThatBeginsFailsATapOnTheSameTouches() {
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        stage.card.addGestureRecognizer(tap)
        stage.synth.pan(from: Point(100, 400), to: Point(250, 400), duration: 0.6)
        stage.engine.advance(by: 1)
        #expect(tap.state == .failed && tap.failureReason == "PanGestureRecognizer@card recognized first")
        #expect(pan.state == .ended)
    }

    @Test func shouldBeginCanRefuse() {
        let pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        pan.shouldBegin = { _ in false }
        stage.synth.pan(from: Point(100, 100), to: Point(100, 250), duration: 0.5)
        stage.engine.advance(by: 1)
        #expect(pan.failureReason == "shouldBegin returned false")
    }

    /// Finger A drags on the card (the outer pan begins); finger B lands later on the child, so
    /// the inner pan receives B alone and the outer one receives both.
    func lateSecondFinger(simultaneous: Bool) -> (outer: PanGestureRecognizer, inner: PanGestureRecognizer) {
        let outer = PanGestureRecognizer(name: "outer"), inner = PanGestureRecognizer(name: "inner")
        stage.card.addSubview(child)
        child.addGestureRecognizer(inner)
        stage.card.addGestureRecognizer(outer)
        if simultaneous { inner.shouldRecognizeSimultaneously = { $0 === outer } }
        stage.synth.perform(TouchSequence(name: "two fingers", fingers: [
            .line(from: Point(300, 400), to: Point(300, 550), duration: 0.6),
            .line(from: Point(100, 100), to: Point(100, 250), duration: 0.4, delay: 0.2),
        ]))
        stage.engine.advance(by: 1)
        return (outer, inner)
    }

    @Test func aRecognizerCannotBeginWhileARivalIsActive() {
        let (outer, inner) = lateSecondFinger(simultaneous: false)
        #expect(stage.states(of: inner) == ["failed"])
        #expect(inner.failureReason == "outer had already begun")
        #expect(outer.state == .ended)
    }

    @Test func simultaneousRecognitionWhenEitherSideAllowsIt() {
        let (outer, inner) = lateSecondFinger(simultaneous: true)
        #expect(inner.state == .ended && outer.state == .ended)
        #expect(close(inner.translation(in: nil), Point(0, 150)))
        #expect(outer.mayRecognizeSimultaneously(with: inner))  // asked of either side
    }

    @Test(arguments: ["hidden", "noInteraction", "transparent", "disabled"])
    func hiddenNonInteractiveAndDisabledGetNothing(way: String) {
        let taps = taps(simultaneous: true)
        switch way {
        case "hidden": child.isHidden = true
        case "noInteraction": child.isUserInteractionEnabled = false
        case "transparent": child.alpha = 0
        default: taps["child"]?.isEnabled = false
        }
        stage.synth.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
        #expect(taps["child"]?.state == .possible)
        #expect(taps["card"]?.state == .recognized)  // the touch goes to what lies underneath
    }

    func panInProgress() -> (PanGestureRecognizer, () -> [GestureRecognizer.State]) {
        let pan = PanGestureRecognizer()
        var reported: [GestureRecognizer.State] = []
        pan.addTarget { reported.append($0.state) }
        stage.card.addGestureRecognizer(pan)
        stage.synth.pan(from: Point(100, 400), to: Point(250, 400), duration: 0.6)
        stage.engine.advance(to: 0.3)
        #expect(pan.state == .changed)
        return (pan, { reported })
    }

    @Test func removingTheRecognizerMidGestureCancelsIt() {
        let (pan, reported) = panInProgress()
        stage.card.removeGestureRecognizer(pan)
        #expect(pan.state == .cancelled && pan.view == nil)
        #expect(reported().last == .cancelled)
        #expect(stage.gestureEvents.last?.detail == "translation=(75,0) velocity=(250,0) reason=removed from its view")
        stage.engine.advance(by: 1)
        #expect(pan.state == .cancelled)
        #expect(reported().filter { $0 == .cancelled }.count == 1)
        #expect(stage.gestureEvents.last?.subject == "PanGestureRecognizer@card")  // nothing after the cancel
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func theViewLeavingTheWindowMidGestureCancelsIt() {
        let (pan, _) = panInProgress()
        stage.card.removeFromSuperview()
        #expect(pan.state == .cancelled && pan.failureReason == "view left the window")
        stage.engine.advance(by: 1)
        #expect(stage.states(of: pan).last == "cancelled")
    }

    @Test func movingTheViewWithinItsWindowDoesNotCancel() {
        let (pan, _) = panInProgress()
        let holder = View(frame: Rect(0, 0, 390, 844))
        stage.window.addSubview(holder)
        holder.addSubview(stage.card)
        stage.engine.advance(by: 1)
        #expect(pan.state == .ended)
    }

    @Test func disablingOrCancellingTouchesMidGestureCancels() {
        let (pan, _) = panInProgress()
        pan.isEnabled = false
        #expect(pan.state == .cancelled && pan.failureReason == "disabled")
        pan.isEnabled = true
        stage.synth.pan(from: Point(100, 400), to: Point(250, 400), duration: 0.6)
        stage.engine.advance(by: 0.3)
        stage.synth.cancelAllTouches()
        #expect(pan.state == .cancelled && pan.failureReason == "touches cancelled")
        #expect(stage.synth.activeTouches.isEmpty)
        stage.engine.advance(by: 1)
        #expect(stage.states(of: pan).last == "cancelled")
    }

    @Test func touchesKnowTheirViewAndRecognizers() {
        let (pan, _) = panInProgress()
        let touch = stage.synth.activeTouches.first
        #expect(stage.synth.activeTouches.count == 1)
        #expect(touch?.phase == .moved && touch?.view === stage.card)
        #expect(touch?.gestureRecognizers.count == 1 && touch?.gestureRecognizers.first === pan)
        #expect(touch.map { close($0.location(in: nil), Point(175, 400)) } == true)
        #expect(touch.map { close($0.previousLocation(in: nil), Point(175 - 250.0 / 120, 400)) } == true)
        #expect(close(pan.location(ofTouch: 0, in: stage.card), Point(175, 400)))
        _ = pan.location(ofTouch: 1, in: nil)
        #expect(stage.engine.diagnostics.map(\.kind) == [.indexOutOfRange])
    }

    @Test func addingMovesAndRemovingAStrangerIsRefused() {
        let pan = PanGestureRecognizer()
        stage.card.addGestureRecognizer(pan)
        stage.window.addGestureRecognizer(pan)
        #expect(pan.view === stage.window && stage.card.gestureRecognizers.isEmpty)
        #expect(stage.window.gestureRecognizers.count == 1)
        stage.card.removeGestureRecognizer(pan)
        #expect(pan.view === stage.window)
        #expect(stage.engine.diagnostics.map(\.kind) == [.gestureMisuse])
    }
}
