import UIKit

/// A class and a struct with a static member named `new` (SW12.4), which the Lua constructor of
/// every translated type is also called: both must keep working.
final class Theme {
    static let new = Theme(alpha: 0.5)
    let alpha: CGFloat

    init(alpha: CGFloat) {
        self.alpha = alpha
    }

    func shared() -> Theme { Theme.new }
    func made() -> Theme { Theme(alpha: 0.2) }
    func isShared(_ other: Theme) -> Bool { other === Theme.new }
    func newSpotX() -> CGFloat { Spot.new.x }
    func madeSpotX() -> CGFloat { Spot(x: 3).x }
}

struct Spot {
    static var new: Spot { Spot(x: 7) }
    var x: CGFloat = 0
}

