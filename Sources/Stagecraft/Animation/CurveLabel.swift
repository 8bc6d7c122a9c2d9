/// An animation's timing in the words of the API that asked for it, as the trace records it beside
/// each animation and the player writes it beside the curves it drove (SD2.5, docs/studio.md):
/// `.easeInOut`, `cubic(0.2, 0.8, 0.3, 1)`, `spring(dampingRatio: 0.6, initialVelocity: 0)`,
/// `spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)`,
/// `keyframes(.calculationModeCubic, .easeInOut)`, `.easeInEaseOut` (a `CAMediaTimingFunction` name).
///
/// Timing values alone cannot tell a spring asked for by damping ratio from one asked for by mass
/// and stiffness (both become a `Spring`), so the APIs that know pass their own words; the labels
/// here are for the rest.
public enum CurveLabel {
    /// UIKit's names for the four curves (`UIView.AnimationCurve`), Core Animation's default, else
    /// the control points; a spring by its damping ratio and response (2π/ω0, SwiftUI's measure).
    public static func uiKit(_ timing: TimingFunction) -> String {
        switch timing {
        case let .bezier(curve): cubic(curve, names: uiKitNames)
        case let .spring(spring): "spring(dampingRatio: \(formatNumber(spring.dampingRatio)), response: \(formatNumber(2 * .pi / spring.naturalFrequency)))"
        }
    }

    /// An explicit layer animation's timing: `CAMediaTimingFunctionName`s (`.easeInEaseOut`, `.default`…).
    public static func coreAnimation(_ timing: TimingFunction) -> String {
        switch timing {
        case let .bezier(curve): cubic(curve, names: coreAnimationNames)
        case let .spring(spring): physical(spring)
        }
    }

    /// A property animator's timing parameters (`UICubicTimingParameters`, `UISpringTimingParameters`).
    public static func parameters(_ parameters: TimingParameters) -> String {
        switch parameters {
        case let .cubic(curve): cubic(curve, names: uiKitNames)
        case let .dampedSpring(ratio, velocity): spring(dampingRatio: ratio, initialVelocity: velocity)
        case let .spring(spring): physical(spring)
        case let .vectorVelocity(base, v): vectorSpring(base, v)
        }
    }

    /// T12.5: a spring with its velocity as the CGVector it was given.
    private static func vectorSpring(_ base: TimingParameters, _ v: Vector) -> String {
        let velocity = "CGVector(dx: \(formatNumber(v.dx)), dy: \(formatNumber(v.dy)))"
        switch base {
        case let .dampedSpring(ratio, _):
            return "spring(dampingRatio: \(formatNumber(ratio)), initialVelocity: \(velocity))"
        case let .spring(spring):
            return "spring(mass: \(formatNumber(spring.mass)), stiffness: \(formatNumber(spring.stiffness)), damping: \(formatNumber(spring.damping)), initialVelocity: \(velocity))"
        case .cubic, .vectorVelocity:
            return parameters(base)
        }
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    public static func spring(dampingRatio: Double, initialVelocity: Double) -> String {
        "spring(dampingRatio: \(formatNumber(dampingRatio)), initialVelocity: \(formatNumber(initialVelocity)))"
    }

    /// `UIView.animate(springDuration:bounce:…)` (iOS 17).
    public static func spring(duration: Double, bounce: Double) -> String {
        "spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))"
    }

    /// A spring by its physical constants (`CASpringAnimation`, `UISpringTimingParameters(mass:…)`).
    public static func physical(_ spring: Spring) -> String {
        "spring(mass: \(formatNumber(spring.mass)), stiffness: \(formatNumber(spring.stiffness)), damping: \(formatNumber(spring.damping)), initialVelocity: \(formatNumber(spring.initialVelocity)))"
    }

    /// A keyframe animation: its calculation mode, then the curve over the whole animation (none in
    /// the paced modes, which ignore it).
    public static func keyframes(_ mode: String, curve: String?) -> String {
        curve.map { "keyframes(\(mode), \($0))" } ?? "keyframes(\(mode))"
    }

    static let uiKitNames: [(CubicBezier, String)] = [
        (.easeInEaseOut, ".easeInOut"), (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.linear, ".linear"), (.default, ".default"),
    ]
    static let coreAnimationNames: [(CubicBezier, String)] = [
        (.easeInEaseOut, ".easeInEaseOut"), (.easeIn, ".easeIn"), (.easeOut, ".easeOut"), (.linear, ".linear"), (.default, ".default"),
    ]

    private static func cubic(_ curve: CubicBezier, names: [(CubicBezier, String)]) -> String {
        if let name = names.first(where: { $0.0 == curve })?.1 { return name }
        return "cubic(\([curve.x1, curve.y1, curve.x2, curve.y2].map(formatNumber).joined(separator: ", ")))"
    }
}

extension KeyframeAnimationOptions {
    /// The calculation mode's name (`UIView.KeyframeAnimationOptions`), for the curve label.
    var calculationModeName: String {
        switch (rawValue >> 10) & 0x7 {
        case 1: ".calculationModeDiscrete"
        case 2: ".calculationModePaced"
        case 3: ".calculationModeCubic"
        case 4: ".calculationModeCubicPaced"
        default: ".calculationModeLinear"
        }
    }
}
