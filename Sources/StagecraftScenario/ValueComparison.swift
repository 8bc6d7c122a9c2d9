import CLuaShim

/// The bindings' value types (geometry, colours, transforms, index paths) as values, for
/// `expect.equal`: Swift compares two CGRects by their numbers, not by identity (issue 25 item 6).
/// A value is a table whose metatable names its type; its numbers are read raw, so a script's
/// metatable cannot run code here.
enum ValueComparison {
    /// Each value type's numbers, by path from the value (`origin.x`), in the order they print.
    static let components: [String: [[String]]] = [
        "CGPoint": [["x"], ["y"]],
        "CGSize": [["width"], ["height"]],
        "CGVector": [["dx"], ["dy"]],
        "CGRect": [["origin", "x"], ["origin", "y"], ["size", "width"], ["size", "height"]],
        "CGAffineTransform": ["a", "b", "c", "d", "tx", "ty"].map { [$0] },
        "UIColor": ["red", "green", "blue", "alpha"].map { [$0] },
        "UIEdgeInsets": ["top", "left", "bottom", "right"].map { [$0] },
        "CATransform3D": (1...4).flatMap { row in (1...4).map { ["m\(row)\($0)"] } },
        "IndexPath": [["section"], ["row"]],
    ]

    /// The value at `index`: its type's name and its numbers, or nil when it is not one of the
    /// value types (or a number is missing). stack: unchanged.
    static func read(_ L: OpaquePointer, _ index: Int32) -> (type: String, values: [Double])? {
        guard lua_type(L, index) == LUA_TTABLE, lua_getmetatable(L, index) != 0 else { return nil }
        lua_pushstring(L, "__name")
        let hasName = lua_rawget(L, -2) == LUA_TSTRING
        let name = hasName ? lua_tolstring(L, -1, nil).map { String(cString: $0) } : nil
        sc_pop(L, 2)
        guard let name, let paths = components[name] else { return nil }
        let table = lua_absindex(L, index)
        var values: [Double] = []
        for path in paths {
            lua_pushvalue(L, table)
            var found = true
            for key in path {
                guard lua_type(L, -1) == LUA_TTABLE else { found = false; break }
                lua_pushstring(L, key)
                lua_rawget(L, -2)
                lua_rotate(L, -2, 1)
                sc_pop(L, 1)
            }
            if found, lua_type(L, -1) == LUA_TNUMBER { values.append(lua_tonumberx(L, -1, nil)) } else { found = false }
            sc_pop(L, 1)
            if !found { return nil }
        }
        return (name, values)
    }

    /// `CGRect {x = 0, y = 10, width = 390, height = 844}`.
    static func describe(_ value: (type: String, values: [Double])) -> String {
        let names = (components[value.type] ?? []).map { $0.last ?? "" }
        return "\(value.type) {" + zip(names, value.values).map { "\($0) = \(ScenarioFormat.number($1))" }.joined(separator: ", ") + "}"
    }

    /// Two values of one type whose numbers are each within `tolerance` (NaN is never within).
    static func equal(_ a: (type: String, values: [Double]), _ b: (type: String, values: [Double]), tolerance: Double) -> Bool {
        a.type == b.type && a.values.count == b.values.count && zip(a.values, b.values).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
