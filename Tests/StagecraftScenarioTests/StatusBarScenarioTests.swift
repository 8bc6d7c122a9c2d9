import Foundation
import Testing
@testable import StagecraftScenario

/// The DSL's status bar (SB1) and flow-layout grid (CV1): a screen's answers, `expect.statusBar`
/// holding and failing, and misuse as a clear error at the scenario's line.
@Suite struct StatusBarScenarioTests {
    let app = """
        local home = screen "home" { preferredStatusBarStyle = "darkContent" }
        local viewer = screen "viewer" { modalPresentationStyle = "fullScreen", prefersStatusBarHidden = function(vc) return true end }

        """

    @Test func sb1_expectStatusBarHoldsAndFailsWithExpectedAndActual() {
        let results = ScenarioSandbox().run("bar.lua", app + """
            scenario("bar", function()
              window { root = home, device = "iPhone SE" }
              expect.statusBar { style = "darkContent", hidden = false, height = 20 }
              present(home, viewer)
              untilIdle()
              expect.statusBar { style = "default", hidden = true, height = 0 }
              expect.equal(viewer.view.safeAreaInsets.top, 0, "the SE's top inset with the bar hidden")
              expect.statusBar { style = "lightContent" }
            end)
            """)
        let failures = results.first?.failures ?? []
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.message.contains("the status bar is not as expected") == true)
        #expect(failures.first?.expected == "style=lightContent" && failures.first?.actual == "style=default", "\(failures)")
    }

    @Test func cv1_6_aGridOfSections() {
        let results = ScenarioSandbox().run("sections.lua", """
            scenario("sections", function()
              local g = grid { "g", frame = {0, 0, 390, 400}, sections = {{"a", "b"}, {"c"}},
                               collectionViewLayout = UICollectionViewFlowLayout{ itemSize = {100, 100} } }
              window { root = screen "home" { g }, size = {390, 844} }
              -- Section 1 starts a new row: 100 + 10 would follow b in the same row without sections.
              expect.frame(g:cellForItem(IndexPath{item = 0, section = 1}), {0, 100, 100, 100})
              expect.equal(g.numberOfSections, 2, "numberOfSections")
            end)
            """)
        #expect(results.first?.failures.isEmpty == true, "\(results.first?.failures ?? [])")
    }

    @Test func misuseIsAnErrorAtTheScenariosLine() {
        let cases: [(String, String)] = [
            ("expect.statusBar {}", "expect.statusBar needs style, hidden or height"),
            ("expect.statusBar { style = \"purple\" }", "style must be one of \"default\", \"lightContent\", \"darkContent\""),
            ("expect.statusBar { colour = \"dark\" }", "colour"),
            ("expect.statusBar { hidden = \"yes\" }", "hidden"),
            ("grid { items = {\"a\"}, itemSize = {10, 10}, collectionViewLayout = UICollectionViewFlowLayout() }",
             "itemSize and columns are the layout's to say"),
            ("grid { items = {\"a\"}, collectionViewLayout = UIView() }", "UICollectionViewFlowLayout"),
            ("grid { sections = {{\"a\"}} }", "sections take a collectionViewLayout, and no items"),
            ("grid { sections = {{\"a\"}, 3}, collectionViewLayout = UICollectionViewFlowLayout() }", "section 2 must be a list of strings (got number)"),
        ]
        for (line, message) in cases {
            let results = ScenarioSandbox().run("misuse.lua", app + "scenario(\"misuse\", function()\n  \(line)\nend)\n")
            let failure = results.first?.failures.first
            #expect(failure?.message.contains(message) == true, "\(line): \(failure?.message ?? "no failure")")
            #expect(failure?.location?.hasSuffix("misuse.lua:\(app.split(separator: "\n", omittingEmptySubsequences: false).count + 1)") == true,
                    "\(line): \(failure?.location ?? "no location")")
        }
    }
}
