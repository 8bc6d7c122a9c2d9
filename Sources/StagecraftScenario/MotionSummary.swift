import Foundation
import Stagecraft

/// What moved in a trace, as one line for `stagecraft watch` after a save: each named view's x, y
/// (its frame's origin, transforms included), alpha, scale and rotation that changed, from its
/// first value to its last, over the time it was moving, and how far it went past its end value
/// (a spring's overshoot): `detail.x 390→0 pt over 0.30 s, overshoot -63 pt`. A view's first
/// value is its first recorded one (a view added already animating starts one frame in). Changing an ease-out to
/// linear does not change this line; a spring, a distance or a duration does.
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

    /// The properties read, with the least change that counts (half a point, half a percent, half a degree).
    static let properties: [(name: String, unit: String, epsilon: Double, read: @Sendable (ViewSample) -> Double)] = [
        ("x", " pt", 0.5, { $0.frame.minX }),
        ("y", " pt", 0.5, { $0.frame.minY }),
        ("alpha", "", 0.005, { $0.alpha }),
        ("scale", "×", 0.005, { ($0.transform.a * $0.transform.a + $0.transform.b * $0.transform.b).squareRoot() }),
        ("rotation", "°", 0.5, { atan2($0.transform.b, $0.transform.a) * 180 / .pi }),
    ]

    /// The motions of `trace`'s named views, in the order the views first appear.
    public static func motions(in trace: Trace) -> [Motion] {
        var names: [String] = []
        var series: [String: [(time: Double, sample: ViewSample)]] = [:]
        for frame in trace.frames {
            var seen = Set<String>()
            for view in frame.views {
                guard let name = view.name, seen.insert(name).inserted else { continue }  // a name's first view per frame
                if series[name] == nil { names.append(name) }
                series[name, default: []].append((frame.time, view))
            }
        }
        var motions: [Motion] = []
        for name in names {
            let samples = series[name] ?? []
            for property in properties {
                let values = samples.map { property.read($0.sample) }
                guard values.allSatisfy(\.isFinite), let low = values.min(), let high = values.max(), high - low > property.epsilon else { continue }
                let (from, to) = (values[0], values[values.count - 1])
                // Moving from the frame before the first change to the frame after the last.
                let started = values.firstIndex { abs($0 - from) > property.epsilon }.map { max(0, $0 - 1) } ?? 0
                let settled = values.lastIndex { abs($0 - to) > property.epsilon }.map { min(values.count - 1, $0 + 1) } ?? values.count - 1
                let past = to >= from ? high - to : low - to
                motions.append(Motion(view: name, property: property.name, from: from, to: to,
                                      duration: samples[settled].time - samples[started].time,
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
