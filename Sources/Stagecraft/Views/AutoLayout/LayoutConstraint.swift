/// A relation between two attributes of views or guides (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Made by anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`) or by
/// UIKit's classic initializer, inactive until `isActive = true` or `activate([...])`. Active, it
/// is installed on the items' nearest common ancestor (`view.constraints`) and solved with the
/// rest of that view tree at the next layout pass (T12.2).
public final class LayoutConstraint: CustomStringConvertible {
    public enum Relation: String, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    let first: LayoutItemReference
    public let firstAttribute: LayoutAttribute
    public let relation: Relation
    let second: LayoutItemReference?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// A name for reports (UIKit's `identifier`).
    public var identifier: String?
    /// Where a script made it (`file:line`), for diagnostics about it.
    public var creationSite: String?

    /// The view it is installed on while active (the items' nearest common ancestor).
    public internal(set) weak var container: View?
    public private(set) var isActiveStorage = false

    public var firstItem: AnyObject? { first.object }
    public var secondItem: AnyObject? { second?.object }

    init(first: LayoutItemReference, _ firstAttribute: LayoutAttribute, _ relation: Relation,
         second: LayoutItemReference?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        let usable = Self.isUsable(multiplier) && multiplier != 0 && Self.isUsable(constant)
        self.multiplier = usable ? multiplier : 1
        self.constant = usable ? constant : 0
        if !usable {
            report(.autoLayoutMisuse, "multiplier \(multiplier) and constant \(constant) must be finite numbers within ±\(formatNumber(Self.maximumMagnitude)) (a multiplier not 0); made with 1 and 0")
        }
    }

    /// The largest constant or multiplier taken: beyond it a double's resolution is coarser than
    /// the solver's tolerance (1e-8), so the solution would be noise.
    public static let maximumMagnitude = 1e12

    public static func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximumMagnitude }

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`; an item is a
    /// `View` or a `LayoutGuide`. nil where UIKit raises (see `LayoutConstraint.problem`).
    public convenience init?(item: AnyObject, attribute: LayoutAttribute, relatedBy relation: Relation,
                             toItem: AnyObject?, attribute secondAttribute: LayoutAttribute,
                             multiplier: Double = 1, constant: Double = 0) {
        guard let first = Self.reference(to: item) else { return nil }
        let second = toItem.flatMap(Self.reference(to:))
        guard toItem == nil || second != nil else { return nil }
        guard Self.problem(firstAttribute: attribute, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                           hasSecondItem: second != nil, multiplier: multiplier, constant: constant) == nil else { return nil }
        self.init(first: first, attribute, relation, second: second, secondAttribute, multiplier: multiplier, constant: constant)
    }

    static func reference(to item: AnyObject) -> LayoutItemReference? {
        if let view = item as? View { return LayoutItemReference(view: view) }
        if let guide = item as? LayoutGuide, let view = guide.owningView { return LayoutItemReference(view: view, guide: guide.kind) }
        return nil
    }

    /// Why UIKit would refuse to make this constraint (it raises), or nil.
    public static func problem(firstAttribute: LayoutAttribute, secondAttribute: LayoutAttribute, hasSecondItem: Bool,
                               multiplier: Double, constant: Double) -> String? {
        guard isUsable(multiplier), isUsable(constant) else {
            return "the multiplier and the constant must be finite numbers within ±\(formatNumber(maximumMagnitude)) (multiplier \(multiplier), constant \(constant))"
        }
        guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        guard hasSecondItem else {
            return firstAttribute.isDimension ? nil : "a constraint on \(firstAttribute) needs a second item: only width and height can equal a constant"
        }
        guard multiplier != 0 else { return "a multiplier of 0 with a second item is invalid (UIKit raises); use a constant" }
        guard secondAttribute != .notAnAttribute, firstAttribute.axis == secondAttribute.axis else {
            return "\(firstAttribute) cannot be related to \(secondAttribute): the attributes are on different axes"
        }
        guard firstAttribute.isDimension == secondAttribute.isDimension || firstAttribute.isDimension else {
            return "a position (\(firstAttribute)) cannot be related to a size (\(secondAttribute))"
        }
        guard !firstAttribute.isDimension || secondAttribute.isDimension else {
            return "a size (\(firstAttribute)) cannot be related to a position (\(secondAttribute))"
        }
        return nil
    }

    /// Changing it on an active constraint is an incremental edit of the solver (no re-solve from
    /// scratch); inside an animation block, the `layoutIfNeeded()` that follows animates.
    public var constant: Double {
        didSet {
            guard Self.isUsable(constant) else {
                report(.autoLayoutMisuse, "constant \(constant) of \(self) is not a finite number within ±\(formatNumber(Self.maximumMagnitude)); it keeps \(oldValue)")
                constant = oldValue
                return
            }
            if constant != oldValue { session?.constantDidChange(self) }
        }
    }

    /// 1…1000 (1000 = required). A priority outside that range is refused, as is turning an active
    /// constraint from required to optional or back (UIKit raises for both).
    public var priority: Double = LayoutPriority.required {
        didSet {
            guard priority != oldValue else { return }
            if let problem = priorityProblem(from: oldValue, to: priority) {
                report(.autoLayoutMisuse, problem)
                priority = oldValue
                return
            }
            session?.priorityDidChange(self)
        }
    }

    /// Why UIKit would raise for this change of priority, or nil.
    public func priorityProblem(from old: Double, to new: Double) -> String? {
        guard LayoutPriority.isValid(new) else { return "priority \(new) of \(self) must be in 1…1000; it keeps \(old)" }
        if isActive, (old >= LayoutPriority.required) != (new >= LayoutPriority.required) {
            return "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (\(self)); it keeps \(old)"
        }
        return nil
    }

    /// Activating installs it on the common ancestor and adds it to that tree's solver;
    /// deactivating takes it out. Items with no common ancestor cannot be activated (UIKit raises):
    /// reported, and it stays inactive.
    public var isActive: Bool {
        get { isActiveStorage }
        set {
            guard newValue != isActiveStorage else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint (UIKit's `NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (UIKit's `NSLayoutConstraint.deactivate`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view it would be installed on, or why it cannot be activated.
    public func activationTarget() -> Result<View, AutoLayoutError> {
        guard let firstView = first.view else { return .failure(AutoLayoutError("\(self): its first item is gone")) }
        guard let second else { return .success(firstView) }
        guard let secondView = second.view else { return .failure(AutoLayoutError("\(self): its second item is gone")) }
        guard let ancestor = firstView.nearestCommonAncestor(with: secondView) else {
            return .failure(AutoLayoutError(
                "Unable to activate constraint with anchors \(first.displayName).\(firstAttribute) and \(second.displayName).\(secondAttribute) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal."))
        }
        return .success(ancestor)
    }

    private func activate() {
        switch activationTarget() {
        case let .failure(error):
            report(.autoLayoutMisuse, error.message)
        case let .success(container):
            isActiveStorage = true
            self.container = container
            container.autoLayoutState.installed.append(self)
            container.constraintLayoutSession(creating: true)?.constraintWasActivated(self)
        }
    }

    func deactivate() {
        let session = self.session
        isActiveStorage = false
        container?.autoLayoutState.installed.removeAll { $0 === self }
        container = nil
        session?.constraintWasDeactivated(self)
    }

    /// The solver session of the tree it is installed in, if there is one.
    var session: ConstraintLayout? { container?.constraintLayoutSession(creating: false) }

    /// UIKit's description, with names instead of addresses:
    /// `<NSLayoutConstraint card.leading == root.leading + 8   (active)>`.
    public var description: String {
        var text = "\(first.displayName).\(firstAttribute) \(relation.rawValue)"
        if let second {
            text += " "
            if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
            text += "\(second.displayName).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        } else {
            text += " \(formatNumber(constant))"
        }
        if priority < LayoutPriority.required { text += " @\(formatNumber(priority))" }
        let name = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(name)\(text)   (\(isActiveStorage ? "active" : "inactive"))>"
    }

    func report(_ kind: Diagnostic.Kind, _ message: String) {
        Engine.current?.report(Diagnostic(kind: kind, message: message, subject: first.displayName, source: creationSite))
    }
}

/// Why an Auto Layout call cannot be made (where UIKit raises an exception).
public struct AutoLayoutError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
