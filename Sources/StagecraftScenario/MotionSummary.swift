import Foundation
import Stagecraft

/// What moved in a trace, as one line for `stagecraft watch` after a save: each named view's x, y
/// (its frame's origin, transforms included), alpha, scale and rotation that changed, from its
/// first value to its last, over the time it was moving, and how far it went past its end value
/// (a spring's overshoot): `detail.x 390→0 pt over 0.30 s, overshoot -63 pt`. A motion starts at
/// the value before it: the first recorded one, unless the view's first recorded frame is already
/// inside an animation of it (a view added and animated at once is first recorded a frame in),
/// when the trace's record of that animation gives the value it started from (SD3.1). Changing
/// an ease-out to linear does not change this line; a spring, a distance or a duration does.
public enum MotionSummary {
    /// One property's motion.
    public struct Motion: Equatable, Sendable, CustomStringConvertible {
        public var view: String
        public var property: String
        public var from: Double
        public var to: Double
        public var duration: Double
        /// How far past `to` it went, signed as the motion's direction (0 when it did not).
        public var overshoot: Double
        public var unit: String

        /// Points and degrees to 0.1, alpha and scale to 0.01, seconds to 0.01 (a frame at 60 Hz is 0.017 s).
        public var description: String {
            let digits = unit == " pt" || unit == "°" ? 1 : 2
            var text = "\(view).\(property) \(Self.number(from, digits))→\(Self.number(to, digits))\(unit) over \(String(format: "%.2f", duration)) s"
            if overshoot != 0 { text += ", overshoot \(Self.number(overshoot, digits))\(unit)" }
            return text
        }

        static func number(_ value: Double, _ digits: Int) -> String {
            var text = String(format: "%.\(digits)f", value)
            if text.contains(".") { while text.hasSuffix("0") { text.removeLast() } }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
    }

    /// The properties read, with the least change that counts (half a point, half a percent, half a
    /// degree), and the animated keys that move them.
    static let properties: [(name: String, unit: String, epsilon: Double, keys: Set<String>, read: @Sendable (ViewSample) -> Double)] = [
        ("x", " pt", 0.5, ["center", "bounds", "transform", "transform3D"], { $0.frame.minX }),
        ("y", " pt", 0.5, ["center", "bounds", "transform", "transform3D"], { $0.frame.minY }),
        ("alpha", "", 0.005, ["alpha"], { $0.alpha }),
        ("scale", "×", 0.005, ["transform", "transform3D"], { ($0.transform.a * $0.transform.a + $0.transform.b * $0.transform.b).squareRoot() }),
        ("rotation", "°", 0.5, ["transform", "transform3D"], { atan2($0.transform.b, $0.transform.a) * 180 / .pi }),
    ]

    /// The motions of `trace`'s named views, in the order the views first appear.
    public static func motions(in trace: Trace) -> [Motion] {
        var names: [String] = []
        var series: [String: [(time: Double, sample: ViewSample)]] = [:]
        // The animations recorded with each name's view, with the values they started from.
        var started: [String: [(start: Double, target: TraceAnimation.Target)]] = [:]
        for frame in trace.frames {
            var seen = Set<String>()
            var named: [Int: String] = [:]
            for view in frame.views {
                guard let name = view.name, seen.insert(name).inserted else { continue }  // a name's first view per frame
                if series[name] == nil { names.append(name) }
                series[name, default: []].append((frame.time, view))
                named[view.id] = name
            }
            for animation in frame.animations {
                for target in animation.targets {
                    if let name = named[target.from.id] { started[name, default: []].append((animation.start, target)) }
                }
            }
        }
        var motions: [Motion] = []
        for name in names {
            let samples = series[name] ?? []
            guard let first = samples.first else { continue }
            for property in properties {
                var values = samples.map { property.read($0.sample) }
                var times = samples.map(\.time)
                // Recorded mid-motion: the motion starts where its animation started, before the first frame.
                if let before = started[name]?.first(where: { $0.start < first.time - 1e-9 && !property.keys.isDisjoint(with: $0.target.keys) }) {
                    values.insert(property.read(before.target.from), at: 0)
                    times.insert(before.start, at: 0)
                }
                guard values.allSatisfy(\.isFinite), let low = values.min(), let high = values.max(), high - low > property.epsilon else { continue }
                let (from, to) = (values[0], values[values.count - 1])
                // Moving from the frame before the first change to the frame after the last.
                let began = values.firstIndex { abs($0 - from) > property.epsilon }.map { max(0, $0 - 1) } ?? 0
                let settled = values.lastIndex { abs($0 - to) > property.epsilon }.map { min(values.count - 1, $0 + 1) } ?? values.count - 1
                let past = to >= from ? high - to : low - to
                motions.append(Motion(view: name, property: property.name, from: from, to: to,
                                      duration: times[settled] - times[began],
                                      overshoot: abs(past) > property.epsilon ? past : 0, unit: property.unit))
            }
        }
        return motions
    }

    /// The motions as one line (`nothing moved` when nothing did), at most `limit` of them.
    public static func line(for trace: Trace, limit: Int = 6) -> String {
        let all = motions(in: trace)
        guard !all.isEmpty else { return "nothing moved" }
        let shown = all.prefix(limit).map(\.description).joined(separator: "; ")
        return all.count > limit ? shown + "; … \(all.count - limit) more" : shown
    }
}
