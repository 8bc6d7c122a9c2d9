import CLuaShim
import Stagecraft

/// `UIView.animate…`: view animations, springs, keyframes and `performWithoutAnimation` (T8).
/// Blocks run synchronously inside the Swift call; an error in one is re-raised once the Swift
/// API returned. Completions run later, from the engine, and report their errors to their scope.
enum WrapAnimation {
    static let optionNames: [String: AnimationOptions] = [
        "layoutSubviews": .layoutSubviews, "allowUserInteraction": .allowUserInteraction,
        "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat, "autoreverse": .autoreverse,
        "overrideInheritedDuration": .overrideInheritedDuration, "overrideInheritedCurve": .overrideInheritedCurve,
        "allowAnimatedContent": .allowAnimatedContent, "showHideTransitionViews": .showHideTransitionViews,
        "overrideInheritedOptions": .overrideInheritedOptions, "curveEaseInOut": .curveEaseInOut,
        "curveEaseIn": .curveEaseIn, "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
    ].merging(WrapViewTransition.optionNames) { own, _ in own }

    /// Options as UIKit's names: one string, a list of strings (`{"curveEaseIn", "beginFromCurrentState"}`) or nil.
    static func options(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> AnimationOptions {
        let L = call.L
        if call.isNoneOrNil(index) { return [] }
        if let name = LuaStack.string(L, index) {
            guard let option = optionNames[name] else { throw call.error("unknown animation option '\(name)'" + NameSuggestions.hint(for: name, among: optionNames.keys)) }
            return option
        }
        let table = try call.table(index)
        var result: AnimationOptions = []
        for position in 1...max(1, Int(lua_rawlen(L, table))) {
            lua_rawgeti(L, table, lua_Integer(position))
            defer { sc_pop(L, 1) }
            if lua_type(L, -1) == LUA_TNIL { break }
            guard let name = LuaStack.string(L, -1), let option = optionNames[name] else {
                let text = LuaStack.string(L, -1)
                throw call.error("unknown animation option '\(text ?? LuaStack.typeName(L, -1))'" + NameSuggestions.hint(for: text ?? "", among: optionNames.keys))
            }
            result.formUnion(option)
        }
        return result
    }

    /// A completion `function(finished)` as a Swift closure, or nil.
    static func completion(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> ((Bool) -> Void)? {
        guard let function = try call.optionalFunction(index) else { return nil }
        let ref = call.lua.ref(at: function)
        return { finished in ref.callFromHost { lua in LuaStack.push(lua.state, finished); return 1 } }
    }

    static var statics: [(String, lua_CFunction)] {
        [
            // animate(duration, animations [, completion]), animate(duration, delay, options, animations [, completion]) or animate{…}
            ("animate", { s in bridgedAnimating(s, "animate") { call throws(BridgeError) in
                if lua_type(call.L, 1) == LUA_TTABLE { return try WrapAnimationTable.animate(call) }  // UIView.animate{…}
                let duration = try call.number(1)
                let short = lua_type(call.L, 2) == LUA_TFUNCTION
                let delay = short ? 0 : try call.number(2)
                let options = short ? [] : try WrapAnimation.options(call, 3)
                let block = try call.function(short ? 2 : 4)
                let done = try WrapAnimation.completion(call, short ? 3 : 5)
                var failure: BridgeError?
                View.animate(withDuration: duration, delay: delay, options: options, animations: {
                    failure = call.lua.callNested(call.L, block)
                }, completion: done)
                if let failure { throw failure }
                return 0 } }),
            // animateUsingSpringWithDamping(duration, delay, dampingRatio, velocity, options, animations [, completion])
            ("animateUsingSpringWithDamping", { s in bridgedAnimating(s, "animateUsingSpringWithDamping") { call throws(BridgeError) in
                let duration = try call.number(1), delay = try call.number(2), damping = try call.number(3), velocity = try call.number(4)
                let options = try WrapAnimation.options(call, 5)
                let block = try call.function(6)
                let done = try WrapAnimation.completion(call, 7)
                var failure: BridgeError?
                View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                             options: options, animations: { failure = call.lua.callNested(call.L, block) }, completion: done)
                if let failure { throw failure }
                return 0 } }),
            // animateKeyframes(duration, delay, options, animations [, completion]), (duration, animations [, completion]) or {…}
            ("animateKeyframes", { s in bridgedAnimating(s, "animateKeyframes") { call throws(BridgeError) in
                if lua_type(call.L, 1) == LUA_TTABLE { return try WrapAnimationTable.animateKeyframes(call) }  // animateKeyframes{…}
                let duration = try call.number(1)
                let short = lua_type(call.L, 2) == LUA_TFUNCTION
                let delay = short ? 0 : try call.number(2)
                let options = short ? [] : try WrapAnimation.options(call, 3)
                let block = try call.function(short ? 2 : 4)
                let done = try WrapAnimation.completion(call, short ? 3 : 5)
                var failure: BridgeError?
                View.animateKeyframes(withDuration: duration, delay: delay, options: KeyframeAnimationOptions(options),
                                      animations: { failure = call.lua.callNested(call.L, block) }, completion: done)
                if let failure { throw failure }
                return 0 } }),
            ("addKeyframe", { s in bridged(s, "addKeyframe") { call throws(BridgeError) in
                if lua_type(call.L, 1) == LUA_TTABLE { return try WrapAnimationTable.addKeyframe(call) }  // addKeyframe{…}
                let start = try call.number(1), duration = try call.number(2), block = try call.function(3)
                var failure: BridgeError?
                View.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) { failure = call.lua.callNested(call.L, block) }
                if let failure { throw failure }
                return 0 } }),
            ("animateSpringDuration", WrapAnimationTable.springDuration),
            ("performWithoutAnimation", { s in bridged(s, "performWithoutAnimation") { call throws(BridgeError) in
                let block = try call.function(1)
                var failure: BridgeError?
                View.performWithoutAnimation { failure = call.lua.callNested(call.L, block) }
                if let failure { throw failure }
                return 0 } }),
        ]
    }

    static var staticGetters: [(String, lua_CFunction)] {
        [("inheritedAnimationDuration", { s in bridged(s, "inheritedAnimationDuration") { call throws(BridgeError) in
            lua_pushnumber(call.L, View.inheritedAnimationDuration); return 1 } })]
    }
}
