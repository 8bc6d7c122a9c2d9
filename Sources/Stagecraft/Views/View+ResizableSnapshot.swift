/// UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` (KT1.1): a static copy
/// of one part of a view's rendered content. Apple's CustomTransitions sample cuts its
/// checkerboard's tiles this way (there from a rendered image; in Lua a tile is this snapshot).
extension View {
    /// A snapshot of the part `rect` (in this view's bounds coordinates) of the rendered content.
    ///
    /// The result is `rect.size` big, at the origin, with an identity transform, and clips to its
    /// bounds: its one subview is a copy of the whole subtree (as `snapshotView`, T10.4) placed so
    /// that `rect.origin` shows at its top left. Content outside this view's bounds that the view
    /// does not clip shows too, as it does on screen.
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
        // The copy's bounds are this view's (a scrolled view keeps its offset): a point p of this
        // view's bounds shows at p − rect.origin in the root.
        let bounds = content.bounds
        content.frame = Rect(bounds.origin.x - rect.origin.x, bounds.origin.y - rect.origin.y,
                             bounds.size.width, bounds.size.height)
        root.addSubview(content)
        root.name = content.name
        content.name = nil
        root.isTransitionSnapshot = content.isTransitionSnapshot
        content.isTransitionSnapshot = false
        return root
    }
}
