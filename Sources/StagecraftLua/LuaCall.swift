import CLuaShim

/// An error a bound Swift function reports; the bridge turns it into a Lua error at the edge.
public struct BridgeError: Error {
    public var message: String
    /// True when `message` is a Lua error re-raised from a nested call: it already has its position.
    public var isRaw = false
    public init(_ message: String, isRaw: Bool = false) {
        self.message = message
        self.isRaw = isRaw
    }
}

/// Runs a bound function's body; an error becomes a pushed message and the trampoline's sentinel.
/// Never raises: this is what keeps Lua's longjmp out of Swift frames.
@inline(__always)
func bridged(_ state: OpaquePointer?, _ name: StaticString, _ convention: LuaCall.Convention = .function,
             _ body: (LuaCall) throws(BridgeError) -> Int32) -> Int32 {
    guard let L = state else { return 0 }
    do {
        return try body(LuaCall(L: L, name: name, convention: convention))
    } catch {
        pushError(L, error)
        return SC_RAISE
    }
}

/// Pushes `error` as a Lua error value, prefixed with the calling script's `chunk:line:`.
/// stack: pushes 1.
func pushError(_ L: OpaquePointer, _ error: BridgeError) {
    if error.isRaw {
        lua_pushstring(L, error.message)
        return
    }
    sc_where_user(L, 1)
    lua_pushstring(L, error.message)
    lua_concat(L, 2)  // two strings: no metamethod can run
}

/// `bridged` for a constructor, which Lua calls through the class global's `__call` with that
/// table as argument 1: `UIView(frame)` reads its frame at 2, and an error about it says `#1`.
@inline(__always)
func bridgedConstructor(_ state: OpaquePointer?, _ name: StaticString, _ body: (LuaCall) throws(BridgeError) -> Int32) -> Int32 {
    bridged(state, name, .constructor, body)
}

/// The arguments of one call from Lua, read with Lua's own error messages
/// (`bad argument #1 to 'addSubview' (View expected, got number)`). Indices are stack indices;
/// the numbers in messages count from the first argument the script wrote (see `Convention`).
public struct LuaCall {
    /// How the stack lines up with what the script wrote, for argument numbers in messages.
    public enum Convention {
        /// A function or method. Called with `:` (`v:insetBy(…)`), argument 1 is `self`, which
        /// the script did not write in the parentheses: as Lua's own `luaL_argerror`, messages then
        /// count from argument 2 and call a bad argument 1 "bad self". Called with `.`, nothing shifts.
        case function
        /// A constructor: argument 1 is the class table `__call` passes.
        case constructor
        /// A property setter (`v.frame = x`): the value, argument 3, is "bad value for 'frame'".
        case setter
        /// One property of a batch (`v:set{frame = x}`): its value is "bad value for 'frame'" too.
        /// The stack index of the property's name, not the name: a payload that needs no retain
        /// keeps `LuaCall` trivial to copy, and every property setter makes one (perf).
        case property(nameAt: Int32)
    }

    public let L: OpaquePointer
    public let name: StaticString
    public var convention: Convention = .function

    public var count: Int32 { lua_gettop(L) }

    public func badArgument(_ index: Int32, _ expected: String) -> BridgeError {
        argumentError(index, "\(expected) expected, got \(LuaStack.typeName(L, index))\(Self.nonFiniteNote(L, index))")
    }

    /// " with a NaN" / " with an infinite number" when the table at `index` (or a table in it:
    /// a rect's origin) holds one: the reason a value of the right type is refused. Raw reads.
    static func nonFiniteNote(_ L: OpaquePointer, _ index: Int32, depth: Int = 0) -> String {
        guard lua_type(L, index) == LUA_TTABLE, depth < 2 else { return "" }
        let table = lua_absindex(L, index)
        var note = ""
        lua_pushnil(L)
        while note.isEmpty, lua_next(L, table) != 0 {
            if lua_type(L, -1) == LUA_TNUMBER {
                let value = lua_tonumberx(L, -1, nil)
                if value.isNaN { note = " with a NaN" } else if value.isInfinite { note = " with an infinite number" }
            } else {
                note = nonFiniteNote(L, -1, depth: depth + 1)
            }
            sc_pop(L, 1)
        }
        if !note.isEmpty { sc_pop(L, 1) }  // the key lua_next left
        return note
    }

    /// The one place argument errors are worded: `bad argument #n to 'name' (detail)`, with `n`
    /// counted as the script wrote the call. Only runs on errors, so it may ask the debug API.
    public func argumentError(_ index: Int32, _ detail: String) -> BridgeError {
        let shift: Int32
        switch convention {
        case .setter: return BridgeError("bad value for '\(name)' (\(detail))")
        case let .property(nameAt): return BridgeError("bad value for '\(LuaStack.string(L, nameAt) ?? "?")' (\(detail))")
        case .constructor: shift = 1
        case .function: shift = index > 0 && isMethodCall ? 1 : 0
        }
        // A field of a table argument (a negative index) has no number of its own.
        guard index > 0 else { return BridgeError("bad value in a table given to '\(name)' (\(detail))") }
        if index - shift == 0 { return BridgeError("calling '\(name)' on bad self (\(detail))") }
        return BridgeError("bad argument #\(index - shift) to '\(name)' (\(detail))")
    }

    /// Whether the running function was called with `:` (Lua's `OP_SELF`), as `luaL_argerror` asks.
    private var isMethodCall: Bool {
        var record = lua_Debug()
        guard lua_getstack(L, 0, &record) != 0, lua_getinfo(L, "n", &record) != 0, let kind = record.namewhat else { return false }
        return String(cString: kind) == "method"
    }

    public func error(_ message: String) -> BridgeError { BridgeError("\(name): \(message)") }

    public func isNoneOrNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }

    /// A finite number: NaN and ±inf are refused here, at the edge, with the script's line, so
    /// that no frame, colour or duration in the core is ever NaN (and no conversion of one traps).
    public func number(_ index: Int32) throws(BridgeError) -> Double {
        var isNumber: Int32 = 0
        let value = lua_tonumberx(L, index, &isNumber)
        guard isNumber != 0 else { throw badArgument(index, "number") }
        guard value.isFinite else {
            throw argumentError(index, "finite number expected, got \(formatLuaNumber(L, index))")
        }
        return value
    }

    public func number(_ index: Int32, default value: Double) throws(BridgeError) -> Double {
        isNoneOrNil(index) ? value : try number(index)
    }

    public func integer(_ index: Int32) throws(BridgeError) -> Int {
        var isNumber: Int32 = 0
        let value = lua_tointegerx(L, index, &isNumber)
        guard isNumber != 0 else { throw badArgument(index, "integer") }
        return Int(value)
    }

    /// Lua truthiness, like `if value then`; absent means false.
    public func bool(_ index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    public func boolean(_ index: Int32) throws(BridgeError) -> Bool {
        guard lua_type(L, index) == LUA_TBOOLEAN else { throw badArgument(index, "boolean") }
        return lua_toboolean(L, index) != 0
    }

    public func string(_ index: Int32) throws(BridgeError) -> String {
        guard lua_type(L, index) == LUA_TSTRING, let text = sc_tostring(L, index) else { throw badArgument(index, "string") }
        return String(cString: text)
    }

    public func optionalString(_ index: Int32) throws(BridgeError) -> String? {
        isNoneOrNil(index) ? nil : try string(index)
    }

    /// Checks that the argument is a function and returns its absolute index.
    public func function(_ index: Int32) throws(BridgeError) -> Int32 {
        guard lua_type(L, index) == LUA_TFUNCTION else { throw badArgument(index, "function") }
        return lua_absindex(L, index)
    }

    public func optionalFunction(_ index: Int32) throws(BridgeError) -> Int32? {
        isNoneOrNil(index) ? nil : try function(index)
    }

    public func table(_ index: Int32) throws(BridgeError) -> Int32 {
        guard lua_type(L, index) == LUA_TTABLE else { throw badArgument(index, "table") }
        return lua_absindex(L, index)
    }

    /// The Swift object of the handle at `index`, checked to be a `T`.
    public func object<T: AnyObject>(_ index: Int32, _ type: T.Type) throws(BridgeError) -> T {
        // The class's name is looked up only for a message: on success it was most of the check.
        guard let handle = sc_tohandle(L, index) else { throw badArgument(index, LuaState.of(L).className(of: T.self)) }
        guard let pointer = handle.pointee.object else {
            throw argumentError(index, "\(LuaStack.releasedName(L, index)) was released")
        }
        guard let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T else {
            throw badArgument(index, LuaState.of(L).className(of: T.self))
        }
        return object
    }

    public func optionalObject<T: AnyObject>(_ index: Int32, _ type: T.Type) throws(BridgeError) -> T? {
        isNoneOrNil(index) ? nil : try object(index, type)
    }

    /// `self` of a method called with `:` (argument 1); a clear message when called with `.`.
    public func this<T: AnyObject>(_ type: T.Type) throws(BridgeError) -> T {
        if sc_tohandle(L, 1) == nil {
            let expected = LuaState.of(L).className(of: T.self)
            let hint = isMethodCall ? "" : "; call it with ':'"
            throw argumentError(1, "\(expected) expected, got \(LuaStack.typeName(L, 1))\(hint)")
        }
        return try object(1, type)
    }

    /// A string naming one of `cases` (an enum's raw value), e.g. `"to"` for a context key.
    public func choice<E: RawRepresentable & CaseIterable>(_ index: Int32, _ type: E.Type) throws(BridgeError) -> E where E.RawValue == String {
        guard lua_type(L, index) == LUA_TSTRING, let text = sc_tostring(L, index), let value = E(rawValue: String(cString: text)) else {
            throw badChoice(index, E.allCases.map(\.rawValue))  // the names, only for the message
        }
        return value
    }

    /// `"from" or "to" expected, got "too" — did you mean "to"?`: a string that names none of
    /// `names` is shown, with the nearest of them; another type is named as `badArgument` does.
    public func badChoice(_ index: Int32, _ names: [String]) -> BridgeError {
        let expected = names.map { "\"\($0)\"" }.joined(separator: " or ")
        guard lua_type(L, index) == LUA_TSTRING, let given = LuaStack.string(L, index) else { return badArgument(index, expected) }
        return argumentError(index, "\(expected) expected, got \"\(given)\"" + NameSuggestions.hint(for: given, among: names, quote: "\""))
    }
}
