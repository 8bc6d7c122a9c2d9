import Foundation
import Stagecraft

/// What moved in a trace, as one line for `stagecraft watch` after a save: each named view's x, y
/// (its frame's origin, transforms included), alpha, scale and rotation that changed, from its
/// first value to its last, over the time it was moving, and how far it went past its end value
/// (a spring's overshoot): `detail.x 390→0 pt over 0.30 s, overshoot -63 pt`. Each transition is
/// its own motion (the trace is cut where one begins): a present then a dismiss is `0→1`, then
/// `1→0`, not one `0→0` move whose whole way out reads as an overshoot. A motion starts at
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

    /// The motions of one part of a trace: those of one transition, or of what came before the first.
    public struct Part: Equatable, Sendable {
        /// The transition that began it (`present(detail)`), nil before the first one.
        public var transition: String?
        public var motions: [Motion]
    }

    /// The motions of `trace`'s named views, transition by transition, in the order the views first appear.
    public static func motions(in trace: Trace) -> [Motion] { parts(of: trace).flatMap(\.motions) }

    /// The trace cut where each transition begins, each part with its motions (parts where nothing
    /// moved left out). A part starts at the last frame before its transition began, so a motion
    /// starts from the value the view rested at.
    public static func parts(of trace: Trace) -> [Part] {
        let begins = trace.events.filter { $0.category == .transition && $0.name == "begin" }
        var cuts: [(start: Int, transition: String?)] = [(0, nil)]
        for begin in begins {
            let index = trace.frames.firstIndex { $0.time >= begin.time - 1e-9 } ?? trace.frames.count
            let start = max(0, index - 1)
            if cuts[cuts.count - 1].start == start { cuts[cuts.count - 1].transition = begin.subject } else { cuts.append((start, begin.subject)) }
        }
        return cuts.indices.compactMap { i in
            let end = i + 1 < cuts.count ? cuts[i + 1].start + 1 : trace.frames.count
            let found = motions(in: trace.frames[cuts[i].start..<min(max(end, cuts[i].start), trace.frames.count)])
            return found.isEmpty ? nil : Part(transition: cuts[i].transition, motions: found)
        }
    }

    /// The motions in `frames`, in the order the views first appear.
    static func motions(in frames: ArraySlice<TraceFrame>) -> [Motion] {
        var names: [String] = []
        var series: [String: [(time: Double, sample: ViewSample)]] = [:]
        // The animations recorded with each name's view, with the values they started from.
        var started: [String: [(start: Double, target: TraceAnimation.Target)]] = [:]
        for frame in frames {
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

    /// The motions as one line (`nothing moved` when nothing did), at most `limit` of them; each
    /// transition's named first when more than one moved (`present(detail): … · dismiss(detail): …`).
    public static func line(for trace: Trace, limit: Int = 6) -> String {
        let parts = parts(of: trace)
        guard !parts.isEmpty else { return "nothing moved" }
        let labelled = parts.count > 1
        var shown: [String] = [], left = limit, more = 0
        for part in parts {
            let taken = part.motions.prefix(max(0, left))
            more += part.motions.count - taken.count
            left -= taken.count
            guard !taken.isEmpty else { continue }
            let text = taken.map(\.description).joined(separator: "; ")
            shown.append(labelled ? "\(part.transition ?? "before any transition"): \(text)" : text)
        }
        return shown.joined(separator: " · ") + (more > 0 ? "; … \(more) more" : "")
    }
}
