import CLuaShim
import Stagecraft

extension PresentationLayer: LuaNamed { var luaDisplayName: String { name } }

/// `layer:presentation()` (issue 25 item 9): a copy of the layer as it is drawn now, with CALayer's
/// property names, read-only (PresentationLayer), so mid-flight values of every animatable
/// property can be read and asserted: `view.layer:presentation().cornerRadius`,
/// `scrollView.layer:presentation().bounds.origin.y` (the contentOffset on screen),
/// `layer:presentation().transform`, `:affineTransform()`, the shadow's opacity, radius, offset.
enum WrapPresentationLayer {
    static var definition: LuaClass {
        var c = LuaClass("PresentationLayer", object: PresentationLayer.self)
        c.getters = [
            ("bounds", { s in luaGet(s, PresentationLayer.self) { $0.push($1.bounds) } }),
            ("position", { s in luaGet(s, PresentationLayer.self) { $0.push($1.position) } }),
            ("frame", { s in luaGet(s, PresentationLayer.self) { $0.push($1.frame) } }),
            ("anchorPoint", { s in luaGet(s, PresentationLayer.self) { $0.push($1.anchorPoint) } }),
            ("opacity", { s in luaGet(s, PresentationLayer.self) { lua_pushnumber($0.state, $1.opacity) } }),
            ("backgroundColor", { s in luaGet(s, PresentationLayer.self) { $0.push($1.backgroundColor) } }),
            ("cornerRadius", { s in luaGet(s, PresentationLayer.self) { lua_pushnumber($0.state, $1.cornerRadius) } }),
            ("transform", { s in luaGet(s, PresentationLayer.self) { $0.push($1.transform) } }),
            ("sublayerTransform", { s in luaGet(s, PresentationLayer.self) { $0.push($1.sublayerTransform) } }),
            ("zPosition", { s in luaGet(s, PresentationLayer.self) { lua_pushnumber($0.state, $1.zPosition) } }),
            ("borderWidth", { s in luaGet(s, PresentationLayer.self) { lua_pushnumber($0.state, $1.borderWidth) } }),
            ("borderColor", { s in luaGet(s, PresentationLayer.self) { $0.push($1.borderColor) } }),
            ("shadowColor", { s in luaGet(s, PresentationLayer.self) { $0.push($1.shadowColor) } }),
            ("shadowOpacity", { s in luaGet(s, PresentationLayer.self) { lua_pushnumber($0.state, $1.shadowOpacity) } }),
            ("shadowRadius", { s in luaGet(s, PresentationLayer.self) { lua_pushnumber($0.state, $1.shadowRadius) } }),
            ("shadowOffset", { s in luaGet(s, PresentationLayer.self) { $0.push($1.shadowOffset) } }),
            ("isHidden", { s in luaGet(s, PresentationLayer.self) { LuaStack.push($0.state, $1.isHidden) } }),
            ("masksToBounds", { s in luaGet(s, PresentationLayer.self) { LuaStack.push($0.state, $1.masksToBounds) } }),
        ]
        c.methods = [
            ("affineTransform", { s in bridged(s, "affineTransform") { call throws(BridgeError) in
                call.lua.push(try call.this(PresentationLayer.self).affineTransform()); return 1 } }),
        ]
        return c
    }

    /// CALayer's `presentation()`.
    static let presentation: (String, lua_CFunction) = ("presentation", { s in bridged(s, "presentation") { call throws(BridgeError) in
        call.lua.push(try call.this(Layer.self).presentation()); return 1 } })
}
