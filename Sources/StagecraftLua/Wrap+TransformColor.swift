import CLuaShim
import Stagecraft

/// CGAffineTransform and UIColor. Swift's labelled initialisers become a table argument with the
/// same labels: `CGAffineTransform(scaleX: 2, y: 2)` is `CGAffineTransform{scaleX = 2, y = 2}`.
enum WrapTransformColor {
    static var transform: LuaClass {
        var c = LuaClass(value: "CGAffineTransform")
        c.constructor = { s in bridgedConstructor(s, "CGAffineTransform") { call throws(BridgeError) in
            let L = call.L
            if lua_type(L, 2) == LUA_TTABLE {
                if let sx = LuaStack.numberField(L, 2, "scaleX") {
                    try call.checkKeys(2, ["scaleX", "y"])
                    call.lua.push(AffineTransform(scaleX: sx, y: LuaStack.numberField(L, 2, "y") ?? sx))
                } else if let tx = LuaStack.numberField(L, 2, "translationX") {
                    try call.checkKeys(2, ["translationX", "y"])
                    call.lua.push(AffineTransform(translationX: tx, y: LuaStack.numberField(L, 2, "y") ?? 0))
                } else if let angle = LuaStack.numberField(L, 2, "rotationAngle") {
                    try call.checkKeys(2, ["rotationAngle"])
                    call.lua.push(AffineTransform(rotationAngle: angle))
                } else if let t = GeometryReader.transform(L, 2) {
                    try call.checkKeys(2, ["a", "b", "c", "d", "tx", "ty"])
                    call.lua.push(t)
                } else {
                    throw call.error("expected {scaleX=, y=}, {translationX=, y=}, {rotationAngle=} or {a=, b=, c=, d=, tx=, ty=}")
                }
            } else {
                call.lua.push(AffineTransform(a: try call.number(2), b: try call.number(3), c: try call.number(4),
                                              d: try call.number(5), tx: try call.number(6), ty: try call.number(7)))
            }
            return 1 } }
        c.staticGetters = [("identity", { s in bridged(s, "identity") { call throws(BridgeError) in call.lua.push(AffineTransform.identity); return 1 } })]
        c.getters = [
            ("isIdentity", { s in bridged(s, "isIdentity") { call throws(BridgeError) in LuaStack.push(call.L, try call.transform(1).isIdentity); return 1 } }),
        ]
        c.methods = [
            ("scaledBy", { s in bridged(s, "scaledBy") { call throws(BridgeError) in
                call.lua.push(try call.transform(1).scaledBy(x: try call.number(2), y: try call.number(3))); return 1 } }),
            ("translatedBy", { s in bridged(s, "translatedBy") { call throws(BridgeError) in
                call.lua.push(try call.transform(1).translatedBy(x: try call.number(2), y: try call.number(3))); return 1 } }),
            ("rotated", { s in bridged(s, "rotated") { call throws(BridgeError) in
                call.lua.push(try call.transform(1).rotated(by: try call.number(2))); return 1 } }),
            ("concatenating", { s in bridged(s, "concatenating") { call throws(BridgeError) in
                call.lua.push(try call.transform(1).concatenating(try call.transform(2))); return 1 } }),
            ("inverted", { s in bridged(s, "inverted") { call throws(BridgeError) in call.lua.push(try call.transform(1).inverted()); return 1 } }),
        ]
        c.metamethods = [("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
            LuaStack.push(call.L, GeometryReader.transform(call.L, 1) == GeometryReader.transform(call.L, 2)); return 1 } })]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "CGAffineTransform\(try call.transform(1))"); return 1 } }
        return c
    }

    static var color: LuaClass {
        var c = LuaClass(value: "UIColor")
        c.constructor = { s in bridgedConstructor(s, "UIColor") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TNUMBER {
                call.lua.push(Color(red: try call.number(2), green: try call.number(3), blue: try call.number(4), alpha: try call.number(5, default: 1)))
            } else {
                if lua_type(call.L, 2) == LUA_TTABLE {
                    // UIColor(white:alpha:) or UIColor(red:green:blue:alpha:), by their labels.
                    let white = LuaStack.getField(call.L, 2, "white") != LUA_TNIL
                    sc_pop(call.L, 1)
                    try call.checkKeys(2, white ? ["white", "alpha"] : ["red", "green", "blue", "alpha"])
                }
                call.lua.push(try call.color(2))
            }
            return 1 } }
        // One static getter per UIKit colour name (`UIColor.systemBlue`), each a fresh value.
        c.staticGetters = Color.named.keys.sorted().map { name in
            (name, { s in bridged(s, "UIColor") { call throws(BridgeError) in
                call.lua.push(LuaStack.string(call.L, 2).flatMap { Color.named[$0] }); return 1 } })
        }
        c.methods = [
            ("withAlphaComponent", { s in bridged(s, "withAlphaComponent") { call throws(BridgeError) in
                call.lua.push(try call.color(1).withAlphaComponent(try call.number(2))); return 1 } }),
        ]
        c.getters = [
            ("cgColor", { s in bridged(s, "cgColor") { call throws(BridgeError) in call.lua.push(try call.color(1)); return 1 } }),  // one type for both
            ("hexString", { s in bridged(s, "hexString") { call throws(BridgeError) in LuaStack.push(call.L, try call.color(1).hexString); return 1 } }),
        ]
        c.metamethods = [("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
            LuaStack.push(call.L, GeometryReader.color(call.L, 1) == GeometryReader.color(call.L, 2)); return 1 } })]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "UIColor(\(try call.color(1).hexString))"); return 1 } }
        return c
    }
}
