/// `CAMediaTiming` on a layer: `speed`, `timeOffset`, `beginTime`, and `convertTime` (CA1).
///
/// Every animation of a view (animation blocks and `add(_:forKey:)`) runs in its layer's local
/// time, so `speed = 0` on a container freezes every animation under it, `timeOffset` scrubs them,
/// and Technical Q&A QA1673's resume recipe continues exactly from the paused moment. This is the
/// "paused layer" technique of hand-written interactive transitions.
extension Layer {
    /// Bounds on the timing values: past them the engine's sums of seconds lose the precision a
    /// frame needs (1e9 s is 31 years; a speed of 1e6 runs a 1-s animation in a microsecond).
    /// Core Animation takes any float; these refuse what no transition means.
    public static let maximumTimeMagnitude = 1e9
    public static let maximumSpeedMagnitude = 1e6

    /// Why `value` cannot be the layer's `property` (`speed`, `timeOffset` or `beginTime`), or nil.
    public static func mediaTimingProblem(_ property: String, _ value: Double) -> String? {
        let limit = property == "speed" ? maximumSpeedMagnitude : maximumTimeMagnitude
        guard value.isFinite else { return "\(value) is not a finite number" }
        guard abs(value) <= limit else { return "\(value) is beyond ±\(limit)" }
        return nil
    }

    /// Local seconds per second of the parent's time; 0 pauses the layer and everything under it.
    public var speed: Double {
        get { timing.speed }
        set { setTiming("speed", newValue) { $0.speed = newValue } }
    }

    /// Added to the local time: with `speed == 0`, the local time itself (how a paused layer scrubs).
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { setTiming("timeOffset", newValue) { $0.timeOffset = newValue } }
    }

    /// The parent time at which the layer's local time is `timeOffset`.
    public var beginTime: Double {
        get { timing.beginTime }
        set { setTiming("beginTime", newValue) { $0.beginTime = newValue } }
    }

    /// The layer's local time as a function of media time, through every layer above it.
    public var clock: LayerClock { view.layerClock(below: nil) }

    /// `convertTime(_:from:)`: `time` in `other`'s time space (media time when nil) in this layer's.
    /// Nil when `other`'s time stands still relative to the layers the two share (a paused layer on
    /// its way up): every time of this layer then matches that one time.
    public func convertTime(_ time: Double, from other: Layer?) -> Double? {
        guard let other else { return clock.time(at: time) }
        let shared = view.nearestCommonAncestor(with: other.view)
        guard let common = other.view.layerClock(below: shared).parentTime(at: time) else { return nil }
        return view.layerClock(below: shared).time(at: common)
    }

    /// `convertTime(_:to:)`: `time` in this layer's time space in `other`'s (media time when nil).
    public func convertTime(_ time: Double, to other: Layer?) -> Double? {
        guard let other else { return clock.parentTime(at: time) }
        return other.convertTime(time, from: self)
    }

    private func setTiming(_ property: String, _ value: Double, _ change: (inout MediaTiming) -> Void) {
        if let problem = Self.mediaTimingProblem(property, value) { return view.refuse("layer.\(property)", problem) }
        change(&timing)
        Engine.current?.layerTimingChanged()
    }
}

/// `CACurrentMediaTime()`: the engine's virtual clock, in seconds.
public func currentMediaTime() -> Double { Engine.current?.now ?? 0 }

/// A layer's own `CAMediaTiming` values.
struct MediaTiming: Equatable {
    var speed = 1.0
    var timeOffset = 0.0
    var beginTime = 0.0

    static let standard = MediaTiming()
}

extension View {
    /// The local time of this view's layer as a function of the local time of `ancestor`'s layer
    /// (media time when nil, or when `ancestor` is not above it).
    func layerClock(below ancestor: View?) -> LayerClock {
        var clock = LayerClock.identity
        var current: View? = self
        while let view = current, view !== ancestor {
            if let timing = view.layerObject?.timing, timing != .standard {
                clock = clock.after(speed: timing.speed, timeOffset: timing.timeOffset, beginTime: timing.beginTime)
            }
            current = view.superview
        }
        return clock
    }
}
