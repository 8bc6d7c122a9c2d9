import Testing
@testable import Stagecraft

/// `SwipeGestureRecognizer` (T12.8): a discrete gesture recognized when the touches move far
/// enough, quickly enough, mostly along an allowed direction. Expected values come from the rule and
/// `UncertainRules.swipeThresholds` (50 pt within 0.5 s, more along than across, a 10-pt slop).
@Suite struct SwipeGestureTests {
    let stage = GestureStage()
    let swipe = SwipeGestureRecognizer(name: "swipe")

    init() { stage.card.addGestureRecognizer(swipe) }

    /// One finger moving by `offset` from (200, 400) in `duration` seconds, held there, then lifted
    /// at 0.3 s (before the 0.5-s limit, so a lift is what ends an undecided swipe).
    func move(by offset: Point, in duration: Double = 0.1, startTime: Double? = nil) {
        let start = Point(200, 400)
        stage.synth.perform(TouchSequence(name: "move", fingers: [
            .samples([.init(0, start), .init(duration, start + offset)], hold: 0.3 - duration),
        ]), startTime: startTime)
    }

    @Test func T12_8_eachDirectionIsRecognizedWhenItIsTheAllowedOne() {
        let cases: [(SwipeDirection, Point)] = [(.right, Point(100, 0)), (.left, Point(-100, 0)), (.up, Point(0, -100)), (.down, Point(0, 100))]
        for (direction, offset) in cases {
            let stage = GestureStage(), swipe = SwipeGestureRecognizer(name: "swipe")
            swipe.direction = direction
            stage.card.addGestureRecognizer(swipe)
            var reported: [GestureRecognizer.State] = []
            swipe.addTarget { reported.append($0.state) }
            stage.synth.perform(TouchSequence(name: "swipe", fingers: [.samples([.init(0, Point(200, 400)), .init(0.1, Point(200, 400) + offset)], hold: 0.2)]))
            stage.engine.advance(by: 1)
            #expect(reported == [.recognized], "\(direction)")
            #expect(stage.states(of: swipe) == ["ended"], "\(direction)")
            // Recognized while the finger is still moving (50 of its 100 pt), not at the lift.
            #expect((stage.gestureEvents.first?.time ?? 1) <= 0.1, "\(direction)")
            #expect(close(swipe.location(in: nil), Point(200, 400)), "where the swipe began, \(direction)")
        }
    }

    @Test func T12_8_theDefaultIsRightWithOneFinger() {
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect([SwipeDirection.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func T12_8_theWrongDirectionFails() {
        move(by: Point(-100, 0))  // left, for the default .right
        stage.engine.advance(by: 1)
        #expect(swipe.state == .failed)
        #expect(swipe.failureReason?.hasSuffix("not mostly right") == true, "\(swipe.failureReason ?? "")")
    }

    @Test func T12_8_theOtherAxisFails() {
        swipe.direction = [.down, .up]
        move(by: Point(100, 0))
        stage.engine.advance(by: 1)
        #expect(swipe.state == .failed)
        #expect(swipe.failureReason?.hasSuffix("not mostly up|down") == true, "\(swipe.failureReason ?? "")")
    }

    @Test func T12_8_eitherOfSeveralDirectionsIsRecognized() {
        swipe.direction = [.down, .up]
        move(by: Point(0, -100))
        stage.engine.advance(by: 1)
        #expect(stage.states(of: swipe) == ["ended"])
    }

    @Test func T12_8_justUnderFiftyPointsIsNoSwipeFiftyIs() {
        move(by: Point(49.99, 0))
        stage.engine.advance(by: 1)
        #expect(swipe.state == .failed)
        #expect(swipe.failureReason == "lifted after 49.99 pt")
        #expect(stage.gestureEvents.first?.time == 0.3)  // only at the lift

        let exact = GestureStage(), swipe50 = SwipeGestureRecognizer(name: "swipe")
        exact.card.addGestureRecognizer(swipe50)
        exact.synth.perform(TouchSequence(name: "move", fingers: [.samples([.init(0, Point(200, 400)), .init(0.1, Point(250, 400))], hold: 0.2)]))
        exact.engine.advance(by: 1)
        #expect(exact.states(of: swipe50) == ["ended"])
    }

    @Test func T12_8_moreAlongThanAcrossIsRecognizedFortyFiveDegreesIsNot() {
        move(by: Point(50, 49.9))
        stage.engine.advance(by: 1)
        #expect(stage.states(of: swipe) == ["ended"])

        let diagonal = GestureStage(), other = SwipeGestureRecognizer(name: "swipe")
        diagonal.card.addGestureRecognizer(other)
        diagonal.synth.perform(TouchSequence(name: "move", fingers: [.samples([.init(0, Point(200, 400)), .init(0.1, Point(260, 460))], hold: 0.2)]))
        diagonal.engine.advance(by: 1)
        #expect(other.state == .failed)
        #expect(other.failureReason?.hasSuffix("not mostly right") == true, "\(other.failureReason ?? "")")
    }

    @Test func T12_8_tenPointsBackwardsIsStillUndecidedJustOverFails() {
        move(by: Point(-10, 0))
        stage.engine.advance(by: 1)
        #expect(swipe.failureReason == "lifted after 10 pt")
        #expect(stage.gestureEvents.first?.time == 0.3)

        let over = GestureStage(), other = SwipeGestureRecognizer(name: "swipe")
        over.card.addGestureRecognizer(other)
        over.synth.perform(TouchSequence(name: "move", fingers: [.samples([.init(0, Point(200, 400)), .init(0.1, Point(189.99, 400))], hold: 0.7)]))
        over.engine.advance(by: 1)
        #expect(other.failureReason == "moved (-10.01,0), not mostly right")
        #expect((over.gestureEvents.first?.time ?? 1) <= 0.1)  // while still down
    }

    @Test func T12_8_fiftyPointsJustBeforeHalfASecondIsASwipe() {
        stage.synth.perform(TouchSequence(name: "late", fingers: [
            .samples([.init(0, Point(200, 400)), .init(0.48, Point(240, 400)), .init(0.49, Point(260, 400))], hold: 0.2),
        ]))
        stage.engine.advance(by: 1)
        #expect(stage.states(of: swipe) == ["ended"])
        #expect((stage.gestureEvents.first?.time ?? 1) < 0.5)
    }

    @Test func T12_8_tooSlowFailsAtHalfASecondWhileStillDown() {
        // 40 pt by 0.495 s, 60 pt at 0.51 s: 50 pt is passed only after 0.5 s.
        stage.synth.perform(TouchSequence(name: "slow", fingers: [
            .samples([.init(0, Point(200, 400)), .init(0.495, Point(240, 400)), .init(0.51, Point(260, 400))], hold: 0.2),
        ]))
        stage.engine.advance(by: 1)
        #expect(swipe.state == .failed)
        #expect(swipe.failureReason == "not 50 pt within 0.5 s")
        #expect(stage.gestureEvents.first?.time == 0.5)
    }

    @Test func T12_8_aSecondSwipeAfterTheFirstIsRecognizedAgain() {
        var reported: [GestureRecognizer.State] = []
        swipe.direction = [.right, .left]
        swipe.addTarget { reported.append($0.state) }
        move(by: Point(100, 0))
        stage.engine.advance(to: 1)
        move(by: Point(-100, 0), startTime: 1)
        stage.engine.advance(to: 2)
        #expect(reported == [.recognized, .recognized])
        #expect(stage.states(of: swipe) == ["ended", "ended"])
        #expect(stage.gestureEvents.last.map { $0.time >= 1 && $0.time <= 1.1 } == true)
    }

    @Test func T12_8_aFailedSwipeDoesNotStopTheNextOne() {
        move(by: Point(-100, 0))
        stage.engine.advance(to: 1)
        move(by: Point(100, 0), startTime: 1)
        stage.engine.advance(to: 2)
        #expect(stage.states(of: swipe) == ["failed", "ended"])
    }

    @Test func T12_8_twoRequiredFingersSwipeTogetherOneMoreFails() {
        swipe.numberOfTouchesRequired = 2
        stage.synth.perform(TouchSequence(name: "two", fingers: [
            .line(from: Point(100, 400), to: Point(200, 400), duration: 0.1),
            .line(from: Point(100, 500), to: Point(200, 500), duration: 0.1),
        ]))
        stage.engine.advance(to: 1)
        #expect(stage.states(of: swipe) == ["ended"])
        stage.synth.perform(TouchSequence(name: "three", fingers: [
            .line(from: Point(100, 300), to: Point(200, 300), duration: 0.1),
            .line(from: Point(100, 400), to: Point(200, 400), duration: 0.1),
            .line(from: Point(100, 500), to: Point(200, 500), duration: 0.1),
        ]), startTime: 1)
        stage.engine.advance(to: 2)
        #expect(swipe.failureReason == "3 touches, requires 2")
    }

    @Test func T12_8_aPanOnTheSameViewBeginsFirstAndTheSwipeFails() {
        let pan = PanGestureRecognizer(name: "pan")
        stage.card.addGestureRecognizer(pan)
        move(by: Point(100, 0))
        stage.engine.advance(by: 1)
        #expect(stage.states(of: pan).first == "began")
        #expect(swipe.state == .failed)
        #expect(swipe.failureReason == "pan recognized first")
    }

    @Test func T12_8_aDelegateLetsThePanAndTheSwipeRecognizeTogether() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.shouldRecognizeSimultaneously = { $0 === self.swipe }
        stage.card.addGestureRecognizer(pan)
        move(by: Point(100, 0))
        stage.engine.advance(by: 1)
        #expect(stage.states(of: pan).first == "began")
        #expect(stage.states(of: swipe) == ["ended"])
    }

    @Test func T12_8_aPanThatRequiresTheSwipeToFailWaitsAndLoses() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.require(toFail: swipe)
        stage.card.addGestureRecognizer(pan)
        move(by: Point(100, 0))
        stage.engine.advance(by: 1)
        #expect(stage.states(of: swipe) == ["ended"])
        #expect(pan.state == .failed)

        // The other order: the swipe fails (wrong way), so the waiting pan begins and runs.
        let other = GestureStage(), otherSwipe = SwipeGestureRecognizer(name: "swipe"), otherPan = PanGestureRecognizer(name: "pan")
        otherPan.require(toFail: otherSwipe)
        other.card.addGestureRecognizer(otherSwipe)
        other.card.addGestureRecognizer(otherPan)
        other.synth.perform(TouchSequence(name: "left", fingers: [.samples([.init(0, Point(200, 400)), .init(0.1, Point(100, 400))], hold: 0.2)]))
        other.engine.advance(by: 1)
        #expect(otherSwipe.state == .failed)
        #expect(other.states(of: otherPan).first == "began")
        #expect(other.states(of: otherPan).last == "ended")
    }

    @Test func T12_8_numberOfTouchesRequiredBelowOneIsRefusedAndKept() {
        swipe.numberOfTouchesRequired = 0
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(stage.engine.diagnostics.filter { $0.kind == .gestureMisuse }.map(\.message) == ["swipe.numberOfTouchesRequired not changed: 0 is below 1"])
    }
}
