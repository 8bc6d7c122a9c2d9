import CLuaShim
import Stagecraft

/// A screen is the delegate of its recognizers and scroll views, as UIKit screens are
/// (`pan.delegate = self`, `scrollView.delegate = self` in `viewDidLoad`). Callbacks are named as
/// in a delegate table (see ScriptObjectDelegate.swift) and called like the screen's other
/// callbacks, with the controller first: `function Screen:scrollViewDidScroll(scrollView)`.
extension ScriptViewController: GestureRecognizerDelegate, ScriptDelegateCalls {
    @discardableResult
    func callScript(_ name: String, nresults: Int32, _ push: (LuaState) -> Int32, read: (OpaquePointer) -> Void) -> Bool? {
        script.call(name, scope: self, nresults: nresults, { lua in
            lua.push(self)
            return 1 + push(lua)
        }, read: read)
    }

    func reportBadAnswer(_ message: String) {
        Engine.current?.report(Diagnostic(kind: .scriptError, message: "\(name): \(message)", subject: name))
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
