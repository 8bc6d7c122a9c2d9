import UIKit

/// Objects made and configured in one expression, as SideMenu's `InitializableClass` does:
/// `DrawerStyle { $0.menuOffset = -1 }` runs the class's `init()`, then the block.
protocol Configurable: AnyObject {
    init()
}

extension Configurable {
    init(_ configure: (Self) -> Void) {
        self.init()
        configure(self)
    }
}

final class DrawerStyle: Configurable {
    var menuOffset: CGFloat = 0
    var made = 0

    required init() {
        made += 1
    }

    static var slideIn: DrawerStyle {
        return DrawerStyle { $0.menuOffset = -1 }
    }
}
