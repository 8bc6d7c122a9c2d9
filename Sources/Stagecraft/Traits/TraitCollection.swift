/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable {
    case compact, regular
}

/// The environment a controller is shown in (UIKit's `UITraitCollection`, its size classes only).
///
/// Stagecraft derives the size classes from the window size, the way iPhones and iPads report them
/// (the thresholds below are the one place they live):
/// - vertically compact below 500 pt tall: iPhones in landscape (320–440 pt); portrait iPhones and
///   every iPad are regular;
/// - horizontally compact below 600 pt wide (portrait iPhones, iPad split-screen slivers of
///   320–507 pt), and also below 896 pt when vertically compact (landscape iPhones, 568–852 pt);
///   the Plus/Max iPhones in landscape (896–956 pt) and full-screen iPads (744+ pt) are regular.
/// So 390×844 (iPhone 14, portrait) is compact/regular, 844×390 (landscape) compact/compact,
/// 932×430 (14 Pro Max, landscape) regular/compact, and 1024×768 (iPad, landscape) regular/regular.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Windows narrower than this are horizontally compact.
    public static let compactWidthLimit: Double = 600
    /// Vertically compact windows (landscape iPhones) narrower than this are horizontally compact too.
    public static let compactLandscapeWidthLimit: Double = 896
    /// Windows shorter than this are vertically compact.
    public static let compactHeightLimit: Double = 500

    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass

    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a window of `size` (see the thresholds above).
    public init(windowSize size: Size) {
        verticalSizeClass = size.height < Self.compactHeightLimit ? .compact : .regular
        let widthLimit = verticalSizeClass == .compact ? Self.compactLandscapeWidthLimit : Self.compactWidthLimit
        horizontalSizeClass = size.width < widthLimit ? .compact : .regular
    }

    public var description: String { "(horizontal: \(horizontalSizeClass.rawValue), vertical: \(verticalSizeClass.rawValue))" }
}

extension Window {
    /// The window's traits, from its size.
    public var traitCollection: TraitCollection { TraitCollection(windowSize: bounds.size) }
}

extension ViewController {
    /// The traits of the window its view is in; a controller off screen reports a portrait
    /// iPhone's (390×844), Stagecraft's default window.
    public var traitCollection: TraitCollection {
        viewIfLoaded?.window?.traitCollection ?? TraitCollection(windowSize: Size(width: 390, height: 844))
    }
}

extension PresentationController {
    /// The traits of the presentation's environment: the presenting controller's.
    public var traitCollection: TraitCollection {
        containerView?.window?.traitCollection ?? presentingViewController.traitCollection
    }
}
