import Testing
@testable import Stagecraft

/// SD2.5 (docs/studio.md): the trace records each animation with its timing in the words of the
/// API that made it, its start and its duration; the labels expected here are the rule's.
@Suite struct TraceAnimationTests {
    /// A stage with one named box on screen, traced from t = 0; `animate` runs at t = 0.5.
    static func traced(_ animate: (View) throws -> Void, until end: Double = 2) rethrows -> (Trace, box: View) {
        let stage = Stage()
        let box = View(frame: Rect(0, 100, 100, 100))
        box.name = "box"
        stage.root.view.addSubview(box)
        let tracer = Tracer(engine: stage.engine, window: stage.window)
        stage.engine.advance(to: 0.5)
        try animate(box)
        stage.engine.advance(to: end)
        tracer.stop()
        return (tracer.trace, box)
    }

    static func animations(_ trace: Trace) -> [TraceAnimation] { trace.frames.flatMap(\.animations) }

    @Test func sd2_5_aViewAnimationCarriesItsNamedCurveDelayedStartAndDuration() throws {
        let (trace, _) = Self.traced { box in
            View.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: { box.alpha = 0 })
        }
        let found = Self.animations(trace)
        #expect(found.count == 1)
        let fade = try #require(found.first)
        #expect(fade.curve == ".easeOut")
        #expect(close(fade.start, 0.6) && fade.duration == 0.3 && fade.repeatCount == 1 && !fade.autoreverses)
        #expect(fade.targets.map(\.keys) == [["alpha"]])
        // Before the motion: alpha 1, the box's own id in the frames.
        #expect(fade.targets.first?.from.alpha == 1)
        #expect(fade.targets.first?.from.id == trace.frames.last?.view(named: "box")?.id)
        // Recorded once, on the first frame after it was added (t = 0.5 + 1/60).
        let frame = try #require(trace.frames.first { !$0.animations.isEmpty })
        #expect(close(frame.time, 0.5 + 1.0 / 60))
    }

    @Test func sd2_5_theOtherViewCurvesAndSprings() {
        let named: [(AnimationOptions, String)] = [([], ".easeInOut"), (.curveEaseIn, ".easeIn"), (.curveLinear, ".linear")]
        for (options, label) in named {
            let (trace, _) = Self.traced { box in View.animate(withDuration: 0.2, options: options, animations: { box.alpha = 0.5 }) }
            #expect(Self.animations(trace).map(\.curve) == [label])
        }
        let (spring, _) = Self.traced { box in
            View.animate(withDuration: 0.5, usingSpringWithDamping: 0.6, initialSpringVelocity: 2, animations: { box.center.x = 300 })
        }
        #expect(Self.animations(spring).map(\.curve) == ["spring(dampingRatio: 0.6, initialVelocity: 2)"])
        #expect(Self.animations(spring).first?.targets.first?.keys == ["center"])
        let (bounce, _) = Self.traced { box in View.animate(springDuration: 0.4, bounce: 0.2, animations: { box.alpha = 0 }) }
        #expect(Self.animations(bounce).map(\.curve) == ["spring(duration: 0.4, bounce: 0.2)"])
    }

    @Test func sd2_5_aPropertyAnimatorWithASpringCarriesItsParameters() throws {
        let (damped, _) = try Self.traced { box in
            let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.5) { box.center.x = 250 }
            try animator.startAnimation()
        }
        let first = try #require(Self.animations(damped).first)
        #expect(first.curve == "spring(dampingRatio: 0.5, initialVelocity: 0)")
        #expect(close(first.start, 0.5) && first.duration == 0.8)
        // Before the motion: the box's centre x = 50.
        #expect(first.targets.first?.from.values.center.x == 50)

        let (physical, _) = try Self.traced { box in
            let animator = PropertyAnimator(duration: 1, timingParameters: .spring(mass: 1, stiffness: 100, damping: 10))
            try animator.addAnimations { box.alpha = 0 }
            try animator.startAnimation()
        }
        let spring = try #require(Self.animations(physical).first)
        #expect(spring.curve == "spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)")
        // A physical spring runs until it settles, whatever the duration asked for (T7 / TIMING.md).
        #expect(close(spring.duration, Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration))

        let (cubic, _) = try Self.traced { box in
            let animator = PropertyAnimator(duration: 0.4, controlPoint1: Point(x: 0.2, y: 0.8), controlPoint2: Point(x: 0.3, y: 1)) { box.alpha = 0 }
            try animator.startAnimation(afterDelay: 0.25)
        }
        #expect(Self.animations(cubic).map(\.curve) == ["cubic(0.2, 0.8, 0.3, 1)"])
        #expect(close(Self.animations(cubic).first?.start ?? 0, 0.75))
    }

    @Test func sd2_5_aContinuedAnimatorIsRecordedAgainWithItsNewCurve() throws {
        let (trace, _) = try Self.traced { box in
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center.x = 350 }
            try animator.startAnimation()
            animator.engine.schedule(after: 0.2) {
                try? animator.pauseAnimation()
                try? animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.7), durationFactor: 0.5)
            }
        }
        #expect(Self.animations(trace).map(\.curve) == [".linear", "spring(dampingRatio: 0.7, initialVelocity: 0)"])
        // The rest of the motion: from the continue (0.7 s) for 0.5 × 1 s.
        #expect(close(Self.animations(trace).last?.start ?? 0, 0.7) && Self.animations(trace).last?.duration == 0.5)
    }

    @Test func sd2_5_aKeyframeAnimationCarriesItsCalculationModeAndCurve() throws {
        let (cubic, _) = Self.traced { box in
            View.animateKeyframes(withDuration: 1, options: [.calculationModeCubic], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 200 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 100 }
            })
        }
        let keyframes = try #require(Self.animations(cubic).first)
        #expect(keyframes.curve == "keyframes(.calculationModeCubic, .easeInOut)")
        #expect(keyframes.duration == 1 && keyframes.targets.map(\.keys) == [["center"]])
        // The value before the first keyframe, not a later keyframe's start.
        #expect(keyframes.targets.first?.from.values.center.x == 50)
        let (paced, _) = Self.traced { box in
            View.animateKeyframes(withDuration: 1, options: [.calculationModePaced, .repeat], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0 }
            })
        }
        let forever = try #require(Self.animations(paced).first)
        #expect(forever.curve == "keyframes(.calculationModePaced)" && forever.repeatCount == .infinity)
        #expect(Trace(frameRate: 60, frames: paced.frames, events: []).jsonLines().contains("\"curve\":\"keyframes(.calculationModePaced)\",\"start\":0.5,\"duration\":1,\"forever\":true,"))
    }

    @Test func sd2_5_layerAnimationsUseCoreAnimationsNames() throws {
        let (basic, _) = Self.traced { box in
            let fade = BasicAnimation(keyPath: "opacity")
            fade.toValue = .number(0)
            fade.duration = 0.4
            fade.timingFunction = .easeInOut
            box.layer.add(fade, forKey: nil)
        }
        #expect(Self.animations(basic).map(\.curve) == [".easeInEaseOut"])
        let (spring, _) = Self.traced { box in
            let bounce = SpringAnimation(keyPath: "position.x")
            bounce.toValue = .number(300)
            bounce.damping = 5
            bounce.duration = bounce.settlingDuration
            box.layer.add(bounce, forKey: nil)
        }
        #expect(Self.animations(spring).map(\.curve) == ["spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)"])
        let (steps, _) = Self.traced { box in
            let blink = KeyframeAnimation(keyPath: "opacity")
            blink.values = [.number(1), .number(0), .number(1)]
            blink.isDiscrete = true
            blink.duration = 0.6
            box.layer.add(blink, forKey: nil)
        }
        #expect(Self.animations(steps).map(\.curve) == ["keyframes(.discrete, .linear)"])
    }

    @Test func sd2_5_aTraceWithoutAnimationsKeepsItsBytes() {
        let (trace, _) = Self.traced { _ in }
        #expect(!trace.jsonLines().contains("animations"))
    }
}
