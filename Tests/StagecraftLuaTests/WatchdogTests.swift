import CLuaShim
import Foundation
import Testing
@testable import StagecraftLua

/// The deadline watchdog samples calls on its own tick instead of being woken by each one: these
/// check that it still tells calls apart, never kills early, and wakes up after parking.
@Suite struct WatchdogTests {
    func limits(budget: Double) -> LuaState.Limits {
        var limits = LuaState.Limits()
        limits.loadBudget = budget
        limits.callbackBudget = budget
        return limits
    }

    @Test func manyShortCallsInARowAreNeverKilled() throws {
        // 300 calls of ~1 ms of CPU under a 150 ms budget: together past the budget, each well
        // within even when a loaded 2-core machine stretches a call's wall time several-fold.
        let lua = try LuaState(limits: limits(budget: 0.15))
        try lua.load("return function() local t = os.clock() while os.clock() - t < 0.001 do end end", chunkName: "=spin")
        try lua.call(nargs: 0, nresults: 1)
        let L = lua.state
        for _ in 0..<300 {
            lua_pushvalue(L, -1)
            try lua.call(nargs: 0, nresults: 0)
        }
    }

    @Test func aCallJustUnderItsBudgetIsNotKilled() throws {
        // 30 ms of wall time (what the budget measures) under a 50 ms budget: a spin on the CPU
        // clock would stretch past the budget on a loaded machine and test the load, not the watchdog.
        let lua = try LuaState(limits: limits(budget: 0.05))
        lua_rawgeti(lua.state, sc_registryindex(), lua_Integer(lua.baseRef))
        LuaStack.setFunction(lua.state, -1, "wallClock") { L in
            lua_pushnumber(L, Date().timeIntervalSinceReferenceDate)
            return 1
        }
        sc_pop(lua.state, 1)
        #expect(try lua.run("local t = wallClock() while wallClock() - t < 0.03 do end return 'done'") == ["done"])
    }

    @Test func aLoopIsKilledSoonAfterItsBudgetEvenAfterTheWatchdogParked() throws {
        let lua = try LuaState(limits: limits(budget: 0.03))
        Thread.sleep(forTimeInterval: 0.25)  // nothing runs: the watchdog parks
        for _ in 0..<3 {
            let start = Date()
            do {
                try lua.run("while true do end", chunkName: "@loop.lua")
                Issue.record("expected a timeout")
            } catch {
                #expect(error.kind == .timeout)
                #expect(error.message.hasPrefix("loop.lua:1: timeout"))
            }
            let elapsed = Date().timeIntervalSince(start)
            #expect(elapsed >= 0.03 && elapsed < 0.5, "killed after \(elapsed) s")
        }
        #expect(try lua.run("return 1 + 1") == ["2"])
    }
}
