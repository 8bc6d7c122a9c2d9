import Foundation
import Testing

/// Issue 16 items 3–5: what `stagecraft test` selects and how it reports — `--list`, `FILE:LINE`,
/// `--bail`, regular-expression filters, discovery by convention, module folders, skipped
/// scenarios, the root cause first, `--color`, and usage errors that show the subcommand's usage.
@Suite(.serialized) struct RunnerSelectionTests {
    static let threeScenarios = """
        local home = screen "home" { view { "box", frame = {0, 0, 100, 100} } }

        scenario("alpha", function()
          window { root = home }
          advance(0.1)
        end)

        scenario("beta", function()
          window { root = home }
          expect.equal(1, 2, "beta's number")
        end)

        scenario("gamma", { skip = "waits for the iPad profile" }, function()
          expect.equal(1, 2)
        end)
        """

    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func cl2_3_listShowsFileLineAndNameWithoutRunning() throws {
        let dir = CLI.temporaryDirectory()
        try write(Self.threeScenarios, dir + "/three.lua")
        let result = CLI.run(["test", "--list", "three.lua"], in: dir)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == """
            three.lua:3 › alpha
            three.lua:8 › beta
            three.lua:13 › gamma (skipped: waits for the iPad profile)
            3 scenarios in 1 file

            """, "\(result.stdout)")
    }

    @Test func cl2_1_fileColonLinePicksTheScenarioHoldingTheLine() throws {
        let dir = CLI.temporaryDirectory()
        try write(Self.threeScenarios, dir + "/three.lua")
        let inside = CLI.run(["test", "three.lua:10"], in: dir)
        #expect(inside.status == 1 && inside.lastLine == "0 passed, 1 failed", "\(inside.stdout)")
        #expect(inside.stdout.contains("FAIL three.lua › beta") && !inside.stdout.contains("alpha"), "\(inside.stdout)")
        let first = CLI.run(["test", "three.lua:3"], in: dir)
        #expect(first.status == 0 && first.lastLine == "1 passed, 0 failed", "\(first.stdout)")
        let between = CLI.run(["test", "three.lua:2"], in: dir)
        #expect(between.status == 1, "\(between.stdout)")
        #expect(between.stdout.contains("no scenario of three.lua holds line 2; its scenarios: 'alpha' (lines 3–6), 'beta' (lines 8–11), 'gamma' (lines 13–15)"),
                "\(between.stdout)")
    }

    @Test func cl2_4_bailStopsAtTheFirstFailure() throws {
        let dir = CLI.temporaryDirectory()
        try write(Self.threeScenarios, dir + "/a.lua")
        try write("scenario(\"later\", function() advance(0.1) end)\n", dir + "/b.lua")
        let result = CLI.run(["test", "-x", "--jobs", "1", "."], in: dir)
        #expect(result.status == 1)
        // alpha passes, beta fails; gamma (same file) and b.lua (next file) are not run.
        #expect(result.lastLine == "1 passed, 1 failed", "\(result.stdout)")
        #expect(result.stdout.contains("stopped at the first failure (--bail)"))
        #expect(!result.stdout.contains("later") && !result.stdout.contains("gamma"), "\(result.stdout)")
        let all = CLI.run(["test", "--jobs", "1", "."], in: dir)
        #expect(all.lastLine == "2 passed, 1 failed, 1 skipped", "\(all.stdout)")
        #expect(all.stdout.contains("SKIP ./a.lua › gamma (skipped: waits for the iPad profile)"), "\(all.stdout)")
    }

    @Test func cl2_2_filtersAreRepeatableRegularExpressions() throws {
        let dir = CLI.temporaryDirectory()
        try write(Self.threeScenarios, dir + "/three.lua")
        let both = CLI.run(["test", "three.lua", "--filter", "^AL", "--filter", "gam+a$"], in: dir)
        #expect(both.lastLine == "1 passed, 0 failed, 1 skipped", "\(both.stdout)")
        let bad = CLI.run(["test", "three.lua", "--filter", "(unclosed"], in: dir)
        #expect(bad.status == 64, "\(bad.stderr)")
        #expect(bad.stderr.contains("--filter (unclosed is not a regular expression"), "\(bad.stderr)")
        #expect(bad.stderr.contains("Usage: stagecraft test"), "\(bad.stderr)")
        let none = CLI.run(["test", "three.lua", "--filter", "delta"], in: dir)
        #expect(none.status == 1)
        #expect(none.stderr.contains("no scenario matches --filter delta; the scenarios are:\n  three.lua:3 › alpha\n  three.lua:8 › beta"),
                "\(none.stderr)")
    }

    @Test func cl2_1_withNoPathScenariosAreFoundByConvention() throws {
        let folder = CLI.temporaryDirectory()
        try write("scenario(\"in folder\", function() advance(0.1) end)\n", folder + "/scenarios/one.lua")
        let byFolder = CLI.run(["test"], in: folder)
        #expect(byFolder.status == 0 && byFolder.lastLine == "1 passed, 0 failed", "\(byFolder.stdout)\(byFolder.stderr)")
        #expect(byFolder.stdout.contains("no path given: running the scenarios in scenarios/"), "\(byFolder.stdout)")

        let named = CLI.temporaryDirectory()
        try write("scenario(\"a\", function() advance(0.1) end)\n", named + "/push_test.lua")
        try write("scenario(\"b\", function() advance(0.1) end)\n", named + "/deep/sheet.scenario.lua")
        try write("local M = {}\nreturn M\n", named + "/helpers.lua")  // neither name: not a scenario
        let byName = CLI.run(["test"], in: named)
        #expect(byName.status == 0 && byName.lastLine == "2 passed, 0 failed", "\(byName.stdout)\(byName.stderr)")
        #expect(byName.stdout.contains("2 files named *_test.lua or *.scenario.lua"), "\(byName.stdout)")

        let empty = CLI.temporaryDirectory()
        let nothing = CLI.run(["test"], in: empty)
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("no path given and none found by convention"), "\(nothing.stderr)")
        #expect(nothing.stderr.contains("Usage: stagecraft test"), "\(nothing.stderr)")
    }

    @Test func cl2_1_moduleFoldersAreNotScannedAsScenarios() throws {
        let dir = CLI.temporaryDirectory()
        try write("scenario(\"real\", function() advance(0.1) end)\n", dir + "/real.lua")
        for folder in ["screens", "animators", "presentations", "interactions", "delegates"] {
            try write("local M = {}\nreturn M\n", dir + "/\(folder)/module.lua")
        }
        let result = CLI.run(["test", "."], in: dir)
        #expect(result.status == 0 && result.lastLine == "1 passed, 0 failed", "\(result.stdout)")
    }

    @Test func cl3_2_aScriptErrorIsPrintedBeforeTheFailuresItCaused() throws {
        // The animator raises at present time; the alpha expectation half a second later fails
        // because of it (nothing animated). The error, the root cause, comes first.
        let dir = CLI.temporaryDirectory()
        try write("""
            local home = screen "home" {}
            local detail = screen "detail" {}
            local broken = {
              transitionDuration = function(self, context) return 0.3 end,
              animateTransition = function(self, context) error("the animator broke") end,
            }
            scenario("root cause", function()
              window { root = home }
              transition(detail, { animator = broken })
              present(home, detail)
              advance(0.5)
              expect.alpha("detail", 0.5)
            end)
            """, dir + "/cause.lua")
        let result = CLI.run(["test", "cause.lua", "--color", "never", "--verbose"], in: dir)
        #expect(result.status == 1)
        let error = result.stdout.range(of: "the animator broke")
        let consequence = result.stdout.range(of: "cause.lua:12:")
        #expect(error != nil && consequence != nil, "\(result.stdout)")
        if let error, let consequence { #expect(error.lowerBound < consequence.lowerBound, "\(result.stdout)") }
        // Issue 27: said once — the file is the location's, "runtime" is what an error is.
        #expect(result.stdout.contains("cause.lua:5: error: the animator broke\n"), "\(result.stdout)")
        #expect(result.stdout.contains("1 expectation failed after it:\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("stagecraft.scenario"), "\(result.stdout)")
    }

    @Test func cl3_3_lifecycleOrderFailuresMarkWhereTheOrderBroke() throws {
        let dir = CLI.temporaryDirectory()
        try write("""
            local home = screen "home" {}
            window { root = home }
            expect.lifecycle({ "home.viewDidAppear", "home.viewWillAppear" })
            expect.lifecycle({ "home.viewDidLoad", "home.viewWillAppear", "home.viewDidLoad" }, { exact = true })
            """, dir + "/order.lua")
        let result = CLI.run(["test", "order.lua", "--color", "never"], in: dir)
        #expect(result.stdout.contains("the order breaks at #2 'home.viewWillAppear': it happened earlier, as event #2, not after 'home.viewDidAppear' (event #4)"),
                "\(result.stdout)")
        #expect(result.stdout.contains("expected: home.viewDidAppear, ▶ home.viewWillAppear"), "\(result.stdout)")
        #expect(result.stdout.contains("actual:   home.viewDidLoad, ▶ home.viewWillAppear(animated=false)"), "\(result.stdout)")
        #expect(result.stdout.contains("they differ at #3, 'home.viewDidLoad' expected, 'home.viewIsAppearing(animated=false)' happened"),
                "\(result.stdout)")
    }

    @Test func cl3_4_colourFollowsTheFlagThenFORCE_COLORThenNO_COLOR() throws {
        let dir = CLI.temporaryDirectory()
        try write("scenario(\"one\", function() advance(0.1) end)\n", dir + "/one.lua")
        let escape = "\u{1B}["
        #expect(CLI.run(["test", "one.lua", "--color", "always"], in: dir).stdout.contains(escape))
        #expect(!CLI.run(["test", "one.lua", "--color", "never"], in: dir, environment: ["FORCE_COLOR": "1"]).stdout.contains(escape))
        #expect(CLI.run(["test", "one.lua"], in: dir, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stdout.contains(escape))
        // Set but empty counts as unset (no-color.org, force-color.org): not a terminal, so plain.
        #expect(!CLI.run(["test", "one.lua"], in: dir, environment: ["FORCE_COLOR": ""]).stdout.contains(escape))
        let bad = CLI.run(["test", "one.lua", "--color", "sometimes"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("Usage: stagecraft test"), "\(bad.stderr)")
    }

    @Test func cl1_1_errorsAfterParsingShowTheSubcommandsOwnUsage() {
        for (arguments, usage) in [(["test", "no/such/dir"], "Usage: stagecraft test"),
                                   (["watch", "no/such/dir", "--exit-after", "1"], "Usage: stagecraft watch"),
                                   (["gallery", "no/such/dir"], "Usage: stagecraft gallery")] {
            let result = CLI.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("no such file or directory: no/such/dir"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(usage), "\(arguments): \(result.stderr)")
        }
    }
}
