import CLuaShim
import Stagecraft

/// Calls a delegate's script callbacks: what a Lua table used as a delegate and a screen that is
/// its own views' delegate have in common. UIKit's multi-part selectors are named as the other
/// delegate callbacks are (docs/porting.md): the base name then the first label,
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` → `gestureRecognizerShouldRecognizeSimultaneouslyWith`.
protocol ScriptDelegateCalls: AnyObject {
    /// Calls callback `name` with the arguments `push` pushes (after the receiver's own leading
    /// arguments); `read` sees the result. nil when the script has no such function. stack: unchanged.
    @discardableResult
    func callScript(_ name: String, nresults: Int32, _ push: (LuaState) -> Int32, read: (OpaquePointer) -> Void) -> Bool?
    /// Reports a callback's answer that cannot be used.
    func reportBadAnswer(_ message: String)
}

enum DelegateCallbacks {
    static let gesture = ["gestureRecognizerShouldBegin", "gestureRecognizerShouldRecognizeSimultaneouslyWith",
                          "gestureRecognizerShouldRequireFailureOf", "gestureRecognizerShouldBeRequiredToFailBy",
                          "gestureRecognizerShouldReceive"]
    static let scroll = ["scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                         "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation"]
}

extension ScriptDelegateCalls {
    /// A yes/no callback's answer (Lua truthiness); `value` when the function is missing.
    func ask(_ name: String, default value: Bool, _ objects: AnyObject...) -> Bool {
        var answer = value
        callScript(name, nresults: 1, { lua in
            for object in objects { lua.push(object) }
            return Int32(objects.count)
        }) { L in answer = lua_toboolean(L, -1) != 0 }
        return answer
    }

    func tell(_ name: String, _ objects: AnyObject...) {
        callScript(name, nresults: 0, { lua in
            for object in objects { lua.push(object) }
            return Int32(objects.count)
        }) { _ in }
    }

    // MARK: - UIGestureRecognizerDelegate (G1.1–G1.5)

    func scriptShouldBegin(_ g: GestureRecognizer) -> Bool { ask("gestureRecognizerShouldBegin", default: true, g) }
    func scriptShouldRecognizeSimultaneously(_ g: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        ask("gestureRecognizerShouldRecognizeSimultaneouslyWith", default: false, g, other)
    }
    func scriptShouldRequireFailure(_ g: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        ask("gestureRecognizerShouldRequireFailureOf", default: false, g, other)
    }
    func scriptShouldBeRequiredToFail(_ g: GestureRecognizer, by other: GestureRecognizer) -> Bool {
        ask("gestureRecognizerShouldBeRequiredToFailBy", default: false, g, other)
    }
    func scriptShouldReceive(_ g: GestureRecognizer, _ touch: Touch) -> Bool { ask("gestureRecognizerShouldReceive", default: true, g, touch) }

    // MARK: - UIScrollViewDelegate (SV1.11)

    /// `scrollViewWillEndDragging(scrollView, velocity, targetContentOffset)`: UIKit's inout target
    /// becomes a return value, a new CGPoint, or nil to keep it.
    func scriptWillEndDragging(_ scrollView: ScrollView, _ velocity: Point, _ target: inout Point) {
        var answer: Point?
        var bad: String?
        callScript("scrollViewWillEndDragging", nresults: 1, { lua in
            lua.push(scrollView); lua.push(velocity); lua.push(target); return 3
        }) { L in
            guard lua_type(L, -1) != LUA_TNIL else { return }
            if let point = GeometryReader.point(L, -1), point.isFinite { answer = point } else { bad = LuaStack.typeName(L, -1) }
        }
        if let bad { reportBadAnswer("scrollViewWillEndDragging must return a finite CGPoint or nil (got \(bad)); the target is kept") }
        if let answer { target = answer }
    }

    func scriptDidEndDragging(_ scrollView: ScrollView, _ decelerate: Bool) {
        callScript("scrollViewDidEndDragging", nresults: 0, { lua in lua.push(scrollView); LuaStack.push(lua.state, decelerate); return 2 }) { _ in }
    }
}

/// A Lua table (a plain table or a class instance) used as a delegate: `pan.delegate = self` in a
/// class's method, `scrollView.delegate = handler`. Its methods get the table as `self` when written
/// with a colon, as a delegate script's do. UIKit holds delegates weakly; the recognizer or scroll view
/// keeps this adapter (and so the table) instead, since nothing else would hold the adapter.
final class ScriptObjectDelegate: GestureRecognizerDelegate, ListViewDelegate, CollectionViewDelegate, ScriptDelegateCalls, LuaErrorScope {
    let script: ScriptTable
    private let role: String

    /// Keeps the table at `index`. stack: unchanged.
    init(lua: LuaState, at index: Int32, role: String) {
        lua_pushvalue(lua.state, index)
        script = ScriptTable(lua: lua, popping: role)
        script.methodSelf = .table
        // Made while a hot-reloaded script ran: once its generation retires, its callbacks never
        // run again (docs/porting.md), as its gesture actions do not; UIKit's defaults answer.
        script.generation = lua.currentGeneration
        self.role = role
    }

    /// stack: pushes 1.
    func push() { script.push() }

    func scriptDidFail(_ error: LuaError) { ScriptRole.report(error, role: role, source: nil) }

    func reportBadAnswer(_ message: String) {
        Engine.current?.report(Diagnostic(kind: .scriptError, message: "\(role): \(message)", subject: role))
    }

    @discardableResult
    func callScript(_ name: String, nresults: Int32, _ push: (LuaState) -> Int32, read: (OpaquePointer) -> Void) -> Bool? {
        guard script.generation?.isRetired != true else { return nil }
        return script.call(name, scope: self, nresults: nresults, push, read: read)
    }

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { scriptShouldBegin(g) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { scriptShouldRecognizeSimultaneously(g, other) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { scriptShouldRequireFailure(g, of: other) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { scriptShouldBeRequiredToFail(g, by: other) }
    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { scriptShouldReceive(g, touch) }

    func scrollViewDidScroll(_ scrollView: ScrollView) { tell("scrollViewDidScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { tell("scrollViewWillBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        scriptWillEndDragging(scrollView, velocity, &targetContentOffset)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { scriptDidEndDragging(scrollView, decelerate) }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { tell("scrollViewWillBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { tell("scrollViewDidEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { tell("scrollViewDidEndScrollingAnimation", scrollView) }

    func tableView(_ tableView: ListView, didSelectRowAt row: Int) {
        callScript("tableViewDidSelectRowAt", nresults: 0, { lua in lua.push(tableView); lua.pushIndexPath(row); return 2 }) { _ in }
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt item: Int) {
        callScript("collectionViewDidSelectItemAt", nresults: 0, { lua in lua.push(collectionView); lua.pushIndexPath(item, in: collectionView); return 2 }) { _ in }
    }
}
