import UIKit

/// A struct made and changed through closures taking it `inout`, as SideMenu's
/// `InitializableStruct` does (SW12.3): `MenuSettings { $0.width = 300 }` and
/// `settings.with { $0.duration = 0.5 }`.
protocol Configurable {
    init()
}

extension Configurable {
    init(_ block: (inout Self) -> Void) {
        self.init()
        block(&self)
    }

    @discardableResult mutating func with(_ block: (inout Self) -> Void) -> Self {
        block(&self)
        return self
    }
}

struct MenuSettings: Configurable {
    var width: CGFloat = 240
    var duration: Double = 0.35
}

/// Makes settings the three ways.
final class MenuSettingsMaker {
    func made() -> MenuSettings {
        return MenuSettings { $0.width = 300 }
    }

    /// `with` changes the variable and returns a copy: a later change of the copy is not the variable's.
    func changed() -> [CGFloat] {
        var settings = MenuSettings()
        var returned = settings.with { $0.duration = 0.5 }
        returned.width = 100
        return [settings.width, CGFloat(settings.duration), returned.width, CGFloat(returned.duration)]
    }

    func applied(_ change: (inout MenuSettings) -> Void) -> MenuSettings {
        var settings = MenuSettings()
        change(&settings)
        return settings
    }

    func widened() -> MenuSettings {
        return applied { $0.width += 10 }
    }
}
