/// A blur of what lies behind a view (UIKit's `UIBlurEffect`), shown by a `VisualEffectView`.
///
/// The core keeps only which style it is: how each style looks (its blur radius and tint) is the
/// renderers' business (StagecraftRender's Player/blur.json, docs/blur.md), as colours of pixels are.
public final class BlurEffect: Equatable, CustomStringConvertible {
    /// UIKit's `UIBlurEffect.Style`, with its case names (the adaptive materials of iOS 13 and their
    /// fixed light and dark variants, and the older styles).
    public enum Style: String, Sendable, CaseIterable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) { self.style = style }

    public static func == (a: BlurEffect, b: BlurEffect) -> Bool { a.style == b.style }
    public var description: String { "UIBlurEffect(\(style.rawValue))" }
}
