/// UIKit's timing-parameter objects by their initialisers (`UISpringTimingParameters()`,
/// `UICubicTimingParameters(animationCurve:)`), for `PropertyAnimator(duration:timingParameters:)`.
extension TimingParameters {
    /// `UISpringTimingParameters()`: the system spring, mass 3, stiffness 1000, damping 500, initial
    /// velocity 0. Apple documents it by its damping ratio, 4.56 = 500 / (2·√(3·1000)): overdamped,
    /// so Core Animation evaluates it with the critical formula at ω0 = √(1000/3) (docs/timing.md), and
    /// like every physical spring it runs until it settles (about 0.51 s), whatever the duration.
    public static let systemSpring = TimingParameters.spring(Spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0))

    /// `UICubicTimingParameters(animationCurve:)`: one of UIKit's four named curves.
    public static func cubic(animationCurve curve: AnimationCurve) -> TimingParameters { curve.timingParameters }

    /// `UICubicTimingParameters()`: Apple: "a timing curve based on the default Core Animation timing
    /// function", `kCAMediaTimingFunctionDefault` (0.25, 0.1, 0.25, 1) — not UIKit's ease-in-ease-out.
    public static let defaultCubic = TimingParameters.cubic(.default)

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: settles at the animator's duration.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0) -> TimingParameters {
        .dampedSpring(dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: runs until it settles.
    public static func spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> TimingParameters {
        .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }
}
