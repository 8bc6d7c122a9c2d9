import Foundation

/// A damped spring that carries normalised progress from 0 to 1 (Core Animation's
/// `CASpringAnimation`, UIKit's spring timing parameters, SwiftUI's `Spring`).
///
/// The motion is x(t) = 1 − d(t) with d(0) = 1 and d′(0) = −v0, where v0 is the initial
/// velocity in fractions of the total distance per second, positive towards the target.
/// Values are a pure function of the time since the animation began, so the result does
/// not depend on the frame rate.
///
/// Overdamped springs (ζ > 1) follow Core Animation and WebKit by default: they evaluate
/// the critically damped formula with ω0. `allowsOverdamping` selects the exact overdamped
/// solution instead, which is what SwiftUI-style springs with a negative bounce use.
public struct Spring: Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// v0, in fractions of the total distance per second, positive towards the target.
    public let initialVelocity: Double
    /// Whether ζ > 1 uses the exact overdamped solution rather than the critical formula.
    public let allowsOverdamping: Bool

    /// ω0 = √(k/m), in radians per second.
    public let naturalFrequency: Double
    /// ζ = c / (2√(km)): below 1 the spring oscillates, at 1 it is critically damped.
    public let dampingRatio: Double

    /// Which closed form `displacement(at:)` evaluates.
    private enum Regime: Sendable { case underdamped, critical, overdamped }

    // The closed form is chosen and its constants computed once, because `position(at:)`
    // runs for every spring-animated view on every frame.
    private let regime: Regime
    /// The rate of the slowest exponential: β, ω0 or ω0²/(β + s) by regime.
    private let decay: Double
    /// ωd when underdamped, s = √(β² − ω0²) when overdamped, unused when critical.
    private let frequency: Double
    /// (β − v0)/ωd, ω0 − v0 or (β − v0)/s by regime.
    private let coefficient: Double

    /// A spring from its physical constants (`CASpringAnimation`'s parameterisation).
    ///
    /// Non-physical inputs are clamped (mass and stiffness to at least 1e-6, damping to at
    /// least 0) and non-finite ones replaced by the defaults, so evaluation always stays finite.
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false
    ) {
        let m = mass.isFinite ? max(mass, 1e-6) : 1
        let k = stiffness.isFinite ? max(stiffness, 1e-6) : 100
        let c = damping.isFinite ? max(damping, 0) : 10
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        self.mass = m
        self.stiffness = k
        self.damping = c
        self.initialVelocity = v0
        self.allowsOverdamping = allowsOverdamping

        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let beta = c / (2 * m)
        naturalFrequency = omega0
        dampingRatio = zeta

        // Parameterisations that ask for ζ = 1 land a rounding error either side of it;
        // treating that as critical avoids dividing by a near-zero ωd or s.
        if abs(zeta - 1) <= 1e-9 || (zeta > 1 && !allowsOverdamping) {
            regime = .critical
            decay = omega0
            frequency = 0
            coefficient = omega0 - v0
        } else if zeta < 1 {
            let omegaD = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            regime = .underdamped
            decay = beta
            frequency = omegaD
            coefficient = (beta - v0) / omegaD
        } else {
            let s = omega0 * ((zeta - 1) * (zeta + 1)).squareRoot()
            regime = .overdamped
            // −β + s cancels badly for large ζ; ω0²/(β + s) is the same number, computed stably.
            decay = omega0 * omega0 / (beta + s)
            frequency = s
            coefficient = (beta - v0) / s
        }
    }

    /// A spring from SwiftUI's `response` and `dampingFraction` (also UIKit's
    /// `UISpringTimingParameters(dampingRatio:response:)`): m = 1, k = (2π/response)²,
    /// c = 4π·ζ/response.
    public init(
        response: Double, dampingFraction: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        let response = response.isFinite ? max(response, 1e-6) : 0.5
        let zeta = dampingFraction.isFinite ? max(dampingFraction, 0) : 1
        self.init(
            mass: 1, stiffness: (2 * .pi / response) * (2 * .pi / response),
            damping: 4 * .pi * zeta / response, initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping)
    }

    /// A spring from iOS 17's `duration` and `bounce` (rule T11.1).
    ///
    /// ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below it; k = (2π/duration)²,
    /// c = 4π·ζ/duration. A negative bounce means a genuinely overdamped spring, so it turns
    /// on `allowsOverdamping`. Bounce is clamped to −0.999…1 so ζ stays finite.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        let duration = duration.isFinite ? max(duration, 1e-6) : 0.5
        let bounce = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(
            mass: 1, stiffness: (2 * .pi / duration) * (2 * .pi / duration),
            damping: 4 * .pi * zeta / duration, initialVelocity: initialVelocity,
            allowsOverdamping: bounce < 0)
    }

    // MARK: - Evaluation

    /// Normalised progress at `t` seconds after the start: 0 before it, then 1 − d(t).
    public func position(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// dx/dt at `t` seconds, in fractions of the total distance per second (0 before the start).
    public func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        let v0 = initialVelocity
        switch regime {
        case .underdamped:
            // d′ = e^(−βt)·[−v0·cos(ωd t) − (β·B + ωd)·sin(ωd t)]
            let phase = frequency * t
            let dPrime = exp(-decay * t) * (-v0 * cos(phase) - (decay * coefficient + frequency) * sin(phase))
            return -dPrime
        case .critical:
            // d′ = e^(−ω0 t)·[−v0 − ω0·(ω0 − v0)·t]
            return -exp(-decay * t) * (-v0 - decay * coefficient * t)
        case .overdamped:
            // d′ = ½e^(r1 t)·[−v0(1 + u) − (ω0² − βv0)(1 − u)/s] with u = e^(−2st): the
            // (1 − u)/s form stays accurate as s → 0, where C1 and C2 would cancel.
            let beta = dampingRatio * naturalFrequency
            let u = exp(-2 * frequency * t)
            let oneMinusU = -expm1(-2 * frequency * t)
            let omega0Squared = naturalFrequency * naturalFrequency
            let dPrime = 0.5 * exp(-decay * t)
                * (-v0 * (1 + u) - (omega0Squared - beta * v0) * oneMinusU / frequency)
            return -dPrime
        }
    }

    /// d(t) = 1 − x(t), the fraction of the distance still to go (negative past the target).
    func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let phase = frequency * t
            return exp(-decay * t) * (cos(phase) + coefficient * sin(phase))
        case .critical:
            return exp(-decay * t) * (1 + coefficient * t)
        case .overdamped:
            // C1·e^(r1 t) + C2·e^(r2 t) rewritten as ½e^(r1 t)·[(1 + u) + B′(1 − u)], u = e^(−2st),
            // which neither overflows for large t nor cancels when ζ is barely above 1.
            let u = exp(-2 * frequency * t)
            let oneMinusU = -expm1(-2 * frequency * t)
            return 0.5 * exp(-decay * t) * ((1 + u) + coefficient * oneMinusU)
        }
    }

    // MARK: - Settling

    /// The time after which |1 − x| stays below 0.001 for good (`CASpringAnimation.settlingDuration`).
    ///
    /// Oscillating springs use the closed-form envelope bound ln((1 + |B|)/0.001)/(ζω0);
    /// the others cross the threshold once after their last turning point, found numerically.
    /// Infinite for an undamped spring.
    public var settlingDuration: Double {
        let epsilon = 0.001
        switch regime {
        case .underdamped:
            guard decay > 0 else { return .infinity }
            return log((1 + abs(coefficient)) / epsilon) / decay
        case .critical, .overdamped:
            return nonOscillatingSettlingDuration(epsilon: epsilon)
        }
    }

    /// Settling time of a critical or overdamped motion, which has at most one zero crossing
    /// (an initial velocity that overshoots) followed by at most one turning point.
    private func nonOscillatingSettlingDuration(epsilon: Double) -> Double {
        let (zero, turn) = zeroAndTurningPoint()
        // After the turning point |d| only shrinks. If it never gets back to epsilon there,
        // the last time above epsilon is on the way down to the zero crossing.
        var low = 0.0
        var high: Double
        if let turn, abs(displacement(at: turn)) >= epsilon {
            low = turn
            high = turn + 1 / decay
        } else if let zero {
            high = zero
        } else {
            high = 1 / decay
        }
        var doublings = 0
        while abs(displacement(at: high)) >= epsilon && doublings < 200 {
            high = low + 2 * (high - low)
            doublings += 1
        }
        for _ in 0..<100 {
            let mid = 0.5 * (low + high)
            if abs(displacement(at: mid)) >= epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// The positive times where d = 0 and where d′ = 0, when they exist.
    private func zeroAndTurningPoint() -> (zero: Double?, turn: Double?) {
        let v0 = initialVelocity
        switch regime {
        case .critical:
            // d = e^(−ω0 t)(1 + A t): zero at −1/A, turning point where v0 + ω0·A·t = 0.
            let a = coefficient
            let zero: Double? = a < 0 ? -1 / a : nil
            let turnTime = a != 0 ? -v0 / (decay * a) : -1
            return (zero, turnTime > 0 ? turnTime : nil)
        case .overdamped:
            // d = C1·e^(r1 t) + C2·e^(r2 t): zero where e^(2st) = −C2/C1, turning point where
            // e^(2st) = −C2·r2/(C1·r1).
            let c1 = 0.5 * (1 + coefficient), c2 = 0.5 * (1 - coefficient)
            let r1 = -decay, r2 = -decay - 2 * frequency
            let zeroRatio = -c2 / c1
            let turnRatio = -(c2 * r2) / (c1 * r1)
            let zero: Double? = zeroRatio > 1 ? log(zeroRatio) / (2 * frequency) : nil
            let turn: Double? = turnRatio > 1 ? log(turnRatio) / (2 * frequency) : nil
            return (zero, turn)
        case .underdamped:
            return (nil, nil)
        }
    }
}

extension Spring: Hashable {
    // Everything else is derived from these five, so they alone are the identity.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity && lhs.allowsOverdamping == rhs.allowsOverdamping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
        hasher.combine(allowsOverdamping)
    }
}
