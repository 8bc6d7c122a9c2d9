import Stagecraft

/// A delegate script (transitioning, navigation, tab bar) that hot reload keeps up to date: every
/// question goes to the active generation, so each new transition gets the roles the newest code
/// returns, while roles an older generation returned finish on it (the generation stays until
/// none of them is in use, see `RoleLoader.delegate`).
///
/// ```swift
/// let zoom = try reloader.load("examples/delegates/zoom.lua", as: .delegate)
/// navigation.delegate = HotScriptDelegate(zoom)
/// ```
public final class HotScriptDelegate: ViewControllerTransitioningDelegate, NavigationControllerDelegate, TabBarControllerDelegate {
    public let script: ReloadableScript<ScriptDelegate>

    public init(_ script: ReloadableScript<ScriptDelegate>) { self.script = script }

    public var debugName: String { script.current.debugName }

    // MARK: - UIViewControllerTransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        script.current.animationController(forPresented: presented, presenting: presenting, source: source)
    }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        script.current.animationController(forDismissed: dismissed)
    }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        script.current.interactionControllerForPresentation(using: animator)
    }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        script.current.interactionControllerForDismissal(using: animator)
    }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        script.current.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    // MARK: - UINavigationControllerDelegate

    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        script.current.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        script.current.navigationController(navigationController, interactionControllerFor: animationController)
    }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        script.current.navigationController(navigationController, willShow: viewController, animated: animated)
    }
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        script.current.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    // MARK: - UITabBarControllerDelegate

    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        script.current.tabBarController(tabBarController, shouldSelect: viewController)
    }
    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        script.current.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        script.current.tabBarController(tabBarController, interactionControllerFor: animationController)
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        script.current.tabBarController(tabBarController, didSelect: viewController)
    }
}
