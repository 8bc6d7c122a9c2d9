/// Recognises a swipe (UIKit's `UISwipeGestureRecognizer`), a discrete gesture (T12.8): it goes
/// from `.possible` straight to `.recognized` (`.ended`) while the fingers are still down, or to
/// `.failed`.
///
/// UIKit recognizes a swipe when `numberOfTouchesRequired` touches "have moved mostly in an
/// allowable direction far enough"; the distances and times are not documented, so they are one
/// uncertain decision, `UncertainRules.swipeThresholds`: the centroid must move at least 50 pt
/// along one of `direction`'s directions, with more movement along it than across it, within
/// 0.5 s of the required fingers landing. Moving more than 10 pt with no allowed direction ahead
/// (across, or backwards), taking too long, lifting first or adding a finger fails it, with the
/// reason in the trace. The time limit runs on the engine's clock, so a slow finger fails while
/// it is still down, as on a device.
///
/// `location(in:)` is where the swipe began, as Apple documents for this recognizer.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions that count (UIKit's default `.right`); several make one recognizer for each.
    public var direction: SwipeDirection = .right

    /// Fingers the swipe is made with (at least 1).
    public var numberOfTouchesRequired = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                refuse("numberOfTouchesRequired", "\(numberOfTouchesRequired) is below 1")
                numberOfTouchesRequired = oldValue
            }
        }
    }

    /// Where the required fingers' centroid was when the last of them landed, in window points.
    private var start = Point.zero
    /// The most fingers down at once in this touch sequence.
    private var mostTouches = 0
    /// Fails the swipe when it has not gone far enough in time.
    private var timer: ScheduledAction?

    public override var kindName: String { "SwipeGestureRecognizer" }

    override func touchesBegan(_ newTouches: [Touch]) {
        mostTouches = max(mostTouches, touches.count)
        guard state == .possible, !isWaitingForFailure else { return }
        if touches.count > numberOfTouchesRequired {
            timer?.cancel()
            return transition(to: .failed, because: "\(touches.count) touches, requires \(numberOfTouchesRequired)")
        }
        guard touches.count == numberOfTouchesRequired else { return }
        // The swipe is measured, in distance and time, from the moment all its fingers are down.
        start = centroid(touches.map(\.locationInWindow))
        lastLocation = start
        timer?.cancel()
        let limit = UncertainRules.swipeThresholds.maximumDuration
        guard let engine = engine ?? Engine.current else { return }
        timer = engine.schedule(after: limit) { [weak self] in
            guard let self, self.state == .possible, !self.isWaitingForFailure else { return }
            self.transition(to: .failed, because: "not \(formatNumber(UncertainRules.swipeThresholds.minimumDistance)) pt within \(formatNumber(limit)) s")
        }
    }

    override func touchesMoved(_ moved: [Touch]) { judge() }

    override func touchesEnded(_ lifted: [Touch]) {
        judge()
        guard state == .possible, !isWaitingForFailure else { return }
        timer?.cancel()
        // Fewer fingers than required never started the swipe: say so rather than "0 pt".
        if mostTouches < numberOfTouchesRequired {
            return transition(to: .failed, because: "lifted with \(mostTouches) of \(numberOfTouchesRequired) touches")
        }
        transition(to: .failed, because: "lifted after \(formatNumber(movement.distance(to: .zero))) pt")
    }

    override func interrupt(because reason: String) {
        timer?.cancel()
        super.interrupt(because: reason)
    }

    override func reset() {
        timer?.cancel()
        timer = nil
        start = .zero
        mostTouches = 0
    }

    override var traceDetail: String { "location=\(formatPoint(start))" }

    /// How far the required fingers' centroid has moved since they all landed, in window points.
    private var movement: Point {
        touches.count == numberOfTouchesRequired ? centroid(touches.map(\.locationInWindow)) - start : .zero
    }

    /// Recognizes or fails the swipe from where the fingers are now.
    private func judge() {
        guard state == .possible, !isWaitingForFailure, touches.count == numberOfTouchesRequired else { return }
        let thresholds = UncertainRules.swipeThresholds
        let moved = movement
        // Along and across each allowed direction: "mostly in an allowable direction".
        let ahead = direction.directions.map { d -> (along: Double, across: Double) in
            let v = d.unitVector
            return (moved.x * v.x + moved.y * v.y, abs(moved.x * v.y - moved.y * v.x))
        }.filter { $0.along > $0.across }
        if ahead.contains(where: { $0.along >= thresholds.minimumDistance }) {
            timer?.cancel()
            return transition(to: .recognized)
        }
        let distance = moved.distance(to: .zero)
        if ahead.isEmpty && distance > thresholds.slop {
            timer?.cancel()
            transition(to: .failed, because: "moved \(formatPoint(moved)), not mostly \(direction)")
        }
    }
}
