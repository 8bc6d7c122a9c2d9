import UIKit

/// A subclass whose push override does not call super: UIKit then pushes nothing.
class LockedNavigationController: UINavigationController {
    var refused = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        refused += 1
    }
}
