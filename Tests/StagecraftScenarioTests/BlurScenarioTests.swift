import StagecraftScenario
import Testing

/// `expect.blur` (T12.3): the on-screen blur amount of a visual effect view, at the scenario's line.
@Suite struct BlurScenarioTests {
    static let app = """
        local home = screen "home" { backgroundColor = "white", view { "plain", frame = {0, 0, 10, 10} } }

        """

    /// A blur animated in over 1 s, linear, checked half way at `amount`.
    static func halfWay(_ amount: String) -> String {
        app + """
            scenario("blur", function()
              window { root = home, size = {390, 844} }
              local blur = UIVisualEffectView(nil, "glass")
              blur.frame = CGRect(0, 0, 390, 844)
              home.view:addSubview(blur)
              UIView.animate(1, 0, "curveLinear", function() blur.effect = UIBlurEffect("light") end)
              advance(0.5)
              expect.blur("glass", \(amount))
            end)
            """
    }

    @Test func T12_3_expectBlurReadsTheAmountOnScreen() {
        let sandbox = ScenarioSandbox()
        let held = sandbox.run("held.lua", Self.halfWay("0.5"))
        #expect(held.first?.failures == [], "\(held.first?.failures ?? [])")
        let off = sandbox.run("off.lua", Self.halfWay("0.6"))
        let failure = off.first?.failures.first
        #expect(failure?.location == sandbox.directory + "/off.lua:9", "\(failure?.description ?? "no failure")")
        #expect(failure?.message.contains("glass blur amount (on screen) is off") == true, "\(failure?.description ?? "")")
    }

    @Test func T12_3_expectBlurOnAViewThatIsNoEffectViewIsAnErrorAtItsLine() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("plain.lua", Self.app + """
            scenario("plain", function()
              window { root = home, size = {390, 844} }
              expect.blur("plain", 0)
            end)
            """)
        let failure = results.first?.failures.first
        #expect(failure?.location == sandbox.directory + "/plain.lua:4", "\(failure?.description ?? "no failure")")
        #expect(failure?.message.contains("plain is not a UIVisualEffectView") == true, "\(failure?.description ?? "")")
    }
}
