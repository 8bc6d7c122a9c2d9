/// The part of a view or guide a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
///
/// Leading and trailing are left and right: Stagecraft lays out left-to-right only.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The second attribute of a constraint with no second item (`width == 100`).
    case notAnAttribute

    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }

    /// nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY: return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// A size, not a position: may stand alone, and may only be related to another size.
    public var isDimension: Bool { self == .width || self == .height }
}

/// UIKit's `UILayoutPriority`: 1000 required, below that optional, satisfied highest first.
public enum LayoutPriority {
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let dragThatCanResizeScene = 510.0
    public static let sceneSizeStayPut = 500.0
    public static let dragThatCannotResizeScene = 490.0
    public static let defaultLow = 250.0
    /// What `systemLayoutSizeFitting(_:)` asks the target size at (UIKit's `fittingSizeLevel`).
    public static let fittingSizeLevel = 50.0

    /// UIKit raises for a priority outside 1…1000 (a non-positive or NaN one).
    public static func isValid(_ priority: Double) -> Bool { priority.isFinite && priority > 0 && priority <= 1000 }
}
