/// A scroll view's motion after a release or an animated scroll, along both axes, as a pure
/// function of time since it started (SV1.5–SV1.10).
struct ScrollMotion {
    /// One axis: still, coasting (then maybe bouncing off an edge, or stopping at it), springing
    /// back to an edge or page, or easing to an offset.
    enum Axis {
        case still(Double)
        case coast(ScrollPhysics.Deceleration, then: Edge?)
        case spring(ScrollPhysics.Bounce)
        case ease(ScrollPhysics.Ease)

        /// What happens when a coast reaches an edge at `time`: a bounce off it, or a stop.
        enum Edge {
            case bounce(time: Double, ScrollPhysics.Bounce)
            case stop(time: Double, at: Double)
        }

        func position(at t: Double) -> Double {
            switch self {
            case let .still(value): return value
            case let .coast(coast, edge):
                switch edge {
                case let .bounce(time, bounce)? where t >= time:
                    return t - time >= bounce.duration ? bounce.target : bounce.position(at: t - time)
                case let .stop(time, value)? where t >= time: return value
                default: return t >= coast.duration ? coast.restingPoint : coast.position(at: t)
                }
            case let .spring(bounce): return t >= bounce.duration ? bounce.target : bounce.position(at: t)
            case let .ease(ease): return ease.position(at: t)
            }
        }

        var duration: Double {
            switch self {
            case .still: return 0
            case let .coast(coast, edge):
                switch edge {
                case let .bounce(time, bounce)?: return time + bounce.duration
                case let .stop(time, _)?: return time
                case nil: return coast.duration
                }
            case let .spring(bounce): return bounce.duration
            case .ease: return ScrollPhysics.Ease.duration
            }
        }

        /// Where the axis ends.
        var end: Double { position(at: duration) }

        /// A release at `offset` with `velocity` (points per second, offset increasing) inside or past
        /// `range`: a coast that bounces off (or stops at) the edge it reaches, or a spring back to the
        /// edge the release was past.
        static func release(at offset: Double, velocity: Double, rate: Double, range: ClosedRange<Double>, bounces: Bool) -> Axis {
            if offset < range.lowerBound || offset > range.upperBound {
                let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
                return .spring(ScrollPhysics.Bounce(from: offset, to: edge, velocity: velocity))
            }
            let coast = ScrollPhysics.Deceleration(start: offset, velocity: velocity, rate: rate)
            guard coast.duration > 0 else { return .still(offset) }
            let rest = coast.restingPoint
            guard rest < range.lowerBound || rest > range.upperBound else { return .coast(coast, then: nil) }
            let edge = rest < range.lowerBound ? range.lowerBound : range.upperBound
            guard let time = coast.time(toReach: edge) else { return .coast(coast, then: nil) }
            if !bounces { return .coast(coast, then: .stop(time: time, at: edge)) }
            return .coast(coast, then: .bounce(time: time, ScrollPhysics.Bounce(from: edge, to: edge, velocity: coast.velocity(at: time))))
        }
    }

    enum Kind {
        /// After a release: `isDecelerating`, ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated: true)` and friends: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
    }

    let kind: Kind
    let startTime: Double
    let x: Axis
    let y: Axis

    var endTime: Double { startTime + max(x.duration, y.duration) }
    var finalOffset: Point { Point(x.end, y.end) }

    func offset(at time: Double) -> Point {
        let t = max(time - startTime, 0)
        return Point(x.position(at: t), y.position(at: t))
    }
}
