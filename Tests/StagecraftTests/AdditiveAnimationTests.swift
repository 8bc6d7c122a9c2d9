import Testing
@testable import Stagecraft

/// T8.7: frame, bounds, center and transform animate additively; alpha and colours are replaced.
/// Expected values: the model plus each animation's (value − end value), computed here by hand.
@Suite struct AdditiveAnimationTests {
    let engine = Engine()

    @Test func t8_7_aSecondCenterAnimationIsAddedOnTopAndBothFinish() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(105, 5) }, completion: { first = $0 })
        engine.advance(by: 0.5)
        #expect(close(view.presentation.center.x, 55))
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(5, 5) }, completion: { second = $0 })
        engine.advance(by: 0)
        #expect(first == nil)  // not interrupted
        // Smooth: one frame later the value has moved on by one frame's worth of both motions.
        engine.advance(frames: 1)
        let dt = 1.0 / 60
        let expectedAfterOneFrame = 5 + (5 - 105) * (1 - (0.5 + dt)) + (105 - 5) * (1 - dt)
        #expect(close(view.presentation.center.x, expectedAfterOneFrame))
        // At 1.0 s the first ends (its contribution 0) with finished == true; the second is halfway.
        engine.advance(to: 1.0)
        #expect(first == true && second == nil)
        engine.advance(frames: 1)  // t = 1.0 + 1/60, only the second remains
        #expect(close(view.presentation.center.x, 5 + 100 * (1 - (0.5 + dt))))
        engine.advance(to: 1.5)
        #expect(second == true)
        #expect(view.presentation.center.x == 5 && view.animatingKeys.isEmpty)
    }

    /// The second case of T8.7: the newer (shorter) animation ends before the older one. The older
    /// one must go on drawing the property until its own end, from where the sum was.
    @Test func t8_7_whenTheNewerAnimationEndsFirstTheOlderGoesOnDrawing() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        var older: Bool?, newer: Bool?
        // Older: 0 … 1 s, 5 → 105 (share −100 → 0). Newer from 0.25 s for 0.5 s: 105 → 5 (share +100 → 0).
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(105, 5) }, completion: { older = $0 })
        engine.advance(to: 0.25)
        View.animate(withDuration: 0.5, options: .curveLinear, animations: { view.center = Point(5, 5) }, completion: { newer = $0 })
        engine.advance(to: 0.5)
        // model 5 + older (−100 × (1 − 0.5)) + newer (100 × (1 − 0.5)) = 5 − 50 + 50
        #expect(close(view.presentation.center.x, 5))
        engine.advance(to: 0.75)
        #expect(newer == true && older == nil)
        engine.advance(to: 0.8)
        // Only the older one remains: 5 + (−100 × (1 − 0.8)) = −15
        #expect(close(view.presentation.center.x, -15))
        engine.advance(to: 0.9)
        #expect(close(view.presentation.center.x, -5))  // 5 − 100 × 0.1: still moving, frame by frame
        #expect(view.animatingKeys.contains(.center))
        engine.advance(to: 1.0)
        #expect(older == true)
        engine.advance(frames: 1)
        #expect(view.presentation.center.x == 5 && view.animatingKeys.isEmpty)
    }

    /// The second case of the above, outside the frame loop: once the newer animation has ended, the
    /// older one draws the stack when its timeline is scrubbed (a percent-driven transition's update
    /// shows at once, before the next frame). Older on its own timeline, 0…1 s: 5 → 105; newer from
    /// 0.25 s for 0.25 s: 105 → 5. Scrubbed to 0.9 at 0.6 s: 5 + (95 − 105).
    @Test func t8_7_afterTheNewerEndsTheOlderDrawsTheStackWhenItsTimelineIsScrubbed() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        let timeline = engine.makeTimeline(name: "scrubbed")
        engine.withTimeline(timeline) {
            View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 105 }
        }
        engine.advance(to: 0.25)
        View.animate(withDuration: 0.25, options: .curveLinear) { view.center.x = 5 }
        engine.advance(to: 0.6)
        #expect(close(view.presentation.center.x, 5 + (65 - 105)))
        timeline.pause()
        timeline.seek(to: 0.9)
        engine.renderGroups(on: timeline)
        #expect(close(view.presentation.center.x, 5 + (95 - 105)))
    }

    /// Three stacked animations ending newest first, then the middle one: each time, the newest
    /// remaining one takes over drawing the stack (bounds this time, another stacked property).
    @Test func t8_7_aStackOfThreeEndingNewestFirstKeepsDrawingToTheLast() {
        let view = View(frame: Rect(0, 0, 100, 10))
        // A: 0 … 1 s, width 100 → 200 (share −100 → 0); B: 0.2 … 0.8 s, 200 → 300 (−100 → 0);
        // C: 0.4 … 0.6 s, 300 → 100 (+200 → 0). All linear.
        View.animate(withDuration: 1, options: .curveLinear) { view.bounds.size.width = 200 }
        engine.advance(to: 0.2)
        View.animate(withDuration: 0.6, options: .curveLinear) { view.bounds.size.width = 300 }
        engine.advance(to: 0.4)
        View.animate(withDuration: 0.2, options: .curveLinear) { view.bounds.size.width = 100 }
        engine.advance(to: 0.5)
        // 100 + A −100 × 0.5 + B −100 × (1 − 0.3/0.6) + C 200 × (1 − 0.1/0.2) = 100 − 50 − 50 + 100
        #expect(close(view.presentation.bounds.width, 100))
        engine.advance(to: 0.7)
        // C has ended: 100 − 100 × 0.3 − 100 × (1 − 0.5/0.6) = 70 − 16.666…
        #expect(close(view.presentation.bounds.width, 70 - 100.0 / 6))
        engine.advance(to: 0.9)
        // B has ended too: 100 − 100 × 0.1
        #expect(close(view.presentation.bounds.width, 90))
        engine.advance(to: 1.0 + 1.0 / 60)
        #expect(view.presentation.bounds.width == 100 && view.animatingKeys.isEmpty)
    }

    /// The same on a transform (stacked in its decomposed parts): older 0 … 1 s scale 1 → 3 (share
    /// −2 → 0), newer 0.25 … 0.75 s scale 3 → 1 (share +2 → 0), both linear.
    @Test func t8_7_aTransformKeepsMovingAfterTheNewerAnimationEnds() {
        let view = View(frame: Rect(0, 0, 100, 100))
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = AffineTransform(scaleX: 3, y: 3) }
        engine.advance(to: 0.25)
        View.animate(withDuration: 0.5, options: .curveLinear) { view.transform = .identity }
        engine.advance(to: 0.8)
        #expect(close(view.presentation.transform.a, 1 - 2 * 0.2))  // model 1 + older's −2 × (1 − 0.8)
        engine.advance(to: 0.9)
        #expect(close(view.presentation.transform.a, 1 - 2 * 0.1))
        engine.advance(to: 1.0 + 1.0 / 60)
        #expect(view.presentation.transform == .identity && view.animatingKeys.isEmpty)
    }

    @Test func t8_7_theSumFollowsEachAnimationsOwnCurve() {
        let view = View(frame: Rect(0, 0, 100, 100))
        View.animate(withDuration: 1) { view.frame.origin.x = 200 }                        // ease-in-out, centre 50 → 250
        engine.advance(by: 0.4)
        View.animate(withDuration: 0.5, options: .curveEaseIn) { view.frame.origin.x = 0 }  // ease-in, centre 250 → 50
        engine.advance(by: 0.3)
        let expected = 50 + (50 - 250) * (1 - Reference.easeInOut(0.7)) + (250 - 50) * (1 - Reference.easeIn(0.6))
        #expect(close(view.presentation.center.x, expected))
        #expect(close(view.presentation.bounds.width, 100))
    }

    @Test func t8_7_transformsAndBoundsStackToo() {
        let view = View(frame: Rect(0, 0, 100, 100))
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = AffineTransform(scaleX: 3, y: 3)
            view.bounds = Rect(0, 0, 200, 100)
        }
        engine.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = .identity
            view.bounds = Rect(0, 0, 100, 100)
        }
        engine.advance(by: 0.25)
        // scale: model 1 + (1 − 3)(1 − 0.75) + (3 − 1)(1 − 0.25); width: 100 + (100 − 200)(0.25) + (200 − 100)(0.75)
        #expect(close(view.presentation.transform.a, 1 - 0.5 + 1.5))
        #expect(close(view.presentation.bounds.width, 100 - 25 + 75))
    }

    @Test func t8_7_alphaIsReplacedFromThePresentationValue() {
        let view = View(frame: Rect(0, 0, 10, 10))
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { first = $0 })
        engine.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 1 }, completion: { second = $0 })
        engine.advance(by: 0)
        #expect(first == false)
        engine.advance(by: 1)
        #expect(second == true && view.presentation.alpha == 1)
    }

    @Test func t8_7_beginFromCurrentStateAddsOnTopToo() {
        // Additive "whether or not you use the UIViewAnimationOptionBeginFromCurrentState option".
        let view = View(frame: Rect(0, 0, 10, 10))
        var first: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(105, 5) }, completion: { first = $0 })
        engine.advance(by: 0.5)
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { view.center = Point(5, 5) }
        engine.advance(by: 0.25)
        #expect(first == nil)
        let expected: Double = 5 + (80 - 105) + (80 - 5)  // model + each share (both at 75 % / 25 %: 80)
        #expect(close(view.presentation.center.x, expected))
        engine.advance(by: 0.25)
        #expect(first == true)
    }

    @Test func t8_7_removeAllAnimationsStopsTheWholeStack() {
        let view = View(frame: Rect(0, 0, 10, 10))
        var first: Bool?, second: Bool?
        View.animate(withDuration: 1, animations: { view.center = Point(105, 5) }, completion: { first = $0 })
        engine.advance(by: 0.5)
        View.animate(withDuration: 1, animations: { view.center = Point(5, 50) }, completion: { second = $0 })
        engine.advance(frames: 1)
        view.removeAllAnimations()
        engine.advance(frames: 1)
        #expect(first == false && second == false)
        #expect(view.presentation.center == Point(5, 50) && view.animatingKeys.isEmpty)
    }

    /// A stack whose older member is a keyframe animation (its value follows its keyframes, the
    /// general path) and whose newer one is a plain block (the packed path): each contributes its own
    /// value − final value. Older: keyframes 5 → 55 over 0…0.5 s, 55 → 105 over 0.5…1 s (final 105).
    /// Newer from 0.25 s for 0.5 s: 105 → 5 (final 5). Model 5.
    @Test func t8_7_aKeyframedAndAPlainAnimationStackEachWithItsOwnValue() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        View.animateKeyframes(withDuration: 1, options: [.calculationModeLinear, KeyframeAnimationOptions(AnimationOptions.curveLinear)]) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 55 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 105 }
        }
        engine.advance(to: 0.25)
        View.animate(withDuration: 0.5, options: .curveLinear) { view.center.x = 5 }
        engine.advance(to: 0.5)
        let model = 5.0
        #expect(close(view.presentation.center.x, model + (55 - 105) + (55 - 5)))  // older at 55, newer at 55
        engine.advance(to: 0.6)
        #expect(close(view.presentation.center.x, model + (65 - 105) + (35 - 5)))  // older's second keyframe at 65, newer at 35
        engine.advance(to: 0.9)
        #expect(close(view.presentation.center.x, model + (95 - 105)))  // the newer ended at 0.75 s
    }

    /// T8.7, the stack's cache: a stack learns each member's start and end once, and learns them
    /// again when the member's tracks change (here its target is moved after the stack has drawn).
    /// Older 0…1 s: 5 → 105; newer from 0.5 s, 1 s: 105 → 5, then retargeted to 25 (model 25).
    @Test func t8_7_aStackFollowsAMembersTracksWhenTheyChange() throws {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 105 }
        engine.advance(to: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 5 }
        engine.advance(to: 0.75)
        let model = 5.0
        #expect(close(view.presentation.center.x, model + (80 - 105) + (80 - 5)))
        let newer = try #require(view.animationSlots[.center])
        let track = try #require(newer.lastTrackIndex(of: view, .center))
        view.model.center.x = 25
        newer.setTarget(view.model.value(of: .center), ofTrackAt: track)
        engine.advance(to: 1.0)
        // The newer one now runs 105 → 25: at 0.5 of its second, 65 (share 40); the older has ended.
        #expect(close(view.presentation.center.x, 25 + (65 - 25)))
    }

    /// T8.7, the second case of the above: the member's target moves while every member still runs
    /// (no member joins or ends before the check, which would make the stack learn its members
    /// again anyway). Older 0…1 s: 5 → 105; newer from 0.5 s, 1 s: 105 → 5, retargeted at 0.75 s
    /// to 25 (model 25). At 0.9 s: older 5 + 100 × 0.9 = 95 (share −10), newer 105 − 80 × 0.4 = 73
    /// (share 48).
    @Test func t8_7_aStackFollowsARetargetedMemberWhileAllMembersRun() throws {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 105 }
        engine.advance(to: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 5 }
        engine.advance(to: 0.75)
        let newer = try #require(view.animationSlots[.center])
        let track = try #require(newer.lastTrackIndex(of: view, .center))
        view.model.center.x = 25
        newer.setTarget(view.model.value(of: .center), ofTrackAt: track)
        engine.advance(to: 0.9)
        #expect(close(view.presentation.center.x, 25 - 10 + 48))
    }

    /// T8.7: the stack shows `model + Σ (value − final)`, so a model changed without animation while
    /// the animations run is on screen at the next frame, under the same shares. Older 0…1 s: 5 → 105,
    /// newer from 0.5 s, 1 s: 105 → 5; at 0.75 s the center is set to 45 outside any block. At 0.8 s:
    /// older at 85 (share −20), newer at 75 (share 70).
    @Test func t8_7_aModelSetWithoutAnimationShowsUnderTheStackedShares() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 105 }
        engine.advance(to: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 5 }
        engine.advance(to: 0.75)
        view.center.x = 45
        engine.advance(to: 0.8)
        #expect(close(view.presentation.center.x, 45 - 20 + 70))
        #expect(view.presentation.bounds.width == 10)  // the other properties keep their own values
    }

    /// The same at the instant one animation ends on a frame: its completion sets the model, and
    /// that frame (rendered after the completions due at its time, as Core Animation commits after
    /// the run-loop turn) shows the new model under the remaining share. Older 0…1 s: 5 → 105;
    /// newer from 0.25 s for 0.5 s: 105 → 5, whose completion sets 45. At 0.75 s: older at 80.
    @Test func t8_7_aCompletionSettingTheModelShowsInTheFrameOfItsInstant() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 105 }
        engine.advance(to: 0.25)
        View.animate(withDuration: 0.5, options: .curveLinear, animations: { view.center.x = 5 }, completion: { _ in view.center.x = 45 })
        engine.advance(to: 0.75)
        #expect(close(view.presentation.center.x, 45 + (80 - 105)))
    }

    /// The same through a transform, whose stacked lanes are the model's decomposition: older 0…1 s
    /// scale 1 → 3, newer from 0.5 s, 1 s: 3 → 1; at 0.75 s the transform is set to scale 2 without
    /// animation. At 0.8 s: 2 + older (2.6 − 3) + newer (2.4 − 1).
    @Test func t8_7_aTransformSetWithoutAnimationShowsUnderTheStackedShares() {
        let view = View(frame: Rect(0, 0, 100, 100))
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = AffineTransform(scaleX: 3, y: 3) }
        engine.advance(to: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) { view.transform = .identity }
        engine.advance(to: 0.75)
        view.transform = AffineTransform(scaleX: 2, y: 2)
        engine.advance(to: 0.8)
        #expect(close(view.presentation.transform.a, 2 - 0.4 + 1.4))
        #expect(close(view.presentation.transform.d, 2 - 0.4 + 1.4))
    }

    /// T8.7 with many stacks at once: each view's sum is its own, whatever order the engine keeps
    /// them in while some end (view 0's whole stack, view 2's newer member) and the others go on.
    /// View i moves its x-centre from 5 to 105 + i from 0 s, then back to 5 from 0.5 s; linear.
    @Test func t8_7_manyStacksEachShowTheirOwnSumWhileSomeEnd() {
        let views = (0..<4).map { _ in View(frame: Rect(0, 0, 10, 10)) }
        let first = [0.6, 1, 1, 1], second = [0.2, 1, 0.25, 1]
        for (i, view) in views.enumerated() {
            View.animate(withDuration: first[i], options: .curveLinear) { view.center.x = 105 + Double(i) }
        }
        engine.advance(to: 0.5)
        for (i, view) in views.enumerated() {
            View.animate(withDuration: second[i], options: .curveLinear) { view.center.x = 5 }
        }
        /// An animation's value − final value at `t`, 0 once it has ended.
        func share(_ t: Double, start: Double, duration: Double, from: Double, to: Double) -> Double {
            t >= start + duration ? 0 : from + (to - from) * (t - start) / duration - to
        }
        for t in [0.55, 0.9] {
            engine.advance(to: t)
            for (i, view) in views.enumerated() {
                let top = 105 + Double(i)
                let expected = 5 + share(t, start: 0, duration: first[i], from: 5, to: top)
                    + share(t, start: 0.5, duration: second[i], from: top, to: 5)
                #expect(close(view.presentation.center.x, expected), "view \(i) at \(t) s")
            }
        }
        #expect(!views[0].animatingKeys.contains(.center) && views[1].animatingKeys.contains(.center))
    }

    /// T8.7 when stacks change often: every view's newer member is retargeted on each of ten frames
    /// (each time the stack's record is renewed and, every few rounds, the engine's records are
    /// compacted); each view still shows its own sum. View i: older 0…1 s, 5 → 105 + i; newer from
    /// 0.5 s, 1 s: 105 + i → 5, retargeted to 5 + i + k in round k (model 5 + i + k).
    @Test func t8_7_stacksRetargetedOnManyFramesKeepTheirOwnSums() throws {
        let views = (0..<40).map { _ in View(frame: Rect(0, 0, 10, 10)) }
        for (i, view) in views.enumerated() {
            View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 105 + Double(i) }
        }
        engine.advance(to: 0.5)
        for view in views {
            View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 5 }
        }
        let rounds = 10
        for k in 1...rounds {
            engine.advance(frames: 1)
            for (i, view) in views.enumerated() {
                let newer = try #require(view.animationSlots[.center])
                let track = try #require(newer.lastTrackIndex(of: view, .center))
                view.model.center.x = 5 + Double(i + k)
                newer.setTarget(view.model.value(of: .center), ofTrackAt: track)
            }
        }
        engine.advance(to: 0.8)
        for (i, view) in views.enumerated() {
            let top = 105 + Double(i), model = 5 + Double(i + rounds)
            let expected = model + (5 + (top - 5) * 0.8 - top) + (top + (model - top) * 0.3 - model)
            #expect(close(view.presentation.center.x, expected), "view \(i)")
        }
    }

    @Test func t8_7_aSingleAnimationKeepsThePackedPath() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1) { view.center = Point(50, 50) }
        #expect(view.animationSlots[.center]?.additiveStack(of: view, .center) == nil)
    }
}
