import Foundation

/// The motion laws of a scroll view along one axis, as pure functions of time (rules SV1.5–SV1.8
/// of docs/scrolling.md), so that a fling, a bounce or a page snap is the same at any frame rate.
///
/// Offsets are in points, velocities in points per second and times in seconds from the start
/// of the motion; UIKit's "per millisecond" quantities are converted at the edges.
public enum ScrollPhysics {
    /// UIKit's rubber-band coefficient (SV1.4).
    public static let rubberBandCoefficient = 0.55
    /// The bounce spring: mass 1, stiffness 100, critically damped (ω0 = 10 rad/s) (SV1.7).
    public static let bounceStiffness = 100.0
    /// A deceleration ends when what is left of it is at most this many points (SV1.6).
    public static let restingDistance = 0.5
    /// A bounce ends once it is within this many points of its edge, moving slower than
    /// `settledSpeed` points per second (SV1.7).
    public static let settledDistance = 0.5
    public static let settledSpeed = 10.0

    /// How far past an edge the content shows when dragged `overshoot` points past it, in a view
    /// `dimension` points long: (1 − 1/(x·c/d + 1))·d, sign kept (SV1.4). Never reaches `dimension`.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The drag distance that shows `banded` points past an edge: the inverse of `rubberBand`,
    /// for a drag that starts while the content is already past an edge.
    public static func unbanded(_ banded: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let y = min(abs(banded), dimension * 0.999_999)
        let x = dimension / rubberBandCoefficient * (1 / (1 - y / dimension) - 1)
        return banded < 0 ? -x : x
    }

    /// Coasting after a release: the velocity is multiplied by `rate` every millisecond
    /// (UIKit's `decelerationRate`), continuously, so v(t) = v0·rate^(1000t) (SV1.6).
    public struct Deceleration: Sendable {
        public let start: Double
        public let velocity: Double
        public let rate: Double

        public init(start: Double, velocity: Double, rate: Double) {
            self.start = start
            self.velocity = velocity
            self.rate = rate
        }

        /// ln(rate) per second: v(t) = v0·e^(k·t) with k = 1000·ln(rate) < 0.
        private var k: Double { 1000 * log(rate) }

        /// Where the motion comes to rest: x0 − v0/k = x0 + v0 / (1000·ln(1/rate)).
        public var restingPoint: Double { start - velocity / k }

        public func position(at t: Double) -> Double { start + velocity * (exp(k * t) - 1) / k }
        public func velocity(at t: Double) -> Double { velocity * exp(k * t) }

        /// When what is left (|v(t)| / |k|) falls to `restingDistance`.
        public var duration: Double {
            let left = abs(velocity / k)
            guard left > ScrollPhysics.restingDistance else { return 0 }
            return log(ScrollPhysics.restingDistance / left) / k
        }

        /// When the motion reaches `point`, if it does before coming to rest.
        public func time(toReach point: Double) -> Double? {
            guard velocity != 0 else { return nil }
            let ratio = 1 + (point - start) * k / velocity  // e^(k·t)
            guard ratio > 0, ratio < 1 else { return nil }
            return log(ratio) / k
        }
    }

    /// A critically damped spring towards `target` (SV1.7): x(t) − target = (x0 + (v0 + ω·x0)·t)·e^(−ωt)
    /// with x0 the start's displacement from the target and v0 the start velocity.
    public struct Bounce: Sendable {
        public let target: Double
        public let displacement: Double
        public let velocity: Double
        public static let omega = bounceStiffness.squareRoot()

        /// When the spring has settled (see `settlingTime`), worked out once.
        public let duration: Double

        public init(from start: Double, to target: Double, velocity: Double) {
            self.target = target
            displacement = start - target
            self.velocity = velocity
            duration = Self.settlingTime(displacement: start - target, velocity: velocity)
        }

        public func position(at t: Double) -> Double {
            target + (displacement + (velocity + Self.omega * displacement) * t) * exp(-Self.omega * t)
        }

        public func velocity(at t: Double) -> Double {
            let b = velocity + Self.omega * displacement
            return (b - Self.omega * (displacement + b * t)) * exp(-Self.omega * t)
        }

        /// The first whole millisecond at which the spring is settled (within `settledDistance`
        /// of the target, slower than `settledSpeed`); at most 10 s.
        static func settlingTime(displacement x0: Double, velocity v0: Double) -> Double {
            let b = v0 + omega * x0
            for millisecond in 0...10_000 {
                let t = Double(millisecond) / 1000, decay = exp(-omega * t)
                let x = (x0 + b * t) * decay, v = (b - omega * (x0 + b * t)) * decay
                if abs(x) <= settledDistance && abs(v) <= settledSpeed { return t }
            }
            return 10
        }
    }

    /// An eased move of `setContentOffset(_:animated: true)` and `scrollRectToVisible` (SV1.10).
    public struct Ease: Sendable {
        public static let duration = UncertainRules.animatedScrollDuration
        public let from: Double
        public let to: Double

        public func position(at t: Double) -> Double {
            from + (to - from) * TimingFunction.easeInOut.progress(elapsed: t, duration: Self.duration)
        }
    }
}
