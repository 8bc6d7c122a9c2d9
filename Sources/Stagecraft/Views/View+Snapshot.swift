/// Static copies of rendered content, UIKit's `snapshotView(afterScreenUpdates:)` (T10.4).
///
/// A snapshot is a new tree of plain views that look like the source subtree did: geometry,
/// alpha, background, corner radius, clipping, visibility, and each kind's own content (a
/// label's text, an image's name) through `makeSnapshotCopy()`. It shares nothing with the
/// source: later changes to either leave the other alone, and it runs no animations. Container
/// kinds (lists, grids, cells) copy as plain views: their content is in their copied subviews,
/// and a snapshot cannot scroll or reload.
///
/// The root of the snapshot has the source's bounds (so a scrolled source shows the same
/// content), an identity transform and a frame at the origin. Place it over the source with
/// `container.convert(source.bounds, from: source)` and copy the source's transform if needed.
extension View {
    /// A static copy of this view's rendered content (T10.4).
    ///
    /// - Parameter afterScreenUpdates: In UIKit, `true` commits pending changes before rendering,
    ///   so the copy shows the values the app set; `false` renders what is on screen now. Here
    ///   `true` copies the model values and `false` the presentation values (mid-animation ones
    ///   included). The model and the screen need no other catching up in a headless engine.
    /// - Returns: Never nil in Stagecraft; optional to match UIKit, where rendering can fail.
    ///   A hidden source renders nothing, so its snapshot is an empty view of the same size.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let source: PropertySource = afterScreenUpdates ? .model : .presentation
        let root: View
        if isHidden {
            root = View()
            root.model.bounds = properties(source).bounds
        } else {
            root = snapshotCopy(source)
        }
        var values = root.model
        values.setLayerTransform(.identity)  // the snapshot's own transform, 3D included, is identity
        values.anchorPoint = LayerProperties().anchorPoint
        values.center = Point(
            x: values.anchorPoint.x * values.bounds.width, y: values.anchorPoint.y * values.bounds.height)
        root.model = values
        root.presentationStorage.pointee = values
        root.name = "snapshot of \(displayName)"
        root.isTransitionSnapshot = (Engine.current?.transitionLedger.openCount ?? 0) > 0
        return root
    }

    /// A copy of this view and its subtree with the `source` values; see `makeSnapshotCopy()`.
    private func snapshotCopy(_ source: PropertySource) -> View {
        var copy = makeSnapshotCopy()
        // A copy that is the source itself or already has a place in a tree would tie the
        // snapshot to live views; fall back to a plain view rather than corrupt either tree.
        if copy === self || copy.superview != nil || !copy.subviews.isEmpty {
            Engine.current?.report(Diagnostic(
                kind: .hierarchyMisuse,
                message: "\(self).makeSnapshotCopy() must return a new view with no superview or subviews; a plain view was used",
                subject: displayName))
            copy = View()
        }
        let values = properties(source)
        copy.model = values
        copy.presentationStorage.pointee = values
        copy.name = name
        copy.tag = tag
        copy.isHidden = isHidden
        copy.clipsToBounds = clipsToBounds
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        for subview in subviews {
            // Appended directly: the copies are new, so none of addSubview's checks can fail.
            let child = subview.snapshotCopy(source)
            copy.subviews.append(child)
            child.superview = copy
        }
        return copy
    }
}
