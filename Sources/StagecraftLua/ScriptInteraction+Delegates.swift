import CLuaShim
import Stagecraft

/// An interaction handler is the delegate of the recognizers and scroll views it wires, as a
/// UIPercentDrivenInteractiveTransition subclass often is (`pan.delegate = self` in `wire`, so a
/// dismiss pan can run beside a scroll view's). Callbacks are named as in a delegate table (see
/// ScriptObjectDelegate.swift) and get the interaction controller first, like its other methods.
extension ScriptInteraction: GestureRecognizerDelegate, ScrollViewDelegate, ScriptDelegateCalls {
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

    public func scrollViewDidScroll(_ scrollView: ScrollView) { tell("scrollViewDidScroll", scrollView) }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { tell("scrollViewWillBeginDragging", scrollView) }
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        scriptWillEndDragging(scrollView, velocity, &targetContentOffset)
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { scriptDidEndDragging(scrollView, decelerate) }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { tell("scrollViewWillBeginDecelerating", scrollView) }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { tell("scrollViewDidEndDecelerating", scrollView) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { tell("scrollViewDidEndScrollingAnimation", scrollView) }
}
