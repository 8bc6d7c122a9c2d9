import Foundation
import Testing

/// SD2.1 (docs/studio.md): `stagecraft render` takes a scenario `.lua` as well as a trace: it runs
/// the file and renders the scenario `--scenario NAME` picks, or its only one.
@Suite struct RenderScenarioTests {
    @Test func sd2_1_aScenarioFileRendersItsScenarioAndSeveralNeedANameFromTheList() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let several = CLI.run(["render", "examples/scenarios/fade_present.lua", "--out", dir + "/x.html", "--quiet"])
        #expect(several.status == 1)
        #expect(several.stderr.contains("examples/scenarios/fade_present.lua has 2 scenarios: pick one with --scenario NAME"), "\(several.stderr)")
        #expect(several.stderr.contains("  fade dismisses back to home"))

        let named = CLI.run(["render", "examples/scenarios/fade_present.lua", "--scenario", "dismisses", "--out", dir + "/x.html", "--quiet"])
        #expect(named.status == 0, "\(named.stderr)")
        let html = try String(contentsOfFile: dir + "/x.html", encoding: .utf8)
        #expect(html.contains("{\"type\":\"frame\""))

        let none = CLI.run(["render", "examples/scenarios/fade_present.lua", "--scenario", "zzz", "--out", dir + "/x.html", "--quiet"])
        #expect(none.status == 1 && none.stderr.contains("no scenarios in examples/scenarios/fade_present.lua match --scenario zzz"), "\(none.stderr)")

        let misplaced = CLI.run(["render", "demo", "--scenario", "x", "--out", dir + "/x.html"])
        #expect(misplaced.status == 64 && misplaced.stderr.contains("--scenario is for a scenario .lua input"), "\(misplaced.stderr)")
    }
}
