import Foundation
import Stagecraft
import StagecraftLua
import Testing
@testable import StagecraftScenario

/// SD5.2 (docs/studio.md): the studio's preview runs a scenario with a script's text replaced in
/// memory — a role script, a module it requires, the scenario file itself — and the run is the
/// one the same text saved to disk would give: the same sandbox, budgets and errors. The files
/// are never touched.
@Suite struct SourceOverrideTests {
    /// A linear fade of `duration` seconds, its duration read from a module.
    static let animator = """
        local config = require "config"
        local Fade = {}
        function Fade.transitionDuration(ctx) return config.duration end
        function Fade.animateTransition(ctx)
          local to = ctx:view("to")
          to.frame = ctx:finalFrame(ctx:viewController("to"))
          to.alpha = 0
          ctx.containerView:addSubview(to)
          UIView.animate(config.duration, 0, "curveLinear", function() to.alpha = 1 end,
            function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
        end
        return Fade
        """

    /// Half-way through a 0.4 s linear fade, the detail screen's alpha is 0.5 (0.2 / 0.4); through
    /// a 0.8 s one, 0.25.
    static let scenario = """
        local home = screen "home" { backgroundColor = "white" }
        local detail = screen "detail" { backgroundColor = "systemYellow" }
        scenario("fade", function()
          window { root = home, size = {390, 844} }
          transition(detail, { animator = animator "animators/linear.lua", style = "overFullScreen" })
          present(home, detail)
          advance(0.2)
          expect.alpha("detail", 0.5, 0.05)
          untilIdle()
        end)
        """

    static func project() -> (ScenarioSandbox, scenario: String, animator: String, config: String) {
        let sandbox = ScenarioSandbox()
        let animator = sandbox.write("animators/linear.lua", Self.animator)
        let config = sandbox.write("config.lua", "return { duration = 0.4 }\n")
        let scenario = sandbox.write("fade.lua", Self.scenario)
        return (sandbox, scenario, animator, config)
    }

    static func run(_ file: String, overrides: [String: String] = [:]) -> ScenarioResult? {
        var options = ScenarioOptions()
        options.sourceOverrides = ScriptOverrides(overrides)
        return ScenarioRunner(options: options).run(file: file).first
    }

    @Test func SD5_2_aRequiredModulesTextIsReplacedInMemoryOnly() throws {
        let (sandbox, scenario, _, config) = Self.project()
        _ = sandbox
        #expect(Self.run(scenario)?.passed == true, "from disk: 0.4 s, alpha 0.5 at 0.2 s")
        let slower = try #require(Self.run(scenario, overrides: [config: "return { duration = 0.8 }\n"]))
        #expect(!slower.passed, "the override's 0.8 s gives alpha 0.25 at 0.2 s")
        #expect(slower.failures.first?.message.contains("alpha") == true, "\(slower.failures)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "return { duration = 0.4 }\n")
        #expect(Self.run(scenario)?.passed == true, "the next run reads the disk again")
    }

    @Test func SD5_2_aRoleScriptAndTheScenarioFileAreReplacedToo() throws {
        let (sandbox, scenario, animator, _) = Self.project()
        _ = sandbox
        let hardCoded = Self.animator.replacingOccurrences(of: "config.duration", with: "0.8")
        #expect(Self.run(scenario, overrides: [animator: hardCoded])?.passed == false)
        // The scenario's own expectation changed in memory: 0.25 at 0.2 s of the 0.8 s fade.
        let expecting = Self.scenario.replacingOccurrences(of: "0.5, 0.05", with: "0.25, 0.05")
        #expect(Self.run(scenario, overrides: [animator: hardCoded, scenario: expecting])?.passed == true)
        #expect(try String(contentsOfFile: scenario, encoding: .utf8) == Self.scenario)
        #expect(try String(contentsOfFile: animator, encoding: .utf8) == Self.animator)
    }

    /// The preview is no way around the sandbox, and a value no script should hold gives the error a
    /// saved file would give: the same failures as the same text run from disk.
    @Test(arguments: ["return { duration = 1e308 }\n", "return { duration = 0/0 }\n", "return { duration = io.open('/etc/passwd') }\n"])
    func SD5_2_badTextFailsAsTheSameFileWould(text: String) throws {
        let (sandbox, scenario, _, config) = Self.project()
        let overridden = try #require(Self.run(scenario, overrides: [config: text]))
        sandbox.write("config.lua", text)
        let saved = try #require(Self.run(scenario))
        #expect(!overridden.passed)
        #expect(overridden.failures.map(\.message) == saved.failures.map(\.message))
        #expect(overridden.failures.map(\.location) == saved.failures.map(\.location))
    }
}
