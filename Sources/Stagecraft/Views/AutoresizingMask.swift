/// How a view resizes when its superview's bounds change size (UIKit's `UIView.AutoresizingMask`,
/// with its raw values). The default, as in UIKit for views made in code, is none: the view
/// keeps its frame.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public var rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's names, for scripts and messages, in bit order.
    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The new origin and length along one axis when the superview's length changes by `delta`:
    /// the change is shared among the flexible parts (leading margin, length, trailing margin) in
    /// proportion to their current sizes (LY1.1, Apple's `autoresizingMask` documentation); when
    /// the flexible parts are all zero-sized it is shared equally (LY1.1, Stagecraft's choice).
    static func resize(origin: Double, length: Double, in oldLength: Double, by delta: Double,
                       leading: Bool, flexibleLength: Bool, trailing: Bool) -> (origin: Double, length: Double) {
        let trailingMargin = oldLength - origin - length
        let parts = [(leading, origin), (flexibleLength, length), (trailing, trailingMargin)].filter(\.0).map(\.1)
        guard !parts.isEmpty, delta != 0 else { return (origin, length) }
        let total = parts.reduce(0, +)
        func share(_ size: Double) -> Double { total > 0 ? delta * size / total : delta / Double(parts.count) }
        let newOrigin = leading ? origin + share(origin) : origin
        let newLength = flexibleLength ? max(0, length + share(length)) : length
        return (newOrigin, newLength)
    }

    /// `frame` after its superview went from `old` to `new` size.
    func apply(to frame: Rect, from old: Size, to new: Size) -> Rect {
        let h = Self.resize(origin: frame.origin.x, length: frame.width, in: old.width, by: new.width - old.width,
                            leading: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
                            trailing: contains(.flexibleRightMargin))
        let v = Self.resize(origin: frame.origin.y, length: frame.height, in: old.height, by: new.height - old.height,
                            leading: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
                            trailing: contains(.flexibleBottomMargin))
        return Rect(x: h.origin, y: v.origin, width: h.length, height: v.length)
    }
}
