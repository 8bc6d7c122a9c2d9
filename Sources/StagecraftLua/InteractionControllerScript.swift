import CLuaShim
import Stagecraft

/// An interaction controller script of either kind UIKit accepts, decided by what its table
/// defines: a percent-driven handler (`handleGesture` or `wire`, a `ScriptInteraction`) or an
/// object implementing UIViewControllerInteractiveTransitioning itself (`startInteractiveTransition`
/// and neither of those, a `ScriptInteractiveTransitioning`). A scenario's `interaction "…"` loads
/// this, so a self-driven controller is accepted wherever a percent-driven one is.
public final class InteractionControllerScript: LoadableScriptRole {
    /// What UIKit is handed: the percent-driven controller or the self-driven object.
    public let controller: ViewControllerInteractiveTransitioning
    public let script: ScriptTable

    /// Checks the table on top and makes the controller its callbacks ask for. stack: pops 1.
    public init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError) {
        if ScriptInteractiveTransitioning.isSelfDriven(lua.state) {
            let selfDriven = try ScriptInteractiveTransitioning(lua: lua, popping: (), chunkName: chunkName)
            (controller, script) = (selfDriven, selfDriven.script)
        } else {
            let handler = try ScriptInteraction(lua: lua, popping: (), chunkName: chunkName)
            (controller, script) = (handler, handler.script)
        }
    }

    /// Driving a transition (either kind), or, for a handler, wired to a controller on screen.
    var isInUse: Bool {
        switch controller {
        case let handler as ScriptInteraction: handler.isInUse
        case let selfDriven as ScriptInteractiveTransitioning: selfDriven.isDriving
        default: false
        }
    }
}

extension RoleLoader where Role == InteractionControllerScript {
    /// Interaction controllers of either kind (`InteractionControllerScript`); in flight as the
    /// controller it made is (`isInUse`).
    public static var interactionController: RoleLoader<InteractionControllerScript> {
        .scripted("an interaction controller") { $0.isInUse }
    }
}
