import Foundation
@testable import StagecraftLua
@testable import StagecraftScenario
import Testing
import Stagecraft

/// A finished scenario frees its world. The Lua state holds app objects through handles, and the
/// app holds the state through the script roles it keeps (a presented controller's script
/// presentation controller): without the runner's teardown neither would ever be freed.
@Suite struct TeardownTests {
    /// Weak references to what a host owned, filled by the runner's teardown hook.
    final class Survivors: @unchecked Sendable {
        var states: [() -> LuaState?] = []
        var windows: [() -> Window?] = []
        var engines: [() -> Engine?] = []
        var views: [() -> View?] = []
    }

    @Test func noLuaStateWindowOrEngineOutlivesItsScenario() {
        let sandbox = ScenarioSandbox()
        let path = sandbox.write("card.lua", ScenarioRoleTests.sheetApp + """
            transition(sheet, { animator = fade, presentation = presentation "presentations/custom_dimming.lua" })
            present(home, sheet)
            untilIdle()
            expect.inHierarchy("sheet")
            """)
        let survivors = Survivors()
        var runner = ScenarioRunner()
        runner.didTearDown = { host in
            weak var state = host.lua
            weak var window = host.window
            weak var engine = host.engine
            survivors.states.append { state }
            survivors.windows.append { window }
            survivors.engines.append { engine }
        }
        let results = runner.run(file: path)
        #expect(results.first?.passed == true)
        #expect(!survivors.states.isEmpty)
        // The sheet is still presented when the scenario ends: the cycle through its script
        // presentation controller is there, and the teardown must break it.
        #expect(survivors.states.allSatisfy { $0() == nil })
        #expect(survivors.windows.allSatisfy { $0() == nil })
        #expect(survivors.engines.allSatisfy { $0() == nil })
    }

    /// A scenario that ends mid-animation: the animation and its views hold each other (the views'
    /// slots, the group's tracks) until it ends, which it never does once the scenario is over;
    /// teardown discards it (LeakSanitizer found every such world leaked, engine included).
    @Test func aScenarioEndingMidAnimationFreesItsViews() {
        let sandbox = ScenarioSandbox()
        let path = sandbox.write("midway.lua", """
            window { root = screen "home" { view { "box", frame = {0, 0, 10, 10} } } }
            local completed = false
            UIView.animate(1, 0, { "repeat" }, function() find("box").alpha = 0 end, function() completed = true end)
            advance(0.5)
            """)
        let survivors = Survivors()
        var runner = ScenarioRunner()
        runner.didTearDown = { host in
            weak var box = host.findView(named: "box")
            survivors.views.append { box }
            weak var state = host.lua
            survivors.states.append { state }
        }
        let results = runner.run(file: path)
        #expect(results.first?.passed == true, "\(results.first?.failures ?? [])")
        #expect(!survivors.views.isEmpty)
        #expect(survivors.views.allSatisfy { $0() == nil }, "the animated view outlived its scenario")
        #expect(survivors.states.allSatisfy { $0() == nil })
    }

    /// Issue 12, item 4: a file of many scenarios used to keep every scenario's world (Lua state,
    /// engine, views) until the file ended. Each one's host is now torn down and freed as soon as
    /// its result is made, so when a host is torn down, every earlier one must already be gone.
    @Test func eachScenariosWorldIsFreedBeforeTheNextScenarioEnds() {
        let sandbox = ScenarioSandbox()
        // UIKit's default full-screen presentation, left on screen: the presenter parks its view
        // in the container, which once made the window and its root controller hold each other.
        let path = sandbox.write("rounds.lua", ScenarioRoleTests.sheetApp + """
            for n = 1, 4 do
              scenario("round trip " .. n, function()
                present(home, sheet)
                untilIdle()
                expect.inHierarchy("sheet")
              end)
            end
            """)
        final class Seen: @unchecked Sendable {
            var states: [() -> LuaState?] = []
            var windows: [() -> Window?] = []
            var aliveAtEachTeardown: [Int] = []
        }
        let seen = Seen()
        var runner = ScenarioRunner()
        runner.didTearDown = { host in
            seen.aliveAtEachTeardown.append(seen.states.filter { $0() != nil }.count + seen.windows.filter { $0() != nil }.count)
            weak var state = host.lua
            weak var window = host.window
            seen.states.append { state }
            seen.windows.append { window }
        }
        let results = runner.run(file: path)
        #expect(results.count == 4 && results.allSatisfy(\.passed), "\(results.flatMap(\.failures))")
        // One host per scenario, the first one's made while reading the file; none kept for later.
        #expect(seen.aliveAtEachTeardown == [0, 0, 0, 0])
        #expect(seen.states.allSatisfy { $0() == nil } && seen.windows.allSatisfy { $0() == nil })
    }
}
