import CLuaShim
import Stagecraft

/// `UISpringTimingParameters` and `UICubicTimingParameters` with UIKit's initialisers, for
/// `UIViewPropertyAnimator(duration, timingParameters)` and `continueAnimation`. Their values are
/// tables holding the parameters by name (`mass`, `stiffness`…, `controlPoint1`…), the shapes
/// every timing argument accepts, so a script may also write the table itself.
enum WrapTimingParameters {
    /// Pushes `timing` as a table of the value type `name`. stack: +1
    static func push(_ call: LuaCall, _ timing: TimingParameters, as name: String) {
        let L = call.L
        if case let .vectorVelocity(base, velocity) = timing {
            // The base spring's fields, and the velocity as the CGVector it was given (T12.5).
            push(call, base, as: name)
            call.lua.push(velocity)
            LuaStack.setField(L, -2, "initialVelocity")
            return
        }
        lua_createtable(L, 0, 4)
        func set(_ key: String, _ value: Double) { lua_pushnumber(L, value); LuaStack.setField(L, -2, key) }
        switch timing {
        case let .cubic(curve):
            call.lua.push(Point(curve.x1, curve.y1)); LuaStack.setField(L, -2, "controlPoint1")
            call.lua.push(Point(curve.x2, curve.y2)); LuaStack.setField(L, -2, "controlPoint2")
        case let .dampedSpring(ratio, velocity):
            set("dampingRatio", ratio); set("initialVelocity", velocity)
        case let .spring(spring):
            set("mass", spring.mass); set("stiffness", spring.stiffness); set("damping", spring.damping)
            set("initialVelocity", spring.initialVelocity)
        case .vectorVelocity: break  // above
        }
        call.lua.setValueMetatable(name)
    }

    /// `UISpringTimingParameters()` (the system spring), `UISpringTimingParameters(dampingRatio [, initialVelocity])`,
    /// or with labels: `{dampingRatio =, initialVelocity =}`, `{mass =, stiffness =, damping =, initialVelocity =}`,
    /// `{duration =, bounce =, initialVelocity =}` (iOS 17).
    static var spring: LuaClass {
        var c = LuaClass(value: "UISpringTimingParameters")
        c.constructor = { s in bridgedConstructor(s, "UISpringTimingParameters") { call throws(BridgeError) in
            let timing: TimingParameters
            switch lua_type(call.L, 2) {
            case LUA_TNONE, LUA_TNIL: timing = .systemSpring
            case LUA_TNUMBER:
                // (dampingRatio [, initialVelocity]): a number, or a CGVector as UIKit takes (T12.5).
                if lua_type(call.L, 3) == LUA_TTABLE {
                    timing = .spring(dampingRatio: try call.number(2), initialVelocity: try call.vector(3))
                } else {
                    timing = .spring(dampingRatio: try call.number(2), initialVelocity: try call.number(3, default: 0))
                }
            default:
                timing = try call.timing(2)
                if case .cubic = timing { throw call.error("UISpringTimingParameters: give dampingRatio, mass/stiffness/damping or duration/bounce") }
            }
            WrapTimingParameters.push(call, timing, as: "UISpringTimingParameters")
            return 1 } }
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "UISpringTimingParameters"); return 1 } }
        return c
    }

    /// `UICubicTimingParameters()` (Core Animation's default curve, 0.25 0.1 0.25 1), `UICubicTimingParameters("easeIn")` (animationCurve),
    /// `UICubicTimingParameters(controlPoint1, controlPoint2)`, or with labels:
    /// `{animationCurve =}`, `{controlPoint1 =, controlPoint2 =}`.
    static var cubic: LuaClass {
        var c = LuaClass(value: "UICubicTimingParameters")
        c.constructor = { s in bridgedConstructor(s, "UICubicTimingParameters") { call throws(BridgeError) in
            let L = call.L
            let timing: TimingParameters
            switch lua_type(L, 2) {
            case LUA_TNONE, LUA_TNIL: timing = .defaultCubic
            case LUA_TSTRING: timing = .cubic(animationCurve: try call.curve(2))
            default:
                if lua_type(L, 3) == LUA_TTABLE {
                    timing = .cubic(controlPoint1: try call.point(2), controlPoint2: try call.point(3))
                } else if LuaStack.getField(L, try call.table(2), "animationCurve") != LUA_TNIL {  // stack: +1
                    defer { sc_pop(L, 1) }
                    try call.checkKeys(2, ["animationCurve"])
                    timing = .cubic(animationCurve: try call.curve(-1))
                } else {
                    sc_pop(L, 1)
                    timing = try call.timing(2)
                    guard case .cubic = timing else { throw call.error("UICubicTimingParameters: give animationCurve or controlPoint1 and controlPoint2") }
                }
            }
            WrapTimingParameters.push(call, timing, as: "UICubicTimingParameters")
            return 1 } }
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "UICubicTimingParameters"); return 1 } }
        return c
    }
}
