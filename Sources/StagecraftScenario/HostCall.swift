import CLuaShim
import Stagecraft
import StagecraftLua

/// An error a scenario primitive raises into the script (bad arguments, misuse); it becomes a
/// Lua error that names the scenario's `file:line`, and the scenario fails with it.
struct ScenarioError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Runs a primitive's body through the bridge's trampoline convention: an error becomes a pushed
/// message prefixed with the caller's `file:line:` and `SC_RAISE`, so no Lua error unwinds Swift.
@inline(__always)
func hostCall(_ state: OpaquePointer?, _ name: String, _ body: (HostArgs) throws(ScenarioError) -> Int32) -> Int32 {
    guard let L = state else { return 0 }
    // Once a file has run something, nothing more to learn: no lookup on the later calls.
    if let host = ScenarioHost.current, !host.ranSomething, ScenarioHost.runsSomething(name) { host.ranSomething = true }
    do {
        return try body(HostArgs(L: L, name: name))
    } catch {
        sc_where_user(L, 1)
        // "animator animators/x.lua did not load", not "animator: animator …": named once.
        let message = error.message.hasPrefix(name + " ") ? error.message : "\(name): \(error.message)"
        _ = message.withCString { lua_pushstring(L, $0) }
        lua_concat(L, 2)
        return SC_RAISE
    }
}

/// The arguments of one call into a scenario primitive, read without raising.
struct HostArgs {
    let L: OpaquePointer
    let name: String

    var host: ScenarioHost {
        get throws(ScenarioError) {
            guard let host = ScenarioHost.current else { throw ScenarioError("no scenario is running on this thread") }
            return host
        }
    }

    func type(_ i: Int32) -> Int32 { lua_type(L, i) }
    func isNil(_ i: Int32) -> Bool { lua_type(L, i) <= LUA_TNIL }
    func typeName(_ i: Int32) -> String { LuaStack.typeName(L, i) }

    /// Refuses a key of the options table at `t` the primitive does not read (the bridge's
    /// `OptionKeys`, so DSL tables and binding tables word it alike).
    func checkKeys(_ t: Int32, _ known: [String], allowsItems: Bool = false) throws(ScenarioError) {
        if let problem = OptionKeys.problem(L, t, known: known, allowsItems: allowsItems) { throw ScenarioError(problem) }
    }

    func bad(_ i: Int32, _ expected: String) -> ScenarioError {
        ScenarioError("bad argument #\(i) (\(expected) expected, got \(typeName(i)))")
    }

    func number(_ i: Int32) throws(ScenarioError) -> Double {
        var ok: Int32 = 0
        let value = lua_tonumberx(L, i, &ok)
        guard ok != 0, value.isFinite else { throw bad(i, "a finite number") }
        return value
    }

    func number(_ i: Int32, default value: Double) throws(ScenarioError) -> Double { isNil(i) ? value : try number(i) }

    /// A whole number in `range`: a script number can be 1e300, NaN or 2.5, and converting one
    /// that is not a whole number in range to `Int` would trap the process.
    static func whole(_ value: Double, _ what: String, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound), let whole = Int(exactly: value) else {
            throw ScenarioError("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(ScenarioFormat.number(value))")
        }
        return whole
    }

    func string(_ i: Int32) throws(ScenarioError) -> String {
        guard lua_type(L, i) == LUA_TSTRING, let text = sc_tostring(L, i) else { throw bad(i, "string") }
        return String(cString: text)
    }

    func optionalString(_ i: Int32) throws(ScenarioError) -> String? { isNil(i) ? nil : try string(i) }

    func table(_ i: Int32) throws(ScenarioError) -> Int32 {
        guard lua_type(L, i) == LUA_TTABLE else { throw bad(i, "table") }
        return lua_absindex(L, i)
    }

    /// The Swift object behind the handle at `i` (any bound or opaque handle), checked to be a `T`.
    func object<T: AnyObject>(_ i: Int32, _ type: T.Type, _ expected: String) throws(ScenarioError) -> T {
        guard let handle = sc_tohandle(L, i), let pointer = handle.pointee.object,
              let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T else { throw bad(i, expected) }
        return object
    }

    /// A view: a handle, or the name of a view in the window (or of a view controller, for its view).
    func view(_ i: Int32) throws(ScenarioError) -> View {
        if lua_type(L, i) == LUA_TSTRING {
            let name = try string(i)
            guard let view = try host.findView(named: name) else { throw ScenarioError("no view or view controller named '\(name)' in the window") }
            return view
        }
        if let controller = try? object(i, ViewController.self, "") { return controller.view }
        return try object(i, View.self, "a view, a view controller or a view's name")
    }

    /// A container controller of `type`: a handle, or the name of a controller the script made.
    func container<T: ViewController>(_ i: Int32, _ type: T.Type, _ expected: String) throws(ScenarioError) -> T {
        guard lua_type(L, i) == LUA_TSTRING else { return try object(i, T.self, expected) }
        guard let found = try controller(i) as? T else { throw ScenarioError("'\(try string(i))' is not \(expected)") }
        return found
    }

    func controller(_ i: Int32) throws(ScenarioError) -> ViewController {
        if lua_type(L, i) == LUA_TSTRING {
            let name = try string(i)
            guard let found = try host.controllers.first(where: { $0.name == name }) else { throw ScenarioError("no view controller named '\(name)'") }
            return found
        }
        return try object(i, ViewController.self, "a view controller")
    }

    // MARK: - Fields of an options table

    /// Pushes `table[key]`, raw (no metamethod can raise), and returns its type. stack: pushes 1.
    func field(_ table: Int32, _ key: String) -> Int32 {
        let table = lua_absindex(L, table)
        LuaStack.push(L, key)
        return lua_rawget(L, table)
    }

    func numberField(_ table: Int32, _ key: String) throws(ScenarioError) -> Double? {
        defer { sc_pop(L, 1) }
        let kind = field(table, key)
        if kind <= LUA_TNIL { return nil }
        var ok: Int32 = 0
        let value = lua_tonumberx(L, -1, &ok)
        guard ok != 0 else { throw ScenarioError("'\(key)' must be a finite number, not \(typeName(-1))") }
        guard value.isFinite else { throw ScenarioError("'\(key)' must be a finite number, not \(ScenarioFormat.number(value))") }
        return value
    }

    func stringField(_ table: Int32, _ key: String) throws(ScenarioError) -> String? {
        defer { sc_pop(L, 1) }
        let kind = field(table, key)
        if kind <= LUA_TNIL { return nil }
        guard kind == LUA_TSTRING, let text = sc_tostring(L, -1) else { throw ScenarioError("'\(key)' must be a string, not \(typeName(-1))") }
        return String(cString: text)
    }

    func boolField(_ table: Int32, _ key: String) throws(ScenarioError) -> Bool? {
        defer { sc_pop(L, 1) }
        let kind = field(table, key)
        if kind <= LUA_TNIL { return nil }
        guard kind == LUA_TBOOLEAN else { throw ScenarioError("'\(key)' must be true or false, not \(typeName(-1))") }
        return lua_toboolean(L, -1) != 0
    }

    /// A point: `{x, y}` or `{x = , y = }`. stack: unchanged.
    func point(at i: Int32, _ what: String) throws(ScenarioError) -> Point {
        let values = try numbers(at: i, keys: ["x", "y"], what: what)
        return Point(values[0], values[1])
    }

    /// A rect: `{x, y, w, h}`, `{x =, y =, width =, height =}` or a CGRect. stack: unchanged.
    func rect(at i: Int32, _ what: String) throws(ScenarioError) -> Rect {
        let i = lua_absindex(L, i)
        if lua_type(L, i) == LUA_TTABLE, field(i, "origin") == LUA_TTABLE {
            defer { sc_pop(L, 2) }
            _ = field(i, "size")
            let o = try numbers(at: -2, keys: ["x", "y"], what: what), s = try numbers(at: -1, keys: ["width", "height"], what: what)
            return Rect(o[0], o[1], s[0], s[1])
        }
        if lua_type(L, i) == LUA_TTABLE { sc_pop(L, 1) }
        let v = try numbers(at: i, keys: ["x", "y", "width", "height"], what: what)
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// Numbers from an array `{a, b…}` or by `keys`. stack: unchanged.
    func numbers(at i: Int32, keys: [String], what: String) throws(ScenarioError) -> [Double] {
        let i = lua_absindex(L, i)
        guard lua_type(L, i) == LUA_TTABLE else { throw ScenarioError("\(what) must be a table {\(keys.joined(separator: ", "))}, not \(typeName(i))") }
        var result: [Double] = []
        for (offset, key) in keys.enumerated() {
            var kind = lua_rawgeti(L, i, lua_Integer(offset + 1))
            if kind <= LUA_TNIL { sc_pop(L, 1); kind = field(i, key) }
            var ok: Int32 = 0
            let value = lua_tonumberx(L, -1, &ok)
            sc_pop(L, 1)
            guard ok != 0, value.isFinite else { throw ScenarioError("\(what) needs a finite number for \(key) ({\(keys.joined(separator: ", "))})") }
            result.append(value)
        }
        return result
    }

    /// A point or nil when the field is absent. stack: unchanged.
    func pointField(_ table: Int32, _ key: String) throws(ScenarioError) -> Point? {
        defer { sc_pop(L, 1) }
        if field(table, key) <= LUA_TNIL { return nil }
        return try point(at: -1, "'\(key)'")
    }
}

/// The string at `index` (strings only; numbers are not converted). stack: unchanged.
func luaString(_ L: OpaquePointer, _ index: Int32) -> String? {
    guard lua_type(L, index) == LUA_TSTRING, let text = sc_tostring(L, index) else { return nil }
    return String(cString: text)
}
