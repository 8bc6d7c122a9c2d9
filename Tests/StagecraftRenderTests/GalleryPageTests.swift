import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// The gallery's thumbnail moment (GA2.1) and index page (GA2.2, GA2.3), docs/gallery.md.
@Suite struct GalleryPageTests {
    /// A 100 × 200 window, white, and a red 100 × 200 card sliding in from below over frames 0…n:
    /// frame k has the card's top at 200 · (1 − k/n). Frame 0 shows only the white window.
    static func slideIn(frames n: Int) -> Trace {
        let frames = (0...n).map { k -> TraceFrame in
            var scene = FrameBuilder(window: Size(width: 100, height: 200), background: .white)
            scene.add(Rect(0, 200 * (1 - Double(k) / Double(n)), 100, 200), Color(red: 1, green: 0, blue: 0))
            return TraceFrame(index: k, time: Double(k) / 60, views: scene.views)
        }
        return Trace(frameRate: 60, frames: frames, events: [])
    }

    /// GA2.1: without a moment, the frame that differs most from both the first frame that is not
    /// all one colour and the last one: for a card sliding over the whole window, white to red, the
    /// half-way frame (the card's top at 100), and never frame 0's empty window nor the all-red end.
    @Test func GA2_1_theMiddleOfTheMotionWithoutAMoment() throws {
        let frame = try #require(ThumbnailMoment.frame(in: Self.slideIn(frames: 20)))
        let top = try #require(frame.views.last?.values.center.y).advanced(by: -100)
        // Frame 0 (all white) and frame 20 (all red) are plain; frame 1 has the card 5 % in (top 190),
        // frame 19 95 % in (top 10): the frame furthest from both is half-way, within a frame (10 pt).
        #expect(abs(top - 100) <= 10)
    }

    /// GA2.1: `gallery{ moment = t }` picks the frame shown at t, clamped to the trace.
    @Test func GA2_1_theRequestedMomentWins() throws {
        let trace = Self.slideIn(frames: 20)
        #expect(ThumbnailMoment.frame(in: trace, requested: 5.0 / 60)?.index == 5)
        #expect(ThumbnailMoment.frame(in: trace, requested: 99)?.index == 20)
        #expect(ThumbnailMoment.frame(in: Trace(frameRate: 60, frames: [], events: [])) == nil)
    }

    /// GA2.1: a trace with nothing but one colour still gets a thumbnail: its last frame.
    @Test func GA2_1_noMotionGivesTheLastFrame() throws {
        let frames = (0...3).map { k in TraceFrame(index: k, time: Double(k) / 60, views: FrameBuilder(window: Size(width: 50, height: 50)).views) }
        #expect(ThumbnailMoment.frame(in: Trace(frameRate: 60, frames: frames, events: []))?.index == 3)
    }

    static func file(_ path: String, _ section: String?, title: String? = nil) -> GalleryPage.File {
        GalleryPage.File(path: path, section: section, title: title, about: nil, source: "-- \(path)\nscenario(\"x\", function() end)\n",
                         scenarios: [GalleryPage.Scenario(name: "x", status: .pass, line: 2, player: "p.html", still: "p.png", gif: "p.gif")])
    }

    /// GA2.2: the known sections in their documented order, other named ones alphabetically, files
    /// without a section last; files by title, then path.
    @Test func GA2_2_sectionsInOrder() {
        let page = GalleryPage(files: [
            Self.file("z.lua", nil), Self.file("u.lua", "UIKit"), Self.file("m.lua", "Zebra"), Self.file("s2.lua", "Seeds", title: "Pizza"),
            Self.file("s1.lua", "Seeds", title: "Moves"), Self.file("a.lua", "Apple's samples"), Self.file("b.lua", "Animals"),
        ])
        #expect(page.sections.map(\.name) == ["Seeds", "Apple's samples", "UIKit", "Animals", "Zebra", "More scenarios"])
        #expect(page.sections[0].files.map(\.path) == ["s1.lua", "s2.lua"])
        let html = page.index(summary: "7 files")
        let order = ["Seeds", "Apple's samples", "UIKit", "Animals", "Zebra", "More scenarios"].compactMap {
            html.range(of: "data-section=\"\($0)\"")?.lowerBound
        }
        #expect(order.count == 6 && order == order.sorted())
    }

    /// GA2.3: a card links its player, its GIF and its source page at the scenario's line; the
    /// still is the image, the GIF its hover; text is escaped; the source page anchors every line.
    @Test func GA2_3_cardsLinkPlayerGIFAndSourceLine() {
        var file = Self.file("examples/a <b>.lua", "Seeds", title: "A & B")
        file.scenarios[0].name = "shows <this>"
        let page = GalleryPage(files: [file])
        let html = page.index(summary: "")
        #expect(html.contains("<img src=\"p.png\" data-gif=\"p.gif\""))
        #expect(html.contains("href=\"p.html\"") && html.contains(">GIF</a>"))
        #expect(html.contains("href=\"src/examples-a--b--lua.html#L2\""))
        #expect(html.contains("shows &lt;this&gt;") && html.contains("A &amp; B") && !html.contains("<this>"))
        #expect(!html.contains("{{"))
        let source = page.sourcePage("examples/a <b>.lua", "-- one\n-- two <x>\n")
        #expect(source.contains("<span class=\"line\" id=\"L2\">-- two &lt;x&gt;</span>"))
        #expect(!source.contains("id=\"L3\""))
    }

    /// GA2.3: a skipped scenario (no trace) has a card saying so, linking only its source.
    @Test func GA2_3_aSkippedScenarioLinksOnlyItsSource() {
        var file = Self.file("s.lua", nil)
        file.scenarios = [GalleryPage.Scenario(name: "later", status: .skip, line: 7, player: nil, still: nil, gif: nil)]
        let html = GalleryPage(files: [file]).index(summary: "")
        #expect(html.contains("class=\"card skip\"") && html.contains(">skipped<") && html.contains("–"))
        #expect(!html.contains(">player<") && !html.contains(">GIF<") && !html.contains("<img"))
        #expect(html.contains("href=\"src/s-lua.html#L7\">source</a>"))
    }

    /// GA2.2: a file without a title is headed by its name in words.
    @Test func GA2_2_untitledFilesAreHeadedByTheirName() {
        #expect(GalleryPage.fileTitle("examples/scenarios/seed_delegates.lua") == "Seed delegates")
    }
}
