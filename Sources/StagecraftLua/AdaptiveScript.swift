import CLuaShim
import Stagecraft

/// The adaptive presentation callbacks a script may define (UIAdaptivePresentationControllerDelegate),
/// in a presentation controller script (called with the controller as `self`) or in a transitioning
/// delegate table (called with the presentation controller it vended):
/// `adaptivePresentationStyle(controller, traitCollection)` returns "fullScreen", "overFullScreen"
/// or "none" (nil is "none"), and `viewControllerForAdaptivePresentationStyle(controller, style)`
/// returns the controller to show instead (e.g. `UINavigationController(controller.presentedViewController)`)
/// or nil.
enum AdaptiveScript {
    static let callbacks = ["adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle"]

    /// Pushes `{horizontalSizeClass = "compact"|"regular", verticalSizeClass = …}`. stack: pushes 1.
    static func push(_ L: OpaquePointer, _ traits: TraitCollection) {
        lua_createtable(L, 0, 2)
        LuaStack.push(L, traits.horizontalSizeClass.rawValue)
        lua_setfield(L, -2, "horizontalSizeClass")
        LuaStack.push(L, traits.verticalSizeClass.rawValue)
        lua_setfield(L, -2, "verticalSizeClass")
    }

    /// Whether the script defines either callback.
    static func defined(in script: ScriptTable) -> Bool { callbacks.contains { script.has($0) } }

    /// The script's `adaptivePresentationStyle`; nil when it does not define it.
    static func style(_ script: ScriptTable, scope: LuaErrorScope, controller: PresentationController,
                      traits: TraitCollection) -> ModalPresentationStyle? {
        guard script.has("adaptivePresentationStyle") else { return nil }
        var answer: String?, wrongType = false
        let ran = script.call("adaptivePresentationStyle", scope: scope, nresults: 1, { lua in
            lua.push(controller); push(lua.state, traits); return 2
        }) { L in
            if lua_type(L, -1) == LUA_TNIL { answer = "none" } else if let text = LuaStack.string(L, -1), lua_type(L, -1) == LUA_TSTRING { answer = text } else { wrongType = true }
        }
        guard ran == true else { return ModalPresentationStyle.none }
        guard !wrongType, let answer, let style = ModalPresentationStyle(rawValue: answer) else {
            scope.scriptDidFail(LuaError(kind: .misuse, message: "\(script.chunkName): adaptivePresentationStyle must return \"fullScreen\", \"overFullScreen\", \"none\" or nil", chunk: script.chunkName))
            return ModalPresentationStyle.none
        }
        return style
    }

    /// The script's `viewControllerForAdaptivePresentationStyle`; nil when absent, nil or failed.
    static func replacement(_ script: ScriptTable, scope: LuaErrorScope, controller: PresentationController,
                            style: ModalPresentationStyle) -> ViewController? {
        var result: ViewController?, wrongType = false
        let ran = script.call("viewControllerForAdaptivePresentationStyle", scope: scope, nresults: 1, { lua in
            lua.push(controller); LuaStack.push(lua.state, style.rawValue); return 2
        }) { L in
            if lua_type(L, -1) != LUA_TNIL {
                result = ScriptRole.handleObject(L) as? ViewController
                wrongType = result == nil
            }
        }
        if ran == true, wrongType {
            scope.scriptDidFail(LuaError(kind: .misuse, message: "\(script.chunkName): viewControllerForAdaptivePresentationStyle must return a UIViewController or nil", chunk: script.chunkName))
        }
        if let replacement = result, replacement !== controller.presentedViewController,
           let problem = controller.presentingViewController.presentError(replacement) {
            scope.scriptDidFail(LuaError(kind: .misuse, message: "\(script.chunkName): viewControllerForAdaptivePresentationStyle: \(problem)", chunk: script.chunkName))
            return nil
        }
        return result
    }
}

extension ScriptPresentationController: AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        guard !failed else { return .none }
        return AdaptiveScript.style(script, scope: self, controller: controller, traits: traitCollection) ?? .none
    }
    public func presentationController(_ controller: PresentationController,
                                       viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        guard !failed else { return nil }
        return AdaptiveScript.replacement(script, scope: self, controller: controller, style: style)
    }
    public var adaptiveDebugName: String { debugName }
}

extension ScriptDelegate: AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        AdaptiveScript.style(script, scope: self, controller: controller, traits: traitCollection) ?? .none
    }
    public func presentationController(_ controller: PresentationController,
                                       viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        AdaptiveScript.replacement(script, scope: self, controller: controller, style: style)
    }
    public var adaptiveDebugName: String { debugName }
}
