import CLuaShim
import Foundation
import Testing
@testable import StagecraftLua

/// The sandbox's own pattern matcher (Sources/CLuaShim/Pattern.c): the same results and error
/// messages as Lua 5.4's string library, and a bounded cost — a crafted pattern ends at the call's
/// deadline with a timeout naming the calling line, or at the step cap when there is no deadline.
@Suite struct PatternTests {
    // MARK: - Differential: sandboxed functions against the original library

    /// Runs every case with a Lua wrapper (not a tail call, so errors carry the harness's file and
    /// line) and prints one line per case: pcall's results, strings quoted with %q.
    static let harness = """
        local function ser(...)
          local n, out = select('#', ...), {}
          for i = 1, n do
            local v = select(i, ...)
            out[i] = type(v) == 'string' and string.format('%q', v) or type(v) == 'number' and math.type(v) .. ':' .. tostring(v) or tostring(v)
          end
          return n .. ':' .. table.concat(out, ',')
        end
        local F = {}
        F.find = function(...) local r = table.pack(string.find(...)) return table.unpack(r, 1, r.n) end
        F.match = function(...) local r = table.pack(string.match(...)) return table.unpack(r, 1, r.n) end
        F.gsub = function(...) local r = table.pack(string.gsub(...)) return table.unpack(r, 1, r.n) end
        F.mfind = function(s, ...) local r = table.pack(s:find(...)) return table.unpack(r, 1, r.n) end
        F.mmatch = function(s, ...) local r = table.pack(s:match(...)) return table.unpack(r, 1, r.n) end
        F.mgsub = function(s, ...) local r = table.pack(s:gsub(...)) return table.unpack(r, 1, r.n) end
        local function iterate(it)
          local out = {}
          for k = 1, 60 do
            local r = table.pack(it())
            if r.n == 0 or r[1] == nil then out[#out + 1] = 'end' .. r.n break end
            out[#out + 1] = ser(table.unpack(r, 1, r.n))
          end
          return table.concat(out, ';')
        end
        F.gmatch = function(...) local it = string.gmatch(...) return iterate(it) end
        F.mgmatch = function(s, ...) local it = s:gmatch(...) return iterate(it) end
        local R = {}
        local function C(name, ...) R[#R + 1] = name .. ' ' .. ser(pcall(F[name], ...)) end

        """

    /// Hand-picked cases from the manual's §6.4 and §6.4.1 and their edges.
    static let handPicked = #"""
        C("find", "hello world", "o w") C("find", "hello", "l", 1, true) C("find", "hello", "", 10) C("find", "hello", "", 6)
        C("find", "hello", "", 7) C("find", "hello", "l", -2) C("find", "hello", "l", -100) C("find", "hello", "l", math.maxinteger)
        C("find", "hello", "l", math.mininteger) C("find", "a+b", "+", 1, true) C("find", "a+b", "a+b", 1, 1) C("find", "abc", "^b")
        C("find", "abc", "c$") C("find", "a$c", "$c") C("find", "a.b", ".", 1, true) C("find", "abc", "b", nil, true) C("find", "", "")
        C("find", "", "", 2) C("find", "abc", "(b)(c)") C("find", "a\0b", "\0", 1, true) C("find", "a\0b", "%z") C("find", "abc", "[a")
        C("find", 12345, 34) C("find", 12345, 3.0) C("find", nil, "x") C("find", "x") C("find", "x", {}) C("find", "x", "x", "y")
        C("find", "x", "x", 1.5) C("find", "x", "x", "2") C("find", "aaab", "a-b") C("find", "[x]", "[]]") C("find", "^", "^^")
        C("match", "key = value", "(%w+)%s*=%s*(%w+)") C("match", "  x", "()x()") C("match", "THE (quick) fox", "%((%a+)%)")
        C("match", "f(a(b)c)d", "%b()") C("match", "THE (quick) fox", "%f[%a]%a+") C("match", "hello hello", "(h%a+) %1")
        C("match", "THE (quick) fox", "%f[%a]%a+", 5) C("match", "abc", "(a") C("match", "abc", "a)") C("match", "abc", "%1")
        C("match", "abc", "(a)%2") C("match", "abc", "(a%1)") C("match", "abc", "%") C("match", "abc", "[a") C("match", "abc", "[]")
        C("match", "abc", "[^]") C("match", "abc", "%b") C("match", "abc", "%ba") C("match", "abc", "%f") C("match", "abc", "%fa")
        C("match", ("a"):rep(300), ("a?"):rep(250)) C("match", ("a"):rep(300), ("a?"):rep(199)) C("match", ("a"):rep(300), ("a?"):rep(200))
        C("match", ("a"):rep(40), ("(a)"):rep(32)) C("match", ("a"):rep(40), ("(a)"):rep(33)) C("match", "x", ("("):rep(40))
        C("match", "hello", ".-(l+)(.*)") C("match", "hello", "()ll()") C("match", "abc", "%0") C("match", "a.b", "%.%")
        C("match", "]", "[]]") C("match", "^", "[%^]") C("match", "\0a\0", "%z(.)%z") C("match", "abc", "a", 1.5)
        C("match", "2024-01-05", "(%d+)-(%d+)-(%d+)") C("match", "  trim me  ", "^%s*(.-)%s*$") C("match", "x = 10", "^(%w+)%s*=%s*(%d+)$")
        C("match", "a,b,,c", "([^,]*),([^,]*),([^,]*)") C("match", "[[nested]]", "%[(%b[])%]") C("match", "0x1F", "^0[xX](%x+)$")
        C("match", "Hello World", "%u%l+$") C("match", "a\tb", "%c") C("match", "café", "[\128-\255]+") C("match", "ab12", "%W*(%D+)")
        C("match", "a-b", "[a%-]+") C("match", "a-b", "[%a-]+") C("match", "-ab", "[-a]+") C("match", "ab", "[a-]") C("match", "abc", "[^%l]")
        C("match", "the end", "%f[%z]") C("match", "word", "%f[%W]") C("match", "ab", "a%f[%l]b") C("match", "ab", "%f[a]")
        C("gsub", "hello world", "o", "0") C("gsub", "hello world", "(o)", "%1%1", 1) C("gsub", "hello", "", "-")
        C("gsub", "abc", "%w", "%0%0") C("gsub", "abc", "%w", "%2") C("gsub", "abc", "(%w)", "%2") C("gsub", "abc", "%w", "%")
        C("gsub", "abc", "%w", "%x") C("gsub", "abc", "%w", {a = 1, b = true}) C("gsub", "abc", "%w", {a = {}}) C("gsub", "abc", "%w")
        C("gsub", "abc", "%w", nil) C("gsub", "abc", "%w", true) C("gsub", "abc", "%w", "x", 1.5) C("gsub", "abc", "%w", "x", "2")
        C("gsub", "abc", "%w", "x", -1) C("gsub", "abc", "^%w", "x") C("gsub", "abc", "()", "%1") C("gsub", "abc", "()", {[1] = "one"})
        C("gsub", "abc", "b*", "-") C("gsub", "hello world", "%w+", function(w) return w:upper() end) C("gsub", "abc", "[a", "x", 0)
        C("gsub", "abc", "%w", function() return 1.5 end) C("gsub", "abc", "%w", function() error("boom") end) C("gsub", 123, 2, 9)
        C("gsub", "$name is $age", "%$(%w+)", {name = "Ann", age = 7}) C("gsub", "abc", "(a)(b)(c)", "%3%2%1%0%%")
        C("gsub", "hello world", "(%w+) (%w+)", "%2 %1") C("gsub", "abc", ".", {a = false}) C("gsub", "abc", "", "%0", 2)
        C("gsub", "x", "x", "%1") C("gsub", "x", "(x)", "%9") C("gsub", "abc", "b", "%") C("gsub", "abc", "z", "%")
        C("gsub", "one two", "(%w+)", function(a, b) return b end) C("gsub", "abc", "%w", function(c) return c, "ignored" end)
        C("gmatch", "one two three", "%a+") C("gmatch", "k=v, a=b", "(%w+)=(%w+)") C("gmatch", "abc", "") C("gmatch", "abc", "", 2)
        C("gmatch", "abc", "", 10) C("gmatch", "abc", "", -1) C("gmatch", "^a^a", "^a") C("gmatch", "abc", "b*") C("gmatch", "abc", "()")
        C("gmatch", "abc") C("gmatch", "abc", "(") C("gmatch", "abc", "[a") C("gmatch", "abc", "[a", 9) C("gmatch", "a,b,,c", "([^,]*)")
        C("mfind", "hello", "l+") C("mmatch", "hello", "(h)(e)") C("mgsub", "hello", "l", "L") C("mgmatch", "a b c", "%a")
        C("mfind", "hello", "%") C("mgsub", "hello", "l", {}) C("mmatch", "hello", "l", -1)
        """#

    /// A small random-pattern generator (fixed seed): subjects and patterns over a few bytes that
    /// exercise every item, plus malformed pieces; the four functions with random init, plain, max-n
    /// and replacements.
    static func randomCases(count: Int, seed: UInt64) -> String {
        var rng = SplitMix64(seed: seed)
        let subjectBytes: [String] = ["a", "b", "c", "a", "b", "1", "2", " ", "(", ")", ".", "%", "-", "[", "]", "^", "$", "_", "\0", "x", "A", "\n", "\u{80}", "\u{FF}"]
        let items = ["a", "b", "c", ".", "%a", "%d", "%s", "%w", "%p", "%A", "%S", "%x", "%z", "%.", "%%", "[ab]", "[^a]", "[a-c]", "[%d_]",
                     "[]a]", "[^]]", "%b()", "%f[%w]", "%f[%W]", "%1", "%2", "(", ")", "()", "x", "1", "%", "[a", "%b", "%f", "%g",
                     "%l", "%u", "%c", "%C", "%U", "$", "^", "[%a-]", "[-a]", "[\u{80}-\u{FF}]"]
        let quantifiers = ["", "", "", "*", "+", "-", "?"]
        let replacements = [#""x""#, #""%0""#, #""%1""#, #""<%1|%2>""#, #""%%""#, #""%""#, #""%a""#, #""""#, #""[%0]""#, "7",
                            #"{a = "A", b = false, ["1"] = true}"#, "function(a, b) return b or a and a:upper() end",
                            "function() return {} end", "function() return nil end"]
        func pick<T>(_ array: [T]) -> T { array[Int(rng.next() % UInt64(array.count))] }
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }
        var lines: [String] = []
        for _ in 0..<count {
            let subject = (0..<number(0...14)).map { _ in pick(subjectBytes) }.joined()
            var pattern = number(0...4) == 0 ? "^" : ""
            var open = 0
            for _ in 0..<number(0...6) {
                let item = pick(items)
                if item == "(" { open += 1 } else if item == ")" { open -= 1 }
                pattern += item
                if item.count <= 5, !["(", ")", "()"].contains(item), !item.hasPrefix("%b"), !item.hasPrefix("%f") { pattern += pick(quantifiers) }
            }
            while open > 0, number(0...2) > 0 { pattern += ")"; open -= 1 }
            if number(0...5) == 0 { pattern += "$" }
            let s = luaLiteral(subject), p = luaLiteral(pattern)
            let initArg = number(0...3) == 0 ? String(number(-18...18)) : "nil"
            switch number(0...3) {
            case 0: lines.append("C(\"find\", \(s), \(p), \(initArg), \(number(0...4) == 0 ? "true" : "nil"))")
            case 1: lines.append("C(\"match\", \(s), \(p), \(initArg))")
            case 2: lines.append("C(\"gmatch\", \(s), \(p), \(initArg))")
            default: lines.append("C(\"gsub\", \(s), \(p), \(pick(replacements)), \(number(0...3) == 0 ? String(number(-1...3)) : "nil"))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A Lua string literal for `text`'s bytes (Latin-1 scalars stand for single bytes).
    static func luaLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let byte = scalar.value
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                out.unicodeScalars.append(scalar)
            } else {
                out += String(format: "\\%03d", byte)
            }
        }
        return out + "\""
    }

    /// Runs `cases` in a sandboxed state and in a plain `luaL_newstate` with the original library.
    static func runBoth(_ cases: String) throws -> (sandboxed: [String], original: [String]) {
        // Results are joined with byte 1, which %q always escapes (a quoted newline spans two lines).
        let script = harness + cases + "\nreturn table.concat(R, '\\1')"
        var limits = LuaState.Limits()
        limits.loadBudget = 30  // a debug build, two busy cores: the cases are small, the budget only a backstop
        let lua = try LuaState(limits: limits)
        let sandboxed = try lua.run(script, chunkName: "=diff").first ?? ""
        guard let L = luaL_newstate() else { throw LuaError(kind: .memory, message: "no state") }
        defer { lua_close(L) }
        luaL_openlibs(L)
        let bytes = Array(script.utf8)
        var status = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { luaL_loadbufferx(L, $0.baseAddress, $0.count, "=diff", "t") }
        }
        if status == LUA_OK { status = lua_pcallk(L, 0, 1, 0, 0, nil) }
        var length = 0
        let text = lua_tolstring(L, -1, &length).map { String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self) } ?? ""
        #expect(status == LUA_OK, "\(text)")
        return (sandboxed.components(separatedBy: "\u{1}"), text.components(separatedBy: "\u{1}"))
    }

    static func expectSame(_ cases: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let (sandboxed, original) = try runBoth(cases)
        #expect(sandboxed.count == original.count, sourceLocation: sourceLocation)
        let caseLines = cases.components(separatedBy: "\n")
        var differences = 0
        for (index, (mine, theirs)) in zip(sandboxed, original).enumerated() where mine != theirs {
            differences += 1
            if differences <= 10 {
                Issue.record("case \(index + 1) differs\n  sandbox: \(mine)\n  Lua:     \(theirs)\n  (\(caseLines.count == sandboxed.count ? caseLines[index] : "see the cases"))", sourceLocation: sourceLocation)
            }
        }
        return original.count
    }

    @Test func sx1_4_handPickedCasesGiveLuasResultsAndErrors() throws {
        let count = try Self.expectSame(Self.handPicked)
        #expect(count == Self.handPicked.components(separatedBy: "C(\"").count - 1)
        #expect(count >= 140)
        // The error messages are Lua's own, with the calling line's position.
        let (sandboxed, _) = try Self.runBoth(#"C("match", "abc", "%")"#)
        #expect(sandboxed.count == 1 && sandboxed[0].hasPrefix("match 2:false,\"diff:") && sandboxed[0].hasSuffix(": malformed pattern (ends with '%')\""), "\(sandboxed)")
    }

    @Test func sx1_4_randomPatternsGiveLuasResultsAndErrors() throws {
        // One case per line, so a difference names its case.
        let cases = Self.randomCases(count: 800, seed: 0x5EED_CAFE)
        let count = try Self.expectSame(cases)
        #expect(count == 800)
    }

    @Test func sx1_4_stringMethodsAreTheSandboxedFunctions() throws {
        let lua = try LuaState()
        #expect(try lua.run("return ('').find == string.find, ('').match == string.match, ('').gmatch == string.gmatch, ('').gsub == string.gsub")
            == ["true", "true", "true", "true"])
    }

    // MARK: - Bounded cost

    static let hostileSetup = """
        local s = string.rep("a", 40)
        local p = string.rep("a*", 20) .. "b"

        """

    func limits(budget: Double, stepCap: Int? = nil) -> LuaState.Limits {
        var limits = LuaState.Limits()
        limits.loadBudget = budget
        limits.callbackBudget = budget
        if let stepCap { limits.patternStepCap = stepCap }
        return limits
    }

    /// Runs `line` (line 3, after the hostile subject and pattern) and expects a clean timeout there.
    /// The budget is CPU time of the calling thread (the watchdog's clock), so the stop is measured on
    /// that clock too: a busy machine stretches wall time, not the thread's CPU time.
    func expectTimeout(_ lua: LuaState, _ line: String, budget: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let start = threadCPUTime()
        do {
            try lua.run(Self.hostileSetup + line, chunkName: "@hostile.lua")
            Issue.record("expected a timeout: \(line)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == .timeout, "\(error.kind) \(error.message)", sourceLocation: sourceLocation)
            #expect(error.message.hasPrefix("hostile.lua:3: timeout: the script ran past its time budget"), "\(error.message)", sourceLocation: sourceLocation)
        }
        let elapsed = threadCPUTime() - start
        #expect(elapsed >= budget && elapsed < budget + 1.0, "stopped after \(elapsed) s of CPU", sourceLocation: sourceLocation)
    }

    /// Seconds of CPU time the calling thread has used.
    func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func sx1_4_aCraftedPatternEndsAtTheDeadlineInEveryFunction() throws {
        // No step cap in reach: with the default 100 M steps, a fast machine could reach the cap
        // before 0.1 s of CPU and end with the other error. The crafted match never ends by itself.
        let lua = try LuaState(limits: limits(budget: 0.1, stepCap: Int.max))
        for line in [
            "local i = string.find(s, p)",
            "local m = string.match(s, p)",
            "for m in string.gmatch(s, p) do end",
            "local r = string.gsub(s, p, '')",
            "local i = s:find(p)",
            "local r = s:gsub(p, function(x) return x end)",
            "local ok = pcall(string.find, s, p) return 'swallowed'",  // the timeout can't be caught
        ] {
            expectTimeout(lua, line, budget: 0.1)
            // The state stays usable, and patterns work again.
            #expect(try lua.run("return 1 + 1") == ["2"])
            #expect(try lua.run("return ('hello world'):find('o w')") == ["5", "7"])
            #expect(try lua.run("return ('x=1'):match('(%w)=(%d)')") == ["x", "1"])
        }
    }

    /// Not backtracking, but long C loops all the same: a long set tested at every position, a
    /// plain search with a long needle, %b over a long unbalanced run. Counted in steps, without a
    /// deadline, so no clock is involved: each needs far more steps than the cap (lower bounds from
    /// Pattern.c's charges), while the same work uncharged is a few milliseconds and would return.
    @Test func sx1_4_longScansAreChargedToo() throws {
        let lua = try LuaState(limits: limits(budget: 0.1, stepCap: 100_000))
        for (line, name) in [
            // 10 000 start positions, each reading the 1 000-byte set once: (1 001 >> 2) = 250 steps
            // apiece, 2 500 000 in all.
            (#"local i = string.find(string.rep("a", 1e4), "[" .. string.rep("b", 1e3) .. "]*c")"#, "find"),
            // 5 000 places the 5 001-byte needle can start, each a memchr hit charged 1 + (5 001 >> 6)
            // = 79 steps: 395 000.
            (#"local i = string.find(string.rep("a", 1e4), string.rep("a", 5e3) .. "b", 1, true)"#, "find"),
            // From each of 10 000 positions a scan to the end, charged (length >> 3): about
            // 10 000² / 16 = 6 250 000 steps.
            (#"local i = string.find(string.rep("(", 1e4), "%b()")"#, "find"),
        ] {
            do {
                try lua.load(Self.hostileSetup + line, chunkName: "@scan.lua")
                try lua.call(nargs: 0, nresults: 0, budget: 0)  // no deadline: only the step cap can stop it
                Issue.record("expected the step cap: \(line)")
            } catch {
                #expect(error.kind == .runtime)
                #expect(error.message.hasPrefix("scan.lua:3: string.\(name): pattern too complex for the sandbox (over 100000 matching steps)"), "\(error.message)")
            }
        }
        #expect(try lua.run("return 1 + 1") == ["2"])
    }

    /// With a deadline, long scans end at it: the checks that count their steps also look at the
    /// deadline. No step cap can fire first (it is out of reach), and each scan is far beyond 0.1 s
    /// of CPU on any machine (at least 10¹¹ byte tests or compares), so the deadline is the only end.
    @Test func sx1_4_longScansEndAtTheDeadline() throws {
        let lua = try LuaState(limits: limits(budget: 0.1, stepCap: Int.max))
        for line in [
            #"local i = string.find(string.rep("a", 1e6), "[" .. string.rep("b", 1e5) .. "]*c")"#,
            #"local i = string.find(string.rep("a", 1e6), string.rep("a", 5e5) .. "b", 1, true)"#,
            #"local i = string.find(string.rep("(", 1e6), "%b()")"#,
        ] {
            expectTimeout(lua, line, budget: 0.1)
        }
        #expect(try lua.run("return 1 + 1") == ["2"])
    }

    @Test func sx1_4_withoutADeadlineTheStepCapStopsTheMatch() throws {
        let lua = try LuaState(limits: limits(budget: 0.1, stepCap: 2_000_000))
        for (line, name) in [("local i = string.find(s, p)", "find"), ("for m in s:gmatch(p) do end", "gmatch")] {
            let start = Date()
            do {
                try lua.load(Self.hostileSetup + line, chunkName: "@nodeadline.lua")
                try lua.call(nargs: 0, nresults: 0, budget: 0)  // no deadline at all
                Issue.record("expected the step cap")
            } catch {
                #expect(error.kind == .runtime)
                #expect(error.message.hasPrefix("nodeadline.lua:3: string.\(name): pattern too complex for the sandbox (over 2000000 matching steps)"), "\(error.message)")
            }
            #expect(Date().timeIntervalSince(start) < 5)
        }
        // Ordinary work is far below the cap: a gsub over a 100 KB text.
        #expect(try lua.run("local t = string.rep('word 123 ', 11000) local r, n = t:gsub('%w+', '<%0>') return n") == ["22000"])
    }

    @Test func sx1_4_theSubjectCapStays() throws {
        var limits = LuaState.Limits()
        limits.patternSubjectCap = 100
        let lua = try LuaState(limits: limits)
        for name in ["find", "match", "gmatch", "gsub"] {
            do {
                try lua.run("local s = string.rep('x', 101) return string.\(name)(s, 'x', 'y')", chunkName: "@cap.lua")
                Issue.record("expected the subject cap")
            } catch {
                #expect(error.message.contains("cap.lua:1: string.\(name): subject of 101 bytes is over the sandbox's cap of 100 bytes"), "\(error.message)")
            }
        }
        #expect(try lua.run("return (string.rep('x', 100):find('x$'))") == ["100"])
    }
}

/// A small deterministic generator (SplitMix64), so the random cases are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
