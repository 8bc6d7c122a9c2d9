/// A GIF palette of at most 256 colours, built by median cut over pixels sampled from the
/// frames of a whole animation, and the mapping of pixels to it.
///
/// One global palette keeps colours steady from frame to frame (per-frame palettes make flat
/// backgrounds flicker). Pixels are counted in a 5-bit-per-channel histogram that also sums the
/// exact colours, so a box holding one flat UI colour gets that colour exactly.
public struct Palette: Sendable {
    public private(set) var colors: [RGBA]

    public init(colors: [RGBA]) {
        self.colors = colors
    }

    /// Collects colour counts; feed it frames, then `palette(maxColors:)`.
    public struct Histogram {
        var counts = [Int](repeating: 0, count: 1 << 15)
        var sums = [(r: Int, g: Int, b: Int)](repeating: (0, 0, 0), count: 1 << 15)

        public init() {}

        /// Counts about `samples` pixels of `bitmap`, evenly spread, composited on white.
        mutating func add(_ bitmap: Bitmap, samples: Int = 60_000) {
            let step = max(1, Int((Double(bitmap.width * bitmap.height) / Double(samples)).squareRoot()))
            // The tables borrowed once per bitmap, not checked for uniqueness per pixel: a GIF's
            // histogram counts ~1.4 million pixels, 7 % of the gallery's time before (issue 28).
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    bitmap.withRows { y, row in
                        guard y % step == 0 else { return }
                        var x = 0
                        while x < row.count {
                            Self.add(Palette.opaque(row[x]), counts: counts, sums: sums)
                            x += step
                        }
                    }
                }
            }
        }

        mutating func add(_ pixel: RGBA) {
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in Self.add(pixel, counts: counts, sums: sums) }
            }
        }

        @inline(__always)
        private static func add(_ pixel: RGBA, counts: UnsafeMutableBufferPointer<Int>, sums: UnsafeMutableBufferPointer<(r: Int, g: Int, b: Int)>) {
            let bin = Int(pixel.r >> 3) << 10 | Int(pixel.g >> 3) << 5 | Int(pixel.b >> 3)
            counts[bin] += 1
            sums[bin].r += Int(pixel.r)
            sums[bin].g += Int(pixel.g)
            sums[bin].b += Int(pixel.b)
        }

        /// Median cut: split the box with the most pixels times spread along its widest channel,
        /// at the pixel-weighted median, until there are `maxColors` boxes or none can split.
        public func palette(maxColors: Int = 256) -> Palette {
            let bins = counts.indices.filter { counts[$0] > 0 }
            guard !bins.isEmpty else { return Palette(colors: [RGBA(255, 255, 255)]) }
            var boxes = [bins]
            while boxes.count < maxColors {
                var best = -1, bestScore = 0, bestChannel = 0
                for (index, box) in boxes.enumerated() where box.count > 1 {
                    let (channel, spread) = widest(box)
                    let score = spread * box.reduce(0) { $0 + counts[$1] }
                    if score > bestScore { (best, bestScore, bestChannel) = (index, score, channel) }
                }
                guard best >= 0 else { break }
                let sorted = boxes[best].sorted { (channelValue($0, bestChannel), $0) < (channelValue($1, bestChannel), $1) }
                let total = sorted.reduce(0) { $0 + counts[$1] }
                var running = 0, cut = 1
                for (position, bin) in sorted.enumerated().dropLast() {
                    running += counts[bin]
                    cut = position + 1
                    if running * 2 >= total { break }
                }
                boxes[best] = Array(sorted[..<cut])
                boxes.append(Array(sorted[cut...]))
            }
            return Palette(colors: boxes.map { box in
                let n = box.reduce(0) { $0 + counts[$1] }
                let r = box.reduce(0) { $0 + sums[$1].r }, g = box.reduce(0) { $0 + sums[$1].g }, b = box.reduce(0) { $0 + sums[$1].b }
                return RGBA(UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
            })
        }

        private func channelValue(_ bin: Int, _ channel: Int) -> Int { (bin >> (10 - 5 * channel)) & 31 }

        private func widest(_ box: [Int]) -> (channel: Int, spread: Int) {
            var best = (channel: 0, spread: -1)
            for channel in 0..<3 {
                let values = box.map { channelValue($0, channel) }
                let spread = (values.max() ?? 0) - (values.min() ?? 0)
                if spread > best.spread { best = (channel, spread) }
            }
            return best
        }
    }

    /// The straight RGB of a premultiplied ARGB32 word, composited on white (GIF frames are opaque).
    static func opaque(_ word: UInt32) -> RGBA {
        let a = Int(word >> 24)
        let white = 255 - a
        return RGBA(UInt8(min(255, Int((word >> 16) & 0xFF) + white)), UInt8(min(255, Int((word >> 8) & 0xFF) + white)), UInt8(min(255, Int(word & 0xFF) + white)))
    }

    /// Maps pixels to palette indices: the nearest colour (squared RGB distance), cached per exact colour.
    public final class Mapper {
        let palette: Palette
        private var cache: [UInt32: UInt8] = [:]

        public init(_ palette: Palette) {
            self.palette = palette
        }

        public func index(of pixel: RGBA) -> UInt8 {
            let key = UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
            if let hit = cache[key] { return hit }
            var best = 0, bestDistance = Int.max
            for (index, color) in palette.colors.enumerated() {
                let dr = Int(color.r) - Int(pixel.r), dg = Int(color.g) - Int(pixel.g), db = Int(color.b) - Int(pixel.b)
                let distance = dr * dr + dg * dg + db * db
                if distance < bestDistance { (best, bestDistance) = (index, distance) }
            }
            cache[key] = UInt8(best)
            return UInt8(best)
        }

        /// Every pixel of `bitmap` as a palette index, row by row; runs of one colour cost one lookup.
        public func indices(of bitmap: Bitmap) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
            bitmap.withRows { y, row in
                var lastWord: UInt32 = 0, lastIndex = index(of: Palette.opaque(0))
                let base = y * bitmap.width
                for x in 0..<row.count {
                    let word = row[x]
                    if word != lastWord {
                        lastWord = word
                        lastIndex = index(of: Palette.opaque(word))
                    }
                    out[base + x] = lastIndex
                }
            }
            return out
        }
    }
}
