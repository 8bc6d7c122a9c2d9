import StagecraftScenario
import XCTest

final class ScenarioRunnerTests: XCTestCase {
    func testPassingScenarioReportsItsSimulatedTime() {
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
        XCTAssertEqual(results.map(\.name), ["fades in"])
        XCTAssertEqual(results[0].failures, [])
        // The fade lasts 0.35 s; idle when its completion has run.
        XCTAssertEqual(results[0].simulatedTime, 0.35, accuracy: 1e-9)
    }

    func testFailureShowsExpectedActualTimeAndLine() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("fail.lua", fadeApp + """
            window { root = home }
            transition(detail, { animator = fade })
            present(home, detail)
            advance(0.175)
            expect.alpha("detail", 0.9, 0.01)
            """)
        let failure = results.first?.failures.first
        XCTAssertEqual(failure?.location, sandbox.directory + "/fail.lua:8")
        XCTAssertEqual(failure?.expected, "0.9")
        // Ease-in-out is symmetric: half the duration is half the change.
        XCTAssertEqual(failure?.actual, "0.5")
        XCTAssertEqual(failure?.time ?? 0, 0.175, accuracy: 1e-12)
        XCTAssertTrue(failure?.description.contains("at t=0.175s") ?? false)
    }

    func testScriptErrorFailsWithFileAndLineAndTheRunnerGoesOn() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("broken.lua", """
            scenario("first", function()
              local x = nil
              print(x.y)
            end)
            scenario("second", function() expect.equal(1, 1) end)
            """)
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(results[0].failures.first?.location, sandbox.directory + "/broken.lua:3")
        XCTAssertTrue(results[0].failures.first?.message.contains("attempt to index a nil value") ?? false)
        XCTAssertTrue(results[1].passed)
    }

    func testSyntaxErrorAndMissingFileAreFailuresNotCrashes() {
        let sandbox = ScenarioSandbox()
        let syntax = sandbox.run("syntax.lua", "scenario(\"x\", function()\n  advance(\nend)")
        XCTAssertEqual(syntax.count, 1)
        XCTAssertTrue(syntax[0].failures[0].description.contains("syntax.lua:3"))
        let missing = ScenarioRunner().run(file: sandbox.directory + "/nope.lua")
        XCTAssertTrue(missing[0].failures[0].message.contains("cannot read"))
    }

    func testBrokenAnimatorNamesItsFile() {
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
        let text = results[0].failures.map(\.description).joined(separator: "\n")
        XCTAssertTrue(text.contains("animators/bad.lua:4"), text)
    }

    func testNeverIdleIsAClearFailure() {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("busy.lua", """
            local home = screen "home" { view { "spinner", frame = {0, 0, 10, 10} } }
            window { root = home }
            UIView.animate(1, 0, { "repeat" }, function() find("spinner").alpha = 0 end)
            untilIdle(2)
            """)
        XCTAssertEqual(results[0].failures.count, 1)
        XCTAssertTrue(results[0].failures[0].message.contains("never became idle within 2 s"))
        XCTAssertEqual(results[0].failures[0].location, sandbox.directory + "/busy.lua:4")
    }

    func testSameResultsAt60And120Hz() {
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
        XCTAssertEqual(at60[0].failures.map(\.actual), ["0.5"])
        XCTAssertEqual(at120[0].failures.map(\.actual), ["0.5"])
    }

    func testEventsSubsequenceAndExact() {
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
        XCTAssertEqual(results[0].failures.compactMap(\.location), [10, 11].map { sandbox.directory + "/events.lua:\($0)" })
    }

    func testCompletionCountedExactlyOnce() {
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
        XCTAssertEqual(results[0].failures.map(\.actual), ["1"])
    }

    func testFilterAndScenarioFrameRate() {
        let sandbox = ScenarioSandbox()
        let source = """
            scenario("alpha one", function() advanceFrames(3) end)
            scenario("beta", { fps = 120 }, function() advanceFrames(3) end)
            """
        XCTAssertEqual(sandbox.run("f.lua", source, filter: "BETA").map(\.name), ["beta"])
        let all = sandbox.run("f.lua", source)
        XCTAssertEqual(all.map(\.frameRate), [60, 120])
        XCTAssertEqual(all[1].simulatedTime, 3.0 / 120, accuracy: 1e-12)
    }
}
