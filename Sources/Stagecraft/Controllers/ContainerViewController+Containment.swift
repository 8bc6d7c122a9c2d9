/// What navigation and tab bar controllers accept in their lists (`ContainmentError`): the
/// checks their entry points run first, public so that bindings raise them at the script's line.
extension NavigationController {
    /// Why `pushViewController(controller, …)` must fail: UIKit refuses a navigation controller and
    /// a controller already in the stack, and a controller with a place elsewhere would leave two
    /// containers claiming it (or make a container its own ancestor: `nav:pushViewController(nav)`).
    public func pushError(_ controller: ViewController) -> ContainmentError? {
        if controller is NavigationController { return .pushingNavigationController(controller) }
        if viewControllers.contains(where: { $0 === controller }) { return .pushedTwice(controller) }
        return adoptionError(controller)
    }

    /// Why `setViewControllers(controllers, …)` must fail: any controller `pushError(_:)` refuses,
    /// except those already in this stack, and a controller listed twice.
    public func stackError(_ controllers: [ViewController]) -> ContainmentError? {
        var seen: Set<ObjectIdentifier> = []
        for controller in controllers {
            if controller is NavigationController { return .pushingNavigationController(controller) }
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return .pushedTwice(controller) }
            if let problem = adoptionError(controller) { return problem }
        }
        return nil
    }

    /// Why `controller` cannot be the root of a new navigation controller (UIKit pushes it).
    public static func rootError(_ controller: ViewController) -> ContainmentError? {
        if controller is NavigationController { return .pushingNavigationController(controller) }
        return ViewController.placementError(controller, joining: "a new navigation controller")
    }
}

extension TabBarController {
    /// Why `controllers` cannot be the tabs of a new tab bar controller: one listed twice, one with
    /// a place elsewhere, or nesting too deep.
    public static func tabsError(_ controllers: [ViewController]) -> ContainmentError? {
        var seen: Set<ObjectIdentifier> = []
        for controller in controllers {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return .listedTwice(controller, in: "tab bar controller") }
            if let problem = ViewController.placementError(controller, joining: "a new tab bar controller") { return problem }
        }
        return nil
    }
}

extension ViewController {
    /// Why `controller` cannot join a container being made (which can be no one's ancestor yet):
    /// it has a parent or a presentation, or nesting would be too deep.
    static func placementError(_ controller: ViewController, joining container: String) -> ContainmentError? {
        if let parent = controller.parent {
            return ContainmentError("\(controller) cannot join \(container): it is already a child of \(parent); remove it from its parent first")
        }
        if let presenter = controller.presentingViewController {
            return ContainmentError("\(controller) cannot join \(container): it is being presented by \(presenter); dismiss it first")
        }
        if let presented = controller.presentedViewController {
            return ContainmentError("\(controller) cannot join \(container): it is presenting \(presented) (an active controller)")
        }
        let depth = 1 + controller.containmentHeight
        if depth > maxContainmentDepth { return .tooDeep(depth) }
        return nil
    }
}
