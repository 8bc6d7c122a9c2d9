import CLuaShim
import Stagecraft

/// The options-table form of `UIView.animate`, with UIKit's labels as keys:
/// `UIView.animate{duration = 0.3, delay = 0, options = "curveLinear", animations = f, completion = g}`,
/// `UIView.animate{duration =, usingSpringWithDamping =, initialSpringVelocity =, …}` and the iOS 17
/// `UIView.animate{springDuration = 0.5, bounce = 0.2, initialSpringVelocity = 0, …}` (T11.1).
enum WrapAnimationTable {
    /// The known keys, so a misspelt one is an error rather than silently ignored.
    static let keys = ["duration", "delay", "options", "animations", "completion", "springDuration",
                       "bounce", "initialSpringVelocity", "usingSpringWithDamping"]

    /// The `options`, `animations` (left on the stack, at the returned index) and `completion` of
    /// an animation table. stack: pushes 3 (the caller restores it).
    private static func blockFields(_ call: LuaCall, _ table: Int32) throws(BridgeError) -> (AnimationOptions, Int32, ((Bool) -> Void)?) {
        let L = call.L
        LuaStack.getField(L, table, "options")      // stack: +1
        LuaStack.getField(L, table, "animations")   // stack: +2
        LuaStack.getField(L, table, "completion")   // stack: +3
        let top = lua_gettop(L)
        let options = try WrapAnimation.options(call, top - 2)
        guard lua_type(L, top - 1) == LUA_TFUNCTION else { throw call.error("'animations' must be a function (got \(LuaStack.typeName(L, top - 1)))") }
        return (options, top - 1, try WrapAnimation.completion(call, top))
    }

    /// stack: unchanged (reads the table at 1).
    static func animate(_ call: LuaCall) throws(BridgeError) -> Int32 {
        let L = call.L
        let table = try call.table(1)
        try call.checkKeys(table, keys)
        let delay = LuaStack.numberField(L, table, "delay") ?? 0
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        let (options, block, done) = try blockFields(call, table)
        var failure: BridgeError?
        let animations = { failure = call.lua.callNested(L, block) }
        if let springDuration = LuaStack.numberField(L, table, "springDuration") {
            View.animate(springDuration: springDuration, bounce: LuaStack.numberField(L, table, "bounce") ?? 0,
                         initialSpringVelocity: LuaStack.numberField(L, table, "initialSpringVelocity") ?? 0,
                         delay: delay, options: options, animations: animations, completion: done)
        } else {
            guard let duration = LuaStack.numberField(L, table, "duration") else { throw call.error("'duration' (number) or 'springDuration' is required") }
            if let damping = LuaStack.numberField(L, table, "usingSpringWithDamping") {
                View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping,
                             initialSpringVelocity: LuaStack.numberField(L, table, "initialSpringVelocity") ?? 0,
                             options: options, animations: animations, completion: done)
            } else {
                View.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: done)
            }
        }
        if let failure { throw failure }
        return 0
    }

    /// `UIView.animateKeyframes{duration =, delay =, options =, animations =, completion =}`, the labels of
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`. stack: unchanged.
    static func animateKeyframes(_ call: LuaCall) throws(BridgeError) -> Int32 {
        let L = call.L
        let table = try call.table(1)
        try call.checkKeys(table, ["duration", "delay", "options", "animations", "completion"])
        guard let duration = LuaStack.numberField(L, table, "duration") else { throw call.error("'duration' (number) is required") }
        let delay = LuaStack.numberField(L, table, "delay") ?? 0
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        let (options, block, done) = try blockFields(call, table)
        var failure: BridgeError?
        View.animateKeyframes(withDuration: duration, delay: delay, options: KeyframeAnimationOptions(options),
                              animations: { failure = call.lua.callNested(L, block) }, completion: done)
        if let failure { throw failure }
        return 0
    }

    /// `UIView.addKeyframe{relativeStartTime =, relativeDuration =, animations =}`, the labels of
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`. stack: unchanged.
    static func addKeyframe(_ call: LuaCall) throws(BridgeError) -> Int32 {
        let L = call.L
        let table = try call.table(1)
        try call.checkKeys(table, ["relativeStartTime", "relativeDuration", "animations"])
        guard let start = LuaStack.numberField(L, table, "relativeStartTime"),
              let duration = LuaStack.numberField(L, table, "relativeDuration") else {
            throw call.error("'relativeStartTime' and 'relativeDuration' (numbers) are required")
        }
        LuaStack.getField(L, table, "animations")   // stack: +1
        let block = lua_gettop(L)
        defer { lua_settop(L, block - 1) }
        guard lua_type(L, block) == LUA_TFUNCTION else { throw call.error("'animations' must be a function (got \(LuaStack.typeName(L, block)))") }
        var failure: BridgeError?
        View.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) { failure = call.lua.callNested(L, block) }
        if let failure { throw failure }
        return 0
    }

    /// `UIView.animateSpringDuration(springDuration, bounce, initialSpringVelocity, delay, options, animations [, completion])`:
    /// the positional form of the iOS 17 spring (labels appended, as for other overloads).
    static let springDuration: lua_CFunction = { s in bridgedAnimating(s, "animateSpringDuration") { call throws(BridgeError) in
        let duration = try call.number(1), bounce = try call.number(2, default: 0), velocity = try call.number(3, default: 0)
        let delay = try call.number(4, default: 0), options = try WrapAnimation.options(call, 5)
        let block = try call.function(6)
        let done = try WrapAnimation.completion(call, 7)
        var failure: BridgeError?
        View.animate(springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay, options: options,
                     animations: { failure = call.lua.callNested(call.L, block) }, completion: done)
        if let failure { throw failure }
        return 0 } }
}
