import CLuaShim
import Stagecraft

/// An animation controller written in Lua: a module returning a table with
/// `transitionDuration(ctx)` and `animateTransition(ctx)`, optionally `animationEnded(completed)`,
/// `interruptibleAnimator(ctx)` and `debugName` (the name in traces; the file name by default).
///
/// Errors in any of its callbacks (or in completions it registered) end the transition as UIKit
/// would leave a cancelled one — the appearing view removed, the other restored to its start
/// values, `completeTransition(false)` — and are reported as `.scriptError` diagnostics with the
/// script's `file:line`.
public final class ScriptAnimator: LoadableScriptRole, ViewControllerAnimatedTransitioning, LuaErrorScope {
    let lua: LuaState
    public let script: ScriptTable
    /// The module's `debugName` field, else its file name.
    public let debugName: String
    /// `file:line` of `animateTransition` in the script.
    public let sourceLocation: String?
    private(set) var context: TransitionContext?
    private var startState: [(view: View, frame: Rect, alpha: Double, transform: AffineTransform, superview: View?)] = []
    /// The errors this animator's callbacks raised.
    public private(set) var errors: [LuaError] = []

    /// Checks that the table on top is an animation controller and keeps it (a table a delegate
    /// script returned, or a loaded module). stack: pops 1.
    public init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError) {
        self.lua = lua
        let L = lua.state
        do {
            sourceLocation = try ScriptRole.validate(lua, chunkName: chunkName, role: "an animation controller",
                                                     required: ["transitionDuration", "animateTransition"],
                                                     optional: ["animationEnded", "interruptibleAnimator"])
        } catch {
            sc_pop(L, 1)
            throw error
        }
        // Named after the file that defines it (a table a delegate returned comes from another file).
        let definingFile = sourceLocation.map { String($0[..<($0.lastIndex(of: ":") ?? $0.endIndex)]) }
        debugName = ScriptRole.debugName(lua, chunkName: definingFile ?? chunkName)
        script = ScriptTable(lua: lua, popping: definingFile ?? chunkName)
        script.methodSelf = .table  // `function Fade:animateTransition(ctx)` gets the instance as self
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        var duration = 0.0
        script.call("transitionDuration", scope: self, nresults: 1, { $0.push(context); return 1 }) { L in
            var isNumber: Int32 = 0
            duration = lua_tonumberx(L, -1, &isNumber)
            if isNumber == 0 { duration = .nan }  // the core reports a duration that is not a number
        }
        return duration
    }

    public func animateTransition(using context: TransitionContext) {
        self.context = context
        startState = [context.view(forKey: .from), context.view(forKey: .to)].compactMap { $0 }.map {
            ($0, $0.frame, $0.alpha, $0.transform, $0.superview)
        }
        script.call("animateTransition", scope: self) { $0.push(context); return 1 }
    }

    /// `interruptibleAnimator(ctx)` must return a UIViewPropertyAnimator (the same one for the
    /// whole transition, T6.4) or nil.
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        var animator: PropertyAnimator?
        var wrongType: String?
        script.call("interruptibleAnimator", scope: self, nresults: 1, { $0.push(context); return 1 }) { L in
            guard lua_type(L, -1) != LUA_TNIL else { return }
            if let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object,
               let found = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? PropertyAnimator {
                animator = found
            } else {
                wrongType = LuaStack.typeName(L, -1)
            }
        }
        if let wrongType {
            scriptDidFail(LuaError(kind: .misuse, message: "\(sourceLocation ?? script.chunkName): interruptibleAnimator must return a UIViewPropertyAnimator or nil (got \(wrongType))",
                                   chunk: script.chunkName))
        }
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        script.call("animationEnded", scope: self) { LuaStack.push($0.state, transitionCompleted); return 1 }
        // The script's handle to the context stays valid (T2.3): completions still read it.
        context = nil
        startState = []
    }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: debugName, source: sourceLocation)
        guard let context, !context.isCompleted else { return }
        // End it as a cancelled transition: nothing keeps animating, the appearing view leaves,
        // the views that stay are back as they were.
        View.performWithoutAnimation {
            for (view, frame, alpha, transform, superview) in startState {
                view.removeAllAnimations()
                if superview == nil, view === context.view(forKey: .to) { view.removeFromSuperview(); continue }
                view.transform = transform
                view.frame = frame
                view.alpha = alpha
            }
        }
        context.completeTransition(false)
    }
}

/// Checks of a script role's module table at load time.
enum ScriptRole {
    /// Checks that the module on top is a table with the functions a role needs; returns the
    /// `file:line` of the first required function. stack: unchanged.
    static func validate(_ lua: LuaState, chunkName: String, role: String, required: [String], optional: [String]) throws(LuaError) -> String? {
        let L = lua.state
        guard lua_type(L, -1) == LUA_TTABLE else {
            throw LuaError(kind: .misuse, message: "\(chunkName): \(role) must return a table with \(required.joined(separator: ", ")) (got \(LuaStack.typeName(L, -1)))", chunk: chunkName)
        }
        var missing: [String] = [], wrong: [String] = []
        for name in required + optional {
            let type = LuaStack.getMember(L, -1, name)
            sc_pop(L, 1)
            if type == LUA_TNIL { if required.contains(name) { missing.append(name) } } else if type != LUA_TFUNCTION { wrong.append(name) }
        }
        guard missing.isEmpty, wrong.isEmpty else {
            var parts: [String] = []
            if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
            if !wrong.isEmpty { parts.append("not functions: \(wrong.joined(separator: ", "))") }
            let needs = required.isEmpty ? "" : " needs \(required.map { "\($0)(…)" }.joined(separator: " and "));"
            throw LuaError(kind: .misuse, message: "\(chunkName): \(role)\(needs) \(parts.joined(separator: "; "))", chunk: chunkName)
        }
        // The site of the last required callback, or of the first optional one defined.
        let defined = optional.first { name in
            defer { sc_pop(L, 1) }
            return LuaStack.getMember(L, -1, name) == LUA_TFUNCTION
        }
        guard LuaStack.getMember(L, -1, required.last ?? defined ?? "") == LUA_TFUNCTION else {
            sc_pop(L, 1)
            return nil  // no callback at all (a handler driven by its own targets' methods)
        }
        return ScriptRole.definitionSite(L, chunkName: chunkName)
    }
}
