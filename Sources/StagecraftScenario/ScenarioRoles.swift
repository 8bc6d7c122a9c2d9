import Stagecraft
import StagecraftLua

/// What `transition(vc, {animator, present, dismiss, presentation, interactive})` wires to a
/// presented controller: script animators for each direction, a presentation controller script
/// and an interaction handler. (A delegate script, `{delegate = …}`, replaces this object
/// altogether.) The core holds delegates weakly; the host keeps this alive.
final class ScenarioTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var presentation: PresentationRole?
    var interaction: PercentDrivenInteractiveTransition?
    /// The controller this delegate was wired to: its window is where a driving gesture is looked for.
    weak var controller: ViewController?
    var debugName: String { "scenarioTransition" }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator }

    /// The interaction only while a gesture is under way, as UIKit apps do (the seeds'
    /// `interactionInProgress`): a dismissal from a tap on the dim or from the scenario is then
    /// animated, where an interaction controller that nothing drives would hold it still (T1.16).
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        guard let interaction, let view = controller?.viewIfLoaded else { return nil }
        return Self.gestureUnderWay(in: view.window ?? view) ? interaction : nil
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        presentation?.make(presented: presented, presenting: presenting ?? source)
    }

    /// Whether a recognizer in `view`'s tree has begun or changed (a pan or pinch the handler is
    /// following right now). Walked only when a dismissal starts, so its cost does not matter.
    static func gestureUnderWay(in view: View) -> Bool {
        if view.gestureRecognizers.contains(where: { $0.state.isActive }) { return true }
        return view.subviews.contains { gestureUnderWay(in: $0) }
    }
}

/// Animators for a navigation controller's pushes and pops (nil: UIKit's default slide).
final class ScenarioNavigationDelegate: NavigationControllerDelegate {
    var push: ViewControllerAnimatedTransitioning?
    var pop: ViewControllerAnimatedTransitioning?
    var debugName: String { "scenarioNavigation" }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        operation == .push ? push : pop
    }
}

/// The animator for a tab bar controller's selections.
final class ScenarioTabDelegate: TabBarControllerDelegate {
    var animator: ViewControllerAnimatedTransitioning?
    var debugName: String { "scenarioTabs" }

    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
}
