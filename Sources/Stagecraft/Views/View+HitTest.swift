/// Finding the view under a point, with UIKit's rules.
///
/// `hitTest(_:)` (declared on `View` so subclasses can override it) skips a view that is hidden,
/// has interaction disabled or an alpha below 0.01, or does not contain the point
/// (`point(inside:)`, the bounds by default); otherwise it asks the subviews front to back and
/// answers with the first hit, or the view itself. A subview that sticks out of its superview's
/// bounds cannot be hit there, whether or not the superview clips: the superview's own test
/// fails first. Hit-testing reads the model values, as UIKit tests the model layer tree — except
/// for a view a property animator is moving (T7.10, `hitTestSource`); a subview whose transform
/// collapses it (a zero scale) cannot be hit.
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
            let source = subview.hitTestSource
            if subview.stepIsProjective(source) {
                // Through a 3D transform: the point of the subview's plane under this one (L2.5).
                guard let local = subview.projectiveToSuperview(source).inverse?.apply(to: point) else { continue }
                if let hit = subview.hitTest(local) { return hit }
                continue
            }
            guard let toSubview = subview.transformToSuperview(source).invertedIfPossible else { continue }
            if let hit = subview.hitTest(toSubview.apply(to: point)) { return hit }
        }
        return self
    }

    /// The view under `point`, given in window coordinates, in this view's window (or tree).
    public func hitTest(windowPoint point: Point) -> View? { rootView.hitTest(point) }

    /// T7.10: the geometry a touch finds the view at. While a running or paused property animator
    /// moves it (its position, size or transform) and `isManualHitTestingEnabled` is false, that is
    /// where it is drawn, so a finger can catch a flying view mid-flight (WWDC 2016 session 216);
    /// otherwise, a plain `UIView.animate` included, the model (final) values. Geometry only: whether
    /// the view takes touches at all (`acceptsHits`: hidden, interaction, alpha) stays the model's.
    public var hitTestSource: PropertySource {
        for key in [AnimatableKey.center, .bounds, .transform, .transform3D] {
            if let animator = animationSlots[key]?.propertyAnimator, animator.state == .active, !animator.isManualHitTestingEnabled {
                return .presentation
            }
        }
        return .model
    }
}
