/// A view's Auto Layout state, made on first use so that frame-based views carry one pointer.
final class AutoLayoutState {
    /// UIKit's default for views made in code: the frame is the truth, fixed by constraints made
    /// from it (its autoresizing mask's constraints), so frame-based code is unchanged.
    var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints whose nearest common ancestor is this view (UIKit's `view.constraints`).
    var installed: [LayoutConstraint] = []
    /// The solver of the tree this view is the root of (only on roots; see ConstraintLayout).
    var session: ConstraintLayout?
    /// `setNeedsUpdateConstraints()` was called: `updateConstraints()` runs before the next solve.
    var needsUpdateConstraints = false
    /// The frame the last solve gave this view, waiting for its superview's layout pass.
    var pendingFrame: Rect?

    var horizontalHugging = LayoutPriority.defaultLow
    var verticalHugging = LayoutPriority.defaultLow
    var horizontalCompressionResistance = LayoutPriority.defaultHigh
    var verticalCompressionResistance = LayoutPriority.defaultHigh

    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var insetsLayoutMarginsFromSafeArea = true
}
