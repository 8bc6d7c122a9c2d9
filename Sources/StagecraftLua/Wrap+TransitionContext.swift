import CLuaShim
import Stagecraft

extension TransitionContext: LuaNamed { var luaDisplayName: String { "" } }

/// UIViewControllerContextTransitioning: keys are the strings `"from"` and `"to"`
/// (`ctx:view("to")`, `ctx:viewController("from")`). The handle stays valid after the transition
/// ends, as UIKit's context does for code that holds it (T2.3).
enum WrapTransitionContext {
    static func key(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> TransitionContextKey {
        try call.choice(index, TransitionContextKey.self)
    }

    static var definition: LuaClass {
        var c = LuaClass("TransitionContext", object: TransitionContext.self)
        c.getters = [
            ("containerView", { s in luaGet(s, TransitionContext.self) { $0.push($1.containerView) } }),
            ("isAnimated", { s in luaGet(s, TransitionContext.self) { LuaStack.push($0.state, $1.isAnimated) } }),
            ("isInteractive", { s in luaGet(s, TransitionContext.self) { LuaStack.push($0.state, $1.isInteractive) } }),
            ("transitionWasCancelled", { s in luaGet(s, TransitionContext.self) { LuaStack.push($0.state, $1.transitionWasCancelled) } }),
            ("presentationStyle", { s in luaGet(s, TransitionContext.self) { LuaStack.push($0.state, $1.presentationStyle.rawValue) } }),
            ("targetTransform", { s in luaGet(s, TransitionContext.self) { $0.push($1.targetTransform) } }),
            ("percentComplete", { s in luaGet(s, TransitionContext.self) { lua_pushnumber($0.state, $1.percentComplete) } }),
        ]
        c.methods = [
            ("view", { s in bridged(s, "view") { call throws(BridgeError) in
                call.lua.push(try call.this(TransitionContext.self).view(forKey: try WrapTransitionContext.key(call, 2))); return 1 } }),
            ("viewController", { s in bridged(s, "viewController") { call throws(BridgeError) in
                call.lua.push(try call.this(TransitionContext.self).viewController(forKey: try WrapTransitionContext.key(call, 2))); return 1 } }),
            ("initialFrame", { s in bridged(s, "initialFrame") { call throws(BridgeError) in
                call.lua.push(try call.this(TransitionContext.self).initialFrame(for: try call.object(2, ViewController.self))); return 1 } }),
            ("finalFrame", { s in bridged(s, "finalFrame") { call throws(BridgeError) in
                call.lua.push(try call.this(TransitionContext.self).finalFrame(for: try call.object(2, ViewController.self))); return 1 } }),
            ("completeTransition", { s in bridged(s, "completeTransition") { call throws(BridgeError) in
                let context = try call.this(TransitionContext.self)
                // The caller's line is only reported for a second call (T2.3): looked up only then.
                let again = context.isCompleted ? LuaCall.callerLine(call.L) : nil
                context.completeTransition(try call.boolean(2), calledFrom: again); return 0 } }),
            ("updateInteractiveTransition", { s in bridged(s, "updateInteractiveTransition") { call throws(BridgeError) in
                try call.this(TransitionContext.self).updateInteractiveTransition(try call.number(2)); return 0 } }),
            ("finishInteractiveTransition", { s in bridged(s, "finishInteractiveTransition") { call throws(BridgeError) in
                try call.this(TransitionContext.self).finishInteractiveTransition(); return 0 } }),
            ("cancelInteractiveTransition", { s in bridged(s, "cancelInteractiveTransition") { call throws(BridgeError) in
                try call.this(TransitionContext.self).cancelInteractiveTransition(); return 0 } }),
            ("pauseInteractiveTransition", { s in bridged(s, "pauseInteractiveTransition") { call throws(BridgeError) in
                try call.this(TransitionContext.self).pauseInteractiveTransition(); return 0 } }),
        ]
        return c
    }
}
