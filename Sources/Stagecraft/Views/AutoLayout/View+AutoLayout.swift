/// Auto Layout on views (T12.2): the translation flag, installed constraints, layout margins,
/// content priorities, and the update-constraints pass. Solving is ConstraintLayout's.
extension View {
    /// UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric = -1.0

    var autoLayoutState: AutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutState()
        autoLayoutStorage = state
        return state
    }

    /// True (UIKit's default for views made in code): the frame is set by code and Auto Layout
    /// keeps it, as fixed constraints. False: constraints place and size the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            if let session = constraintLayoutSession(creating: false) { session.structureDidChange() }
        }
    }

    /// The active constraints installed on this view (their items' nearest common ancestor).
    public var constraints: [LayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// UIKit's older API: activates the constraint (it is installed on the common ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// UIKit's older API: deactivates the constraint if it is installed here.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.container === self { constraint.isActive = false }
    }
    public func removeConstraints(_ constraints: [LayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: - Margins

    /// Insets for `layoutMarginsGuide` (UIKit's default, 8 on every edge).
    public var layoutMargins: EdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? AutoLayoutState().layoutMargins }
        set {
            guard newValue.top.isFinite, newValue.left.isFinite, newValue.bottom.isFinite, newValue.right.isFinite else {
                return refuse("layoutMargins", "\(newValue) has a non-finite value")
            }
            autoLayoutState.layoutMargins = newValue
            constraintLayoutSession(creating: false)?.constantsMayHaveChanged()
        }
    }

    /// When true (the default) the margins are measured from the safe area, not the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            constraintLayoutSession(creating: false)?.constantsMayHaveChanged()
        }
    }

    /// The margins the guide uses: `layoutMargins`, plus the safe area insets when
    /// `insetsLayoutMarginsFromSafeArea` (UncertainRules.layoutMarginsAddSafeArea).
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        margins.top += safe.top
        margins.left += safe.left
        margins.bottom += safe.bottom
        margins.right += safe.right
        return margins
    }

    /// The margins as a guide (UIKit's `layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide { LayoutGuide(kind: .margins, owningView: self) }

    // MARK: - Content priorities

    public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> Double {
        axis == .horizontal ? (autoLayoutStorage?.horizontalHugging ?? LayoutPriority.defaultLow) : (autoLayoutStorage?.verticalHugging ?? LayoutPriority.defaultLow)
    }

    public func setContentHuggingPriority(_ priority: Double, for axis: LayoutAttribute.Axis) {
        guard LayoutPriority.isValid(priority) else { return refuse("contentHuggingPriority", "\(priority) must be in 1…1000") }
        if axis == .horizontal { autoLayoutState.horizontalHugging = priority } else { autoLayoutState.verticalHugging = priority }
        invalidateIntrinsicContentSize()
    }

    public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis) -> Double {
        axis == .horizontal ? (autoLayoutStorage?.horizontalCompressionResistance ?? LayoutPriority.defaultHigh) : (autoLayoutStorage?.verticalCompressionResistance ?? LayoutPriority.defaultHigh)
    }

    public func setContentCompressionResistancePriority(_ priority: Double, for axis: LayoutAttribute.Axis) {
        guard LayoutPriority.isValid(priority) else { return refuse("contentCompressionResistancePriority", "\(priority) must be in 1…1000") }
        if axis == .horizontal { autoLayoutState.horizontalCompressionResistance = priority } else { autoLayoutState.verticalCompressionResistance = priority }
        invalidateIntrinsicContentSize()
    }

    /// The content changed size: the next layout pass reads `intrinsicContentSize` again.
    public func invalidateIntrinsicContentSize() {
        constraintLayoutSession(creating: false)?.constantsMayHaveChanged()
    }

    // MARK: - Updating constraints

    /// Whether `updateConstraints()` is due before the next solve.
    public var needsUpdateConstraints: Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` before the next solve (UIKit's `setNeedsUpdateConstraints`).
    public func setNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        constraintLayoutSession(creating: true)?.needsUpdateConstraints = true
    }

    /// Runs the pending `updateConstraints()` of this view's subtree now, subviews first; a
    /// controller's root view asks its controller (`updateViewConstraints()`, T12.2f).
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayoutStorage?.needsUpdateConstraints == true else { return }
        autoLayoutState.needsUpdateConstraints = false
        if let controller = viewController { controller.updateViewConstraints() } else { updateConstraints() }
    }

    /// Whether the solved layout leaves this view's frame undetermined (UIKit's `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let session = constraintLayoutSession(creating: false) else { return false }
        session.update()
        return session.isAmbiguous(self)
    }

    // MARK: - Sessions

    /// The solver session of this view's tree (kept on the root); made when `creating`.
    func constraintLayoutSession(creating: Bool) -> ConstraintLayout? {
        let root = rootView
        if let session = root.autoLayoutStorage?.session { return session }
        guard creating else { return nil }
        let session = ConstraintLayout(root: root)
        root.autoLayoutState.session = session
        session.schedulePass()
        return session
    }

    /// Before this view leaves its superview: constraints installed above it that reach into its
    /// subtree are deactivated (UIKit removes them with the view), and both trees are solved anew.
    func autoLayoutWillDetach() {
        guard let session = rootView.autoLayoutStorage?.session else { return }
        session.structureDidChange()
        var node = superview
        while let ancestor = node {
            for constraint in ancestor.autoLayoutStorage?.installed ?? [] where constraint.reaches(into: self) {
                constraint.deactivate()
            }
            node = ancestor.superview
        }
        let detached = ConstraintLayout(root: self)
        autoLayoutState.session = detached
    }

    /// After this view joined a superview: its own tree's session (if it had one) merges into the
    /// new root's.
    func autoLayoutDidAttach() {
        let carried = autoLayoutStorage?.session
        autoLayoutStorage?.session = nil
        let root = rootView
        if let session = root.autoLayoutStorage?.session {
            session.structureDidChange()
        } else if carried != nil {
            constraintLayoutSession(creating: true)?.structureDidChange()
        }
        // An update asked for before joining (a controller's viewDidLoad) is still due (T12.2f).
        if carried?.needsUpdateConstraints == true { constraintLayoutSession(creating: true)?.needsUpdateConstraints = true }
    }

    /// Puts the view where the last solve placed it (the superview's layout pass calls this):
    /// bounds size and center, so transforms are kept and an open animation block animates it.
    func applyPendingLayoutFrame() {
        guard let frame = autoLayoutStorage?.pendingFrame else { return }
        autoLayoutStorage?.pendingFrame = nil
        if bounds.size != frame.size { bounds = Rect(origin: bounds.origin, size: frame.size) }
        let center = Point(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
        if self.center != center { self.center = center }
    }

    /// The untransformed frame Auto Layout works with (its alignment rectangle).
    var layoutFrame: Rect {
        let size = bounds.size
        return Rect(x: center.x - size.width * anchorPoint.x, y: center.y - size.height * anchorPoint.y, width: size.width, height: size.height)
    }
}

extension LayoutConstraint {
    /// Whether an item of this constraint lies in `view`'s subtree.
    func reaches(into view: View) -> Bool {
        (first.view?.isDescendant(of: view) ?? false) || (second?.view?.isDescendant(of: view) ?? false)
    }
}
