import CLuaShim
import Stagecraft

extension PresentationController: LuaNamed { var luaDisplayName: String { debugName } }

/// UIPresentationController and Stagecraft's ready DimmingPresentationController (T4). Scripts
/// make one with `DimmingPresentationController{presented = vc, presenting = vc, dismissesOnTap = false,
/// bottomSheet = 0.5}` from a delegate, or write their own as a presentation controller script.
enum WrapPresentationController {
    static var base: LuaClass {
        var c = LuaClass("PresentationController", object: PresentationController.self, global: "UIPresentationController")
        // UIPresentationController(presented, presenting): UIKit's init(presentedViewController:presenting:);
        // with a presentation controller table, the subclass that table writes (a script controller), made
        // now rather than by a delegate (an app's controller that is its own transitioning delegate).
        c.constructor = { s in bridgedConstructor(s, "UIPresentationController") { call throws(BridgeError) in
            let presented = try call.object(2, ViewController.self)
            let presenting = try call.object(3, ViewController.self)
            guard !call.isNoneOrNil(4) else {
                call.lua.push(PresentationController(presentedViewController: presented, presenting: presenting)); return 1
            }
            _ = try call.table(4)
            lua_pushvalue(call.L, 4)
            do throws(LuaError) {
                call.lua.push(try ScriptPresentationController(lua: call.lua, popping: (), chunkName: LuaCall.callerChunk(call.L),
                                                               presented: presented, presenting: presenting))
            } catch { throw BridgeError(error.message) }
            return 1 } }
        c.getters = [
            ("presentedViewController", { s in luaGet(s, PresentationController.self) { $0.push($1.presentedViewController) } }),
            ("presentingViewController", { s in luaGet(s, PresentationController.self) { $0.push($1.presentingViewController) } }),
            ("containerView", { s in luaGet(s, PresentationController.self) { $0.push($1.containerView) } }),
            ("presentedView", { s in luaGet(s, PresentationController.self) { $0.push($1.presentedView) } }),
            ("frameOfPresentedViewInContainerView", { s in luaGet(s, PresentationController.self) { $0.push($1.frameOfPresentedViewInContainerView) } }),
            ("presentationStyle", { s in luaGet(s, PresentationController.self) { LuaStack.push($0.state, $1.presentationStyle.rawValue) } }),
            ("debugName", { s in luaGet(s, PresentationController.self) { LuaStack.push($0.state, $1.debugName) } }),
            ("traitCollection", { s in luaGet(s, PresentationController.self) { AdaptiveScript.push($0.state, $1.traitCollection) } }),
            // The delegate table set from a script (T11.3d), or nil.
            ("delegate", { s in luaGet(s, PresentationController.self) { lua, controller in
                if let script = controller.delegate as? ScriptSheetDelegate { script.script.push() } else { lua_pushnil(lua.state) } } }),
        ]
        c.setters = [
            // presentationController.delegate = { presentationControllerDidDismiss = function(pc) … end, … }
            ("delegate", { s in luaSet(s, "delegate", PresentationController.self) { c, controller throws(BridgeError) in
                guard !c.isNoneOrNil(3) else { controller.retainedDelegate = nil; controller.delegate = nil; return }
                _ = try c.table(3)
                lua_pushvalue(c.L, 3)
                do throws(LuaError) {
                    controller.retainedDelegate = try ScriptSheetDelegate(lua: c.lua, popping: (), chunkName: LuaCall.callerChunk(c.L))
                } catch { throw BridgeError(error.message) } } }),
        ]
        // sizeForChildContentContainer(container, parentSize) (LY1.6): the script's override if it has one, else the parent's size.
        c.methods = [("sizeForChildContentContainer", { s in bridged(s, "sizeForChildContentContainer") { call throws(BridgeError) in
            let controller = try call.this(PresentationController.self)
            let size = controller.size(forChildContentContainer: try call.object(2, ViewController.self), withParentContainerSize: try call.size(3))
            call.lua.push(size); return 1 } })]
        // bottomSheet(fraction, bounds): the lower `fraction` of `bounds` (DimmingPresentationController.bottomSheet).
        c.statics = [("bottomSheet", { s in bridged(s, "bottomSheet") { call throws(BridgeError) in
            call.lua.push(DimmingPresentationController.bottomSheet(fraction: try call.number(1))(try call.rect(2))); return 1 } })]
        return c
    }

    static var dimming: LuaClass {
        var c = LuaClass("DimmingPresentationController", object: DimmingPresentationController.self,
                         parent: "PresentationController", global: "DimmingPresentationController")
        // DimmingPresentationController{presented =, presenting =, dimmingColor =, dimmingAlpha =, dismissesOnTap =, bottomSheet = fraction}
        c.constructor = { s in bridgedConstructor(s, "DimmingPresentationController") { call throws(BridgeError) in
            let L = call.L, table = try call.table(2)
            try call.checkKeys(table, ["presented", "presenting", "dimmingColor", "dimmingAlpha", "dismissesOnTap", "bottomSheet"])
            LuaStack.getField(L, table, "presented")
            LuaStack.getField(L, table, "presenting")
            LuaStack.getField(L, table, "dimmingColor")
            LuaStack.getField(L, table, "dismissesOnTap")
            defer { sc_pop(L, 4) }
            let presented = try call.object(-4, ViewController.self), presenting = try call.object(-3, ViewController.self)
            let color = call.isNoneOrNil(-2) ? Color(white: 0, alpha: 0.5) : try call.color(-2)
            let fraction = LuaStack.numberField(L, table, "bottomSheet")
            let controller = DimmingPresentationController(
                presentedViewController: presented, presenting: presenting, dimmingColor: color,
                dimmingAlpha: LuaStack.numberField(L, table, "dimmingAlpha") ?? 1,
                dismissesOnTap: call.isNoneOrNil(-1) ? true : call.bool(-1),
                presentedFrame: fraction.map { DimmingPresentationController.bottomSheet(fraction: $0) })
            call.lua.push(controller)
            return 1 } }
        c.getters = [
            ("dimmingView", { s in luaGet(s, DimmingPresentationController.self) { $0.push($1.dimmingView) } }),
            ("dimmingAlpha", { s in luaGet(s, DimmingPresentationController.self) { lua_pushnumber($0.state, $1.dimmingAlpha) } }),
            ("dismissesOnTap", { s in luaGet(s, DimmingPresentationController.self) { LuaStack.push($0.state, $1.dismissesOnTap) } }),
        ]
        c.setters = [
            ("dimmingAlpha", { s in luaSet(s, "dimmingAlpha", DimmingPresentationController.self) { c, p throws(BridgeError) in p.dimmingAlpha = try c.number(3) } }),
            ("dismissesOnTap", { s in luaSet(s, "dismissesOnTap", DimmingPresentationController.self) { c, p throws(BridgeError) in p.dismissesOnTap = try c.boolean(3) } }),
        ]
        c.methods = [
            ("dimmingViewTapped", { s in bridged(s, "dimmingViewTapped") { call throws(BridgeError) in
                try call.this(DimmingPresentationController.self).dimmingViewTapped(); return 0 } }),
        ]
        return c
    }
}

extension WrapPresentationController {
    /// A presentation controller script's own object: its base class's members plus `super`. A
    /// script extending UIPresentationController sees UIPresentationController's members only
    /// (a port's own `dimmingView` field must not meet the ready controller's); one extending
    /// DimmingPresentationController sees that class's too.
    static var script: LuaClass { scriptClass("ScriptPresentationController", parent: "PresentationController") }
    static var dimmingScript: LuaClass { scriptClass("ScriptDimmingPresentationController", parent: "DimmingPresentationController") }

    private static func scriptClass(_ name: String, parent: String) -> LuaClass {
        var c = LuaClass(name, object: ScriptPresentationController.self, parent: parent)
        c.methods = [
            // super(name [, completed]): the base class's callback, or its value of
            // frameOfPresentedViewInContainerView / presentedView.
            ("super", { s in bridged(s, "super") { call throws(BridgeError) in
                let controller = try call.this(ScriptPresentationController.self), name = try call.string(2)
                switch name {
                case "frameOfPresentedViewInContainerView": call.lua.push(controller.superFrame); return 1
                case "presentedView": call.lua.push(controller.superPresentedView); return 1
                default:
                    guard controller.callSuper(name, call.bool(3)) else {
                        throw call.error("'\(name)' is not a presentation controller callback (\(ScriptPresentationController.callbacks.joined(separator: ", ")))")
                    }
                    return 0
                }
            } }),
        ]
        return c
    }
}
