/// Core Animation's explicit animations (`CABasicAnimation`, `CASpringAnimation`,
/// `CAKeyframeAnimation`), for code that adds them to a layer with `add(_:forKey:)`.
///
/// Unlike view animation blocks they never change the model (L1.8): the layer shows the animated
/// value while the animation runs, then its model value again, unless `fillMode` is `.forwards`
/// (or `.both`) and `isRemovedOnCompletion` is false, which keeps the last value on screen.
public class LayerAnimation {
    public enum FillMode: String, Sendable, CaseIterable { case removed, forwards, backwards, both }

    public let keyPath: String
    /// Seconds; 0 takes the enclosing `CATransaction`'s duration (0.25 s by default).
    public var duration: Double = 0
    /// The layer's local time to start at (`CACurrentMediaTime() + delay` on a layer whose time is
    /// media time); 0 starts at once, at the layer's current local time (CA1.4).
    public var beginTime: Double = 0
    /// nil is linear, Core Animation's default for explicit animations.
    public var timingFunction: TimingFunction?
    /// 0 runs once; `.infinity` forever.
    public var repeatCount: Double = 0
    public var autoreverses = false
    public var isRemovedOnCompletion = true
    public var fillMode = FillMode.removed
    /// The delegate's `animationDidStart(_:)` and `animationDidStop(_:finished:)`.
    public var didStart: (() -> Void)?
    public var didStop: ((Bool) -> Void)?

    public init(keyPath: String) { self.keyPath = keyPath }

    /// The timing the animation runs with when the transaction supplies `fallback`.
    func timing(_ fallback: TimingFunction?) -> TimingFunction { timingFunction ?? fallback ?? .linear }

    /// The timing it runs with, in Core Animation's words (SD2.5).
    func curveLabel(_ timing: TimingFunction) -> String { CurveLabel.coreAnimation(timing) }
}

/// `CABasicAnimation`: from `fromValue` (or the value on screen) to `toValue` (or the model value),
/// or by `byValue` relative to the start.
public class BasicAnimation: LayerAnimation {
    public var fromValue: LayerValue?
    public var toValue: LayerValue?
    public var byValue: LayerValue?
}

/// `CASpringAnimation`: a basic animation timed by a damped spring evaluated at real time.
public final class SpringAnimation: BasicAnimation {
    public var mass = 1.0, stiffness = 100.0, damping = 10.0, initialVelocity = 0.0

    public var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }
    /// How long the spring takes to settle; the usual choice for `duration`.
    public var settlingDuration: Double { spring.settlingDuration }

    override func timing(_ fallback: TimingFunction?) -> TimingFunction { .spring(spring) }
    override func curveLabel(_ timing: TimingFunction) -> String { CurveLabel.physical(spring) }
}

/// `CAKeyframeAnimation`: through `values` at `keyTimes` (evenly spaced when nil), linearly
/// between them or holding each (`calculationMode` "discrete").
public final class KeyframeAnimation: LayerAnimation {
    public var values: [LayerValue] = []
    public var keyTimes: [Double]?
    public var isDiscrete = false

    override func curveLabel(_ timing: TimingFunction) -> String {
        CurveLabel.keyframes(isDiscrete ? ".discrete" : ".linear", curve: CurveLabel.coreAnimation(timing))
    }
}

/// A value an explicit animation carries (`fromValue`, `toValue`, keyframe `values`).
public enum LayerValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color?)
    case path(PathData?)
    case transform(AffineTransform)
    case transform3D(Transform3D)
}
