import UIKit

/// Where the app makes its navigation controllers: `T(rootViewController:)` of a subclass.
enum Navigations {
    static func locked(root: UIViewController) -> UINavigationController {
        return LockedNavigationController(rootViewController: root)
    }

    static func fading(root: UIViewController) -> UINavigationController {
        return FadingNavigationController(rootViewController: root)
    }

    static func guarded(root: UIViewController) -> GuardedNavigationController {
        return GuardedNavigationController(rootViewController: root)
    }
}
