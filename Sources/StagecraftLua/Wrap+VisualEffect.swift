import CLuaShim
import Stagecraft

/// UIBlurEffect and UIVisualEffectView (T12.3). Styles are UIKit's case names as strings
/// (`UIBlurEffect("dark")`, `UIBlurEffect{style = "systemMaterial"}`); a view's `effect` is set to
/// an effect or nil, inside `UIView.animate` or a property animator to animate the blur in or out.
enum WrapVisualEffect {
    static var blurEffect: LuaClass {
        var c = LuaClass("BlurEffect", object: BlurEffect.self, global: "UIBlurEffect")
        // UIBlurEffect(style) or UIBlurEffect{style =}.
        c.constructor = { s in bridgedConstructor(s, "UIBlurEffect") { call throws(BridgeError) in
            let style: BlurEffect.Style
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["style"])
                guard let named = try call.field(2, "style", { c, i throws(BridgeError) in try c.choice(i, BlurEffect.Style.self) }) else {
                    throw call.error("the options need a style (\(BlurEffect.Style.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")))")
                }
                style = named
            } else {
                style = try call.choice(2, BlurEffect.Style.self)
            }
            call.lua.push(BlurEffect(style: style))
            return 1 } }
        c.getters = [("style", { s in luaGet(s, BlurEffect.self) { LuaStack.push($0.state, $1.style.rawValue) } })]
        return c
    }

    static var visualEffectView: LuaClass {
        var c = LuaClass("VisualEffectView", object: VisualEffectView.self, parent: "View", global: "UIVisualEffectView")
        // UIVisualEffectView(effect [, name]) or UIVisualEffectView{effect =, frame =, name =}.
        c.constructor = { s in bridgedConstructor(s, "UIVisualEffectView") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["effect", "frame", "name"])
                call.lua.push(VisualEffectView(
                    effect: try call.field(2, "effect") { c, i throws(BridgeError) in try c.object(i, BlurEffect.self) },
                    frame: try call.field(2, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero,
                    name: try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }))
                return 1
            }
            call.lua.push(VisualEffectView(effect: try call.optionalObject(2, BlurEffect.self), name: try call.optionalString(3)))
            return 1 } }
        c.getters = [
            ("effect", { s in luaGet(s, VisualEffectView.self) { $0.push($1.effect) } }),
            ("contentView", { s in luaGet(s, VisualEffectView.self) { $0.push($1.contentView) } }),
        ]
        c.setters = [
            ("effect", { s in luaSet(s, "effect", VisualEffectView.self) { c, v throws(BridgeError) in _ = try WrapVisualEffect.assign("effect", c, v, 3) } }),
        ]
        return c
    }

    /// Sets one property by name; shared by the setter and the batch `view:set{…}`.
    static func assign(_ key: String, _ call: LuaCall, _ view: VisualEffectView, _ i: Int32) throws(BridgeError) -> Bool {
        guard key == "effect" else { return false }
        view.effect = try call.optionalObject(i, BlurEffect.self)
        return true
    }
}
