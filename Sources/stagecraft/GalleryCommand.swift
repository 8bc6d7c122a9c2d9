import ArgumentParser
import Foundation
import StagecraftRender
import StagecraftScenario

/// `stagecraft gallery`: runs the example scenarios, renders each one's motion (an animated GIF
/// and the HTML player) into an output folder with an index page, and prints the results.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Run the example scenarios, render their motion to GIF and HTML in out/gallery, and print the results.")

    @Argument(help: "Scenario files or directories.")
    var paths: [String] = ["examples/scenarios"]

    @Option(help: "Where to write the GIFs, players and index.html.")
    var out = "out/gallery"

    @Option(help: "Pixels per point of the GIFs.")
    var scale: Double = 0.5

    @Flag(help: "Only the HTML players (faster).")
    var noGif = false

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4") }
    }

    func run() throws {
        let suite: ScenarioSuite
        do { suite = try ScenarioSuite(paths: paths) } catch {
            throw Self.usageError("\(error.description) (run the gallery from the repository's root, or pass the scenarios' path)")
        }
        var options = ScenarioOptions()
        options.keepTrace = true
        let reporter = TestReporter(color: colorOptions.enabled, verbose: false, totalFiles: suite.files.count)
        let results = suite.run(ScenarioRunner(options: options), jobs: ProcessInfo.processInfo.activeProcessorCount) {
            reporter.report($0)
        }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var entries: [String] = []
        for result in results {
            guard let trace = result.trace, trace.frames.count > 1 else { continue }
            let base = Self.slug(ScenarioRunner.scenarioName(of: result.file) + "-" + result.name)
            let html = try HTMLPlayer(trace: trace, title: result.name).html()
            try html.write(toFile: "\(out)/\(base).html", atomically: true, encoding: .utf8)
            var image = ""
            if !noGif {
                let gif = try TraceRenderer(trace: trace, options: RenderOptions(scale: scale)).gif()
                try Data(gif).write(to: URL(fileURLWithPath: "\(out)/\(base).gif"))
                image = "<img src=\"\(base).gif\" alt=\"\(result.name)\">"
            }
            let mark = result.passed ? "✓" : "✗"
            entries.append("<figure>\(image)<figcaption>\(mark) <a href=\"\(base).html\">\(result.name)</a><br><small>\(result.file)</small></figcaption></figure>")
        }
        let index = """
            <!doctype html><meta charset="utf-8"><title>Stagecraft gallery</title>
            <style>body{font:14px system-ui;margin:2em}figure{display:inline-block;margin:1em;vertical-align:top;max-width:220px}img{border:1px solid #ccc}</style>
            <h1>Stagecraft gallery</h1>
            \(entries.joined(separator: "\n"))

            """
        try index.write(toFile: "\(out)/index.html", atomically: true, encoding: .utf8)
        print("rendered \(entries.count) scenarios into \(out)/ (open \(out)/index.html)")
        print(reporter.summary)
        if reporter.failed > 0 { throw ExitCode(1) }
    }

    static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
