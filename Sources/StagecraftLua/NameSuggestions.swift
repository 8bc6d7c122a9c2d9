import CLuaShim

/// "Did you mean": the registered names nearest a misspelt one — a member of a bound type, an
/// animation option, an enum's string — so an error names the fix (`UIView has no member 'animte'
/// — did you mean 'animate'?`). The candidates are always the names the bindings registered
/// (the dispatch tables, the option tables, an enum's cases), never a list kept by hand.
public enum NameSuggestions {
    /// The names nearest `typed`: those a slip of the keyboard away (edit distance, ignoring
    /// case, as `OptionKeys.closest`), else those that contain it whole (`easeOut` →
    /// `curveEaseOut`: UIKit's prefixes are the common thing left out). Ties are all given, up to
    /// `limit`, in alphabetical order; none when nothing is near. A name of one or two letters is
    /// a slip away from every other short name (`z` from `x` and `y`): only its case is corrected.
    public static func nearest(to typed: String, among names: some Sequence<String>, limit: Int = 3) -> [String] {
        let lowered = typed.lowercased(), letters = Array(lowered)
        guard !letters.isEmpty else { return [] }
        let slip = letters.count < 3 ? 0 : max(1, min(3, letters.count / 3))
        var scored: [(name: String, score: Int)] = []
        for name in Set(names) where name != typed && !name.hasPrefix("__") {
            let candidate = name.lowercased()
            let distance = OptionKeys.editDistance(letters, Array(candidate))
            if distance <= slip {
                scored.append((name, distance))
            } else if letters.count >= 4, candidate.contains(lowered) {
                scored.append((name, slip + 1))
            }
        }
        guard let best = scored.map(\.score).min() else { return [] }
        return Array(scored.filter { $0.score == best }.map(\.name).sorted().prefix(limit))
    }

    /// " — did you mean 'animate'?" (or "'a' or 'b'"), or "" when nothing is near. `quote` wraps
    /// each name as the message shows names: `'` for members, `"` for strings a script passes.
    public static func hint(for typed: String, among names: some Sequence<String>, quote: String = "'") -> String {
        let near = nearest(to: typed, among: names)
        guard !near.isEmpty else { return "" }
        return " — did you mean " + near.map { quote + $0 + quote }.joined(separator: " or ") + "?"
    }

    /// The string keys of the table at `index`, read raw. stack: unchanged.
    static func keys(_ L: OpaquePointer, _ index: Int32) -> [String] {
        guard lua_type(L, index) == LUA_TTABLE else { return [] }
        let table = lua_absindex(L, index)
        var names: [String] = []
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            sc_pop(L, 1)
            // LuaStack.string never converts in place, so the key stays valid for lua_next.
            if lua_type(L, -1) == LUA_TSTRING, let name = LuaStack.string(L, -1) { names.append(name) }
        }
        return names
    }
}
