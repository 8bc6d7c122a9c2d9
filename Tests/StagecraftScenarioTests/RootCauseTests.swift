import Foundation
import Stagecraft
import StagecraftLua
import Testing
@testable import StagecraftScenario

/// Issue 27 part 1: a runtime error in a role script is the scenario's headline, with the code
/// around it, and the failures recorded after it are what it caused.
@Suite struct RootCauseTests {
    static let typo = """
        local Fade = {}
        function Fade.transitionDuration(ctx) return 0.3 end
        function Fade.animateTransition(ctx)
          local to = ctx:view("to")
          ctx.containerView:addSubview(to)
          UIView.animte(0.3, function() to.alpha = 1 end, function()
            ctx:completeTransition(not ctx.transitionWasCancelled)
          end)
        end
        return Fade
        """

    static let scenario = """
        local home = screen "home" {}
        local detail = screen "detail" {}
        scenario("typo", function()
          window { root = home }
          transition(detail, { animator = animator "animators/typo.lua", style = "overFullScreen" })
          present(home, detail)
          expect.alpha("home", 0.5)
          untilIdle()
          expect.alpha("detail", 0.5)
        end)
        """

    @Test func theScriptErrorCarriesTheCodeAroundItsLineWithTheNameMarked() throws {
        let sandbox = ScenarioSandbox()
        sandbox.write("animators/typo.lua", Self.typo)
        let result = try #require(sandbox.run("typo.lua", Self.scenario).first)
        let cause = try #require(result.rootCause)
        #expect(cause.error.message == "error: UIView has no member 'animte' — did you mean 'animate'?", "\(cause.error)")
        #expect(cause.error.location?.hasSuffix("animators/typo.lua:6") == true, "\(cause.error)")
        let frame = try #require(cause.error.codeFrame)
        #expect(frame.lines.map(\.number) == [4, 5, 6, 7, 8])
        #expect(frame.column == 10 && frame.width == 6)
        #expect(frame.rendered == [
            "  4 |   local to = ctx:view(\"to\")",
            "  5 |   ctx.containerView:addSubview(to)",
            "> 6 |   UIView.animte(0.3, function() to.alpha = 1 end, function()",
            "    |          ^^^^^^",
            "  7 |     ctx:completeTransition(not ctx.transitionWasCancelled)",
            "  8 |   end)",
        ])
        // UIKit calls animateTransition on the next turn of the run loop: the animator raised in
        // untilIdle(), after the first expectation (its own failure, kept before the error) and
        // before the second (folded under it).
        #expect(cause.before.map(\.location) == [sandbox.directory + "/typo.lua:7"], "\(result.failures)")
        #expect(cause.after.map(\.location) == [sandbox.directory + "/typo.lua:9"], "\(result.failures)")
    }

    @Test func aRunWithoutAnErrorHasNoRootCause() throws {
        let sandbox = ScenarioSandbox()
        sandbox.write("animators/typo.lua", Self.typo.replacingOccurrences(of: "animte", with: "animate"))
        let result = try #require(sandbox.run("typo.lua", Self.scenario).first)
        #expect(result.rootCause == nil)
        #expect(result.failures.count == 2, "\(result.failures)")  // both alpha expectations fail on their own
    }

    @Test func aFailureBeforeTheErrorIsNotFoldedUnderIt() {
        let earlier = ScenarioFailure(message: "a", time: 0.1, frame: 6, location: "s.lua:3")
        let error = ScenarioFailure(.error, message: "error: boom", time: 0.2, frame: 12, location: "a.lua:1")
        let later = ScenarioFailure(message: "b", time: 0.3, frame: 18, location: "s.lua:5")
        let result = ScenarioResult(name: "n", file: "s.lua", failures: [earlier, error, later], simulatedTime: 1, frames: 60,
                                    frameRate: 60, wallTime: 0, log: [], diagnostics: [], notes: [])
        #expect(result.rootCause?.before == [earlier])
        #expect(result.rootCause?.error == error)
        #expect(result.rootCause?.after == [later])
    }

    @Test func theErrorMessageSaysItOnceWithoutTheFileOrTheKindAgain() {
        let diagnostic = { (message: String, subject: String?) in
            Diagnostic(kind: .scriptError, message: message, subject: subject, source: "animators/typo.lua:6")
        }
        // The role is the file's name: the location already says it.
        #expect(ScenarioRunner.message(of: diagnostic("typo.lua: runtime error: animators/typo.lua:6: UIView has no member 'x'", "typo.lua"))
            == "error: UIView has no member 'x'")
        // A role with a name of its own says something the location does not.
        #expect(ScenarioRunner.message(of: diagnostic("FadeAnimator: runtime error: animators/typo.lua:6: boom", "FadeAnimator"))
            == "error in FadeAnimator: boom")
        #expect(ScenarioRunner.message(of: diagnostic("timeout error: animators/typo.lua:6: the callback ran too long", nil))
            == "timeout error: the callback ran too long")
    }

    @Test func aNameOnTheLineTwiceMarksNoColumn() throws {
        let path = NSTemporaryDirectory() + "codeframe-\(UUID().uuidString).lua"
        try "local a = 1\nx.alpah = x.alpah\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let twice = try #require(CodeFrame(path: path, line: 2, message: "View has no member 'alpah'"))
        #expect(twice.column == nil)
        // The first line has no line before it, and the file no line 3: the frame stops at its ends.
        #expect(twice.lines.map(\.number) == [1, 2, 3])
        let first = try #require(CodeFrame(path: path, line: 1, message: "no name here"))
        #expect(first.lines.map(\.number) == [1, 2, 3] && first.column == nil)
        #expect(CodeFrame(path: path, line: 9, message: "") == nil)
        #expect(CodeFrame.onlyColumn(of: "alpha", in: "v.alphas = v.alpha") == 14)  // a whole word only
    }

    @Test func noCodeFrameQuotesAFileTheRunDidNotLoad() throws {
        // A message's file:line is the script's to write: the frame quotes only scripts the run loaded.
        let sandbox = ScenarioSandbox()
        let body = """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("liar", function()
              window { root = home }
              transition(detail, { animator = animator "animators/liar.lua", style = "overFullScreen" })
              present(home, detail)
              untilIdle()
            end)
            """
        sandbox.write("animators/liar.lua", "local A = {}\nfunction A.transitionDuration() return 0.3 end\nfunction A.animateTransition(ctx) error(\"/etc/passwd:1: boom\", 0) end\nreturn A\n")
        let lying = try #require(sandbox.run("liar.lua", body).first?.rootCause?.error)
        #expect(lying.location == "/etc/passwd:1" && lying.codeFrame == nil, "\(lying)")
        // The twin: the same error at the script's own line is quoted.
        sandbox.write("animators/liar.lua", "local A = {}\nfunction A.transitionDuration() return 0.3 end\nfunction A.animateTransition(ctx) error(\"boom\") end\nreturn A\n")
        let honest = try #require(sandbox.run("liar.lua", body).first?.rootCause?.error)
        #expect(honest.codeFrame?.line == 3, "\(honest)")
    }

    @Test func aContextKeyNamesTheKeysAndTheNearestOne() throws {
        // T1.11: the keys are "from" and "to"; a slip names the nearest, another type only the keys.
        let sandbox = ScenarioSandbox()
        let body = """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("key", function()
              window { root = home }
              transition(detail, { animator = animator "animators/key.lua", style = "overFullScreen" })
              present(home, detail)
              untilIdle()
            end)
            """
        sandbox.write("animators/key.lua", "local A = {}\nfunction A.transitionDuration() return 0.3 end\nfunction A.animateTransition(ctx) ctx:view(\"too\") end\nreturn A\n")
        let slip = try #require(sandbox.run("key.lua", body).first?.rootCause?.error)
        #expect(slip.message == "error: bad argument #1 to 'view' (\"from\" or \"to\" expected, got \"too\" — did you mean \"to\"?)", "\(slip)")
        sandbox.write("animators/key.lua", "local A = {}\nfunction A.transitionDuration() return 0.3 end\nfunction A.animateTransition(ctx) ctx:view(1) end\nreturn A\n")
        let number = try #require(sandbox.run("key.lua", body).first?.rootCause?.error)
        #expect(number.message == "error: bad argument #1 to 'view' (\"from\" or \"to\" expected, got number)", "\(number)")
    }

    @Test func aMisspeltPresentationStyleNamesTheNearestStyle() throws {
        let results = ScenarioSandbox().run("style.lua", """
            local home = screen "home" {}
            local detail = screen "detail" {}
            window { root = home }
            transition(detail, { animator = "animators/fade.lua", style = "overFullScrn" })
            """)
        let message = try #require(results.first?.failures.first?.message)
        #expect(message.contains("unknown style 'overFullScrn' — did you mean 'overFullScreen'? (fullScreen, overFullScreen"), "\(message)")
        // A style nothing is near: the list alone.
        let far = ScenarioSandbox().run("style.lua", """
            local home = screen "home" {}
            local detail = screen "detail" {}
            window { root = home }
            transition(detail, { animator = "animators/fade.lua", style = "zzzzzz" })
            """)
        #expect(far.first?.failures.first?.message.contains("unknown style 'zzzzzz' (fullScreen") == true, "\(far.first?.failures ?? [])")
    }

    @Test func aMisspeltExpectationNamesTheNearestOne() throws {
        let results = ScenarioSandbox().run("expect.lua", """
            local home = screen "home" {}
            window { root = home }
            expect.alpah("home", 1)
            """)
        let failure = try #require(results.first?.failures.first)
        #expect(failure.message == "error: expect: no expectation 'alpah' — did you mean 'alpha'?", "\(failure)")
        #expect(failure.location?.hasSuffix("expect.lua:3") == true, "\(failure)")
        // The twin: the expectation spelt right runs (and passes).
        let right = ScenarioSandbox().run("expect.lua", """
            local home = screen "home" {}
            window { root = home }
            expect.alpha("home", 1)
            """)
        #expect(right.first?.passed == true, "\(right.first?.failures ?? [])")
    }
}
