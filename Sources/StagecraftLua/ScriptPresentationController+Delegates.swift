import CLuaShim
import Stagecraft

/// A presentation controller is the delegate of the pan it adds to dismiss (`pan.delegate = self`
/// in PanModal's and DeckTransition's controllers). Callbacks are named as in a delegate table
/// (see ScriptObjectDelegate.swift) and get the presentation controller first, like its other
/// methods; those it lacks answer as UIKit's defaults.
extension ScriptPresentationController: GestureRecognizerDelegate, ScriptDelegateCalls {
    @discardableResult
    func callScript(_ name: String, nresults: Int32, _ push: (LuaState) -> Int32, read: (OpaquePointer) -> Void) -> Bool? {
        script.call(name, scope: self, nresults: nresults, { lua in
            lua.push(self)
            return 1 + push(lua)
        }, read: read)
    }

    func reportBadAnswer(_ message: String) {
        Engine.current?.report(Diagnostic(kind: .scriptError, message: "\(debugName): \(message)", subject: debugName))
    }

    public func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { scriptShouldBegin(g) }
    public func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        scriptShouldRecognizeSimultaneously(g, other)
    }
    public func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { scriptShouldRequireFailure(g, of: other) }
    public func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        scriptShouldBeRequiredToFail(g, by: other)
    }
    public func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { scriptShouldReceive(g, touch) }
}
