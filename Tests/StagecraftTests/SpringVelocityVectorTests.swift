import Foundation
import Testing
@testable import Stagecraft

/// T12.5: `UISpringTimingParameters(dampingRatio:initialVelocity:)` takes a `CGVector`; each axis
/// of an animated point (center, a frame's origin) starts at its component, every other property
/// at the vector's magnitude (Apple: "for properties that don't involve two-dimensional motion,
/// only the magnitude of the vector is considered").
///
/// Expected values come from TIMING.md's critically damped spring, solved here independently of
/// the code under test: ω0 by bisection on ((ω0 − v0)·T + 1)·e^(−ω0·T) = 0.001 (the root near 5/T;
/// the velocities used have only one), then x(t) = 1 − e^(−ω0·t)·(1 + (ω0 − v0)·t).
@Suite struct SpringVelocityVectorTests {
    let engine = Engine()
    let view = View(frame: Rect(0, 0, 100, 100))

    /// TIMING.md's ζ = 1 spring settling at `duration`, with initial velocity `v0`, at `t`.
    static func critical(duration: Double, v0: Double, at t: Double) -> Double {
        let residual = { (w: Double) in ((w - v0) * duration + 1) * exp(-w * duration) - 0.001 }
        var (low, high) = (5 / duration, 5 / duration)
        while residual(low) < 0 { low /= 1.5 }   // the residual falls through zero once near 5/T
        while residual(high) > 0 { high *= 1.5 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if residual(mid) > 0 { low = mid } else { high = mid }
        }
        let w = (low + high) / 2
        return 1 - exp(-w * t) * (1 + (w - v0) * t)
    }

    @Test func t12_5_centerAxesTakeTheirComponentsAndScalarsTheMagnitude() throws {
        view.center = .zero
        view.alpha = 0
        let animator = PropertyAnimator(duration: 0.5, timingParameters: .spring(dampingRatio: 1, initialVelocity: Vector(dx: 0.6, dy: 0.8)))
        try animator.addAnimations { [view] in
            view.center = Point(1000, 1000)
            view.alpha = 1
        }
        try animator.startAnimation()
        engine.advance(by: 0.1)
        let x = 1000 * Self.critical(duration: 0.5, v0: 0.6, at: 0.1)   // ≈ 558.51
        let y = 1000 * Self.critical(duration: 0.5, v0: 0.8, at: 0.1)   // ≈ 561.05
        let alpha = Self.critical(duration: 0.5, v0: 1.0, at: 0.1)      // |(0.6, 0.8)| = 1: ≈ 0.56360
        #expect(abs(view.presentation.center.x - x) < 1e-4 * 1000)
        #expect(abs(view.presentation.center.y - y) < 1e-4 * 1000)
        #expect(abs(view.presentation.alpha - alpha) < 1e-4)
        #expect(abs(x - 558.506) < 0.01 && abs(y - 561.050) < 0.01 && abs(alpha - 0.563599) < 1e-5)  // the solver itself
        engine.advance(by: 0.4)
        #expect(view.presentation.center == Point(1000, 1000) && view.presentation.alpha == 1)
    }

    /// A frame whose origin moves (its size kept): the origin's axes follow the components.
    @Test func t12_5_aFramesOriginFollowsTheComponents() throws {
        let animator = PropertyAnimator(duration: 0.5, timingParameters: .spring(dampingRatio: 1, initialVelocity: Vector(dx: 0.8, dy: 0.6)))
        try animator.addAnimations { [view] in view.frame = Rect(400, 300, 100, 100) }
        try animator.startAnimation()
        engine.advance(by: 0.1)
        let frame = view.presentation.frame
        #expect(abs(frame.origin.x - 400 * Self.critical(duration: 0.5, v0: 0.8, at: 0.1)) < 1e-3)
        #expect(abs(frame.origin.y - 300 * Self.critical(duration: 0.5, v0: 0.6, at: 0.1)) < 1e-3)
        #expect(frame.size == Size(100, 100))
    }

    /// The other case: a scalar velocity (UIView.animate's, or a number from a script) still drives
    /// every property, both axes alike.
    @Test func t12_5_aScalarVelocityDrivesBothAxesAlike() throws {
        view.center = .zero
        let animator = PropertyAnimator(duration: 0.5, timingParameters: .spring(dampingRatio: 1, initialVelocity: 0.6))
        try animator.addAnimations { [view] in view.center = Point(1000, 1000) }
        try animator.startAnimation()
        engine.advance(by: 0.1)
        let expected = 1000 * Self.critical(duration: 0.5, v0: 0.6, at: 0.1)
        #expect(abs(view.presentation.center.x - expected) < 0.1 && abs(view.presentation.center.y - expected) < 0.1)
    }

    /// The boundary: a zero vector is the spring with no velocity.
    @Test func t12_5_aZeroVectorIsNoVelocity() throws {
        view.center = .zero
        let animator = PropertyAnimator(duration: 0.5, timingParameters: .spring(dampingRatio: 1, initialVelocity: Vector.zero))
        try animator.addAnimations { [view] in view.center = Point(1000, 1000) }
        try animator.startAnimation()
        engine.advance(by: 0.1)
        let expected = 1000 * Self.critical(duration: 0.5, v0: 0, at: 0.1)  // ≈ 550.91
        #expect(abs(view.presentation.center.x - expected) < 0.1 && abs(view.presentation.center.y - expected) < 0.1)
    }

    /// The running case: a paused animator continued with a vector velocity (the WWDC 2016 photo
    /// sample's release) moves each axis from where it is by its own spring over the rest.
    @Test func t12_5_continuingAPausedAnimatorWithAVectorVelocity() throws {
        view.center = .zero
        let animator = PropertyAnimator(duration: 1, curve: .linear) { [view] in view.center = Point(1000, 1000) }
        try animator.startAnimation()
        engine.advance(by: 0.5)
        try animator.pauseAnimation()
        let from = view.presentation.center
        #expect(from == Point(500, 500))
        try animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 1, initialVelocity: Vector(dx: 0.6, dy: 0.8)), durationFactor: 0.5)
        engine.advance(by: 0.1)
        #expect(abs(view.presentation.center.x - (500 + 500 * Self.critical(duration: 0.5, v0: 0.6, at: 0.1))) < 0.1)
        #expect(abs(view.presentation.center.y - (500 + 500 * Self.critical(duration: 0.5, v0: 0.8, at: 0.1))) < 0.1)
    }

    /// A physical spring with a vector velocity runs until its slowest part has settled.
    @Test func t12_5_aPhysicalSpringRunsUntilItsSlowestPartSettles() {
        let parameters = TimingParameters.spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: Vector(dx: 0, dy: 3))
        let parts = [0.0, 3.0].map { Spring(mass: 1, stiffness: 100, damping: 5, initialVelocity: $0).settlingDuration }
        #expect(parameters.effectiveDuration(requested: 1) == parts.max())
        // TIMING.md: m 1, k 100, c 5, v0 0 settles in ≈ 2.855 s.
        #expect(abs(parts[0] - 2.855) < 1e-3)
    }

    @Test func t12_5_theTraceNamesTheVector() {
        #expect(CurveLabel.parameters(.spring(dampingRatio: 0.8, initialVelocity: Vector(dx: 1.5, dy: -2)))
                == "spring(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1.5, dy: -2))")
    }
}
