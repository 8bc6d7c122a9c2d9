/// One property of one view animated by a group: from → to over a span of the group's progress.
///
/// A plain animation block gives each track the span 0…1; a keyframe gives its own span, and
/// several keyframes of one property become consecutive tracks of the same group.
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

    init(view: View, key: AnimatableKey, from: AnimatableValue, to: AnimatableValue, spanStart: Double, spanEnd: Double,
         holdsBeforeStart: Bool, isDiscrete: Bool) {
        self.view = view
        self.key = key
        self.from = from
        self.to = key == .transform ? to.shortestTurn(from: from) : to
        self.spanStart = spanStart
        self.spanEnd = spanEnd
        self.holdsBeforeStart = holdsBeforeStart
        self.isDiscrete = isDiscrete
    }

    /// Points the track at a new end value (the property was set again in the same block).
    mutating func retarget(_ value: AnimatableValue) {
        to = key == .transform ? value.shortestTurn(from: from) : value
    }

    /// True when the track spans the whole group with continuous interpolation.
    var spansWholeGroup: Bool { spanStart == 0 && spanEnd == 1 && !isDiscrete }

    /// Writes the track's value at group progress `progress` (after the outer keyframe curve) into
    /// the view's presentation values. `ease` maps the local fraction and real seconds to progress.
    @inline(__always)
    func apply(progress: Double, groupDuration: Double, timing: TimingFunction, linear: Bool) {
        if progress < spanStart {
            if holdsBeforeStart { from.write(key, into: &view.presentationStorage.pointee) }
            return
        }
        let length = spanEnd - spanStart
        let local = length > 0 ? min((progress - spanStart) / length, 1) : 1
        let eased: Double
        if isDiscrete {
            eased = local >= 1 ? 1 : 0
        } else if linear {
            eased = local
        } else {
            let seconds = length * groupDuration
            eased = timing.progress(elapsed: local * seconds, duration: seconds)
        }
        AnimatableValue.interpolate(from, to, eased).write(key, into: &view.presentationStorage.pointee)
    }
}
