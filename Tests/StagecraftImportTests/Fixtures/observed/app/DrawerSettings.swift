import UIKit

/// A side drawer's settings, a value type as menu libraries keep them; its width falls back on a
/// probe's bounds only when the scenario gives no preferred width (`??` evaluates its right side
/// only then).
struct DrawerSettings {
    var width: CGFloat = 240
    var dimsBackground = true

    static func preferred(_ width: CGFloat?) -> DrawerSettings {
        var settings = DrawerSettings()
        settings.width = width ?? WidthProbe.make().bounds.width
        return settings
    }
}

/// Counts how often its fallback is made, so a scenario can tell whether `??` made it.
final class WidthProbe {
    static var made = 0

    static func make() -> UIView {
        made += 1
        return UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
    }
}
