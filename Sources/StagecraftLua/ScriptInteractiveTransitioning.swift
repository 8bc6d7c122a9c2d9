import CLuaShim
import Stagecraft

/// An interaction controller that implements UIViewControllerInteractiveTransitioning itself
/// (issue 25 item 9), as real code does when it drives a property animator instead of subclassing
/// UIPercentDrivenInteractiveTransition (Apple's WWDC 2016 photo sample, most interruptible
/// transitions): a table with `startInteractiveTransition(ctx)` — the protocol's one requirement,
/// which drives the transition through the context (`ctx:updateInteractiveTransition(p)`,
/// `ctx:finishInteractiveTransition()`, `ctx:cancelInteractiveTransition()`,
/// `ctx:pauseInteractiveTransition()`) and usually an animator's `interruptibleAnimator(ctx)` — and
/// optionally `wantsInteractiveStart`, `completionSpeed`, `completionCurve`. Those three are read
/// each time UIKit asks, as Swift's computed properties are: a plain value, or a function called
/// with the table as `self` (`function T:wantsInteractiveStart() return self.initiallyInteractive end`).
///
/// A table returned as an interaction controller is this role when it defines
/// `startInteractiveTransition` and none of the percent-driven handler's callbacks (`wire`,
/// `handleGesture`); the table is `self` in its methods, so one table can be the delegate, the
/// animator and the interaction controller at once (`return self`), as one Swift object often is.
///
/// An error in `startInteractiveTransition` is a `.scriptError` diagnostic with file:line and ends
/// the transition it was starting as cancelled, so nothing waits forever for a script that failed.
public final class ScriptInteractiveTransitioning: ViewControllerInteractiveTransitioning, LuaErrorScope {
    /// The percent-driven handler's callbacks: a table with one of them is that role instead.
    static let percentDrivenCallbacks = ["wire", "handleGesture"]

    public let script: ScriptTable
    public let debugName: String
    public let sourceLocation: String?
    /// The errors the script raised.
    public private(set) var errors: [LuaError] = []
    /// The transition being started, while `startInteractiveTransition` runs.
    private weak var starting: TransitionContext?

    /// Whether the table on top implements the protocol itself. stack: unchanged.
    static func isSelfDriven(_ L: OpaquePointer) -> Bool {
        guard lua_type(L, -1) == LUA_TTABLE else { return false }
        let table = lua_absindex(L, -1)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard LuaStack.getMember(L, table, "startInteractiveTransition") == LUA_TFUNCTION else { return false }
        return percentDrivenCallbacks.allSatisfy { LuaStack.getMember(L, table, $0) == LUA_TNIL }
    }

    /// Checks the table on top and keeps it. stack: pops 1.
    public init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError) {
        do {
            sourceLocation = try ScriptRole.validate(lua, chunkName: chunkName, role: "an interaction controller (UIViewControllerInteractiveTransitioning)",
                                                     required: ["startInteractiveTransition"], optional: [])
        } catch {
            sc_pop(lua.state, 1)
            throw error
        }
        let definingFile = sourceLocation.map { String($0[..<($0.lastIndex(of: ":") ?? $0.endIndex)]) }
        debugName = ScriptRole.debugName(lua, chunkName: definingFile ?? chunkName)
        script = ScriptTable(lua: lua, popping: definingFile ?? chunkName)
        script.methodSelf = .table
    }

    public func startInteractiveTransition(_ context: TransitionContext) {
        starting = context
        defer { starting = nil }
        script.call("startInteractiveTransition", scope: self) { lua in lua.push(context); return 1 }
    }

    public var wantsInteractiveStart: Bool {
        var answer = true
        member("wantsInteractiveStart") { L in if lua_type(L, -1) != LUA_TNIL { answer = lua_toboolean(L, -1) != 0 } }
        return answer
    }

    public var completionSpeed: Double {
        var speed = 1.0
        member("completionSpeed") { L in
            var isNumber: Int32 = 0
            let value = lua_tonumberx(L, -1, &isNumber)
            if isNumber != 0 { speed = value }
        }
        return speed
    }

    public var completionCurve: AnimationCurve {
        var curve = AnimationCurve.easeInOut
        member("completionCurve") { L in
            if let text = LuaStack.string(L, -1), let named = AnimationCurve(rawValue: text) { curve = named }
        }
        return curve
    }

    /// Reads `table[name]`: a function is called with the table as `self` (a computed property),
    /// anything else is the value. `read` sees it on top; nothing is read when it is nil or raised.
    /// stack: unchanged.
    private func member(_ name: String, read: (OpaquePointer) -> Void) {
        let L = script.lua.state
        script.push()
        defer { sc_pop(L, 2) }
        let type = LuaStack.getMember(L, -1, name)
        if type == LUA_TNIL { return }
        if type != LUA_TFUNCTION { return read(L) }
        script.call(name, scope: self, nresults: 1, { _ in 0 }, read: read)
    }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: debugName, source: sourceLocation)
        guard let context = starting, !context.isCompleted else { return }
        context.cancelInteractiveTransition()
        context.completeTransition(false)
    }
}
