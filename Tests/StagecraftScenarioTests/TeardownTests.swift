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
}
