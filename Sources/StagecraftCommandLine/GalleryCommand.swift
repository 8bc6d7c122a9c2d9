import ArgumentParser
import Foundation
import StagecraftRender
import StagecraftScenario

/// `stagecraft gallery`: runs the example scenarios, renders each one's motion (a still thumbnail
/// at its most telling moment, an animated GIF and the HTML player) into an output folder with an
/// index page grouped by section and a source page per file (docs/gallery.md), and prints the results.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Run the example scenarios, render their motion to GIF and HTML in out/gallery, and print the results.")

    @Argument(help: "Scenario files or directories.")
    var paths: [String] = ["examples/scenarios"]

    @Option(help: "Where to write the thumbnails, GIFs, players and index.html.")
    var out = "out/gallery"

    @Option(help: "Pixels per point of the GIFs and thumbnails.")
    var scale: Double = 0.5

    @Flag(help: "Only the thumbnails and HTML players (faster).")
    var noGif = false

    @Option(help: "Scenario files run, and scenarios rendered, at once (default: one per core).")
    var jobs: Int?

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        try OptionRanges.galleryScale.check(scale)
        try OptionRanges.jobs.check(jobs)
        if let problem = OutputDirectory.problem(making: out, option: "--out") { throw ValidationError(problem) }
    }

    func run() throws {
        let start = Date()
        let suite: ScenarioSuite
        do { suite = try ScenarioSuite(paths: paths) } catch {
            throw Self.usageError("\(error.description) (run the gallery from the repository's root, or pass the scenarios' path)")
        }
        var options = ScenarioOptions()
        options.keepTrace = true
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let reporter = TestReporter(color: colorOptions.enabled, verbose: false, totalFiles: suite.files.count)
        try OutputDirectory.make(out, option: "--out")
        // Rendering overlaps the running (GA2.5): each worker renders the results reported so far
        // before it runs another file, and what is left is rendered on every core at the end.
        let cards = GalleryCards(out: out, scale: scale, noGif: noGif)
        let results = suite.run(ScenarioRunner(options: options), jobs: jobs, between: { cards.renderQueued() }) {
            reporter.report($0)
            cards.add($0)
        }
        let rendered = try cards.finish(jobs: jobs)
        let page = GalleryPage(files: Self.files(results, rendered))
        let stills = rendered.compactMap { $0 }.filter { $0.still != nil }.count
        let seconds = Date().timeIntervalSince(start)
        try OutputDirectory.make(out + "/src", option: "--out")
        for (path, text) in page.pages(summary: "\(results.count) scenarios in \(page.files.count) files, \(stills) rendered; \(reporter.summary).") {
            try OutputFile.write(text, to: "\(out)/\(path)")
        }
        print("rendered \(stills) scenarios into \(out)/ in \(String(format: "%.1f", seconds)) s (open \(out)/index.html)")
        print(reporter.summary)
        if reporter.failed > 0 { throw ExitCode(1) }
    }

    /// The page's files: the results grouped by scenario file in suite order, each with the card
    /// its first scenario carries (the file's top-level `gallery{…}`) and its source.
    static func files(_ results: [ScenarioResult], _ cards: [GalleryPage.Scenario?]) -> [GalleryPage.File] {
        var order: [String] = []
        var byFile: [String: [(ScenarioResult, GalleryPage.Scenario)]] = [:]
        for (result, card) in zip(results, cards) {
            guard let card else { continue }
            if byFile[result.file] == nil { order.append(result.file) }
            byFile[result.file, default: []].append((result, card))
        }
        return order.map { path in
            let entries = byFile[path] ?? []
            let card = entries.first?.0.gallery
            return GalleryPage.File(path: path, section: card?.section, title: card?.title, about: card?.about,
                                    source: try? String(contentsOfFile: path, encoding: .utf8), scenarios: entries.map(\.1))
        }
    }
}
