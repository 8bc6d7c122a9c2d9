import Foundation
import Testing

/// Time budgets through the real CLI (issue 24, items 8 and 9): a module or role that loops while
/// loading is stopped by the 0.5 s load limit docs/sandbox.md promises, not by the scenario's 10 s,
/// and the timeout names the module's line.
@Suite struct TimeBudgetTests {
    @Test(arguments: [
        ("require", #"scenario("a module looping at load", function() require("animators.spin") end)"#),
        ("role", #"scenario("a role looping at load", function() local a = animator "animators/spin.lua" end)"#),
        ("top level", "local a = animator \"animators/spin.lua\"\nscenario(\"never reached\", function() end)"),
    ])
    func sx1_1_aScriptLoopingWhileItLoadsStopsAtTheLoadLimit(_ kind: String, _ scenario: String) throws {
        let dir = CLI.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/animators", withIntermediateDirectories: true)
        try "local n = 0\nwhile true do n = n + 1 end\n".write(toFile: dir + "/animators/spin.lua", atomically: true, encoding: .utf8)
        try scenario.write(toFile: dir + "/spin_test.lua", atomically: true, encoding: .utf8)
        let start = Date()
        // A scenario budget of 30 s: stopping at it instead of at the load's 0.5 s fails the bound below.
        let result = CLI.run(["test", "spin_test.lua", "--timeout", "30"], in: dir, timeout: 90)
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 1, "\(kind): \(result.stdout)")
        #expect(result.stdout.contains("spin.lua:2: timeout"), "\(kind): \(result.stdout)")
        #expect(elapsed < 15, "\(kind): stopped after \(elapsed) s")
    }
}
