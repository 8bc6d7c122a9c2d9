/// Recognises fingers held still on a view (UIKit's `UILongPressGestureRecognizer`), a continuous
/// gesture (T12.4).
///
/// It begins once `numberOfTouchesRequired` fingers have been down for `minimumPressDuration`
/// seconds without any of them moving more than `allowableMovement` points from where it landed;
/// after that it changes on every move (the movement limit no longer applies, as in UIKit, so a
/// long press can drag) and ends when a finger lifts. Lifting or moving too far before it began
/// fails it. The wait runs on the engine's clock, so the gesture begins while the fingers are still
/// down, as on a device.
///
/// `minimumPressDuration = 0` is the touch-down recognizer of interruptible animations: it begins
/// in the same delivery the finger lands in, so an action can pause a running property animator
/// before the next frame.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must be held (UIKit's default 0.5); 0 begins on touch-down.
    public var minimumPressDuration = 0.5 {
        didSet {
            if !(minimumPressDuration.isFinite && minimumPressDuration >= 0) {
                refuse("minimumPressDuration", "\(formatNumber(minimumPressDuration)) is not a finite number ≥ 0")
                minimumPressDuration = oldValue
            }
        }
    }

    /// How far, in window points, a finger may move before the gesture begins (UIKit's default 10).
    public var allowableMovement = 10.0 {
        didSet {
            if !(allowableMovement.isFinite && allowableMovement >= 0) {
                refuse("allowableMovement", "\(formatNumber(allowableMovement)) is not a finite number ≥ 0")
                allowableMovement = oldValue
            }
        }
    }

    /// Fingers that must be held (at least 1).
    public var numberOfTouchesRequired = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                refuse("numberOfTouchesRequired", "\(numberOfTouchesRequired) is below 1")
                numberOfTouchesRequired = oldValue
            }
        }
    }

    /// Where each finger landed, in window coordinates (the movement limit is measured from there).
    private var landings: [(touch: Touch, point: Point)] = []
    /// Begins the gesture when the press has lasted long enough.
    private var timer: ScheduledAction?

    public override var kindName: String { "LongPressGestureRecognizer" }

    override func touchesBegan(_ newTouches: [Touch]) {
        landings += newTouches.map { ($0, $0.locationInWindow) }
        lastLocation = centroid(touches.map(\.locationInWindow))
        guard state == .possible else { return }
        if touches.count > numberOfTouchesRequired {
            timer?.cancel()
            return transition(to: .failed, because: "\(touches.count) touches, requires \(numberOfTouchesRequired)")
        }
        guard touches.count == numberOfTouchesRequired else { return }
        // The press counts from the moment the required fingers are all down.
        timer?.cancel()
        if minimumPressDuration == 0 { return transition(to: .began) }
        guard let engine = engine ?? Engine.current else { return }
        timer = engine.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.touches.count == self.numberOfTouchesRequired else { return }
            self.transition(to: .began)
        }
    }

    override func touchesMoved(_ moved: [Touch]) {
        lastLocation = centroid(touches.map(\.locationInWindow))
        if state.isActive { return transition(to: .changed) }
        guard state == .possible else { return }
        for touch in moved {
            guard let landing = landings.first(where: { $0.touch === touch }) else { continue }
            let distance = touch.locationInWindow.distance(to: landing.point)
            if distance > allowableMovement {
                timer?.cancel()
                return transition(to: .failed, because: "moved \(formatNumber(distance)) pt, more than \(formatNumber(allowableMovement))")
            }
        }
    }

    override func touchesEnded(_ lifted: [Touch]) {
        lastLocation = centroid(touches.map(\.locationInWindow))
        if state.isActive { return transition(to: .ended) }
        guard state == .possible else { return }
        timer?.cancel()
        transition(to: .failed, because: "lifted before \(formatNumber(minimumPressDuration)) s")
    }

    override func interrupt(because reason: String) {
        timer?.cancel()
        super.interrupt(because: reason)
    }

    override func reset() {
        timer?.cancel()
        timer = nil
        landings = []
    }

    override var traceDetail: String { "location=\(formatPoint(lastLocation))" }
}
