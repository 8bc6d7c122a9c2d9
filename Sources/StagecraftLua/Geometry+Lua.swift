import CLuaShim
import Stagecraft

/// Geometry values cross the bridge as plain Lua tables with locked metatables (`CGRect` is
/// `{origin = {x, y}, size = {width, height}}`), so `local f = v.frame; f.origin.y = 0; v.frame = f`
/// works as in Swift. They are copies: assign them back. Reads are raw field reads (the fast path);
/// value semantics come from writes: a script's `b.origin.y = 10` copies the value and assigns the
/// copy to `b` (PlaceRewrite.c, PlaceAccess.c), so `local b = a` then a write leaves `a` as Swift's
/// `var b = a` does, while the table itself is shared until then. Plain tables with the same fields (or a
/// flat `{x=, y=, width=, height=}`), and the positional `{x, y, width, height}`, `{x, y}` and
/// `{width, height}`, are accepted wherever a value is expected: every taker and setter reads
/// geometry through `GeometryReader`, so all of them accept the same shapes.
extension LuaState {
    /// stack: pushes 1.
    public func push(_ point: Point) {
        lua_createtable(state, 0, 2)
        lua_pushnumber(state, point.x); LuaStack.setField(state, -2, "x")
        lua_pushnumber(state, point.y); LuaStack.setField(state, -2, "y")
        setValueMetatable("CGPoint")
    }

    /// stack: pushes 1.
    public func push(_ size: Size) {
        lua_createtable(state, 0, 2)
        lua_pushnumber(state, size.width); LuaStack.setField(state, -2, "width")
        lua_pushnumber(state, size.height); LuaStack.setField(state, -2, "height")
        setValueMetatable("CGSize")
    }

    /// stack: pushes 1.
    public func push(_ rect: Rect) {
        lua_createtable(state, 0, 2)
        push(rect.origin); LuaStack.setField(state, -2, "origin")
        push(rect.size); LuaStack.setField(state, -2, "size")
        setValueMetatable("CGRect")
    }

    /// stack: pushes 1.
    public func push(_ t: AffineTransform) {
        lua_createtable(state, 0, 6)
        for (key, value) in [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)] {
            lua_pushnumber(state, value); LuaStack.setField(state, -2, key)
        }
        setValueMetatable("CGAffineTransform")
    }

    /// stack: pushes 1 (nil for nil).
    public func push(_ color: Color?) {
        guard let color else { return lua_pushnil(state) }
        lua_createtable(state, 0, 4)
        for (key, value) in [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)] {
            lua_pushnumber(state, value); LuaStack.setField(state, -2, key)
        }
        setValueMetatable("UIColor")
    }

    /// stack: pushes 1.
    public func push(_ insets: EdgeInsets) {
        lua_createtable(state, 0, 4)
        for (key, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            lua_pushnumber(state, value); LuaStack.setField(state, -2, key)
        }
        setValueMetatable("UIEdgeInsets")
    }
}

/// Reading geometry from tables; raw access only. stack: unchanged.
enum GeometryReader {
    static func point(_ L: OpaquePointer, _ index: Int32) -> Point? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        if let x = LuaStack.numberField(L, index, "x"), let y = LuaStack.numberField(L, index, "y") { return Point(x, y) }
        guard let values = positional(L, index, count: 2) else { return nil }
        return Point(values[0], values[1])
    }

    static func size(_ L: OpaquePointer, _ index: Int32) -> Size? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        if let w = LuaStack.numberField(L, index, "width"), let h = LuaStack.numberField(L, index, "height") { return Size(w, h) }
        guard let values = positional(L, index, count: 2) else { return nil }
        return Size(values[0], values[1])
    }

    /// Exactly `count` finite numbers at 1…count of the table at `index` (`{0, 0, 100, 50}`), or nil.
    /// A longer array is refused rather than cut: `{0, 0, 100}` or `{1, 2, 3, 4, 5}` is a mistake.
    static func positional(_ L: OpaquePointer, _ index: Int32, count: Int) -> [Double]? {
        guard lua_rawlen(L, index) == count else { return nil }
        var values: [Double] = []
        values.reserveCapacity(count)
        for position in 1...count {
            defer { sc_pop(L, 1) }
            guard lua_rawgeti(L, index, lua_Integer(position)) == LUA_TNUMBER else { return nil }
            let value = lua_tonumberx(L, -1, nil)
            guard value.isFinite else { return nil }
            values.append(value)
        }
        return values
    }

    static func rect(_ L: OpaquePointer, _ index: Int32) -> Rect? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        let index = lua_absindex(L, index)
        // The value form first: it is what `v.frame` returns, so the hot path pays for no other.
        LuaStack.getField(L, index, "origin")
        LuaStack.getField(L, index, "size")
        defer { sc_pop(L, 2) }
        if let origin = point(L, -2), let size = size(L, -1) { return Rect(origin: origin, size: size) }
        if let x = LuaStack.numberField(L, index, "x"), let y = LuaStack.numberField(L, index, "y"),
           let w = LuaStack.numberField(L, index, "width"), let h = LuaStack.numberField(L, index, "height") { return Rect(x, y, w, h) }
        guard let values = positional(L, index, count: 4) else { return nil }
        return Rect(values[0], values[1], values[2], values[3])
    }

    static func transform(_ L: OpaquePointer, _ index: Int32) -> AffineTransform? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        let values = ["a", "b", "c", "d", "tx", "ty"].compactMap { LuaStack.numberField(L, index, $0) }
        guard values.count == 6 else { return nil }
        return AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    static func color(_ L: OpaquePointer, _ index: Int32) -> Color? {
        if let text = LuaStack.string(L, index) { return Color(parsing: text) }
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        if let white = LuaStack.numberField(L, index, "white") {
            return Color(white: white, alpha: LuaStack.numberField(L, index, "alpha") ?? 1)
        }
        guard let r = LuaStack.numberField(L, index, "red"), let g = LuaStack.numberField(L, index, "green"),
              let b = LuaStack.numberField(L, index, "blue") else { return nil }
        return Color(red: r, green: g, blue: b, alpha: LuaStack.numberField(L, index, "alpha") ?? 1)
    }

    static func insets(_ L: OpaquePointer, _ index: Int32) -> EdgeInsets? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        let values = ["top", "left", "bottom", "right"].compactMap { LuaStack.numberField(L, index, $0) }
        guard values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

extension LuaCall {
    public func point(_ index: Int32) throws(BridgeError) -> Point {
        guard let value = GeometryReader.point(L, index) else { throw badArgument(index, "CGPoint") }
        return value
    }

    public func size(_ index: Int32) throws(BridgeError) -> Size {
        guard let value = GeometryReader.size(L, index) else { throw badArgument(index, "CGSize") }
        return value
    }

    public func rect(_ index: Int32) throws(BridgeError) -> Rect {
        guard let value = GeometryReader.rect(L, index) else { throw badArgument(index, "CGRect") }
        return value
    }

    public func transform(_ index: Int32) throws(BridgeError) -> AffineTransform {
        guard let value = GeometryReader.transform(L, index) else { throw badArgument(index, "CGAffineTransform") }
        return value
    }

    /// A colour: a `UIColor` value, a hex string (`"#FF8800"`) or a UIKit colour name (`"systemBlue"`).
    public func color(_ index: Int32) throws(BridgeError) -> Color {
        guard let value = GeometryReader.color(L, index) else { throw badArgument(index, "UIColor") }
        return value
    }

    public func insets(_ index: Int32) throws(BridgeError) -> EdgeInsets {
        guard let value = GeometryReader.insets(L, index) else { throw badArgument(index, "UIEdgeInsets") }
        return value
    }

    /// The bridge of this call, for pushing results.
    public var lua: LuaState { LuaState.of(L) }
}
