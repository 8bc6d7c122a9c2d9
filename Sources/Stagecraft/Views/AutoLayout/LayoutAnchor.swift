/// One attribute of a view or guide, to make constraints from (UIKit's `NSLayoutAnchor`).
///
/// As in UIKit the anchor's type says its axis, so relating a leading anchor to a top anchor
/// does not compile: `LayoutXAxisAnchor`, `LayoutYAxisAnchor` and `LayoutDimension` each relate
/// only to their own kind. Every method returns an inactive constraint.
public class LayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItemReference
    public let attribute: LayoutAttribute

    init(item: LayoutItemReference, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    public var owner: AnyObject? { item.object }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        relation(.equal, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        relation(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        relation(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func relation(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, multiplier: Double, constant: Double) -> LayoutConstraint {
        LayoutConstraint(first: item, attribute, relation, second: anchor.item, anchor.attribute, multiplier: multiplier, constant: constant)
    }
}

/// The anchors without their type parameter, for bindings that check the kinds at run time.
public protocol LayoutAnchorRelating: AnyObject {
    /// A constraint to `other`, nil when it is not an anchor of the same kind.
    func constraint(_ relation: LayoutConstraint.Relation, to other: AnyObject, multiplier: Double, constant: Double) -> LayoutConstraint?
}

extension LayoutAnchor: LayoutAnchorRelating {
    public func constraint(_ relation: LayoutConstraint.Relation, to other: AnyObject, multiplier: Double, constant: Double) -> LayoutConstraint? {
        guard let other = other as? LayoutAnchor<AnchorType> else { return nil }
        return self.relation(relation, other, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centerY.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height: relates to another dimension with a multiplier, or to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { alone(.equal, constant) }
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint { alone(.greaterThanOrEqual, constant) }
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint { alone(.lessThanOrEqual, constant) }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relation(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relation(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        relation(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    private func alone(_ relation: LayoutConstraint.Relation, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(first: item, attribute, relation, second: nil, .notAnAttribute, constant: constant)
    }
}

/// The anchors of a view or of one of its guides.
public protocol LayoutAnchoring: AnyObject {
    var leadingAnchor: LayoutXAxisAnchor { get }
    var trailingAnchor: LayoutXAxisAnchor { get }
    var leftAnchor: LayoutXAxisAnchor { get }
    var rightAnchor: LayoutXAxisAnchor { get }
    var centerXAnchor: LayoutXAxisAnchor { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var centerYAnchor: LayoutYAxisAnchor { get }
    var widthAnchor: LayoutDimension { get }
    var heightAnchor: LayoutDimension { get }
}

/// Anchors made from an item reference (shared by views and guides).
protocol LayoutItemAnchors: LayoutAnchoring {
    var layoutItemReference: LayoutItemReference? { get }
}

extension LayoutItemAnchors {
    private var reference: LayoutItemReference {
        // A guide whose view is gone anchors nothing: its constraints cannot be activated.
        layoutItemReference ?? LayoutItemReference(view: View(), guide: nil)
    }
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: reference, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: reference, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: reference, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: reference, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: reference, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: reference, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: reference, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: reference, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: reference, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: reference, attribute: .height) }
}

extension View: LayoutItemAnchors {
    var layoutItemReference: LayoutItemReference? { LayoutItemReference(view: self) }
}

extension LayoutGuide: LayoutItemAnchors {
    var layoutItemReference: LayoutItemReference? { owningView.map { LayoutItemReference(view: $0, guide: kind) } }
}
