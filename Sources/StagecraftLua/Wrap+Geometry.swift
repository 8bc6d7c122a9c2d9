import CLuaShim
import Stagecraft

/// CGPoint, CGSize, CGRect and UIEdgeInsets: constructors, computed fields, methods and operators
/// with Core Graphics' names (`CGRect(0, 0, 100, 50)`, `rect:insetBy(10, 10)`, `rect.midX`).
enum WrapGeometry {
    static var point: LuaClass {
        var c = LuaClass(value: "CGPoint")
        c.constructor = { s in bridgedConstructor(s, "CGPoint") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["x", "y"], allowsItems: true)
                call.lua.push(try call.point(2))
            } else {
                call.lua.push(Point(try call.number(2, default: 0), try call.number(3, default: 0)))
            }
            return 1 } }
        c.staticGetters = [("zero", { s in bridged(s, "zero") { call throws(BridgeError) in call.lua.push(Point.zero); return 1 } })]
        c.methods = [
            ("distance", { s in bridged(s, "distance") { call throws(BridgeError) in
                lua_pushnumber(call.L, try call.point(1).distance(to: try call.point(2))); return 1 } }),
            ("applying", { s in bridged(s, "applying") { call throws(BridgeError) in
                call.lua.push(try call.transform(2).apply(to: try call.point(1))); return 1 } }),
        ]
        c.metamethods = [
            ("__add", { s in bridged(s, "+") { call throws(BridgeError) in call.lua.push(try call.point(1) + (try call.point(2))); return 1 } }),
            ("__sub", { s in bridged(s, "-") { call throws(BridgeError) in call.lua.push(try call.point(1) - (try call.point(2))); return 1 } }),
            ("__mul", { s in bridged(s, "*") { call throws(BridgeError) in
                if lua_type(call.L, 1) == LUA_TNUMBER { call.lua.push(try call.point(2) * (try call.number(1))) } else {
                    call.lua.push(try call.point(1) * (try call.number(2)))
                }
                return 1 } }),
            ("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
                LuaStack.push(call.L, GeometryReader.point(call.L, 1) == GeometryReader.point(call.L, 2)); return 1 } }),
        ]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            let p = try call.point(1); LuaStack.push(call.L, "CGPoint(\(p.x), \(p.y))"); return 1 } }
        return c
    }

    static var size: LuaClass {
        var c = LuaClass(value: "CGSize")
        c.constructor = { s in bridgedConstructor(s, "CGSize") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["width", "height"], allowsItems: true)
                call.lua.push(try call.size(2))
            } else {
                call.lua.push(Size(try call.number(2, default: 0), try call.number(3, default: 0)))
            }
            return 1 } }
        c.staticGetters = [("zero", { s in bridged(s, "zero") { call throws(BridgeError) in call.lua.push(Size.zero); return 1 } })]
        c.metamethods = [
            ("__mul", { s in bridged(s, "*") { call throws(BridgeError) in
                if lua_type(call.L, 1) == LUA_TNUMBER { call.lua.push(try call.size(2) * (try call.number(1))) } else {
                    call.lua.push(try call.size(1) * (try call.number(2)))
                }
                return 1 } }),
            ("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
                LuaStack.push(call.L, GeometryReader.size(call.L, 1) == GeometryReader.size(call.L, 2)); return 1 } }),
        ]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            let v = try call.size(1); LuaStack.push(call.L, "CGSize(\(v.width), \(v.height))"); return 1 } }
        return c
    }

    static var insets: LuaClass {
        var c = LuaClass(value: "UIEdgeInsets")
        c.constructor = { s in bridgedConstructor(s, "UIEdgeInsets") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE, let all = LuaStack.numberField(call.L, 2, "all") {
                try call.checkKeys(2, ["all"])
                call.lua.push(EdgeInsets(all: all))
            } else if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["top", "left", "bottom", "right"])
                call.lua.push(try call.insets(2))
            } else {
                call.lua.push(EdgeInsets(top: try call.number(2), left: try call.number(3), bottom: try call.number(4), right: try call.number(5)))
            }
            return 1 } }
        c.staticGetters = [("zero", { s in bridged(s, "zero") { call throws(BridgeError) in call.lua.push(EdgeInsets.zero); return 1 } })]
        return c
    }

    static var rect: LuaClass {
        var c = LuaClass(value: "CGRect")
        c.constructor = { s in bridgedConstructor(s, "CGRect") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TTABLE, lua_type(call.L, 3) == LUA_TTABLE {
                call.lua.push(Rect(origin: try call.point(2), size: try call.size(3)))
            } else if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["origin", "size", "x", "y", "width", "height"], allowsItems: true)
                call.lua.push(try call.rect(2))
            } else {
                call.lua.push(Rect(try call.number(2, default: 0), try call.number(3, default: 0), try call.number(4, default: 0), try call.number(5, default: 0)))
            }
            return 1 } }
        c.staticGetters = [
            ("zero", { s in bridged(s, "zero") { call throws(BridgeError) in call.lua.push(Rect.zero); return 1 } }),
            ("null", { s in bridged(s, "null") { call throws(BridgeError) in call.lua.push(Rect.null); return 1 } }),
        ]
        c.getters = [
            ("width", { s in bridged(s, "width") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).width); return 1 } }),
            ("height", { s in bridged(s, "height") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).height); return 1 } }),
            ("minX", { s in bridged(s, "minX") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).minX); return 1 } }),
            ("midX", { s in bridged(s, "midX") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).midX); return 1 } }),
            ("maxX", { s in bridged(s, "maxX") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).maxX); return 1 } }),
            ("minY", { s in bridged(s, "minY") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).minY); return 1 } }),
            ("midY", { s in bridged(s, "midY") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).midY); return 1 } }),
            ("maxY", { s in bridged(s, "maxY") { call throws(BridgeError) in lua_pushnumber(call.L, try call.rect(1).maxY); return 1 } }),
            ("isEmpty", { s in bridged(s, "isEmpty") { call throws(BridgeError) in LuaStack.push(call.L, try call.rect(1).isEmpty); return 1 } }),
            ("isNull", { s in bridged(s, "isNull") { call throws(BridgeError) in LuaStack.push(call.L, try call.rect(1).isNull); return 1 } }),
            ("standardized", { s in bridged(s, "standardized") { call throws(BridgeError) in call.lua.push(try call.rect(1).standardized); return 1 } }),
        ]
        c.methods = [
            ("insetBy", { s in bridged(s, "insetBy") { call throws(BridgeError) in
                call.lua.push(try call.rect(1).insetBy(dx: try call.number(2), dy: try call.number(3))); return 1 } }),
            ("inset", { s in bridged(s, "inset") { call throws(BridgeError) in
                call.lua.push(try call.rect(1).inset(by: try call.insets(2))); return 1 } }),
            ("offsetBy", { s in bridged(s, "offsetBy") { call throws(BridgeError) in
                call.lua.push(try call.rect(1).offsetBy(dx: try call.number(2), dy: try call.number(3))); return 1 } }),
            ("union", { s in bridged(s, "union") { call throws(BridgeError) in call.lua.push(try call.rect(1).union(try call.rect(2))); return 1 } }),
            ("intersection", { s in bridged(s, "intersection") { call throws(BridgeError) in
                call.lua.push(try call.rect(1).intersection(try call.rect(2))); return 1 } }),
            ("intersects", { s in bridged(s, "intersects") { call throws(BridgeError) in
                LuaStack.push(call.L, try call.rect(1).intersects(try call.rect(2))); return 1 } }),
            ("contains", { s in bridged(s, "contains") { call throws(BridgeError) in
                let r = try call.rect(1)
                if let other = GeometryReader.rect(call.L, 2) { LuaStack.push(call.L, r.contains(other)) } else {
                    LuaStack.push(call.L, r.contains(try call.point(2)))
                }
                return 1 } }),
            ("applying", { s in bridged(s, "applying") { call throws(BridgeError) in
                call.lua.push(try call.transform(2).apply(to: try call.rect(1))); return 1 } }),
            ("divided", { s in bridged(s, "divided") { call throws(BridgeError) in
                let parts = try call.rect(1).divided(atDistance: try call.number(2), from: try call.choice(3, Rect.Edge.self))
                call.lua.push(parts.slice)
                call.lua.push(parts.remainder)
                return 2 } }),
        ]
        c.metamethods = [("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
            LuaStack.push(call.L, GeometryReader.rect(call.L, 1) == GeometryReader.rect(call.L, 2)); return 1 } })]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "CGRect\(try call.rect(1))"); return 1 } }
        return c
    }
}
