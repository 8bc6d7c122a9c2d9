/// What a constraint or anchor refers to: a view, or one of a view's guides. Weak, as UIKit's
/// constraints do not keep their items alive (a view holds the constraints installed on it, so a
/// strong reference back would be a cycle).
struct LayoutItemReference {
    weak var view: View?
    /// The guide of `view` meant, nil for the view itself.
    let guide: LayoutGuide.Kind?

    init(view: View, guide: LayoutGuide.Kind? = nil) {
        self.view = view
        self.guide = guide
    }

    /// The item as UIKit's `firstItem` gives it: the view or a guide object (nil once the view is gone).
    var object: AnyObject? {
        guard let view else { return nil }
        guard let guide else { return view }
        return LayoutGuide(kind: guide, owningView: view)
    }

    /// How reports name it: `card`, `root.safeAreaLayoutGuide`.
    var displayName: String {
        guard let view else { return "(released)" }
        guard let guide else { return view.displayName }
        return "\(view.displayName).\(guide.propertyName)"
    }

    func isSame(as other: LayoutItemReference) -> Bool { view === other.view && guide == other.guide }
}
