import CCairo
import Stagecraft

/// An 8-bit RGBA pixel, straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    /// The largest difference of one channel, for comparisons with a tolerance.
    public func distance(to other: RGBA) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }
}

/// A rendered frame: a Cairo ARGB32 image surface, owned and destroyed with this object.
public final class Bitmap {
    /// The `cairo_surface_t`.
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// A transparent bitmap of `width` × `height` pixels; nil when Cairo cannot allocate it.
    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixel at column `x`, row `y`, un-premultiplied; transparent outside the bitmap.
    public func pixel(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return RGBA(0, 0, 0, 0) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is a native-endian 32-bit word: on little-endian machines the bytes are B, G, R, A.
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Self.unpremultiply(word)
    }

    /// Calls `body` with each row's premultiplied ARGB32 words.
    func withRows(_ body: (_ y: Int, _ row: UnsafeBufferPointer<UInt32>) -> Void) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                body(y, UnsafeBufferPointer(start: row, count: width))
            }
        }
    }

    /// Straight-alpha RGBA from one premultiplied ARGB32 word.
    static func unpremultiply(_ word: UInt32) -> RGBA {
        let a = UInt8(word >> 24)
        let r = UInt8((word >> 16) & 0xFF), g = UInt8((word >> 8) & 0xFF), b = UInt8(word & 0xFF)
        if a == 255 { return RGBA(r, g, b, 255) }
        if a == 0 { return RGBA(0, 0, 0, 0) }
        func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return RGBA(straight(r), straight(g), straight(b), a)
    }

    /// The bitmap as PNG bytes, written by Cairo's PNG encoder.
    public func pngData() throws -> [UInt8] {
        let sink = ByteSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("writing PNG", String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }
}

/// Collects the bytes a C encoder writes through a callback.
final class ByteSink {
    var bytes: [UInt8] = []
}

/// What went wrong while rendering or encoding.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    case cairo(String, String)
    case gif(String)
    case badOptions(String)
    case emptyTrace

    public var description: String {
        switch self {
        case .cairo(let doing, let why): return "Cairo failed \(doing): \(why)"
        case .gif(let why): return "GIF encoding failed: \(why)"
        case .badOptions(let why): return why
        case .emptyTrace: return "the trace has no frames to render"
        }
    }
}
