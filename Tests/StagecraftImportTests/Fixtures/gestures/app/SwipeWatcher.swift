import UIKit

/// Adds a DirectionalPan to a view and writes down the states its action saw, in order.
final class SwipeWatcher: NSObject {
    private(set) var states: [String] = []
    let pan: DirectionalPan

    init(view: UIView, direction: DirectionalPan.Direction) {
        pan = DirectionalPan(direction: direction)
        super.init()
        pan.addTarget(self, action: #selector(handle(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc private func handle(_ recognizer: DirectionalPan) {
        switch recognizer.state {
        case .began: states.append("began")
        case .changed: states.append("changed")
        case .ended: states.append("ended")
        case .cancelled: states.append("cancelled")
        default: break
        }
    }

    /// The states seen, without repeated "changed"s: "began changed ended".
    var summary: String {
        var kept: [String] = []
        for state in states where kept.last != state || state != "changed" {
            kept.append(state)
        }
        return kept.joined(separator: " ")
    }
}
