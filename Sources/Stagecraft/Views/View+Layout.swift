/// Layout: autoresizing, `setNeedsLayout` / `layoutIfNeeded` and the deferred layout pass
/// (rules L1.x in docs/layout.md).
///
/// UIKit lays out at the end of the run-loop turn in which something asked for it; here that turn
/// is the engine's `async`: the first `setNeedsLayout()` of a turn schedules one pass over the
/// trees of every view marked since, top down. `layoutIfNeeded()` runs it at once, so inside an
/// animation block the frames `layoutSubviews` sets animate (the Auto Layout idiom, LY1.4).
extension View {
    /// Marks the view for layout at the next pass (LY1.2).
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        Engine.current?.layoutPending(self)
    }

    /// Lays out now, if a layout is pending: from the highest ancestor that needs layout, the
    /// whole tree under it (CALayer's documented `layoutIfNeeded`), LY1.3.
    public func layoutIfNeeded() {
        // Auto Layout first: the solve marks the superviews of the views it moves (T12.2).
        rootView.autoLayoutStorage?.session?.update()
        var top: View = self
        var node = superview
        while let ancestor = node {
            if ancestor.needsLayout { top = ancestor }
            node = ancestor.superview
        }
        top.layoutTree()
    }

    /// The pass: each view that needs layout, parents before children — the controller's
    /// `viewWillLayoutSubviews`, the view's `layoutSubviews`, then `viewDidLayoutSubviews` (LY1.5);
    /// safe areas are brought up to date first (T11.5), which may mark views for layout.
    func layoutTree() {
        // A layoutSubviews that marks itself and lays out again recurses for ever (UIKit hangs);
        // here the nesting stops with a diagnostic, and what is still marked waits for a later pass.
        let engine = Engine.current
        if let engine {
            guard engine.layoutNesting < Self.maxLayoutNesting else {
                return engine.report(Diagnostic(kind: .layoutLoop, message:
                    "layoutIfNeeded nested \(Self.maxLayoutNesting) deep under \(self): a layoutSubviews (or viewWillLayoutSubviews) that lays itself out again never settles", subject: displayName))
            }
            engine.layoutNesting += 1
        }
        defer { engine?.layoutPassEnded() }
        layoutTree(insets: safeAreaInsets)
    }

    /// Nested layout passes allowed (views lay out subtrees from their layoutSubviews legitimately).
    static let maxLayoutNesting = 64

    private func layoutTree(insets: EdgeInsets) {
        updateSafeAreaInsets(insets)
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            // UIKit's layoutSubviews applies the engine's frames to the subviews before the override runs.
            for subview in subviews where subview.autoLayoutStorage?.pendingFrame != nil { subview.applyPendingLayoutFrame() }
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutTree(insets: subview.safeAreaInsets(inside: self, whose: insets)) }
    }

    /// A view that enters a window is laid out at the end of the turn, as UIKit lays out a view
    /// before it first shows it (LY1.2). Not a presentation's container: its layout pass is the
    /// presentation controller's callbacks, which the transition calls itself (T4.1).
    func windowDidChangeForLayout() {
        guard window != nil, !(self is ContainerView) else { return }
        setNeedsLayout()
    }

    /// Called by the frame and bounds setters: a new size autoresizes the subviews (LY1.1) and
    /// needs a layout (LY1.2), as in UIKit; a move alone does neither.
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
        // Marked during a pass: the pass may still reach it; `layoutPassEnded` decides.
        guard !hasLayoutPassScheduled, layoutNesting == 0 else { return }
        scheduledLayoutPass = async { [weak self] in self?.runLayoutPass() }
    }

    /// After the outermost pass: views it marked and left marked (a layoutSubviews that marks
    /// itself) wait for the next frame, as for UIKit's next display cycle, so a layout that keeps
    /// marking itself lets time move on (and a scenario's budget stop it) instead of spinning at
    /// one instant.
    func layoutPassEnded() {
        layoutNesting -= 1
        guard layoutNesting == 0 else { return }
        pendingLayout.removeAll { !$0.needsLayout }
        guard !pendingLayout.isEmpty, !hasLayoutPassScheduled else { return }
        scheduledLayoutPass = schedule(after: frameInterval) { [weak self] in self?.runLayoutPass() }
    }

    /// A pass is due (one the engine discarded, at a teardown, is not).
    private var hasLayoutPassScheduled: Bool { scheduledLayoutPass.map { !$0.isCancelled } ?? false }

    /// Remembers an Auto Layout session with changes and schedules the pass if this turn has none.
    func constraintLayoutPending(_ session: ConstraintLayout) {
        if !pendingConstraintLayouts.contains(where: { $0 === session }) { pendingConstraintLayouts.append(session) }
        guard !hasLayoutPassScheduled, layoutNesting == 0 else { return }
        scheduledLayoutPass = async { [weak self] in self?.runLayoutPass() }
    }

    /// Lays out the trees of the views marked since the last pass.
    public func runLayoutPass() {
        // Solved first, while this pass is still the scheduled one: the views they mark join it.
        let sessions = pendingConstraintLayouts
        pendingConstraintLayouts = []
        for session in sessions { session.update() }
        scheduledLayoutPass = nil
        let marked = pendingLayout
        pendingLayout = []
        var roots: [View] = []
        for view in marked where view.needsLayout {
            let root = view.rootView
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        for root in roots {
            // A translating view's new frame (a window resized, a superview autoresizing it) is no
            // constraint change: the tree's solution is brought up to date here, as layoutIfNeeded does.
            root.autoLayoutStorage?.session?.update()
            root.layoutTree()
        }
    }
}
