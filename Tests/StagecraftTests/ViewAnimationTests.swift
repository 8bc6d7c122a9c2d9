import Testing
import Foundation
@testable import Stagecraft

/// View animation blocks (T8.1–T8.5), checked against values computed from the curve definitions.
@Suite struct ViewAnimationTests {
    @Test func t8_2_modelChangesAtOncePresentationFollowsTheCurve() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 100, 100))
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(view.presentation.alpha == 1)
        engine.advance(by: 0.3)
        #expect(abs(view.presentation.alpha - (1 - Reference.easeInOut(0.3))) < 1e-5)
        #expect(finished == nil)
        engine.advance(by: 0.7)
        #expect(finished == true)
        #expect(view.presentation.alpha == 0)
        #expect(view.animatingKeys.isEmpty)
    }

    @Test func t8_1_zeroDurationAppliesAtOnceAndCompletes() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        View.animate(withDuration: 0, animations: { view.frame = Rect(5, 5, 20, 20) }, completion: { finished = $0 })
        #expect(view.presentation.frame == Rect(5, 5, 20, 20))
        engine.advance(by: 0)
        #expect(finished == true)
    }

    /// On alpha: since T8.7 (revised), center/frame/bounds/transform are added on top instead.
    @Test func t8_2_replacingAnInFlightAnimationCompletesItUnfinished() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { first = $0 })
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-6)
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState], animations: { view.alpha = 1 }, completion: { second = $0 })
        engine.advance(by: 0)
        #expect(first == false)
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.alpha - 0.75) < 1e-6)
        engine.advance(by: 0.5)
        #expect(second == true)
    }
}

/// T8.3–T8.6 and the engine's time rules.
@Suite struct ViewAnimationRuleTests {
    let engine = Engine()

    @Test func t8_3_everyAnimatablePropertyInterpolates() {
        let view = View(frame: Rect(0, 0, 100, 50))
        view.backgroundColor = .black
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame = Rect(100, 100, 200, 150)
            view.alpha = 0.5
            view.transform = AffineTransform(scaleX: 3, y: 3)
            view.backgroundColor = .white
            view.cornerRadius = 20
        }
        engine.advance(by: 0.25)
        let p = view.presentation
        #expect(close(p.bounds.width, 125) && close(p.bounds.height, 75))
        #expect(close(p.frame.width, 125 * 1.5) && close(p.frame.height, 75 * 1.5))  // T10.3: scaled by 1.5
        #expect(close(p.center.x, 50 + 0.25 * 150) && close(p.center.y, 25 + 0.25 * 150))
        #expect(close(p.alpha, 0.875))
        #expect(close(p.transform.a, 1.5) && close(p.transform.d, 1.5))
        #expect(close(p.backgroundColor?.red ?? -1, 0.25))
        #expect(close(p.cornerRadius, 5))
    }

    @Test func t8_3_hiddenAndSubviewsDoNotAnimate() {
        let parent = View(frame: Rect(0, 0, 10, 10)), child = View()
        View.animate(withDuration: 1) {
            parent.isHidden = true
            parent.addSubview(child)
        }
        #expect(parent.isHidden && child.superview === parent)
        #expect(parent.animatingKeys.isEmpty)
    }

    @Test func t8_3_rotationInterpolatesAsATurn() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = AffineTransform(rotationAngle: .pi / 2) }
        engine.advance(by: 0.5)
        let t = view.presentation.transform
        // Halfway through a quarter turn: a pure rotation by π/4, not a squashed matrix.
        #expect(close(t.a, (0.5).squareRoot()) && close(t.b, (0.5).squareRoot()) && close(t.a * t.d - t.b * t.c, 1))
    }

    @Test func t8_4_beginFromCurrentStateStartsFromThePresentationValue() {
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 10, 10))
        for view in [a, b] { View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0 } }
        engine.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) { a.alpha = 1 }
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { b.alpha = 1 }
        #expect(a.presentation.alpha == 0.5 && b.presentation.alpha == 0.5)
        engine.advance(by: 0.5)
        #expect(close(a.presentation.alpha, 0.5))  // from the old model value 0: a visible jump
        #expect(close(b.presentation.alpha, 0.75))  // from 0.5 on screen
    }

    @Test func t8_4_nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let inherited = View(frame: Rect(0, 0, 10, 10)), overridden = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 2, options: .curveLinear) {
            View.animate(withDuration: 0.5, options: .curveEaseIn) { inherited.alpha = 0 }
            View.animate(withDuration: 0.5, options: [.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve]) { overridden.alpha = 0 }
            #expect(View.inheritedAnimationDuration == 2)
        }
        engine.advance(by: 0.25)
        #expect(close(inherited.presentation.alpha, 1 - 0.125))  // 2 s, linear
        #expect(close(overridden.presentation.alpha, 1 - Reference.easeIn(0.5)))  // 0.5 s, ease-in
    }

    @Test func t8_4_performWithoutAnimationInsideABlock() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { view.alpha = 0.2 }
            view.center = Point(50, 50)
        }
        #expect(view.presentation.alpha == 0.2)
        #expect(view.animatingKeys == [.center])
    }

    @Test func t8_5_keyframesRunInTheirSpansOfTheWhole() {
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        View.animateKeyframes(withDuration: 2, options: KeyframeAnimationOptions(.curveLinear), animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = Point(105, 5) }
        }, completion: { finished = $0 })
        engine.advance(by: 0.25)
        #expect(close(view.presentation.alpha, 0.75))
        engine.advance(by: 0.5)  // 0.75 s: between the keyframes, holding 0.5
        #expect(close(view.presentation.alpha, 0.5) && view.presentation.center.x == 5)
        engine.advance(by: 0.75)  // 1.5 s: halfway through the second span
        #expect(close(view.presentation.alpha, 0.25) && close(view.presentation.center.x, 55))
        engine.advance(by: 0.5)
        #expect(finished == true && view.presentation.alpha == 0)
    }

    @Test func t8_5_keyframeBlockCurveShapesTheWholeBlock() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animateKeyframes(withDuration: 1, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        })
        engine.advance(by: 0.3)
        #expect(close(view.presentation.alpha, 1 - Reference.easeInOut(0.3)))  // UIKit's default curve over the block (?)
    }

    @Test func t8_5_keyframeOutsideAKeyframeBlockIsReported() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        #expect(view.presentation.alpha == 0)
        #expect(engine.diagnostics.map(\.kind) == [.animationMisuse])
    }

    @Test func t8_6_springAnimationsFollowTheSolvedSpring() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: { view.center = Point(105, 5) })
        engine.advance(by: 0.1)
        // Independent: ζ = 0.5 spring settling to 0.001 at 0.5 s, from TIMING.md's rule, solved by bisection here.
        let zeta = 0.5
        func residual(_ w: Double) -> Double {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return abs(zeta * w / wd) * exp(-zeta * w * 0.5) - 0.001
        }
        var lo = 1.0, hi = 200.0
        for _ in 0..<200 { let mid = (lo + hi) / 2; if residual(mid) > 0 { lo = mid } else { hi = mid } }
        let w = (lo + hi) / 2, wd = w * (1 - zeta * zeta).squareRoot(), t = 0.1
        let decay: Double = exp(-zeta * w * t)
        let oscillation: Double = cos(wd * t) + zeta * w / wd * sin(wd * t)
        let x = 1 - decay * oscillation
        #expect(close(view.presentation.center.x, 5 + 100 * x, 1e-4 * 100))
    }

    @Test func delayedAnimationsShowTheirStartValueDuringTheDelay() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        engine.advance(by: 0.4)
        #expect(view.presentation.alpha == 1)
        engine.advance(by: 0.6)
        #expect(close(view.presentation.alpha, 0.5))
    }

    @Test func autoreverseRunsBackThenSnapsToTheModel() {
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        View.animate(withDuration: 1, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0 }, completion: { finished = $0 })
        engine.advance(by: 1.5)
        #expect(close(view.presentation.alpha, 0.5))
        engine.advance(by: 0.5)
        #expect(finished == true && view.presentation.alpha == 0)
    }

    @Test func emptyBlocksCompleteOnTheNextTurn() {
        var finished: Bool?
        View.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        #expect(finished == nil)
        engine.advance(by: 0)
        #expect(finished == true)
    }

    @Test func removeAllAnimationsCompletesUnfinishedAndShowsTheModel() {
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        engine.advance(by: 0.5)
        view.removeAllAnimations()
        engine.advance(by: 0)
        #expect(finished == false && view.presentation.alpha == 0)
    }
}

/// Frame-rate independence and exact event times (DESIGN: values are pure functions of time).
@Suite struct EngineTimeTests {
    @Test func eventsARoundingErrorAfterAFrameStillComeBeforeIt() {
        let engine = Engine(frameRate: 60)
        let view = View(frame: Rect(0, 0, 10, 10))
        var seen: [Double] = []
        engine.onFrame { _ in seen.append(view.presentation.alpha) }
        // 0.4 + 24/120 is 0.6000000000000001 in floating point: the same instant as frame 36.
        engine.schedule(at: 0.4 + 24.0 / 120) { view.alpha = 0.5 }
        engine.advance(frames: 36)
        #expect(seen.last == 0.5)
        #expect(engine.now == 36.0 / 60)
    }

    /// A chain: fade out, then (in the completion) move; sampled at `rate`.
    func runChain(rate: Double) -> [Double: (Double, Double)] {
        let engine = Engine(frameRate: rate)
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in
            View.animate(withDuration: 0.25, delay: 0.01, options: .curveEaseIn, animations: { view.center = Point(100, 0) })
        })
        var samples: [Double: (Double, Double)] = [:]
        engine.onFrame { engine in
            let key = (engine.now * 60).rounded() / 60
            if abs(engine.now * 60 - (engine.now * 60).rounded()) < 1e-6 { samples[key] = (view.presentation.alpha, view.presentation.center.x) }
        }
        engine.advance(by: 1)
        return samples
    }

    @Test func sixtyAndOneTwentyHertzAgreeAtSharedTimestamps() {
        let at60 = runChain(rate: 60), at120 = runChain(rate: 120)
        #expect(at60.count == 60)
        for (time, value) in at60 {
            guard let other = at120[time] else { Issue.record("no 120 Hz frame at \(time)"); continue }
            #expect(close(value.0, other.0, 1e-9) && close(value.1, other.1, 1e-9), "at t=\(time)")
        }
    }

    @Test func chainedAnimationsStartAtTheExactEndTime() {
        let engine = Engine(frameRate: 10)  // a coarse grid: 0.1 s frames
        let view = View(frame: Rect(0, 0, 10, 10))
        var secondStart: Double?
        View.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { _ in
            secondStart = engine.now
            View.animate(withDuration: 0.5, options: .curveLinear, animations: { view.center = Point(105, 5) })
        })
        engine.advance(by: 0.5)
        #expect(secondStart == 0.25)
        #expect(close(view.presentation.center.x, 5 + 100 * 0.25 / 0.5))
    }

    @Test func runUntilIdleIsBounded() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, options: .repeat, animations: { view.alpha = 0 })
        #expect(engine.runUntilIdle(limit: 2) == false)
        let other = Engine()
        View.animate(withDuration: 1, animations: { view.center = .zero })
        #expect(other.runUntilIdle(limit: 2) == true)
    }
}

/// Timelines: pause, seek, drive (what percent-driven transitions are built on).
@Suite struct TimelineTests {
    @Test func pausedTimelinesScrubTheirAnimations() {
        let engine = Engine()
        let timeline = engine.makeTimeline(name: "transition")
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        engine.withTimeline(timeline) {
            View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { finished = $0 })
        }
        timeline.pause()
        timeline.seek(to: 0.4)
        engine.advance(by: 2)
        #expect(close(view.presentation.alpha, 0.6) && finished == nil)
        timeline.drive(to: 1, duration: 0.6, timing: .linear)
        engine.advance(by: 0.3)
        #expect(close(view.presentation.alpha, 0.3))
        engine.advance(by: 0.3)
        #expect(finished == true && view.presentation.alpha == 0)
    }

    @Test func drivingBackToZeroLeavesTheAnimationWaiting() {
        let engine = Engine()
        let timeline = engine.makeTimeline(name: "transition")
        let view = View(frame: Rect(0, 0, 10, 10))
        var driven = false
        engine.withTimeline(timeline) { View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0 } }
        timeline.pause()
        timeline.seek(to: 0.5)
        timeline.drive(to: 0, duration: 0.5, timing: .linear) { driven = true }
        engine.advance(by: 0.25)
        #expect(close(view.presentation.alpha, 0.75))
        engine.advance(by: 0.25)
        #expect(driven && view.presentation.alpha == 1 && timeline.isPaused)
    }
}
