import Foundation
@testable import StagecraftScenario
import Testing

/// ST2.2 (docs/stress.md): a diagnostic the scenario did not ask about breaks the unperturbed run;
/// one it provokes on purpose and checks (`expect.diagnostics`) stays allowed under stress.
@Suite struct StressDiagnosticsTests {
    /// A sound fade both ways (a perturbation may dismiss with it), that first sets a negative
    /// corner radius on the container: the core refuses it with an `invalid-value` diagnostic and
    /// nothing else goes wrong.
    static let refusedValue = """
        local A = {}
        function A.transitionDuration(ctx) return 0.3 end
        function A.animateTransition(ctx)
          ctx.containerView.cornerRadius = -1
          local to, from = ctx:view("to"), ctx:view("from")
          if to then
            to.frame = ctx:finalFrame(ctx:viewController("to"))
            to.alpha = 0
            ctx.containerView:addSubview(to)
          end
          UIView.animate(0.3, function()
            if to then to.alpha = 1 else from.alpha = 0 end
          end, function()
            local done = not ctx.transitionWasCancelled
            if done and not to then from:removeFromSuperview() end
            ctx:completeTransition(done)
          end)
        end
        return A
        """

    @Test func ST2_2_aDiagnosticTheScenarioDoesNotCheckBreaksTheUnperturbedRun() throws {
        let sandbox = ScenarioSandbox()
        sandbox.write("animators/refused.lua", Self.refusedValue)
        let file = sandbox.write("refused.lua", StressTests.app("refused"))
        let runs = StressTests().stress(sandbox, file)
        // The unperturbed run itself is broken, so it is the only run (perturbing it would find the
        // same break again): were the diagnostic allowed there, only the perturbed runs would fail.
        #expect(runs.count == 1 && runs.first?.origin == nil, "\(runs.map(\.problems))")
        let broken = try #require(runs.first)
        #expect(broken.problems.contains { $0.hasPrefix("no diagnostics: [invalid-value]") }, "\(broken.problems)")
    }

    /// The other case: the same animator in a scenario that checks the diagnostic stresses clean.
    @Test func ST2_2_aDiagnosticTheScenarioChecksStaysAllowed() {
        let sandbox = ScenarioSandbox()
        sandbox.write("animators/refused.lua", Self.refusedValue)
        let checked = StressTests.app("refused").replacingOccurrences(
            of: "  untilIdle()\n", with: "  untilIdle()\n  expect.diagnostics{\"invalid-value\"}\n")
        #expect(checked.contains("expect.diagnostics"))
        let file = sandbox.write("refused.lua", checked)
        let runs = StressTests().stress(sandbox, file)
        #expect(!runs.isEmpty && runs.allSatisfy(\.passed), "\(runs.filter { !$0.passed }.map(\.problems))")
    }
}
