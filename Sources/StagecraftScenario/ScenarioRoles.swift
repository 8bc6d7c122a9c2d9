import Stagecraft
import StagecraftLua

/// A role as a scenario's delegates hand it out: each time they are asked, the object given, or
/// the active generation of a script the scenario loaded from disk, so the next transition runs
/// the newest code and one in flight keeps its own (ST1.5).
struct RoleSource<Role> {
    let current: () -> Role
    init(_ current: @escaping () -> Role) { self.current = current }
}

/// What a delegate script answers for: transitions, navigation and tab bar callbacks in one.
typealias ScenarioDelegateRole = ViewControllerTransitioningDelegate & NavigationControllerDelegate & TabBarControllerDelegate

extension ScenarioHost {
    /// A delegate that asks the active generation of `script` (kept for the scenario's length).
    func hotDelegate(_ script: ReloadableScript<ScriptDelegate>) -> HotScriptDelegate {
        let delegate = HotScriptDelegate(script)
        keepAlive.append(delegate)
        return delegate
    }
}

/// What `transition(vc, {animator, present, dismiss, presentation, interactive})` wires to a
/// presented controller: script animators for each direction, a presentation controller script
/// and an interaction handler. (A delegate script, `{delegate = …}`, replaces this object
/// altogether.) The core holds delegates weakly; the host keeps this alive.
final class ScenarioTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: RoleSource<ViewControllerAnimatedTransitioning>?
    var dismissAnimator: RoleSource<ViewControllerAnimatedTransitioning>?
    var presentation: PresentationRole?
    var interaction: RoleSource<ViewControllerInteractiveTransitioning>?
    /// The interaction wired to the controller's view, and the recognizers wiring it added.
    private var wired: ViewControllerInteractiveTransitioning?
    private var wiredRecognizers: [GestureRecognizer] = []
    /// The controller this delegate was wired to: its window is where a driving gesture is looked for.
    weak var controller: ViewController?
    var debugName: String { "scenarioTransition" }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        wireInteraction()
        return presentAnimator?.current()
    }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator?.current() }

    /// Wires the interaction's active generation to the controller's view (a handler's gesture
    /// goes there), replacing an older generation's recognizers once that one drives nothing: at
    /// `transition(…)`, and at each presentation after a reload (ST1.5).
    func wireInteraction() {
        guard let current = interaction?.current(), current !== wired, let controller else { return }
        if let old = wired, Self.isDriving(old) { return }
        for recognizer in wiredRecognizers where recognizer.view === controller.view { controller.view.removeGestureRecognizer(recognizer) }
        wired = current
        wiredRecognizers = []
        guard let handler = current as? ScriptInteraction else { return }
        let before = controller.view.gestureRecognizers
        handler.wire(to: controller)
        wiredRecognizers = controller.view.gestureRecognizers.filter { recognizer in !before.contains { $0 === recognizer } }
    }

    /// A handler's interaction only while a gesture is under way, as UIKit apps do (the seeds'
    /// `interactionInProgress`): a dismissal from a tap on the dim or from the scenario is then
    /// animated, where an interaction controller that nothing drives would hold it still (T1.16).
    /// A self-driven controller drives itself from `startInteractiveTransition` (its
    /// `wantsInteractiveStart` says whether it starts interactive, T6.5): it has every dismissal.
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        guard let wired, let view = controller?.viewIfLoaded else { return nil }
        if wired is ScriptInteractiveTransitioning { return wired }
        return Self.gestureUnderWay(in: view.window ?? view) ? wired : nil
    }

    /// Whether `interaction` is driving a transition that has not completed.
    static func isDriving(_ interaction: ViewControllerInteractiveTransitioning) -> Bool {
        switch interaction {
        case let percentDriven as PercentDrivenInteractiveTransition: percentDriven.isDriving
        case let selfDriven as ScriptInteractiveTransitioning: selfDriven.isDriving
        default: false
        }
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
    var push: RoleSource<ViewControllerAnimatedTransitioning>?
    var pop: RoleSource<ViewControllerAnimatedTransitioning>?
    var debugName: String { "scenarioNavigation" }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        (operation == .push ? push : pop)?.current()
    }
}

/// The animator for a tab bar controller's selections.
final class ScenarioTabDelegate: TabBarControllerDelegate {
    var animator: RoleSource<ViewControllerAnimatedTransitioning>?
    var debugName: String { "scenarioTabs" }

    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { animator?.current() }
}
