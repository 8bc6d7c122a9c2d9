/// What every object taking part in a transition can say about itself: a name for traces and,
/// for a script, where it is defined, so diagnostics point at the right file and line. One
/// protocol for all roles, so an object that is both a delegate and an animator has one name.
public protocol TransitionObject: AnyObject {
    var debugName: String { get }
    /// `file:line` of a script's definition; nil for Swift types.
    var sourceLocation: String? { get }
}

extension TransitionObject {
    public var debugName: String { typeName(of: self) }
    public var sourceLocation: String? { nil }
}

/// An animation controller (`UIViewControllerAnimatedTransitioning`): animates one transition
/// inside the context's container and calls `completeTransition(_:)` when done (T2.1).
public protocol ViewControllerAnimatedTransitioning: TransitionObject {
    func transitionDuration(using context: TransitionContext) -> Double
    func animateTransition(using context: TransitionContext)
    /// Called once the transition is over, after every completion (T1.1).
    func animationEnded(_ transitionCompleted: Bool)
    /// The property animator that runs this transition, when it is interruptible; the same instance
    /// must be returned for the whole transition (T6.4).
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
}

/// An interaction controller (`UIViewControllerInteractiveTransitioning`): drives a transition from
/// a gesture, reporting progress through the context.
public protocol ViewControllerInteractiveTransitioning: TransitionObject {
    func startInteractiveTransition(_ context: TransitionContext)
    var completionSpeed: Double { get }
    var completionCurve: AnimationCurve { get }
    /// Whether the transition starts interactive (T2.5, T6.5); default true.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: Double { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Vends the objects of a modal transition (`UIViewControllerTransitioningDelegate`). Every method
/// is optional: the defaults return nil, which selects UIKit's standard behaviour (T1.4, T1.5).
public protocol ViewControllerTransitioningDelegate: TransitionObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> ViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController)
        -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController)
        -> PresentationController? { nil }
}

/// A navigation controller's delegate (`UINavigationControllerDelegate`), the transition part (T9).
public protocol NavigationControllerDelegate: TransitionObject {
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// A tab bar controller's delegate (`UITabBarControllerDelegate`), the transition part (T9.5).
public protocol TabBarControllerDelegate: TransitionObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
