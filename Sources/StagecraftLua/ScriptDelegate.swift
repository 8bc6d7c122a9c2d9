import CLuaShim
import Stagecraft

/// A transitioning, navigation or tab bar controller delegate written in Lua: a table with any of
/// the callbacks below (at least one). What a callback returns is converted into the role asked
/// for: a table becomes a script animator, presentation controller or interaction controller
/// (validated then, with a clear error), a handle of a Swift role object (a `DimmingPresentationController{…}`,
/// a `UIPercentDrivenInteractiveTransition(…)`) is used as it is, nil means UIKit's default.
///
/// An error in a callback (or a return value that is not the role asked for) is a `.scriptError`
/// diagnostic with file:line and the answer is nil, which selects UIKit's default for that role:
/// the delegate is asked before the transition begins, so nothing is left half-done.
public final class ScriptDelegate: LoadableScriptRole, ViewControllerTransitioningDelegate, NavigationControllerDelegate, TabBarControllerDelegate, LuaErrorScope {
    public static let callbacks = [
        "animationControllerForPresented", "animationControllerForDismissed", "interactionControllerForPresentation",
        "interactionControllerForDismissal", "presentationControllerForPresented",
        "navigationControllerAnimationControllerFor", "navigationControllerInteractionControllerFor",
        "navigationControllerWillShow", "navigationControllerDidShow",
        "tabBarControllerShouldSelect", "tabBarControllerAnimationControllerForTransitionFrom",
        "tabBarControllerInteractionControllerFor", "tabBarControllerDidSelect",
    ] + AdaptiveScript.callbacks
    public let script: ScriptTable
    public let debugName: String
    public let sourceLocation: String?
    public private(set) var errors: [LuaError] = []
    /// Interaction controllers made from tables, one per table: a handler returned twice is the
    /// same controller (it may own the gesture that drives it).
    private var interactions: [UnsafeRawPointer: ScriptInteraction] = [:]
    /// Tables implementing UIViewControllerInteractiveTransitioning themselves, one role per table.
    private var selfDriven: [UnsafeRawPointer: ScriptInteractiveTransitioning] = [:]
    /// Animators and presentation controllers made from returned tables, weakly: one still alive
    /// is held by a transition or a presentation, so hot reload keeps this generation.
    private var vended: [WeakRole] = []

    /// Checks the table on top and keeps it. stack: pops 1.
    public init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError) {
        do {
            try ScriptRole.validateAny(lua, chunkName: chunkName, role: "a delegate", known: Self.callbacks)
        } catch {
            sc_pop(lua.state, 1)
            throw error
        }
        debugName = ScriptRole.debugName(lua, chunkName: chunkName)
        sourceLocation = ScriptRole.location(lua, chunkName: chunkName, of: Self.callbacks)
        script = ScriptTable(lua: lua, popping: chunkName)
        script.methodSelf = .table  // `function Delegate:animationControllerForPresented(…)`
    }

    /// A delegate table defining the adaptive callbacks is the adaptive delegate of the presentation
    /// controllers it vends (unless they have one).
    private func adopt(_ controller: PresentationController) {
        if controller.delegate == nil, AdaptiveScript.defined(in: script) { controller.delegate = self }
    }

    private func vend(_ role: AnyObject) {
        vended.removeAll { $0.object == nil }
        vended.append(WeakRole(object: role))
    }

    /// Whether a role this delegate made is still in use: an animator or presentation controller
    /// alive (only transitions and presentations hold them), or an interaction driving or wired
    /// on screen. Hot reload keeps the delegate's generation (its callbacks) until none is.
    var hasRolesInUse: Bool {
        vended.contains { $0.object != nil } || interactions.values.contains(where: \.isInUse)
    }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: debugName, source: sourceLocation)
    }

    /// Calls `name(args…)` and converts its result with `convert` (the value on top). stack: unchanged.
    private func ask<T>(_ name: String, _ args: [Argument], _ convert: (LuaState) throws(LuaError) -> T?) -> T? {
        var result: T?
        script.call(name, scope: self, nresults: 1, { lua in
            for argument in args { Self.push(lua, argument) }
            return Int32(args.count)
        }) { _ in
            do throws(LuaError) { result = try convert(script.lua) } catch { scriptDidFail(error) }
        }
        return result
    }

    /// What a callback is called with.
    enum Argument {
        case object(AnyObject?), text(String)
        static func vc(_ controller: ViewController?) -> Argument { .object(controller) }
    }

    /// stack: pushes 1.
    private static func push(_ lua: LuaState, _ argument: Argument) {
        switch argument {
        case let .object(animator as ScriptAnimator): animator.script.push()  // the table the script made
        case let .object(interaction as ScriptInteractiveTransitioning): interaction.script.push()
        case let .object(object): lua.push(object)
        case let .text(text): LuaStack.push(lua.state, text)
        }
    }

    private func misuse(_ what: String) -> LuaError {
        LuaError(kind: .misuse, message: "\(sourceLocation ?? script.chunkName): \(debugName) must return \(what) (got \(LuaStack.typeName(script.lua.state, -1)))", chunk: script.chunkName)
    }

    /// The value on top as an animation controller. stack: unchanged.
    private func animator(_ lua: LuaState) throws(LuaError) -> ViewControllerAnimatedTransitioning? {
        let L = lua.state
        if lua_type(L, -1) == LUA_TNIL { return nil }
        if lua_type(L, -1) == LUA_TTABLE {
            lua_pushvalue(L, -1)
            let made = try ScriptAnimator(lua: lua, popping: (), chunkName: script.chunkName)
            made.script.generation = script.generation  // its callbacks belong to this delegate's generation
            vend(made)
            return made
        }
        if let role = ScriptRole.handleObject(L) as? ViewControllerAnimatedTransitioning { return role }
        throw misuse("an animation controller table or nil")
    }

    /// The value on top as an interaction controller. stack: unchanged.
    private func interaction(_ lua: LuaState) throws(LuaError) -> ViewControllerInteractiveTransitioning? {
        let L = lua.state
        if lua_type(L, -1) == LUA_TNIL { return nil }
        if lua_type(L, -1) == LUA_TTABLE, let key = lua_topointer(L, -1), ScriptInteractiveTransitioning.isSelfDriven(L) {
            if let known = selfDriven[key] { return known }
            lua_pushvalue(L, -1)
            let made = try ScriptInteractiveTransitioning(lua: lua, popping: (), chunkName: script.chunkName)
            made.script.generation = script.generation
            selfDriven[key] = made
            return made
        }
        if lua_type(L, -1) == LUA_TTABLE, let key = lua_topointer(L, -1) {
            if let known = interactions[key] { return known }
            lua_pushvalue(L, -1)
            let made = try ScriptInteraction(lua: lua, popping: (), chunkName: script.chunkName)
            made.script.generation = script.generation
            interactions[key] = made
            return made
        }
        if let role = ScriptRole.handleObject(L) as? ViewControllerInteractiveTransitioning { return role }
        throw misuse("an interaction handler table, a table implementing startInteractiveTransition, a UIPercentDrivenInteractiveTransition or nil")
    }

    // MARK: - UIViewControllerTransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> ViewControllerAnimatedTransitioning? { ask("animationControllerForPresented", [.vc(presented), .vc(presenting), .vc(source)], animator) }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        ask("animationControllerForDismissed", [.vc(dismissed)], animator)
    }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        ask("interactionControllerForPresentation", [.object(animator)], interaction)
    }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        ask("interactionControllerForDismissal", [.object(animator)], interaction)
    }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        ask("presentationControllerForPresented", [.vc(presented), .vc(presenting), .vc(source)]) { lua throws(LuaError) -> PresentationController? in
            let L = lua.state
            if lua_type(L, -1) == LUA_TNIL { return nil }
            if lua_type(L, -1) == LUA_TTABLE {
                lua_pushvalue(L, -1)
                let made = try ScriptPresentationController(lua: lua, popping: (), chunkName: script.chunkName,
                                                            presented: presented, presenting: presenting ?? source)
                made.script.generation = script.generation
                vend(made)
                adopt(made)
                return made
            }
            if let controller = ScriptPresentationController.object(L, PresentationController.self) { adopt(controller); return controller }
            throw misuse("a presentation controller table, a DimmingPresentationController or nil")
        }
    }

    // MARK: - UINavigationControllerDelegate

    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        ask("navigationControllerAnimationControllerFor", [.vc(navigationController), .text(operation.rawValue), .vc(fromVC), .vc(toVC)], animator)
    }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        ask("navigationControllerInteractionControllerFor", [.vc(navigationController), .object(animationController)], interaction)
    }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        script.call("navigationControllerWillShow", scope: self) { lua in
            lua.push(navigationController); lua.push(viewController); LuaStack.push(lua.state, animated); return 3 }
    }
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        script.call("navigationControllerDidShow", scope: self) { lua in
            lua.push(navigationController); lua.push(viewController); LuaStack.push(lua.state, animated); return 3 }
    }

    // MARK: - UITabBarControllerDelegate

    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        var answer = true
        script.call("tabBarControllerShouldSelect", scope: self, nresults: 1, { lua in lua.push(tabBarController); lua.push(viewController); return 2 }) { L in
            answer = lua_toboolean(L, -1) != 0
        }
        return answer
    }
    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        ask("tabBarControllerAnimationControllerForTransitionFrom", [.vc(tabBarController), .vc(fromVC), .vc(toVC)], animator)
    }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        ask("tabBarControllerInteractionControllerFor", [.vc(tabBarController), .object(animationController)], interaction)
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        script.call("tabBarControllerDidSelect", scope: self) { lua in lua.push(tabBarController); lua.push(viewController); return 2 }
    }
}

/// A role a delegate made, held weakly.
struct WeakRole {
    weak var object: AnyObject?
}
