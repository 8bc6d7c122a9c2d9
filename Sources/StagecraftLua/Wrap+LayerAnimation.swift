import CLuaShim
import Stagecraft

/// `CAMediaTimingFunction` in Lua: a named curve or four control points.
final class MediaTimingFunction {
    let timing: TimingFunction
    init(_ timing: TimingFunction) { self.timing = timing }
}

/// CABasicAnimation, CASpringAnimation, CAKeyframeAnimation, CAMediaTimingFunction and CATransaction
/// (L1.8, L1.9). An animation's `delegate` is a table with `animationDidStart(self, anim)` and
/// `animationDidStop(self, anim, finished)`, called through the host like any other callback.
enum WrapLayerAnimation {
    static let curveNames: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInOut, "default": .default,
    ]

    /// A value for `fromValue`/`toValue`/`values`: number, geometry, colour or path. stack: unchanged.
    static func value(_ call: LuaCall, _ i: Int32) throws(BridgeError) -> LayerValue? {
        let L = call.L
        if call.isNoneOrNil(i) { return nil }
        if lua_type(L, i) == LUA_TNUMBER { return .number(try call.number(i)) }
        if let path = try? call.object(i, BezierPath.self) { return .path(path.cgPath) }
        if let r = GeometryReader.rect(L, i) { return .rect(r) }
        if let p = GeometryReader.point(L, i) { return .point(p) }
        if let s = GeometryReader.size(L, i) { return .size(s) }
        if let t = GeometryReader.transform(L, i) { return .transform(t) }
        if let t = GeometryReader.transform3D(L, i) { return .transform3D(t) }
        if let c = GeometryReader.color(L, i) { return .color(c) }
        throw call.error("expected a number, CGPoint, CGSize, CGRect, CGAffineTransform, CATransform3D, UIColor or UIBezierPath (got \(LuaStack.typeName(L, i)))")
    }

    static func push(_ lua: LuaState, _ value: LayerValue?) {
        switch value {
        case .number(let n)?: lua_pushnumber(lua.state, n)
        case .point(let p)?: lua.push(p)
        case .size(let s)?: lua.push(s)
        case .rect(let r)?: lua.push(r)
        case .color(let c)?: lua.push(c)
        case .path(let p)?: lua.push(p.map { BezierPath($0) })
        case .transform(let t)?: lua.push(t)
        case .transform3D(let t)?: lua.push(t)
        case nil: lua_pushnil(lua.state)
        }
    }

    /// The settings every animation kind shares, by name; false when `key` is not one of them.
    static func assign(_ key: String, _ call: LuaCall, _ a: LayerAnimation, _ i: Int32) throws(BridgeError) -> Bool {
        switch key {
        case "duration": a.duration = try call.number(i)
        case "beginTime": a.beginTime = try call.number(i)
        case "repeatCount": a.repeatCount = try call.number(i)
        case "autoreverses": a.autoreverses = try call.boolean(i)
        case "isRemovedOnCompletion": a.isRemovedOnCompletion = try call.boolean(i)
        case "fillMode": a.fillMode = try call.choice(i, LayerAnimation.FillMode.self)
        case "timingFunction": a.timingFunction = try call.optionalObject(i, MediaTimingFunction.self)?.timing
        case "delegate":
            guard !call.isNoneOrNil(i) else { a.didStart = nil; a.didStop = nil; return true }
            let table = try call.table(i)
            let delegate = call.lua.ref(at: table)
            func method(_ name: String) -> LuaRef? {
                LuaStack.getField(call.L, table, name)
                defer { sc_pop(call.L, 1) }
                return lua_type(call.L, -1) == LUA_TFUNCTION ? call.lua.ref(at: -1) : nil
            }
            // Methods are looked up once, when the delegate is set; the animation is held weakly.
            let start = method("animationDidStart"), stop = method("animationDidStop")
            a.didStart = start.map { f in { [weak a] in f.callFromHost { lua in delegate.push(); lua.push(a); return 2 } } }
            a.didStop = stop.map { f in { [weak a] finished in f.callFromHost { lua in delegate.push(); lua.push(a); LuaStack.push(lua.state, finished); return 3 } } }
        case "fromValue": (a as? BasicAnimation)?.fromValue = try value(call, i)
        case "toValue": (a as? BasicAnimation)?.toValue = try value(call, i)
        case "byValue": (a as? BasicAnimation)?.byValue = try value(call, i)
        case "mass": (a as? SpringAnimation)?.mass = try call.number(i)
        case "stiffness": (a as? SpringAnimation)?.stiffness = try call.number(i)
        case "damping": (a as? SpringAnimation)?.damping = try call.number(i)
        case "initialVelocity": (a as? SpringAnimation)?.initialVelocity = try call.number(i)
        case "keyTimes":
            guard let kf = a as? KeyframeAnimation else { return false }
            kf.keyTimes = call.isNoneOrNil(i) ? nil : try numbers(call, i)
        case "values":
            guard let kf = a as? KeyframeAnimation else { return false }
            let table = try call.table(i)
            var values: [LayerValue] = []
            for position in 1...max(1, Int(lua_rawlen(call.L, table))) where position <= Int(lua_rawlen(call.L, table)) {
                lua_rawgeti(call.L, table, lua_Integer(position))
                defer { sc_pop(call.L, 1) }
                guard let v = try value(call, -1) else { throw call.error("values[\(position)] is nil") }
                values.append(v)
            }
            kf.values = values
        case "calculationMode":
            guard let kf = a as? KeyframeAnimation else { return false }
            kf.isDiscrete = try call.string(i) == "discrete"
        default: return false
        }
        return true
    }

    static func numbers(_ call: LuaCall, _ i: Int32) throws(BridgeError) -> [Double] {
        let table = try call.table(i)
        return try (0..<Int(lua_rawlen(call.L, table))).map { offset throws(BridgeError) in
            lua_rawgeti(call.L, table, lua_Integer(offset + 1))
            defer { sc_pop(call.L, 1) }
            return try call.number(-1)
        }
    }

    /// The constructor: `CABasicAnimation("cornerRadius")` or `CABasicAnimation{keyPath = …, fromValue = …, …}`.
    static func make(_ call: LuaCall, _ build: (String) -> LayerAnimation) throws(BridgeError) -> Int32 {
        let L = call.L
        if lua_type(L, 2) == LUA_TSTRING { call.lua.push(build(try call.string(2))); return 1 }
        let table = try call.table(2)
        LuaStack.getField(L, table, "keyPath")
        let keyPath = LuaStack.string(L, -1)
        sc_pop(L, 1)
        guard let keyPath else { throw call.error("needs a keyPath") }
        let animation = build(keyPath)
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            defer { sc_pop(L, 1) }
            guard let key = LuaStack.string(L, -2), key != "keyPath" else { continue }
            guard try assign(key, call, animation, lua_gettop(L)) else { throw call.error("unknown field '\(key)'") }
        }
        call.lua.push(animation)
        return 1
    }

    static func animationClass(_ name: String, global: String, type: LayerAnimation.Type, parent: String?) -> LuaClass {
        var c = LuaClass(name, object: type, parent: parent, global: global)
        let fields = ["keyPath", "duration", "beginTime", "repeatCount", "autoreverses", "isRemovedOnCompletion", "fillMode", "timingFunction",
                      "delegate", "fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity", "settlingDuration",
                      "keyTimes", "values", "calculationMode"]
        c.getters = fields.map { ($0, getter) }
        c.setters = fields.filter { $0 != "keyPath" && $0 != "settlingDuration" }.map { ($0, setter) }
        return c
    }

    /// One getter for every field: the C dispatch passes the key as argument 2. stack: pushes 1.
    static let getter: lua_CFunction = { s in bridged(s, "CAAnimation") { call throws(BridgeError) in
        let a = dispatchedSelf(call.L, LayerAnimation.self)
        let lua = call.lua, L = call.L
        switch try call.string(2) {
        case "keyPath": LuaStack.push(L, a.keyPath)
        case "duration": lua_pushnumber(L, a.duration)
        case "beginTime": lua_pushnumber(L, a.beginTime)
        case "repeatCount": lua_pushnumber(L, a.repeatCount)
        case "autoreverses": LuaStack.push(L, a.autoreverses)
        case "isRemovedOnCompletion": LuaStack.push(L, a.isRemovedOnCompletion)
        case "fillMode": LuaStack.push(L, a.fillMode.rawValue)
        case "fromValue": push(lua, (a as? BasicAnimation)?.fromValue)
        case "toValue": push(lua, (a as? BasicAnimation)?.toValue)
        case "byValue": push(lua, (a as? BasicAnimation)?.byValue)
        case "mass": lua_pushnumber(L, (a as? SpringAnimation)?.mass ?? 0)
        case "stiffness": lua_pushnumber(L, (a as? SpringAnimation)?.stiffness ?? 0)
        case "damping": lua_pushnumber(L, (a as? SpringAnimation)?.damping ?? 0)
        case "initialVelocity": lua_pushnumber(L, (a as? SpringAnimation)?.initialVelocity ?? 0)
        case "settlingDuration": lua_pushnumber(L, (a as? SpringAnimation)?.settlingDuration ?? 0)
        case "calculationMode": LuaStack.push(L, (a as? KeyframeAnimation)?.isDiscrete == true ? "discrete" : "linear")
        default: lua_pushnil(L)  // timingFunction, delegate, keyTimes, values: write-only here
        }
        return 1 } }

    /// One setter for every field: the C dispatch passes the key as argument 2.
    static let setter: lua_CFunction = { s in bridged(s, "CAAnimation") { call throws(BridgeError) in
        let key = try call.string(2)
        guard try WrapLayerAnimation.assign(key, call, dispatchedSelf(call.L, LayerAnimation.self), 3) else {
            throw call.error("\(key) does not apply to this animation")
        }
        return 0 } }

    static var basic: LuaClass {
        var c = animationClass("CABasicAnimation", global: "CABasicAnimation", type: BasicAnimation.self, parent: nil)
        c.constructor = { s in bridged(s, "CABasicAnimation") { call throws(BridgeError) in try WrapLayerAnimation.make(call) { BasicAnimation(keyPath: $0) } } }
        return c
    }

    static var spring: LuaClass {
        var c = animationClass("CASpringAnimation", global: "CASpringAnimation", type: SpringAnimation.self, parent: "CABasicAnimation")
        c.constructor = { s in bridged(s, "CASpringAnimation") { call throws(BridgeError) in try WrapLayerAnimation.make(call) { SpringAnimation(keyPath: $0) } } }
        return c
    }

    static var keyframe: LuaClass {
        var c = animationClass("CAKeyframeAnimation", global: "CAKeyframeAnimation", type: KeyframeAnimation.self, parent: nil)
        c.constructor = { s in bridged(s, "CAKeyframeAnimation") { call throws(BridgeError) in try WrapLayerAnimation.make(call) { KeyframeAnimation(keyPath: $0) } } }
        return c
    }

    static var timingFunction: LuaClass {
        var c = LuaClass("CAMediaTimingFunction", object: MediaTimingFunction.self, global: "CAMediaTimingFunction")
        c.constructor = { s in bridged(s, "CAMediaTimingFunction") { call throws(BridgeError) in
            if lua_type(call.L, 2) == LUA_TNUMBER {
                let curve = CubicBezier(x1: try call.number(2), y1: try call.number(3), x2: try call.number(4), y2: try call.number(5))
                call.lua.push(MediaTimingFunction(.bezier(curve)))
            } else {
                let name = try call.string(2)
                guard let timing = WrapLayerAnimation.curveNames[name] else { throw call.error("unknown timing function '\(name)'" + NameSuggestions.hint(for: name, among: WrapLayerAnimation.curveNames.keys)) }
                call.lua.push(MediaTimingFunction(timing))
            }
            return 1 } }
        return c
    }

    /// CATransaction's class methods on the current engine.
    static var transaction: LuaClass {
        var c = LuaClass("CATransaction", object: LayerTransaction.self, global: "CATransaction")
        c.statics = [
            ("begin", { s in bridged(s, "begin") { call throws(BridgeError) in Engine.current?.beginTransaction(); return 0 } }),
            ("commit", { s in bridged(s, "commit") { call throws(BridgeError) in Engine.current?.commitTransaction(); return 0 } }),
            ("setAnimationDuration", { s in bridged(s, "setAnimationDuration") { call throws(BridgeError) in
                guard let t = Engine.current?.currentTransaction else { throw call.error("no open transaction: call CATransaction.begin() first") }
                t.animationDuration = try call.number(1); return 0 } }),
            ("setAnimationTimingFunction", { s in bridged(s, "setAnimationTimingFunction") { call throws(BridgeError) in
                guard let t = Engine.current?.currentTransaction else { throw call.error("no open transaction: call CATransaction.begin() first") }
                t.timingFunction = try call.optionalObject(1, MediaTimingFunction.self)?.timing; return 0 } }),
            ("setDisableActions", { s in bridged(s, "setDisableActions") { call throws(BridgeError) in
                guard let t = Engine.current?.currentTransaction else { throw call.error("no open transaction: call CATransaction.begin() first") }
                t.disableActions = try call.boolean(1); return 0 } }),
            ("setCompletionBlock", { s in bridged(s, "setCompletionBlock") { call throws(BridgeError) in
                guard let t = Engine.current?.currentTransaction else { throw call.error("no open transaction: call CATransaction.begin() first") }
                if call.isNoneOrNil(1) { t.completion = nil; return 0 }
                let block = try call.storedFunction(1)
                t.completion = { block.callFromHost() }
                return 0 } }),
        ]
        return c
    }
}
