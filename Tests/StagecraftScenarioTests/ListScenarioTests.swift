import StagecraftScenario
import Testing

/// Scenarios tap lists and grids as a user would: the screen's didSelect callback runs on the
/// tap's touch-up, a pan selects nothing (UIKit's table and collection views).
@Suite struct ListScenarioTests {
    static let app = """
        local Home = { picked = {} }
        function Home.loadView(vc)
          Home.menu = list { "menu", frame = {0, 100, 390, 600}, rows = {"Margherita", "Diavola", "Funghi"}, rowHeight = 60, cellStyle = "custom" }
          vc.view = view { "home", frame = {0, 0, 390, 844}, Home.menu }
        end
        function Home.viewDidLoad(vc) Home.menu.delegate = vc end  -- tableView.delegate = self
        function Home.tableViewDidSelectRowAt(vc, tableView, indexPath)
          table.insert(Home.picked, tableView.name .. ":" .. indexPath.row)
        end
        local home = UIViewController("home", Home)

        """

    @Test func aTapOnARowRunsTheScreensDidSelectRowAt() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("select.lua", Self.app + """
            scenario("select", function()
              window { root = home }
              advance(0.1)
              tap("row 2")                       -- the cell's centre: y 100 + 120 + 30
              advance(0.5)
              expect.equal(table.concat(Home.picked, ","), "menu:2")
              pan { from = {100, 140}, to = {100, 400}, duration = 0.3 }
              advance(0.5)
              expect.equal(#Home.picked, 1)
            end)
            """)
        #expect(results.first?.failures == [], "\(results.first?.failures ?? [])")
        #expect(results.first?.passed == true)
    }

    @Test func anUnknownCellStyleFailsTheScenario() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("style.lua", """
            scenario("style", function()
              list { "menu", rows = {"a"}, cellStyle = "fancy" }
            end)
            """)
        #expect(results.first?.failures.first?.message.contains(#"cellStyle must be "row", "tile", "custom", not 'fancy'"#) == true,
                "\(results.first?.failures ?? [])")
    }
}
