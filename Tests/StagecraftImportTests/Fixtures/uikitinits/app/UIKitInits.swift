import UIKit

// Inits an app's extensions add to UIKit classes (the idiom of drawer libraries): each delegates
// to UIKit's designated init, then sets up the object it made.

extension UIGestureRecognizer {
    /// Makes the recognizer and adds it to `view`.
    convenience init(addTo view: UIView, target: Any, action: Selector) {
        self.init(target: target, action: action)
        view.addGestureRecognizer(self)
    }

    /// The same for a view that may be missing: no recognizer then.
    convenience init?(addTo view: UIView?, target: Any, action: Selector) {
        guard let view = view else { return nil }
        self.init(addTo: view, target: target, action: action)
    }
}

extension UIView {
    /// A named, coloured view of a fixed size.
    convenience init(name: String, color: UIColor) {
        self.init(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        accessibilityIdentifier = name
        backgroundColor = color
    }
}

extension UILabel {
    /// A label showing `caption`; an early return still gives the label.
    convenience init(caption: String) {
        self.init(frame: .zero)
        accessibilityIdentifier = "caption"
        guard !caption.isEmpty else { return }
        text = caption
    }
}
