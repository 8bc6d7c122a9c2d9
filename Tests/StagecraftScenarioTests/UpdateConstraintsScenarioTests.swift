import Foundation
import Testing
@testable import StagecraftScenario

/// T12.2f from Lua: a UIView subclass's `updateConstraints` and a screen's `updateViewConstraints`
/// run before the next solve after `setNeedsUpdateConstraints()`, subviews first, and the
/// constraints they add are solved in that same pass.
@Suite struct UpdateConstraintsScenarioTests {
    static let app = """
        calls = {}
        local Card = {}
        function Card:updateConstraints()
          calls[#calls + 1] = "card.updateConstraints"
          if not self.pinned then
            self.pinned = true
            NSLayoutConstraint.activate{ self.heightAnchor:constraintEqualToConstant(120) }
          end
        end
        card = UIView{ frame = CGRect(0, 0, 0, 0), name = "card", class = Card }
        card.translatesAutoresizingMaskIntoConstraints = false
        local Home = {}
        function Home:updateViewConstraints()
          calls[#calls + 1] = "home.updateViewConstraints"
          if not self.userInfo.placed then
            self.userInfo.placed = true
            NSLayoutConstraint.activate{
              card.leadingAnchor:constraintEqualTo(self.view.leadingAnchor, 20),
              card.trailingAnchor:constraintEqualTo(self.view.trailingAnchor, -20),
              card.topAnchor:constraintEqualTo(self.view.topAnchor, 100),
            }
          end
        end
        home = UIViewController("home", Home)

        """

    @Test func t12_2f_updateConstraintsAndUpdateViewConstraintsRunBeforeTheSolveSubviewsFirst() {
        let results = ScenarioSandbox().run("update.lua", Self.app + """
            scenario("both asked", function()
              window { root = home, size = {390, 844} }
              home.view:addSubview(card)
              card:setNeedsUpdateConstraints()
              home.view:setNeedsUpdateConstraints()
              advance(0)
              expect.equal(table.concat(calls, ","), "card.updateConstraints,home.updateViewConstraints", "the order")
              -- What both added is solved in the same pass: 20 from each side of 390, 100 down, 120 tall.
              expect.frame("card", {20, 100, 350, 120})
              -- Not asked again: the next pass calls neither.
              home.view:setNeedsLayout()
              advance(0)
              expect.equal(#calls, 2, "calls after a plain layout pass")
            end)
            scenario("asked before the views joined the window", function()
              home.view:addSubview(card)   -- loads the screen's view, outside any window
              card:setNeedsUpdateConstraints()
              home.view:setNeedsUpdateConstraints()
              window { root = home, size = {390, 844} }
              advance(0)
              expect.equal(table.concat(calls, ","), "card.updateConstraints,home.updateViewConstraints", "the order")
              expect.frame("card", {20, 100, 350, 120})
            end)
            scenario("only the screen asked", function()
              window { root = home, size = {390, 844} }
              home.view:addSubview(card)
              home.view:setNeedsUpdateConstraints()
              advance(0)
              expect.equal(table.concat(calls, ","), "home.updateViewConstraints", "the order")
            end)
            """)
        #expect(results.map(\.passed) == [true, true, true], "\(results.flatMap(\.failures))")
    }
}
