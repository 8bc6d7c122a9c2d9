import Foundation
import Testing

/// End-to-end: `stagecraft stress` as a user or CI runs it (docs/stress.md, ST3). Serialized: the
/// binary stresses scenarios on every core itself.
@Suite(.serialized) struct StressCommandTests {
    /// A sheet dismissed by a swipe whose animator turns interaction off on the sheet and back on
    /// only when the dismissal completes: a swipe cancelled mid-way leaves a dead sheet.
    static func writeBrokenApp(in dir: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir + "/animators", withIntermediateDirectories: true)
        try """
            local A = {}
            function A.transitionDuration(ctx) return 0.4 end
            function A.animateTransition(ctx)
              local to = ctx:view("to")
              if to then
                to.frame = ctx:finalFrame(ctx:viewController("to"))
                ctx.containerView:addSubview(to)
                UIView.animate(0.4, function() to.alpha = 1 end, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
              else
                local sheet = ctx:view("from")
                local start, down = sheet.frame, sheet.frame
                down.origin.y = start.origin.y + start.size.height
                sheet.isUserInteractionEnabled = false
                UIView.animate(0.4, 0, { "curveLinear" }, function() sheet.frame = down end, function()
                  if ctx.transitionWasCancelled then sheet.frame = start else sheet.isUserInteractionEnabled = true end
                  ctx:completeTransition(not ctx.transitionWasCancelled)
                end)
              end
            end
            return A
            """.write(toFile: dir + "/animators/forgets.lua", atomically: true, encoding: .utf8)
        let file = dir + "/sheet.lua"
        try """
            local forgets = animator "animators/forgets.lua"
            local swipeDown = interaction "interactions/swipe_down.lua"
            local home = screen "home" { backgroundColor = "white" }
            local sheet = screen "sheet" { backgroundColor = "systemYellow" }

            scenario("swipe the sheet away", function()
              window { root = home }
              transition(sheet, { animator = forgets, interactive = swipeDown, style = "overFullScreen" })
              present(home, sheet)
              untilIdle()
              pan { from = {195, 300}, to = {195, 800}, duration = 0.3 }
              untilIdle()
              expect.notInHierarchy("sheet")
            end)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// ST3.3, ST3.4: the failure names the transition's line and what broke, the closing line counts
    /// runs, the JUnit file has a testcase per run, and the replay fails under `stagecraft test`.
    @Test func st3_3_aFailureIsReportedAndItsReplayFailsTheSameWay() throws {
        let dir = CLI.temporaryDirectory()
        let file = try Self.writeBrokenApp(in: dir)
        let junit = dir + "/stress.xml"
        let result = CLI.run(["stress", file, "--out", dir + "/out", "--junit", junit])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("FAIL \(file) › swipe the sheet away"), "\(result.stdout)")
        // Issue 27: the cancellation breaks the sheet the same way at several moments of the
        // dismissal: one block, its moments listed, and one replay named with a count of the others.
        let cancels = result.stdout.split(separator: "\n").filter { $0.hasPrefix("    \(file):12: cancelTouches at ") && $0.hasSuffix(" of dismiss(sheet)") }
        #expect(cancels.count == 1 && cancels.first?.contains("25 %, ") == true, "\(result.stdout)")
        #expect(result.stdout.contains(" replay files, one per moment, in the same folder)"), "\(result.stdout)")
        #expect(result.stdout.contains("accepts touches: sheet has user interaction disabled"), "\(result.stdout)")
        #expect(result.stdout.contains("the idle invariants decide"))
        let summary = try #require(result.lastLine.wholeMatch(of: /(\d+) passed, (\d+) failed/))
        let (passed, failed) = (Int(summary.1) ?? 0, Int(summary.2) ?? 0)
        #expect(failed > 0 && passed > 0)
        // Issue 27: the summary lists the faults injected, by kind, and they add up to every run but
        // the unperturbed one.
        let injected = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("injected: ") })
        let counts = injected.matches(of: /([A-Za-z]+) ×(\d+)/).map { (String($0.1), Int($0.2) ?? 0) }
        #expect(counts.map(\.0).contains("cancelTouches") && counts.map(\.0).contains("rotate"), "\(injected)")
        #expect(counts.map(\.1).reduce(0, +) == passed + failed - 1, "\(injected) for \(passed + failed) runs")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"\(passed + failed)\" failures=\"\(failed)\""), "\(xml.prefix(400))")
        let replay = try #require(result.stdout.split(separator: "\n").first { $0.contains("replay: stagecraft test") && $0.contains("cancelTouches") })
        let path = String(try #require(replay.split(separator: " ").last))
        let rerun = CLI.run(["test", path])
        #expect(rerun.status == 1)
        #expect(rerun.stdout.contains("the idle invariants are broken"), "\(rerun.stdout)")
        #expect(rerun.stdout.contains("sheet has user interaction disabled"), "\(rerun.stdout)")
    }

    /// ST3.3, issue 27: the replay of a scenario that `require`s its own modules (screens/ beside
    /// it) runs from the --out folder: it looks for modules where the original did (recorded
    /// relative to the replay, so the two can move together) and fails the same way.
    @Test func st3_3_aReplayFindsTheModulesItsScenarioRequires() throws {
        let project = CLI.temporaryDirectory()
        _ = try Self.writeBrokenApp(in: project)
        try FileManager.default.createDirectory(atPath: project + "/scenarios/screens", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/interactions", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.repository + "/examples/interactions/swipe_down.lua", toPath: project + "/interactions/swipe_down.lua")
        // The screens' looks in a module (the DSL itself exists only in the scenario file).
        try """
            return { home = { backgroundColor = "white" }, sheet = { backgroundColor = "systemYellow" } }
            """.write(toFile: project + "/scenarios/screens/looks.lua", atomically: true, encoding: .utf8)
        let original = try String(contentsOfFile: project + "/sheet.lua", encoding: .utf8)
            .replacingOccurrences(of: "local home = screen \"home\" { backgroundColor = \"white\" }\nlocal sheet = screen \"sheet\" { backgroundColor = \"systemYellow\" }",
                                  with: "local looks = require \"screens.looks\"\nlocal home, sheet = screen \"home\" (looks.home), screen \"sheet\" (looks.sheet)")
        #expect(original.contains("require \"screens.looks\""))
        try original.write(toFile: project + "/scenarios/sheet.lua", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: project + "/sheet.lua")
        let result = CLI.run(["stress", "scenarios/sheet.lua", "--out", "failures/stress"], in: project)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let replay = try #require(result.stdout.split(separator: "\n").first { $0.contains("replay: stagecraft test") && $0.contains("cancelTouches") })
        let path = String(try #require(replay.split(separator: " ").last))
        #expect(path.hasPrefix("failures/stress/"), "\(path)")
        // As printed, from the project; and, the record being relative, after the project moved.
        let moved = CLI.temporaryDirectory() + "/moved"
        for folder in [project, moved] {
            if folder == moved { try FileManager.default.moveItem(atPath: project, toPath: moved) }
            let rerun = CLI.run(["test", path], in: folder)
            #expect(!rerun.stdout.contains("not found"), "from \(folder): \(rerun.stdout)")
            #expect(rerun.status == 1 && rerun.stdout.contains("sheet has user interaction disabled"), "from \(folder): \(rerun.stdout)")
        }
    }

    /// ST3.2: the same seed and budget make the same runs; a budget below 1 is a usage error.
    @Test func st3_2_seedAndBudget() throws {
        let dir = CLI.temporaryDirectory()
        let file = try Self.writeBrokenApp(in: dir)
        let runs = (0..<2).map { _ in CLI.run(["stress", file, "--out", dir + "/out", "--budget", "12", "--seed", "3"]) }
        let lines = runs.map { $0.stdout.split(separator: "\n").filter { !$0.contains(" runs in ") } }
        #expect(lines[0] == lines[1])
        #expect(runs[0].stdout.contains("13 runs in"), "\(runs[0].stdout)")  // the unperturbed run and 12
        let bad = CLI.run(["stress", file, "--budget", "0"])
        #expect(bad.status != 0 && bad.stderr.contains("--budget must be between 1 and 1000000 runs (got 0)"), "\(bad.stderr)")
    }

    /// With no path, stress finds the scenarios as `test` does and says so; with none to find, it is
    /// a usage error naming where it looked.
    @Test func cl2_1_noPathFindsTheScenariosByConvention() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/scenarios", withIntermediateDirectories: true)
        try #"scenario("waits", function() advance(0.1) end)"#.write(toFile: dir + "/scenarios/a.lua", atomically: true, encoding: .utf8)
        let found = CLI.run(["stress"], in: dir)
        #expect(found.status == 0 && found.stdout.contains("no path given: running the scenarios in scenarios/"), "\(found.stdout)\(found.stderr)")
        #expect(found.stdout.contains("injected: nothing (no transition to perturb)"), "\(found.stdout)")
        try FileManager.default.removeItem(atPath: dir + "/scenarios")
        let none = CLI.run(["stress"], in: dir)
        #expect(none.status == 64 && none.stderr.contains("no path given and none found by convention"), "\(none.stderr)")
        #expect(none.stderr.contains("Usage: stagecraft stress"), "\(none.stderr)")
    }

    /// ST1.5: a scenario with a hot-reloaded animator gets the reload perturbation, clean.
    @Test func st1_5_aHotScenarioIsReloadedMidFlight() throws {
        let dir = CLI.temporaryDirectory()
        try """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("hot", function()
              window { root = home }
              hotTransition(detail, { animator = "animators/cross_fade.lua", style = "overFullScreen" })
              present(home, detail)
              untilIdle()
              dismiss(detail)
              untilIdle()
            end)
            """.write(toFile: dir + "/hot.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["stress", dir + "/hot.lua", "--out", dir + "/out", "--junit", dir + "/hot.xml"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let xml = try String(contentsOfFile: dir + "/hot.xml", encoding: .utf8)
        #expect(xml.contains("reload at 50 % of present(detail)"), "\(xml.prefix(600))")
    }

    /// The example gallery stresses clean, in seconds.
    @Test func theGalleryStressesClean() {
        let result = CLI.run(["stress", "examples/scenarios", "--out", CLI.temporaryDirectory()])
        #expect(result.status == 0, "\(result.stdout.split(separator: "\n").filter { !$0.hasPrefix("PASS") }.joined(separator: "\n"))")
        #expect(result.lastLine.hasSuffix(" passed, 0 failed"))
    }
}
