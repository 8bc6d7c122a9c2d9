import CLuaShim
import Stagecraft

/// A presentation controller written in Lua (T4), "subclass-like": a table whose functions override
/// UIPresentationController's, each called with the controller as its first argument (so
/// `function Sheet:presentationTransitionWillBegin()` sees it as `self`):
/// `init(presented, presenting)` (once, when it is made: Swift's init override after `super.init`),
/// `presentedView`, `frameOfPresentedViewInContainerView`, `presentationTransitionWillBegin`,
/// `presentationTransitionDidEnd(completed)`, `dismissalTransitionWillBegin`,
/// `dismissalTransitionDidEnd(completed)`, `containerViewWillLayoutSubviews`, `containerViewDidLayoutSubviews`;
/// and the adaptive ones (`adaptivePresentationStyle(traitCollection)`,
/// `viewControllerForAdaptivePresentationStyle(style)`, see AdaptiveScript), which make the table its
/// own adaptive delegate.
///
/// `extends = "DimmingPresentationController"` starts from the ready dimming controller (configured by
/// `dimmingColor`, `dimmingAlpha`, `dismissesOnTap`, `bottomSheet = fraction`); what the table does
/// not define keeps the base behaviour, and `self:super("name", …)` calls the base from an override.
///
/// An error in a callback is a `.scriptError` diagnostic with file:line; the controller then stops
/// calling the script and behaves as its base class for the rest of its life, so the transition
/// and the dismissal still end with the container in a state UIKit would leave.
public final class ScriptPresentationController: DimmingPresentationController, LuaErrorScope {
    static let callbacks = ["presentedView", "frameOfPresentedViewInContainerView", "presentationTransitionWillBegin",
                            "presentationTransitionDidEnd", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
                            "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
                            "sizeForChildContentContainer", "preferredContentSizeDidChangeForChildContentContainer"]
    static let bases = ["UIPresentationController", "DimmingPresentationController"]
    /// The script's `init(presented, presenting)`: called once, when the controller is made. Kept
    /// apart from `callbacks` (UIPresentationController's overridable methods, which the importer
    /// and exporter map to Swift methods): it is Swift's initializer, not a method.
    static let initializer = "init"
    /// Every function a presentation script may define.
    static var scriptFunctions: [String] { callbacks + AdaptiveScript.callbacks + [initializer] }

    let script: ScriptTable
    /// Whether the base is the dimming controller (else UIPresentationController's plain behaviour).
    public let extendsDimming: Bool
    private let name: String
    private let location: String?
    /// The errors this controller's callbacks raised.
    public private(set) var errors: [LuaError] = []
    /// Set by the first error: from then on the base behaviour runs.
    public private(set) var failed = false
    /// The controller's own fields (`self.dimmingView = …`), apart from the module's table.
    let ownFields = OwnFields()

    /// Checks the table on top and keeps it. stack: pops 1.
    public init(lua: LuaState, popping: Void, chunkName: String, presented: ViewController, presenting: ViewController) throws(LuaError) {
        let L = lua.state
        var config: (dimming: Bool, color: Color?, alpha: Double?, taps: Bool?, sheet: Double?) = (false, nil, nil, nil, nil)
        do throws(LuaError) {
            config = try Self.read(lua, chunkName: chunkName)
        } catch {
            sc_pop(L, 1)
            throw error
        }
        extendsDimming = config.dimming
        name = ScriptRole.debugName(lua, chunkName: chunkName)
        location = ScriptRole.location(lua, chunkName: chunkName, of: Self.scriptFunctions)
        script = ScriptTable(lua: lua, popping: chunkName)
        super.init(presentedViewController: presented, presenting: presenting, dimmingColor: config.color ?? Color(white: 0, alpha: 0.5),
                   dimmingAlpha: config.alpha ?? 1, dismissesOnTap: config.taps ?? true,
                   presentedFrame: config.sheet.map { DimmingPresentationController.bottomSheet(fraction: $0) })
        // A table defining the adaptive callbacks is its own adaptive delegate (weak: no cycle).
        if AdaptiveScript.defined(in: script) { delegate = self }
        // Swift's `override init(presentedViewController:presenting:)` after `super.init`: real
        // presentation controllers set up their gestures, corner radius and keyboard observers
        // there. No container view yet, as in UIKit (it exists from presentationTransitionWillBegin).
        _ = override(Self.initializer, { lua in lua.push(presented); lua.push(presenting); return 2 })
    }

    /// Validates the table on top and reads its configuration. stack: unchanged.
    static func read(_ lua: LuaState, chunkName: String) throws(LuaError) -> (Bool, Color?, Double?, Bool?, Double?) {
        let L = lua.state
        let role = "a presentation controller"
        guard lua_type(L, -1) == LUA_TTABLE else {
            throw LuaError(kind: .misuse, message: "\(chunkName): \(role) must be a table (got \(LuaStack.typeName(L, -1)))", chunk: chunkName)
        }
        var base = "UIPresentationController"
        if LuaStack.getMember(L, -1, "extends") != LUA_TNIL {
            guard let text = LuaStack.string(L, -1), bases.contains(text) else {
                sc_pop(L, 1)
                throw LuaError(kind: .misuse, message: "\(chunkName): \(role): extends must be \"UIPresentationController\" or \"DimmingPresentationController\"", chunk: chunkName)
            }
            base = text
        }
        sc_pop(L, 1)
        let dimming = base == "DimmingPresentationController"
        if dimming {
            for name in scriptFunctions {
                let type = LuaStack.getMember(L, -1, name)
                sc_pop(L, 1)
                if type != LUA_TNIL && type != LUA_TFUNCTION {
                    throw LuaError(kind: .misuse, message: "\(chunkName): \(role): not functions: \(name)", chunk: chunkName)
                }
            }
        } else {
            try ScriptRole.validateAny(lua, chunkName: chunkName, role: role + " (extending UIPresentationController)", known: scriptFunctions)
        }
        LuaStack.getMember(L, -1, "dimmingColor")
        let color = GeometryReader.color(L, -1)
        sc_pop(L, 1)
        LuaStack.getMember(L, -1, "dismissesOnTap")
        let taps: Bool? = lua_type(L, -1) == LUA_TBOOLEAN ? lua_toboolean(L, -1) != 0 : nil
        sc_pop(L, 1)
        return (dimming, color, LuaStack.numberMember(L, -1, "dimmingAlpha"), taps, LuaStack.numberMember(L, -1, "bottomSheet"))
    }

    public override var debugName: String { name }
    public override var sourceLocation: String? { location }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        failed = true
        ScriptRole.report(error, role: name, source: location)
    }

    /// Calls the script's `name(self, …)`; false when it is absent or failed (then the base runs).
    /// `pushArgs` pushes the arguments after `self` and returns their count.
    private func override(_ name: String, nresults: Int32 = 0, _ pushArgs: (LuaState) -> Int32 = { _ in 0 },
                          read: (OpaquePointer) -> Void = { _ in }) -> Bool {
        guard !failed else { return false }
        return script.call(name, scope: self, nresults: nresults, { lua in lua.push(self); return 1 + pushArgs(lua) }, read: read) == true
    }

    public override var presentedView: View? {
        var view: View?
        let answered = override("presentedView", nresults: 1, read: { L in view = Self.object(L, View.self) })
        return answered ? view ?? super.presentedView : super.presentedView
    }

    public override var frameOfPresentedViewInContainerView: Rect {
        var frame: Rect?
        let answered = override("frameOfPresentedViewInContainerView", nresults: 1, read: { L in frame = GeometryReader.rect(L, -1) })
        if answered, frame == nil, !failed {
            scriptDidFail(LuaError(kind: .misuse, message: "\(location ?? script.chunkName): frameOfPresentedViewInContainerView must return a CGRect", chunk: script.chunkName))
        }
        return frame ?? baseFrame
    }

    private var baseFrame: Rect { extendsDimming ? super.frameOfPresentedViewInContainerView : containerView?.bounds ?? .zero }

    public override func presentationTransitionWillBegin() {
        if !override("presentationTransitionWillBegin") { callSuper("presentationTransitionWillBegin", false) }
    }
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !override("presentationTransitionDidEnd", { LuaStack.push($0.state, completed); return 1 }) { callSuper("presentationTransitionDidEnd", completed) }
    }
    public override func dismissalTransitionWillBegin() {
        if !override("dismissalTransitionWillBegin") { callSuper("dismissalTransitionWillBegin", false) }
    }
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if !override("dismissalTransitionDidEnd", { LuaStack.push($0.state, completed); return 1 }) { callSuper("dismissalTransitionDidEnd", completed) }
    }
    public override func containerViewWillLayoutSubviews() {
        if !override("containerViewWillLayoutSubviews") { callSuper("containerViewWillLayoutSubviews", false) }
    }
    public override func containerViewDidLayoutSubviews() {
        if !override("containerViewDidLayoutSubviews") { callSuper("containerViewDidLayoutSubviews", false) }
    }

    // LY1.6, with UIKit's Objective-C names (`sizeForChildContentContainer:withParentContainerSize:`).
    public override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        var size: Size?
        let answered = override("sizeForChildContentContainer", nresults: 1, { lua in lua.push(container); lua.push(parentSize); return 2 },
                                read: { L in size = GeometryReader.size(L, -1) })
        if answered, size == nil, !failed {
            scriptDidFail(LuaError(kind: .misuse, message: "\(location ?? script.chunkName): sizeForChildContentContainer must return a CGSize", chunk: script.chunkName))
        }
        return size ?? parentSize
    }
    public override func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {
        _ = override("preferredContentSizeDidChangeForChildContentContainer", { lua in lua.push(container); return 1 })
    }

    /// The base class's callback `name` (`self:super(name, …)` from the script). Returns false for an unknown name.
    @discardableResult
    func callSuper(_ name: String, _ completed: Bool) -> Bool {
        // The base is made before the script's init runs (Swift's super.init first): nothing to call.
        if name == Self.initializer { return true }
        guard extendsDimming else { return Self.callbacks.contains(name) }  // UIPresentationController's do nothing
        switch name {
        case "presentationTransitionWillBegin": super.presentationTransitionWillBegin()
        case "presentationTransitionDidEnd": super.presentationTransitionDidEnd(completed)
        case "dismissalTransitionWillBegin": super.dismissalTransitionWillBegin()
        case "dismissalTransitionDidEnd": super.dismissalTransitionDidEnd(completed)
        case "containerViewWillLayoutSubviews": super.containerViewWillLayoutSubviews()
        case "containerViewDidLayoutSubviews": super.containerViewDidLayoutSubviews()
        default: return false
        }
        return true
    }

    /// The base class's value of a property (`self:super("frameOfPresentedViewInContainerView")`).
    var superFrame: Rect { baseFrame }
    var superPresentedView: View? { super.presentedView }

    /// The object of the handle on top, if it is a `T`. stack: unchanged.
    static func object<T: AnyObject>(_ L: OpaquePointer, _ type: T.Type) -> T? { ScriptRole.handleObject(L) as? T }
}

extension ScriptPresentationController {
    /// The bound class of its handles, which depends on the script's `extends` (`LuaState.push`).
    var luaClassName: String { extendsDimming ? "ScriptDimmingPresentationController" : "ScriptPresentationController" }
}
