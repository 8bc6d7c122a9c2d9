import ArgumentParser
import Foundation
import Stagecraft
import StagecraftRender

/// `stagecraft render`: draws a trace as PNG or SVG frames, an animated GIF, or an HTML player.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a trace to PNG or SVG frames, an animated GIF, or a self-contained HTML player.",
        discussion: """
            INPUT is a trace .jsonl file (Trace.jsonLines()), a scenario .lua file (run at 60 Hz; \
            --scenario NAME picks one when it has several) or the word demo. PNG and SVG write one \
            file when --out ends in .png/.svg (the frame at --at, or the only frame selected), or else \
            one file per frame into the directory --out. GIFs play at real speed (default 30 fps).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case gif, png, svg, html, jsonl, mp4
    }

    @Argument(help: "A trace .jsonl file, a scenario .lua file, or demo.")
    var input: String

    @Option(help: "For a scenario .lua input: the scenario to render (its name, or a part of it that only it has).")
    var scenario: String?

    @Option(help: "gif, png, svg, html, mp4 (needs ffmpeg), or jsonl for the trace itself (default: from the extension of --out).")
    var format: Format?

    @Option(help: "Where to write: a file, or a directory for PNG/SVG frames.")
    var out: String

    @Option(help: "Frames per second of the output (default: 30 for GIF and MP4, the trace's rate otherwise).")
    var fps: Double?

    @Option(help: "Pixels per point (PNG, GIF, MP4; SVG is in points and the player follows the screen).")
    var scale: Double = 1

    @Option(help: "Start time in seconds (default: the first frame).")
    var from: Double?

    @Option(help: "End time in seconds (default: the last frame).")
    var to: Double?

    @Option(help: "One moment, in seconds, for a single PNG or SVG file.")
    var at: Double?

    @Flag(help: "No progress bar.")
    var quiet = false

    var resolvedFormat: Format? {
        format ?? Format(rawValue: URL(fileURLWithPath: out).pathExtension.lowercased())
    }

    func validate() throws {
        guard let format = resolvedFormat else {
            throw ValidationError("give --format gif|png|svg|html, or an --out path ending in .gif, .png, .svg or .html")
        }
        try OptionRanges.renderScale.check(scale)
        try OptionRanges.renderFPS.check(fps)
        for (name, value) in [("--from", from), ("--to", to), ("--at", at)] { try OptionRanges.traceTime(name).check(value) }
        if let from, let to, from > to { throw ValidationError("--from \(formatNumber(from)) is after --to \(formatNumber(to))") }
        if at != nil, from != nil || to != nil { throw ValidationError("--at picks one moment: use it without --from and --to") }
        if at != nil, ![.png, .svg].contains(format) { throw ValidationError("--at is for a single PNG or SVG; use --from and --to for \(format.rawValue)") }
        if format == .mp4, MP4Export.ffmpeg() == nil {
            throw ValidationError("mp4 needs ffmpeg on PATH (Debian: apt-get install ffmpeg); gif, png, svg and html need nothing more")
        }
        if scenario != nil, !input.lowercased().hasSuffix(".lua") { throw ValidationError("--scenario is for a scenario .lua input") }
        // PNG and SVG frames go into a folder unless --out names one file; the rest is one file.
        let framesFolder = [.png, .svg].contains(format) && URL(fileURLWithPath: out).pathExtension.lowercased() != format.rawValue
        if let problem = framesFolder ? OutputDirectory.problem(making: out, option: "--out") : OutputFile.problem(writing: out).map({ "--out: \($0)" }) {
            throw ValidationError(problem)
        }
        try RenderInput(input, scenario: scenario).validate()
    }

    func run() throws {
        guard let format = resolvedFormat else { throw Self.usageError("no format") }
        let trace = try RenderInput(input, scenario: scenario).load()
        let destination = URL(fileURLWithPath: out)
        let options = RenderOptions(scale: scale)
        let timing = at.map { FrameTiming(from: $0, to: $0, fps: 1) } ?? FrameTiming(from: from, to: to, fps: fps)
        let renderer = TraceRenderer(trace: trace, options: options, timing: timing)
        let progress = ProgressBar(label: "render \(format.rawValue)", enabled: !quiet && isatty(STDERR_FILENO) == 1)
        defer { progress.finish() }
        do {
            // One file, several moments: say so before rendering them all.
            if [.png, .svg].contains(format), at == nil, destination.pathExtension.lowercased() == format.rawValue {
                let count = try timing.times(in: trace).count
                guard count == 1 else {
                    throw RenderFailure("\(count) frames selected for one file \(destination.lastPathComponent): pick one with --at T, or give a directory to --out for every frame")
                }
            }
            switch format {
            case .gif:
                let bytes = try renderer.gif(progress: progress.update)
                try write(bytes, to: destination)
                print("wrote \(destination.path) (\(bytes.count / 1024) KiB)")
            case .png, .svg:
                let frames = try format == .png ? renderer.pngFrames(progress: progress.update) : renderer.svgFrames(progress: progress.update)
                try writeFrames(frames, format: format, to: destination)
            case .html:
                let html = try HTMLPlayer(trace: trace, timing: timing, title: input == "demo" ? "Stagecraft demo" : destination.deletingPathExtension().lastPathComponent).html()
                try write(Array(html.utf8), to: destination)
                print("wrote \(destination.path)")
            case .mp4:
                let rate = fps ?? TraceRenderer.defaultGIFRate
                var video = renderer
                video.timing.fps = rate
                let frames = try video.pngFrames(progress: progress.update)
                try MP4Export.write(frames, fps: rate, to: destination)
                print("wrote \(destination.path) (\(frames.count) frames at \(formatNumber(rate)) fps)")
            case .jsonl:
                // The trace itself, cut to --from/--to like the player's.
                let text = try trace.cropped(from: from, to: to).jsonLines()
                try write(Array(text.utf8), to: destination)
                print("wrote \(destination.path)")
            }
        } catch let error as RenderError {
            throw RenderFailure("\(error)")
        }
    }

    /// One file when the path names one (and one frame is selected), else a directory of frames.
    private func writeFrames(_ frames: [TraceRenderer.Output], format: Format, to destination: URL) throws {
        if destination.pathExtension.lowercased() == format.rawValue {
            guard frames.count == 1, let frame = frames.first else {
                throw RenderFailure("\(frames.count) frames selected for one file \(destination.lastPathComponent): pick one with --at T, or give a directory to --out for every frame")
            }
            try write(frame.bytes, to: destination)
            print("wrote \(destination.path) (t = \(formatNumber(frame.time)) s, trace frame \(frame.traceFrame))")
            return
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw RenderFailure("\(destination.path) is a file; give a directory for the frames, or a path ending in .\(format.rawValue) with --at T")
        }
        do throws(OutputError) { try OutputDirectory.make(destination.path, option: "--out") } catch { throw RenderFailure(error.description) }
        for (index, frame) in frames.enumerated() {
            let name = "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + "\(index).\(format.rawValue)"
            try write(frame.bytes, to: destination.appendingPathComponent(name))
        }
        print("wrote \(frames.count) \(format.rawValue.uppercased()) frames to \(destination.path)")
    }

    /// Writes through `OutputFile`: a failed render never leaves half a file where a good one was,
    /// and a FIFO, a device or a link given to --out stays what it is.
    private func write(_ bytes: [UInt8], to url: URL) throws {
        do throws(OutputError) { try OutputFile.write(Data(bytes), to: url.path) } catch { throw RenderFailure(error.description) }
    }
}
