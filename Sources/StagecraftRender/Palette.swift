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
            // The tables borrowed once per bitmap, not checked for uniqueness per pixel; a run of
            // one word along a row is counted once, with its length: the 32,768-bin tables miss
            // the cache, and a flat UI is mostly runs (issue 28).
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    bitmap.withRows { y, row in
                        guard y % step == 0, !row.isEmpty else { return }
                        var runWord = row[0], runLength = 0
                        var x = 0
                        while x < row.count {
                            let word = row[x]
                            if word != runWord {
                                Self.add(Palette.opaque(runWord), times: runLength, counts: counts, sums: sums)
                                (runWord, runLength) = (word, 0)
                            }
                            runLength += 1
                            x += step
                        }
                        Self.add(Palette.opaque(runWord), times: runLength, counts: counts, sums: sums)
                    }
                }
            }
        }

        mutating func add(_ pixel: RGBA) {
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in Self.add(pixel, times: 1, counts: counts, sums: sums) }
            }
        }

        @inline(__always)
        private static func add(_ pixel: RGBA, times: Int, counts: UnsafeMutableBufferPointer<Int>, sums: UnsafeMutableBufferPointer<(r: Int, g: Int, b: Int)>) {
            let bin = Int(pixel.r >> 3) << 10 | Int(pixel.g >> 3) << 5 | Int(pixel.b >> 3)
            counts[bin] += times
            sums[bin].r += Int(pixel.r) * times
            sums[bin].g += Int(pixel.g) * times
            sums[bin].b += Int(pixel.b) * times
        }

        /// Median cut: split the box with the most pixels times spread along its widest channel,
        /// at the pixel-weighted median, until there are `maxColors` boxes or none can split.
        public func palette(maxColors: Int = 256) -> Palette {
            let bins = counts.indices.filter { counts[$0] > 0 }
            guard !bins.isEmpty else { return Palette(colors: [RGBA(255, 255, 255)]) }
            var boxes = [box(bins)]
            while boxes.count < maxColors {
                var best = -1, bestScore = 0
                for (index, box) in boxes.enumerated() where box.bins.count > 1 {
                    let score = box.spread * box.pixels
                    if score > bestScore { (best, bestScore) = (index, score) }
                }
                guard best >= 0 else { break }
                let channel = boxes[best].channel
                let sorted = boxes[best].bins.sorted { (channelValue($0, channel), $0) < (channelValue($1, channel), $1) }
                let total = boxes[best].pixels
                var running = 0, cut = 1
                for (position, bin) in sorted.enumerated().dropLast() {
                    running += counts[bin]
                    cut = position + 1
                    if running * 2 >= total { break }
                }
                boxes[best] = box(Array(sorted[..<cut]))
                boxes.append(box(Array(sorted[cut...])))
            }
            return Palette(colors: boxes.map { box in
                let n = box.pixels
                let r = box.bins.reduce(0) { $0 + sums[$1].r }, g = box.bins.reduce(0) { $0 + sums[$1].g }, b = box.bins.reduce(0) { $0 + sums[$1].b }
                return RGBA(UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
            })
        }

        /// A box of bins with what choosing the next split needs, measured once when the box is
        /// made rather than for every box at every split (issue 28).
        private struct Box {
            var bins: [Int]
            var channel: Int
            var spread: Int
            var pixels: Int
        }

        private func box(_ bins: [Int]) -> Box {
            let (channel, spread) = widest(bins)
            return Box(bins: bins, channel: channel, spread: spread, pixels: bins.reduce(0) { $0 + counts[$1] })
        }

        private func channelValue(_ bin: Int, _ channel: Int) -> Int { (bin >> (10 - 5 * channel)) & 31 }

        private func widest(_ box: [Int]) -> (channel: Int, spread: Int) {
            var best = (channel: 0, spread: -1)
            for channel in 0..<3 {
                var low = Int.max, high = Int.min
                for bin in box {
                    let value = channelValue(bin, channel)
                    low = min(low, value)
                    high = max(high, value)
                }
                let spread = box.isEmpty ? 0 : high - low
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

    /// Maps pixels to palette indices: the nearest colour (squared RGB distance), searched once per
    /// pixel word and remembered in a flat open-addressing table (linear probing, at most half
    /// full). A `Dictionary` lookup per colour change was a tenth of the gallery's time (issue 28).
    public final class Mapper {
        let palette: Palette
        /// `1 << 40 | word << 8 | index` per slot, 0 while empty.
        private var slots = [UInt64](repeating: 0, count: 1 << 12)
        private var filledSlots = 0
        private static let filled: UInt64 = 1 << 40

        /// The palette's channels as separate lanes, and room for each entry's distance: the
        /// search runs over every pixel word not seen before (a fade or a blur makes many), and
        /// plain lanes let the compiler do eight entries per instruction.
        private let reds: [Int32], greens: [Int32], blues: [Int32]
        private var distances: [Int32]

        public init(_ palette: Palette) {
            self.palette = palette
            reds = palette.colors.map { Int32($0.r) }
            greens = palette.colors.map { Int32($0.g) }
            blues = palette.colors.map { Int32($0.b) }
            distances = [Int32](repeating: 0, count: palette.colors.count)
        }

        /// The palette entry nearest to `pixel`, the first of equally near ones.
        public func index(of pixel: RGBA) -> UInt8 {
            let r = Int32(pixel.r), g = Int32(pixel.g), b = Int32(pixel.b)
            return distances.withUnsafeMutableBufferPointer { distances in
                reds.withUnsafeBufferPointer { reds in
                    greens.withUnsafeBufferPointer { greens in
                        blues.withUnsafeBufferPointer { blues in
                            var nearest = Int32.max
                            for index in 0..<distances.count {
                                let dr = reds[index] &- r, dg = greens[index] &- g, db = blues[index] &- b
                                distances[index] = dr &* dr &+ dg &* dg &+ db &* db
                                nearest = min(nearest, distances[index])
                            }
                            return UInt8(truncatingIfNeeded: distances.firstIndex(of: nearest) ?? 0)
                        }
                    }
                }
            }
        }

        /// The index of a premultiplied ARGB32 word, composited on white.
        @inline(__always)
        private func index(ofWord word: UInt32) -> UInt8 {
            let tag = Self.filled | UInt64(word) << 8
            let found: UInt8? = slots.withUnsafeBufferPointer { slots in
                var slot = Self.slot(of: word, in: slots.count)
                while slots[slot] != 0 {
                    if slots[slot] & ~0xFF == tag { return UInt8(truncatingIfNeeded: slots[slot]) }
                    slot = (slot + 1) & (slots.count - 1)
                }
                return nil
            }
            if let found { return found }
            let nearest = index(of: Palette.opaque(word))
            insert(tag | UInt64(nearest))
            return nearest
        }

        /// Fibonacci hashing: the word's bits mixed into a slot number of a power-of-two table.
        private static func slot(of word: UInt32, in count: Int) -> Int {
            Int(truncatingIfNeeded: (UInt64(word) &* 0x9E37_79B9_7F4A_7C15) >> (64 - count.trailingZeroBitCount))
        }

        private func insert(_ entry: UInt64) {
            if 2 * (filledSlots + 1) > slots.count {
                let old = slots
                slots = [UInt64](repeating: 0, count: old.count * 2)
                filledSlots = 0
                for entry in old where entry != 0 { insert(entry) }
            }
            var slot = Self.slot(of: UInt32(truncatingIfNeeded: entry >> 8), in: slots.count)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = entry
            filledSlots += 1
        }

        /// Every pixel of `bitmap` as a palette index, row by row; runs of one colour cost one lookup.
        public func indices(of bitmap: Bitmap) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
            out.withUnsafeMutableBufferPointer { out in
                bitmap.withRows { y, row in
                    var lastWord: UInt32 = 0, lastIndex = index(ofWord: 0)
                    let base = y * bitmap.width
                    for x in 0..<row.count {
                        let word = row[x]
                        if word != lastWord {
                            lastWord = word
                            lastIndex = index(ofWord: word)
                        }
                        out[base + x] = lastIndex
                    }
                }
            }
            return out
        }
    }
}
