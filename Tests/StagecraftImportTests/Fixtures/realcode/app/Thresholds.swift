#if os(iOS)
import UIKit

/// Settings shared through a static made on first use, declared above the init it calls.
final class Thresholds {
    static var shared = Thresholds()
    var minimumSpeed: CGFloat? = 1600
    var ratio: CGFloat = 0.3

    init() {}

    /// Optional's map: nil speed means "no speed check", not a list.
    func isFast(_ speed: CGFloat) -> Bool {
        minimumSpeed.map { speed > $0 } ?? false
    }
}

enum Edge {
    case top, bottom
}

/// A `case … where a || b`: the where clause is one condition.
struct EdgeCheck {
    func refusal(_ edge: Edge, velocity: CGFloat) -> String {
        switch edge {
        case .top where velocity > 0 || velocity < -5000:
            return "top"
        case .bottom where velocity < 0 || velocity > 5000:
            return "bottom"
        default:
            return "none"
        }
    }
}

/// One method of that name here, two overloads in Tracker: a typed receiver names the right one.
final class Other {
    func track(value: CGFloat) {}
}

final class Tracker {
    var last = ""
    func track(value: CGFloat) { last = "value \(value)" }
    func track(label: String) { last = "label \(label)" }
}

final class Driver {
    var tracker: Tracker?
    func drive() -> String {
        tracker = Tracker()
        tracker?.track(value: 2.5)
        return tracker?.last ?? "none"
    }

    func fast(_ speed: CGFloat) -> Bool { Thresholds.shared.isFast(speed) }

    /// `[a] + list`: a new array (SwipeTransition's delegate list).
    func all(_ more: [String]) -> [String] { ["first"] + more }
}
/// A haptic as a sheet snaps (PanModal's animator): recorded, as nothing here can feel it.
final class Snapper {
    private let feedback = UISelectionFeedbackGenerator()

    func snap() {
        feedback.prepare()
        feedback.selectionChanged()
    }
}
#endif
