import Testing
@testable import StagecraftLua

@Suite struct LuaStateTests {
    @Test func runsAChunkThroughTheShim() throws {
        let lua = try LuaState()
        #expect(try lua.run("return 6 * 7, _VERSION") == ["42", "Lua 5.4"])
    }

    @Test func syntaxErrorsNameTheChunkAndLine() throws {
        let lua = try LuaState()
        #expect(throws: LuaError.self) { try lua.run("local x = \n = 1", chunkName: "@fade.lua") }
        do { try lua.run("local x = \n = 1", chunkName: "@fade.lua") } catch {
            #expect(error.kind == .syntax)
            #expect(error.message.hasPrefix("fade.lua:2:"))
        }
    }

    @Test func runtimeErrorsCarryATraceback() throws {
        let lua = try LuaState()
        do { try lua.run("local t = nil\nreturn t.x", chunkName: "@anim.lua"); Issue.record("expected an error") } catch {
            #expect(error.kind == .runtime)
            #expect(error.message.hasPrefix("anim.lua:2: attempt to index a nil value"))
            #expect(error.traceback.hasPrefix("stack traceback:"))
            #expect(error.chunk == "anim.lua" && error.line == 2)
        }
    }

    @Test func sx3_4_theCappedAllocatorTurnsAMemoryBombIntoAnError() throws {
        var limits = LuaState.Limits()
        limits.memory = 4 << 20
        let lua = try LuaState(limits: limits)
        do { try lua.run("local t = {} for i = 1, 1e8 do t[i] = i end"); Issue.record("expected an error") } catch {
            #expect(error.kind == .memory)
        }
        // The state stays usable after the failure.
        #expect(try lua.run("return 1 + 1") == ["2"])
    }
}
