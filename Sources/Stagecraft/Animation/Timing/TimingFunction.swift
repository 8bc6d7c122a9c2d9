/// How an animation's progress advances with time: a bezier curve or a spring.
///
/// This is the timing layer only: it turns elapsed time into eased progress (0 at the start,
/// 1 at the target, possibly beyond while a spring overshoots). Interpolating property values
/// from that progress is the next layer's job.
public enum TimingFunction: Hashable, Sendable {
    /// Progress is `elapsed / duration` mapped through the curve.
    case bezier(CubicBezier)
    /// Progress is the spring's position at real time, cut off at the animation's duration.
    case spring(Spring)

    public static let linear = TimingFunction.bezier(.linear)
    public static let easeIn = TimingFunction.bezier(.easeIn)
    public static let easeOut = TimingFunction.bezier(.easeOut)
    /// UIKit's `.curveEaseInOut`, the default for `UIView.animate`.
    public static let easeInOut = TimingFunction.bezier(.easeInEaseOut)
    /// `CAMediaTimingFunction`'s default curve (CSS `ease`).
    public static let `default` = TimingFunction.bezier(.default)

    /// The eased progress `elapsed` seconds into an animation lasting `duration` seconds.
    ///
    /// A bezier is evaluated at the clamped fraction elapsed/duration. A spring is evaluated
    /// at real time and frozen at `duration`: when the duration is shorter than the settling
    /// time the motion is cut off there, as Core Animation does. An animation with no
    /// duration is already at its end, so both kinds return 1 for `duration <= 0`.
    ///
    /// Runs for every animating view on every frame; it only does scalar arithmetic.
    public func progress(elapsed: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        switch self {
        case .bezier(let curve):
            return curve.value(at: min(max(elapsed / duration, 0), 1))
        case .spring(let spring):
            return spring.position(at: min(elapsed, duration))
        }
    }

    /// The analytic derivative of `progress(elapsed:duration:)` with respect to `elapsed`, in
    /// progress per second: 0 before the start and after the end, where progress is constant, and
    /// the left derivative at the end itself (the speed at which the motion arrives).
    public func progressRate(elapsed: Double, duration: Double) -> Double {
        guard duration > 0, elapsed >= 0, elapsed <= duration else { return 0 }
        switch self {
        case .bezier(let curve):
            return curve.slope(at: elapsed / duration) / duration
        case .spring(let spring):
            return spring.velocity(at: elapsed)
        }
    }

    /// The duration the timing asks for by itself: a spring's settling duration, nil for a
    /// bezier, which lasts whatever the animation says.
    public var naturalDuration: Double? {
        switch self {
        case .bezier:
            return nil
        case .spring(let spring):
            return spring.settlingDuration
        }
    }
}
