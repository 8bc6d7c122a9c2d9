import Stagecraft

/// The moment a gallery thumbnail shows (docs/gallery.md, GA2.1): the one the scenario asked for
/// with `gallery{ moment = … }`, else the frame that looks most different from both the first
/// frame that shows anything and the last frame — the middle of the motion, where a still says
/// the most. Frames all one colour (frame 0's empty window, a plain screen) are passed over when
/// the trace has others; with no motion, the last frame.
public enum ThumbnailMoment {
    /// At most this many frames, evenly spread, are looked at.
    static let candidates = 90
    /// Each candidate is drawn this small and compared on a grid of this many points a side.
    static let probeScale = 0.1, grid = 24

    /// The trace frame to show, or nil for a trace without frames.
    public static func frame(in trace: Trace, requested: Double? = nil) -> TraceFrame? {
        guard let last = trace.frames.last else { return nil }
        if let requested, requested.isFinite {
            return trace.frameShown(at: min(max(requested, trace.frames[0].time), last.time))
        }
        let count = trace.frames.count
        let step = max(1, (count + candidates - 1) / candidates)
        var indices = Array(stride(from: 0, to: count, by: step))
        if indices.last != count - 1 { indices.append(count - 1) }
        let renderer = FrameRenderer(options: RenderOptions(scale: probeScale))
        let probes: [(frame: TraceFrame, look: [RGBA])] = indices.compactMap { index in
            let frame = trace.frames[index]
            guard let bitmap = try? renderer.render(frame) else { return nil }
            return plain(bitmap) ? nil : (frame, signature(bitmap))
        }
        guard let first = probes.first, let end = probes.last else { return last }
        var best = end, bestScore = 0
        for probe in probes {
            let score = min(distance(probe.look, first.look), distance(probe.look, end.look))
            if score > bestScore { (best, bestScore) = (probe, score) }
        }
        return best.frame
    }

    /// The bitmap's colours on a grid × 2·grid lattice of fractions of its size, so frames of
    /// different sizes (a rotation) compare point for point.
    static func signature(_ bitmap: Bitmap) -> [RGBA] {
        var look: [RGBA] = []
        look.reserveCapacity(grid * grid * 2)
        for row in 0..<(grid * 2) {
            for column in 0..<grid {
                let x = min(bitmap.width - 1, (2 * column + 1) * bitmap.width / (2 * grid))
                let y = min(bitmap.height - 1, (2 * row + 1) * bitmap.height / (4 * grid))
                look.append(bitmap.pixel(x: x, y: y))
            }
        }
        return look
    }

    /// Whether every pixel is one colour (frame 0's empty window, a plain screen). The last row and
    /// column are left out: a canvas of 84.4 pixels has a last row only partly covered.
    static func plain(_ bitmap: Bitmap) -> Bool {
        let first = bitmap.pixel(x: 0, y: 0)
        for y in 0..<max(1, bitmap.height - 1) {
            for x in 0..<max(1, bitmap.width - 1) where bitmap.pixel(x: x, y: y) != first { return false }
        }
        return true
    }

    static func distance(_ a: [RGBA], _ b: [RGBA]) -> Int {
        zip(a, b).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }
}
