import Foundation

/// The spring behind `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`
/// and `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator.
///
/// UIKit is given a duration and a damping ratio but needs a stiffness: it picks the natural
/// frequency ω0 for which the spring is considered settled (residual 0.001) exactly at the
/// duration, with m = 1, k = ω0² and c = 2ζω0. The residual at T is
///
/// - ζ < 1: |(ζω0 − v0) / (√(1−ζ²)·ω0)|·e^(−ζω0T)
/// - ζ = 1: |(ω0 − v0)·T + 1|·e^(−ω0T)
///
/// For ζ < 1 that is the amplitude of the sine term only, so the displacement at T can be up
/// to √(1 + 1/B²) times larger than 0.001; this reproduces the rule, not an exact settle.
extension Spring {
    /// The smallest damping ratio the solve accepts.
    ///
    /// With v0 = 0 the residual never reaches 0.001 once ζ/√(1−ζ²) < 0.001, and just above
    /// that the solution collapses towards ω0 = 0, so ζ is kept clear of that edge.
    static let minimumSolvedDampingRatio = 0.01

    /// A spring that settles to within 0.001 at `duration` seconds (clamped to 0.01…10) with
    /// damping ratio `dampingRatio` (clamped to 0.01…1) and initial velocity `initialVelocity`.
    ///
    /// Example: duration 0.5, ζ = 1, v0 = 0 gives k ≈ 341.02 and c ≈ 36.93.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let duration = duration.isNaN ? 0.5 : min(max(duration, 0.01), 10)
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, Spring.minimumSolvedDampingRatio), 1)
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let omega0 = Spring.naturalFrequency(settlingAt: duration, dampingRatio: zeta, initialVelocity: v0)
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: v0)
    }

    /// Solves residual(ω0) = 0.001 for ω0, working with the logarithm of the residual, which
    /// is nearly linear in ω0 so Newton converges in a few steps.
    static func naturalFrequency(settlingAt duration: Double, dampingRatio zeta: Double, initialVelocity v0: Double) -> Double {
        // Newton starts from 5/T (docs/timing.md). The logarithm has the same roots as the residual;
        // with an initial velocity there can be several, and this keeps the one nearest 5/T.
        var omega = 5 / duration
        for _ in 0..<50 {
            let value = logResidualExcess(omega, duration: duration, dampingRatio: zeta, initialVelocity: v0)
            if abs(value) < 1e-12 { return omega }
            let slope = logResidualSlope(omega, duration: duration, dampingRatio: zeta, initialVelocity: v0)
            let next = omega - value / slope
            guard value.isFinite, next.isFinite, next > 0 else { break }
            omega = next
        }
        return bisectedNaturalFrequency(settlingAt: duration, dampingRatio: zeta, initialVelocity: v0)
    }

    /// Fallback when Newton leaves the domain: bracket a sign change of the log residual
    /// excess around 5/T, then bisect it.
    private static func bisectedNaturalFrequency(settlingAt duration: Double, dampingRatio zeta: Double, initialVelocity v0: Double) -> Double {
        func excess(_ omega: Double) -> Double {
            logResidualExcess(omega, duration: duration, dampingRatio: zeta, initialVelocity: v0)
        }
        // The residual decays like e^(−ζω0T), so doubling soon finds a settled frequency.
        var high = 5 / duration
        var steps = 0
        while !(excess(high) < 0) && steps < 200 {
            high *= 2
            steps += 1
        }
        var low = high
        while !(excess(low) > 0) && low > 1e-9 {
            low *= 0.5
        }
        guard excess(low) > 0, excess(high) < 0 else {
            // No bracket: only the e^(−ζω0T) envelope remains meaningful, so settle that.
            return log(1000) / (zeta * duration)
        }
        for _ in 0..<200 {
            let mid = 0.5 * (low + high)
            if excess(mid) > 0 { low = mid } else { high = mid }
        }
        return 0.5 * (low + high)
    }

    /// ln(residual(ω0)) − ln(0.001): positive while the spring is still unsettled at T.
    private static func logResidualExcess(_ omega: Double, duration: Double, dampingRatio zeta: Double, initialVelocity v0: Double) -> Double {
        let threshold = log(1000.0)
        if zeta >= 1 {
            return log(abs((omega - v0) * duration + 1)) - omega * duration + threshold
        }
        let root = ((1 - zeta) * (1 + zeta)).squareRoot()
        return log(abs(zeta * omega - v0)) - log(root * omega) - zeta * omega * duration + threshold
    }

    /// d/dω0 of `logResidualExcess`.
    private static func logResidualSlope(_ omega: Double, duration: Double, dampingRatio zeta: Double, initialVelocity v0: Double) -> Double {
        if zeta >= 1 {
            return duration / ((omega - v0) * duration + 1) - duration
        }
        // d/dω [ln|ζω − v0| − ln ω] = v0 / (ω(ζω − v0))
        return v0 / (omega * (zeta * omega - v0)) - zeta * duration
    }
}
