import CLuaShim
import Stagecraft

/// `CATransform3D` and its C functions (L2.1). A transform is a plain table `{m11 = …, …, m44 = …}`
/// with a locked value metatable, a copy like every geometry value, so the Swift idiom ports as is:
///
///     local transform = CATransform3DIdentity
///     transform.m34 = -1 / 500
///     view.layer.transform = CATransform3DRotate(transform, math.pi / 2, 0, 1, 0)
///
/// `CATransform3DIdentity` is a fresh table on every read (`LuaState.computedGlobals`): a script
/// that changes the one it got must not change the next.
enum WrapTransform3D {
    static let fieldNames = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
                             "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]

    static var definition: LuaClass {
        var c = LuaClass(value: "CATransform3D")
        c.global = nil  // made by the CATransform3D… functions, as in Swift
        c.metamethods = [("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
            LuaStack.push(call.L, GeometryReader.transform3D(call.L, 1) == GeometryReader.transform3D(call.L, 2)); return 1 } })]
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "CATransform3D\(try call.transform3D(1))"); return 1 } }
        return c
    }

    /// The global functions, registered in the base table (functions are immutable, so sharing is safe).
    static let functions: [(String, lua_CFunction)] = [
        ("CATransform3DMakeRotation", { s in bridged(s, "CATransform3DMakeRotation") { call throws(BridgeError) in
            call.lua.push(Transform3D(rotationAngle: try call.number(1), x: try call.number(2), y: try call.number(3), z: try call.number(4))); return 1 } }),
        ("CATransform3DRotate", { s in bridged(s, "CATransform3DRotate") { call throws(BridgeError) in
            call.lua.push(try call.transform3D(1).rotated(by: try call.number(2), x: try call.number(3), y: try call.number(4), z: try call.number(5))); return 1 } }),
        ("CATransform3DMakeTranslation", { s in bridged(s, "CATransform3DMakeTranslation") { call throws(BridgeError) in
            call.lua.push(Transform3D(translationX: try call.number(1), y: try call.number(2), z: try call.number(3))); return 1 } }),
        ("CATransform3DTranslate", { s in bridged(s, "CATransform3DTranslate") { call throws(BridgeError) in
            call.lua.push(try call.transform3D(1).translatedBy(x: try call.number(2), y: try call.number(3), z: try call.number(4))); return 1 } }),
        ("CATransform3DMakeScale", { s in bridged(s, "CATransform3DMakeScale") { call throws(BridgeError) in
            call.lua.push(Transform3D(scaleX: try call.number(1), y: try call.number(2), z: try call.number(3))); return 1 } }),
        ("CATransform3DScale", { s in bridged(s, "CATransform3DScale") { call throws(BridgeError) in
            call.lua.push(try call.transform3D(1).scaledBy(x: try call.number(2), y: try call.number(3), z: try call.number(4))); return 1 } }),
        ("CATransform3DConcat", { s in bridged(s, "CATransform3DConcat") { call throws(BridgeError) in
            call.lua.push(try call.transform3D(1).concatenating(try call.transform3D(2))); return 1 } }),
        ("CATransform3DInvert", { s in bridged(s, "CATransform3DInvert") { call throws(BridgeError) in
            call.lua.push(try call.transform3D(1).inverted()); return 1 } }),
        ("CATransform3DIsIdentity", { s in bridged(s, "CATransform3DIsIdentity") { call throws(BridgeError) in
            LuaStack.push(call.L, try call.transform3D(1).isIdentity); return 1 } }),
        ("CATransform3DIsAffine", { s in bridged(s, "CATransform3DIsAffine") { call throws(BridgeError) in
            LuaStack.push(call.L, try call.transform3D(1).isAffine); return 1 } }),
        ("CATransform3DEqualToTransform", { s in bridged(s, "CATransform3DEqualToTransform") { call throws(BridgeError) in
            LuaStack.push(call.L, try call.transform3D(1) == (try call.transform3D(2))); return 1 } }),
        ("CATransform3DMakeAffineTransform", { s in bridged(s, "CATransform3DMakeAffineTransform") { call throws(BridgeError) in
            call.lua.push(Transform3D(try call.transform(1))); return 1 } }),
        ("CATransform3DGetAffineTransform", { s in bridged(s, "CATransform3DGetAffineTransform") { call throws(BridgeError) in
            call.lua.push(try call.transform3D(1).affine); return 1 } }),
    ]

    /// Globals read afresh on every access. stack: pushes 1.
    nonisolated(unsafe) static let computedGlobals: [String: (LuaState) -> Void] = [  // immutable
        "CATransform3DIdentity": { $0.push(Transform3D.identity) },
    ]
}

extension LuaState {
    /// stack: pushes 1.
    public func push(_ t: Transform3D) {
        lua_createtable(state, 0, 16)
        for (key, value) in zip(WrapTransform3D.fieldNames, t.entries) {
            lua_pushnumber(state, value); LuaStack.setField(state, -2, key)
        }
        setValueMetatable("CATransform3D")
    }
}

extension GeometryReader {
    /// A table with the sixteen `m11`…`m44` numbers. stack: unchanged.
    static func transform3D(_ L: OpaquePointer, _ index: Int32) -> Transform3D? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        let values = WrapTransform3D.fieldNames.compactMap { LuaStack.numberField(L, index, $0) }
        return values.count == 16 ? Transform3D(rows: values) : nil
    }
}

extension LuaCall {
    public func transform3D(_ index: Int32) throws(BridgeError) -> Transform3D {
        guard let value = GeometryReader.transform3D(L, index) else { throw badArgument(index, "CATransform3D") }
        return value
    }
}
