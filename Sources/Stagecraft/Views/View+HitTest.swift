/// Finding the view under a point, with UIKit's rules.
///
/// `hitTest(_:)` (declared on `View` so subclasses can override it) skips a view that is hidden,
/// has interaction disabled or an alpha below 0.01, or does not contain the point
/// (`point(inside:)`, the bounds by default); otherwise it asks the subviews front to back and
/// answers with the first hit, or the view itself. A subview that sticks out of its superview's
/// bounds cannot be hit there, whether or not the superview clips: the superview's own test
/// fails first. Hit-testing reads the model values, as UIKit tests the model layer tree; a
/// subview whose transform collapses it (a zero scale) cannot be hit.
extension View {
    /// UIKit's alpha threshold below which a view ignores touches.
    public static let minimumHitTestAlpha = 0.01

    /// Whether this view takes part in hit-testing at all (visible, interactive, opaque enough).
    public var acceptsHits: Bool {
        !isHidden && isUserInteractionEnabled && model.alpha >= View.minimumHitTestAlpha
    }

    /// The default `hitTest(_:)`, for overrides that want to fall back on it.
    public func standardHitTest(_ point: Point) -> View? {
        guard acceptsHits, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            if subview.stepIsProjective(.model) {
                // Through a 3D transform: the point of the subview's plane under this one (L2.5).
                guard let local = subview.projectiveToSuperview(.model).inverse?.apply(to: point) else { continue }
                if let hit = subview.hitTest(local) { return hit }
                continue
            }
            guard let toSubview = subview.transformToSuperview(.model).invertedIfPossible else { continue }
            if let hit = subview.hitTest(toSubview.apply(to: point)) { return hit }
        }
        return self
    }

    /// The view under `point`, given in window coordinates, in this view's window (or tree).
    public func hitTest(windowPoint point: Point) -> View? { rootView.hitTest(point) }
}
