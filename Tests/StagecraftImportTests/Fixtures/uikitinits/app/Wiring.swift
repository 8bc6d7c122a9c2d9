import UIKit

/// Wires recognizers made by those inits to views, and writes down what they report.
final class Wiring: NSObject {
    var log: [String] = []
    var pan: UIPanGestureRecognizer?
    var tap: UITapGestureRecognizer?
    var missing: UITapGestureRecognizer?
    var edge: EdgePan?
    var badge: UIView?
    var caption: UILabel?
    var empty: UILabel?
    var tinted: Badge?

    func wire(_ pad: UIView, button: UIView?, edgeArea: UIView) {
        pan = UIPanGestureRecognizer(addTo: pad, target: self, action: #selector(panned(_:)))
        tap = UITapGestureRecognizer(addTo: button, target: self, action: #selector(tapped(_:)))
        let nothing: UIView? = nil
        missing = UITapGestureRecognizer(addTo: nothing, target: self, action: #selector(tapped(_:)))
        edge = EdgePan(addTo: edgeArea, target: self, action: #selector(edgePanned(_:)))
        edge?.edges = .left
        let badge = UIView(name: "badge", color: .red)
        pad.addSubview(badge)
        self.badge = badge
        caption = UILabel(caption: "hello")
        empty = UILabel(caption: "")
        tinted = Badge(name: "tinted", color: .blue)
    }

    @objc func panned(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .ended { log.append("pan") }
    }

    @objc func tapped(_ gesture: UITapGestureRecognizer) {
        log.append("tap")
    }

    @objc func edgePanned(_ gesture: EdgePan) {
        if gesture.state == .began {
            gesture.begins += 1
            log.append("edge")
        }
    }

    var summary: String { log.joined(separator: " ") }
}
