/// A rectangle views are laid out against (UIKit's `UILayoutGuide`): its `layoutFrame` is
/// computed from the owning view each time it is read, so code in `layoutSubviews` /
/// `viewWillLayoutSubviews` reads the current one, and its anchors take part in Auto Layout
/// (View+AutoLayout.swift). A guide object is a handle: two reads of `safeAreaLayoutGuide` give
/// two objects for the same guide, and constraints on either are constraints on the guide.
public final class LayoutGuide {
    public enum Kind: String, Sendable {
        case safeArea, keyboard, margins

        /// The view property that gives the guide (for reports).
        var propertyName: String {
            switch self {
            case .safeArea: return "safeAreaLayoutGuide"
            case .keyboard: return "keyboardLayoutGuide"
            case .margins: return "layoutMarginsGuide"
            }
        }
    }

    public let kind: Kind
    public private(set) weak var owningView: View?

    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
    }

    /// The guide's rectangle in the owning view's coordinates (.zero once the view is gone).
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .keyboard: return view.keyboardLayoutFrame
        case .margins: return view.bounds.inset(by: view.effectiveLayoutMargins)
        }
    }
}
