/// The value of one property over a whole keyframe block in the paced and cubic calculation
/// modes, which need all of the property's keyframes at once (T8.5, `CAKeyframeAnimation`):
///
/// - **paced**: straight segments through the keyframe values at constant speed over the total
///   distance; key times and the block's curve are ignored (Apple: "keyTimes and timingFunction
///   are ignored and keyframe times are automatically generated to give the animation a constant
///   velocity").
/// - **cubic**: a Catmull-Rom spline through the values, reached at their key times.
/// - **cubicPaced**: the same spline at constant speed along its length; key times and curve ignored.
///
/// Choices where Apple documents nothing, kept here (?): the key times of a property are the ends
/// of its keyframes, plus the start of a keyframe that begins after a pause (the value is held
/// there, as in linear mode), plus 0 and 1; the spline is uniform Catmull-Rom (Kochanek–Bartels
/// with tension, continuity and bias 0, Core Animation's defaults) with the end points doubled
/// for the end tangents; distances are Euclidean over the value's lanes (a transform's decomposed
/// components).
final class KeyframePath {
    enum Mode { case paced, cubic, cubicPaced }

    let mode: Mode
    private let values: [AnimatableValue]
    /// Cubic: the key time of each value. Paced: the cumulative length at each value.
    private let times: [Double]
    /// Paced: where along the path (the value's index) each length lies.
    private let samples: [Double]
    private let length: Double
    /// CubicPaced: the spline's arc length, exact (`CatmullRomArcLength`).
    private let arcLength: CatmullRomArcLength?

    /// The path of one property from its tracks in a keyframe block, in the order they were added.
    init(mode: Mode, tracks: [AnimationTrack]) {
        self.mode = mode
        var values: [AnimatableValue] = []
        var times: [Double] = []
        func add(_ time: Double, _ value: AnimatableValue) {
            if let last = times.last, time <= last + 1e-12 { values[values.count - 1] = value } else {
                times.append(time)
                values.append(value)
            }
        }
        if mode == .cubic {
            if let first = tracks.first { add(0, first.from) }
            for track in tracks {
                if let last = times.last, track.spanStart > last + 1e-12 { add(track.spanStart, values[values.count - 1]) }
                add(track.spanEnd, track.to)
            }
            if let last = times.last, last < 1, let value = values.last { add(1, value) }
        } else {
            values = (tracks.first.map { [$0.from] } ?? []) + tracks.map(\.to)  // key times ignored
        }
        self.values = values
        switch mode {
        case .cubic:
            (self.times, samples, length, arcLength) = (times, [], 0, nil)
        case .paced:
            var cumulative = [0.0]
            for index in values.indices.dropFirst() { cumulative.append(cumulative[index - 1] + Self.distance(values[index - 1], values[index])) }
            (self.times, samples, length, arcLength) = (cumulative, values.indices.map(Double.init), cumulative.last ?? 0, nil)
        case .cubicPaced:
            let arc = CatmullRomArcLength(values: values)
            (self.times, samples, length, arcLength) = ([], [], arc.length, arc)
        }
    }

    /// The value at block progress `progress` (0…1).
    func value(at progress: Double) -> AnimatableValue {
        guard values.count > 1 else { return values.first ?? AnimatableValue(lanes: .zero) }
        let p = min(max(progress, 0), 1)
        switch mode {
        case .cubic:
            let segment = max(0, min((times.lastIndex { $0 <= p } ?? 0), values.count - 2))
            let span = times[segment + 1] - times[segment]
            return Self.catmullRom(values, segment, span > 0 ? (p - times[segment]) / span : 1)
        case .paced:
            guard length > 0 else { return values[0] }
            let target = p * length
            let index = max(0, min((times.lastIndex { $0 <= target } ?? 0), times.count - 2))
            let piece = times[index + 1] - times[index]
            let position = samples[index] + (piece > 0 ? (target - times[index]) / piece : 0) * (samples[index + 1] - samples[index])
            let segment = min(Int(position), values.count - 2)
            return AnimatableValue.interpolate(values[segment], values[segment + 1], position - Double(segment))
        case .cubicPaced:
            guard let arcLength, length > 0 else { return values[0] }
            let (segment, u) = arcLength.location(at: p * length)
            return Self.catmullRom(values, segment, u)
        }
    }

    /// Uniform Catmull-Rom between `values[segment]` and `values[segment + 1]` at `u` (0…1), as a
    /// cubic Hermite curve with tangents m_i = (P_{i+1} − P_{i−1}) / 2 and the ends doubled.
    static func catmullRom(_ values: [AnimatableValue], _ segment: Int, _ u: Double) -> AnimatableValue {
        let p1 = values[segment].lanes, p2 = values[segment + 1].lanes
        let p0 = segment > 0 ? values[segment - 1].lanes : p1
        let p3 = segment + 2 < values.count ? values[segment + 2].lanes : p2
        let m1 = (p2 - p0) * 0.5, m2 = (p3 - p1) * 0.5
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return AnimatableValue(lanes: p1 * h00 + m1 * h10 + p2 * h01 + m2 * h11)
    }

    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        let d = b.lanes - a.lanes
        return (d * d).sum().squareRoot()
    }
}

extension AnimationGroup {
    /// Replaces each property's keyframe tracks by one track following their `KeyframePath` (T8.5),
    /// in place of the property's first track.
    func followPaths(_ mode: KeyframePath.Mode) {
        updateTracks { tracks in
            var result = ContiguousArray<AnimationTrack>()
            // A 3D transform has no lanes to pace or spline: its keyframes stay linear segments.
            result.append(contentsOf: tracks.filter { $0.key.isMatrix })
            for track in tracks where !track.key.isMatrix && !result.contains(where: { $0.view === track.view && $0.key == track.key }) {
                let own = tracks.filter { $0.view === track.view && $0.key == track.key }
                guard let first = own.first, let last = own.last else { continue }
                result.append(AnimationTrack(
                    view: first.view, key: first.key, from: first.from, to: last.to, spanStart: 0, spanEnd: 1,
                    holdsBeforeStart: true, isDiscrete: false, path: KeyframePath(mode: mode, tracks: own), isStacked: first.isStacked))
            }
            tracks = result
        }
    }
}
