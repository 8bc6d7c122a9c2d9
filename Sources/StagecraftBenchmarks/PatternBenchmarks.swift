import CLuaShim
import Foundation

/// The sandbox's pattern matcher (Pattern.c) against Lua's own string library, in one plain state,
/// run alternately: `pattern.<case>.ratio_vs_lua` (below 1: faster than Lua's). Build with
/// `-c release`: a debug build compiles the shim without optimisation, Lua's library is -O2.
enum PatternBenchmarks {
    static let script = """
        local words = {} for i = 1, 20000 do words[i] = (i % 7 == 0) and tostring(i * 37) or ("word" .. (i % 13)) end
        local text = table.concat(words, " "):sub(1, 100000)
        local cases = {
          {"gsub_words", function(L) return L.gsub(text, "%w+", "<%0>") end},
          {"gsub_spaces", function(L) return L.gsub(text, "%s+", " ") end},
          {"find_digits_loop", function(L) local i, n = 1, 0 while true do local s, e = L.find(text, "%d+", i) if not s then break end n = n + 1 i = e + 1 end return n end},
          {"gmatch_captures", function(L) local n = 0 for a, b in L.gmatch(text, "(%a+)(%d*)") do n = n + 1 end return n end},
          {"match_key_value", function(L) local n = 0 for i = 1, 20000 do if L.match("  name = value  ", "^%s*([%w_]+)%s*=%s*(.-)%s*$") then n = n + 1 end end return n end},
        }
        local out = {}
        for _, c in ipairs(cases) do
          assert(c[2](string) == c[2](pm))
          local ratios = {}
          for k = 1, 9 do
            local t = os.clock() c[2](string) local lua = os.clock() - t
            t = os.clock() c[2](pm) local mine = os.clock() - t
            ratios[k] = mine / lua
          end
          table.sort(ratios)
          out[#out + 1] = c[1] .. " " .. ratios[5]
        end
        return table.concat(out, "\\n")
        """

    static func run() {
        guard let L = luaL_newstate() else { return }
        defer { lua_close(L) }
        luaL_openlibs(L)
        lua_createtable(L, 0, 4)
        sc_install_patterns(L, -1, 1 << 20)
        lua_setglobal(L, "pm")
        let bytes = Array(script.utf8)
        var status = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { luaL_loadbufferx(L, $0.baseAddress, $0.count, "=pattern_bench", "t") }
        }
        if status == LUA_OK { status = lua_pcallk(L, 0, 1, 0, 0, nil) }
        let text = lua_tolstring(L, -1, nil).map { String(cString: $0) } ?? ""
        guard status == LUA_OK else { return print("pattern: \(text)") }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let ratio = Double(parts[1]) { Harness.metric("pattern.\(parts[0]).ratio_vs_lua", ratio, "x") }
        }
    }
}
