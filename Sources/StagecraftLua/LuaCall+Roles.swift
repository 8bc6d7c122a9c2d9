import CLuaShim
import Stagecraft

extension LuaCall {
    /// The Swift object of any live handle at `index` (roles are checked by protocol, not class).
    func anyObject(_ index: Int32, _ expected: String) throws(BridgeError) -> AnyObject {
        guard let handle = sc_tohandle(L, index) else { throw badArgument(index, expected) }
        guard let pointer = handle.pointee.object else {
            throw argumentError(index, "\(LuaStack.releasedName(L, index)) was released")
        }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// A block stored by Swift and called later from the host (alongside animations, gesture
    /// targets, animator completions); its errors go to the scope active now.
    func storedFunction(_ index: Int32) throws(BridgeError) -> LuaRef {
        lua.ref(at: try function(index))
    }

    /// Every label of UICubicTimingParameters' and UISpringTimingParameters' initialisers.
    static let timingKeys = ["controlPoint1", "controlPoint2", "dampingRatio", "initialVelocity", "duration", "bounce",
                             "mass", "stiffness", "damping"]

    /// A named curve (`"easeInOut"`, `"easeIn"`, `"easeOut"`, `"linear"`).
    func curve(_ index: Int32) throws(BridgeError) -> AnimationCurve { try choice(index, AnimationCurve.self) }

    /// Timing parameters: a curve name, `{controlPoint1 = CGPoint, controlPoint2 = CGPoint}`,
    /// `{dampingRatio =, initialVelocity =}`, `{duration =, bounce =}` or `{mass =, stiffness =, damping =}`
    /// (UICubicTimingParameters and UISpringTimingParameters with their labels).
    func timing(_ index: Int32, checkingKeys: Bool = true) throws(BridgeError) -> TimingParameters {
        if lua_type(L, index) == LUA_TSTRING { return try curve(index).timingParameters }
        let table = try self.table(index)
        if checkingKeys { try checkKeys(table, Self.timingKeys) }
        let velocity = LuaStack.numberField(L, table, "initialVelocity") ?? 0
        if LuaStack.getField(L, table, "controlPoint1") != LUA_TNIL {  // stack: +1
            LuaStack.getField(L, table, "controlPoint2")  // stack: +2
            let p1 = GeometryReader.point(L, -2), p2 = GeometryReader.point(L, -1)
            sc_pop(L, 2)
            guard let p1, let p2 else { throw error("controlPoint1 and controlPoint2 must be CGPoints") }
            return .cubic(controlPoint1: p1, controlPoint2: p2)
        }
        sc_pop(L, 1)
        if let ratio = LuaStack.numberField(L, table, "dampingRatio") { return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity) }
        if let duration = LuaStack.numberField(L, table, "duration") {
            return .spring(Spring(duration: duration, bounce: LuaStack.numberField(L, table, "bounce") ?? 0, initialVelocity: velocity))
        }
        if let stiffness = LuaStack.numberField(L, table, "stiffness") {
            return .spring(Spring(mass: LuaStack.numberField(L, table, "mass") ?? 1, stiffness: stiffness,
                                  damping: LuaStack.numberField(L, table, "damping") ?? 10, initialVelocity: velocity))
        }
        throw error("timing parameters: a curve name, {controlPoint1=, controlPoint2=}, {dampingRatio=}, {duration=, bounce=} or {mass=, stiffness=, damping=}")
    }
}

extension LuaRef {
    /// Calls the function with one object argument (a coordinator, a gesture recognizer).
    func call(with object: AnyObject) { callFromHost { lua in lua.push(object); return 1 } }
}
