import Stagecraft

/// Which moments of a trace to render: from, to and how many frames a second.
///
/// Output frames sit on their own grid `from + k / fps`, each showing the trace frame on screen
/// at that moment (the last one at or before it), so a 60 Hz trace renders at 30 fps by taking
/// every other frame, and at 120 fps by showing each trace frame twice.
public struct FrameTiming: Sendable, Equatable {
    public var from: Double?
    public var to: Double?
    public var fps: Double?

    public init(from: Double? = nil, to: Double? = nil, fps: Double? = nil) {
        self.from = from
        self.to = to
        self.fps = fps
    }

    /// The output frame rates drawn: under 1 fps the frame interval grows without bound (1e-320
    /// fps is an infinite one, which trapped the GIF encoder), past 240 no display shows them.
    public static let rates: ClosedRange<Double> = 1...240

    /// The moments to render in `trace`, in seconds of trace time; `defaultFPS` when none was given
    /// (the trace's own rate when that is nil too).
    public func times(in trace: Trace, defaultFPS: Double? = nil) throws -> [Double] {
        guard let first = trace.frames.first, let last = trace.frames.last else { throw RenderError.emptyTrace }
        let rate = fps ?? defaultFPS ?? trace.frameRate
        guard Self.rates.contains(rate) else { throw RenderError.badOptions("fps must be between 1 and 240 (got \(rate))") }
        let start = from ?? first.time, end = to ?? last.time
        guard start.isFinite, end.isFinite else { throw RenderError.badOptions("--from and --to must be numbers of seconds") }
        guard start <= end else {
            throw RenderError.badOptions("--from \(formatSeconds(start)) is after --to \(formatSeconds(end))")
        }
        guard start <= last.time + 1e-9, end >= first.time - 1e-9 else {
            throw RenderError.badOptions("\(formatSeconds(start))…\(formatSeconds(end)) is outside the trace, which runs from \(formatSeconds(first.time)) to \(formatSeconds(last.time))")
        }
        // A tolerance so that 0.4 s at 30 fps is 13 frames whatever the float error in 0.4 × 30.
        let frames = ((end - start) * rate + 1e-6).rounded(.down) + 1  // a Double first: a crafted trace can span 1e300 s
        guard frames <= 100_000 else { throw RenderError.badOptions("\(MessageNumber.text(frames)) frames is too many; lower --fps or shorten --from/--to") }
        let count = Int(frames)
        return (0..<count).map { start + Double($0) / rate }
    }

    /// The frame rate `times` uses.
    public func rate(for trace: Trace, defaultFPS: Double? = nil) -> Double {
        fps ?? defaultFPS ?? trace.frameRate
    }
}

extension Trace {
    /// The part of the trace from `from` to `to` (seconds; nil for its start or end): the frame on
    /// screen at `from` and those after it up to `to`, and the events between.
    public func cropped(from: Double?, to: Double?) throws -> Trace {
        guard let first = frames.first, let last = frames.last else { throw RenderError.emptyTrace }
        let start = from ?? first.time, end = to ?? last.time
        guard start <= end else { throw RenderError.badOptions("--from \(formatSeconds(start)) is after --to \(formatSeconds(end))") }
        let opening = frameShown(at: start)?.index ?? first.index
        let kept = frames.filter { $0.index >= opening && $0.time <= end + 1e-9 }
        guard !kept.isEmpty, start <= last.time + 1e-9 else {
            throw RenderError.badOptions("\(formatSeconds(start))…\(formatSeconds(end)) is outside the trace, which runs from \(formatSeconds(first.time)) to \(formatSeconds(last.time))")
        }
        // Animations recorded before the cut that still run at it go with its first frame (SD2.5).
        var frames = kept
        frames[0].animations = self.frames.filter { $0.index < opening }.flatMap(\.animations).filter { animation in
            animation.start + animation.duration * (animation.autoreverses ? 2 : 1) * animation.repeatCount >= frames[0].time
        } + frames[0].animations
        return Trace(frameRate: frameRate, frames: frames, events: events.filter { $0.time >= start - 1e-9 && $0.time <= end + 1e-9 })
    }

    /// The frame on screen at `time`: the last at or before it, or the first when `time` is earlier.
    /// Times within 0.1 ms count as equal: a trace read back from JSON Lines has its times rounded
    /// to 4 decimals, and 4/60 written as 0.0667 must still be on screen at 2/30.
    func frameShown(at time: Double) -> TraceFrame? {
        frames.last { $0.time <= time + 1e-4 } ?? frames.first
    }
}

/// GIF frame delays in centiseconds whose running total follows real time: each frame starts
/// at its time rounded to 1/100 s, so rounding errors never accumulate.
///
/// Browsers play a delay under 2 cs as 10 cs, which would slow a 60 fps GIF down sixfold, so a
/// frame that would start less than `minimum` after the previous one kept is dropped instead;
/// the frames kept still start on time.
public struct GIFDelays: Equatable, Sendable {
    /// Indices of the frames kept, in order.
    public var kept: [Int]
    /// How long each kept frame shows, in centiseconds.
    public var delays: [Int]

    public init(frameCount: Int, fps: Double, minimum: Int = 2) {
        let starts = (0..<frameCount).map { Int((Double($0) / fps * 100).rounded()) }
        let total = Int((Double(frameCount) / fps * 100).rounded())
        var kept: [Int] = []
        for (index, start) in starts.enumerated() {
            if let previous = kept.last, start - starts[previous] < minimum { continue }
            kept.append(index)
        }
        // The last frame kept must show for `minimum` at least; drop it when there is no room.
        while kept.count > 1, let last = kept.last, total - starts[last] < minimum { kept.removeLast() }
        var delays: [Int] = []
        for (position, index) in kept.enumerated() {
            let end = position + 1 < kept.count ? starts[kept[position + 1]] : total
            delays.append(max(end - starts[index], minimum))
        }
        self.kept = kept
        self.delays = delays
    }
}

/// Seconds as the messages print them: `0.4 s`.
func formatSeconds(_ value: Double) -> String { MessageNumber.text((value * 1000).rounded() / 1000) + " s" }

/// A number as messages print it: integers without a fraction. Traces are input, so a value may
/// be 1e300 or NaN, which `Int(_:)` would trap on.
enum MessageNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
