import Foundation
import Testing
@testable import Stagecraft

/// Expected values come from TIMING.md or from the independent solvers below, written from
/// the formulas in TIMING.md and sharing no code with the implementation.
@Suite struct TimingTests {
    static let curveTolerance = 1e-5
    static let springTolerance = 1e-4

    // MARK: - Independent references

    /// The Bernstein form of one bezier coordinate, as TIMING.md writes it.
    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }

    /// y at progress x by 200 halvings of t: slow, but obviously right on monotonic x(t).
    static func referenceBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return bernstein((low + high) / 2, y1, y2)
    }

    /// d(t) straight from TIMING.md's case list (C1/C2 form for the exact overdamped case).
    static func referenceDisplacement(m: Double, k: Double, c: Double, v0: Double, exact: Bool, t: Double) -> Double {
        let w0 = sqrt(k / m), zeta = c / (2 * sqrt(k * m)), beta = c / (2 * m)
        if zeta < 1 {
            let wd = w0 * sqrt(1 - zeta * zeta)
            return exp(-beta * t) * (cos(wd * t) + (beta - v0) / wd * sin(wd * t))
        }
        if zeta == 1 || !exact {
            return exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        let s = sqrt(beta * beta - w0 * w0)
        let c1 = (beta + s - v0) / (2 * s), c2 = 1 - c1
        return c1 * exp((-beta + s) * t) + c2 * exp((-beta - s) * t)
    }

    /// The last time |d| ≥ 0.001, by scanning backwards from far out in 10 µs steps.
    static func scannedSettlingTime(_ d: (Double) -> Double, upTo end: Double) -> Double {
        var t = end
        while t > 0 && abs(d(t)) < 0.001 { t -= 1e-5 }
        return t
    }

    static let namedCurves: [(CubicBezier, Double, Double, Double, Double)] = [
        (.linear, 0, 0, 1, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
        (.easeInEaseOut, 0.42, 0, 0.58, 1), (.default, 0.25, 0.1, 0.25, 1),
        (CubicBezier(x1: 0.3, y1: 0.6, x2: 0.7, y2: 0.9), 0.3, 0.6, 0.7, 0.9),
        (CubicBezier(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1), 0.1, 0.9, 0.2, 1),
    ]

    // MARK: - Cubic bezier

    @Test func referenceCurveValuesFromTimingMD() {
        #expect(abs(CubicBezier.easeInEaseOut.value(at: 0.3) - 0.187396) < Self.curveTolerance)
        #expect(abs(CubicBezier.easeIn.value(at: 0.5) - 0.315357) < Self.curveTolerance)
        #expect(abs(CubicBezier.easeOut.value(at: 0.8) - 0.937718) < Self.curveTolerance)
        #expect(abs(CubicBezier.default.value(at: 0.1) - 0.094796) < Self.curveTolerance)
    }

    @Test func curvesMatchIndependentBisection() {
        for (curve, x1, y1, x2, y2) in Self.namedCurves {
            for i in 0...400 {
                let x = Double(i) / 400
                let expected = Self.referenceBezier(x, x1, y1, x2, y2)
                #expect(abs(curve.value(at: x) - expected) < Self.curveTolerance, "\(curve) at \(x)")
            }
        }
    }

    @Test func curvesAreMonotonicWithFixedEndpoints() {
        for (curve, _, _, _, _) in Self.namedCurves {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            var previous = 0.0
            for i in 1...2000 {
                let y = curve.value(at: Double(i) / 2000)
                #expect(y >= previous - 1e-12, "\(curve) decreases at \(Double(i) / 2000)")
                previous = y
            }
        }
    }

    @Test func controlPointXIsClampedLikeCoreAnimation() {
        let clamped = CubicBezier(x1: -0.5, y1: 0.2, x2: 1.7, y2: 0.8)
        #expect(clamped == CubicBezier(x1: 0, y1: 0.2, x2: 1, y2: 0.8))
        #expect(abs(clamped.value(at: 0.4) - Self.referenceBezier(0.4, 0, 0.2, 1, 0.8)) < Self.curveTolerance)
    }

    @Test func curvesExtendLinearlyAlongEndTangents() {
        // Tangent slopes of the Bernstein form at the ends: y′(0)/x′(0) = y1/x1 and
        // y′(1)/x′(1) = (1 − y2)/(1 − x2).
        let curve = CubicBezier(x1: 0.3, y1: 0.6, x2: 0.7, y2: 0.9)
        let start = 0.6 / 0.3, end = (1 - 0.9) / (1 - 0.7)
        for x in [-1.0, -0.25, -0.01] {
            #expect(abs(curve.value(at: x) - start * x) < Self.curveTolerance)
        }
        for x in [1.01, 1.5, 3.0] {
            #expect(abs(curve.value(at: x) - (1 + end * (x - 1))) < Self.curveTolerance)
        }
        #expect(abs(CubicBezier.linear.value(at: -0.5) + 0.5) < Self.curveTolerance)
        #expect(abs(CubicBezier.linear.value(at: 2) - 2) < Self.curveTolerance)
        // The default curve leaves (0, 0) with slope 0.1/0.25 and arrives flat.
        #expect(abs(CubicBezier.default.value(at: -0.5) + 0.2) < Self.curveTolerance)
        #expect(abs(CubicBezier.default.value(at: 1.5) - 1) < Self.curveTolerance)
    }

    @Test func inverseRoundTrips() {
        for (curve, _, _, _, _) in Self.namedCurves {
            for i in 0...100 {
                let x = Double(i) / 100
                #expect(abs(curve.value(at: curve.inverse(x)) - x) < Self.curveTolerance, "\(curve) y \(x)")
            }
        }
        // x → y → x needs a strictly rising curve; easeInEaseOut is flat only at its very ends.
        for i in 1..<100 {
            let x = Double(i) / 100
            let curve = CubicBezier.easeInEaseOut
            #expect(abs(curve.inverse(curve.value(at: x)) - x) < Self.curveTolerance)
        }
        let curve = CubicBezier(x1: 0.3, y1: 0.6, x2: 0.7, y2: 0.9)
        #expect(abs(curve.inverse(curve.value(at: -0.3)) + 0.3) < Self.curveTolerance)
        #expect(abs(curve.inverse(curve.value(at: 1.4)) - 1.4) < Self.curveTolerance)
    }

    // MARK: - Springs (rule T8.6)

    @Test func referenceSpringValueFromTimingMD() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.position(at: 0.25) - 1.023360) < Self.springTolerance)
        #expect(spring == Spring())
        #expect(spring.position(at: 0) == 0 && spring.position(at: -1) == 0)
    }

    @Test func springsMatchTimingMDClosedFormsT8_6() {
        for (m, k, c) in [(1.0, 100.0, 10.0), (2.0, 300.0, 5.0), (1.0, 100.0, 20.0), (0.5, 80.0, 30.0)] {
            for v0 in [-4.0, 0, 7] {
                for exact in [false, true] {
                    let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: exact)
                    for i in 1...60 {
                        let t = Double(i) * 0.025
                        let expected = 1 - Self.referenceDisplacement(m: m, k: k, c: c, v0: v0, exact: exact, t: t)
                        #expect(abs(spring.position(at: t) - expected) < Self.springTolerance, "m\(m) k\(k) c\(c) v\(v0) t\(t)")
                    }
                }
            }
        }
    }

    @Test func overdampedUsesCriticalFormulaUnlessAllowedT8_6() {
        // m 1, k 100, c 30: ζ = 1.5, ω0 = 10, β = 15, s = √125.
        let coreAnimation = Spring(mass: 1, stiffness: 100, damping: 30)
        let exact = Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true)
        #expect(abs(coreAnimation.dampingRatio - 1.5) < 1e-12)
        let s = sqrt(125.0), c1 = (15 + s) / (2 * s), c2 = 1 - c1
        for t in [0.05, 0.1, 0.3, 0.6, 1.0] {
            #expect(abs(coreAnimation.position(at: t) - (1 - exp(-10 * t) * (1 + 10 * t))) < Self.springTolerance)
            let exactExpected = 1 - (c1 * exp((-15 + s) * t) + c2 * exp((-15 - s) * t))
            #expect(abs(exact.position(at: t) - exactExpected) < Self.springTolerance)
            // More damping than critical only slows the approach.
            #expect(exact.position(at: t) < coreAnimation.position(at: t))
        }
    }

    @Test func initialVelocitySetsTheStartingSlopeT8_6() {
        // d′(0) = −v0, so x′(0) = v0, checked by a one-sided difference of position alone.
        let h = 1e-6
        for (c, exact) in [(5.0, false), (20.0, false), (30.0, false), (30.0, true)] {
            for v0 in [-4.0, 0, 2.5, 25] {
                let spring = Spring(mass: 1, stiffness: 100, damping: c, initialVelocity: v0, allowsOverdamping: exact)
                let slope = (4 * spring.position(at: h) - spring.position(at: 2 * h)) / (2 * h)
                #expect(abs(slope - v0) < 1e-3, "c\(c) v\(v0)")
                #expect(abs(spring.velocity(at: 0) - v0) < 1e-9)
                for t in [0.05, 0.2, 0.7] {
                    let central = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
                    #expect(abs(spring.velocity(at: t) - central) < Self.springTolerance, "c\(c) v\(v0) t\(t)")
                }
            }
        }
        // Launching towards the target gets there sooner.
        #expect(Spring(initialVelocity: 10).position(at: 0.05) > Spring().position(at: 0.05))
    }

    @Test func settlingDurationOfOscillatingSpring() {
        // TIMING.md: m 1, k 100, c 5 → ≈ 2.855 s; the closed form re-derived here gives the rest.
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(abs(spring.settlingDuration - 2.855) < 1e-3)
        let beta = 2.5, wd = sqrt(100 - beta * beta)
        #expect(abs(spring.settlingDuration - log((1 + beta / wd) / 0.001) / beta) < Self.springTolerance)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test func settlingDurationOfNonOscillatingSprings() {
        // (c, v0, exact): plain critical, critical overshooting past the target (v0 > ω0),
        // moving away first (v0 < 0), exact overdamped, overdamped treated as critical.
        for (c, v0, exact) in [(20.0, 0.0, false), (20.0, 30.0, false), (20.0, -5.0, false),
                               (40.0, 0.0, true), (40.0, 60.0, true), (40.0, 0.0, false)] {
            let spring = Spring(mass: 1, stiffness: 100, damping: c, initialVelocity: v0, allowsOverdamping: exact)
            let scanned = Self.scannedSettlingTime({ t in
                Self.referenceDisplacement(m: 1, k: 100, c: c, v0: v0, exact: exact, t: t)
            }, upTo: 10)
            #expect(abs(spring.settlingDuration - scanned) < Self.springTolerance, "c\(c) v\(v0) exact \(exact)")
        }
    }

    // MARK: - Parameterisations

    @Test func responseAndDampingFractionMapping() {
        let spring = Spring(response: 0.5, dampingFraction: 0.8)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.5) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
        #expect(abs(spring.naturalFrequency - 4 * Double.pi) < 1e-12)
    }

    @Test func durationAndBounceMappingT11_1() {
        // Apple's Spring documentation: duration 0.5, bounce 0.3 → (1.0, 157.9, 17.6).
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.stiffness - 157.9) < 0.05 && abs(bouncy.damping - 17.6) < 0.05)
        #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12 && !bouncy.allowsOverdamping)
        #expect(abs(Spring(duration: 0.5).dampingRatio - 1) < 1e-12)
        // Negative bounce: ζ = 1/(1 + bounce), evaluated with the exact overdamped solution.
        let heavy = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(heavy.dampingRatio - 2) < 1e-12 && heavy.allowsOverdamping)
        #expect(abs(heavy.damping - 4 * Double.pi * 2 / 0.5) < 1e-9)
        let expected = 1 - Self.referenceDisplacement(m: 1, k: heavy.stiffness, c: heavy.damping, v0: 0, exact: true, t: 0.2)
        #expect(abs(heavy.position(at: 0.2) - expected) < Self.springTolerance)
    }

    @Test func durationAndDampingRatioExampleFromTimingMD() {
        let spring = Spring(duration: 0.5, dampingRatio: 1)
        #expect(abs(spring.stiffness - 341.02) < 0.01 && abs(spring.damping - 36.93) < 0.01)
        // Independently: u = ω0·T solves (u + 1)·e^(−u) = 0.001, found by bisection.
        var low = 1.0, high = 50.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if (mid + 1) * exp(-mid) > 0.001 { low = mid } else { high = mid }
        }
        let omega = low / 0.5
        #expect(abs(spring.stiffness / (omega * omega) - 1) < Self.springTolerance)
        #expect(abs(spring.damping / (2 * omega) - 1) < Self.springTolerance)
    }

    @Test func durationAndDampingRatioSatisfiesTheSettleRule() {
        for zeta in [0.05, 0.3, 0.5, 0.8, 0.95, 1] {
            for v0 in [-3.0, 0, 2] {
                for duration in [0.25, 0.5, 1.2] {
                    let spring = Spring(duration: duration, dampingRatio: zeta, initialVelocity: v0)
                    let w0 = sqrt(spring.stiffness), label = "ζ\(zeta) v\(v0) T\(duration)"
                    #expect(spring.mass == 1 && abs(spring.damping - 2 * zeta * w0) < 1e-9)
                    let remaining = abs(1 - spring.position(at: duration))
                    if zeta == 1 {
                        // Critical: the residual is d(T) itself, so the spring is 0.001 from 1 at T.
                        let residual = abs((w0 - v0) * duration + 1) * exp(-w0 * duration)
                        #expect(abs(residual - 0.001) < 1e-9, "\(label)")
                        #expect(abs(remaining - 0.001) < 1e-9, "\(label)")
                    } else {
                        // The rule bounds the sine term B·e^(−βT); the cosine term adds at most
                        // e^(−βT) = 0.001/|B|, so |d(T)| ≤ 0.001·(1 + 1/|B|).
                        let b = (zeta * w0 - v0) / (sqrt(1 - zeta * zeta) * w0)
                        let residual = abs(b) * exp(-zeta * w0 * duration)
                        #expect(abs(residual - 0.001) < 1e-9, "\(label)")
                        #expect(remaining <= 0.001 * (1 + 1 / abs(b)) + 1e-12, "\(label)")
                    }
                }
            }
        }
    }

    @Test func durationAndDampingRatioClampsInputs() {
        #expect(Spring(duration: 0.5, dampingRatio: 3) == Spring(duration: 0.5, dampingRatio: 1))
        #expect(Spring(duration: 60, dampingRatio: 0.5) == Spring(duration: 10, dampingRatio: 0.5))
        #expect(Spring(duration: 0, dampingRatio: 0.5) == Spring(duration: 0.01, dampingRatio: 0.5))
        let nearlyUndamped = Spring(duration: 0.5, dampingRatio: 0)
        #expect(nearlyUndamped.dampingRatio > 0 && nearlyUndamped.stiffness.isFinite)
    }

    // MARK: - Timing functions

    @Test func springProgressIsCutOffAtTheDuration() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        let timing = TimingFunction.spring(spring)
        let atCutOff = 1 - Self.referenceDisplacement(m: 1, k: 100, c: 5, v0: 0, exact: false, t: 0.4)
        #expect(abs(timing.progress(elapsed: 0.2, duration: 0.4) - (1 - Self.referenceDisplacement(m: 1, k: 100, c: 5, v0: 0, exact: false, t: 0.2))) < Self.springTolerance)
        for elapsed in [0.4, 0.5, 3.0] {
            #expect(abs(timing.progress(elapsed: elapsed, duration: 0.4) - atCutOff) < Self.springTolerance)
        }
        #expect(timing.progress(elapsed: -0.1, duration: 0.4) == 0)
        #expect(timing.naturalDuration == spring.settlingDuration)
        #expect(TimingFunction.easeInOut.naturalDuration == nil)
    }

    @Test func bezierProgressClampsToTheAnimation() {
        let timing = TimingFunction.easeInOut
        #expect(abs(timing.progress(elapsed: 0.6, duration: 2) - 0.187396) < Self.curveTolerance)
        #expect(timing.progress(elapsed: -1, duration: 2) == 0)
        #expect(timing.progress(elapsed: 5, duration: 2) == 1)
        #expect(timing.progress(elapsed: 0, duration: 0) == 1)
        #expect(TimingFunction.default == .bezier(.default) && TimingFunction.linear != .easeIn)
    }

    @Test func progressIsIndependentOfFrameRate() {
        let timings: [TimingFunction] = [
            .linear, .easeIn, .easeOut, .easeInOut, .default,
            .spring(Spring()), .spring(Spring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 3)),
            .spring(Spring(duration: 0.5, bounce: -0.4)),
        ]
        let duration = 0.75
        for timing in timings {
            // Clocks advance by accumulating frame intervals, as a display link does.
            var at60: [Double] = [], at120: [Double] = []
            var t = 0.0
            for _ in 0..<60 { at60.append(timing.progress(elapsed: t, duration: duration)); t += 1.0 / 60 }
            t = 0
            for _ in 0..<120 { at120.append(timing.progress(elapsed: t, duration: duration)); t += 1.0 / 120 }
            for i in 0..<60 {
                #expect(abs(at60[i] - at120[2 * i]) < 1e-9, "\(timing) frame \(i)")
            }
        }
    }
}
