import ArgumentParser
import Foundation
import StagecraftRender
import StagecraftScenario
import Synchronization

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
        let results = suite.run(ScenarioRunner(options: options), jobs: jobs) {
            reporter.report($0)
        }
        try OutputDirectory.make(out, option: "--out")
        let cards = try render(results, jobs: jobs)
        let page = GalleryPage(files: Self.files(results, cards))
        let rendered = cards.compactMap { $0 }.filter { $0.still != nil }.count
        let seconds = Date().timeIntervalSince(start)
        try OutputDirectory.make(out + "/src", option: "--out")
        for (path, text) in page.pages(summary: "\(results.count) scenarios in \(page.files.count) files, \(rendered) rendered; \(reporter.summary).") {
            try OutputFile.write(text, to: "\(out)/\(path)")
        }
        print("rendered \(rendered) scenarios into \(out)/ in \(String(format: "%.1f", seconds)) s (open \(out)/index.html)")
        print(reporter.summary)
        if reporter.failed > 0 { throw ExitCode(1) }
    }

    /// Each result's player, thumbnail and GIF, rendered on every core (GA2.5): one job per
    /// scenario, results kept in the scenarios' order.
    private func render(_ results: [ScenarioResult], jobs: Int) throws -> [GalleryPage.Scenario?] {
        // File names from the file and scenario names, made unique (two names can differ only in
        // punctuation) before the jobs start, so no two jobs write one file.
        var taken = Set<String>()
        let bases = results.map { result in
            let base = GalleryPage.slug(ScenarioRunner.scenarioName(of: result.file) + "-" + result.name)
            var unique = base, n = 1
            while !taken.insert(unique).inserted {
                n += 1
                unique = "\(base)-\(n)"
            }
            return unique
        }
        let outcomes = Mutex([Result<GalleryPage.Scenario, Error>?](repeating: nil, count: results.count))
        let next = Atomic(0)
        let workers = max(1, min(jobs, results.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < results.count else { return }
                let outcome = Result { try renderOne(results[index], base: bases[index]) }
                outcomes.withLock { $0[index] = outcome }
            }
        }
        return try outcomes.withLock { list in try list.map { try $0?.get() } }
    }

    private func renderOne(_ result: ScenarioResult, base: String) throws -> GalleryPage.Scenario {
        let status: GalleryPage.Scenario.Status = result.skipped != nil ? .skip : result.passed ? .pass : .fail
        var card = GalleryPage.Scenario(name: result.name, status: status, line: result.line, player: nil, still: nil, gif: nil)
        guard let trace = result.trace, !trace.frames.isEmpty else { return card }
        try OutputFile.write(HTMLPlayer(trace: trace, title: result.name).html(), to: "\(out)/\(base).html")
        card.player = "\(base).html"
        if let frame = ThumbnailMoment.frame(in: trace, requested: result.gallery.moment) {
            let still = try FrameRenderer(options: RenderOptions(scale: scale)).render(frame).pngData()
            try OutputFile.write(Data(still), to: "\(out)/\(base).png")
            card.still = "\(base).png"
        }
        // A one-frame trace has nothing to play: its still is the whole story.
        if !noGif, trace.frames.count > 1 {
            let gif = try TraceRenderer(trace: trace, options: RenderOptions(scale: scale)).gif()
            try OutputFile.write(Data(gif), to: "\(out)/\(base).gif")
            card.gif = "\(base).gif"
        }
        return card
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
