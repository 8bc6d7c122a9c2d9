import Foundation
import StagecraftScenario
import Testing

/// The scenario clock (docs/scenarios.md): `advance(s)` moves the virtual time on by `s`,
/// `advanceTo(t)` to the absolute time `t`, and the simulated-time limit
/// (`ScenarioOptions.maxSimulatedTime`) counts from the scenario's start, so it is checked against
/// where an advance would end — now plus the step — not against the step alone. Each case runs
/// after time has already passed, where the right and the wrong readings differ.
@Suite struct ClockPrimitiveTests {
    func run(_ body: String, limit: Double = 600) -> ScenarioResult? {
        let sandbox = ScenarioSandbox()
        let path = sandbox.write("clock.lua", "scenario(\"clock\", function()\n\(body)\nend)\n")
        var options = ScenarioOptions()
        options.maxSimulatedTime = limit
        return ScenarioRunner(options: options).run(file: path).first
    }

    @Test func advanceToIsAnAbsoluteTimeOnceTimeHasPassed() throws {
        let result = try #require(run("advance(0.5)\nadvanceTo(0.8)\nexpect.near(now(), 0.8, 1e-9)"))
        #expect(result.failures.isEmpty, "\(result.failures.map(\.description))")
        #expect(abs(result.simulatedTime - 0.8) < 1e-9)
    }

    @Test func advanceAddsToTheTimeAlreadyPassed() throws {
        let result = try #require(run("advance(0.5)\nadvance(0.25)\nexpect.near(now(), 0.75, 1e-9)"))
        #expect(result.failures.isEmpty, "\(result.failures.map(\.description))")
    }

    @Test func theLimitCountsFromTheStartNotFromTheStep() throws {
        // 6 s then 6 s more ends at 12 s, past a 10 s limit, though neither step is.
        let past = try #require(run("advance(6)\nadvance(6)", limit: 10))
        #expect(past.failures.contains { $0.message.contains("would take the scenario to t=12s, past its limit of 10 s") && $0.location?.hasSuffix("clock.lua:3") == true },
                "\(past.failures.map(\.description))")
        // The boundary: ending exactly at the limit is allowed.
        let atLimit = try #require(run("advance(6)\nadvance(4)\nexpect.near(now(), 10, 1e-9)", limit: 10))
        #expect(atLimit.failures.isEmpty, "\(atLimit.failures.map(\.description))")
    }
}
