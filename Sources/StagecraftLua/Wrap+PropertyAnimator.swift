import CLuaShim
import Stagecraft

extension PropertyAnimator: LuaNamed { var luaDisplayName: String { "" } }

/// UIViewPropertyAnimator with its state machine (T7). Programmer errors UIKit raises for
/// (`startAnimation` on a stopped animator…) are Lua errors with the script's file:line.
/// Animation blocks and completions are stored and run later from the host; their errors go to
/// the transition that was running when they were added.
enum WrapPropertyAnimator {
    /// Runs a state-machine call, turning `AnimatorError` into a Lua error. The animations it
    /// records (a start, a running animator's new block) are tagged with the script's line.
    static func checked(_ call: LuaCall, _ body: () throws(AnimatorError) -> Void) throws(BridgeError) {
        try call.startingAnimations { () throws(BridgeError) in
            do { try body() } catch { throw BridgeError("\(error)") }
        }
    }

    /// The timing parameters in field `key` of the table at 2, if present. stack: unchanged.
    static func timingField(_ call: LuaCall, _ key: String) throws(BridgeError) -> TimingParameters? {
        defer { sc_pop(call.L, 1) }
        guard LuaStack.getField(call.L, 2, key) != LUA_TNIL else { return nil }
        if key == "controlPoint1" { return .linear }  // only its presence matters: the table is read whole
        return try call.timing(-1)
    }

    static func block(_ ref: LuaRef) -> () -> Void { { ref.callFromHost() } }

    static func completion(_ ref: LuaRef) -> (PropertyAnimator.Position) -> Void {
        { position in ref.callFromHost { lua in LuaStack.push(lua.state, position.rawValue); return 1 } }
    }

    /// `UIViewPropertyAnimator{duration =, curve = | dampingRatio = | controlPoint1 =, controlPoint2 = | timingParameters =, animations =}`,
    /// or positionally as Swift writes the four initialisers: `(duration, curve, animations)`,
    /// `(duration, dampingRatio, animations)`, `(duration, controlPoint1, controlPoint2, animations)`
    /// and `(duration, timingParameters)`.
    static let constructor: lua_CFunction = { s in bridgedConstructor(s, "UIViewPropertyAnimator") { call throws(BridgeError) in
        let L = call.L
        var animations: LuaRef?
        let animator: PropertyAnimator
        if lua_type(L, 2) == LUA_TTABLE {
            try call.checkKeys(2, ["duration", "curve", "dampingRatio", "controlPoint1", "controlPoint2", "timingParameters", "animations"])
            guard let duration = LuaStack.numberField(L, 2, "duration") else { throw call.error("duration (number) is required") }
            var timing = TimingParameters.easeInOut
            if let ratio = LuaStack.numberField(L, 2, "dampingRatio") {
                timing = .dampedSpring(dampingRatio: ratio, initialVelocity: 0)
            } else if let given = try WrapPropertyAnimator.timingField(call, "timingParameters") {
                timing = given
            } else if let given = try WrapPropertyAnimator.timingField(call, "curve") {
                timing = given
            } else if try WrapPropertyAnimator.timingField(call, "controlPoint1") != nil {
                timing = try call.timing(2, checkingKeys: false)  // its keys were checked above
            }
            animator = PropertyAnimator(duration: duration, timingParameters: timing)
            if LuaStack.getField(L, 2, "animations") != LUA_TNIL { animations = try call.storedFunction(-1) }
            sc_pop(L, 1)
        } else {
            // The positional forms, told apart by the type of argument 2 (after the duration).
            let duration = try call.number(2)
            var animationsIndex: Int32 = 4
            let timing: TimingParameters
            if lua_type(L, 3) == LUA_TNUMBER {  // (duration, dampingRatio, animations)
                timing = .dampedSpring(dampingRatio: try call.number(3), initialVelocity: 0)
            } else if lua_type(L, 3) == LUA_TTABLE, lua_type(L, 4) == LUA_TTABLE {  // (duration, controlPoint1, controlPoint2, animations)
                timing = .cubic(controlPoint1: try call.point(3), controlPoint2: try call.point(4))
                animationsIndex = 5
            } else {  // (duration, curve or timingParameters, animations)
                timing = call.isNoneOrNil(3) ? .easeInOut : try call.timing(3)
            }
            animator = PropertyAnimator(duration: duration, timingParameters: timing)
            animations = try call.optionalFunction(animationsIndex).map { call.lua.ref(at: $0) }
        }
        if let animations { try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try animator.addAnimations(WrapPropertyAnimator.block(animations)) } }
        call.lua.push(animator)
        return 1 } }

    static var definition: LuaClass {
        var c = LuaClass("PropertyAnimator", object: PropertyAnimator.self, global: "UIViewPropertyAnimator")
        c.constructor = constructor
        c.statics = [
            // runningPropertyAnimator(duration, delay, options, animations [, completion])
            ("runningPropertyAnimator", { s in bridgedAnimating(s, "runningPropertyAnimator") { call throws(BridgeError) in
                let duration = try call.number(1), delay = try call.number(2), options = try WrapAnimation.options(call, 3)
                let animations = try call.storedFunction(4)
                let done = try call.optionalFunction(5).map { call.lua.ref(at: $0) }
                call.lua.push(PropertyAnimator.runningPropertyAnimator(withDuration: duration, delay: delay, options: options,
                    animations: WrapPropertyAnimator.block(animations), completion: done.map(WrapPropertyAnimator.completion)))
                return 1 } }),
        ]
        c.getters = [
            ("state", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.state.rawValue) } }),
            ("isRunning", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.isRunning) } }),
            ("isReversed", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.isReversed) } }),
            ("fractionComplete", { s in luaGet(s, PropertyAnimator.self) { lua_pushnumber($0.state, $1.fractionComplete) } }),
            ("duration", { s in luaGet(s, PropertyAnimator.self) { lua_pushnumber($0.state, $1.duration) } }),
            ("delay", { s in luaGet(s, PropertyAnimator.self) { lua_pushnumber($0.state, $1.delay) } }),
            ("scrubsLinearly", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.scrubsLinearly) } }),
            ("pausesOnCompletion", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.pausesOnCompletion) } }),
            ("isInterruptible", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.isInterruptible) } }),
            ("isUserInteractionEnabled", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.isUserInteractionEnabled) } }),
            ("isManualHitTestingEnabled", { s in luaGet(s, PropertyAnimator.self) { LuaStack.push($0.state, $1.isManualHitTestingEnabled) } }),
        ]
        c.setters = [
            ("isReversed", { s in luaSet(s, "isReversed", PropertyAnimator.self) { c, a throws(BridgeError) in
                let value = try c.boolean(3)
                try WrapPropertyAnimator.checked(c) { () throws(AnimatorError) in try a.setReversed(value) } } }),
            ("fractionComplete", { s in luaSet(s, "fractionComplete", PropertyAnimator.self) { c, a throws(BridgeError) in
                let value = try c.number(3)
                try WrapPropertyAnimator.checked(c) { () throws(AnimatorError) in try a.setFractionComplete(value) } } }),
            ("isInterruptible", { s in luaSet(s, "isInterruptible", PropertyAnimator.self) { c, a throws(BridgeError) in
                let value = try c.boolean(3)
                try WrapPropertyAnimator.checked(c) { () throws(AnimatorError) in try a.setInterruptible(value) } } }),
            ("isUserInteractionEnabled", { s in luaSet(s, "isUserInteractionEnabled", PropertyAnimator.self) { c, a throws(BridgeError) in
                let value = try c.boolean(3)
                try WrapPropertyAnimator.checked(c) { () throws(AnimatorError) in try a.setUserInteractionEnabled(value) } } }),
            ("scrubsLinearly", { s in luaSet(s, "scrubsLinearly", PropertyAnimator.self) { c, a throws(BridgeError) in a.scrubsLinearly = try c.boolean(3) } }),
            ("pausesOnCompletion", { s in luaSet(s, "pausesOnCompletion", PropertyAnimator.self) { c, a throws(BridgeError) in a.pausesOnCompletion = try c.boolean(3) } }),
            // T7.10: true makes touches find the animated views at their final (model) values.
            ("isManualHitTestingEnabled", { s in luaSet(s, "isManualHitTestingEnabled", PropertyAnimator.self) { c, a throws(BridgeError) in
                a.isManualHitTestingEnabled = try c.boolean(3) } }),
        ]
        c.methods = [
            ("startAnimation", { s in bridged(s, "startAnimation") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self), delay = try call.number(2, default: 0)
                try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try a.startAnimation(afterDelay: delay) }; return 0 } }),
            ("pauseAnimation", { s in bridged(s, "pauseAnimation") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self)
                try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try a.pauseAnimation() }; return 0 } }),
            ("stopAnimation", { s in bridged(s, "stopAnimation") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self), withoutFinishing = try call.boolean(2)
                try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try a.stopAnimation(withoutFinishing) }; return 0 } }),
            ("finishAnimation", { s in bridged(s, "finishAnimation") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self), position = try call.choice(2, PropertyAnimator.Position.self)
                try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try a.finishAnimation(at: position) }; return 0 } }),
            // continueAnimation(timingParameters or nil, durationFactor)
            ("continueAnimation", { s in bridged(s, "continueAnimation") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self)
                let timing = call.isNoneOrNil(2) ? nil : try call.timing(2), factor = try call.number(3)
                try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try a.continueAnimation(withTimingParameters: timing, durationFactor: factor) }
                return 0 } }),
            // addAnimations(block [, delayFactor])
            ("addAnimations", { s in bridged(s, "addAnimations") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self), block = try call.storedFunction(2), delay = try call.number(3, default: 0)
                try WrapPropertyAnimator.checked(call) { () throws(AnimatorError) in try a.addAnimations(WrapPropertyAnimator.block(block), delayFactor: delay) }
                return 0 } }),
            // addCompletion(function(position)) with position "end", "start" or "current"
            ("addCompletion", { s in bridged(s, "addCompletion") { call throws(BridgeError) in
                let a = try call.this(PropertyAnimator.self)
                a.addCompletion(WrapPropertyAnimator.completion(try call.storedFunction(2))); return 0 } }),
        ]
        return c
    }
}

extension PropertyAnimator.Position: CaseIterable {
    public static var allCases: [PropertyAnimator.Position] { [.end, .start, .current] }
}
