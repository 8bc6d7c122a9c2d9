/// Recognises one or more quick taps (UIKit's `UITapGestureRecognizer`), a discrete gesture:
/// it goes straight from `.possible` to `.recognized` (`.ended`) when the last tap lifts.
///
/// Each tap must lift less than `maximumTapDuration` seconds after it landed, with no finger
/// moving more than `allowableMovement` points, and with exactly `numberOfTouchesRequired`
/// fingers (the most down at once during the tap). For several taps, each next tap must land
/// within `maximumTapInterval` seconds of the previous lift and within `maximumTapSeparation`
/// points of the first tap. Anything else fails the recognizer, with the reason in the trace.
/// The time limits run on the engine's clock, so a finger held too long fails the tap while it
/// is still down, as on a device.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far, in window points, a finger may move during a tap (the pan's hysteresis).
    public static let allowableMovement = 10.0
    /// A tap must lift sooner than this many seconds after landing.
    public static let maximumTapDuration = 0.5
    /// The longest pause, in seconds, between one tap's lift and the next tap's landing.
    public static let maximumTapInterval = 0.35
    /// How far, in window points, later taps may land from the first.
    public static let maximumTapSeparation = 45.0

    /// Taps that make the gesture (at least 1).
    public var numberOfTapsRequired = 1 {
        didSet {
            if numberOfTapsRequired < 1 {
                refuse("numberOfTapsRequired", "\(numberOfTapsRequired) is below 1")
                numberOfTapsRequired = oldValue
            }
        }
    }

    /// Fingers each tap is made with (at least 1).
    public var numberOfTouchesRequired = 1 {
        didSet {
            if numberOfTouchesRequired < 1 {
                refuse("numberOfTouchesRequired", "\(numberOfTouchesRequired) is below 1")
                numberOfTouchesRequired = oldValue
            }
        }
    }

    private var tapsCompleted = 0
    private var tapStart = 0.0
    private var mostTouchesInTap = 0
    private var firstTapLocation = Point.zero
    /// Where each finger of the current tap landed.
    private var landings: [(touch: Touch, point: Point)] = []
    /// Fails the tap when it is held too long or the next tap is late.
    private var timer: ScheduledAction?

    public override var kindName: String { "TapGestureRecognizer" }

    override var isAwaitingTouches: Bool { state == .possible && tapsCompleted > 0 }

    override func touchesBegan(_ newTouches: [Touch]) {
        if touches.count == newTouches.count, let first = newTouches.first {
            // A new tap starts.
            timer?.cancel()
            let point = centroid(newTouches.map(\.locationInWindow))
            if tapsCompleted == 0 {
                firstTapLocation = point
            } else if point.distance(to: firstTapLocation) > Self.maximumTapSeparation {
                return transition(to: .failed, because: "tap \(tapsCompleted + 1) landed \(formatNumber(point.distance(to: firstTapLocation))) pt from the first")
            }
            tapStart = first.timestamp
            mostTouchesInTap = 0
            landings = []
            failAfter(Self.maximumTapDuration, because: "held \(formatNumber(Self.maximumTapDuration)) s or longer")
        }
        landings += newTouches.map { ($0, $0.locationInWindow) }
        mostTouchesInTap = max(mostTouchesInTap, touches.count)
        lastLocation = centroid(touches.map(\.locationInWindow))
        if touches.count > numberOfTouchesRequired {
            transition(to: .failed, because: "\(touches.count) touches, requires \(numberOfTouchesRequired)")
        }
    }

    override func touchesMoved(_ moved: [Touch]) { checkMovement(of: moved) }

    override func touchesEnded(_ lifted: [Touch]) {
        checkMovement(of: lifted)
        guard state == .possible, touches.count == lifted.count, let last = lifted.first else { return }
        // The tap's last finger lifted.
        timer?.cancel()
        lastLocation = centroid(touches.map(\.locationInWindow))
        if last.timestamp - tapStart >= Self.maximumTapDuration {
            return transition(to: .failed, because: "held \(formatNumber(Self.maximumTapDuration)) s or longer")
        }
        if mostTouchesInTap != numberOfTouchesRequired {
            return transition(to: .failed, because: "\(mostTouchesInTap) touches, requires \(numberOfTouchesRequired)")
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            transition(to: .recognized)
        } else {
            failAfter(Self.maximumTapInterval, because: "tap \(tapsCompleted + 1) did not land within \(formatNumber(Self.maximumTapInterval)) s")
        }
    }

    override func interrupt(because reason: String) {
        timer?.cancel()
        super.interrupt(because: reason)
    }

    override func reset() {
        timer?.cancel()
        timer = nil
        tapsCompleted = 0
        mostTouchesInTap = 0
        landings = []
    }

    override var traceDetail: String { "location=\(formatPoint(lastLocation))" }

    private func checkMovement(of touches: [Touch]) {
        guard state == .possible else { return }
        for touch in touches {
            guard let landing = landings.first(where: { $0.touch === touch }) else { continue }
            let moved = touch.locationInWindow.distance(to: landing.point)
            if moved > Self.allowableMovement {
                timer?.cancel()
                return transition(to: .failed, because: "moved \(formatNumber(moved)) pt, more than \(formatNumber(Self.allowableMovement))")
            }
        }
    }

    private func failAfter(_ seconds: Double, because reason: String) {
        guard let engine = engine ?? Engine.current else { return }
        timer = engine.schedule(after: seconds) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.transition(to: .failed, because: reason)
        }
    }
}
