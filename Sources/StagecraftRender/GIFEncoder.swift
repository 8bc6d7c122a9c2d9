import CGif

/// Writes an animated GIF with giflib: a global palette, a loop extension, and per frame a
/// graphics control block with its delay.
///
/// Only the rectangle that changed since the previous frame is stored (the rest stays from it,
/// disposal "do not dispose"), and a frame identical to the previous one lengthens its delay
/// instead of being stored again.
public final class GIFEncoder {
    typealias PixelRect = (x: Int, y: Int, w: Int, h: Int)
    public let width: Int
    public let height: Int
    private let sink = ByteSink()
    private let retained: Unmanaged<ByteSink>
    private var file: UnsafeMutablePointer<GifFileType>?
    private var previous: [UInt8]?
    /// The delay of the last frame is written when the next one comes (it may grow).
    private var pending: (rect: PixelRect, pixels: [UInt8], delay: Int)?
    public private(set) var storedFrames = 0

    public init(width: Int, height: Int, palette: Palette) throws {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw RenderError.gif("a GIF must be 1…65535 pixels a side (got \(width)×\(height))")
        }
        self.width = width
        self.height = height
        retained = Unmanaged.passRetained(sink)
        var error: Int32 = 0
        file = EGifOpen(retained.toOpaque(), { file, bytes, length in
            guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
            Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
            return length
        }, &error)
        // Every property is set by now, so a throw from here on runs deinit, which releases `sink`.
        guard let file else { throw RenderError.gif(Self.message(error)) }
        EGifSetGifVersion(file, true)
        // The colour table size must be a power of two; unused entries stay black.
        var size = 2
        while size < palette.colors.count { size *= 2 }
        var colors = palette.colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), &colors) else { throw fail("no memory for the colour map") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
        // NETSCAPE2.0 application extension: loop forever.
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, 11, &application))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(file, 3, &loop))
        try check(EGifPutExtensionTrailer(file))
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
        retained.release()
    }

    /// Adds a frame of palette indices (`width × height`, row by row) shown for `delay` centiseconds.
    public func add(indices: [UInt8], delay: Int) throws {
        guard indices.count == width * height else { throw RenderError.gif("a frame of \(indices.count) pixels in a \(width)×\(height) GIF") }
        let rect: PixelRect = previous.map { changedRect(from: $0, to: indices) } ?? (0, 0, width, height)
        previous = indices
        if rect.w == 0, var last = pending {
            last.delay += delay
            pending = last
            return
        }
        try flush()
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rect.w * rect.h)
        for y in rect.y..<(rect.y + rect.h) {
            pixels += indices[(y * width + rect.x)..<(y * width + rect.x + rect.w)]
        }
        pending = (rect, pixels, delay)
    }

    /// Shows the last frame added `delay` centiseconds longer: what `add` does with a frame
    /// identical to it, for a caller that knows so without the pixels.
    public func lengthenLastFrame(by delay: Int) {
        pending?.delay += delay
    }

    /// Writes the last frame and the trailer; returns the whole file.
    public func finish() throws -> [UInt8] {
        try flush()
        guard let file else { throw RenderError.gif("finish called twice") }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw RenderError.gif(Self.message(error)) }
        return sink.bytes
    }

    private func flush() throws {
        guard let frame = pending, let file else { return }
        pending = nil
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(frame.delay, 65_535)), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        try check(EGifPutImageDesc(file, Int32(frame.rect.x), Int32(frame.rect.y), Int32(frame.rect.w), Int32(frame.rect.h), false, nil))
        var pixels = frame.pixels
        try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<frame.rect.h {
                try check(EGifPutLine(file, base.advanced(by: row * frame.rect.w), Int32(frame.rect.w)))
            }
        }
        storedFrames += 1
    }

    /// The bounding box of the pixels that differ; zero width when none do.
    private func changedRect(from old: [UInt8], to new: [UInt8]) -> PixelRect {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width, old[row + x] == new[row + x] { x += 1 }
            guard x < width else { continue }
            var end = width - 1
            while end > x, old[row + end] == new[row + end] { end -= 1 }
            minX = min(minX, x)
            maxX = max(maxX, end)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return (0, 0, 0, 0) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    private func check(_ result: Int32) throws {
        guard result == GIF_OK else { throw fail(Self.message(file?.pointee.Error ?? 0)) }
    }

    private func fail(_ message: String) -> RenderError { .gif(message) }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
