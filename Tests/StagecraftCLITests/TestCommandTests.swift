import Foundation
import Testing

/// End-to-end: `stagecraft test` and `stagecraft run` as a user or CI runs them. Serialized: the
/// binary runs scenarios on every core itself.
@Suite(.serialized) struct TestCommandTests {
    /// The example scenarios as `--list` prints them, `(file, name)` each: derived, so adding an
    /// example changes no count here. Listing reads the declarations; running executes them, so the
    /// runs below are checked against another path through the files.
    static let examples: [(file: String, name: String)] = {
        let listing = CLI.run(["test", "--list", "examples/scenarios"])
        return listing.stdout.split(separator: "\n").compactMap { line in
            // "examples/scenarios/sheets.lua:63 › a long swipe down dismisses the page sheet"
            guard let arrow = line.range(of: " › ") else { return nil }
            let location = line[..<arrow.lowerBound]
            let file = location.lastIndex(of: ":").map { String(location[..<$0]) } ?? String(location)
            return (file, String(line[arrow.upperBound...]))
        }
    }()
    static var exampleCount: Int { examples.count }

    @Test func cl1_1_examplesPassWithPlainOutputAndTheSummaryLine() {
        let result = CLI.run(["test", "examples/scenarios"])
        #expect(result.status == 0, "\(result.stdout + result.stderr)")
        #expect(result.lastLine == "\(Self.exampleCount) passed, 0 failed")
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
        #expect(result.stdout.contains("PASS examples/scenarios/sheet_swipe.lua › a long swipe down dismisses it"))
    }

    /// Issue 27: the seed line is printed when a scenario drew a random number (the seed then
    /// decides what it did), or with --verbose; not on every run.
    @Test func cl1_1_theSeedIsPrintedOnlyWhenAScenarioUsedMathRandom() throws {
        let dir = CLI.temporaryDirectory()
        try #"scenario("waits", function() advance(0.1) end)"#.write(toFile: dir + "/plain.lua", atomically: true, encoding: .utf8)
        try #"scenario("draws", function() expect.truthy(math.random(1, 6) >= 1, "a die") end)"#
            .write(toFile: dir + "/random.lua", atomically: true, encoding: .utf8)
        // Seeding alone draws nothing.
        try #"scenario("seeds", function() math.randomseed(7); advance(0.1) end)"#.write(toFile: dir + "/seeds.lua", atomically: true, encoding: .utf8)
        for (files, verbose, printed) in [(["plain.lua", "seeds.lua"], false, false), (["plain.lua"], true, true), (["plain.lua", "random.lua"], false, true)] {
            let result = CLI.run(["test"] + files + (verbose ? ["--verbose"] : []), in: dir)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("math.random seed 0 (--seed to change)") == printed, "\(files) verbose \(verbose): \(result.stdout)")
        }
        let seeded = CLI.run(["test", "random.lua", "--seed", "42"], in: dir)
        #expect(seeded.stdout.contains("math.random seed 42 (--seed to change)"), "\(seeded.stdout)")
    }

    /// Issue 27: in an empty folder, or with an empty scenarios/, `test` says how to start one.
    @Test func cl2_1_anEmptyFolderSuggestsStartingAScenario() throws {
        let dir = CLI.temporaryDirectory()
        let none = CLI.run(["test"], in: dir)
        #expect(none.status == 64 && none.stderr.contains("start one with `stagecraft new scenario NAME`"), "\(none.stderr)")
        try FileManager.default.createDirectory(atPath: dir + "/scenarios", withIntermediateDirectories: true)
        let empty = CLI.run(["test"], in: dir)
        #expect(empty.status == 64 && empty.stderr.contains("no scenario files (.lua) under scenarios: start one with `stagecraft new scenario NAME`"),
                "\(empty.stderr)")
    }

    @Test func cl3_1_aFailureShowsExpectedActualTimeAndLineAndExitsNonZero() throws {
        let dir = CLI.temporaryDirectory()
        try """
            local home = screen "home" { view { "box", frame = {0, 0, 100, 100} } }
            window { root = home }
            UIView.animate(1, function() find("box").alpha = 0 end)
            advance(0.5)
            expect.alpha("box", 0.25, 0.01)
            """.write(toFile: dir + "/fails.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["test", dir + "/fails.lua"])
        #expect(result.status == 1)
        #expect(result.lastLine == "0 passed, 1 failed")
        #expect(result.stdout.contains("FAIL \(dir)/fails.lua › fails"), "\(result.stdout)")
        #expect(result.stdout.contains("fails.lua:5: box alpha (on screen) is off by more than 0.01"), "\(result.stdout)")
        #expect(result.stdout.contains("expected: 0.25"), "\(result.stdout)")
        // Ease-in-out is symmetric about its middle: alpha 1 → 0 is at 0.5 after half the time.
        #expect(result.stdout.contains("actual:   0.5"), "\(result.stdout)")
        #expect(result.stdout.contains("at t=0.5s (frame 30)"), "\(result.stdout)")
    }

    @Test func cl4_1_cl2_6_junitFilterAndShards() throws {
        let junit = CLI.temporaryDirectory() + "/results.xml"
        let filtered = CLI.run(["test", "examples/scenarios", "--filter", "swipe", "--junit", junit])
        #expect(filtered.status == 0)
        // --filter matches the scenario's name or its file, case-insensitively: counted here from the
        // listing by plain substring search. It takes all of sheet_swipe.lua by its file name, and
        // names elsewhere (seed_mastering.lua's "swipe: …" scenarios).
        let swipes = Self.examples.filter { $0.file.lowercased().contains("swipe") || $0.name.lowercased().contains("swipe") }
        #expect(swipes.contains { $0.file.hasSuffix("/sheet_swipe.lua") && $0.name == "a tap on the dim dismisses it" })
        #expect(swipes.contains { $0.file.hasSuffix("/seed_mastering.lua") })
        #expect(swipes.count < Self.exampleCount)
        #expect(filtered.lastLine == "\(swipes.count) passed, 0 failed")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"stagecraft\" tests=\"\(swipes.count)\" failures=\"0\""), "\(xml)")

        let counts = ["1/2", "2/2"].map { shard -> Int in
            let line = CLI.run(["test", "examples/scenarios", "--shard", shard]).lastLine
            return Int(line.split(separator: " ").first ?? "") ?? -1
        }
        #expect(counts.reduce(0, +) == Self.exampleCount)
        #expect(counts.allSatisfy { $0 > 0 })
    }

    @Test func cl1_1_aFileThatRunsNothingIsNotAPass() throws {
        // Issue 16 item 3: a runner never passes what it did not run. A module, an empty file and
        // a file that only builds screens define no scenario and run nothing: each fails, named;
        // --allow-empty accepts them; a top-level scenario (it acts) still counts.
        let dir = CLI.temporaryDirectory()
        try "local M = {}\nfunction M.transitionDuration() return 0.3 end\nreturn M\n".write(toFile: dir + "/module.lua", atomically: true, encoding: .utf8)
        try "".write(toFile: dir + "/empty.lua", atomically: true, encoding: .utf8)
        try "local home = screen \"home\" {}\n".write(toFile: dir + "/builds.lua", atomically: true, encoding: .utf8)
        try "local home = screen \"home\" {}\nwindow { root = home }\nadvance(0.1)\n".write(toFile: dir + "/acts.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["test", dir])
        #expect(result.status == 1)
        #expect(result.lastLine == "1 passed, 3 failed")
        for name in ["module.lua", "empty.lua", "builds.lua"] {
            #expect(result.stdout.contains("no scenarios in \(dir)/\(name)"), "\(result.stdout)")
        }
        let allowed = CLI.run(["test", "--allow-empty", dir])
        #expect(allowed.status == 0 && allowed.lastLine == "4 passed, 0 failed", "\(allowed.stdout)")
    }

    @Test func cl2_6_aShardThatSelectsNothingSaysSo() throws {
        let dir = CLI.temporaryDirectory()
        try "scenario(\"one\", function() advance(0.1) end)\n".write(toFile: dir + "/one.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["test", "--shard", "3/4", dir])
        #expect(result.status == 0)
        #expect(result.stdout.contains("shard 3/4 selects none of the 1 scenario file"))
        #expect(result.lastLine == "0 passed, 0 failed")
    }

    @Test func cl1_1_badPathsAndFlagsGetAMessageAndANonZeroExit() {
        let missing = CLI.run(["test", "no/such/dir"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no such file or directory: no/such/dir"), "\(missing.stderr)")
        let shard = CLI.run(["test", "examples/scenarios", "--shard", "3/2"])
        #expect(shard.status != 0)
        #expect(shard.stderr.contains("--shard"), "\(shard.stderr)")
        let fps = CLI.run(["test", "examples/scenarios", "--fps", "0"])
        #expect(fps.status != 0)
        #expect(fps.stderr.contains("--fps must be between 1 and 1000 frames per second (got 0.0)"), "\(fps.stderr)")
        let noMatch = CLI.run(["test", "examples/scenarios", "--filter", "zzz-nothing"])
        #expect(noMatch.status == 1)
        #expect(noMatch.stderr.contains("no scenario matches --filter zzz-nothing"))
        let directory = CLI.run(["run", "examples/scenarios"])
        #expect(directory.status != 0)
        #expect(directory.stderr.contains("is a directory"), "\(directory.stderr)")
    }

    @Test func cl1_1_binaryAndNonUTF8FilesFailCleanly() throws {
        let dir = CLI.temporaryDirectory()
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: dir + "/binary.lua"))
        let result = CLI.run(["test", dir + "/binary.lua"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("is not UTF-8 text"), "\(result.stdout)")
        #expect(result.lastLine == "0 passed, 1 failed")
    }

    @Test func runPrintsAFrameByFrameLog() {
        let result = CLI.run(["run", "examples/scenarios/fade_present.lua", "--filter", "presents"])
        #expect(result.status == 0, "\(result.stdout + result.stderr)")
        #expect(result.stdout.contains("── fade presents the detail screen ──"))
        #expect(result.stdout.contains("frame 0  t=0s"))
        #expect(result.stdout.contains("· animator cross_fade.lua.animateTransition"))
        // The detail view fades in frame by frame: cubic-bezier(0.42, 0, 0.58, 1) at 1/60 and 2/60 s of
        // 0.35 s is 0.0044 and 0.0179 (solved independently of the engine).
        #expect(result.stdout.contains("+ detail {0, 0, 390, 844} alpha 0.0044"), "\(result.stdout)")
        #expect(result.stdout.contains("  detail: alpha 0.0044 → 0.0179"), "\(result.stdout)")
        #expect(result.lastLine == "1 passed, 0 failed")
    }
}
