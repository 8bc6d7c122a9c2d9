import Foundation
import Testing

/// Issue 27: how `stagecraft test` shows a mistake — the script error first with the code around
/// it and what it caused folded under one line — and that a broken transition never prints PASS.
@Suite(.serialized) struct RootCauseOutputTests {
    static let animator = """
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

    static let app = """
        local home = screen "home" {}
        local detail = screen "detail" {}

        """

    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func cl3_2_aRuntimeErrorIsTheHeadlineWithItsCodeAndTheFailuresItCausedFolded() throws {
        let dir = CLI.temporaryDirectory()
        try write(Self.animator, dir + "/animators/typo.lua")
        try write(Self.app + """
            scenario("typo", function()
              window { root = home }
              transition(detail, { animator = animator "animators/typo.lua", style = "overFullScreen" })
              local shown = present(home, detail)
              untilIdle()
              expect.alpha("detail", 0.5)   -- nothing animated: still 1
              expect.completedOnce(shown)
            end)
            """, dir + "/typo.lua")
        let result = CLI.run(["test", "typo.lua", "--color", "never"], in: dir)
        #expect(result.status == 1)
        // Four spaces before each failure line, four more before the code frame (its gutter: `>` at
        // the error's line, the line number, `|`), a caret under the misspelt name.
        let expected = [
            "    animators/typo.lua:6: error: UIView has no member 'animte' — did you mean 'animate'?",
            "          4 |   local to = ctx:view(\"to\")",
            "          5 |   ctx.containerView:addSubview(to)",
            "        > 6 |   UIView.animte(0.3, function() to.alpha = 1 end, function()",
            "            |          ^^^^^^",
            "          7 |     ctx:completeTransition(not ctx.transitionWasCancelled)",
            "          8 |   end)",
            "      at t=0s (frame 0)",
            "    2 expectations failed after it (--verbose lists them)",
        ].joined(separator: "\n")
        #expect(result.stdout.contains("FAIL typo.lua › typo (") && result.stdout.contains(expected), "\(result.stdout)")
        #expect(result.lastLine == "0 passed, 1 failed")
        // Folded: the consequences are not printed one by one.
        #expect(!result.stdout.contains("typo.lua:8:"), "\(result.stdout)")
        let verbose = CLI.run(["test", "typo.lua", "--color", "never", "--verbose"], in: dir)
        #expect(verbose.stdout.contains("2 expectations failed after it:\n    typo.lua:8: detail alpha"), "\(verbose.stdout)")
    }

    @Test func cl1_1_aTransitionThatNeverCompletesFailsAndExitsNonZero() throws {
        // Issue 27 part 2 / T2.2: it used to print PASS and exit 0.
        let dir = CLI.temporaryDirectory()
        try write(Self.animator.replacingOccurrences(of: "UIView.animte(0.3, function() to.alpha = 1 end, function()\n    ctx:completeTransition(not ctx.transitionWasCancelled)\n  end)",
                                                     with: "UIView.animate(0.3, function() to.alpha = 1 end)"), dir + "/animators/stuck.lua")
        let body = Self.app + """
            scenario("stuck", function()
              window { root = home }
              transition(detail, { animator = animator "animators/stuck.lua", style = "overFullScreen" })
              present(home, detail)
              untilIdle()
            end)
            """
        try write(body, dir + "/stuck.lua")
        let failing = CLI.run(["test", "stuck.lua", "--color", "never"], in: dir)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("FAIL stuck.lua › stuck"), "\(failing.stdout)")
        #expect(failing.stdout.contains("animators/stuck.lua:3: complete-transition-never-called: "), "\(failing.stdout)")
        #expect(failing.lastLine == "0 passed, 1 failed")

        // The twin that expects it passes.
        try write(body.replacingOccurrences(of: "  untilIdle()\n", with: "  untilIdle()\n  expect.diagnostics { \"complete-transition-never-called\" }\n"), dir + "/stuck.lua")
        let expecting = CLI.run(["test", "stuck.lua", "--color", "never"], in: dir)
        #expect(expecting.status == 0, "\(expecting.stdout)")
        #expect(expecting.lastLine == "1 passed, 0 failed")
    }

    @Test func cl3_1_aRoleScriptThatDoesNotParsePointsAtTheUnclosedBracketInTheScript() throws {
        let dir = CLI.temporaryDirectory()
        // Line 3 opens `UIView.animate(` and never closes it; Lua gives up at line 6.
        try write("""
            local Fade = {}
            function Fade.animateTransition(ctx)
              UIView.animate(0.3, function() end, function()
                ctx:completeTransition(true)
              end
            end
            return Fade
            """, dir + "/animators/bad.lua")
        try write(Self.app + """
            scenario("bad", function()
              window { root = home }
              transition(detail, { animator = animator "animators/bad.lua", style = "overFullScreen" })
            end)
            """, dir + "/bad.lua")
        let result = CLI.run(["test", "bad.lua", "--color", "never"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("    animators/bad.lua:3: syntax error: '(' is not closed: ')' expected near 'end' on line 6 (loaded at bad.lua:5)\n"
                                       + "          1 | local Fade = {}\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("animator: animator"), "\(result.stdout)")
    }
}
