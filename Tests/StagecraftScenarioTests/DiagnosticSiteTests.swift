import StagecraftScenario
import Testing

/// Diagnostics point at the code that is wrong (issue 14 item 5): the animator's own file for an
/// animator a delegate returned, the line that added chrome, a script position rather than `[C]`,
/// and a reason for a DSL builder that is nil in a module.
@Suite struct DiagnosticSiteTests {
    static let app = """
        local home = screen "home" { backgroundColor = "white" }
        local sheet = screen "sheet" { backgroundColor = "systemBlue" }
        window { root = home }

        """

    func messages(_ results: [ScenarioResult]) -> String { results.flatMap(\.failures).map(\.description).joined(separator: "\n") }

    @Test func anAnimatorReturnedByADelegateIsNamedAtItsOwnFileAndLine() {
        let sandbox = ScenarioSandbox()
        sandbox.write("animators/broken.lua", """
            local Broken = {}
            function Broken.transitionDuration(ctx) return 0.3 end

            function Broken.animateTransition(ctx)
              ctx:view("to").alpha = nil + 1
            end
            return Broken
            """)
        sandbox.write("delegates/vending.lua", """
            local Delegate = {}
            function Delegate.animationControllerForPresented() return require("animators.broken") end
            return Delegate
            """)
        let results = sandbox.run("site.lua", Self.app + """
            scenario("the broken animator is named", function()
              transition(sheet, { delegate = delegate "delegates/vending.lua", style = "overFullScreen" })
              present(home, sheet)
              untilIdle()
              expect.noDiagnostics()
            end)
            """)
        let text = messages(results)
        // The role is named by the animator's file and the error is at its line; the delegate's
        // file never stands for it.
        #expect(text.contains("[script-error] broken.lua: runtime error:") && text.contains("animators/broken.lua:5:"), "\(text)")
        #expect(!text.contains("vending.lua"), "\(text)")
    }

    @Test func chromeLeftBehindNamesTheLineThatAddedIt() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("chrome.lua", Self.app + """
            local Cut = {}
            function Cut.transitionDuration() return 0.2 end
            function Cut.animateTransition(ctx)
              local to = ctx:view("to")
              if to then ctx.containerView:addSubview(to) end
              ctx:completeTransition(true)
            end
            local Leaky = { extends = "UIPresentationController" }
            function Leaky:presentationTransitionWillBegin()
              local badge = UIView(CGRect(0, 0, 10, 10), "badge")
              self.containerView.window:addSubview(badge)
            end

            scenario("a badge added to the window stays", function()
              transition(sheet, { animator = Cut, presentation = Leaky })
              present(home, sheet)
              untilIdle()
              dismiss(sheet)
              untilIdle()
              expect.noDiagnostics()
            end)
            """)
        let text = messages(results)
        #expect(text.contains("badge added outside the container") && text.contains("chrome.lua:14)"), "\(text)")
    }

    @Test func aRoleMadeThroughPcallIsNamedAtTheScriptNotAtC() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("pcall.lua", """
            scenario("a bad handler through pcall", function()
              local ok, message = pcall(UIPercentDrivenInteractiveTransition, { handleGesture = 2 })
              expect.equal(ok, false)
              expect.truthy(message:find("pcall.lua: an interaction handler not functions: handleGesture", 1, true), message)
              expect.truthy(not message:find("[C]", 1, true), message)
            end)
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func aScenarioBuilderReadInAModuleSaysWhyItIsNil() {
        let sandbox = ScenarioSandbox()
        sandbox.write("helpers/build.lua", """
            local M = {}
            function M.card() return screen "card" { backgroundColor = "white" } end
            return M
            """)
        let results = sandbox.run("module.lua", """
            local build = require "helpers.build"
            scenario("a builder in a module", function() build.card() end)
            """)
        let text = messages(results)
        #expect(text.contains("helpers/build.lua:2:") && text.contains("'screen' is part of the scenario DSL"), "\(text)")
    }
}
