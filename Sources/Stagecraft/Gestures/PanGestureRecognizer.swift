/// Recognises a drag of one or more fingers (UIKit's `UIPanGestureRecognizer`).
///
/// The gesture begins once the centroid of the touches has moved more than `hysteresis` points
/// from where it started, with between `minimumNumberOfTouches` and `maximumNumberOfTouches`
/// fingers down; it changes on every later move and ends when fewer than the minimum remain.
/// Touches lifting before it began make it fail.
///
/// The translation is measured from where the touches landed, not from where the gesture began,
/// as UIKit reports it: at `.began` it is already a little over `hysteresis` long. When a finger
/// lands or lifts mid-gesture the centroid jumps, and the translation is kept continuous across
/// the jump, as UIKit does. The velocity is the mean of the touches' velocities, which are exact
/// path derivatives (see `Touch.velocityInWindow`); at `.ended` it is the fingers' release
/// velocity. Both are stored in window coordinates and converted to the asked view's space
/// through its transform (only the linear part applies to a vector).
public class PanGestureRecognizer: GestureRecognizer {
    /// How far, in window points, the touches must move before the pan begins (UIKit's ≈ 10 pt).
    public static let hysteresis = 10.0

    /// The fewest fingers that make a pan (at least 1).
    public var minimumNumberOfTouches = 1 {
        didSet {
            if minimumNumberOfTouches < 1 {
                refuse("minimumNumberOfTouches", "\(minimumNumberOfTouches) is below 1")
                minimumNumberOfTouches = oldValue
            }
        }
    }

    /// The most fingers the pan takes; further touches are ignored (at least 1).
    public var maximumNumberOfTouches = Int.max {
        didSet {
            if maximumNumberOfTouches < 1 {
                refuse("maximumNumberOfTouches", "\(maximumNumberOfTouches) is below 1")
                maximumNumberOfTouches = oldValue
            }
        }
    }

    /// Window point the translation is measured from: translation = centroid − anchor.
    private var anchor = Point.zero
    /// Mean velocity of the touches at the last delivery, in window points per second.
    private var windowVelocity = Point.zero

    public override var kindName: String { "PanGestureRecognizer" }

    /// How far the touches have moved, in `view`'s coordinate space (window when nil).
    public func translation(in view: View?) -> Point {
        View.vector(lastLocation - anchor, fromWindowTo: view, "translation(in:)")
    }

    /// Makes the translation in `view`'s space equal `translation` now; later moves add to it.
    /// Commonly set to `.zero` to read increments.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard translation.isFinite else { return refuse("translation", "\(formatPoint(translation)) is not a finite point") }
        anchor = lastLocation - View.vector(translation, toWindowFrom: view, "setTranslation(_:in:)")
    }

    /// How fast the touches move, in points per second of `view`'s coordinate space (window when nil).
    public func velocity(in view: View?) -> Point {
        View.vector(windowVelocity, fromWindowTo: view, "velocity(in:)")
    }

    override func accepts(_ touch: Touch) -> Bool { touches.count < maximumNumberOfTouches }

    override func touchesBegan(_ newTouches: [Touch]) {
        let earlier = touches.filter { touch in !newTouches.contains { $0 === touch } }
        let now = centroid(touches.map(\.locationInWindow))
        // Keep the translation continuous when a finger joins: move the anchor by the centroid's
        // jump, measured against the earlier fingers where they are now — their motion since the
        // last delivery (they move in the same delivery) still counts as translation.
        anchor = earlier.isEmpty ? now : anchor + (now - centroid(earlier.map(\.locationInWindow)))
        lastLocation = now
        windowVelocity = meanVelocity(of: touches)
    }

    override func touchesMoved(_ moved: [Touch]) {
        lastLocation = centroid(touches.map(\.locationInWindow))
        windowVelocity = meanVelocity(of: touches)
        if state == .possible {
            let distance = (lastLocation - anchor).distance(to: .zero)
            let count = touches.count
            if distance > Self.hysteresis && count >= minimumNumberOfTouches && count <= maximumNumberOfTouches {
                transition(to: .began)
            }
        } else if state.isActive {
            transition(to: .changed)
        }
    }

    override func touchesEnded(_ lifted: [Touch]) {
        // The lifted touches carry their last location and release velocity: count them once more.
        lastLocation = centroid(touches.map(\.locationInWindow))
        windowVelocity = meanVelocity(of: touches)
        let remaining = touches.filter { touch in !lifted.contains { $0 === touch } }
        if state.isActive && remaining.count < minimumNumberOfTouches {
            return transition(to: .ended)
        }
        if state == .possible && remaining.isEmpty, let blocker = pendingBlockerName {
            return transition(to: .failed, because: "lifted while waiting for \(blocker) to fail")
        }
        if state == .possible && remaining.isEmpty {
            let moved = (lastLocation - anchor).distance(to: .zero)
            if moved <= Self.hysteresis {
                return transition(to: .failed, because: "lifted after moving \(formatNumber(moved)) pt, not more than \(formatNumber(Self.hysteresis))")
            }
            let count = touches.count == 1 ? "1 touch" : "\(touches.count) touches"
            let limit = touches.count < minimumNumberOfTouches ? "at least \(minimumNumberOfTouches)" : "at most \(maximumNumberOfTouches)"
            return transition(to: .failed, because: "lifted with \(count), requires \(limit)")
        }
        // Fingers remain: continue from their centroid without a jump in translation.
        let now = centroid(remaining.map(\.locationInWindow))
        anchor = anchor + (now - lastLocation)
        lastLocation = now
        windowVelocity = meanVelocity(of: remaining)
    }

    override func reset() {
        anchor = .zero
        lastLocation = .zero
        windowVelocity = .zero
    }

    override var traceDetail: String {
        "translation=\(formatPoint(lastLocation - anchor)) velocity=\(formatPoint(windowVelocity))"
    }

    private func meanVelocity(of touches: [Touch]) -> Point { centroid(touches.map(\.velocityInWindow)) }
}
