/// A spring's initial velocity as a vector (T12.5): Apple's `UISpringTimingParameters` documentation
/// says that "for view position animations, both components of the initial velocity vector are
/// considered. Each component specifies the initial rate of change along the respective x and y
/// axes", and that "for properties that don't involve two-dimensional motion, only the magnitude of
/// the vector is considered".
extension TimingParameters {
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` with a `CGVector`.
    public static func spring(dampingRatio: Double, initialVelocity: Vector) -> TimingParameters {
        .vectorVelocity(.dampedSpring(dampingRatio: dampingRatio, initialVelocity: 0), initialVelocity)
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` with a `CGVector`.
    public static func spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector) -> TimingParameters {
        .vectorVelocity(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping)), initialVelocity)
    }

    /// The timing of each axis of an animated point, for parameters with a vector velocity; nil for
    /// the others (every property follows `timingFunction(duration:)`).
    public func axisTiming(duration: Double) -> AxisTiming? {
        guard case let .vectorVelocity(base, velocity) = self else { return nil }
        return AxisTiming(x: base.withInitialVelocity(velocity.dx).timingFunction(duration: duration),
                          y: base.withInitialVelocity(velocity.dy).timingFunction(duration: duration))
    }

    /// The same spring starting at the scalar velocity `v` (cubic curves have none).
    func withInitialVelocity(_ v: Double) -> TimingParameters {
        switch self {
        case .cubic: self
        case let .dampedSpring(ratio, _): .dampedSpring(dampingRatio: ratio, initialVelocity: v)
        case let .spring(spring):
            .spring(Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: v,
                           allowsOverdamping: spring.allowsOverdamping))
        case let .vectorVelocity(base, _): base.withInitialVelocity(v)
        }
    }
}

/// The timing of the x and y axes of an animated point (a view's center), when a spring's initial
/// velocity is a vector (T12.5).
public struct AxisTiming: Sendable {
    public let x: TimingFunction
    public let y: TimingFunction

    /// The point's value `progress` of the way through a span of `seconds`, each axis eased by its
    /// own timing: lanes 0 and 1 are a point's x and y (`AnimatableValue`).
    func interpolate(_ from: AnimatableValue, _ to: AnimatableValue, elapsed: Double, duration: Double) -> AnimatableValue {
        let ex = x.progress(elapsed: elapsed, duration: duration)
        let ey = y.progress(elapsed: elapsed, duration: duration)
        var value = AnimatableValue.interpolate(from, to, ex)
        value.lanes[1] = from.lanes[1] + (to.lanes[1] - from.lanes[1]) * ey
        return value
    }
}
