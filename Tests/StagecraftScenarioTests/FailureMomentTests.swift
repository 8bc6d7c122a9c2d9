import Foundation
import Stagecraft
import Testing
@testable import StagecraftScenario

/// What the studio links and draws (docs/studio.md, SD4.x): each failure's moment and the view
/// its expectation named (SD4.1), and the fingers of a synthesised gesture in the trace (SD4.5).
@Suite struct FailureMomentTests {
    func run(_ body: String) -> ScenarioResult? {
        let sandbox = ScenarioSandbox()
        let path = sandbox.write("moments.lua", fadeApp + body)
        var options = ScenarioOptions()
        options.keepTrace = true
        return ScenarioRunner(options: options).run(file: path).first
    }

    @Test func SD4_1_aFailureKnowsTheViewItsExpectationNamed() throws {
        let result = try #require(run("""
            scenario("two views off", function()
              window { root = home, size = {390, 844} }
              transition(detail, { animator = fade, style = "overFullScreen" })
              present(home, detail)
              advance(0.1)
              expect.alpha("detail", 2)
              advance(0.1)
              expect.frame(detail.view:viewNamed("title"), {0, 0, 1, 1})
              expect.truthy(false, "names no view")
            end)
            """))
        #expect(result.failures.count == 3)
        let trace = try #require(result.trace)
        let ids = { (name: String) in trace.frames.last?.view(named: name)?.id }
        // By name, then by handle (the label, from the screen's view tree), then none.
        #expect(result.failures.map(\.viewID) == [ids("detail"), ids("title"), nil])
        #expect(ids("detail") != nil && ids("title") != nil && ids("detail") != ids("title"))
        // The moment is the one the terminal prints: 0.1 s is frame 6 at 60 Hz, 0.2 s frame 12.
        #expect(result.failures.map(\.frame) == [6, 12, 12])
        #expect(trace.frames.contains { $0.index == 6 && abs($0.time - 0.1) < 1e-9 })
    }

    @Test func SD4_1_anUntracedRunHasNoViewIDs() throws {
        let sandbox = ScenarioSandbox()
        let results = sandbox.run("untraced.lua", fadeApp + """
            scenario("off", function()
              window { root = home, size = {390, 844} }
              expect.alpha("home", 0)
            end)
            """)
        #expect(results.first?.failures.count == 1)
        #expect(results.first?.failures.first?.viewID == nil)
    }

    @Test func SD4_5_theTraceCarriesTheFingersOnlyWhenAsked() throws {
        // A pan from (100, 400) to (300, 400) over 0.5 s, linear: at 0.25 s the finger is at
        // (200, 400); before it lands and after it lifts, no finger.
        let result = try #require(run("""
            scenario("a pan", function()
              window { root = home, size = {390, 844} }
              advance(0.1)
              pan { from = {100, 400}, to = {300, 400}, duration = 0.5 }
              advance(0.8)
            end)
            """))
        let trace = try #require(result.trace)
        let at = { (time: Double) in trace.frames.first { abs($0.time - time) < 1e-6 } }
        #expect(at(0.05)?.touches == [])
        let middle = try #require(at(0.35)?.touches.first)
        #expect(abs(middle.x - 200) < 0.5 && abs(middle.y - 400) < 1e-6)
        #expect(at(0.35)?.touches.count == 1)
        #expect(trace.frames.last?.touches == [])
        // The studio's JSON Lines list them; the default (golden traces, `run`) does not.
        let withTouches = trace.jsonLines(touches: true).split(separator: "\n").filter { $0.contains("\"touches\":[[") }.count
        #expect(withTouches == trace.frames.filter { !$0.touches.isEmpty }.count && withTouches > 20)
        #expect(!trace.jsonLines().contains("touches"))
    }

    @Test func SD4_5_aPinchHasTwoFingersAndATapOneForItsFiftyMilliseconds() throws {
        // A pinch about (200, 400) from 100 pt apart to 300 pt along x over 0.4 s, linear: at
        // 0.2 s after it starts the fingers are 200 pt apart, at x = 100 and 300.
        let result = try #require(run("""
            scenario("a pinch, then a tap", function()
              window { root = home, size = {390, 844} }
              advance(0.1)
              pinch { center = {200, 400}, from = 100, to = 300, duration = 0.4 }
              advance(0.6)
              tap { 50, 60 }
              advance(0.3)
            end)
            """))
        let trace = try #require(result.trace)
        let pinch = try #require(trace.frames.first { abs($0.time - 0.3) < 1e-6 }?.touches)
        #expect(pinch.count == 2)
        #expect(Set(pinch.map { Int($0.x.rounded()) }) == [100, 300] && pinch.allSatisfy { abs($0.y - 400) < 1e-6 })
        // The tap's finger is down for 0.05 s: on about three frames at 60 Hz, at (50, 60).
        let tapped = trace.frames.filter { $0.time > 0.65 && !$0.touches.isEmpty }
        #expect((2...4).contains(tapped.count))
        #expect(tapped.allSatisfy { $0.touches == [Point(x: 50, y: 60)] })
    }
}
