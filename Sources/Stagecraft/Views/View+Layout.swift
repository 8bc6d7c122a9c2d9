/// Layout: autoresizing, `setNeedsLayout` / `layoutIfNeeded` and the deferred layout pass
/// (rules L1.x in docs/layout.md).
///
/// UIKit lays out at the end of the run-loop turn in which something asked for it; here that turn
/// is the engine's `async`: the first `setNeedsLayout()` of a turn schedules one pass over the
/// trees of every view marked since, top down. `layoutIfNeeded()` runs it at once, so inside an
/// animation block the frames `layoutSubviews` sets animate (the Auto Layout idiom, L1.4).
extension View {
    /// Marks the view for layout at the next pass (L1.2).
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        Engine.current?.layoutPending(self)
    }

    /// Lays out now, if a layout is pending: from the highest ancestor that needs layout, the
    /// whole tree under it (CALayer's documented `layoutIfNeeded`), L1.3.
    public func layoutIfNeeded() {
        var top: View = self
        var node = superview
        while let ancestor = node {
            if ancestor.needsLayout { top = ancestor }
            node = ancestor.superview
        }
        top.layoutTree()
    }

    /// The pass: each view that needs layout, parents before children — the controller's
    /// `viewWillLayoutSubviews`, the view's `layoutSubviews`, then `viewDidLayoutSubviews` (L1.5);
    /// safe areas are brought up to date first (T11.5), which may mark views for layout.
    func layoutTree() { layoutTree(insets: safeAreaInsets) }

    private func layoutTree(insets: EdgeInsets) {
        updateSafeAreaInsets(insets)
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutTree(insets: subview.safeAreaInsets(inside: self, whose: insets)) }
    }

    /// Called by the frame and bounds setters: a new size autoresizes the subviews (L1.1) and
    /// needs a layout (L1.2), as in UIKit; a move alone does neither.
    func boundsSizeDidChange(from old: Size) {
        let new = model.bounds.size
        guard new != old else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizingMask.apply(to: subview.frame, from: old, to: new)
        }
        setNeedsLayout()
    }
}

extension Engine {
    /// Remembers a view marked for layout and schedules the pass if this turn has none yet.
    func layoutPending(_ view: View) {
        pendingLayout.append(view)
        guard pendingLayout.count == 1 else { return }
        async { [weak self] in self?.runLayoutPass() }
    }

    /// Lays out the trees of the views marked since the last pass.
    public func runLayoutPass() {
        let marked = pendingLayout
        pendingLayout = []
        var roots: [View] = []
        for view in marked where view.needsLayout {
            let root = view.rootView
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        for root in roots { root.layoutTree() }
    }
}
