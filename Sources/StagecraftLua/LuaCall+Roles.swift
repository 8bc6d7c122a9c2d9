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
        if let cubic = cubicTiming(table) { return try cubic.get() }
        // A number, or a CGVector (T12.5): the spring is made without it, then wrapped with it.
        LuaStack.getField(L, table, "initialVelocity")  // stack: +1
        let type = lua_type(L, -1)
        let vector = type == LUA_TTABLE ? GeometryReader.vector(L, -1) : nil
        sc_pop(L, 1)
        guard type == LUA_TNIL || type == LUA_TNUMBER || vector != nil else {
            throw error("initialVelocity must be a number or a CGVector, got \(String(cString: lua_typename(L, type)))")
        }
        let velocity = vector == nil ? LuaStack.numberField(L, table, "initialVelocity") ?? 0 : 0
        guard let spring = springTiming(table, velocity: velocity) else {
            throw error("timing parameters: a curve name, {controlPoint1=, controlPoint2=}, {dampingRatio=}, {duration=, bounce=} or {mass=, stiffness=, damping=}")
        }
        return vector.map { .vectorVelocity(spring, $0) } ?? spring
    }

    /// `{dampingRatio =}`, `{duration =, bounce =}` or `{mass =, stiffness =, damping =}` with a
    /// scalar velocity, or nil for a table with none of them. stack: unchanged.
    private func springTiming(_ table: Int32, velocity: Double) -> TimingParameters? {
        if let ratio = LuaStack.numberField(L, table, "dampingRatio") { return .dampedSpring(dampingRatio: ratio, initialVelocity: velocity) }
        if let duration = LuaStack.numberField(L, table, "duration") {
            return .spring(Spring(duration: duration, bounce: LuaStack.numberField(L, table, "bounce") ?? 0, initialVelocity: velocity))
        }
        if let stiffness = LuaStack.numberField(L, table, "stiffness") {
            return .spring(Spring(mass: LuaStack.numberField(L, table, "mass") ?? 1, stiffness: stiffness,
                                  damping: LuaStack.numberField(L, table, "damping") ?? 10, initialVelocity: velocity))
        }
        return nil
    }

    /// `{controlPoint1 =, controlPoint2 =}`, nil for a table without `controlPoint1`. stack: unchanged.
    private func cubicTiming(_ table: Int32) -> Result<TimingParameters, BridgeError>? {
        guard LuaStack.getField(L, table, "controlPoint1") != LUA_TNIL else {  // stack: +1
            sc_pop(L, 1)
            return nil
        }
        LuaStack.getField(L, table, "controlPoint2")  // stack: +2
        let p1 = GeometryReader.point(L, -2), p2 = GeometryReader.point(L, -1)
        sc_pop(L, 2)
        guard let p1, let p2 else { return .failure(error("controlPoint1 and controlPoint2 must be CGPoints")) }
        return .success(.cubic(controlPoint1: p1, controlPoint2: p2))
    }
}

extension LuaRef {
    /// Calls the function with one object argument (a coordinator, a gesture recognizer).
    func call(with object: AnyObject) { callFromHost { lua in lua.push(object); return 1 } }
}
