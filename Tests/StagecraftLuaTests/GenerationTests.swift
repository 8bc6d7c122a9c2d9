import Foundation
import Stagecraft
import Testing
@testable import StagecraftLua

/// Generations: what runs on old code and what on new after a reload (LUA_EMBEDDING.md §5).
@Suite struct GenerationTests {
    @Test func hr1_2_aReloadDuringAnInteractiveTransitionLetsItFinishOnTheOldGeneration() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        let world = World()
        let delegate = HotTransitioningDelegate(presenting: fade)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction
        let card = world.present(delegate)
        world.engine.advance(by: 0)
        interaction.update(0.3)
        world.engine.advance(by: 0.1)
        weak var inFlight = fade.current
        let firstToken = fade.token
        #expect(reloader.lua.log.last == "v1 animate")

        try files.save("fade.lua", ScriptDirectory.animator("v2"))
        #expect(reloader.poll().first?.succeeded == true)
        #expect(fade.generation == 2 && fade.retiringCount == 1)  // v1 is still finishing the transition
        #expect(fade.current !== inFlight && !firstToken.isRetired)
        interaction.update(0.6)
        world.engine.advance(by: 0.1)
        #expect(abs(card.view.presentation.alpha - 0.6) < 0.01)  // still scrubbed by v1's animation
        interaction.finish()
        world.engine.advance(by: 2)
        #expect(card.presentingViewController === world.root && card.view.alpha == 1)
        #expect(!reloader.lua.log.contains { $0.hasPrefix("v2 animate") })
        #expect(reloader.lua.log.last == "v1 done")
        world.engine.advance(by: 0.1)  // the ended transition lets go of its animator after a frame
        reloader.poll()
        #expect(fade.retiringCount == 0 && firstToken.isRetired && inFlight == nil)

        // The next transition uses the new generation.
        delegate.presentationInteraction = nil
        world.root.dismiss(animated: true)
        world.engine.advance(by: 2)
        #expect(Array(reloader.lua.log.suffix(2)) == ["v2 animate", "v2 done"])
        #expect(card.presentingViewController == nil)
    }

    @Test func hr1_2_aReloadBeforeAHandedOutAnimatorStartsLetsItRunItsTransition() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v1"))
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        let world = World()
        let card = world.present(HotTransitioningDelegate(presenting: fade))  // starts on the next turn
        try files.save("fade.lua", ScriptDirectory.animator("v2"))
        #expect(reloader.poll().first?.succeeded == true)
        world.engine.advance(by: 2)
        #expect(Array(reloader.lua.log.suffix(2)) == ["v1 animate", "v1 done"])
        #expect(card.presentingViewController === world.root && card.view.alpha == 1)
    }

    @Test func hr1_2_callbacksOfARetiredGenerationAreCancelled() throws {
        let files = try ScriptDirectory()
        // Each generation starts a 5 s animation when it loads; its completion is a callback
        // that outlives the load and no transition holds the generation.
        let timer = { (tag: String) in
            ScriptDirectory.animator(tag, prelude: """
                local probe = UIView(CGRect(0, 0, 1, 1))
                UIView.animate(5, function() probe.alpha = 0 end, function() print("\(tag) timer") end)
                """)
        }
        try files.save("fade.lua", timer("v1"))
        let world = World()
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        world.engine.advance(by: 1)
        try files.save("fade.lua", timer("v2"))
        #expect(reloader.poll().first?.succeeded == true)
        // A failed reload's callbacks are cancelled too.
        try files.save("fade.lua", timer("v3") + "\nerror('after registering')")
        #expect(reloader.poll().first?.succeeded == false)
        world.engine.advance(by: 10)
        #expect(reloader.lua.log.filter { $0.hasSuffix("timer") } == ["v2 timer"])
        #expect(fade.generation == 2)
    }

    @Test func hr1_2_aThousandConsecutiveReloads() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("v0"))
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("fade.lua"), as: .animator)
        reloader.lua.collectGarbage()
        let memoryBefore = reloader.lua.memoryInUse
        reloader.lua.clearLog()  // the log keeps 1,000 lines: this run prints one per reload
        var failures: [HotReloader.Report] = []
        for version in 1...1000 {
            try files.save("fade.lua", ScriptDirectory.animator("v\(version)"))
            let reports = reloader.poll()
            if reports.count != 1 || reports.first?.succeeded != true { failures += reports }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        #expect(fade.generation == 1001 && fade.retiringCount == 0)
        #expect(reloader.lua.log.last == "v1000 onReload 1001 1001")
        reloader.lua.clearLog()
        reloader.lua.collectGarbage()
        // Old generations are garbage: the state holds what one generation needs, not a thousand.
        #expect(reloader.lua.memoryInUse < memoryBefore + 64 * 1024, "\(memoryBefore) → \(reloader.lua.memoryInUse)")
        let world = World()
        _ = world.present(HotTransitioningDelegate(presenting: fade))
        world.engine.advance(by: 2)
        #expect(reloader.lua.log.suffix(2) == ["v1000 animate", "v1000 done"])
    }
}
