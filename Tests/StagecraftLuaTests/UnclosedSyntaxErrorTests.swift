import Testing
@testable import StagecraftLua

/// Issue 27 part 1: a syntax error about a bracket or block never closed points at the line that
/// opened it (Lua names it in its message), not at the line where Lua gave up.
@Suite struct UnclosedSyntaxErrorTests {
    @Test func anUnclosedParenthesisIsReportedAtItsOwnLine() throws {
        let lua = try LuaState()
        var caught: LuaError?
        do { try lua.run("f(1,\n2\nlocal x = 1\n", chunkName: "@u.lua") } catch { caught = error }
        let error = try #require(caught)
        #expect(error.kind == .syntax)
        #expect(error.line == 1)
        #expect(error.message == "u.lua:1: '(' is not closed: ')' expected near 'local' on line 3")
    }

    @Test func anUnclosedFunctionIsReportedWhereItBegins() {
        #expect(LuaError.pointingAtUnclosed("a.lua:9: 'end' expected (to close 'function' at line 3) near <eof>")
            == "a.lua:3: 'function' is not closed: 'end' expected near <eof> on line 9")
    }

    @Test func otherMessagesAndOtherKindsAreLeftAsLuaWroteThem() {
        #expect(LuaError.pointingAtUnclosed("x.lua:3: unexpected symbol near '+'") == "x.lua:3: unexpected symbol near '+'")
        // A runtime error's text is the script's own (error("…")): never rewritten.
        let runtime = LuaError(kind: .runtime, luaText: "x.lua:15: ')' expected (to close '(' at line 14) near 'end'")
        #expect(runtime.line == 15)
    }
}
