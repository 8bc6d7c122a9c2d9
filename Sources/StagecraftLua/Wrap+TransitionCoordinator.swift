import CLuaShim
import Stagecraft

extension TransitionCoordinator: LuaNamed { var luaDisplayName: String { "" } }

/// UIViewControllerTransitionCoordinator (T5): alongside animations, completions, interaction
/// changes, and its context's properties. Blocks receive the coordinator (it is also the context).
enum WrapTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` and `animateAlongsideTransition(in:…)` share this:
    /// arguments `animation` and `completion` at `first` and `first + 1` (either may be nil).
    static func alongside(_ call: LuaCall, _ first: Int32, in view: View?) throws(BridgeError) -> Int32 {
        let coordinator = try call.this(TransitionCoordinator.self)
        let animation = call.isNoneOrNil(first) ? nil : try call.storedFunction(first)
        let completion = call.isNoneOrNil(first + 1) ? nil : try call.storedFunction(first + 1)
        let queued = coordinator.animateAlongsideTransition(
            in: view, animation: animation.map { ref in { ref.call(with: $0) } }, completion: completion.map { ref in { ref.call(with: $0) } })
        LuaStack.push(call.L, queued)
        return 1
    }

    static var definition: LuaClass {
        var c = LuaClass("TransitionCoordinator", object: TransitionCoordinator.self)
        c.getters = [
            ("isAnimated", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.isAnimated) } }),
            ("presentationStyle", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.presentationStyle.rawValue) } }),
            ("initiallyInteractive", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.initiallyInteractive) } }),
            ("isInteractive", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.isInteractive) } }),
            ("isInterruptible", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.isInterruptible) } }),
            ("isCancelled", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.isCancelled) } }),
            ("transitionDuration", { s in luaGet(s, TransitionCoordinator.self) { lua_pushnumber($0.state, $1.transitionDuration) } }),
            ("percentComplete", { s in luaGet(s, TransitionCoordinator.self) { lua_pushnumber($0.state, $1.percentComplete) } }),
            ("completionVelocity", { s in luaGet(s, TransitionCoordinator.self) { lua_pushnumber($0.state, $1.completionVelocity) } }),
            ("completionCurve", { s in luaGet(s, TransitionCoordinator.self) { LuaStack.push($0.state, $1.completionCurve.rawValue) } }),
            ("containerView", { s in luaGet(s, TransitionCoordinator.self) { $0.push($1.containerView) } }),
            ("targetTransform", { s in luaGet(s, TransitionCoordinator.self) { $0.push($1.targetTransform) } }),
        ]
        c.methods = [
            ("view", { s in bridged(s, "view") { call throws(BridgeError) in
                call.lua.push(try call.this(TransitionCoordinator.self).view(forKey: try WrapTransitionContext.key(call, 2))); return 1 } }),
            ("viewController", { s in bridged(s, "viewController") { call throws(BridgeError) in
                call.lua.push(try call.this(TransitionCoordinator.self).viewController(forKey: try WrapTransitionContext.key(call, 2))); return 1 } }),
            // animate(alongsideTransition, completion): either may be nil; returns whether it was queued (T5.3).
            ("animate", { s in bridged(s, "animate") { call throws(BridgeError) in
                try WrapTransitionCoordinator.alongside(call, 2, in: nil) } }),
            // animateAlongsideTransitionIn(view, animation, completion) (T5.5).
            ("animateAlongsideTransitionIn", { s in bridged(s, "animateAlongsideTransitionIn") { call throws(BridgeError) in
                try WrapTransitionCoordinator.alongside(call, 3, in: try call.optionalObject(2, View.self)) } }),
            ("notifyWhenInteractionChanges", { s in bridged(s, "notifyWhenInteractionChanges") { call throws(BridgeError) in
                let coordinator = try call.this(TransitionCoordinator.self)
                let handler = try call.storedFunction(2)
                coordinator.notifyWhenInteractionChanges { handler.call(with: $0) }
                return 0 } }),
        ]
        return c
    }
}
