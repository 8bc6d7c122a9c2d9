import Testing
@testable import StagecraftScenario

/// GA1.1 (docs/gallery.md): `gallery{…}` at a file's top level names the card every scenario of the
/// file gets; in a scenario's body it refines that scenario's card (its thumbnail's moment).
@Suite struct GalleryCardTests {
    @Test func GA1_1_topLevelCardAndBodyMoment() {
        let results = ScenarioSandbox().run("cards.lua", """
            gallery { section = "Seeds", title = "  The pizza app  ", about = "A two-phase push." }
            scenario("plain", function() advance(0.1) end)
            scenario("with a moment", function()
              gallery { moment = 0.25, title = "Pizza, popped" }
              advance(0.5)
            end)
            """)
        #expect(results.map(\.passed) == [true, true])
        #expect(results.first?.gallery == GalleryCard(section: "Seeds", title: "The pizza app", about: "A two-phase push."))
        #expect(results.last?.gallery == GalleryCard(section: "Seeds", title: "Pizza, popped", about: "A two-phase push.", moment: 0.25))
    }

    /// Issue 17 item 2: the gallery holds every seed article, one file each under examples/scenarios,
    /// every scenario passing and carded in the "Seeds" section with its article's title and a line
    /// about it (S1 Moves, S2 the pizza app, S3 the roles primer's warning, S4 Holy Swift's zoom,
    /// S5 Mastering Custom View Controller Transitions).
    @Test func GA1_1_theSeedsSectionHoldsEverySeedArticle() {
        let runner = ScenarioRunner(options: ScenarioOptions())
        for file in ["seed_moves.lua", "seed_pizza.lua", "seed_warning.lua", "seed_zoom.lua", "seed_mastering.lua"] {
            let results = runner.run(file: ScenarioSandbox.repository + "/examples/scenarios/" + file, filter: nil)
            #expect(!results.isEmpty && results.allSatisfy(\.passed), "\(file): \(results.flatMap(\.failures))")
            #expect(results.allSatisfy { $0.gallery.section == "Seeds" && $0.gallery.title != nil && $0.gallery.about != nil }, "\(file)")
        }
    }

    @Test func GA1_1_noCallLeavesTheCardEmpty() {
        let results = ScenarioSandbox().run("plain.lua", #"scenario("s", function() advance(0.1) end)"#)
        #expect(results.first?.gallery == GalleryCard())
    }

    /// Bad input: an unknown key, a wrong type, an empty or overlong text, a NaN or negative or
    /// out-of-range moment is an error at the calling line.
    @Test(arguments: [
        (#"gallery { sectoin = "Seeds" }"#, "sectoin"),
        (#"gallery { title = 42 }"#, "'title' must be a string"),
        (#"gallery { about = "   " }"#, "'about' must not be empty"),
        ("gallery { title = string.rep(\"x\", 500) }", "at most 120"),
        (#"gallery { moment = 0/0 }"#, "must be a finite number, not nan"),
        (#"gallery { moment = -1 }"#, "moment must be"),
        (#"gallery { moment = 1e300 }"#, "past its limit"),
        (#"gallery("Seeds")"#, "table"),
    ])
    func GA1_1_badInputIsAnErrorAtItsLine(line: String, message: String) {
        let results = ScenarioSandbox().run("bad.lua", "\n" + line + "\n" + #"scenario("s", function() end)"#)
        let failure = results.first?.failures.first
        #expect(failure?.message.contains(message) == true, "\(String(describing: failure))")
        #expect(failure?.location?.hasSuffix("bad.lua:2") == true, "\(String(describing: failure?.location))")
    }
}
