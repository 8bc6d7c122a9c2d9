import CLuaShim
import Stagecraft

/// `UIView.transition` (both forms) and `UIView.modifyAnimations`: the statics of `UIView` beyond
/// `animate…`. Blocks run synchronously inside the Swift call; an error in one is re-raised once the
/// Swift API returned.
enum WrapViewTransition {
    /// The transition effects and the keyframe calculation modes, by UIKit's names.
    static let optionNames: [String: AnimationOptions] = [
        "transitionFlipFromLeft": .transitionFlipFromLeft, "transitionFlipFromRight": .transitionFlipFromRight,
        "transitionCurlUp": .transitionCurlUp, "transitionCurlDown": .transitionCurlDown,
        "transitionCrossDissolve": .transitionCrossDissolve, "transitionFlipFromTop": .transitionFlipFromTop,
        "transitionFlipFromBottom": .transitionFlipFromBottom,
        "calculationModeLinear": AnimationOptions(rawValue: KeyframeAnimationOptions.calculationModeLinear.rawValue),
        "calculationModeDiscrete": AnimationOptions(rawValue: KeyframeAnimationOptions.calculationModeDiscrete.rawValue),
        "calculationModePaced": AnimationOptions(rawValue: KeyframeAnimationOptions.calculationModePaced.rawValue),
        "calculationModeCubic": AnimationOptions(rawValue: KeyframeAnimationOptions.calculationModeCubic.rawValue),
        "calculationModeCubicPaced": AnimationOptions(rawValue: KeyframeAnimationOptions.calculationModeCubicPaced.rawValue),
    ]

    static var statics: [(String, lua_CFunction)] {
        [
            // transition(view, duration, options, animations [, completion]) or
            // transition(fromView, toView, duration, options [, completion])
            ("transition", { s in bridgedAnimating(s, "transition") { call throws(BridgeError) in
                let first = try call.object(1, View.self)
                if let toView = try? call.object(2, View.self) {
                    let duration = try call.number(3), options = try WrapAnimation.options(call, 4)
                    let done = try WrapAnimation.completion(call, 5)
                    View.transition(from: first, to: toView, duration: duration, options: options, completion: done)
                    return 0
                }
                let duration = try call.number(2), options = try WrapAnimation.options(call, 3)
                let block = try call.optionalFunction(4)
                let done = try WrapAnimation.completion(call, 5)
                var failure: BridgeError?
                View.transition(with: first, duration: duration, options: options,
                                animations: block.map { index in { failure = call.lua.callNested(call.L, index) } }, completion: done)
                if let failure { throw failure }
                return 0 } }),
            // modifyAnimations(repeatCount, autoreverses, animations)
            ("modifyAnimations", { s in bridgedAnimating(s, "modifyAnimations") { call throws(BridgeError) in
                let count = try call.number(1), autoreverses = try call.boolean(2), block = try call.function(3)
                var failure: BridgeError?
                View.modifyAnimations(withRepeatCount: count, autoreverses: autoreverses) { failure = call.lua.callNested(call.L, block) }
                if let failure { throw failure }
                return 0 } }),
        ]
    }
}
