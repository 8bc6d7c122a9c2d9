import Testing
@testable import StagecraftScenario

/// Issue 27, part 1: a scenario that never becomes idle names, for each animation still running,
/// the script line that started it (`detail's alpha animation (repeat) started at
/// animators/x.lua:12`). Each expected line is the line of the call in the source written here.
@Suite struct BusyOriginTests {
    /// The `actual` of the scenario's single failure (the untilIdle that gave up).
    static func busy(_ sandbox: ScenarioSandbox, _ source: String) -> String {
        let failures = sandbox.run("busy.lua", source).first?.failures ?? []
        #expect(failures.count == 1, "\(failures.map(\.description))")
        return failures.first?.actual ?? ""
    }

    @Test func aRepeatingAnimationInARoleScriptNamesItsLine() {
        let sandbox = ScenarioSandbox()
        let animator = sandbox.write("animators/pulse.lua", """
            local Pulse = {}
            function Pulse.transitionDuration(ctx) return 0.3 end
            function Pulse.animateTransition(ctx)
              local toView = ctx:view("to")
              ctx.containerView:addSubview(toView)
              UIView.animate(0.5, 0, { "repeat" }, function() toView.alpha = 0.5 end)
              ctx:completeTransition(true)
            end
            return Pulse
            """)
        let actual = Self.busy(sandbox, """
            local home = screen "home" {}
            local detail = screen "detail" {}
            window { root = home, size = {390, 844} }
            transition(detail, { animator = animator "animators/pulse.lua", style = "fullScreen" })
            present(home, detail)
            untilIdle(1)
            """)
        #expect(actual.contains("detail's alpha animation (repeat) started at \(animator):6"), "\(actual)")
    }

    @Test func onlyTheAnimationStillRunningIsNamedNotTheOneThatFinished() {
        // The second case: two animations started on different lines, the short one over by the
        // time untilIdle gives up; in the other order in the file too, so neither position wins.
        for shortFirst in [true, false] {
            let sandbox = ScenarioSandbox()
            let short = "UIView.animate(0.2, function() find(\"bar\").alpha = 0 end)"
            let endless = "UIView.animate(1, 0, { \"repeat\" }, function() find(\"spinner\").alpha = 0 end)"
            let actual = Self.busy(sandbox, """
                local home = screen "home" { view { "spinner", frame = {0, 0, 10, 10} }, view { "bar", frame = {0, 20, 10, 10} } }
                window { root = home, size = {390, 844} }
                \(shortFirst ? short : endless)
                \(shortFirst ? endless : short)
                untilIdle(2)
                """)
            let line = shortFirst ? 4 : 3
            #expect(actual == "still busy at t=2s: spinner's alpha animation (repeat) started at \(sandbox.directory)/busy.lua:\(line)", "\(actual)")
        }
    }

    @Test func aNestedBlockNamesItsOwnLineAndTheOuterBlockItsLine() {
        // The inner block is added while the outer's closure runs; the outer, added after it,
        // must get back its own line rather than keep the inner one's.
        let sandbox = ScenarioSandbox()
        let actual = Self.busy(sandbox, """
            local home = screen "home" { view { "spinner", frame = {0, 0, 10, 10} }, view { "bar", frame = {0, 20, 10, 10} } }
            window { root = home, size = {390, 844} }
            UIView.animate(1, 0, { "repeat" }, function()
              find("spinner").alpha = 0
              UIView.animate(1, 0, { "repeat", "overrideInheritedOptions" }, function() find("bar").alpha = 0 end)
            end)
            untilIdle(2)
            """)
        let file = sandbox.directory + "/busy.lua"
        #expect(actual == "still busy at t=2s: bar's alpha animation (repeat) started at \(file):5; spinner's alpha animation (repeat) started at \(file):3",
                "\(actual)")
    }

    @Test func aPropertyAnimatorIsNamedByTheLineThatStartedIt() {
        // Made on one line, started on another: the animation begins when it starts.
        let sandbox = ScenarioSandbox()
        let actual = Self.busy(sandbox, """
            local home = screen "home" { view { "ball", frame = {0, 0, 10, 10} } }
            window { root = home, size = {390, 844} }
            local animator = UIViewPropertyAnimator(5, "linear", function() find("ball").center = CGPoint(200, 200) end)
            advance(0.1)
            animator:startAnimation()
            untilIdle(1)
            """)
        #expect(actual.contains("ball's center animation (property animator) started at \(sandbox.directory)/busy.lua:5;"), "\(actual)")
    }

    @Test func aLayerAnimationIsNamedByItsAddLine() {
        let sandbox = ScenarioSandbox()
        let actual = Self.busy(sandbox, """
            local home = screen "home" { view { "card", frame = {0, 0, 10, 10} } }
            window { root = home, size = {390, 844} }
            local fade = CABasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0, duration = 0.5, repeatCount = 100}

            find("card").layer:add(fade, "fade")
            untilIdle(1)
            """)
        #expect(actual == "still busy at t=1s: card's alpha animation started at \(sandbox.directory)/busy.lua:5", "\(actual)")
    }

    @Test func anAnimationNoScriptStartedNamesNoLine() {
        // UIKit's own presentation animation (no animator given) is started by the engine, not a
        // script line: naming the scenario's `present` or `untilIdle` line would mislead. A block
        // that ran before it must not leave its line behind for the next animation either.
        let sandbox = ScenarioSandbox()
        let actual = Self.busy(sandbox, """
            local home = screen "home" { view { "bar", frame = {0, 20, 10, 10} } }
            local detail = screen "detail" { modalPresentationStyle = "fullScreen" }
            window { root = home, size = {390, 844} }
            UIView.animate(0.01, function() find("bar").alpha = 0 end)
            present(home, detail)
            untilIdle(0.05)
            """)
        #expect(actual.contains("animation"), "\(actual)")
        #expect(!actual.contains("started at"), "\(actual)")
    }
}
