import Foundation
import Testing

/// `stagecraft gallery` end to end (docs/gallery.md): two scenario files, one with a card, rendered
/// into a scratch folder; what the folder holds and what the index says.
@Suite struct GalleryCommandTests {
    @Test func GA2_cardsSectionsStillsAndSourcePages() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/s", withIntermediateDirectories: true)
        try """
            gallery { section = "Seeds", title = "Fading", about = "A screen fades in." }
            local home = screen "home" { backgroundColor = "systemBackground" }
            local detail = screen "detail" { backgroundColor = "systemYellow",
              image { "photo", frame = {20, 120, 350, 220}, image = "pizza" } }
            scenario("fades in", function()
              window { root = home }
              present(home, detail)
              untilIdle()
            end)
            scenario("still", function()
              gallery { moment = 0 }
              window { root = home }
              advance(0.1)
            end)
            """.write(toFile: dir + "/s/fade.lua", atomically: true, encoding: .utf8)
        try """
            scenario("plain", function()
              window { root = screen "a" { backgroundColor = "systemBlue" } }
              advance(0.1)
            end)
            """.write(toFile: dir + "/s/zz_plain.lua", atomically: true, encoding: .utf8)
        let run = CLI.run(["gallery", "s", "--out", "out", "--no-gif"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("rendered 3 scenarios into out/"), "\(run.stdout)")
        let index = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        // GA2.2: Seeds first, then the file without a card.
        let seeds = try #require(index.range(of: "data-section=\"Seeds\""))
        let more = try #require(index.range(of: "data-section=\"More scenarios\""))
        #expect(seeds.lowerBound < more.lowerBound)
        #expect(index.contains("<h3>Fading</h3>") && index.contains("A screen fades in.") && index.contains("<h3>Zz plain</h3>"))
        // GA2.3: stills and players exist; with --no-gif no GIF is linked; the source page has the line.
        for name in ["fade-fades-in", "fade-still", "zz-plain-plain"] {
            #expect(FileManager.default.fileExists(atPath: "\(dir)/out/\(name).png"), "\(name).png")
            #expect(FileManager.default.fileExists(atPath: "\(dir)/out/\(name).html"), "\(name).html")
        }
        #expect(!index.contains("data-gif") && !index.contains(">GIF<"))
        #expect(index.contains("href=\"src/s-fade-lua.html#L5\""), "\(index)")
        let source = try String(contentsOfFile: dir + "/out/src/s-fade-lua.html", encoding: .utf8)
        #expect(source.contains("<span class=\"line\" id=\"L5\">scenario(&quot;fades in&quot;, function()</span>"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/gallery.css") && FileManager.default.fileExists(atPath: dir + "/out/gallery.js"))
    }

    /// Two scenarios whose names differ only in punctuation get a file each, not one overwritten.
    @Test func GA2_3_namesThatSlugAlikeGetTheirOwnFiles() throws {
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
            scenario("a b", function() window { root = screen "x" { backgroundColor = "systemRed" } } advance(0.05) end)
            scenario("a-b", function() window { root = screen "y" { backgroundColor = "systemBlue" } } advance(0.05) end)
            """.write(toFile: dir + "/twins.lua", atomically: true, encoding: .utf8)
        let run = CLI.run(["gallery", "twins.lua", "--out", "out", "--no-gif", "--jobs", "2"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let index = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        #expect(index.contains("src=\"twins-a-b.png\"") && index.contains("src=\"twins-a-b-2.png\""))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/twins-a-b-2.html"))
    }

    /// Bad options are refused by name before anything runs.
    @Test func cl6_1_badOptionsAreRefused() {
        let zero = CLI.run(["gallery", "--jobs", "0", "--out", "/nonexistent/x"])
        #expect(zero.status == 64 && zero.stderr.contains("--jobs must be between 1 and 1024 threads (got 0)"), "\(zero.stderr)")
        let scale = CLI.run(["gallery", "--scale", "nan", "--out", "/nonexistent/x"])
        #expect(scale.status == 64 && scale.stderr.contains("--scale must be between 0.1 and 4 pixels per point (got nan)"), "\(scale.stderr)")
    }
}
