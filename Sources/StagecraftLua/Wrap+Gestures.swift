import CLuaShim
import Stagecraft

extension GestureRecognizer: LuaNamed { var luaDisplayName: String { displayName } }

/// UIGestureRecognizer and its kinds: `UIPanGestureRecognizer("name")`, `gesture:addTarget(function(g) … end)`,
/// `translation`/`velocity`/`location` in a view (nil: the window), `state` as UIKit's case name.
/// Targets are stored and called from the host; an error in one goes to the role or transition
/// that added it.
enum WrapGestures {
    /// The name argument, or nil. An action function there is added as the first target.
    static func make<G: GestureRecognizer>(_ call: LuaCall, _ recognizer: G) throws(BridgeError) -> Int32 {
        if lua_type(call.L, 2) == LUA_TFUNCTION {
            let action = try call.storedFunction(2)
            recognizer.addAction { action.call(with: $0) }
        } else {
            recognizer.name = try call.optionalString(2)
        }
        call.lua.push(recognizer)
        return 1
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
        ]
        c.setters = [
            ("name", { s in luaSet(s, "name", GestureRecognizer.self) { c, g throws(BridgeError) in g.name = try c.optionalString(3) } }),
            ("isEnabled", { s in luaSet(s, "isEnabled", GestureRecognizer.self) { c, g throws(BridgeError) in g.isEnabled = try c.boolean(3) } }),
        ]
        c.methods = [
            // addTarget(function(gesture)) → token for removeTarget
            ("addTarget", { s in bridged(s, "addTarget") { call throws(BridgeError) in
                let recognizer = try call.this(GestureRecognizer.self), action = try call.storedFunction(2)
                LuaStack.push(call.L, recognizer.addAction { action.call(with: $0) }); return 1 } }),
            ("removeTarget", { s in bridged(s, "removeTarget") { call throws(BridgeError) in
                try call.this(GestureRecognizer.self).removeTarget(try call.integer(2)); return 0 } }),
            ("location", { s in bridged(s, "location") { call throws(BridgeError) in
                call.lua.push(try call.this(GestureRecognizer.self).location(in: try call.optionalObject(2, View.self))); return 1 } }),
        ]
        return c
    }

    static var pan: LuaClass {
        var c = LuaClass("PanGestureRecognizer", object: PanGestureRecognizer.self, parent: "GestureRecognizer", global: "UIPanGestureRecognizer")
        c.constructor = { s in bridgedConstructor(s, "UIPanGestureRecognizer") { call throws(BridgeError) in try WrapGestures.make(call, PanGestureRecognizer()) } }
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
        // UIScreenEdgePanGestureRecognizer(edges [, name])
        c.constructor = { s in bridgedConstructor(s, "UIScreenEdgePanGestureRecognizer") { call throws(BridgeError) in
            call.lua.push(ScreenEdgePanGestureRecognizer(edges: try WrapGestures.edges(call, 2), name: try call.optionalString(3))); return 1 } }
        c.getters = [("edges", { s in luaGet(s, ScreenEdgePanGestureRecognizer.self) { LuaStack.push($0.state, $1.edges.description) } })]
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
