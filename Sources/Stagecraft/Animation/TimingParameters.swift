/// The timing of a property animator (UIKit's `UITimingCurveProvider`: `UICubicTimingParameters`
/// and `UISpringTimingParameters`), resolved against the animator's duration when it runs.
public enum TimingParameters: Hashable, Sendable {
    /// A cubic Bézier curve (`UICubicTimingParameters`).
    case cubic(CubicBezier)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring that settles at the
    /// animator's duration; velocity in fractions of the distance per second.
    case dampedSpring(dampingRatio: Double, initialVelocity: Double)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` or `(duration:bounce:)`:
    /// a physical spring; UIKit ignores the animator's duration and runs until it settles.
    case spring(Spring)
    /// T12.5: one of the springs above with a `CGVector` initial velocity
    /// (`UISpringTimingParameters(dampingRatio:initialVelocity:)` takes one): each axis of an
    /// animated point (center, so a frame's origin) starts at its component, every other property
    /// at the vector's magnitude. The base spring's own scalar velocity is not used.
    indirect case vectorVelocity(TimingParameters, Vector)

    /// UIKit's named curves (`UIView.AnimationCurve`).
    public static let easeInOut = TimingParameters.cubic(.easeInEaseOut)
    public static let easeIn = TimingParameters.cubic(.easeIn)
    public static let easeOut = TimingParameters.cubic(.easeOut)
    public static let linear = TimingParameters.cubic(.linear)

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    public static func cubic(controlPoint1 p1: Point, controlPoint2 p2: Point) -> TimingParameters {
        .cubic(CubicBezier(x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y))
    }

    /// The timing function for an animation of `duration` seconds.
    /// The timing function for an animation of `duration` seconds (for a vector velocity, the one
    /// of every property but a point's axes: `axisTiming(duration:)` has those).
    public func timingFunction(duration: Double) -> TimingFunction {
        switch self {
        case let .cubic(curve): .bezier(curve)
        case let .dampedSpring(ratio, velocity): .spring(Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
        case let .spring(spring): .spring(spring)
        case let .vectorVelocity(base, velocity): base.withInitialVelocity(velocity.magnitude).timingFunction(duration: duration)
        }
    }

    /// The duration an animator with these parameters actually runs for: a physical spring runs
    /// until it settles — with a vector velocity, until its slowest part (an axis or the
    /// magnitude) has settled, so that no part is cut off.
    public func effectiveDuration(requested: Double) -> Double {
        switch self {
        case let .spring(spring): return spring.settlingDuration
        case let .vectorVelocity(base, v):
            return [v.magnitude, v.dx, v.dy].map { base.withInitialVelocity($0).effectiveDuration(requested: requested) }.max() ?? requested
        case .cubic, .dampedSpring: return requested
        }
    }
}
