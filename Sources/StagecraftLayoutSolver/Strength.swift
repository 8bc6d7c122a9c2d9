/// How much a constraint matters, in UIKit's priorities (`UILayoutPriority`): 1000 is required,
/// 1…999 optional.
///
/// Optional constraints are weighed lexicographically, as Apple's Auto Layout Guide describes
/// ("Auto Layout attempts to satisfy all the constraints in priority order from highest to
/// lowest"): no amount of error at priority 249 outweighs any error at 250. The objective keeps
/// one row per priority present (the symbolic weights of Borning et al.'s Cassowary), rather than
/// one number with made-up multipliers that would let many weak errors outvote a strong one.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let priority: Double

    public static let required = Strength(uncheckedPriority: 1000)
    /// UIKit's `defaultHigh` (750): compression resistance.
    public static let defaultHigh = Strength(uncheckedPriority: 750)
    /// UIKit's `defaultLow` (250): content hugging.
    public static let defaultLow = Strength(uncheckedPriority: 250)

    /// nil unless 0 < priority ≤ 1000 (UIKit raises for other priorities).
    public init?(priority: Double) {
        guard priority.isFinite, priority > 0, priority <= 1000 else { return nil }
        self.priority = priority
    }

    private init(uncheckedPriority: Double) { priority = uncheckedPriority }

    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String {
        priority == priority.rounded() ? String(Int(priority)) : String(priority)
    }
}
