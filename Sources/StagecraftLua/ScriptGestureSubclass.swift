import CLuaShim
import Stagecraft

/// A gesture recognizer that is an instance of a subclass written in Lua (or translated from
/// Swift): `UIPanGestureRecognizer{class = DirectionalPan, target = …, action = …}`, UIKit's
/// `UIGestureRecognizerSubclass`. The class table answers what the recognizer does not bind (its
/// methods, class-wide values, `get_x`/`set_x`), each recognizer keeps its stored properties in a
/// table of its own, and the class's `touchesBegan/Moved/Ended/Cancelled(self, touches, event)`
/// run instead of the kind's. Inside one, `self:touchesMoved(touches, event)` is Swift's
/// `super.touchesMoved(touches, with: event)`: the kind's own handling (a pan's hysteresis and
/// translation), after which the override may read and set `self.state`. An override that
/// raises is reported as a `.scriptError` diagnostic at its file:line; the kind's handling does
/// not run for it then (the override did not reach its `super`).
final class ScriptGestureSubclass: GestureRecognizerSubclass {
    /// UIGestureRecognizer's touch methods a class may override, by phase.
    static let overrides: [(TouchResponderPhase, String)] = [
        (.began, "touchesBegan"), (.moved, "touchesMoved"), (.ended, "touchesEnded"), (.cancelled, "touchesCancelled"),
    ]

    /// The class table (its methods, through its `__index` chain: a base class's too).
    let classTable: LuaRef
    let ownFields = OwnFields()
    /// The kind's handling of the override running now, which its `super` call runs (once).
    private var pendingBase: (phase: TouchResponderPhase, run: () -> Void)?

    init(class classTable: LuaRef) {
        self.classTable = classTable
    }

    static func name(of phase: TouchResponderPhase) -> String {
        overrides.first { $0.0 == phase }?.1 ?? "touchesBegan"
    }

    func overrides(_ phase: TouchResponderPhase) -> Bool {
        guard let lua = classTable.lua else { return false }
        let L = lua.state
        classTable.push()
        defer { sc_pop(L, 2) }
        return LuaStack.getMember(L, -1, Self.name(of: phase)) == LUA_TFUNCTION
    }

    func touches(_ phase: TouchResponderPhase, _ touches: [Touch], of recognizer: GestureRecognizer, base: () -> Void) {
        withoutActuallyEscaping(base) { base in
            let outer = pendingBase
            pendingBase = (phase, base)
            defer { pendingBase = outer }
            let ran = classTable.callMemberFromHost(Self.name(of: phase), nresults: 0, { lua in lua.push(recognizer); lua.push(touches: touches); return 2 }) { _ in }
            // Not run at all (its generation retired by a reload, its state closed): the kind's handling.
            if ran == nil { pendingBase?.run() }
        }
    }

    /// `super.touchesMoved(touches, with: event)` from the override of `phase`: the kind's
    /// handling, once; false when no override of that phase is running (UIKit calls these).
    func runSuper(_ phase: TouchResponderPhase) -> Bool {
        guard let pending = pendingBase, pending.phase == phase else { return false }
        pendingBase = nil
        pending.run()
        return true
    }
}

// Each recognizer of the class keeps its stored properties apart; the class table is shared.
extension ScriptGestureSubclass: LuaClassInstance {}
