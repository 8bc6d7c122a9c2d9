import StagecraftScenario
import Testing

/// The scenario DSL's `pan{from, to, duration}` driving a `UISwipeGestureRecognizer` (T12.8).
@Suite struct SwipeScenarioTests {
    static let app = """
        local Home = { log = {} }
        function Home.loadView(vc)
          Home.card = view { "card", frame = {0, 0, 390, 844} }
          vc.view = Home.card
          local swipe = UISwipeGestureRecognizer{direction = "down"}
          swipe:addTarget(function(g) table.insert(Home.log, g.state) end)
          Home.card:addGestureRecognizer(swipe)
        end
        local home = UIViewController("home", Home)

        """

    @Test func T12_8_aQuickPanDownInAScenarioIsASwipe() {
        let results = ScenarioSandbox().run("swipe.lua", Self.app + """
            scenario("swipe", function()
              window { root = home, size = {390, 844} }
              pan { from = {195, 200}, to = {195, 500}, duration = 0.3 }
              advance(0.1)
              expect.equal(table.concat(Home.log, ","), "ended")   -- while the finger still moves
              untilIdle()
              expect.equal(#Home.log, 1)
              expect.noDiagnostics()
            end)
            """)
        #expect(results.first?.failures == [], "\(results.first?.failures ?? [])")
    }

    @Test func T12_8_aSlowPanInAScenarioIsNoSwipeAndTheBenchSaysWhy() {
        let results = ScenarioSandbox().run("slow.lua", Self.app + """
            scenario("slow", function()
              window { root = home, size = {390, 844} }
              pan { from = {195, 200}, to = {195, 280}, duration = 1 }
              untilIdle()
              expect.equal(#Home.log, 0)
              expect.diagnostics{ "not 50 pt within 0.5 s" }
            end)
            """)
        #expect(results.first?.failures == [], "\(results.first?.failures ?? [])")
    }
}
