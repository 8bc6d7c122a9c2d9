/// One property of one view animated by a group: from → to over a span of the group's progress.
///
/// A plain animation block gives each track the span 0…1; a keyframe gives its own span, and
/// several keyframes of one property become consecutive tracks of the same group (or one track
/// following a `KeyframePath` in the paced and cubic calculation modes).
struct AnimationTrack {
    let view: View
    let key: AnimatableKey
    let from: AnimatableValue
    private(set) var to: AnimatableValue
    /// The part of the group's progress (0…1) this track runs in.
    let spanStart: Double
    let spanEnd: Double
    /// True for the first track of its property in the group: it shows `from` before its span starts
    /// (a delayed animation shows its start value, like Core Animation's backwards fill).
    let holdsBeforeStart: Bool
    /// `calculationModeDiscrete`: hold `from` until the span ends, then jump to `to`.
    let isDiscrete: Bool
    /// The paced and cubic calculation modes: the value follows this path over the whole group (T8.5).
    let path: KeyframePath?
    /// Set when other animations of the same property run at once: the group's `AdditiveStack` for
    /// the property writes the sum (T8.7), and the track writes nothing itself.
    var isStacked: Bool

    init(view: View, key: AnimatableKey, from: AnimatableValue, to: AnimatableValue, spanStart: Double, spanEnd: Double,
         holdsBeforeStart: Bool, isDiscrete: Bool, path: KeyframePath? = nil, isStacked: Bool = false) {
        self.view = view
        self.key = key
        self.from = from
        self.to = key == .transform ? to.shortestTurn(from: from) : to
        self.spanStart = spanStart
        self.spanEnd = spanEnd
        self.holdsBeforeStart = holdsBeforeStart
        self.isDiscrete = isDiscrete
        self.path = path
        self.isStacked = isStacked
    }

    /// Points the track at a new end value (the property was set again in the same block).
    mutating func retarget(_ value: AnimatableValue) {
        to = key == .transform ? value.shortestTurn(from: from) : value
    }

    /// True when the group's packed per-frame form can render the track, if it writes its own value
    /// (is not stacked): it spans the whole group with plain interpolation.
    /// A 3D transform is not lanes (it travels as a matrix) and never packs.
    var isPackable: Bool { spansWholeGroup && !key.isMatrix }

    /// True when the track's value is `from` interpolated to `to` by the group's eased progress.
    var spansWholeGroup: Bool { spanStart == 0 && spanEnd == 1 && !isDiscrete && path == nil }

    /// The track's value at group progress `progress` (after the outer keyframe curve), or nil when
    /// it has nothing to show yet (a later keyframe before its span). `timing` maps the local
    /// fraction and real seconds to progress; `axes`, when given, the x and y of a center (T12.5).
    @inline(__always)
    func value(progress: Double, groupDuration: Double, timing: TimingFunction, linear: Bool, axes: AxisTiming? = nil) -> AnimatableValue? {
        if let path { return path.value(at: progress) }
        if progress < spanStart { return holdsBeforeStart ? from : nil }
        let length = spanEnd - spanStart
        let local = length > 0 ? min((progress - spanStart) / length, 1) : 1
        let eased: Double
        if isDiscrete {
            eased = local >= 1 ? 1 : 0
        } else if linear {
            eased = local
        } else {
            let seconds = length * groupDuration
            if let axes, key == .center { return axes.interpolate(from, to, elapsed: local * seconds, duration: seconds) }
            eased = timing.progress(elapsed: local * seconds, duration: seconds)
        }
        return AnimatableValue.interpolate(from, to, eased)
    }

    /// Writes the track's value at group progress `progress` into the view's presentation values.
    @inline(__always)
    func apply(progress: Double, groupDuration: Double, timing: TimingFunction, linear: Bool, axes: AxisTiming? = nil) {
        guard let value = value(progress: progress, groupDuration: groupDuration, timing: timing, linear: linear, axes: axes) else { return }
        value.write(key, into: &view.presentationStorage.pointee)
    }
}
