import CLuaShim
import Stagecraft

extension GestureRecognizer: LuaNamed { var luaDisplayName: String { displayName } }

/// UIGestureRecognizer and its kinds: `UIPanGestureRecognizer("name")`, `gesture:addTarget(function(g) … end)`,
/// `translation`/`velocity`/`location` in a view (nil: the window), `state` as UIKit's case name.
/// Targets are stored and called from the host; an error in one goes to the role or transition
/// that added it.
enum WrapGestures {
    /// The name argument, or nil. An action function there is added as the first target; so is
    /// the target and action of the options form `{target =, action =, name =}` (UIKit's
    /// `init(target:action:)`).
    static func make<G: GestureRecognizer>(_ call: LuaCall, _ recognizer: G, extraKeys: [String] = []) throws(BridgeError) -> Int32 {
        let L = call.L
        if lua_type(L, 2) == LUA_TTABLE {
            try call.checkKeys(2, ["target", "action", "name", "class"] + extraKeys)
            recognizer.name = try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }
            // An instance of a subclass whose members and touch overrides are the class table's.
            if let table = try call.field(2, "class", { c, i throws(BridgeError) in _ = try c.table(i); return c.lua.ref(at: i) }) {
                recognizer.subclass = ScriptGestureSubclass(class: table)
            }
            LuaStack.getField(L, 2, "target")
            LuaStack.getField(L, 2, "action")
            defer { sc_pop(L, 2) }
            let top = lua_gettop(L)
            if !call.isNoneOrNil(top) {
                let target = try target(call, at: top - 1, action: top, adding: true)
                recognizer.addAction(owner: target) { target.run(with: $0) }
            }
        } else if lua_type(call.L, 2) == LUA_TFUNCTION {
            // As addTarget(action): removeTarget(action) finds it.
            let target = GestureTarget(target: nil, action: try call.storedFunction(2), actionName: nil)
            recognizer.addAction(owner: target) { target.run(with: $0) }
        } else {
            recognizer.name = try call.optionalString(2)
        }
        call.lua.push(recognizer)
        return 1
    }

    /// The target and action of `addTarget`/`removeTarget` (arguments from 2). Removing, the
    /// action may be nil: every action of that target. stack: unchanged.
    static func target(_ call: LuaCall, adding: Bool) throws(BridgeError) -> GestureTarget {
        let L = call.L
        if lua_type(L, 2) == LUA_TFUNCTION, call.isNoneOrNil(3) {
            return GestureTarget(target: nil, action: try call.storedFunction(2), actionName: nil)
        }
        if lua_type(L, 2) == LUA_TTABLE, lua_type(L, 3) == LUA_TNONE {  // {target =, action =}
            try call.checkKeys(2, ["target", "action"])
            LuaStack.getField(L, 2, "target")
            LuaStack.getField(L, 2, "action")
            defer { sc_pop(L, 2) }
            let top = lua_gettop(L)
            return try target(call, at: top - 1, action: top, adding: adding)
        }
        return try target(call, at: 2, action: 3, adding: adding)
    }

    /// The target at `t` (nil: a plain function action) and its action at `a`: a method name looked
    /// up in the target now (its own field or its class's, read raw), or a function called with the target.
    static func target(_ call: LuaCall, at t: Int32, action a: Int32, adding: Bool) throws(BridgeError) -> GestureTarget {
        let L = call.L
        let target = call.isNoneOrNil(t) ? nil : call.lua.weakRef(at: t)  // T12.1: held weakly
        switch lua_type(L, a) {
        case LUA_TFUNCTION:
            return GestureTarget(target: target, action: call.lua.ref(at: a), actionName: nil)
        case LUA_TSTRING:
            let name = try call.string(a)
            guard let target else { throw call.error("a method name ('\(name)') needs a target") }
            if !adding { return GestureTarget(target: target, action: nil, actionName: name) }
            // Swift's `addTarget(self, action: #selector(handlePan))`: a class's method (through
            // `__index`), or the method of a screen, interaction or presentation controller.
            guard InstanceFields.pushScriptMember(call.lua, t, name) == LUA_TFUNCTION else {
                sc_pop(L, 1)
                throw call.error("the target has no method '\(name)'")
            }
            return GestureTarget(target: target, action: LuaRef(popping: call.lua), actionName: name)
        default:
            guard !adding, call.isNoneOrNil(a), target != nil else {
                throw call.argumentError(a, "function or method name expected, got \(LuaStack.typeName(L, a))")
            }
            return GestureTarget(target: target, action: nil, actionName: nil)  // every action of target
        }
    }

    static func edges(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> RectEdge {
        let names: [String: RectEdge] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right, "all": .all]
        guard let text = LuaStack.string(call.L, index), let edge = names[text] else {
            throw call.badArgument(index, "\"left\", \"right\", \"top\", \"bottom\" or \"all\"")
        }
        return edge
    }

    static var base: LuaClass {
        var c = LuaClass("GestureRecognizer", object: GestureRecognizer.self, global: "UIGestureRecognizer")
        c.getters = [
            ("state", { s in luaGet(s, GestureRecognizer.self) { LuaStack.push($0.state, $1.state.rawValue) } }),
            ("view", { s in luaGet(s, GestureRecognizer.self) { $0.push($1.view) } }),
            ("name", { s in luaGet(s, GestureRecognizer.self) { LuaStack.push($0.state, $1.name) } }),
            ("isEnabled", { s in luaGet(s, GestureRecognizer.self) { LuaStack.push($0.state, $1.isEnabled) } }),
            ("numberOfTouches", { s in luaGet(s, GestureRecognizer.self) { LuaStack.push($0.state, $1.numberOfTouches) } }),
            ("cancelsTouchesInView", { s in luaGet(s, GestureRecognizer.self) { LuaStack.push($0.state, $1.cancelsTouchesInView) } }),
            ("delaysTouchesBegan", { s in luaGet(s, GestureRecognizer.self) { LuaStack.push($0.state, $1.delaysTouchesBegan) } }),
            ("delegate", { s in luaGet(s, GestureRecognizer.self) { lua, g in WrapGestures.pushDelegate(lua, g.delegate) } }),
        ]
        c.setters = [
            ("name", { s in luaSet(s, "name", GestureRecognizer.self) { c, g throws(BridgeError) in g.name = try c.optionalString(3) } }),
            // recognizer.delegate = self: a table (class instance) with UIKit's callbacks, a screen, or nil.
            ("delegate", { s in luaSet(s, "delegate", GestureRecognizer.self) { c, g throws(BridgeError) in
                switch try WrapGestures.delegate(c, GestureRecognizerDelegate.self, role: "delegate of \(g.displayName)") {
                case .none: g.retainedDelegate = nil
                case let .adapter(adapter): g.retainedDelegate = adapter
                case let .object(object): g.retainedDelegate = nil; g.delegate = object
                } } }),
            ("isEnabled", { s in luaSet(s, "isEnabled", GestureRecognizer.self) { c, g throws(BridgeError) in g.isEnabled = try c.boolean(3) } }),
            // UIGestureRecognizerSubclass's setter: a change UIKit's machine allows, else ignored.
            ("state", { s in luaSet(s, "state", GestureRecognizer.self) { c, g throws(BridgeError) in
                let name = try c.string(3)
                guard let next = GestureRecognizer.State(rawValue: name) ?? (name == "recognized" ? .recognized : nil) else {
                    throw c.badArgument(3, "a gesture state (\"began\", \"changed\", \"ended\", \"cancelled\", \"failed\", \"recognized\")")
                }
                g.setStateAsSubclass(next) } }),
            ("cancelsTouchesInView", { s in luaSet(s, "cancelsTouchesInView", GestureRecognizer.self) { c, g throws(BridgeError) in
                g.cancelsTouchesInView = try c.boolean(3) } }),
            ("delaysTouchesBegan", { s in luaSet(s, "delaysTouchesBegan", GestureRecognizer.self) { c, g throws(BridgeError) in
                g.delaysTouchesBegan = try c.boolean(3) } }),
        ]
        c.methods = [
            // addTarget(function(gesture)), addTarget(target, "method" | function(target, gesture)) or
            // addTarget{target =, action =}; returns a token removeTarget also takes.
            ("addTarget", { s in bridged(s, "addTarget") { call throws(BridgeError) in
                let recognizer = try call.this(GestureRecognizer.self)
                let target = try WrapGestures.target(call, adding: true)
                LuaStack.push(call.L, recognizer.addAction(owner: target) { target.run(with: $0) }); return 1 } }),
            // removeTarget(token), removeTarget(function), removeTarget(target, action), removeTarget(target, nil)
            // (every action of target), removeTarget{target =, action =} or removeTarget(nil) (every target).
            ("removeTarget", { s in bridged(s, "removeTarget") { call throws(BridgeError) in
                let recognizer = try call.this(GestureRecognizer.self)
                if lua_isinteger(call.L, 2) != 0 { recognizer.removeTarget(try call.integer(2)); return 0 }
                if call.isNoneOrNil(2) { recognizer.removeAllTargets(); return 0 }
                let wanted = try WrapGestures.target(call, adding: false)
                recognizer.removeTargets { ($0 as? GestureTarget)?.matches(wanted) == true }
                return 0 } }),
            ("location", { s in bridged(s, "location") { call throws(BridgeError) in
                call.lua.push(try call.this(GestureRecognizer.self).location(in: try call.optionalObject(2, View.self))); return 1 } }),
            // Inside a subclass's override, self:touchesMoved(touches, event) is its super call.
            ("touchesBegan", WrapGestures.superTouches(.began)),
            ("touchesMoved", WrapGestures.superTouches(.moved)),
            ("touchesEnded", WrapGestures.superTouches(.ended)),
            ("touchesCancelled", WrapGestures.superTouches(.cancelled)),
            // g:requireToFail(other): UIKit's require(toFail:) (G1.3).
            ("requireToFail", { s in bridged(s, "requireToFail") { call throws(BridgeError) in
                try call.this(GestureRecognizer.self).require(toFail: try call.object(2, GestureRecognizer.self)); return 0 } }),
        ]
        return c
    }

    /// `super.touchesMoved(touches, with: event)` in a subclass's override of that method: the
    /// kind's handling. UIKit calls these methods itself; from anywhere else it is an error.
    static func superTouches(_ phase: TouchResponderPhase) -> lua_CFunction {
        switch phase {
        case .began: { s in bridged(s, "touchesBegan") { call throws(BridgeError) in try WrapGestures.superTouches(call, .began) } }
        case .moved: { s in bridged(s, "touchesMoved") { call throws(BridgeError) in try WrapGestures.superTouches(call, .moved) } }
        case .ended: { s in bridged(s, "touchesEnded") { call throws(BridgeError) in try WrapGestures.superTouches(call, .ended) } }
        case .cancelled: { s in bridged(s, "touchesCancelled") { call throws(BridgeError) in try WrapGestures.superTouches(call, .cancelled) } }
        }
    }

    private static func superTouches(_ call: LuaCall, _ phase: TouchResponderPhase) throws(BridgeError) -> Int32 {
        let recognizer = try call.this(GestureRecognizer.self)
        guard (recognizer.subclass as? ScriptGestureSubclass)?.runSuper(phase) == true else {
            let name = ScriptGestureSubclass.name(of: phase)
            throw BridgeError("\(name) is UIKit's to call: a subclass calls it once, as super, from its own \(name)")
        }
        return 0
    }

    /// What a `delegate` setter was given: nil, a table (wrapped in an adapter the owner keeps),
    /// or a handle whose object is a `D` (a screen).
    enum Delegate<D> {
        case none, adapter(ScriptObjectDelegate), object(D)
    }

    /// The delegate argument (3) of a `delegate` setter. stack: unchanged.
    static func delegate<D>(_ call: LuaCall, _ type: D.Type, role: String) throws(BridgeError) -> Delegate<D> {
        if call.isNoneOrNil(3) { return .none }
        if lua_type(call.L, 3) == LUA_TTABLE { return .adapter(ScriptObjectDelegate(lua: call.lua, at: 3, role: role)) }
        let expected = "a delegate table, a screen or nil"
        let given = try call.anyObject(3, expected)
        // One Swift object that is both a transitioning delegate and this delegate (SwipeTransition's
        // controller): the delegate object made from its table stands for that table here too.
        if !(given is D), let transitioning = given as? ScriptDelegate {
            transitioning.script.push()
            defer { sc_pop(call.L, 1) }
            return .adapter(ScriptObjectDelegate(lua: call.lua, at: lua_gettop(call.L), role: role))
        }
        guard let object = given as? D else { throw call.badArgument(3, expected) }
        return .object(object)
    }

    /// A delegate as the script gave it: the table of an adapter, else the object. stack: pushes 1.
    static func pushDelegate(_ lua: LuaState, _ delegate: AnyObject?) {
        if let adapter = delegate as? ScriptObjectDelegate { adapter.push() } else { lua.push(delegate) }
    }

    /// A finger on the screen (UIKit's `UITouch`), as `gestureRecognizerShouldReceive` sees it.
    static var touch: LuaClass {
        var c = LuaClass("Touch", object: Touch.self)
        c.getters = [
            ("view", { s in luaGet(s, Touch.self) { $0.push($1.view) } }),
            ("phase", { s in luaGet(s, Touch.self) { LuaStack.push($0.state, $1.phase.rawValue) } }),
            ("timestamp", { s in luaGet(s, Touch.self) { lua_pushnumber($0.state, $1.timestamp) } }),
            ("window", { s in luaGet(s, Touch.self) { $0.push($1.window) } }),
        ]
        c.methods = [
            ("location", { s in bridged(s, "location") { call throws(BridgeError) in
                call.lua.push(try call.this(Touch.self).location(in: try call.optionalObject(2, View.self))); return 1 } }),
        ]
        return c
    }

    static var pan: LuaClass {
        var c = LuaClass("PanGestureRecognizer", object: PanGestureRecognizer.self, parent: "GestureRecognizer", global: "UIPanGestureRecognizer")
        c.constructor = { s in bridgedConstructor(s, "UIPanGestureRecognizer") { call throws(BridgeError) in try WrapGestures.make(call, PanGestureRecognizer()) } }
        // T12.4: the finger counts a pan accepts; a finger beyond the maximum is ignored.
        c.getters = [
            ("minimumNumberOfTouches", { s in luaGet(s, PanGestureRecognizer.self) { LuaStack.push($0.state, $1.minimumNumberOfTouches) } }),
            ("maximumNumberOfTouches", { s in luaGet(s, PanGestureRecognizer.self) { LuaStack.push($0.state, $1.maximumNumberOfTouches) } }),
        ]
        c.setters = [
            ("minimumNumberOfTouches", { s in luaSet(s, "minimumNumberOfTouches", PanGestureRecognizer.self) { c, g throws(BridgeError) in
                g.minimumNumberOfTouches = try c.integer(3) } }),
            ("maximumNumberOfTouches", { s in luaSet(s, "maximumNumberOfTouches", PanGestureRecognizer.self) { c, g throws(BridgeError) in
                g.maximumNumberOfTouches = try c.integer(3) } }),
        ]
        c.methods = [
            ("translation", { s in bridged(s, "translation") { call throws(BridgeError) in
                call.lua.push(try call.this(PanGestureRecognizer.self).translation(in: try call.optionalObject(2, View.self))); return 1 } }),
            ("setTranslation", { s in bridged(s, "setTranslation") { call throws(BridgeError) in
                try call.this(PanGestureRecognizer.self).setTranslation(try call.point(2), in: try call.optionalObject(3, View.self)); return 0 } }),
            ("velocity", { s in bridged(s, "velocity") { call throws(BridgeError) in
                call.lua.push(try call.this(PanGestureRecognizer.self).velocity(in: try call.optionalObject(2, View.self))); return 1 } }),
        ]
        return c
    }

    static var edgePan: LuaClass {
        var c = LuaClass("ScreenEdgePanGestureRecognizer", object: ScreenEdgePanGestureRecognizer.self,
                         parent: "PanGestureRecognizer", global: "UIScreenEdgePanGestureRecognizer")
        // UIScreenEdgePanGestureRecognizer([edges [, name]]) or {edges =, target =, action =, name =}
        c.constructor = { s in bridgedConstructor(s, "UIScreenEdgePanGestureRecognizer") { call throws(BridgeError) in
            // Swift's `UIScreenEdgePanGestureRecognizer()`: no edges (UIKit's `UIRectEdgeNone`)
            // until `edges` is set; until then it never begins (ZoomTransitioning's `.init()`).
            if call.isNoneOrNil(2) {
                call.lua.push(ScreenEdgePanGestureRecognizer(edges: [])); return 1
            }
            if lua_type(call.L, 2) == LUA_TTABLE {
                let edges = try call.field(2, "edges") { c, i throws(BridgeError) in try WrapGestures.edges(c, i) } ?? .left
                return try WrapGestures.make(call, ScreenEdgePanGestureRecognizer(edges: edges), extraKeys: ["edges"])
            }
            call.lua.push(ScreenEdgePanGestureRecognizer(edges: try WrapGestures.edges(call, 2), name: try call.optionalString(3))); return 1 } }
        c.getters = [("edges", { s in luaGet(s, ScreenEdgePanGestureRecognizer.self) { LuaStack.push($0.state, $1.edges.description) } })]
        // Swift's `gesture.edges = .left` after `init(target:action:)`.
        c.setters = [("edges", { s in luaSet(s, "edges", ScreenEdgePanGestureRecognizer.self) { c, g throws(BridgeError) in g.edges = try WrapGestures.edges(c, 3) } })]
        return c
    }

    static var pinch: LuaClass {
        var c = LuaClass("PinchGestureRecognizer", object: PinchGestureRecognizer.self, parent: "GestureRecognizer", global: "UIPinchGestureRecognizer")
        c.constructor = { s in bridgedConstructor(s, "UIPinchGestureRecognizer") { call throws(BridgeError) in try WrapGestures.make(call, PinchGestureRecognizer()) } }
        c.getters = [
            ("scale", { s in luaGet(s, PinchGestureRecognizer.self) { lua_pushnumber($0.state, $1.scale) } }),
            ("velocity", { s in luaGet(s, PinchGestureRecognizer.self) { lua_pushnumber($0.state, $1.velocity) } }),
        ]
        c.setters = [("scale", { s in luaSet(s, "scale", PinchGestureRecognizer.self) { c, g throws(BridgeError) in g.scale = try c.number(3) } })]
        return c
    }

    static var tap: LuaClass {
        var c = LuaClass("TapGestureRecognizer", object: TapGestureRecognizer.self, parent: "GestureRecognizer", global: "UITapGestureRecognizer")
        c.constructor = { s in bridgedConstructor(s, "UITapGestureRecognizer") { call throws(BridgeError) in try WrapGestures.make(call, TapGestureRecognizer()) } }
        c.getters = [
            ("numberOfTapsRequired", { s in luaGet(s, TapGestureRecognizer.self) { LuaStack.push($0.state, $1.numberOfTapsRequired) } }),
        ]
        c.setters = [
            ("numberOfTapsRequired", { s in luaSet(s, "numberOfTapsRequired", TapGestureRecognizer.self) { c, g throws(BridgeError) in
                g.numberOfTapsRequired = try c.integer(3) } }),
        ]
        return c
    }
}

extension WrapGestures {
    /// UILongPressGestureRecognizer (T12.4): `minimumPressDuration` (0: touch-down), `allowableMovement`
    /// and `numberOfTouchesRequired`, settable, and in the options form of the constructor too.
    static var longPress: LuaClass {
        var c = LuaClass("LongPressGestureRecognizer", object: LongPressGestureRecognizer.self, parent: "GestureRecognizer",
                         global: "UILongPressGestureRecognizer")
        c.constructor = { s in bridgedConstructor(s, "UILongPressGestureRecognizer") { call throws(BridgeError) in
            let recognizer = LongPressGestureRecognizer()
            if lua_type(call.L, 2) == LUA_TTABLE {
                if let duration = try call.field(2, "minimumPressDuration", { c, i throws(BridgeError) in try c.number(i) }) {
                    recognizer.minimumPressDuration = duration
                }
                if let movement = try call.field(2, "allowableMovement", { c, i throws(BridgeError) in try c.number(i) }) {
                    recognizer.allowableMovement = movement
                }
            }
            return try WrapGestures.make(call, recognizer, extraKeys: ["minimumPressDuration", "allowableMovement"]) } }
        c.getters = [
            ("minimumPressDuration", { s in luaGet(s, LongPressGestureRecognizer.self) { lua_pushnumber($0.state, $1.minimumPressDuration) } }),
            ("allowableMovement", { s in luaGet(s, LongPressGestureRecognizer.self) { lua_pushnumber($0.state, $1.allowableMovement) } }),
            ("numberOfTouchesRequired", { s in luaGet(s, LongPressGestureRecognizer.self) { LuaStack.push($0.state, $1.numberOfTouchesRequired) } }),
        ]
        c.setters = [
            ("minimumPressDuration", { s in luaSet(s, "minimumPressDuration", LongPressGestureRecognizer.self) { c, g throws(BridgeError) in
                g.minimumPressDuration = try c.number(3) } }),
            ("allowableMovement", { s in luaSet(s, "allowableMovement", LongPressGestureRecognizer.self) { c, g throws(BridgeError) in
                g.allowableMovement = try c.number(3) } }),
            ("numberOfTouchesRequired", { s in luaSet(s, "numberOfTouchesRequired", LongPressGestureRecognizer.self) { c, g throws(BridgeError) in
                g.numberOfTouchesRequired = try c.integer(3) } }),
        ]
        return c
    }
}

/// What a script gave `addTarget`, kept as the action's owner so that `removeTarget` can find it
/// by the same values (compared with `rawequal`, as UIKit compares target and selector).
///
/// T12.1: the target object is held weakly (`LuaWeakRef`), so a target the app released is no
/// longer called — the interaction controllers that add themselves to a long-lived pan and never
/// remove themselves rely on it. A plain function action (no target) lives as long as the
/// recognizer, as a Swift closure does; an action function that captures its target keeps it.
final class GestureTarget: WeakGestureTarget {
    let target: LuaWeakRef?
    /// The function to call; nil only in what `removeTarget` is asked to match (every action).
    let action: LuaRef?
    let actionName: String?

    init(target: LuaWeakRef?, action: LuaRef?, actionName: String?) {
        self.target = target
        self.action = action
        self.actionName = actionName
    }

    /// Asked by the recognizer just before each call (`GestureRecognizer.runTargets`).
    var isReleased: Bool { target?.isGone ?? false }

    /// `action(sender)`, or `action(target, sender)` for a target's method; the sender is the
    /// recognizer, or the control that sent an event (T12.6).
    func run(with sender: AnyObject) {
        guard let action else { return }
        guard let target else { return action.call(with: sender) }
        action.callFromHost { lua in
            target.push()
            lua.push(sender)
            return 2
        }
    }

    /// Whether this added target is what `wanted` (from removeTarget) names. stack: unchanged.
    func matches(_ wanted: GestureTarget) -> Bool {
        guard same(target?.push, wanted.target?.push, in: target?.lua) else { return false }
        if let name = wanted.actionName { return name == actionName }
        guard let action = wanted.action else { return true }  // every action of the target
        return same(self.action?.push, action.push, in: action.lua)
    }

    /// Whether the two values are `rawequal` (both absent counts as the same). stack: unchanged.
    private func same(_ a: (() -> Void)?, _ b: (() -> Void)?, in lua: LuaState?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard let lua else { return false }
        a()
        b()
        defer { sc_pop(lua.state, 2) }
        return lua_rawequal(lua.state, -2, -1) != 0
    }
}
