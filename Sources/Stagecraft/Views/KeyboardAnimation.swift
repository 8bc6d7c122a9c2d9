/// The keyboard's motion: UIKit's private animation curve 7 (UncertainRules.keyboardCurve).
public struct KeyboardAnimation: Sendable {
    /// `UIKeyboardAnimationCurveUserInfoKey`'s value: not one of the four public curves.
    public static let curveRawValue = 7
    /// `UIKeyboardAnimationDurationUserInfoKey` as iOS reports it for the docked keyboard.
    public static let defaultDuration = 0.25

    /// The duration observers are told.
    public let duration: Double

    public init(duration: Double = Self.defaultDuration) { self.duration = duration }

    /// The spring of curve 7 for this duration: mass 3, stiffness 1000, damping 500 at 0.25 s,
    /// with the mass scaled by (duration / 0.25)² so that the whole motion stretches in time
    /// (the critical-damping formula depends on ω0·t only; ω0 = √(k/m)).
    public var spring: Spring {
        let stretch = duration / Self.defaultDuration
        let curve = UncertainRules.keyboardCurve
        return Spring(mass: curve.mass * stretch * stretch, stiffness: curve.stiffness, damping: curve.damping)
    }

    /// How long the keyboard's animations run: twice the reported duration, where the spring
    /// has settled (0.5 s for 0.25).
    public var length: Double { UncertainRules.keyboardCurve.lengthPerReportedSecond * duration }

    /// Runs `changes` in one animation block with the keyboard's curve and length, then `completion`
    /// once the keyboard is at rest (at once without an engine, or with a zero duration). The
    /// completion is scheduled rather than the block's own: a block that animated nothing ends
    /// at once, and the keyboard still moves for its whole length.
    func run(_ changes: () -> Void, completion: @escaping () -> Void) {
        guard let engine = Engine.current, length > 0 else {
            changes()
            return completion()
        }
        let settings = Engine.BlockSettings(duration: length, delay: 0, timing: .spring(spring),
                                            options: [.overrideInheritedCurve, .overrideInheritedDuration])
        engine.runAnimationBlock(settings, animations: changes, completion: nil)
        engine.schedule(after: length, completion)
    }
}
