import CLuaShim

/// The check every options table goes through (`UIViewPropertyAnimator{duration =, animations =}`,
/// `UIView.animate{…}`, DSL tables…): a key the binding does not read is an error naming it, the
/// keys it does read, and the closest of them, so a misspelt `animationz =` fails loudly instead of
/// being silently ignored. One helper, so every table words it the same way.
public enum OptionKeys {
    /// The problem with the table at `index`: its first key (in `lua_next` order) that is not in
    /// `known`, worded for an error, or nil when every key is known. Integer keys 1…n are allowed
    /// when `allowsItems` (tables that also take an array part, like the DSL's view tables).
    /// Raw iteration only, so no metamethod runs. stack: unchanged.
    public static func problem(_ L: OpaquePointer, _ index: Int32, known: [String], allowsItems: Bool = false) -> String? {
        let table = lua_absindex(L, index)
        let length = allowsItems ? lua_Integer(lua_rawlen(L, table)) : 0
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            sc_pop(L, 1)  // the value; the key stays for the next lua_next
            if lua_type(L, -1) == LUA_TSTRING, let key = LuaStack.string(L, -1), known.contains(key) { continue }
            if allowsItems, lua_isinteger(L, -1) != 0 {
                let position = lua_tointegerx(L, -1, nil)
                if position >= 1 && position <= length { continue }
            }
            // Never lua_tostring a key during lua_next (it would change the key in place).
            let key = LuaStack.string(L, -1)
            let shown = key.map { "'\($0)'" } ?? "of type \(LuaStack.typeName(L, -1))"
            sc_pop(L, 1)
            return message(unknown: shown, rawKey: key, known: known)
        }
        return nil
    }

    /// "unknown key 'animationz' (did you mean 'animations'?); known keys: animations, duration".
    static func message(unknown shown: String, rawKey: String?, known: [String]) -> String {
        let suggestion = rawKey.flatMap { closest(to: $0, in: known) }.map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown key \(shown)\(suggestion); known keys: \(known.sorted().joined(separator: ", "))"
    }

    /// The known key nearest to `key` by edit distance, ignoring case, if it is near enough to be
    /// a slip of the keyboard (at most a third of the key's letters, and 3, apart).
    public static func closest(to key: String, in known: [String]) -> String? {
        let typed = Array(key.lowercased())
        let limit = max(1, min(3, typed.count / 3))
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.key
    }

    /// Edit distance with adjacent transpositions (optimal string alignment): an insertion, a
    /// deletion, a substitution or a swap of two neighbours (`delya` → `delay`) each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

extension LuaCall {
    /// Whether argument `index` is an options table (`UIView{frame = …}`) rather than a geometry
    /// value given positionally (`UIView({0, 0, 100, 50})`, `UIView(CGRect(…))`).
    public func isOptionsTable(_ index: Int32) -> Bool {
        lua_type(L, index) == LUA_TTABLE && GeometryReader.rect(L, index) == nil
    }

    /// Field `key` of the options table at `table`, read by `read` (nil when absent or nil); a
    /// wrong value is "bad value for 'key'", as a setter's. stack: unchanged.
    public func field<T>(_ table: Int32, _ key: String, _ read: (LuaCall, Int32) throws(BridgeError) -> T) throws(BridgeError) -> T? {
        let table = lua_absindex(L, table)
        LuaStack.push(L, key)  // for the message: see Convention.property
        LuaStack.getField(L, table, key)
        defer { sc_pop(L, 2) }
        if isNoneOrNil(-1) { return nil }
        var value = self
        value.convention = .property(nameAt: lua_gettop(L) - 1)
        return try read(value, lua_gettop(L))
    }

    /// Refuses a key of the options table at `index` that this binding does not read.
    /// `known` are the labels of the Swift initialiser or method it stands for.
    public func checkKeys(_ index: Int32, _ known: [String], allowsItems: Bool = false) throws(BridgeError) {
        if let problem = OptionKeys.problem(L, index, known: known, allowsItems: allowsItems) { throw error(problem) }
    }
}
