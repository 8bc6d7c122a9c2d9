import StagecraftScenario
import Testing

/// `transition(…)` wires the bridge's script roles as a user writes them: presentation
/// controllers, interaction handlers and delegates, from a path, `require` or an inline table.
/// Bad roles fail the scenario with their file (and line) and never crash the runner.
@Suite struct ScenarioRoleTests {
    /// A sheet app: `sheet` is presented over `home`, with the cross-fade for both directions.
    static let sheetApp = """
        local fade = animator "animators/cross_fade.lua"
        local home = screen "home" { backgroundColor = "white" }
        local sheet = screen "sheet" { backgroundColor = "systemBlue" }
        window { root = home }

        """

    func messages(_ results: [ScenarioResult]) -> String { results.flatMap(\.failures).map(\.description).joined(separator: "\n") }

    @Test func presentationScriptOverridesRunForEachPresentation() {
        let sandbox = ScenarioSandbox()
        // custom_dimming.lua: a card inset by 24 × 160 from the 390 × 844 container, over its own dim.
        let results = sandbox.run("card.lua", Self.sheetApp + """
            transition(sheet, { animator = fade, presentation = presentation "presentations/custom_dimming.lua" })
            for round = 1, 2 do
              present(home, sheet)
              untilIdle()
              expect.frame("sheet", {24, 160, 342, 524})
              expect.order(find("sheet").superview, { "cardDimming", "sheet" })
              dismiss(sheet)
              untilIdle()
              expect.notInHierarchy("cardDimming")
            end
            expect.noDiagnostics()
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func dimmingSugarExtendsTheReadyController() {
        let sandbox = ScenarioSandbox()
        // A quarter sheet: 844 × 0.25 = 211 pt tall, its top at 844 − 211 = 633.
        let results = sandbox.run("dim.lua", Self.sheetApp + """
            transition(sheet, { animator = fade, presentation = dimming { dimmingAlpha = 0.3, bottomSheet = 0.25 } })
            present(home, sheet)
            untilIdle()
            expect.frame("sheet", {0, 633, 390, 211})
            expect.alpha("dimming", 0.3)
            expect.noDiagnostics()
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func inlineTablesAndRequireAreRolesToo() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("inline.lua", Self.sheetApp + """
            local Card = { extends = "UIPresentationController" }
            function Card:frameOfPresentedViewInContainerView() return CGRect(10, 20, 100, 200) end
            transition(sheet, { animator = require("animators.cross_fade"), presentation = Card })
            present(home, sheet)
            untilIdle()
            expect.frame("sheet", {10, 20, 100, 200})
            expect.noDiagnostics()
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func tabDelegateScriptAnimatesTheSelection() {
        let sandbox = ScenarioSandbox()
        sandbox.write("delegates/tabs.lua", """
            local Fade = require("animators.cross_fade")
            local Tabs = {}
            function Tabs.tabBarControllerAnimationControllerForTransitionFrom(tabs, from, to) return Fade end
            return Tabs
            """)
        let results = sandbox.run("tabs.lua", """
            local a, b = screen "a" {}, screen "b" {}
            local tabs = tabs { a, b, name = "tabs" }
            window { root = tabs }
            tabTransition(tabs, { delegate = "delegates/tabs.lua" })
            selectTab(tabs, "b")
            advance(0.175)
            expect.alpha("b", 0.5, 0.01)   -- the 0.35 s ease-in-out cross-fade, half way
            untilIdle()
            expect.noDiagnostics()
            """)
        #expect(results.first?.passed == true, "\(messages(results))")
    }

    @Test func delegateCallbackErrorFallsBackToUIKitAndNamesTheLine() {
        let sandbox = ScenarioSandbox()
        sandbox.write("delegates/broken.lua", "local D = {}\nfunction D.animationControllerForPresented(p, q, s)\n  return nil + 1\nend\nreturn D\n")
        let results = sandbox.run("uses_broken.lua", Self.sheetApp + """
            transition(sheet, { delegate = "delegates/broken.lua" })
            local shown = present(home, sheet)
            untilIdle()
            expect.completedOnce(shown)   -- UIKit's default animation ran instead
            """)
        let text = messages(results)
        #expect(results.first?.failures.count == 1, "\(text)")
        #expect(text.contains("delegates/broken.lua:3"), "\(text)")
    }

    @Test(arguments: [
        // (the scenario's wiring line, what the failure must say)
        ("transition(sheet, { animatr = fade })", "transition has no option 'animatr'"),
        ("transition(sheet, { delegate = {}, animator = fade })", "a delegate answers for animator itself"),
        ("transition(sheet, { animator = 42 })", "'animator' must be an animator"),
        ("transition(sheet, { presentation = dimming { heightFraction = 0.5 } })", "dimming{…} has no setting 'heightFraction'"),
        ("transition(sheet, { presentation = dimming { dimmingColor = \"blurple\" } })", "dimmingColor 'blurple' is not a colour"),
        ("transition(sheet, { presentation = { extends = \"Nope\" } })", "extends must be"),
        ("transition(sheet, { interactive = { direction = \"down\" } })", "needs handleGesture"),
        ("transition(sheet, { interactive = interaction \"interactions/none.lua\" })", "script 'interactions/none.lua' not found"),
        ("transition(sheet, { delegate = \"delegates/empty.lua\" })", "needs at least one of"),
        ("transition(sheet, { style = \"sideways\" })", "unknown style 'sideways'"),
        ("navigationTransition(home, { delegate = {} })", "a navigation controller"),
    ])
    func badWiringIsAClearFailureAtTheScenarioLine(_ line: String, _ message: String) {
        let sandbox = ScenarioSandbox()
        sandbox.write("delegates/empty.lua", "return { debugName = \"Empty\" }\n")
        let results = sandbox.run("bad.lua", Self.sheetApp + line + "\nexpect.equal(1, 1)\n")
        let failure = results.first?.failures.first
        #expect(results.first?.failures.count == 1, "\(messages(results))")
        #expect(failure?.description.contains(message) == true, "\(messages(results))")
        #expect(failure?.location == sandbox.directory + "/bad.lua:5", "\(messages(results))")
    }
}
