import StagecraftLayoutSolver

/// The variables of views and guides, the constraints that fix them, and the compilation of an
/// `NSLayoutConstraint` into a linear expression over them.
extension ConstraintLayout {
    /// A view's four variables, and what fixes them when the view translates its frame, or holds
    /// it to its content size when it does not.
    final class ViewEntry {
        weak var view: View?
        let x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable
        /// x, y, width, height fixed to the frame (translating views only).
        var pins: [SolverConstraint?] = [nil, nil, nil, nil]
        var intrinsic: [LayoutAttribute.Axis: IntrinsicConstraints] = [:]

        init(view: View) {
            self.view = view
            let name = view.displayName
            x = SolverVariable("\(name).minX")
            y = SolverVariable("\(name).minY")
            width = SolverVariable("\(name).width")
            height = SolverVariable("\(name).height")
        }
    }

    /// A content size on one axis: size ≤ content at the hugging priority, ≥ at the compression resistance.
    struct IntrinsicConstraints {
        var size: Double
        var hugging: Double
        var compressionResistance: Double
        var constraints: [SolverConstraint]
    }

    /// A guide's four variables in its owning view's coordinates, fixed to its layout frame.
    final class GuideEntry {
        let owner: ViewEntry
        let kind: LayoutGuide.Kind
        let x: SolverVariable, y: SolverVariable, width: SolverVariable, height: SolverVariable
        var pins: [SolverConstraint] = []

        init(owner: ViewEntry, kind: LayoutGuide.Kind, name: String) {
            self.owner = owner
            self.kind = kind
            x = SolverVariable("\(name).minX")
            y = SolverVariable("\(name).minY")
            width = SolverVariable("\(name).width")
            height = SolverVariable("\(name).height")
        }
    }

    func entry(for view: View) -> ViewEntry {
        if let index = viewIndex[ObjectIdentifier(view)] { return viewEntries[index] }
        let entry = ViewEntry(view: view)
        viewIndex[ObjectIdentifier(view)] = viewEntries.count
        viewEntries.append(entry)
        syncPins(entry)
        return entry
    }

    func guideEntry(for view: View, _ kind: LayoutGuide.Kind) -> GuideEntry {
        if let guide = guideEntries.first(where: { $0.owner.view === view && $0.kind == kind }) { return guide }
        let owner = entry(for: view)
        let guide = GuideEntry(owner: owner, kind: kind, name: "\(view.displayName).\(kind.propertyName)")
        let frame = guideFrame(guide)
        // In the owner's coordinates: minX and minY are constants; the size follows the owner's
        // (safe area and margins) or is the keyboard's.
        let follows = kind != .keyboard
        let pins = [
            SolverConstraint(guide.x, .equal, frame.minX),
            SolverConstraint(guide.y, .equal, frame.minY),
            follows ? SolverConstraint(guide.width - owner.width, .equal, SolverExpression(constant: frame.width - ownerSize(guide).width))
                : SolverConstraint(guide.width, .equal, frame.width),
            follows ? SolverConstraint(guide.height - owner.height, .equal, SolverExpression(constant: frame.height - ownerSize(guide).height))
                : SolverConstraint(guide.height, .equal, frame.height),
        ]
        let name = "\(view.displayName).\(kind.propertyName)"
        for (pin, part) in zip(pins, ["minX", "minY", "width", "height"]) {
            // Weak: the pin owns this name, and the name must not keep the pin (or the view) alive.
            pin.owner = ImplicitConstraint { [weak pin] in
                "<NSLayoutConstraint '\(kind.uiKitGuideName)-\(part)' \(name).\(part) == \(formatNumber(-(pin?.expression.constant ?? 0)))\(follows && part.count > 4 ? " + owner's \(part)" : "")   (active)>"
            }
            addImplicit(pin)
        }
        guide.pins = pins
        guideEntries.append(guide)
        return guide
    }

    private func ownerSize(_ guide: GuideEntry) -> Size { guide.owner.view?.bounds.size ?? Size(width: 0, height: 0) }

    private func guideFrame(_ guide: GuideEntry) -> Rect {
        guard let view = guide.owner.view else { return .zero }
        return LayoutGuide(kind: guide.kind, owningView: view).layoutFrame
    }

    func syncGuide(_ guide: GuideEntry) {
        guard guide.pins.count == 4 else { return }
        let frame = guideFrame(guide)
        let size = ownerSize(guide)
        let follows = guide.kind != .keyboard
        let wanted = [-frame.minX, -frame.minY,
                      follows ? -(frame.width - size.width) : -frame.width,
                      follows ? -(frame.height - size.height) : -frame.height]
        for (pin, constant) in zip(guide.pins, wanted) where pin.expression.constant != constant && solver.hasConstraint(pin) {
            try? solver.changeConstant(of: pin, to: constant)
        }
    }

    /// Fixes a translating view's variables to its frame, and a constraint-driven view's size to
    /// its content size; moves those constants when the frame or content changed.
    func syncPins(_ entry: ViewEntry) {
        guard let view = entry.view else { return }
        let translates = view.translatesAutoresizingMaskIntoConstraints
        let isFittingRoot = !fixesRootSize && view === root
        let name = view.displayName
        if translates && !isFittingRoot {
            let frame = view.layoutFrame
            let variables = [entry.x, entry.y, entry.width, entry.height]
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            let parts = ["minX", "minY", "width", "height"]
            for index in 0..<4 {
                if let pin = entry.pins[index] {
                    if pin.expression.constant != -values[index], solver.hasConstraint(pin) { try? solver.changeConstant(of: pin, to: -values[index]) }
                } else {
                    let pin = SolverConstraint(variables[index], .equal, values[index])
                    let part = parts[index]
                    pin.owner = ImplicitConstraint { [weak pin] in
                        "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name).\(part) == \(formatNumber(-(pin?.expression.constant ?? 0)))   (active)>"
                    }
                    entry.pins[index] = pin
                    addImplicit(pin)
                }
            }
        }
        guard !translates else { return }
        let content = view.intrinsicContentSize
        syncIntrinsic(entry, view, .horizontal, size: content.width, variable: entry.width)
        syncIntrinsic(entry, view, .vertical, size: content.height, variable: entry.height)
    }

    private func syncIntrinsic(_ entry: ViewEntry, _ view: View, _ axis: LayoutAttribute.Axis, size: Double, variable: SolverVariable) {
        let hugging = view.contentHuggingPriority(for: axis)
        let resistance = view.contentCompressionResistancePriority(for: axis)
        let current = entry.intrinsic[axis]
        let wanted = size.isFinite && size >= 0 ? size : nil
        if let current, let wanted, current.hugging == hugging, current.compressionResistance == resistance {
            guard current.size != wanted else { return }
            for constraint in current.constraints where solver.hasConstraint(constraint) { try? solver.changeConstant(of: constraint, to: -wanted) }
            entry.intrinsic[axis]?.size = wanted
            return
        }
        for constraint in current?.constraints ?? [] where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
        entry.intrinsic[axis] = nil
        guard let wanted else { return }
        let dimension = "\(view.displayName).\(axis == .horizontal ? "width" : "height")"
        let hug = SolverConstraint(variable, .lessThanOrEqual, wanted, strength: Self.strength(hugging))
        let resist = SolverConstraint(variable, .greaterThanOrEqual, wanted, strength: Self.strength(resistance))
        hug.owner = ImplicitConstraint { [weak hug] in
            "<NSContentSizeLayoutConstraint \(dimension) <= \(formatNumber(-(hug?.expression.constant ?? 0))) Hug:\(formatNumber(hugging))   (active)>"
        }
        resist.owner = ImplicitConstraint { [weak resist] in
            "<NSContentSizeLayoutConstraint \(dimension) >= \(formatNumber(-(resist?.expression.constant ?? 0))) CompressionResistance:\(formatNumber(resistance))   (active)>"
        }
        addImplicit(hug)
        addImplicit(resist)
        entry.intrinsic[axis] = IntrinsicConstraints(size: wanted, hugging: hugging, compressionResistance: resistance, constraints: [hug, resist])
    }

    /// Adds a constraint Stagecraft made (a frame, a guide, a content size); a required one that
    /// contradicts the app's is reported as UIKit reports its autoresizing constraints.
    private func addImplicit(_ constraint: SolverConstraint) {
        do {
            try solver.addConstraint(constraint)
        } catch {
            if fixesRootSize { reportUnsatisfiable(implicit: constraint, error) }
        }
    }

    // MARK: - Compiling a constraint

    /// `first − multiplier × second − constant`, in the container's coordinates.
    func expression(for constraint: LayoutConstraint, in container: View) -> SolverExpression? {
        guard var expression = anchorTerms(constraint.first, constraint.firstAttribute, in: container) else { return nil }
        if let second = constraint.second {
            guard let terms = anchorTerms(second, constraint.secondAttribute, in: container) else { return nil }
            expression = expression - terms * constraint.multiplier
        }
        expression.constant = solverConstant(for: constraint, in: container)
        return expression
    }

    /// The constant part of the compiled expression: the bounds origins met between the items and
    /// the container (scroll views), and the constraint's constant.
    func solverConstant(for constraint: LayoutConstraint, in container: View) -> Double {
        var constant = originConstant(constraint.first, constraint.firstAttribute, in: container) - constraint.constant
        if let second = constraint.second {
            constant -= constraint.multiplier * originConstant(second, constraint.secondAttribute, in: container)
        }
        return constant
    }

    /// The attribute's variable terms in the container's coordinates: the item's own position
    /// plus the frame origins of the views between it and the container.
    private func anchorTerms(_ item: LayoutItemReference, _ attribute: LayoutAttribute, in container: View) -> SolverExpression? {
        guard let view = item.view, let axis = attribute.axis else { return nil }
        let horizontal = axis == .horizontal
        var position = SolverExpression()
        let size: SolverVariable
        if let kind = item.guide {
            let guide = guideEntry(for: view, kind)
            size = horizontal ? guide.width : guide.height
            guard let chain = chainTerms(from: view, to: container, horizontal: horizontal) else { return nil }
            position = SolverExpression(horizontal ? guide.x : guide.y) + chain
        } else {
            let entry = entry(for: view)
            size = horizontal ? entry.width : entry.height
            if view !== container {
                guard let superview = view.superview, let chain = chainTerms(from: superview, to: container, horizontal: horizontal) else { return nil }
                position = SolverExpression(horizontal ? entry.x : entry.y) + chain
            }
        }
        switch attribute {
        case .left, .leading, .top: return position
        case .right, .trailing, .bottom: return position + SolverExpression(size)
        case .centerX, .centerY: return position + size * 0.5
        case .width, .height: return SolverExpression(size)
        case .notAnAttribute: return nil
        }
    }

    /// Σ of the frame origins from `node` up to (not including) `container`.
    private func chainTerms(from node: View, to container: View, horizontal: Bool) -> SolverExpression? {
        var terms = SolverExpression()
        var current = node
        while current !== container {
            let entry = entry(for: current)
            terms = terms + SolverExpression(horizontal ? entry.x : entry.y)
            guard let next = current.superview else { return nil }
            current = next
        }
        return terms
    }

    /// The bounds origins an attribute's position picks up on its way to the container.
    private func originConstant(_ item: LayoutItemReference, _ attribute: LayoutAttribute, in container: View) -> Double {
        guard let view = item.view, !attribute.isDimension, let axis = attribute.axis else { return 0 }
        func origin(_ node: View) -> Double { axis == .horizontal ? node.bounds.minX : node.bounds.minY }
        if item.guide == nil && view === container { return origin(view) }
        var constant = 0.0
        var current: View? = item.guide == nil ? view.superview : view
        while let node = current, node !== container {
            constant -= origin(node)
            current = node.superview
        }
        return constant
    }
}

/// Names a constraint Stagecraft made itself, in UIKit's words, for reports.
final class ImplicitConstraint: CustomStringConvertible {
    private let describe: () -> String
    init(_ describe: @escaping () -> String) { self.describe = describe }
    var description: String { describe() }
}

extension LayoutGuide.Kind {
    /// UIKit's name for the guide's constraints in its reports.
    var uiKitGuideName: String {
        switch self {
        case .safeArea: return "UIViewSafeAreaLayoutGuide"
        case .keyboard: return "UIKeyboardLayoutGuide"
        case .margins: return "UIViewLayoutMarginsGuide"
        }
    }
}
