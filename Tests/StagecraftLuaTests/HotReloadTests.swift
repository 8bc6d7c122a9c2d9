import CLuaShim
import Foundation
import Stagecraft
import Testing
@testable import StagecraftLua

/// Hot reload (issue 5, LUA_EMBEDDING.md §5): files are saved to a temporary root and the reloader
/// is polled; inotify queues an event before the rename returns, so a poll right after a save sees
/// it, and waits are bounded (`wait(timeout:)`) where a debounce applies.
@Suite struct HotReloadTests {
    @Test func hr1_1_aWriteThenRenameSaveMakesANewGeneration() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        #expect(fade.generation == 1)
        let first = fade.current

        try files.save("fade.lua", ScriptDirectory.animator("v2"))
        let reports = reloader.poll()
        #expect(reports.count == 1 && reports.first?.succeeded == true, "\(reports)")
        #expect(reports.first?.latency ?? 1 < 0.5)
        #expect(fade.generation == 2 && fade.current !== first)
        #expect(reloader.lua.log.suffix(1) == ["v2 onReload 2 2"])  // the state table survived
        #expect(reloader.poll().isEmpty)  // one save, one reload
    }

    @Test func hr1_1_aSaveInPlaceAndThePollingFallbackBothReload() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        let inotify = try HotReloader(roots: [files.root])
        let polling = try HotReloader(roots: [files.root], backend: .polling, debounce: 0.01)
        #expect(polling.watcher?.backend == .polling)
        let a = try inotify.load(files.path("fade.lua"), as: .animator)
        let b = try polling.load(files.path("fade.lua"), as: .animator)
        Thread.sleep(forTimeInterval: 0.01)  // a new modification time even on coarse clocks
        try files.overwrite("fade.lua", ScriptDirectory.animator("v2"))
        #expect(inotify.poll().first?.succeeded == true)
        #expect(polling.wait(timeout: 2).first?.succeeded == true)
        #expect(a.generation == 2 && b.generation == 2)
    }

    @Test func hr1_3_aBrokenSaveKeepsTheLastGoodVersionAndTheFixIsPickedUp() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        var limits = LuaState.Limits()
        limits.loadBudget = 0.3  // the memory bomb must meet the cap before the budget, even under ASan
        limits.memory = 8 << 20
        let reloader = try HotReloader(roots: [files.root], limits: limits)
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        var seen: [HotReloader.Report] = []
        reloader.onReport = { seen.append($0) }

        let broken: [(String, LuaError.Kind, String)] = [
            ("local M = {}\nfunction M.animateTransition(ctx)\n  ctx:view('to' end\nreturn M", .syntax, "fade.lua:3:"),
            ("local M = {}\nlocal x = nil\nx.y = 1\nreturn M", .runtime, "fade.lua:3: attempt to index a nil value"),
            ("return { transitionDuration = function() return 1 end }", .misuse, "missing animateTransition"),
            ("while true do end", .timeout, "fade.lua:1: timeout"),
            // 64 KiB a step: the cap is met within ~130 steps, long before the load budget on any machine.
            ("local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 65536) .. i end", .memory, "not enough memory"),
            ("local M = {}\nfunction M.transitionDuration(ctx) return 1 end\nfunction M.animateTransition(ctx) end\n"
                + "function M.onReload(state) error('bad state') end\nreturn M", .runtime, "fade.lua:4: bad state"),
        ]
        for (source, kind, text) in broken {
            try files.save("fade.lua", source)
            let report = try #require(reloader.poll().first)
            #expect(!report.succeeded)
            #expect(report.error?.kind == kind, "\(report)")
            #expect(report.error?.message.contains(text) == true, "\(report)")
            #expect(report.generation == 1 && fade.generation == 1 && fade.lastError != nil)
        }
        // The last good version still runs transitions.
        let world = World()
        let card = world.present(HotTransitioningDelegate(presenting: fade))
        world.engine.advance(by: 2)
        #expect(card.presentingViewController === world.root)
        #expect(reloader.lua.log.contains("v1 done"))

        try files.save("fade.lua", ScriptDirectory.animator("v2"))
        #expect(reloader.poll().first?.succeeded == true)
        #expect(fade.generation == 2 && fade.lastError == nil)
        #expect(seen.count == broken.count + 1)
    }

    @Test func hr1_1_modulesThatRequireAChangedModuleReloadAndADeletedModuleKeepsThemRunning() throws {
        let files = try ScriptDirectory()
        try files.save("lib/timing.lua", "return { duration = 0.25 }")
        let animator = { (tag: String) in
            ScriptDirectory.animator(tag, prelude: "local timing = require('lib.timing')")
                .replacingOccurrences(of: "function M.transitionDuration(ctx) return 1.0 end", with: "function M.transitionDuration(ctx) return timing.duration end")
        }
        try files.save("fade.lua", animator("fade"))
        try files.save("slide.lua", animator("slide"))
        try files.save("other.lua", ScriptDirectory.animator("other"))
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        let slide = try reloader.load(files.path("slide.lua"), as: .animator)
        let other = try reloader.load(files.path("other.lua"), as: .animator)
        #expect(reloader.registry.dependencies(of: fade.path) == [files.path("lib/timing.lua")])

        try files.save("lib/timing.lua", "return { duration = 0.5 }")
        let reports = reloader.poll()
        #expect(Set(reports.map(\.script)) == [fade.path, slide.path] && reports.allSatisfy(\.succeeded), "\(reports)")
        #expect(fade.generation == 2 && slide.generation == 2 && other.generation == 1)
        let world = World()
        let card = world.present(HotTransitioningDelegate(presenting: fade))
        world.engine.advance(by: 0.49)
        #expect(card.view.presentation.alpha < 1)
        world.engine.advance(by: 0.02)
        #expect(reloader.lua.log.last == "fade done", "\(reloader.lua.log) \(reloader.lua.errors) \(world.engine.diagnostics)")  // the new module's duration

        try files.remove("lib/timing.lua")
        let failed = reloader.wait(timeout: 2)  // a deletion is debounced (it may be half a save)
        #expect(failed.count == 2 && failed.allSatisfy { !$0.succeeded }, "\(failed)")
        #expect(failed.first?.error?.message.contains("module 'lib.timing' not found") == true)
        #expect(failed.first?.error?.message.contains(".lua:1:") == true, "names the requiring line: \(failed)")
        #expect(fade.generation == 2 && slide.generation == 2)
        let dismissals = fade.current
        world.root.dismiss(animated: true)
        world.engine.advance(by: 1)
        #expect(card.presentingViewController == nil && dismissals.errors.isEmpty)  // the old code still runs

        try files.save("lib/timing.lua", "return { duration = 0.1 }")
        let fixed = reloader.poll()
        #expect(fixed.count == 2 && fixed.allSatisfy(\.succeeded), "\(fixed)")
        #expect(fade.generation == 3 && slide.generation == 3)
    }

    @Test func hr1_1_aRenamedScriptIsADeletionAndANewFile() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        guard rename(files.path("fade.lua"), files.path("renamed.lua")) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let reports = reloader.wait(timeout: 2)
        #expect(reports.first?.error?.message.contains("deleted or renamed") == true, "\(reports)")
        #expect(fade.generation == 1)
        guard rename(files.path("renamed.lua"), files.path("fade.lua")) == 0 else { throw CocoaError(.fileWriteUnknown) }
        #expect(reloader.wait(timeout: 2).first?.succeeded == true)
        #expect(fade.generation == 2)
    }

    @Test func hr1_4_aHardReloadStartsAFreshStateAndCarriesTheStateTable() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        var prepared = 0
        let reloader = try HotReloader(roots: [files.root], prepare: { _ in prepared += 1 })
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        let old = reloader.lua
        let reports = reloader.hardReload()
        #expect(prepared == 2)
        #expect(reports.first?.succeeded == true && reports.first?.isHard == true)
        #expect(reloader.lua !== old && fade.current.lua === reloader.lua)
        #expect(reloader.lua.log == ["v1 onReload 2 2"])
    }
}

/// What a hard reload carries across states.
@Suite struct StateTableCopyTests {
    @Test func hr1_4_plainDataIsCopiedSharedTablesStaySharedAndTheRestIsLeftOut() throws {
        let a = try LuaState(), b = try LuaState()
        let table = a.newTableRef()
        try a.load("local t = ... t.n, t.i, t.s, t.b = 1.5, 7, 'x', true t.sub = {1, 2, {3}} t.same = t.sub t.self = t t.f = print",
                   chunkName: "=fill")
        table.push()
        try a.call(nargs: 1, nresults: 0)
        let copy = b.copyTable(table, from: a)
        try b.load("""
            local t = ...
            return string.format('%s %s %s %s %d %s %s %s', t.n, math.type(t.i), t.s, t.b, #t.sub, t.same == t.sub, t.self == t, t.f)
            """, chunkName: "=check")
        copy.push()
        try b.call(nargs: 1, nresults: 1)
        defer { lua_settop(b.state, 0) }
        #expect(LuaStack.string(b.state, -1) == "1.5 integer x true 3 true true nil")
    }
}
