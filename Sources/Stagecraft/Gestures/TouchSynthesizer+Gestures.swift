import Foundation

/// The common gestures, built as `TouchSequence`s and played with `perform(_:startTime:)`.
///
/// Each returns the engine time at which its last finger lifts, or nil (with a `.gestureMisuse`
/// diagnostic) when its parameters cannot make a gesture. Points are in window coordinates.
extension TouchSynthesizer {
    /// One finger dragged from `start` to `end` in `duration` seconds along `curve`, held still
    /// for `hold` seconds, then lifted reporting `releaseVelocity` (points per second) if given.
    @discardableResult
    public func pan(from start: Point, to end: Point, duration: Double, curve: TimingFunction = .linear, hold: Double = 0,
                    releaseVelocity: Point? = nil, startTime: Double? = nil) -> Double? {
        let path = TouchPath.line(from: start, to: end, duration: duration, curve: curve, hold: hold, releaseVelocity: releaseVelocity)
        return perform(TouchSequence(name: "pan", fingers: [path]), startTime: startTime)
    }

    /// One finger landing `inset` points inside the window's `edge` (at `offset` along it,
    /// the middle when nil) and dragged `distance` points straight inwards, as an edge swipe.
    /// `releaseVelocity` is the inward speed at the lift, in points per second.
    @discardableResult
    public func edgePan(from edge: RectEdge, inset: Double = 5, offset: Double? = nil, distance: Double, duration: Double,
                        curve: TimingFunction = .linear, hold: Double = 0, releaseVelocity: Double? = nil,
                        startTime: Double? = nil) -> Double? {
        guard edge.edges.count == 1 else { return refuseGesture("edgePan", "edge must be one of top, left, bottom, right, not \(edge)") }
        for (label, value) in [("inset", inset), ("distance", distance), ("offset", offset ?? 0), ("releaseVelocity", releaseVelocity ?? 0)] where !value.isFinite {
            return refuseGesture("edgePan", "\(label) \(formatNumber(value)) is not finite")
        }
        let bounds = window.model.bounds
        let start: Point, inward: Point
        switch edge {
        case .top: (start, inward) = (Point(offset ?? bounds.midX, bounds.minY + inset), Point(0, 1))
        case .left: (start, inward) = (Point(bounds.minX + inset, offset ?? bounds.midY), Point(1, 0))
        case .bottom: (start, inward) = (Point(offset ?? bounds.midX, bounds.maxY - inset), Point(0, -1))
        default: (start, inward) = (Point(bounds.maxX - inset, offset ?? bounds.midY), Point(-1, 0))
        }
        let path = TouchPath.line(from: start, to: start + inward * distance, duration: duration, curve: curve, hold: hold,
                                  releaseVelocity: releaseVelocity.map { inward * $0 })
        return perform(TouchSequence(name: "edgePan", fingers: [path]), startTime: startTime)
    }

    /// Two fingers on either side of `center`, along the direction `angle` (radians, 0 = horizontal),
    /// moving symmetrically from `fromDistance` apart to `toDistance` apart in `duration` seconds.
    /// `releaseVelocity` is how fast the distance between them changes at the lift, in points per
    /// second (each finger moves at half of it).
    @discardableResult
    public func pinch(center: Point, fromDistance: Double, toDistance: Double, angle: Double = 0, duration: Double,
                      curve: TimingFunction = .linear, hold: Double = 0, releaseVelocity: Double? = nil,
                      startTime: Double? = nil) -> Double? {
        guard fromDistance.isFinite, toDistance.isFinite, fromDistance > 0, toDistance >= 0 else {
            return refuseGesture("pinch", "distances \(formatNumber(fromDistance)) → \(formatNumber(toDistance)) must be finite, the first > 0 and the second ≥ 0")
        }
        guard angle.isFinite, releaseVelocity?.isFinite ?? true else { return refuseGesture("pinch", "angle and releaseVelocity must be finite") }
        let axis = Point(cos(angle), sin(angle))
        let fingers = [-1.0, 1.0].map { (side: Double) -> TouchPath in
            let start: Point = center + axis * (side * fromDistance / 2)
            let end: Point = center + axis * (side * toDistance / 2)
            let release: Point? = releaseVelocity.map { axis * (side * $0 / 2) }
            return TouchPath.line(from: start, to: end, duration: duration, curve: curve, hold: hold, releaseVelocity: release)
        }
        return perform(TouchSequence(name: "pinch", fingers: fingers), startTime: startTime)
    }

    /// `numberOfTaps` taps at `point`, each `numberOfTouches` fingers (all on `point`) pressed for
    /// `duration` seconds, `interval` seconds apart (from one lift to the next landing).
    @discardableResult
    public func tap(at point: Point, numberOfTaps: Int = 1, numberOfTouches: Int = 1, duration: Double = 0.05,
                    interval: Double = 0.15, startTime: Double? = nil) -> Double? {
        guard numberOfTaps >= 1, numberOfTouches >= 1 else {
            return refuseGesture("tap", "\(numberOfTaps) taps of \(numberOfTouches) touches; both must be at least 1")
        }
        guard interval.isFinite, interval >= 0 else { return refuseGesture("tap", "interval \(formatNumber(interval)) must be a finite number ≥ 0") }
        let fingers = (0..<numberOfTaps).flatMap { tap in
            Array(repeating: TouchPath.press(at: point, duration: duration, delay: Double(tap) * (duration + interval)), count: numberOfTouches)
        }
        return perform(TouchSequence(name: "tap", fingers: fingers), startTime: startTime)
    }

    /// `numberOfTouches` fingers pressing `point` for `duration` seconds without moving, then lifting
    /// (a long press: T12.4). Unlike `tap`, the duration has no default: how long a press lasts is
    /// what a long press is about.
    @discardableResult
    public func press(at point: Point, duration: Double, numberOfTouches: Int = 1, startTime: Double? = nil) -> Double? {
        guard numberOfTouches >= 1 else { return refuseGesture("press", "\(numberOfTouches) touches; must be at least 1") }
        let fingers = Array(repeating: TouchPath.press(at: point, duration: duration), count: numberOfTouches)
        return perform(TouchSequence(name: "press", fingers: fingers), startTime: startTime)
    }

    private func refuseGesture(_ name: String, _ problem: String) -> Double? {
        engine.report(Diagnostic(kind: .gestureMisuse, message: "\(name) not performed: \(problem)", subject: name))
        return nil
    }
}
