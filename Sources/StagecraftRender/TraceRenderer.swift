import CCairo
import Stagecraft

/// Renders a trace, or part of it, to PNG frames, SVG frames or an animated GIF.
///
/// The scenario runner and the CLI call this with an in-memory `Trace`; nothing here touches
/// the file system: results are bytes, and `progress(done, total)` reports each frame finished.
public struct TraceRenderer {
    public let trace: Trace
    public var options: RenderOptions
    public var timing: FrameTiming

    /// The frame rate GIFs get when none is asked for: smooth, and every delay 3 or 4 cs.
    public static let defaultGIFRate = 30.0

    public init(trace: Trace, options: RenderOptions = RenderOptions(), timing: FrameTiming = FrameTiming()) {
        self.trace = trace
        self.options = options
        self.timing = timing
    }

    /// One rendered frame: when it is, which trace frame it shows, and the encoded bytes.
    public struct Output {
        public var time: Double
        public var traceFrame: Int
        public var bytes: [UInt8]
    }

    /// Each selected moment as PNG.
    public func pngFrames(progress: (Int, Int) -> Void = { _, _ in }) throws -> [Output] {
        try frames(progress: progress) { frame, renderer in try renderer.render(frame).pngData() }
    }

    /// Each selected moment as an SVG document (Cairo's SVG surface: the same drawing as the PNGs).
    public func svgFrames(progress: (Int, Int) -> Void = { _, _ in }) throws -> [Output] {
        try frames(progress: progress) { frame, renderer in try renderer.svg(frame) }
    }

    /// The selected span as an animated GIF at `timing.fps` (default 30), playing at real speed.
    /// Without `timing.from` it starts on the first frame that shows anything, as the player does.
    public func gif(progress: (Int, Int) -> Void = { _, _ in }) throws -> [UInt8] {
        var opaque = options
        opaque.background = options.background ?? .white
        var timing = timing
        // A `--to` before anything shows keeps the span asked for: blank, but not refused.
        if timing.from == nil, let first = trace.firstFrameShowingAnything, first.time <= timing.to ?? .infinity { timing.from = first.time }
        let times = try timing.times(in: trace, defaultFPS: Self.defaultGIFRate)
        let rate = timing.rate(for: trace, defaultFPS: Self.defaultGIFRate)
        let schedule = GIFDelays(frameCount: times.count, fps: rate)
        // A GIF has one canvas: a scenario that rotates or changes device mid-run draws every
        // frame on the largest window it shows (a frame of another size cannot be encoded).
        if opaque.size == nil {
            opaque.size = schedule.kept.compactMap { trace.frameShown(at: times[$0]) }
                .map { options.canvasSize(for: Scene($0)) }
                .reduce(nil) { (largest: Size?, size: Size) in
                    Size(width: max(largest?.width ?? 0, size.width), height: max(largest?.height ?? 0, size.height))
                }
        }
        let renderer = FrameRenderer(options: opaque)
        // The palette comes from up to 24 frames spread over the span, so memory stays flat
        // however long the animation is. Those frames are kept (up to 64 MB) and encoded as they
        // are, not drawn twice: in a short GIF they are most of its frames.
        // The drawing depends on the views alone (`Scene`), so a frame whose views equal the
        // previous one's is the same picture and is not drawn again (issue 28: the waits and
        // settled ends, about a tenth of the examples' GIF frames).
        var histogram = Palette.Histogram()
        var sampled: [Int: Bitmap] = [:]
        var sampledBytes = 0
        var lastSample: (views: [ViewSample], bitmap: Bitmap)?
        let step = max(1, schedule.kept.count / 24)
        for position in stride(from: 0, to: schedule.kept.count, by: step) {
            guard let frame = trace.frameShown(at: times[schedule.kept[position]]) else { continue }
            let bitmap = try lastSample.flatMap { $0.views == frame.views ? $0.bitmap : nil } ?? renderer.render(frame)
            lastSample = (frame.views, bitmap)
            histogram.add(bitmap)
            sampledBytes += bitmap.width * bitmap.height * 4
            if sampledBytes <= 64 << 20 { sampled[position] = bitmap }
        }
        let mapper = Palette.Mapper(histogram.palette())
        var encoder: GIFEncoder?
        var previousViews: [ViewSample]?
        for (position, index) in schedule.kept.enumerated() {
            guard let frame = trace.frameShown(at: times[index]) else { throw RenderError.emptyTrace }
            let sample = sampled.removeValue(forKey: position)
            if let encoder, frame.views == previousViews {
                // What `add` does with a frame identical to the last, without drawing and mapping it.
                encoder.lengthenLastFrame(by: schedule.delays[position])
            } else {
                let bitmap = try sample ?? renderer.render(frame)
                if encoder == nil { encoder = try GIFEncoder(width: bitmap.width, height: bitmap.height, palette: mapper.palette) }
                try encoder?.add(indices: mapper.indices(of: bitmap), delay: schedule.delays[position])
            }
            previousViews = frame.views
            progress(position + 1, schedule.kept.count)
        }
        guard let encoder else { throw RenderError.emptyTrace }
        return try encoder.finish()
    }

    private func frames(progress: (Int, Int) -> Void, _ encode: (TraceFrame, FrameRenderer) throws -> [UInt8]) throws -> [Output] {
        let renderer = FrameRenderer(options: options)
        let times = try timing.times(in: trace)
        var outputs: [Output] = []
        for (position, time) in times.enumerated() {
            guard let frame = trace.frameShown(at: time) else { throw RenderError.emptyTrace }
            outputs.append(Output(time: time, traceFrame: frame.index, bytes: try encode(frame, renderer)))
            progress(position + 1, times.count)
        }
        return outputs
    }
}

extension FrameRenderer {
    /// The frame as an SVG document sized in points.
    public func svg(_ frame: TraceFrame) throws -> [UInt8] {
        try options.validate()
        let scene = Scene(frame)
        let size = options.canvasSize(for: scene)
        let sink = ByteSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque(), size.width, size.height) else { throw RenderError.cairo("creating an SVG surface", "no memory") }
        defer { cairo_surface_destroy(surface) }
        try draw(scene, on: surface, scale: 1)
        // Finishing writes the document's end through the stream before the surface goes.
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("writing SVG", String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }
}
