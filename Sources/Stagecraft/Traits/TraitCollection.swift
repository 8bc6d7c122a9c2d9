/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable {
    case compact, regular
}

/// The environment a controller is shown in (UIKit's `UITraitCollection`, its size classes only).
///
/// Stagecraft derives the size classes from the window size, the way iPhones and iPads report them
/// (the thresholds are `compactWidthLimit` and `compactHeightLimit`, the one place they live):
/// - horizontally compact below 600 pt wide: every iPhone in either orientation except the
///   Max/Plus models in landscape (which are regular at 896+ pt), and iPad split-screen slivers
///   (320–507 pt); iPads full screen (744+ pt) are regular;
/// - vertically compact below 500 pt tall: iPhones in landscape (320–440 pt); portrait iPhones and
///   every iPad are regular.
/// So 390×844 (iPhone 14, portrait) is compact/regular, 844×390 is compact/compact, and 1024×768
/// (iPad, landscape) is regular/regular.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Windows narrower than this are horizontally compact.
    public static let compactWidthLimit: Double = 600
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
        horizontalSizeClass = size.width < Self.compactWidthLimit ? .compact : .regular
        verticalSizeClass = size.height < Self.compactHeightLimit ? .compact : .regular
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
