import StagecraftScenario
import Testing

/// Issue 27 part 2: a scenario in which a serious diagnostic fired fails by default, unless it
/// checked its diagnostics itself; each failing case here has a twin that passes.
@Suite struct SeriousDiagnosticTests {
    static let app = """
        local home = screen "home" { backgroundColor = "white" }
        local detail = screen "detail" { backgroundColor = "systemYellow" }
        -- Adds the view and animates, but never calls completeTransition (T2.2).
        local stuck = {
          transitionDuration = function(ctx) return 0.3 end,
          animateTransition = function(ctx)
            local to = ctx:view("to")
            ctx.containerView:addSubview(to)
            UIView.animate(0.3, function() to.alpha = 1 end)
          end,
        }
        -- Calls completeTransition twice (T2.3).
        local twice = {
          transitionDuration = function(ctx) return 0.3 end,
          animateTransition = function(ctx)
            local to = ctx:view("to")
            ctx.containerView:addSubview(to)
            UIView.animate(0.3, function() to.alpha = 1 end, function()
              ctx:completeTransition(true)
              ctx:completeTransition(true)
            end)
          end,
        }

        """

    func run(_ body: String) -> ScenarioResult? {
        ScenarioSandbox().run("serious.lua", Self.app + body).first
    }

    @Test func T2_2_aTransitionThatNeverCompletesFailsTheScenarioByDefault() throws {
        let result = try #require(run("""
            scenario("stuck", function()
              window { root = home }
              transition(detail, { animator = stuck, style = "overFullScreen" })
              present(home, detail)
              untilIdle()
            end)
            """))
        #expect(!result.passed)
        let failure = try #require(result.failures.first)
        #expect(failure.message.hasPrefix("complete-transition-never-called: "), "\(failure)")
        #expect(failure.message.contains("expect.diagnostics{…} if it is meant"), "\(failure)")
        #expect(failure.kind == .expectation)
    }

    @Test func T2_2_theSameTransitionPassesWhenTheScenarioExpectsTheDiagnostic() throws {
        let result = try #require(run("""
            scenario("stuck on purpose", function()
              window { root = home }
              transition(detail, { animator = stuck, style = "overFullScreen" })
              present(home, detail)
              untilIdle()
              expect.diagnostics { "complete-transition-never-called" }
            end)
            """))
        #expect(result.passed, "\(result.failures)")
    }

    @Test func T2_3_completeTransitionCalledTwiceFailsAndExpectingItPasses() throws {
        let body = """
            scenario("twice", function()
              window { root = home }
              transition(detail, { animator = twice, style = "overFullScreen" })
              present(home, detail)
              untilIdle()
            end)
            """
        let failing = try #require(run(body))
        #expect(failing.failures.map(\.message).contains { $0.hasPrefix("complete-transition-twice: ") }, "\(failing.failures)")
        let expecting = try #require(run(body.replacingOccurrences(of: "  untilIdle()\n", with: "  untilIdle()\n  expect.diagnostics { \"complete-transition-twice\" }\n")))
        #expect(expecting.passed, "\(expecting.failures)")
    }

    @Test func T1_18_aRefusedPresentIsUIKitsOwnAnswerAndDoesNotFail() throws {
        // Presenting while a presentation runs is refused with a warning (transition-in-progress):
        // reported, but correct code meets it, so it is not serious.
        let result = try #require(run("""
            local fade = animator "animators/cross_fade.lua"
            local other = screen "other" {}
            scenario("refused", function()
              window { root = home }
              transition(detail, { animator = fade, style = "overFullScreen" })
              present(home, detail)
              present(home, other)
              untilIdle()
            end)
            """))
        #expect(result.diagnostics.map(\.kind.rawValue).contains("transition-in-progress"), "\(result.diagnostics)")
        #expect(result.passed, "\(result.failures)")
    }

    @Test func aSeriousDiagnosticIsListedWhereItHappenedAmongTheFailures() throws {
        // The watchdog reports at t≈1.35 s: an expectation failed before it stays first, one after it follows.
        let result = try #require(run("""
            scenario("ordered", function()
              window { root = home }
              transition(detail, { animator = stuck, style = "overFullScreen" })
              present(home, detail)
              expect.alpha("home", 0.5)
              untilIdle()
              expect.alpha("home", 0.25)
            end)
            """))
        #expect(result.failures.map { String($0.message.prefix(20)) } == ["home alpha (on scree", "complete-transition-", "home alpha (on scree"],
                "\(result.failures)")
    }

    @Test func theSeriousKindsAreTheBrokenStatesNotUIKitsAnswers() {
        #expect(SeriousDiagnostics.fails(.init(rawValue: "complete-transition-never-called")))
        #expect(SeriousDiagnostics.fails(.init(rawValue: "script-error")))
        #expect(SeriousDiagnostics.fails(.init(rawValue: "chrome-left-behind")))
        #expect(!SeriousDiagnostics.fails(.init(rawValue: "transition-in-progress")))
        #expect(!SeriousDiagnostics.fails(.init(rawValue: "ambiguous-layout")))
        #expect(!SeriousDiagnostics.fails(.init(rawValue: "gesture-unrecognized")))
    }
}
