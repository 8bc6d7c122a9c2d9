import StagecraftScenario
import Testing

/// The scenario DSL's `press{at =, duration =}` (T12.4): fingers held still, then lifted.
@Suite struct PressScenarioTests {
    static let app = """
        local Home = { log = {} }
        function Home.loadView(vc)
          Home.card = view { "card", frame = {0, 0, 390, 844} }
          vc.view = Home.card
          local press = UILongPressGestureRecognizer()
          press:addTarget(function(g) table.insert(Home.log, g.state) end)
          Home.card:addGestureRecognizer(press)
        end
        local home = UIViewController("home", Home)

        """

    @Test func t12_4_aPressLongerThanHalfASecondIsALongPress() {
        let results = ScenarioSandbox().run("press.lua", Self.app + """
            scenario("press", function()
              window { root = home }
              press { at = {100, 100}, duration = 0.6 }
              advance(0.55)
              expect.equal(table.concat(Home.log, ","), "began")
              advance(0.1)
              expect.equal(table.concat(Home.log, ","), "began,ended")
            end)
            """)
        #expect(results.first?.failures == [], "\(results.first?.failures ?? [])")
    }

    @Test func t12_4_aPressShorterThanHalfASecondIsNot() {
        let results = ScenarioSandbox().run("short.lua", Self.app + """
            scenario("short", function()
              window { root = home }
              press { view = "card", duration = 0.499 }
              advance(1)
              expect.equal(#Home.log, 0)
            end)
            """)
        #expect(results.first?.failures == [], "\(results.first?.failures ?? [])")
    }

    @Test func t12_4_pressWithoutAPlaceIsAClearError() {
        let results = ScenarioSandbox().run("bad.lua", Self.app + """
            scenario("bad", function()
              window { root = home }
              press { duration = 1 }
            end)
            """)
        let failure = results.first?.failures.first
        #expect(failure?.message.contains("press needs { at = {x, y} or view = v") == true, "\(String(describing: failure))")
        // The app is 9 lines (the literal drops its last newline); the press is the scenario's third line.
        #expect(failure?.location?.hasSuffix("bad.lua:12") == true, "\(String(describing: failure))")
    }

    @Test func t12_4_aScreenGetsTheTouchesItsViewsPassUp() {
        let results = ScenarioSandbox().run("screen.lua", """
            local Screen = { log = {} }
            function Screen.loadView(vc) vc.view = view { "root", frame = {0, 0, 390, 844}, view { "tile", frame = {0, 0, 100, 100} } } end
            function Screen.touchesBegan(vc, touches, event) table.insert(Screen.log, "began " .. touches[1].view.name) end
            function Screen.touchesEnded(vc, touches, event) table.insert(Screen.log, "ended") end
            local screen = UIViewController("screen", Screen)
            scenario("screen touches", function()
              window { root = screen }
              press { at = {50, 50}, duration = 0.2 }
              advance(0.1)
              expect.equal(table.concat(Screen.log, ","), "began tile")
              advance(0.2)
              expect.equal(table.concat(Screen.log, ","), "began tile,ended")
            end)
            """)
        #expect(results.first?.failures == [], "\(results.first?.failures ?? [])")
        #expect(results.first?.passed == true)
    }
}
