/// UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` (KT1.1): a static copy
/// of one part of a view's rendered content. Apple's CustomTransitions sample cuts its
/// checkerboard's tiles this way (there from a rendered image; in Lua a tile is this snapshot).
extension View {
    /// A snapshot of the part `rect` (in this view's bounds coordinates) of the rendered content.
    ///
    /// The result is `rect.size` big, at the origin, with an identity transform, and clips to its
    /// bounds: its one subview is a copy of the subtree (as `snapshotView`, T10.4) placed so that
    /// `rect.origin` shows at its top left. Content outside this view's bounds that the view does
    /// not clip shows too, as it does on screen. What cannot show in `rect` may be left out of the
    /// copy (a plain view's background outside it, leaves that miss it): the picture is the same.
    ///
    /// `capInsets` are checked but a resized snapshot does not stretch its content (UIKit stretches
    /// the part inside the insets): the copy keeps its size, anchored at the top left (KT1.1).
    ///
    /// - Returns: nil, with an `invalid-value` diagnostic, when `rect` or `capInsets` are not
    ///   finite, `rect` has a negative size, or an inset is negative (UIKit returns nil or draws
    ///   nothing for these).
    public func resizableSnapshotView(from rect: Rect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets) -> View? {
        let insets = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        guard rect.isFinite, rect.size.width >= 0, rect.size.height >= 0,
              insets.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            Engine.current?.report(Diagnostic(
                kind: .invalidValue,
                message: "resizableSnapshotView(from: \(rect), …, withCapInsets: \(capInsets)) needs a finite rectangle of non-negative size and finite insets ≥ 0; no snapshot was made",
                subject: displayName))
            return nil
        }
        guard let content = snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let root = View(frame: Rect(0, 0, rect.size.width, rect.size.height))
        root.clipsToBounds = true
        // A point p of this view's bounds shows at p − rect.origin in the root. The copy keeps its
        // bounds (a scrolled view keeps its offset) unless only part of it can show (below).
        var shown = content.bounds
        if Self.drawsOnlyItsBounds(content) {
            content.pruneLeaves(outside: rect)   // rect, not the bounds: unclipped subviews may reach past them
            shown = shown.intersection(rect)
            if shown.isNull { shown = Rect(rect.origin.x, rect.origin.y, 0, 0) }
        }
        // Set directly, as snapshotView sets its copy: never animated, even inside a block. The
        // copy's anchor is the middle and its transform the identity (T10.4).
        var values = content.model
        values.bounds = shown
        values.center = Point(x: shown.origin.x - rect.origin.x + shown.size.width / 2,
                              y: shown.origin.y - rect.origin.y + shown.size.height / 2)
        content.model = values
        content.presentationStorage.pointee = values
        root.addSubview(content)
        root.name = content.name
        content.name = nil
        root.isTransitionSnapshot = content.isTransitionSnapshot
        content.isTransitionSnapshot = false
        return root
    }

    /// True for a plain view with square corners and no border, shadow, mask or 3D: what it draws
    /// of itself is its background over its bounds, so cutting its bounds down to the part a tile
    /// shows (moving the bounds origin keeps its subviews in place) draws the same tile. With the
    /// leaves that miss the tile left out, a checkerboard's 440 tiles hold a few views each rather
    /// than a copy of every view of the screen (smaller traces and players).
    private static func drawsOnlyItsBounds(_ view: View) -> Bool {
        type(of: view) == View.self && view.model.cornerRadius == 0 && view.model.style == .standard
    }

    /// Drops subviews that cannot draw inside `visible` (this view's bounds coordinates): plain
    /// views and labels with no subviews, no transform and no layer style, whose frame misses it.
    private func pruneLeaves(outside visible: Rect) {
        for child in subviews where child.subviews.isEmpty && child.model.style == .standard
            && child.model.transform.isIdentity && (type(of: child) == View.self || child is Label)
            && !child.frame.intersects(visible) {
            child.removeFromSuperview()
        }
    }
}
