/// Recognises two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
///
/// The first two touches count; more are ignored. The gesture begins once the distance between
/// the two has changed by more than `hysteresis` points since the second landed, and ends when
/// either lifts; lifting before that makes it fail.
///
/// `scale` is the current distance over the distance when the second finger landed, so, as in
/// UIKit, it is already a little off 1 at `.began` (the hysteresis is included: a closing pinch
/// begins below 1, which is what handlers such as `if scale < 1 && state == .began` rely on).
/// Setting `scale` re-bases it, as in UIKit: set it to 1 to read increments. `velocity` is d(scale)/dt in scale per second,
/// from the touches' exact velocities projected on the line between them; at `.ended`, from
/// their release velocities.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How much, in points, the distance between the fingers must change before the pinch begins.
    public static let hysteresis = 5.0

    /// Distance between the fingers that `scale` is measured against.
    private var referenceDistance = 0.0
    /// Distance when the second finger landed, for the hysteresis.
    private var initialDistance = 0.0
    private var distance = 0.0
    /// d(distance)/dt, in points per second.
    private var distanceRate = 0.0

    public override var kindName: String { "PinchGestureRecognizer" }

    /// The current distance between the fingers over the distance when both had landed (1 before `.began`).
    public var scale: Double {
        get { referenceDistance > 0 ? distance / referenceDistance : 1 }
        set {
            guard newValue.isFinite, newValue > 0 else { return refuse("scale", "\(formatNumber(newValue)) must be a finite number > 0") }
            guard distance > 0 else { return refuse("scale", "no distance between two fingers to scale yet") }
            referenceDistance = distance / newValue
        }
    }

    /// How fast `scale` changes, in scale per second.
    public var velocity: Double { referenceDistance > 0 ? distanceRate / referenceDistance : 0 }

    override func accepts(_ touch: Touch) -> Bool { touches.count < 2 }

    override func touchesBegan(_ newTouches: [Touch]) {
        measure()
        if touches.count == 2 { initialDistance = distance }
    }

    override func touchesMoved(_ moved: [Touch]) {
        measure()
        if state == .possible {
            if touches.count == 2 && abs(distance - initialDistance) > Self.hysteresis {
                referenceDistance = initialDistance
                transition(to: .began)
            }
        } else if state.isActive {
            transition(to: .changed)
        }
    }

    override func touchesEnded(_ lifted: [Touch]) {
        measure()
        if state.isActive { return transition(to: .ended) }
        if state == .possible && touches.count == lifted.count {
            let reason = touches.count < 2
                ? "lifted before a second finger landed"
                : "lifted after the distance changed \(formatNumber(abs(distance - initialDistance))) pt, not more than \(formatNumber(Self.hysteresis))"
            transition(to: .failed, because: reason)
        }
    }

    override func reset() {
        referenceDistance = 0
        initialDistance = 0
        distance = 0
        distanceRate = 0
    }

    override var traceDetail: String { "scale=\(formatNumber(scale)) velocity=\(formatNumber(velocity))" }

    /// Reads the distance between the two fingers, its rate of change and their centroid.
    private func measure() {
        lastLocation = centroid(touches.map(\.locationInWindow))
        guard touches.count == 2 else { return }
        let offset = touches[1].locationInWindow - touches[0].locationInWindow
        let relativeVelocity = touches[1].velocityInWindow - touches[0].velocityInWindow
        distance = offset.distance(to: .zero)
        // d|p2 − p1|/dt = (v2 − v1)·(p2 − p1)/|p2 − p1|; undefined when the fingers coincide.
        distanceRate = distance > 0 ? (relativeVelocity.x * offset.x + relativeVelocity.y * offset.y) / distance : 0
    }
}
