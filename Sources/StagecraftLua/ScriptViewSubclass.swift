import CLuaShim
import Stagecraft

/// A view that is an instance of a UIView subclass written in Lua (or translated from Swift):
/// `UIView{frame = …, class = DimmingView}`. The class table answers what the view does not bind,
/// as a Swift subclass adds members to UIView: its methods (`view:fadeIn()`), its class-wide
/// values, and its computed properties (`get_x`/`set_x`, read and written as `view.x`); each view
/// keeps its stored properties in a table of its own (`view.tapCount = 1`). The UIKit methods the
/// engine calls on a view (`layoutSubviews`, `safeAreaInsetsDidChange`, `didMoveToWindow`) call
/// the class's function of that name with the view as `self`, when it has one; an error there is a
/// `.scriptError` diagnostic with file:line, as ScriptView's overrides are.
///
/// T12.4: `hitTest(point, event)` and `pointInside(point, event)` (UIKit's `hitTest(_:with:)` and
/// `point(inside:with:)`) answer for the view when the class has them: a pass-through view returns
/// nil. Inside such an override, `self:hitTest(p)` / `self:pointInside(p)` (or `UIView.hitTest(self, p)`)
/// is Swift's `super.hitTest(p, with: event)`: UIKit's own rule, not the override again. An override
/// that raises, or answers something that is not a view (or a boolean), is reported and UIKit's
/// rule answers instead, so a bad script never stops touches from being delivered.
final class ScriptViewSubclass: View {
    /// The UIKit methods the engine calls that a class may override, by UIKit's names.
    static let overrides = ["layoutSubviews", "safeAreaInsetsDidChange", "didMoveToWindow", "updateConstraints"]
    /// The overrides that answer (T12.4); apart from `overrides`, because their `super` call is not
    /// empty (the importer drops `super.layoutSubviews()`, it must keep `super.hitTest`).
    static let answeringOverrides = ["hitTest", "pointInside"]
    /// UIResponder's touch methods a class may override (T12.4); `super` forwards them, so it is not empty either.
    static let touchOverrides = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]

    /// The class table (its methods, through its `__index` chain: a base class's too).
    let classTable: LuaRef
    let ownFields = OwnFields()
    /// The answering overrides running now on this view: a call back into one of them from its own
    /// body is Swift's `super` call (see above), which also keeps a class that inherits UIView's
    /// binding from calling itself forever.
    private var runningOverrides: Set<String> = []
    var isAskingClassForIntrinsicSize = false

    init(frame: Rect, name: String?, class classTable: LuaRef) {
        self.classTable = classTable
        super.init(frame: frame, name: name)
    }

    /// SW12.1: the class's `intrinsicContentSize` override, which Auto Layout reads.
    override var intrinsicContentSize: Size { intrinsicSizeFromClass { super.intrinsicContentSize } }

    override func layoutSubviews() {
        classTable.callMemberFromHost("layoutSubviews") { lua in lua.push(self); return 1 }
    }

    override func safeAreaInsetsDidChange() {
        classTable.callMemberFromHost("safeAreaInsetsDidChange") { lua in lua.push(self); return 1 }
    }

    override func didMoveToWindow() {
        classTable.callMemberFromHost("didMoveToWindow") { lua in lua.push(self); return 1 }
    }

    /// T12.2f: asked before the next solve after `setNeedsUpdateConstraints()`.
    override func updateConstraints() {
        classTable.callMemberFromHost("updateConstraints") { lua in lua.push(self); return 1 }
    }

    override func hitTest(_ point: Point) -> View? {
        var answer: View??  // nil: the script did not answer
        answerFromScript("hitTest", point, expected: "a view or nil") { L in
            if lua_type(L, -1) == LUA_TNIL { answer = .some(nil); return true }
            guard let view = ScriptRole.handleObject(L) as? View else { return false }
            answer = view
            return true
        }
        return answer ?? standardHitTest(point)
    }

    override func point(inside point: Point) -> Bool {
        var answer: Bool?
        answerFromScript("pointInside", point, expected: "a boolean") { L in
            guard lua_type(L, -1) == LUA_TBOOLEAN else { return false }
            answer = lua_toboolean(L, -1) != 0
            return true
        }
        return answer ?? super.point(inside: point)
    }

    /// Calls the class's `name(self, point)` unless it is already running on this view; `read`
    /// takes its answer, returning false for an answer of the wrong kind (reported; the caller's
    /// UIKit rule answers then, as it does when the class has no such override or it raised).
    private func answerFromScript(_ name: String, _ point: Point, expected: String, read: (OpaquePointer) -> Bool) {
        guard !runningOverrides.contains(name) else { return }
        runningOverrides.insert(name)
        defer { runningOverrides.remove(name) }
        var badAnswer: String?
        classTable.callMemberFromHost(name, nresults: 1, { lua in lua.push(self); lua.push(point); return 2 }) { L in
            if !read(L) { badAnswer = LuaStack.typeName(L, -1) }
        }
        guard let badAnswer else { return }
        Engine.current?.report(Diagnostic(kind: .scriptError,
            message: "\(displayName).\(name) returned \(badAnswer), not \(expected); UIKit's own rule answered instead", subject: displayName))
    }

    // T12.4: the class's touchesBegan(self, touches, event) and the rest, when it has them; else
    // UIKit's default (the next responder). Inside one, self:touchesBegan(touches) is super's.
    override func touchesBegan(_ touches: [Touch]) { touchesFromScript("touchesBegan", .began, touches) }
    override func touchesMoved(_ touches: [Touch]) { touchesFromScript("touchesMoved", .moved, touches) }
    override func touchesEnded(_ touches: [Touch]) { touchesFromScript("touchesEnded", .ended, touches) }
    override func touchesCancelled(_ touches: [Touch]) { touchesFromScript("touchesCancelled", .cancelled, touches) }

    private func touchesFromScript(_ name: String, _ phase: TouchResponderPhase, _ touches: [Touch]) {
        guard !runningOverrides.contains(name) else { return nextResponderTouches(phase, touches) }
        runningOverrides.insert(name)
        defer { runningOverrides.remove(name) }
        let ran = classTable.callMemberFromHost(name, nresults: 0, { lua in lua.push(self); lua.push(touches: touches); return 2 }) { _ in }
        if ran == nil { nextResponderTouches(phase, touches) }
    }
}

// A view subclass's class table is shared by its views; each view keeps its stored properties apart.
extension ScriptViewSubclass: ScriptIntrinsicSizing {}
