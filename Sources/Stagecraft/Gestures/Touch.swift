/// One finger on the screen, from landing to lifting (UIKit's `UITouch`).
///
/// The same object is updated through the whole sequence, as in UIKit. Locations are kept in
/// window coordinates; `velocityInWindow` is Stagecraft's addition: the synthesiser knows each
/// finger's path exactly, so recognizers read the path's derivative instead of estimating it
/// from past samples, which keeps velocities exact and independent of the sampling rate.
public final class Touch: CustomStringConvertible {
    /// What the touch did at its last delivery.
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    /// Engine time of the last delivery.
    public internal(set) var timestamp: Double
    /// The window the touch landed in. Weak, as UIKit's is: recognizers keep their touches, and
    /// the window keeps the recognizers (through its views), so a strong reference was a cycle
    /// that leaked the whole window after a tap (LeakSanitizer, scripts/sanitize).
    public private(set) weak var window: Window?
    /// The view hit-testing found where the touch landed; nil when it landed outside every view.
    public internal(set) weak var view: View?
    /// Which finger of its touch sequence it is (0-based), for traces and messages.
    public let finger: Int
    /// The recognizers the touch was delivered to, closest view first.
    public var gestureRecognizers: [GestureRecognizer] { receivers.compactMap(\.recognizer) }
    /// Held weakly: each recognizer keeps its touches, so strong references both ways were a cycle
    /// that outlived the window whenever a gesture's view left it mid-touch (a tap on a dim that
    /// dismisses the sheet: LeakSanitizer, scripts/sanitize).
    private var receivers: [WeakRecognizer] = []

    func addGestureRecognizer(_ recognizer: GestureRecognizer) { receivers.append(WeakRecognizer(recognizer: recognizer)) }

    private struct WeakRecognizer {
        weak var recognizer: GestureRecognizer?
    }

    /// Where the touch is, in window coordinates.
    public internal(set) var locationInWindow: Point
    /// Where it was at the delivery before the last one, in window coordinates.
    public internal(set) var previousLocationInWindow: Point
    /// How fast it moves, in window points per second: the path's derivative while moving, the
    /// release velocity when lifting.
    public internal(set) var velocityInWindow: Point
    /// Set once a recognizer receiving this touch began or recognised its gesture.
    var wasRecognized = false
    /// The view it landed on got `touchesBegan` and has not yet had it end or be cancelled (T12.4).
    var isInView = false
    /// A recognizer that cancels touches in views recognised it: the view gets no more of it.
    var isTakenFromView = false
    /// Its `touchesBegan` waits for a recognizer that delays it (`delaysTouchesBegan`) to fail.
    var isDelayedFromView = false
    /// Its view got `touchesBegan`; and whether every responder passed that on (`wasHandledByResponder`).
    var wasDeliveredToView = false
    var passedUpTheWholeChain = false

    init(window: Window, finger: Int, location: Point, velocity: Point, timestamp: Double) {
        self.window = window
        self.finger = finger
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.velocityInWindow = velocity
        self.timestamp = timestamp
    }

    /// Where the touch is, in `view`'s bounds (window coordinates when nil).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was at the previous delivery, in `view`'s bounds.
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Moves the touch to a new sample.
    func update(phase: Phase, location: Point, velocity: Point, timestamp: Double) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        velocityInWindow = velocity
        self.timestamp = timestamp
    }

    public var description: String { "Touch#\(finger)<\(phase) at \(formatPoint(locationInWindow))>" }
}

/// `(x,y)` with `formatNumber`, the point form of gesture trace details.
func formatPoint(_ point: Point) -> String { "(\(formatNumber(point.x)),\(formatNumber(point.y)))" }

/// The mean of `points`; `.zero` for none.
func centroid(_ points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    let sum = points.reduce(Point.zero, +)
    return Point(x: sum.x / Double(points.count), y: sum.y / Double(points.count))
}
