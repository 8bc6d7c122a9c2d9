import CLuaShim
import Stagecraft

/// An interaction controller driven by a Lua interaction handler (T6): UIKit's
/// UIPercentDrivenInteractiveTransition, whose gesture handling is a script. The handler table has
/// `handleGesture(interaction, gesture)` (required: gesture → `interaction:update(p)`, then
/// `finish()` or `cancel()` by threshold and velocity), optionally `wire(interaction, viewController)`
/// to create and attach its own recognizer (by default a UIPanGestureRecognizer named `gestureName`
/// on the controller's view, calling `handleGesture`), optionally `startInteractiveTransition(interaction, ctx)`
/// (an override that must call `interaction:super("startInteractiveTransition", ctx)`), and the settings `debugName`,
/// `completionSpeed`, `completionCurve`, `wantsInteractiveStart`, `timingCurve`.
///
/// An error in the handler is a `.scriptError` diagnostic with file:line and cancels the transition
/// it drives (a UIKit cancel: runs back, the animator completes with `transitionWasCancelled`);
/// further updates from the script are ignored until that transition has ended.
public final class ScriptInteraction: PercentDrivenInteractiveTransition, LoadableScriptRole, LuaErrorScope {
    public let script: ScriptTable
    private let name: String
    private let location: String?
    private let gestureName: String?
    /// The errors the handler raised.
    public private(set) var errors: [LuaError] = []
    /// True from an error until the transition it cancelled is over.
    private var halted = false
    /// The controller `wire(to:)` attached the gesture to: while it is on screen the handler is
    /// in use (hot reload keeps its generation).
    public private(set) weak var wiredController: ViewController?
    /// Driving a transition, or wired to a controller on screen (its gesture may start one).
    var isInUse: Bool { isDriving || wiredController?.viewIfLoaded?.window != nil }

    /// Checks the handler table on top and keeps it: a role a scenario wires to a controller
    /// (`interaction "…"`), which needs `wire` or `handleGesture`. stack: pops 1.
    public convenience init(lua: LuaState, popping: Void, chunkName: String) throws(LuaError) {
        try self.init(lua: lua, popping: (), chunkName: chunkName, madeByScript: false)
    }

    /// `madeByScript`: made by `UIPercentDrivenInteractiveTransition(handler)`, it may have neither
    /// `wire` nor `handleGesture` — as a Swift subclass whose init adds itself as a target of a
    /// recognizer it is given (`addTarget(self, "method")`).
    /// stack: pops 1.
    public init(lua: LuaState, popping: Void, chunkName: String, madeByScript: Bool) throws(LuaError) {
        let L = lua.state
        do {
            // `handleGesture` is needed unless the handler wires its own gesture (it then drives
            // the interaction from its own target), or the script drives it from its own targets.
            let wires = LuaStack.getMember(L, -1, "wire") == LUA_TFUNCTION
            sc_pop(L, 1)
            let callbacks = ["wire", "handleGesture", "startInteractiveTransition"]
            let required = madeByScript ? [] : wires ? ["wire"] : ["handleGesture"]
            location = try ScriptRole.validate(lua, chunkName: chunkName, role: "an interaction handler",
                                               required: required, optional: callbacks.filter { !required.contains($0) })
        } catch {
            sc_pop(L, 1)
            throw error
        }
        name = ScriptRole.debugName(lua, chunkName: chunkName)
        gestureName = LuaStack.getMember(L, -1, "gestureName") == LUA_TSTRING ? LuaStack.string(L, -1) : nil
        sc_pop(L, 1)
        let speed = LuaStack.numberMember(L, -1, "completionSpeed")
        var curve: AnimationCurve?
        if LuaStack.getMember(L, -1, "completionCurve") == LUA_TSTRING, let text = LuaStack.string(L, -1) { curve = AnimationCurve(rawValue: text) }
        sc_pop(L, 1)
        let wantsStart: Bool? = LuaStack.getMember(L, -1, "wantsInteractiveStart") == LUA_TBOOLEAN ? lua_toboolean(L, -1) != 0 : nil
        sc_pop(L, 1)
        script = ScriptTable(lua: lua, popping: chunkName)
        super.init()
        if let speed { completionSpeed = speed }
        if let curve { completionCurve = curve }
        if let wantsStart { wantsInteractiveStart = wantsStart }
    }

    public override var debugName: String { name }
    public override var sourceLocation: String? { location }

    /// Attaches the handler's gesture to `viewController`'s view: the script's `wire`, or a pan
    /// recognizer whose actions go to `handleGesture`.
    public func wire(to viewController: ViewController) {
        wiredController = viewController
        if !script.has("wire") && !script.has("handleGesture") {
            scriptDidFail(LuaError(kind: .misuse, message: "\(location ?? name): \(name) cannot be wired to \(viewController.name): its handler has neither wire(viewController) nor handleGesture(gesture)"))
            return
        }
        if script.has("wire") {
            script.call("wire", scope: self) { lua in lua.push(self); lua.push(viewController); return 2 }
            return
        }
        let pan = PanGestureRecognizer(name: gestureName ?? name)
        pan.addAction { [weak self] gesture in self?.handle(gesture) }
        viewController.view.addGestureRecognizer(pan)
    }

    /// Runs `handleGesture(self, gesture)`.
    public func handle(_ gesture: GestureRecognizer) {
        script.call("handleGesture", scope: self) { lua in lua.push(self); lua.push(gesture); return 2 }
    }

    /// The handler's `startInteractiveTransition(interaction, ctx)` when it has one (it keeps the
    /// context, then calls `interaction:super("startInteractiveTransition", ctx)`, T6.7), else the base.
    public override func startInteractiveTransition(_ context: TransitionContext) {
        halted = false
        guard script.has("startInteractiveTransition") else { return super.startInteractiveTransition(context) }
        script.call("startInteractiveTransition", scope: self) { lua in lua.push(self); lua.push(context); return 2 }
    }

    /// UIPercentDrivenInteractiveTransition's own `startInteractiveTransition`, for the script's
    /// call to the base.
    func baseStartInteractiveTransition(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
    }

    public override func update(_ percent: Double) {
        guard !halted else { return }
        super.update(percent)
    }

    public override func finish() {
        guard !halted else { return }
        super.finish()
    }

    public override func cancel() {
        guard !halted else { return }
        super.cancel()
    }

    public override func pause() {
        guard !halted else { return }
        super.pause()
    }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: name, source: location)
        guard isDriving, !halted else { return }
        super.cancel()
        halted = isDriving
    }
}
