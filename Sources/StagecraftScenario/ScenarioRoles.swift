import CLuaShim
import Foundation
import Stagecraft
import StagecraftLua

/// What a scenario wires to a presented controller: animators for each direction, a presentation
/// controller, an interaction. The core holds delegates weakly; the host keeps this alive.
final class ScenarioTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var presentation: PresentationSpec?
    var interaction: PanInteraction?
    var debugName: String { "scenarioTransition" }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interaction?.isActive == true ? interaction?.driver : nil
    }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        presentation?.make(presented: presented, presenting: presenting ?? source)
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

/// A dimming presentation controller's parameters (`dimming{…}` or a presentation module's table).
final class PresentationSpec {
    var color = Color(white: 0, alpha: 0.5)
    var alpha = 1.0
    var dismissesOnTap = true
    /// The lower fraction of the container the presented view takes; nil: all of it.
    var heightFraction: Double?
    var name = "dimming"

    func make(presented: ViewController, presenting: ViewController) -> PresentationController {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting, dimmingColor: color,
                                      dimmingAlpha: alpha, dismissesOnTap: dismissesOnTap,
                                      presentedFrame: heightFraction.map(DimmingPresentationController.bottomSheet(fraction:)))
    }

    /// Reads `{ dimmingColor=, dimmingAlpha=, heightFraction=, dismissesOnTap= }` (also `color`, `alpha`, `height`).
    func read(_ a: HostArgs, _ table: Int32) throws(ScenarioError) {
        let colorName = try a.stringField(table, "dimmingColor"), shortColor = try a.stringField(table, "color")
        if let text = colorName ?? shortColor {
            guard let parsed = Color(parsing: text) else { throw ScenarioError("'\(text)' is not a colour (a name like systemBlue or #rrggbb[aa])") }
            color = parsed
        }
        let alphaValue = try a.numberField(table, "dimmingAlpha"), shortAlpha = try a.numberField(table, "alpha")
        if let value = alphaValue ?? shortAlpha { alpha = value }
        let height = try a.numberField(table, "heightFraction"), shortHeight = try a.numberField(table, "height")
        if let value = height ?? shortHeight {
            guard value > 0, value <= 1 else { throw ScenarioError("heightFraction must be in (0, 1], got \(ScenarioFormat.number(value))") }
            heightFraction = value
        }
        if let value = try a.boolField(table, "dismissesOnTap") { dismissesOnTap = value }
    }
}

/// Pan-to-dismiss, percent-driven (`interaction(path)` or `transition(vc, {interactive = {…}})`):
/// a pan on the presented view drives the dismissal; released past `finishThreshold` of the
/// view's extent along `direction`, or faster than `finishVelocity`, it finishes, else cancels.
final class PanInteraction {
    enum Direction: String { case down, up, left, right }
    var direction = Direction.down
    var finishThreshold = 0.5
    var finishVelocity = 1000.0
    let driver = PercentDrivenInteractiveTransition()
    private(set) var isActive = false

    func read(_ a: HostArgs, _ table: Int32) throws(ScenarioError) {
        if let text = try a.stringField(table, "direction") {
            guard let value = Direction(rawValue: text) else { throw ScenarioError("direction must be down, up, left or right, not '\(text)'") }
            direction = value
        }
        if let value = try a.numberField(table, "finishThreshold") { finishThreshold = value }
        if let value = try a.numberField(table, "finishVelocity") { finishVelocity = value }
    }

    /// Adds the pan recognizer to `controller`'s view.
    func attach(to controller: ViewController) {
        let pan = PanGestureRecognizer(name: "\(controller.name)DismissPan")
        pan.addTarget { [weak self, weak controller] pan in
            guard let self, let controller else { return }
            let view = controller.view
            let t = pan.translation(in: view.superview), v = pan.velocity(in: nil)
            let (distance, speed, extent): (Double, Double, Double) = switch direction {
            case .down: (t.y, v.y, view.bounds.height)
            case .up: (-t.y, -v.y, view.bounds.height)
            case .right: (t.x, v.x, view.bounds.width)
            case .left: (-t.x, -v.x, view.bounds.width)
            }
            let progress = min(max(distance / max(extent, 1), 0), 1)
            switch pan.state {
            case .began:
                isActive = true
                controller.dismiss(animated: true)
            case .changed:
                driver.update(progress)
            case .ended:
                isActive = false
                if progress > finishThreshold || speed > finishVelocity { driver.finish() } else { driver.cancel() }
            default:
                isActive = false
                driver.cancel()
            }
        }
        controller.view.addGestureRecognizer(pan)
    }
}

/// Loads a role module (a presentation's or interaction's parameter table) as text, in its own
/// environment. stack: pushes 1 (the table).
func loadRoleTable(_ host: ScenarioHost, path: String, role: String) throws(ScenarioError) -> Int32 {
    let (resolved, source) = try readScript(host, path)
    do throws(LuaError) {
        try host.lua.load(source, chunkName: "@" + resolved)
        try host.lua.call(nargs: 0, nresults: 1, budget: host.lua.limits.loadBudget)
    } catch {
        throw ScenarioError("\(role) \(resolved) did not load: \(error.message)")
    }
    guard lua_type(host.lua.state, -1) == LUA_TTABLE else {
        sc_pop(host.lua.state, 1)
        throw ScenarioError("\(role) \(resolved) must return a table")
    }
    return lua_gettop(host.lua.state)
}

/// Finds `path` in the scenario's directory, its parent, `examples/` or the working directory.
func readScript(_ host: ScenarioHost, _ path: String) throws(ScenarioError) -> (String, String) {
    let candidates = path.hasPrefix("/") ? [path] : host.searchDirectories.map { $0 == "." ? path : "\($0)/\(path)" }
    guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
        throw ScenarioError("script '\(path)' not found (looked in \(candidates.joined(separator: ", ")))")
    }
    guard let data = FileManager.default.contents(atPath: found), let text = String(data: data, encoding: .utf8) else {
        throw ScenarioError("script '\(found)' is not readable UTF-8 text")
    }
    return (normalize(found), text)
}

/// `a/b/../c` → `a/c`, `./x` → `x`: file names in messages as people write them.
func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
        parts.append(part)
    }
    return parts.joined(separator: "/")
}
