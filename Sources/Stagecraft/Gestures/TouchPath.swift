/// How one finger moves during a touch sequence: when it lands, the path it follows, how long it
/// stays still at the end, and how fast it is going when it lifts.
///
/// Times are seconds. The finger lands `delay` after the sequence starts, follows its motion for
/// `duration`, holds still for `hold`, then lifts. Its velocity at any moment is the motion's
/// exact derivative (the timing curve's slope for a line, the slope of the current segment for
/// samples), so it does not depend on how often the path is sampled. When it lifts, it reports
/// `releaseVelocity` if given; otherwise zero after a hold, or the motion's velocity at its end.
public struct TouchPath: Sendable {
    /// A recorded position: `time` seconds after the sequence starts, the finger was at `point`.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var point: Point
        public init(time: Double, point: Point) {
            self.time = time
            self.point = point
        }
        public init(_ time: Double, _ point: Point) { self.init(time: time, point: point) }
    }

    /// The shape of the movement.
    public enum Motion: Sendable {
        /// From one point to another, progress following `curve` (linear, eased, or a spring).
        case line(from: Point, to: Point, curve: TimingFunction)
        /// Straight segments through samples, times relative to the landing (the first is at 0).
        case samples([Sample])
    }

    public var motion: Motion
    /// When the finger lands, in seconds after the sequence starts.
    public var delay: Double
    /// How long the motion lasts.
    public var duration: Double
    /// How long the finger stays still at the end of the motion before lifting.
    public var hold: Double
    /// The velocity reported when the finger lifts, in window points per second.
    public var releaseVelocity: Point?

    public init(motion: Motion, delay: Double = 0, duration: Double, hold: Double = 0, releaseVelocity: Point? = nil) {
        self.motion = motion
        self.delay = delay
        self.duration = duration
        self.hold = hold
        self.releaseVelocity = releaseVelocity
    }

    /// A finger moving from `start` to `end` in `duration` seconds along `curve`.
    public static func line(from start: Point, to end: Point, duration: Double, curve: TimingFunction = .linear,
                            delay: Double = 0, hold: Double = 0, releaseVelocity: Point? = nil) -> TouchPath {
        TouchPath(motion: .line(from: start, to: end, curve: curve), delay: delay, duration: duration, hold: hold, releaseVelocity: releaseVelocity)
    }

    /// A finger pressing `point` for `duration` seconds without moving (a tap, a long press).
    public static func press(at point: Point, duration: Double, delay: Double = 0) -> TouchPath {
        TouchPath(motion: .line(from: point, to: point, curve: .linear), delay: delay, duration: 0, hold: duration)
    }

    /// A finger through recorded samples (times from the sequence start, increasing): it lands at
    /// the first and moves in straight segments to the last.
    public static func samples(_ samples: [Sample], hold: Double = 0, releaseVelocity: Point? = nil) -> TouchPath {
        let start = samples.first?.time ?? 0
        let relative = samples.map { Sample(time: $0.time - start, point: $0.point) }
        return TouchPath(motion: .samples(relative), delay: start, duration: relative.last?.time ?? 0, hold: hold, releaseVelocity: releaseVelocity)
    }

    /// When the finger lifts, in seconds after the sequence starts.
    public var liftTime: Double { delay + duration + hold }

    /// Where the finger is `elapsed` seconds after landing (clamped to the motion).
    public func position(at elapsed: Double) -> Point {
        switch motion {
        case let .line(start, end, curve):
            guard elapsed > 0 else { return start }
            return start + (end - start) * Self.progress(curve, elapsed: min(elapsed, duration), duration: duration)
        case let .samples(samples):
            guard let first = samples.first, let last = samples.last else { return .zero }
            if elapsed <= first.time { return first.point }
            if elapsed >= last.time { return last.point }
            let index = segment(containing: elapsed, in: samples)
            let a = samples[index], b = samples[index + 1]
            return a.point + (b.point - a.point) * ((elapsed - a.time) / (b.time - a.time))
        }
    }

    /// The finger's velocity `elapsed` seconds after landing, in points per second: the left
    /// derivative at the end of the motion and at a sample (the speed it arrived with), zero
    /// once the motion is over.
    public func velocity(at elapsed: Double) -> Point {
        guard elapsed <= duration, duration > 0 else { return .zero }
        switch motion {
        case let .line(start, end, curve):
            return (end - start) * curve.progressRate(elapsed: max(elapsed, 0), duration: duration)
        case let .samples(samples):
            guard samples.count >= 2 else { return .zero }
            let index = segment(containing: max(elapsed, 0), in: samples)
            let a = samples[index], b = samples[index + 1]
            return (b.point - a.point) * (1 / (b.time - a.time))
        }
    }

    /// The curve's progress, exact for the linear curve: the Bézier solver would give it to 1e-7,
    /// enough noise to decide whether a linear drag has crossed a hysteresis on a given sample.
    private static func progress(_ curve: TimingFunction, elapsed: Double, duration: Double) -> Double {
        if case .bezier(let bezier) = curve, bezier == .linear, duration > 0 { return min(max(elapsed / duration, 0), 1) }
        return curve.progress(elapsed: elapsed, duration: duration)
    }

    /// The velocity reported when the finger lifts.
    var velocityAtLift: Point { releaseVelocity ?? (hold > 0 ? .zero : velocity(at: duration)) }

    /// What is wrong with the path, or nil when it can be performed.
    var problem: String? {
        for (label, value) in [("delay", delay), ("duration", duration), ("hold", hold)] where !(value.isFinite && value >= 0) {
            return "\(label) \(formatNumber(value)) must be a finite number ≥ 0"
        }
        if let releaseVelocity, !releaseVelocity.isFinite { return "release velocity \(formatPoint(releaseVelocity)) is not finite" }
        switch motion {
        case let .line(start, end, _):
            if !start.isFinite || !end.isFinite { return "path \(formatPoint(start)) → \(formatPoint(end)) has a non-finite point" }
        case let .samples(samples):
            if samples.isEmpty { return "no samples" }
            if let bad = samples.first(where: { !$0.point.isFinite || !$0.time.isFinite }) {
                return "sample \(formatPoint(bad.point)) at \(formatNumber(bad.time)) s is not finite"
            }
            if zip(samples, samples.dropFirst()).contains(where: { $0.time >= $1.time }) { return "sample times must increase" }
        }
        return nil
    }

    /// The index `i` of the segment `samples[i]…samples[i + 1]` with `t` in (t_i, t_i+1]
    /// (the first segment for `t` at the start). Binary search: recorded paths can be long.
    private func segment(containing t: Double, in samples: [Sample]) -> Int {
        var low = 0, high = samples.count - 1  // invariant: samples[low].time < t <= samples[high].time
        if t <= samples[0].time { return 0 }
        while high - low > 1 {
            let mid = (low + high) / 2
            if samples[mid].time < t { low = mid } else { high = mid }
        }
        return low
    }
}
