import StagecraftScenario
import Testing

/// The runner: results, failures with expected/actual/time/line, script errors, frame rates.
@Suite struct ScenarioRunnerTests {
    @Test func passingScenarioReportsItsSimulatedTime() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("pass.lua", fadeApp + """
            scenario("fades in", function()
              window { root = home }
              transition(detail, { animator = fade, style = "overFullScreen" })
              local op = present(home, detail)
              untilIdle()
              expect.alpha("detail", 1)
              expect.completedOnce(op)
              expect.noDiagnostics()
            end)
            """)
        #expect(results.map(\.name) == ["fades in"])
        #expect(results.first?.failures == [])
        // The fade lasts 0.35 s; idle when its completion has run.
        #expect(abs((results.first?.simulatedTime ?? 0) - 0.35) < 1e-9)
    }

    @Test func failureShowsExpectedActualTimeAndLine() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("fail.lua", fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            present(home, detail)
            advance(0.175)
            expect.alpha("detail", 0.9, 0.01)
            """)
        let failure = results.first?.failures.first
        #expect(failure?.location == sandbox.directory + "/fail.lua:8")
        #expect(failure?.expected == "0.9")
        // Ease-in-out is symmetric: half the duration is half the change.
        #expect(failure?.actual == "0.5")
        #expect(abs((failure?.time ?? 0) - 0.175) < 1e-12)
        #expect(failure?.description.contains("at t=0.175s") == true)
    }

    @Test func scriptErrorFailsWithFileAndLineAndTheRunnerGoesOn() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("broken.lua", """
            scenario("first", function()
              local x = nil
              print(x.y)
            end)
            scenario("second", function() expect.equal(1, 1) end)
            """)
        #expect(results.count == 2)
        #expect(results.first?.failures.first?.location == sandbox.directory + "/broken.lua:3")
        #expect(results.first?.failures.first?.message.contains("attempt to index a nil value") == true)
        #expect(results.last?.passed == true)
    }

    @Test func syntaxErrorAndMissingFileAreFailuresNotCrashes() {
        let sandbox = ScenarioSandbox()
        let syntax = sandbox.run("syntax.lua", "scenario(\"x\", function()\n  advance(\nend)")
        #expect(syntax.count == 1)
        #expect(syntax.first?.failures.first?.description.contains("syntax.lua:3") == true)
        let missing = ScenarioRunner().run(file: sandbox.directory + "/nope.lua")
        #expect(missing.first?.failures.first?.message.contains("cannot read") == true)
    }

    @Test func brokenAnimatorNamesItsFile() {
        let sandbox = ScenarioSandbox()
        sandbox.write("animators/bad.lua", "local A = {}\nfunction A.transitionDuration() return 0.3 end\nfunction A.animateTransition(ctx)\n  ctx:nope()\nend\nreturn A\n")
        let results = sandbox.run("uses_bad.lua", """
            local bad = animator "animators/bad.lua"
            local home, other = screen "home" {}, screen "other" {}
            window { root = home }
            transition(other, { animator = bad })
            present(home, other)
            untilIdle()
            """)
        let text = results.flatMap(\.failures).map(\.description).joined(separator: "\n")
        #expect(text.contains("animators/bad.lua:4"), "\(text)")
    }

    @Test func neverIdleIsAClearFailure() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("busy.lua", """
            local home = screen "home" { view { "spinner", frame = {0, 0, 10, 10} } }
            window { root = home }
            UIView.animate(1, 0, { "repeat" }, function() find("spinner").alpha = 0 end)
            untilIdle(2)
            """)
        let failures = results.first?.failures ?? []
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("never became idle within 2 s") == true)
        #expect(failures.first?.location == sandbox.directory + "/busy.lua:4")
        // Issue 27: it says how to wait longer, and what is still running.
        #expect(failures.first?.message.contains("(untilIdle(seconds) waits longer)") == true)
        #expect(failures.first?.actual == "still busy at t=2s: spinner's alpha animation (repeat) started at \(sandbox.directory)/busy.lua:3", "\(failures)")
    }

    @Test func whatIsStillRunningNamesEachAnimationAndWhatItDoes() {
        // The twin of the case above: a finite animation also still running at the limit is named
        // without "repeat", and a repeating one that autoreverses says so.
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("busy.lua", """
            local home = screen "home" { view { "spinner", frame = {0, 0, 10, 10} }, view { "bar", frame = {0, 20, 10, 10} } }
            window { root = home }
            UIView.animate(1, 0, { "repeat", "autoreverse" }, function() find("spinner").alpha = 0 end)
            UIView.animate(5, function() find("bar").alpha = 0; find("bar").center = CGPoint(50, 50) end)
            untilIdle(2)
            """)
        #expect(results.first?.failures.first?.actual
                == "still busy at t=2s: spinner's alpha animation (repeat, autoreverse) started at \(sandbox.directory)/busy.lua:3; "
                + "bar's center, alpha animation started at \(sandbox.directory)/busy.lua:4", "\(results.first?.failures ?? [])")
    }

    @Test func sameResultsAt60And120Hz() {
        let sandbox = ScenarioSandbox()
        let body = fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            present(home, detail)
            advance(0.175)
            expect.alpha("detail", 0.6, 0.01)
            """
        let at60 = sandbox.run("rate.lua", body, fps: 60), at120 = sandbox.run("rate.lua", body, fps: 120)
        // 0.175 s is between frames at 60 Hz and on a frame at 120 Hz: both read the value at 0.175 s.
        #expect(at60.first?.failures.map(\.actual) == ["0.5"])
        #expect(at120.first?.failures.map(\.actual) == ["0.5"])
    }

    @Test func eventsSubsequenceAndExact() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("events.lua", fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            present(home, detail, false)
            untilIdle()
            expect.lifecycle { "detail.viewWillAppear", "detail.viewDidAppear" }
            expect.lifecycle({ "detail.viewDidLoad", "detail.viewWillAppear(animated=false)", "detail.viewIsAppearing", "detail.viewDidAppear" }, { exact = true })
            expect.lifecycle { "detail.viewDidAppear", "detail.viewWillAppear" }
            expect.lifecycle({ "detail.viewWillAppear", "detail.viewDidAppear" }, { exact = true })
            """)
        // Exact compares the events of the subjects named (detail's here), all of them.
        #expect(results.first?.failures.compactMap(\.location) == [10, 11].map { sandbox.directory + "/events.lua:\($0)" })
    }

    @Test func completionCountedExactlyOnce() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("once.lua", fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            local op = present(home, detail)
            advance(0.1)
            expect.completions(op, 0)
            untilIdle()
            expect.completedOnce(op)
            expect.completions(op, 2)
            """)
        #expect(results.first?.failures.map(\.actual) == ["1"])
    }

    @Test func filterAndScenarioFrameRate() {
        let sandbox = ScenarioSandbox()
        let source = """
            scenario("alpha one", function() advanceFrames(3) end)
            scenario("beta", { fps = 120 }, function() advanceFrames(3) end)
            """
        #expect(sandbox.run("f.lua", source, filter: "BETA").map(\.name) == ["beta"])
        let all = sandbox.run("f.lua", source)
        #expect(all.map(\.frameRate) == [60, 120])
        #expect(abs((all.last?.simulatedTime ?? 0) - 3.0 / 120) < 1e-12)
    }
}

/// The DSL's own options tables refuse unknown keys as the bindings' do (issue 14, item 3).
@Suite struct ScenarioOptionKeysTests {
    @Test func aMisspeltGestureKeyFailsTheScenarioAtItsLine() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("keys.lua", """
            scenario("pans", function()
              pan { from = {10, 10}, to = {10, 300}, duraton = 0.3 }
            end)
            """)
        let pan = results.first?.failures.first
        #expect(pan?.location == sandbox.directory + "/keys.lua:2")
        #expect(pan?.message.contains("pan: unknown key 'duraton' (did you mean 'duration'?); known keys: curve, duration, from, hold, to, velocity") == true,
                "\(pan?.message ?? "")")
        // Scenario options are read as the file loads: the file fails at that line.
        let options = sandbox.run("options.lua", "scenario(\"options\", { fsp = 30 }, function() end)").first?.failures.first
        #expect(options?.location == sandbox.directory + "/options.lua:1")
        #expect(options?.message.contains("options: unknown key 'fsp' (did you mean 'fps'?); known keys: fps") == true, "\(options?.message ?? "")")
    }
}
