import UIKit

/// A navigation controller that writes down its stack changes and can hold its pops (as apps do
/// to ask before leaving a form): its overrides of UIKit's pop, set and layout methods.
class GuardedNavigationController: UINavigationController {
    var log: [String] = []
    var holdsPops = false
    var willLayouts = 0
    var didLayouts = 0

    override func popViewController(animated: Bool) -> UIViewController? {
        log.append("pop")
        if holdsPops { return nil }
        return super.popViewController(animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        log.append("set \(viewControllers.count)")
        super.setViewControllers(viewControllers, animated: animated)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        willLayouts += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayouts += 1
    }

    var summary: String { log.joined(separator: ", ") }
}
