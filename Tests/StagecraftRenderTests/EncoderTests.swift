import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// Frame timing, GIF delays and palettes, and the PNG, GIF and SVG bytes.
@Suite struct EncoderTests {
    /// A trace of `seconds` at 60 Hz: a red square moving right 60 pt a second over white.
    static func moving(seconds: Double = 1) -> Trace {
        let count = Int(seconds * 60) + 1
        let frames = (0..<count).map { index -> TraceFrame in
            var scene = FrameBuilder(window: Size(width: 120, height: 40), background: .white)
            scene.add(Rect(Double(index), 10, 20, 20), .red)
            return TraceFrame(index: index, time: Double(index) / 60, views: scene.views)
        }
        return Trace(frameRate: 60, frames: frames, events: [])
    }

    @Test func rd1_1_timesSitOnTheirOwnGrid() throws {
        let trace = Self.moving()
        #expect(try FrameTiming().times(in: trace).count == 61)
        let thirty = try FrameTiming(fps: 30).times(in: trace)
        #expect(thirty.count == 31)
        #expect(thirty[3] == 0.1)
        #expect(try FrameTiming(from: 0.25, to: 0.5, fps: 4).times(in: trace) == [0.25, 0.5])
        #expect(throws: RenderError.self) { try FrameTiming(from: 2, to: 3).times(in: trace) }
        #expect(throws: RenderError.self) { try FrameTiming(from: 0.5, to: 0.25).times(in: trace) }
        #expect(throws: RenderError.self) { try FrameTiming(fps: 0).times(in: trace) }
        #expect(throws: RenderError.self) { try FrameTiming().times(in: Trace(frameRate: 60, frames: [], events: [])) }
    }

    @Test func rd2_1_gifDelaysFollowRealTimeWithoutRoundingDrift() {
        // 30 fps: starts at 0, 3.33, 6.67, 10 cs… rounded: 0, 3, 7, 10 → delays 3, 4, 3, …
        let thirty = GIFDelays(frameCount: 31, fps: 30)
        #expect(thirty.kept.count == 31)
        #expect(Array(thirty.delays.prefix(4)) == [3, 4, 3, 3])
        #expect(thirty.delays.reduce(0, +) == 103)          // 31 frames of 1/30 s
        // 60 fps: no delay under 2 cs (browsers would slow it), but the total is still real time.
        let sixty = GIFDelays(frameCount: 61, fps: 60)
        #expect(sixty.delays.allSatisfy { $0 >= 2 })
        #expect(sixty.delays.reduce(0, +) == 102)           // round(61 / 60 × 100)
        #expect(sixty.kept.first == 0)
        #expect(sixty.kept.count < 61 && sixty.kept.count >= 40)
    }

    @Test func rd2_1_theMedianCutPaletteKeepsFlatColoursExact() {
        var histogram = Palette.Histogram()
        for _ in 0..<500 { histogram.add(RGBA(242, 242, 247)) }
        for _ in 0..<300 { histogram.add(RGBA(0, 122, 255)) }
        for value in 0..<256 { histogram.add(RGBA(UInt8(value), UInt8(255 - value), 90)) }
        let palette = histogram.palette(maxColors: 16)
        #expect(palette.colors.count == 16)
        #expect(palette.colors.contains(RGBA(242, 242, 247)))
        #expect(palette.colors.contains(RGBA(0, 122, 255)))
        let mapper = Palette.Mapper(palette)
        #expect(palette.colors[Int(mapper.index(of: RGBA(242, 242, 247)))] == RGBA(242, 242, 247))
        // A colour of the ramp maps to a palette colour near it.
        let ramp = RGBA(128, 127, 90)
        #expect(palette.colors[Int(mapper.index(of: ramp))].distance(to: ramp) <= 24)
    }

    /// A bitmap of `columns` × `rows` one-point squares, each its own colour, at scale 1.
    static func manyColours(columns: Int, rows: Int) throws -> Bitmap {
        var scene = FrameBuilder(window: Size(width: Double(columns), height: Double(rows)), background: .white)
        for row in 0..<rows {
            for column in 0..<columns {
                let color = Color(red: Double(column) / Double(columns), green: Double(row) / Double(rows), blue: Double((row * 7 + column) % 11) / 10)
                scene.add(Rect(Double(column), Double(row), 1, 1), color, alpha: column % 5 == 0 ? 0.5 : 1)
            }
        }
        return try FrameRenderer(options: RenderOptions(scale: 1)).render(TraceFrame(index: 0, time: 0, views: scene.views))
    }

    @Test func rd2_1_theHistogramCountsEverySampledPixelOfARun() throws {
        // Issue 28: a run of one colour along a row is counted once with its length; the counts,
        // sums and palette must be those of counting each sampled pixel on its own.
        var scene = FrameBuilder(window: Size(width: 200, height: 100), background: .white)
        for index in 0..<60 {
            scene.add(Rect(Double(index * 3), Double(index % 7) * 5, Double(2 + index % 4), 60),
                      Color(red: Double(index) / 60, green: 0.5, blue: 1 - Double(index) / 60), alpha: index % 3 == 0 ? 0.6 : 1)
        }
        let bitmap = try FrameRenderer(options: RenderOptions(scale: 1)).render(TraceFrame(index: 0, time: 0, views: scene.views))
        // 20,000 pixels: all of them for 60,000 samples; every third pixel of every third row for 2,000.
        for (samples, step) in [(60_000, 1), (2_000, 3)] {
            var runs = Palette.Histogram()
            runs.add(bitmap, samples: samples)
            var pixels = Palette.Histogram()
            bitmap.withRows { y, row in
                guard y % step == 0 else { return }
                for x in stride(from: 0, to: row.count, by: step) { pixels.add(Palette.opaque(row[x])) }
            }
            #expect(runs.counts.reduce(0, +) == (100 + step - 1) / step * ((200 + step - 1) / step))
            #expect(runs.counts == pixels.counts, "step \(step)")
            #expect(runs.sums.map { [$0.r, $0.g, $0.b] } == pixels.sums.map { [$0.r, $0.g, $0.b] }, "step \(step)")
            #expect(runs.palette(maxColors: 24).colors == pixels.palette(maxColors: 24).colors)
        }
    }

    @Test func rd2_1_theMapperGivesEveryPixelItsNearestPaletteColour() throws {
        // 4,096 colours: more than the mapper's first table holds, so it grows while mapping.
        let bitmap = try Self.manyColours(columns: 64, rows: 64)
        var histogram = Palette.Histogram()
        histogram.add(bitmap)
        let palette = histogram.palette(maxColors: 40)
        let mapper = Palette.Mapper(palette)
        var expected: [UInt8] = []
        bitmap.withRows { _, row in
            for word in row {
                let pixel = Palette.opaque(word)
                let distances = palette.colors.map { color in
                    [Int(color.r) - Int(pixel.r), Int(color.g) - Int(pixel.g), Int(color.b) - Int(pixel.b)].reduce(0) { $0 + $1 * $1 }
                }
                expected.append(UInt8(distances.firstIndex(of: distances.min()!)!))
            }
        }
        #expect(Set(expected).count > 20)
        #expect(mapper.indices(of: bitmap) == expected)
        #expect(mapper.indices(of: bitmap) == expected)   // again, every colour now remembered
    }

    @Test func rd2_1_equallyNearPaletteColoursGiveTheFirst() {
        let mapper = Palette.Mapper(Palette(colors: [RGBA(0, 0, 0), RGBA(2, 0, 0), RGBA(1, 0, 0), RGBA(1, 0, 0)]))
        #expect(mapper.index(of: RGBA(1, 0, 0)) == 2)
        #expect(mapper.index(of: RGBA(1, 1, 0)) == 2)
        let ties = Palette.Mapper(Palette(colors: [RGBA(9, 9, 9), RGBA(0, 0, 0), RGBA(2, 0, 0)]))
        #expect(ties.index(of: RGBA(1, 0, 0)) == 1)
        #expect(ties.index(of: RGBA(255, 255, 255)) == 0)
    }

    @Test func rd2_1_gifBytesHaveTheHeaderLoopAndFrames() throws {
        let bytes = try TraceRenderer(trace: Self.moving(seconds: 0.5), timing: FrameTiming(fps: 20)).gif()
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(bytes.last == 0x3B)                           // the trailer
        #expect(Data(bytes).range(of: Data("NETSCAPE2.0".utf8)) != nil)
        // Each frame moves the square, so every frame is stored: 11 graphics control blocks.
        let controls = zip(bytes, bytes.dropFirst()).filter { $0 == 0x21 && $1 == 0xF9 }.count
        #expect(controls == 11)
    }

    @Test func rd2_1_aWindowThatChangesSizeMidTraceIsOneGIFCanvas() throws {
        // A rotation (or a device change) mid-scenario: 120 × 40, then 40 × 120. One GIF holds
        // both on the largest canvas, 120 × 120 (the gallery failed on this: frames of two sizes).
        var trace = Self.moving(seconds: 0.5)
        trace.frames = trace.frames.map { frame in
            guard frame.time >= 0.25 else { return frame }
            var scene = FrameBuilder(window: Size(width: 40, height: 120), background: .white)
            scene.add(Rect(10, frame.time * 60, 20, 20), .red)
            return TraceFrame(index: frame.index, time: frame.time, views: scene.views)
        }
        let bytes = try TraceRenderer(trace: trace, timing: FrameTiming(fps: 20)).gif()
        // The logical screen size: little-endian width and height after the signature.
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 120)
        #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 120)
    }

    @Test func rd2_1_identicalFramesLengthenTheDelayInsteadOfRepeating() throws {
        var still = Self.moving(seconds: 0.5)
        still.frames = still.frames.map { TraceFrame(index: $0.index, time: $0.time, views: still.frames[0].views) }
        let bytes = try TraceRenderer(trace: still, timing: FrameTiming(fps: 20)).gif()
        let controls = zip(bytes, bytes.dropFirst()).filter { $0 == 0x21 && $1 == 0xF9 }.count
        #expect(controls == 1)
    }

    /// `moving()`, but its first `blank` seconds are an empty window (no view fills anything),
    /// as a scenario's trace opens before its screens are built.
    static func openingBlank(_ blank: Double, seconds: Double = 0.5) -> Trace {
        var trace = moving(seconds: seconds)
        trace.frames = trace.frames.map { frame in
            guard frame.time < blank - 1e-9 else { return frame }
            return TraceFrame(index: frame.index, time: frame.time, views: FrameBuilder(window: Size(width: 120, height: 40)).views)
        }
        return trace
    }

    @Test func SD4_7_aGIFNeverStartsOnABlankFrame() throws {
        // The player skips the opening empty window (player.js firstContent); the GIF must too.
        // 0.2 s of nothing, then the red square at x = 12: the first frame stored shows it.
        let bytes = try TraceRenderer(trace: Self.openingBlank(0.2), timing: FrameTiming(fps: 20)).gif()
        let first = try #require(GIFFirstFrame.pixels(bytes))
        #expect(first.count == 120 * 40)
        #expect(Set(first.map { [$0.r, $0.g, $0.b] }).count > 1, "the first GIF frame is one colour (blank)")
        #expect(first[20 * 120 + 20].near(.red, 24))          // inside the square (12…32, 10…30) at 0.2 s
        // 0.2…0.5 s at 20 fps: 7 frames, each moving the square, each stored.
        let controls = zip(bytes, bytes.dropFirst()).filter { $0 == 0x21 && $1 == 0xF9 }.count
        #expect(controls == 7)
    }

    @Test func SD4_7_aGIFStartsWhereItWasAskedToEvenOnABlankFrame() throws {
        // `--from` is the author's choice, and a trace with nothing to show still makes a GIF.
        let asked = try TraceRenderer(trace: Self.openingBlank(0.2), timing: FrameTiming(from: 0, fps: 20)).gif()
        let first = try #require(GIFFirstFrame.pixels(asked))
        #expect(Set(first.map { [$0.r, $0.g, $0.b] }).count == 1)
        let empty = try TraceRenderer(trace: Self.openingBlank(1), timing: FrameTiming(fps: 20)).gif()
        #expect(GIFFirstFrame.pixels(empty)?.count == 120 * 40)
    }

    @Test func SD4_7_whatCountsAsShowingSomethingIsThePlayersRule() {
        // player.js firstContent: a visible view with a fill, a label with text, an image view with an image.
        func first(_ build: (inout FrameBuilder) -> Void) -> Int? {
            var blank = FrameBuilder(window: Size(width: 120, height: 40)), shown = blank
            build(&shown)
            return Trace(frameRate: 60, frames: [TraceFrame(index: 0, time: 0, views: blank.views),
                                                 TraceFrame(index: 1, time: 1.0 / 60, views: shown.views)], events: []).firstFrameShowingAnything?.index
        }
        #expect(first { $0.add(Rect(0, 0, 10, 10), .red) } == 1)
        #expect(first { $0.add(Rect(0, 0, 10, 10), .red, hidden: true) } == nil)
        #expect(first { $0.add(Rect(0, 0, 10, 10), .red, alpha: 0) } == nil)
        #expect(first { $0.add(Rect(0, 0, 10, 10), nil, kind: "Label", details: ["text=\"Hi\""]) } == 1)
        #expect(first { $0.add(Rect(0, 0, 10, 10), nil, kind: "Label", details: ["text=\"\""]) } == nil)
        #expect(first { $0.add(Rect(0, 0, 10, 10), nil, kind: "ImageView", details: ["image=\"pizza\""]) } == 1)
        #expect(first { $0.add(Rect(0, 0, 10, 10), nil, kind: "View", details: ["text=\"Hi\""]) } == nil)
    }

    @Test func pngFramesArePNGs() throws {
        let outputs = try TraceRenderer(trace: Self.moving(seconds: 0.1), options: RenderOptions(scale: 2)).pngFrames()
        #expect(outputs.count == 7)
        #expect(outputs.allSatisfy { Array($0.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] })
        // IHDR: width and height, big-endian, at bytes 16…23.
        let header = Array(outputs[0].bytes[16..<24])
        #expect(header == [0, 0, 0, 240, 0, 0, 0, 80])
    }

    @Test func rd2_1_svgFramesDrawTheSameShapes() throws {
        let outputs = try TraceRenderer(trace: Self.moving(seconds: 0.1), timing: FrameTiming(from: 0.1, to: 0.1)).svgFrames()
        #expect(outputs.count == 1)
        let text = String(decoding: outputs[0].bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("width=\"120pt\" height=\"40pt\""))
        #expect(text.contains("fill:rgb(100%,0%,0%)"))
        #expect(text.contains("</svg>"))
    }

    @Test func rd2_1_progressReportsEveryFrame() throws {
        var reports: [Int] = []
        _ = try TraceRenderer(trace: Self.moving(seconds: 0.1)).pngFrames { done, total in
            #expect(total == 7)
            reports.append(done)
        }
        #expect(reports == Array(1...7))
    }

    @Test func rd1_1_badOptionsAreRefusedWithAReason() {
        #expect(throws: RenderError.self) { try FrameRenderer(options: RenderOptions(scale: 0)).render(Self.moving().frames[0]) }
        #expect(throws: RenderError.self) { try FrameRenderer(options: RenderOptions(scale: .nan)).render(Self.moving().frames[0]) }
        #expect(throws: RenderError.self) { try TraceRenderer(trace: Trace(frameRate: 60, frames: [], events: [])).gif() }
    }
}
