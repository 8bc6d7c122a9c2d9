import Foundation
import Testing
@testable import Stagecraft

/// T7.1 / T7.9: pausing a spring property animator leaves the views where they are drawn, and a
/// paused spring scrubs along its curve (`UncertainRules.pausedSpringsFollowTheirCurve`). Expected
/// values from TIMING.md's closed form, not from the engine's Spring: a `duration, dampingRatio`
/// spring from rest with ζ = 0.8 settles to 0.001 at T when (ζ / √(1 − ζ²)) e^(−ζ ω0 T) = 0.001, so
/// ω0 = ln(1000 · 4/3) / (0.8 T), and x(t) = 1 − e^(−ζ ω0 t) (cos ωd t + ζ ω0 / ωd · sin ωd t),
/// ωd = 0.6 ω0. With T = 0.6 s: x(0.2) ≈ 0.90254, x(0.3) ≈ 1.00908.
@Suite struct PausedSpringTests {
    let engine = Engine()
    let view = View(frame: Rect(0, 0, 100, 100))

    static func position(at t: Double, duration: Double) -> Double {
        let zeta = 0.8
        let omega0 = log(1000 * zeta / (1 - zeta * zeta).squareRoot()) / (zeta * duration)
        let beta = zeta * omega0, omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-beta * t) * (cos(omegaD * t) + beta / omegaD * sin(omegaD * t))
    }

    /// The view's centre x goes from 50 to 1050 on a 0.6-s spring of damping ratio 0.8.
    func flight() -> PropertyAnimator {
        PropertyAnimator(duration: 0.6, dampingRatio: 0.8) { [view] in view.center = Point(1050, 50) }
    }

    func x(at t: Double) -> Double { 50 + 1000 * Self.position(at: t, duration: 0.6) }

    @Test func t7_1_pausingASpringMidFlightLeavesTheViewWhereItIsDrawn() throws {
        let animator = flight()
        try animator.startAnimation()
        engine.advance(by: 0.2)
        #expect(abs(view.presentation.center.x - x(at: 0.2)) < 1e-3)  // ≈ 952.5
        try animator.pauseAnimation()
        #expect(abs(view.presentation.center.x - x(at: 0.2)) < 1e-3)
        engine.advance(by: 0.3)
        #expect(abs(view.presentation.center.x - x(at: 0.2)) < 1e-3)  // frozen
        #expect(abs(animator.fractionComplete - 1.0 / 3) < 1e-9)
    }

    @Test func t7_9_aPausedSpringScrubsAlongItsCurve() throws {
        let animator = flight()
        animator.fractionComplete = 0.5  // paused at 0.3 s of the spring: past the target (overshoot)
        #expect(abs(view.presentation.center.x - x(at: 0.3)) < 1e-3)
        #expect(view.presentation.center.x > 1050)
        animator.fractionComplete = 0.25
        #expect(abs(view.presentation.center.x - x(at: 0.15)) < 1e-3)
    }

    /// The running case: resumed, the spring goes on from the moment it was paused at.
    @Test func t7_1_aResumedSpringGoesOnFromWhereItPaused() throws {
        let animator = flight()
        try animator.startAnimation()
        engine.advance(by: 0.1)
        try animator.pauseAnimation()
        engine.advance(by: 0.5)
        try animator.startAnimation()
        engine.advance(by: 0.1)
        #expect(abs(view.presentation.center.x - x(at: 0.2)) < 1e-3)
    }
}
