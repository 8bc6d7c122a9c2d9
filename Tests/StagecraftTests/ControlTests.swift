import Testing
@testable import Stagecraft

/// T12.6 (docs/controls.md): a control turns the touch that lands on it into events for its
/// targets — touchDown at the landing, touchUpInside or touchUpOutside (by the extended bounds,
/// UncertainRules.controlTrackingMargin = 70) at the lift, touchCancel when a recognizer takes
/// it; a disabled control sends nothing; a button's single tap is its own, not a tap recognizer's
/// on the view behind it.
@Suite struct ControlTests {
    let engine = Engine(frameRate: 60)
    let window = Window()
    let card = View(frame: Rect(0, 0, 390, 844), name: "card")
    /// 100 × 40 at (100, 100): its extended bounds are x −70…170 and y −70…110 in its own space.
    let button = Button(type: .system, frame: Rect(100, 100, 100, 40), name: "close")
    let synth: TouchSynthesizer
    /// "event@time" for every event the button sent to a target listening to all of them.
    let log = EventLog()

    final class EventLog {
        var entries: [String] = []
    }

    init() {
        window.addSubview(card)
        card.addSubview(button)
        synth = TouchSynthesizer(engine: engine, window: window)
        button.addAction(for: .allEvents) { [log, engine] _, event in
            log.entries.append("\(event)@\(formatNumber(engine.now))")
        }
    }

    /// The events sent, without times.
    var events: [String] { log.entries.map { String($0.split(separator: "@")[0]) } }

    @Test func t12_6_aTapSendsTouchDownAtTheLandingAndTouchUpInsideOnceAtTheLift() {
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 1)
        #expect(log.entries == ["touchDown@0", "touchUpInside@0.1", "primaryActionTriggered@0.1"])
    }

    @Test func t12_6_theButtonIsHighlightedOnlyWhileTheTouchIsDown() {
        #expect(!button.isHighlighted)
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 0.05)
        #expect(button.isHighlighted && button.isTracking && button.state == .highlighted)
        engine.advance(by: 0.1)
        #expect(!button.isHighlighted && !button.isTracking && button.state == .normal)
    }

    @Test func t12_6_dragOffTheButtonAndReleaseSendsTouchUpOutsideNotInside() {
        // Down inside, then 200 pt down: past the 70-pt margin below the button (y 210 in the window).
        synth.pan(from: Point(150, 120), to: Point(150, 320), duration: 0.2)
        engine.advance(by: 0.1)
        #expect(!button.isHighlighted, "the highlight follows the extended bounds")
        engine.advance(by: 1)
        #expect(events.first == "touchDown")
        #expect(events.filter { $0 == "touchDragExit" }.count == 1)
        #expect(events.last == "touchUpOutside")
        #expect(!events.contains("touchUpInside") && !events.contains("primaryActionTriggered"))
        #expect(!button.isHighlighted)
    }

    @Test func t12_6_liftingWithinSeventyPointsOfTheEdgeStillCountsAsInside() {
        // The button's bottom edge is at y 140; 69 pt below it is inside the extended bounds.
        synth.pan(from: Point(150, 120), to: Point(150, 140 + 69), duration: 0.2)
        engine.advance(by: 1)
        #expect(events.last == "primaryActionTriggered" && events.contains("touchUpInside"))
        #expect(!events.contains("touchDragExit"))
    }

    @Test func t12_6_liftingJustPastSeventyPointsIsOutside() {
        synth.pan(from: Point(150, 120), to: Point(150, 140 + 71), duration: 0.2)
        engine.advance(by: 1)
        #expect(events.last == "touchUpOutside")
        #expect(!events.contains("touchUpInside"))
    }

    @Test func t12_6_draggingOutAndBackInSendsExitThenEnterAndTouchUpInside() {
        let path = TouchPath.samples([
            .init(time: 0, point: Point(150, 120)), .init(time: 0.1, point: Point(150, 320)),
            .init(time: 0.2, point: Point(150, 120)),
        ])
        synth.perform(TouchSequence(name: "drag", fingers: [path]))
        engine.advance(by: 1)
        let crossings = events.filter { $0 == "touchDragExit" || $0 == "touchDragEnter" }
        #expect(crossings == ["touchDragExit", "touchDragEnter"])
        #expect(events.suffix(2) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func t12_6_aDisabledButtonSendsNothingAndItsTouchGoesToTheViewBehind() {
        button.isEnabled = false
        let tap = TapGestureRecognizer()
        card.addGestureRecognizer(tap)
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(!button.isHighlighted)
        #expect(tap.state == .ended, "UncertainRules.disabledControlsPassTouchesOn")
        #expect(button.state == .disabled)
    }

    @Test func t12_6_disablingMidTouchStopsTrackingWithoutSendingMore() {
        final class Card: View {
            var ended = 0
            override func touchesEnded(_ touches: [Touch]) { ended += 1 }
        }
        let behind = Card(frame: Rect(0, 0, 390, 844), name: "behind")
        card.addSubview(behind)
        behind.addSubview(button)
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 0.05)
        button.isEnabled = false
        engine.advance(by: 1)
        #expect(events == ["touchDown"])
        #expect(!button.isHighlighted)
        #expect(behind.ended == 0, "the rest of the touch goes nowhere: the view behind never saw it begin")
    }

    @Test func t12_6_aTapRecognizerOnTheSuperviewDoesNotStealTheButtonsTap() {
        let tap = TapGestureRecognizer()
        card.addGestureRecognizer(tap)
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 1)
        #expect(tap.state == .failed)
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_6_theSuperviewsTapStillRecognisesOffTheButton() {
        let tap = TapGestureRecognizer()
        card.addGestureRecognizer(tap)
        synth.tap(at: Point(300, 500), duration: 0.1)
        engine.advance(by: 1)
        #expect(tap.state == .ended)
        #expect(log.entries.isEmpty)
    }

    @Test func t12_6_aDoubleTapRecognizerDoesNotOverlapTheButtonsActionAndTakesTheSecondTap() {
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)
        synth.tap(at: Point(150, 120), numberOfTaps: 2, duration: 0.05, interval: 0.1)
        engine.advance(by: 1)
        #expect(doubleTap.state == .ended)
        // The first tap is the button's; the recognizer takes the second as it recognises.
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchCancel"])
    }

    @Test func t12_6_aPanOnTheSuperviewTakesTheTouchAndTheButtonGetsTouchCancel() {
        let pan = PanGestureRecognizer()
        card.addGestureRecognizer(pan)
        synth.pan(from: Point(150, 120), to: Point(150, 320), duration: 0.2)
        engine.advance(by: 1)
        #expect(pan.state == .ended)
        #expect(events.first == "touchDown" && events.last == "touchCancel")
        #expect(!events.contains("touchUpOutside") && !events.contains("touchUpInside"))
        #expect(!button.isHighlighted)
    }

    @Test func t12_6_aSystemCancelSendsTouchCancelAndEndsTheHighlight() {
        synth.tap(at: Point(150, 120), duration: 0.2)
        engine.advance(by: 0.05)
        synth.cancelAllTouches()
        engine.advance(by: 1)
        #expect(events == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func t12_6_aSecondFingerIsNotTrackedButTheFirstStillPresses() {
        let first = TouchPath.press(at: Point(150, 120), duration: 0.2)
        let second = TouchPath.press(at: Point(160, 125), duration: 0.05, delay: 0.05)
        synth.perform(TouchSequence(name: "two", fingers: [first, second]))
        engine.advance(by: 1)
        #expect(log.entries == ["touchDown@0", "touchUpInside@0.2", "primaryActionTriggered@0.2"])
    }

    @Test func t12_6_sendActionsRunsTheListeningTargetsInTheOrderAddedEvenWhenDisabled() {
        var calls: [String] = []
        button.addAction(for: .valueChanged) { _, _ in calls.append("first") }
        button.addAction(for: .touchUpInside) { _, _ in calls.append("up") }
        button.addAction(for: [.valueChanged, .touchDown]) { _, _ in calls.append("second") }
        button.isEnabled = false
        button.sendActions(for: .valueChanged)
        #expect(calls == ["first", "second"])
        calls = []
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(calls == ["second", "up"], "each event in bit order: touchDown before touchUpInside")
    }

    @Test func t12_6_removedTargetsAndReleasedTargetObjectsAreNotCalled() {
        final class Screen {
            var closes = 0
            func close(_ sender: Control) { closes += 1 }
        }
        var screen: Screen? = Screen()
        let counter = screen
        var token = 0
        if let screen { token = button.addTarget(screen, action: Screen.close, for: .touchUpInside) }
        button.sendActions(for: .touchUpInside)
        #expect(counter?.closes == 1)
        button.removeTarget(token)
        button.sendActions(for: .touchUpInside)
        #expect(counter?.closes == 1)

        weak var released: Screen?
        do {
            let other = Screen()
            released = other
            button.addTarget(other, action: Screen.close, for: .touchUpInside)
        }
        screen = nil
        button.sendActions(for: .touchUpInside)
        #expect(released == nil, "the control does not retain its target")
        #expect(button.allTargetOwners.count == 1, "only the log's closure target is left")
    }

    @Test func t12_6_removeTargetsForSomeEventsKeepsTheRest() {
        let owner = Button(name: "owner")
        var calls = 0
        button.addAction(owner: owner, for: [.touchDown, .touchUpInside]) { _, _ in calls += 1 }
        button.removeTargets(for: .touchDown) { $0 === owner }
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(calls == 1)
        #expect(button.allControlEvents == .allEvents)
    }

    @Test func t12_6_isSelectedIsTheAppsAndShowsInTheState() {
        button.isSelected = true
        #expect(button.state == .selected)
        synth.tap(at: Point(150, 120), duration: 0.1)
        engine.advance(by: 0.05)
        #expect(button.state == [.selected, .highlighted])
        engine.advance(by: 1)
        #expect(button.isSelected, "a tap does not toggle isSelected")
    }
}
