import CLuaShim
import Stagecraft

/// A presentation controller's delegate written as a Lua table (UIKit's
/// `UIAdaptivePresentationControllerDelegate` dismissal callbacks and
/// `UISheetPresentationControllerDelegate`): `presentationController.delegate = { … }` with any of
/// the callbacks below, each given the presentation controller. `presentationControllerShouldDismiss`
/// answers a boolean (nil is true). An error in a callback is a `.scriptError` diagnostic with its
/// file:line; a failed should-dismiss answers true (UIKit's default).
///
/// UIKit holds its delegate weakly; a table has no owner on the Swift side, so the presentation
/// controller keeps this object (`retainedDelegate`) for as long as it is its delegate.
final class ScriptSheetDelegate: SheetPresentationControllerDelegate, LuaErrorScope {
    static let callbacks = [
        "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
        "presentationControllerDidAttemptToDismiss", "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
    ] + AdaptiveScript.callbacks
    let script: ScriptTable
    let debugName: String
    let sourceLocation: String?

    /// Checks the table on top and keeps it. stack: pops 1.
    init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError) {
        do {
            try ScriptRole.validateAny(lua, chunkName: chunkName, role: "a presentation controller delegate", known: Self.callbacks)
        } catch {
            sc_pop(lua.state, 1)
            throw error
        }
        debugName = ScriptRole.debugName(lua, chunkName: chunkName)
        sourceLocation = ScriptRole.location(lua, chunkName: chunkName, of: Self.callbacks)
        script = ScriptTable(lua: lua, popping: chunkName)
        script.methodSelf = .table
    }

    var adaptiveDebugName: String { debugName }

    func scriptDidFail(_ error: LuaError) { ScriptRole.report(error, role: debugName, source: sourceLocation) }

    private func notify(_ name: String, _ controller: PresentationController) {
        script.call(name, scope: self, { lua in lua.push(controller); return 1 })
    }

    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
        var answer = true
        script.call("presentationControllerShouldDismiss", scope: self, nresults: 1, { lua in lua.push(controller); return 1 }) { L in
            if lua_type(L, -1) != LUA_TNIL { answer = lua_toboolean(L, -1) != 0 }
        }
        return answer
    }
    func presentationControllerWillDismiss(_ controller: PresentationController) { notify("presentationControllerWillDismiss", controller) }
    func presentationControllerDidDismiss(_ controller: PresentationController) { notify("presentationControllerDidDismiss", controller) }
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {
        notify("presentationControllerDidAttemptToDismiss", controller)
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) {
        notify("sheetPresentationControllerDidChangeSelectedDetentIdentifier", controller)
    }
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        AdaptiveScript.style(script, scope: self, controller: controller, traits: traitCollection) ?? .none
    }
    func presentationController(_ controller: PresentationController,
                                viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        AdaptiveScript.replacement(script, scope: self, controller: controller, style: style)
    }
}
