/// A rectangle views are laid out against (UIKit's `UILayoutGuide`), without constraints: its
/// `layoutFrame` is computed from the owning view each time it is read, so code in
/// `layoutSubviews` / `viewWillLayoutSubviews` reads the current one.
public final class LayoutGuide {
    public enum Kind: String, Sendable { case safeArea, keyboard }

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
        }
    }
}
