import CLuaShim
import Stagecraft

extension Layer: LuaNamed { var luaDisplayName: String { view.displayName } }

/// CALayer (a view's `layer`), CAShapeLayer and UIBezierPath with UIKit's names (L1).
/// `UIBezierPath{roundedRect = r, cornerRadius = 12}`, `{roundedRect = r, byRoundingCorners = {…},
/// cornerRadii = CGSize(12, 12)}`, `{ovalIn = r}`, `{rect = r}` and `{arcCenter = p, radius = …,
/// startAngle = …, endAngle = …, clockwise = true}` are Swift's labelled initialisers as tables.
enum WrapLayer {
    static let cornerNames: [String: CornerMask] = [
        "layerMinXMinYCorner": .minXMinY, "layerMaxXMinYCorner": .maxXMinY, "layerMinXMaxYCorner": .minXMaxY, "layerMaxXMaxYCorner": .maxXMaxY,
        "topLeft": .minXMinY, "topRight": .maxXMinY, "bottomLeft": .minXMaxY, "bottomRight": .maxXMaxY, "allCorners": .all,
    ]

    /// Corners as a list of names, one name, or the mask's number. stack: unchanged.
    static func corners(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> CornerMask {
        let L = call.L
        if lua_type(L, index) == LUA_TNUMBER { return CornerMask(rawValue: try call.integer(index)).intersection(.all) }
        if let name = LuaStack.string(L, index) {
            guard let corner = cornerNames[name] else { throw call.error("unknown corner '\(name)'" + NameSuggestions.hint(for: name, among: cornerNames.keys)) }
            return corner
        }
        let table = try call.table(index)
        var result: CornerMask = []
        var position: lua_Integer = 1
        while true {
            lua_rawgeti(L, table, position)
            defer { sc_pop(L, 1) }
            if lua_type(L, -1) == LUA_TNIL { break }
            guard let name = LuaStack.string(L, -1), let corner = cornerNames[name] else {
                let text = LuaStack.string(L, -1)
                throw call.error("unknown corner '\(text ?? LuaStack.typeName(L, -1))'" + NameSuggestions.hint(for: text ?? "", among: cornerNames.keys))
            }
            result.formUnion(corner)
            position += 1
        }
        return result
    }

    /// A path argument: a UIBezierPath or nil. stack: unchanged.
    static func path(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> PathData? {
        try call.optionalObject(index, BezierPath.self)?.cgPath
    }

    static func assign(_ key: String, _ call: LuaCall, _ layer: Layer, _ i: Int32) throws(BridgeError) {
        switch key {
        case "cornerRadius": layer.cornerRadius = try call.number(i)
        case "maskedCorners": layer.maskedCorners = try corners(call, i)
        case "masksToBounds": layer.masksToBounds = try call.boolean(i)
        case "borderWidth": layer.borderWidth = try call.number(i)
        case "borderColor": layer.borderColor = call.isNoneOrNil(i) ? nil : try call.color(i)
        case "shadowColor": layer.shadowColor = call.isNoneOrNil(i) ? nil : try call.color(i)
        case "shadowOpacity": layer.shadowOpacity = try call.number(i)
        case "shadowRadius": layer.shadowRadius = try call.number(i)
        case "shadowOffset": layer.shadowOffset = try call.size(i)
        case "shadowPath": layer.shadowPath = try path(call, i)
        case "opacity": layer.opacity = try call.number(i)
        case "anchorPoint": layer.anchorPoint = try call.point(i)
        case "position": layer.position = try call.point(i)
        case "bounds": layer.bounds = try call.rect(i)
        case "frame": layer.frame = try call.rect(i)
        case "zPosition": layer.zPosition = try call.number(i)
        case "backgroundColor": layer.backgroundColor = call.isNoneOrNil(i) ? nil : try call.color(i)
        case "isHidden": layer.isHidden = try call.boolean(i)
        case "mask": layer.mask = try call.optionalObject(i, ShapeLayer.self)
        case "transform": layer.transform = try call.transform3D(i)
        case "sublayerTransform": layer.sublayerTransform = try call.transform3D(i)
        case "isDoubleSided": layer.isDoubleSided = try call.boolean(i)
        case "speed": layer.speed = try timing(key, call, i)
        case "timeOffset": layer.timeOffset = try timing(key, call, i)
        case "beginTime": layer.beginTime = try timing(key, call, i)
        default: throw BridgeError("CALayer has no settable property '\(key)'")
        }
    }

    static func get(_ key: String, _ lua: LuaState, _ layer: Layer) {
        let L = lua.state
        switch key {
        case "cornerRadius": lua_pushnumber(L, layer.cornerRadius)
        case "maskedCorners": LuaStack.push(L, layer.maskedCorners.rawValue)
        case "masksToBounds": LuaStack.push(L, layer.masksToBounds)
        case "borderWidth": lua_pushnumber(L, layer.borderWidth)
        case "borderColor": lua.push(layer.borderColor)
        case "shadowColor": lua.push(layer.shadowColor)
        case "shadowOpacity": lua_pushnumber(L, layer.shadowOpacity)
        case "shadowRadius": lua_pushnumber(L, layer.shadowRadius)
        case "shadowOffset": lua.push(layer.shadowOffset)
        case "shadowPath": lua.push(layer.shadowPath.map { BezierPath($0) })
        case "opacity": lua_pushnumber(L, layer.opacity)
        case "anchorPoint": lua.push(layer.anchorPoint)
        case "position": lua.push(layer.position)
        case "bounds": lua.push(layer.bounds)
        case "frame": lua.push(layer.frame)
        case "zPosition": lua_pushnumber(L, layer.zPosition)
        case "backgroundColor": lua.push(layer.backgroundColor)
        case "isHidden": LuaStack.push(L, layer.isHidden)
        case "mask": lua.push(layer.mask)
        case "transform": lua.push(layer.transform)
        case "sublayerTransform": lua.push(layer.sublayerTransform)
        case "isDoubleSided": LuaStack.push(L, layer.isDoubleSided)
        case "speed": lua_pushnumber(L, layer.speed)
        case "timeOffset": lua_pushnumber(L, layer.timeOffset)
        case "beginTime": lua_pushnumber(L, layer.beginTime)
        default: lua_pushnil(L)
        }
    }

    /// A `CAMediaTiming` value (CA1): a script's NaN or runaway offset is its error, at its line.
    private static func timing(_ key: String, _ call: LuaCall, _ i: Int32) throws(BridgeError) -> Double {
        let value = try call.number(i)
        if let problem = Layer.mediaTimingProblem(key, value) { throw BridgeError("CALayer.\(key): \(problem)") }
        return value
    }

    /// `convertTime(_:from:)` / `convertTime(_:to:)` (CA1.6): a time and a layer or nil (media time).
    private static func convertTime(_ call: LuaCall, to: Bool) throws(BridgeError) -> Int32 {
        let layer = try call.this(Layer.self)
        let time = try call.number(2)
        guard time.isFinite else { throw call.error("time \(time) is not a finite number") }
        let other = try call.optionalObject(3, Layer.self)
        guard let converted = to ? layer.convertTime(time, to: other) : layer.convertTime(time, from: other) else {
            throw call.error("a layer with speed 0 stands between the two layers: every time maps to one, so this time has no match")
        }
        lua_pushnumber(call.L, converted)
        return 1
    }

    /// The global functions, registered in the base table: `CACurrentMediaTime()`, the engine's clock.
    static let functions: [(String, lua_CFunction)] = [
        ("CACurrentMediaTime", { s in bridged(s, "CACurrentMediaTime") { call throws(BridgeError) in
            lua_pushnumber(call.L, currentMediaTime()); return 1 } }),
    ]

    static var layer: LuaClass {
        var c = LuaClass("CALayer", object: Layer.self, global: "CALayer")
        c.getters = [
            ("cornerRadius", { s in luaGet(s, Layer.self) { WrapLayer.get("cornerRadius", $0, $1) } }),
            ("maskedCorners", { s in luaGet(s, Layer.self) { WrapLayer.get("maskedCorners", $0, $1) } }),
            ("masksToBounds", { s in luaGet(s, Layer.self) { WrapLayer.get("masksToBounds", $0, $1) } }),
            ("borderWidth", { s in luaGet(s, Layer.self) { WrapLayer.get("borderWidth", $0, $1) } }),
            ("borderColor", { s in luaGet(s, Layer.self) { WrapLayer.get("borderColor", $0, $1) } }),
            ("shadowColor", { s in luaGet(s, Layer.self) { WrapLayer.get("shadowColor", $0, $1) } }),
            ("shadowOpacity", { s in luaGet(s, Layer.self) { WrapLayer.get("shadowOpacity", $0, $1) } }),
            ("shadowRadius", { s in luaGet(s, Layer.self) { WrapLayer.get("shadowRadius", $0, $1) } }),
            ("shadowOffset", { s in luaGet(s, Layer.self) { WrapLayer.get("shadowOffset", $0, $1) } }),
            ("shadowPath", { s in luaGet(s, Layer.self) { WrapLayer.get("shadowPath", $0, $1) } }),
            ("opacity", { s in luaGet(s, Layer.self) { WrapLayer.get("opacity", $0, $1) } }),
            ("anchorPoint", { s in luaGet(s, Layer.self) { WrapLayer.get("anchorPoint", $0, $1) } }),
            ("position", { s in luaGet(s, Layer.self) { WrapLayer.get("position", $0, $1) } }),
            ("bounds", { s in luaGet(s, Layer.self) { WrapLayer.get("bounds", $0, $1) } }),
            ("frame", { s in luaGet(s, Layer.self) { WrapLayer.get("frame", $0, $1) } }),
            ("zPosition", { s in luaGet(s, Layer.self) { WrapLayer.get("zPosition", $0, $1) } }),
            ("backgroundColor", { s in luaGet(s, Layer.self) { WrapLayer.get("backgroundColor", $0, $1) } }),
            ("isHidden", { s in luaGet(s, Layer.self) { WrapLayer.get("isHidden", $0, $1) } }),
            ("mask", { s in luaGet(s, Layer.self) { WrapLayer.get("mask", $0, $1) } }),
            ("transform", { s in luaGet(s, Layer.self) { WrapLayer.get("transform", $0, $1) } }),
            ("sublayerTransform", { s in luaGet(s, Layer.self) { WrapLayer.get("sublayerTransform", $0, $1) } }),
            ("isDoubleSided", { s in luaGet(s, Layer.self) { WrapLayer.get("isDoubleSided", $0, $1) } }),
            ("speed", { s in luaGet(s, Layer.self) { WrapLayer.get("speed", $0, $1) } }),
            ("timeOffset", { s in luaGet(s, Layer.self) { WrapLayer.get("timeOffset", $0, $1) } }),
            ("beginTime", { s in luaGet(s, Layer.self) { WrapLayer.get("beginTime", $0, $1) } }),
            ("view", { s in luaGet(s, Layer.self) { $0.push($1.view) } }),
        ]
        c.setters = [
            ("cornerRadius", { s in luaSet(s, "cornerRadius", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("cornerRadius", c, l, 3) } }),
            ("maskedCorners", { s in luaSet(s, "maskedCorners", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("maskedCorners", c, l, 3) } }),
            ("masksToBounds", { s in luaSet(s, "masksToBounds", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("masksToBounds", c, l, 3) } }),
            ("borderWidth", { s in luaSet(s, "borderWidth", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("borderWidth", c, l, 3) } }),
            ("borderColor", { s in luaSet(s, "borderColor", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("borderColor", c, l, 3) } }),
            ("shadowColor", { s in luaSet(s, "shadowColor", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("shadowColor", c, l, 3) } }),
            ("shadowOpacity", { s in luaSet(s, "shadowOpacity", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("shadowOpacity", c, l, 3) } }),
            ("shadowRadius", { s in luaSet(s, "shadowRadius", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("shadowRadius", c, l, 3) } }),
            ("shadowOffset", { s in luaSet(s, "shadowOffset", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("shadowOffset", c, l, 3) } }),
            ("shadowPath", { s in luaSet(s, "shadowPath", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("shadowPath", c, l, 3) } }),
            ("opacity", { s in luaSet(s, "opacity", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("opacity", c, l, 3) } }),
            ("anchorPoint", { s in luaSet(s, "anchorPoint", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("anchorPoint", c, l, 3) } }),
            ("position", { s in luaSet(s, "position", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("position", c, l, 3) } }),
            ("bounds", { s in luaSet(s, "bounds", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("bounds", c, l, 3) } }),
            ("frame", { s in luaSet(s, "frame", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("frame", c, l, 3) } }),
            ("zPosition", { s in luaSet(s, "zPosition", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("zPosition", c, l, 3) } }),
            ("backgroundColor", { s in luaSet(s, "backgroundColor", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("backgroundColor", c, l, 3) } }),
            ("isHidden", { s in luaSet(s, "isHidden", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("isHidden", c, l, 3) } }),
            ("mask", { s in luaSet(s, "mask", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("mask", c, l, 3) } }),
            ("transform", { s in luaSet(s, "transform", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("transform", c, l, 3) } }),
            ("sublayerTransform", { s in luaSet(s, "sublayerTransform", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("sublayerTransform", c, l, 3) } }),
            ("isDoubleSided", { s in luaSet(s, "isDoubleSided", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("isDoubleSided", c, l, 3) } }),
            ("speed", { s in luaSet(s, "speed", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("speed", c, l, 3) } }),
            ("timeOffset", { s in luaSet(s, "timeOffset", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("timeOffset", c, l, 3) } }),
            ("beginTime", { s in luaSet(s, "beginTime", Layer.self) { c, l throws(BridgeError) in try WrapLayer.assign("beginTime", c, l, 3) } }),
        ]
        c.methods = [
            ("add", { s in bridgedAnimating(s, "add") { call throws(BridgeError) in
                let layer = try call.this(Layer.self)
                layer.add(try call.object(2, LayerAnimation.self), forKey: try call.optionalString(3))
                return 0 } }),
            ("removeAnimation", { s in bridged(s, "removeAnimation") { call throws(BridgeError) in
                try call.this(Layer.self).removeAnimation(forKey: try call.string(2)); return 0 } }),
            ("removeAllAnimations", { s in bridged(s, "removeAllAnimations") { call throws(BridgeError) in
                try call.this(Layer.self).removeAllAnimations(); return 0 } }),
            ("animationKeys", { s in bridged(s, "animationKeys") { call throws(BridgeError) in
                let keys = try call.this(Layer.self).animationKeys()
                lua_createtable(call.L, Int32(keys.count), 0)
                for (offset, key) in keys.enumerated() { LuaStack.push(call.L, key); lua_rawseti(call.L, -2, lua_Integer(offset + 1)) }
                return 1 } }),
            ("convertTime", { s in bridged(s, "convertTime") { call throws(BridgeError) in try WrapLayer.convertTime(call, to: false) } }),
            ("convertTimeTo", { s in bridged(s, "convertTimeTo") { call throws(BridgeError) in try WrapLayer.convertTime(call, to: true) } }),
            WrapPresentationLayer.presentation,
            // affineTransform(): the 2D part of `transform` (the view's transform).
            ("affineTransform", { s in bridged(s, "affineTransform") { call throws(BridgeError) in
                call.lua.push(try call.this(Layer.self).view.transform); return 1 } }),
        ]
        return c
    }

    static var shapeLayer: LuaClass {
        var c = LuaClass("CAShapeLayer", object: ShapeLayer.self, global: "CAShapeLayer")
        c.constructor = { s in bridged(s, "CAShapeLayer") { call throws(BridgeError) in call.lua.push(ShapeLayer()); return 1 } }
        c.getters = [
            ("path", { s in luaGet(s, ShapeLayer.self) { $0.push($1.path.map { BezierPath($0) }) } }),
            ("frame", { s in luaGet(s, ShapeLayer.self) { $0.push($1.frame) } }),
            ("fillColor", { s in luaGet(s, ShapeLayer.self) { $0.push($1.fillColor) } }),
        ]
        c.setters = [
            ("path", { s in luaSet(s, "path", ShapeLayer.self) { c, l throws(BridgeError) in l.path = try WrapLayer.path(c, 3) } }),
            ("frame", { s in luaSet(s, "frame", ShapeLayer.self) { c, l throws(BridgeError) in l.frame = try c.rect(3) } }),
            ("fillColor", { s in luaSet(s, "fillColor", ShapeLayer.self) { c, l throws(BridgeError) in l.fillColor = c.isNoneOrNil(3) ? nil : try c.color(3) } }),
        ]
        c.methods = [
            ("add", { s in bridgedAnimating(s, "add") { call throws(BridgeError) in
                try call.this(ShapeLayer.self).add(try call.object(2, LayerAnimation.self), forKey: try call.optionalString(3)); return 0 } }),
        ]
        return c
    }

    static var bezierPath: LuaClass {
        var c = LuaClass("UIBezierPath", object: BezierPath.self, global: "UIBezierPath")
        c.constructor = { s in bridged(s, "UIBezierPath") { call throws(BridgeError) in
            let L = call.L
            guard lua_type(L, 2) == LUA_TTABLE else { call.lua.push(BezierPath()); return 1 }
            func field(_ name: String) -> Int32? {
                LuaStack.getField(L, 2, name)
                if lua_type(L, -1) == LUA_TNIL { sc_pop(L, 1); return nil }
                return lua_gettop(L)
            }
            var path: PathData
            if let i = field("roundedRect") {
                let rect = try call.rect(i)
                if let r = LuaStack.numberField(L, 2, "cornerRadius") {
                    path = PathData(RoundedRect(rect: rect, radius: r))
                } else if let j = field("byRoundingCorners") {
                    let corners = try WrapLayer.corners(call, j)
                    guard let k = field("cornerRadii") else { throw call.error("byRoundingCorners needs cornerRadii") }
                    path = PathData(RoundedRect(rect: rect, radius: try call.size(k).width, corners: corners))
                } else {
                    path = PathData(rect: rect)
                }
            } else if let i = field("ovalIn") {
                path = PathData(ovalIn: try call.rect(i))
            } else if let i = field("rect") {
                path = PathData(rect: try call.rect(i))
            } else if let i = field("arcCenter") {
                guard let radius = LuaStack.numberField(L, 2, "radius"), let start = LuaStack.numberField(L, 2, "startAngle"),
                      let end = LuaStack.numberField(L, 2, "endAngle") else { throw call.error("arcCenter needs radius, startAngle and endAngle") }
                LuaStack.getField(L, 2, "clockwise")
                let clockwise = lua_type(L, -1) == LUA_TNIL ? true : lua_toboolean(L, -1) != 0
                sc_pop(L, 1)
                path = PathData(arcCenter: try call.point(i), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            } else {
                throw call.error("expected {roundedRect=, cornerRadius=}, {roundedRect=, byRoundingCorners=, cornerRadii=}, {ovalIn=}, {rect=} or {arcCenter=, radius=, startAngle=, endAngle=, clockwise=}")
            }
            lua_settop(L, 2)
            call.lua.push(BezierPath(path))
            return 1 } }
        c.getters = [("cgPath", { s in luaGet(s, BezierPath.self) { $0.push($1) } })]  // the path itself: one type for both
        c.methods = [
            ("move", { s in bridged(s, "move") { call throws(BridgeError) in try call.this(BezierPath.self).move(to: try call.point(2)); return 0 } }),
            ("addLine", { s in bridged(s, "addLine") { call throws(BridgeError) in try call.this(BezierPath.self).addLine(to: try call.point(2)); return 0 } }),
            ("addCurve", { s in bridged(s, "addCurve") { call throws(BridgeError) in
                try call.this(BezierPath.self).addCurve(to: try call.point(2), controlPoint1: try call.point(3), controlPoint2: try call.point(4)); return 0 } }),
            ("close", { s in bridged(s, "close") { call throws(BridgeError) in try call.this(BezierPath.self).close(); return 0 } }),
            // addArc(withCenter:radius:startAngle:endAngle:clockwise:) (L1.11).
            ("addArc", { s in bridged(s, "addArc") { call throws(BridgeError) in
                let path = try call.this(BezierPath.self), center = try call.point(2)
                let radius = try call.number(3), start = try call.number(4), end = try call.number(5)
                guard center.isFinite, [radius, start, end].allSatisfy(\.isFinite) else { throw call.error("addArc needs a finite center, radius and angles") }
                guard radius >= 0 else { throw call.error("addArc's radius \(radius) is negative") }
                let clockwise = call.isNoneOrNil(6) ? true : lua_toboolean(call.L, 6) != 0
                path.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise); return 0 } }),
        ]
        return c
    }
}
