import Testing
@testable import Stagecraft

/// Layer-local time (CA1, docs/layers.md): `speed`, `timeOffset`, `beginTime` and `convertTime`
/// as the CAMediaTiming protocol defines them, and Technical Q&A QA1673's pause and resume.
/// Expected values come from the rule's formula `local = (parent − beginTime) × speed + timeOffset`
/// and the curve definitions (Reference), worked out by hand in the comments.
@Suite struct LayerTimingTests {
    /// A container in a window-less tree and a view in it, as a transition's container holds its views.
    private func scene() -> (Engine, container: View, view: View) {
        let engine = Engine()
        let container = View(frame: Rect(0, 0, 390, 844))
        let view = View(frame: Rect(0, 0, 100, 100))
        container.addSubview(view)
        return (engine, container, view)
    }

    /// QA1673's pause: the layer's current time becomes its offset, and its speed 0.
    private func pause(_ layer: Layer) {
        let pausedTime = layer.convertTime(currentMediaTime(), from: nil) ?? 0
        layer.speed = 0
        layer.timeOffset = pausedTime
    }

    /// QA1673's resume.
    private func resume(_ layer: Layer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = (layer.convertTime(currentMediaTime(), from: nil) ?? 0) - pausedTime
        layer.beginTime = timeSincePause
    }

    @Test func ca1_2_speedZeroFreezesARunningAnimation() {
        let (engine, container, view) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 })
        engine.advance(by: 0.25)
        #expect(close(view.presentation.alpha, 0.75))
        pause(container.layer)
        #expect(close(view.presentation.alpha, 0.75))     // no jump at the pause
        engine.advance(frames: 1)
        let first = view.presentation.alpha
        engine.advance(frames: 7)
        #expect(close(first, 0.75) && close(view.presentation.alpha, 0.75))
        // A layer outside the paused one runs on.
        let outside = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, options: .curveLinear, animations: { outside.alpha = 0 })
        engine.advance(by: 0.5)
        #expect(close(outside.presentation.alpha, 0.5) && close(view.presentation.alpha, 0.75))
    }

    /// A layer paused before the animation is added (an interactive transition's start): the
    /// animation begins at the paused local time, and `timeOffset` scrubs it along its curve.
    @Test func ca1_3_timeOffsetScrubsAnAnimationAddedWhilePaused() {
        let (engine, container, view) = scene()
        engine.advance(by: 0.5)                     // media time is not 0: the begin is the layer's time
        container.layer.speed = 0
        container.layer.timeOffset = 0
        View.animate(withDuration: 1, animations: { view.center = Point(250, 50) })   // from x 50, easeInOut
        engine.advance(frames: 3)
        #expect(view.presentation.center.x == 50)   // local time still 0
        container.layer.timeOffset = 0.3
        let scrubbed = 50 + 200 * Reference.easeInOut(0.3)      // TIMING.md: easeInEaseOut(0.3) = 0.187396
        #expect(close(Reference.easeInOut(0.3), 0.187396, 1e-6))
        #expect(close(view.presentation.center.x, scrubbed))
        engine.advance(frames: 2)
        #expect(close(view.presentation.center.x, scrubbed))
        container.layer.timeOffset = 0.8           // forward…
        engine.advance(frames: 1)
        #expect(close(view.presentation.center.x, 50 + 200 * Reference.easeInOut(0.8)))
        container.layer.timeOffset = 0.1           // …and back
        engine.advance(frames: 1)
        #expect(close(view.presentation.center.x, 50 + 200 * Reference.easeInOut(0.1)))
    }

    @Test func ca1_5_resumePerQA1673ContinuesFromThePauseAndCompletesLate() {
        let (engine, container, view) = scene()
        var finishedAt: Double?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { _ in finishedAt = engine.now })
        engine.advance(by: 0.4)
        pause(container.layer)
        engine.advance(by: 2)                        // paused for 2 s: the completion waits
        #expect(finishedAt == nil && close(view.presentation.alpha, 0.6))
        resume(container.layer)
        #expect(close(view.presentation.alpha, 0.6))  // no jump at the resume
        engine.advance(by: 0.3)
        #expect(close(view.presentation.alpha, 0.3))  // 0.4 + 0.3 of 1 s
        engine.runUntilIdle()
        // 0.6 s left after the resume at 2.4 s.
        #expect(finishedAt.map { close($0, 3.0, 1e-9) } == true)
        #expect(view.presentation.alpha == 0)
    }

    /// The boundary: a paused layer scrubbed to just short of the end completes nothing; scrubbed
    /// to the end, the animation has ended in its layer's time and its completion runs, paused or not.
    @Test func ca1_5_aPausedLayerScrubbedToTheEndCompletesThere() {
        let (engine, container, view) = scene()
        container.layer.speed = 0
        var finished: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { finished = $0 })
        container.layer.timeOffset = 0.999
        engine.advance(by: 1)
        #expect(finished == nil && close(view.presentation.alpha, 0.001))
        container.layer.timeOffset = 1
        engine.advance(frames: 1)
        #expect(finished == true && view.presentation.alpha == 0)
    }

    /// A view moved under a paused layer takes that layer's time (its completion waits), and taken
    /// out again, media time: its 1-s animation, begun at media 0, has ended by then.
    @Test func ca1_5_aViewMovedUnderAPausedLayerWaitsAndMovedOutEnds() {
        let (engine, container, _) = scene()
        container.layer.speed = 0
        let loose = View(frame: Rect(0, 0, 10, 10))
        var finishedAt: Double?
        View.animate(withDuration: 1, options: .curveLinear, animations: { loose.alpha = 0 }, completion: { _ in finishedAt = engine.now })
        engine.advance(by: 0.25)
        container.addSubview(loose)
        engine.advance(by: 1.75)
        #expect(finishedAt == nil)
        #expect(loose.presentation.alpha == 1)      // the paused layer's local time is 0
        loose.removeFromSuperview()
        engine.advance(frames: 1)
        #expect(finishedAt.map { close($0, 2, 1e-9) } == true)
    }

    /// The other way: a root view whose own layer is slow (speed 0.25: its 1-s animation is due at
    /// media 4 s) put into a fast one (speed 16: local time 0.25 × 16 × 0.5 = 2 at media 0.5) has
    /// ended its animation, which completes at the move.
    @Test func ca1_5_aViewPutIntoAFasterLayerCompletesAtTheMove() {
        let engine = Engine()
        let slow = View(frame: Rect(0, 0, 10, 10))
        slow.layer.speed = 0.25
        let fast = View(frame: Rect(0, 0, 390, 844))
        fast.layer.speed = 16
        var finishedAt: Double?
        View.animate(withDuration: 1, options: .curveLinear, animations: { slow.alpha = 0 }, completion: { _ in finishedAt = engine.now })
        engine.advance(by: 0.5)
        #expect(finishedAt == nil && close(slow.presentation.alpha, 0.875))   // local 0.125
        fast.addSubview(slow)
        engine.advance(frames: 1)
        #expect(finishedAt.map { close($0, 0.5, 1e-9) } == true)
    }

    @Test func ca1_2_speedTwoRunsTwiceAsFastAndCompletesAtHalfTheDuration() {
        let (engine, container, view) = scene()
        container.layer.speed = 2
        var finishedAt: Double?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { _ in finishedAt = engine.now })
        engine.advance(by: 0.25)
        #expect(close(view.presentation.alpha, 0.5))
        engine.runUntilIdle()
        #expect(finishedAt.map { close($0, 0.5, 1e-9) } == true)
    }

    /// One block animating views under layers of different rates: each view follows its own layer,
    /// and the completion waits for the slowest.
    @Test func ca1_1_nestedSpeedsComposeAndEachViewFollowsItsOwnLayer() {
        let (engine, container, view) = scene()
        let inner = View(frame: Rect(0, 0, 50, 50))
        view.addSubview(inner)
        container.layer.speed = 2
        view.layer.speed = 1.5      // inner: 2 × 1.5 = 3 local seconds per second
        let sibling = View(frame: Rect(0, 0, 10, 10))
        container.addSubview(sibling)
        sibling.layer.speed = 0.25  // 2 × 0.25 = 0.5
        var finishedAt: Double?
        View.animate(withDuration: 1.2, options: .curveLinear, animations: {
            inner.alpha = 0
            sibling.alpha = 0
        }, completion: { _ in finishedAt = engine.now })
        engine.advance(by: 0.2)
        #expect(close(inner.presentation.alpha, 0.5))          // 0.6 of 1.2 s
        #expect(close(sibling.presentation.alpha, 1 - 0.1 / 1.2))
        engine.advance(by: 0.2)
        #expect(inner.presentation.alpha == 0)                 // 1.2 s reached at 0.4 s
        #expect(finishedAt == nil)
        engine.runUntilIdle()
        #expect(finishedAt.map { close($0, 2.4, 1e-9) } == true) // 1.2 local s at rate 0.5
    }

    /// T8.7's additive stack under a fast layer: both animations of the centre run in layer time.
    /// Shown = model + Σ (value − final): at media 0.4 (local 0.8) the first (50 → 150, begun at
    /// local 0) is at 0.8, the second (150 → 250, begun at local 0.5) at 0.3: 250 − 20 − 70 = 160.
    @Test func ca1_2_additiveAnimationsOfOneViewRunInItsLayerTime() {
        let (engine, container, view) = scene()
        container.layer.speed = 2
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(150, 50) })
        engine.advance(by: 0.25)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(250, 50) })
        engine.advance(frames: 9)                   // 0.15 s: frames fall on the 60 Hz grid
        #expect(close(view.presentation.center.x, 160))
    }

    @Test func ca1_4_beginTimeInTheFutureDelays() {
        // A layer's beginTime moved into the future holds its running animations before their start…
        let (engine, container, view) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 })
        container.layer.beginTime = currentMediaTime() + 0.5
        engine.advance(by: 0.25)
        #expect(view.presentation.alpha == 1)                  // local −0.25: before the start
        engine.advance(by: 0.5)
        #expect(close(view.presentation.alpha, 0.75))          // local 0.25
        // …and an explicit animation's beginTime is in its layer's time space.
        let other = View(frame: Rect(0, 0, 10, 10))
        container.addSubview(other)
        let local = container.layer.convertTime(currentMediaTime(), from: nil) ?? .nan   // 0.25
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .number(1)
        fade.toValue = .number(0)
        fade.duration = 1
        fade.beginTime = local + 0.5
        fade.fillMode = .backwards
        other.layer.add(fade, forKey: "fade")
        engine.advance(by: 0.25)
        #expect(other.presentation.alpha == 1)
        engine.advance(by: 0.5)
        #expect(close(other.presentation.alpha, 0.75))
    }

    @Test func ca1_6_convertTimeBetweenLayers() {
        let (engine, container, view) = scene()
        engine.advance(by: 1)
        container.layer.speed = 2
        container.layer.timeOffset = 3
        container.layer.beginTime = 0.5
        view.layer.speed = 0.25
        view.layer.timeOffset = 1
        // container: (5 − 0.5) × 2 + 3 = 12; view: 12 × 0.25 + 1 = 4.
        #expect(container.layer.convertTime(5, from: nil) == 12)
        #expect(view.layer.convertTime(5, from: nil) == 4)
        #expect(view.layer.convertTime(12, from: container.layer) == 4)
        #expect(container.layer.convertTime(4, from: view.layer) == 12)
        #expect(view.layer.convertTime(4, to: nil) == 5)
        #expect(currentMediaTime() == 1)
        // A paused layer's time maps back to no one parent time.
        view.layer.speed = 0
        #expect(container.layer.convertTime(1, from: view.layer) == nil)
        #expect(view.layer.convertTime(7, from: container.layer) == 1)   // speed 0: the offset
    }

    @Test func ca1_7_badTimingValuesAreRefusedAndChangeNothing() {
        let (engine, container, _) = scene()
        container.layer.speed = 0.5
        container.layer.speed = .nan
        container.layer.speed = .infinity
        container.layer.timeOffset = -1e300
        container.layer.beginTime = .infinity
        #expect(container.layer.speed == 0.5 && container.layer.timeOffset == 0 && container.layer.beginTime == 0)
        let refusals = engine.diagnostics.filter { $0.kind == .invalidValue }
        #expect(refusals.count == 4)
        #expect(refusals.first?.message.contains("speed") == true)
        #expect(refusals.last?.message.contains("beginTime") == true)
    }
}
