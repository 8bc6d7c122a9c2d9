/// A height at which a sheet rests (UIKit's `UISheetPresentationController.Detent`, T11.4b).
///
/// A detent's *value* is the height of the sheet above the bottom of its container. `.large()` is
/// the tallest the sheet can be (`maximumDetentValue`); `.medium()` about half the screen and
/// inactive in compact height; `.custom(identifier:resolver:)` (iOS 16) asks its resolver, which
/// may answer nil to be inactive. Resolved values are clamped to 0…`maximumDetentValue` and kept
/// until `invalidateDetents()` or a change of container (T11.4f).
public final class SheetDetent: CustomStringConvertible {
    /// UIKit's system identifiers.
    public static let mediumIdentifier = "medium"
    public static let largeIdentifier = "large"

    public let identifier: String
    let kind: Kind

    enum Kind {
        case medium, large
        case custom((SheetDetentContext) -> Double?)
    }

    init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// About half the height of the screen; inactive in compact height (Apple's documentation).
    public static func medium() -> SheetDetent { SheetDetent(identifier: mediumIdentifier, kind: .medium) }
    /// The sheet at full height.
    public static func large() -> SheetDetent { SheetDetent(identifier: largeIdentifier, kind: .large) }
    /// A detent whose value `resolver` computes from the context; nil makes it inactive.
    public static func custom(identifier: String, resolver: @escaping (SheetDetentContext) -> Double?) -> SheetDetent {
        SheetDetent(identifier: identifier, kind: .custom(resolver))
    }

    public var description: String { "Detent(\(identifier))" }

    /// The detent's value in `context`, or nil when inactive there.
    public func resolvedValue(in context: SheetDetentContext) -> Double? {
        let value: Double?
        switch kind {
        case .large: value = context.maximumDetentValue
        case .medium:
            // UncertainRules.mediumDetentIsHalfTheContainer: the sheet's top at the middle.
            value = context.traitCollection.verticalSizeClass == .compact ? nil : context.containerHeight / 2
        case .custom(let resolver): value = resolver(context)
        }
        guard let value, value.isFinite else { return nil }
        return min(max(value, 0), context.maximumDetentValue)
    }
}

/// What a custom detent's resolver is given (UIKit's `UISheetPresentationControllerDetentResolutionContext`).
public struct SheetDetentContext: Sendable {
    /// The value of `.large()`: the tallest the sheet can be.
    public let maximumDetentValue: Double
    /// The container's traits.
    public let traitCollection: TraitCollection
    /// The container's height (for the medium detent).
    let containerHeight: Double
}
