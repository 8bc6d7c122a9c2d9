/// Building and querying the view tree.
///
/// Each mutation validates first (`hierarchyError(adding:)`) so that a misuse changes nothing;
/// bindings can call the same check to turn it into a script error before calling in.
extension View {
    /// Why `view` cannot become a subview of `self`, or nil when it can.
    public func hierarchyError(adding view: View) -> String? {
        // UIKit's exception text for the first; a view under its own descendant is the same loop.
        if view === self { return "Can't add self as subview (\(self))" }
        if isDescendant(of: view) { return "Can't add \(view) as a subview of its own descendant \(self)" }
        if let effectView = self as? VisualEffectView, view !== effectView.contentView {
            // UIKit raises this (NSInternalInconsistencyException) since iOS 11 (T12.3).
            return "\(self): Do not add subviews directly to the visual effect view itself, instead add them to the -contentView."
        }
        let depth = depthInHierarchy + 1 + view.subtreeHeight
        if depth > View.maxHierarchyDepth {
            return "the hierarchy would be \(depth) views deep, over Stagecraft's limit of \(View.maxHierarchyDepth)"
        }
        return nil
    }

    /// The deepest nesting a hierarchy may reach. UIKit sets none, but real screens stay within a
    /// few dozen levels, and every walk of the tree (layout, hit-testing, tracing, drawing) is
    /// recursive: 200,000 nested views from a script loop would overflow the native stack (and
    /// each add would cost a walk up the whole chain).
    public static let maxHierarchyDepth = 1000

    /// Superviews above this view.
    var depthInHierarchy: Int {
        var depth = 0
        var ancestor = superview
        while let next = ancestor { depth += 1; ancestor = next.superview }
        return depth
    }

    /// Levels below this view (0 without subviews), without recursion.
    var subtreeHeight: Int {
        var height = 0
        var pending: [(View, Int)] = [(self, 0)]
        while let (view, level) = pending.popLast() {
            height = max(height, level)
            for subview in view.subviews { pending.append((subview, level + 1)) }
        }
        return height
    }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range, as UIKit does).
    public func insertSubview(_ view: View, at index: Int) {
        if let problem = hierarchyError(adding: view) { return refuseHierarchy("addSubview", problem) }
        let oldWindow = view.window
        if let old = view.superview {
            view.autoLayoutWillDetach()
            old.detach(view)
        }
        let clamped = min(max(index, 0), subviews.count)
        subviews.insert(view, at: clamped)
        view.superview = self
        Engine.current?.hierarchyChangedUnderLayerTiming()
        view.autoLayoutDidAttach()
        view.didMove(fromWindow: oldWindow)
    }

    /// Inserts `view` just above `sibling`; a `sibling` that is not a subview of `self` puts it on
    /// top of all its siblings (T10.5).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return refuseSelfSibling("insertSubview(_:aboveSubview:)", sibling) }
        guard sibling.superview === self, let index = index(of: sibling, ignoring: view) else {
            return insertBesideAStranger(view, "insertSubview(_:aboveSubview:)", sibling, at: Int.max)
        }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `sibling`; a `sibling` that is not a subview of `self` puts it
    /// below all its siblings (T10.5).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return refuseSelfSibling("insertSubview(_:belowSubview:)", sibling) }
        guard sibling.superview === self, let index = index(of: sibling, ignoring: view) else {
            return insertBesideAStranger(view, "insertSubview(_:belowSubview:)", sibling, at: 0)
        }
        insertSubview(view, at: index)
    }

    /// T10.5 (uncertain): UIKit does not raise for a sibling that is not a subview; where the view
    /// lands is `UncertainRules.strangerSiblingInsertsAtTheEdge`'s decision.
    private func insertBesideAStranger(_ view: View, _ operation: String, _ sibling: View, at edge: Int) {
        guard UncertainRules.strangerSiblingInsertsAtTheEdge else { return refuseHierarchy(operation, "\(sibling) is not a subview of \(self)") }
        insertSubview(view, at: edge)
    }

    /// A view inserted beside itself stays where it is; beside itself where it is not a subview,
    /// there is no place to keep, so it is reported.
    private func refuseSelfSibling(_ operation: String, _ sibling: View) {
        guard sibling.superview !== self else { return }
        refuseHierarchy(operation, "\(sibling) is not a subview of \(self)")
    }

    /// Detaches the view from its superview (no effect without one).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        autoLayoutWillDetach()
        parent.detach(self)
        didMove(fromWindow: oldWindow)
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else {
            return refuseHierarchy("bringSubviewToFront", "\(view) is not a subview of \(self)")
        }
        subviews.append(subviews.remove(at: index))
    }

    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else {
            return refuseHierarchy("sendSubviewToBack", "\(view) is not a subview of \(self)")
        }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            return refuseHierarchy("exchangeSubview", "indices \(index1) and \(index2) must be in 0..<\(subviews.count)")
        }
        subviews.swapAt(index1, index2)
    }

    /// True when `self` is `view` or lies somewhere below it.
    public func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === view { return true }
            node = current.superview
        }
        return false
    }

    /// The window at the root of this view's tree, if the root is a window.
    public var window: Window? {
        var node: View = self
        while let parent = node.superview { node = parent }
        return node as? Window
    }

    /// The top-most ancestor (the view itself when it has no superview).
    public var rootView: View {
        var node: View = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The first view with `tag` in a depth-first search that starts with `self`.
    public func viewWithTag(_ tag: Int) -> View? { firstView { $0.tag == tag } }

    /// The first view named `name` in a depth-first search that starts with `self`.
    public func viewNamed(_ name: String) -> View? { firstView { $0.name == name } }

    /// `self` and every descendant, depth first, back to front.
    public var allViews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    private func firstView(where predicate: (View) -> Bool) -> View? {
        if predicate(self) { return self }
        for subview in subviews { if let found = subview.firstView(where: predicate) { return found } }
        return nil
    }

    /// Where `sibling` sits once `view` is out of `subviews`: the index `insertSubview(_:at:)`
    /// needs, since it takes `view` out first. Detaching here instead would make
    /// `insertSubview(_:at:)` see no window and report a spurious move to the window.
    private func index(of sibling: View, ignoring view: View) -> Int? {
        subviews.filter { $0 !== view }.firstIndex { $0 === sibling }
    }

    private func detach(_ view: View) {
        subviews.removeAll { $0 === view }
        view.superview = nil
        Engine.current?.hierarchyChangedUnderLayerTiming()
    }

    private func didMove(fromWindow oldWindow: Window?) {
        guard oldWindow !== window else { return }
        for view in allViews {
            view.didMoveToWindow()
            view.windowDidChangeForLayout()
            // Not left to didMoveToWindow: overrides need not call super, and a gesture whose
            // view left the window must be cancelled regardless.
            for recognizer in view.gestureRecognizers { recognizer.viewDidMoveToWindow() }
        }
    }

    private func refuseHierarchy(_ operation: String, _ reason: String) {
        Engine.current?.report(Diagnostic(kind: .hierarchyMisuse, message: "\(operation) refused: \(reason)", subject: displayName))
    }
}
