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
    public func timingFunction(duration: Double) -> TimingFunction {
        switch self {
        case let .cubic(curve): .bezier(curve)
        case let .dampedSpring(ratio, velocity): .spring(Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
        case let .spring(spring): .spring(spring)
        }
    }

    /// The duration an animator with these parameters actually runs for.
    public func effectiveDuration(requested: Double) -> Double {
        if case let .spring(spring) = self { return spring.settlingDuration }
        return requested
    }
}
