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
public final class ScriptInteractiveTransitioning: ViewControllerInteractiveTransitioning, LoadableScriptRole, LuaErrorScope {
    /// The percent-driven handler's callbacks: a table with one of them is that role instead.
    static let percentDrivenCallbacks = ["wire", "handleGesture"]

    public let script: ScriptTable
    public let debugName: String
    public let sourceLocation: String?
    /// The errors the script raised.
    public private(set) var errors: [LuaError] = []
    /// The transition being started, while `startInteractiveTransition` runs.
    private weak var starting: TransitionContext?
    /// The last transition it started: while that one runs, hot reload keeps this generation.
    private weak var driven: TransitionContext?

    /// Driving a transition it started that has not completed.
    public var isDriving: Bool { driven.map { !$0.isCompleted } ?? false }

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

    /// Pushes the table it was made from, what its methods see as `self` (a scenario's
    /// `interaction "…"` returns it). stack: pushes 1.
    public func pushTable() { script.push() }

    public func startInteractiveTransition(_ context: TransitionContext) {
        starting = context
        driven = context
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
        let (type, failure) = Self.index(L, -1, name)
        if let failure { return scriptDidFail(LuaError(kind: .runtime, luaText: failure)) }
        if type == LUA_TNIL { return }
        if type != LUA_TFUNCTION { return read(L) }
        script.call(name, scope: self, nresults: 1, { _ in 0 }, read: read)
    }

    /// Pushes `table[key]` as Lua reads it: through `__index` tables and, protected, an `__index`
    /// function — an imported Swift class's instance finds its stored properties' initial values
    /// (`var wantsInteractiveStart = false`) and its computed properties so. Returns the value's
    /// type, or the error that function raised (nil is pushed then). stack: pushes 1.
    static func index(_ L: OpaquePointer, _ table: Int32, _ key: String) -> (Int32, failure: String?) {
        lua_pushvalue(L, table)
        for _ in 0..<32 {  // a longer chain is a loop
            LuaStack.push(L, key)
            if lua_rawget(L, -2) != LUA_TNIL || lua_getmetatable(L, -2) == 0 { lua_copy(L, -1, -2); sc_pop(L, 1); return (lua_type(L, -1), nil) }
            LuaStack.getField(L, -1, "__index")  // stack: current, nil, metatable, __index
            switch lua_type(L, -1) {
            case LUA_TTABLE:
                lua_copy(L, -1, -4)
                sc_pop(L, 3)
            case LUA_TFUNCTION:
                lua_copy(L, -1, -3)
                sc_pop(L, 2)
                lua_rotate(L, -2, 1)  // stack: __index, current
                LuaStack.push(L, key)
                guard lua_pcallk(L, 2, 1, 0, 0, nil) == LUA_OK else {
                    let failure = LuaStack.string(L, -1) ?? "error reading \(key)"
                    sc_pop(L, 1)
                    lua_pushnil(L)
                    return (LUA_TNIL, failure)
                }
                return (lua_type(L, -1), nil)
            default:
                sc_pop(L, 4)
                lua_pushnil(L)
                return (LUA_TNIL, nil)
            }
        }
        sc_pop(L, 1)
        lua_pushnil(L)
        return (LUA_TNIL, nil)
    }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: debugName, source: sourceLocation)
        guard let context = starting, !context.isCompleted else { return }
        context.cancelInteractiveTransition()
        context.completeTransition(false)
    }
}
