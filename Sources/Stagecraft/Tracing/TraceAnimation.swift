/// An animation as the trace records it (SD2.5, docs/studio.md): its timing in the words of the API
/// that made it, when it starts and how long one pass lasts, and the views it moves with the
/// values they had before it (what `watch`'s motion line starts from, SD3.1).
///
/// Recorded on the first frame the tracer sees it running (`TraceFrame.animations`); a property
/// animator continued with new timing is recorded again, with the new curve, from then on.
public struct TraceAnimation: Hashable, Sendable {
    /// One view it animates.
    public struct Target: Hashable, Sendable {
        /// The properties it animates (`AnimatableKey` names: center, bounds, transform, alpha…).
        public var keys: [String]
        /// The view (its trace id and kind) with the values it had before the motion: what it
        /// shows at the frame the animation was recorded, with the animated properties at their
        /// start values.
        public var from: ViewSample

        public init(keys: [String], from: ViewSample) {
            self.keys = keys
            self.from = from
        }
    }

    /// `.easeInOut`, `spring(dampingRatio: 0.6, initialVelocity: 0)`… (`CurveLabel`).
    public var curve: String
    /// Engine time at which the motion begins (its delay included). An animation on a paused
    /// timeline (an interactive transition) or a paused property animator is placed as if its
    /// clock ran at normal speed.
    public var start: Double
    /// Seconds for one pass (a repeat, or each way of an autoreverse).
    public var duration: Double
    /// How many passes (`.infinity` for `.repeat`).
    public var repeatCount: Double
    public var autoreverses: Bool
    public var targets: [Target]

    public init(curve: String, start: Double, duration: Double, repeatCount: Double = 1, autoreverses: Bool = false, targets: [Target]) {
        self.curve = curve
        self.start = start
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.targets = targets
    }
}
