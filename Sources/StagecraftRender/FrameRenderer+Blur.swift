import CCairo
import Foundation
import Stagecraft

/// A visual effect view's blur on Cairo (T12.3): what is already drawn beneath the view, within
/// its rounded bounds, blurred (three box blurs, which approach a Gaussian), then the style's tint.
///
/// Only an image surface can be read back: on an SVG surface the tint alone is drawn.
extension FrameRenderer {
    func drawBlur(_ cr: OpaquePointer, _ look: BlurLook, outline: RoundedRect, style: LayerStyle, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let mask = style.mask {
            addPath(cr, mask)
            cairo_clip(cr)
        }
        addPath(cr, PathData(outline))
        cairo_clip(cr)
        let target = cairo_get_group_target(cr)
        if let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, look.radius > 0 {
            blurBeneath(cr, target, outline.rect, sigmaInPoints: look.radius, alpha: alpha)
        }
        addPath(cr, PathData(outline))
        setColor(cr, look.tint, alpha: alpha)
        cairo_fill(cr)
    }

    /// Blurs the device pixels under `rect` (in user space) and paints them back through the clip.
    private func blurBeneath(_ cr: OpaquePointer, _ target: OpaquePointer, _ rect: Rect, sigmaInPoints: Double, alpha: Double) {
        // The blur's reach in device pixels: the user-space scale of the current matrix.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let sigma = sigmaInPoints * hypot(m.xx, m.yx)
        let radius = Self.boxRadius(sigma: sigma)
        guard radius > 0 else { return }
        // Nothing to do when the clip leaves nothing of the view.
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cr, &clipX0, &clipY0, &clipX1, &clipY1)
        guard clipX1 > clipX0, clipY1 > clipY0 else { return }
        // The view's box in device space, grown by the blur's reach so what lies just outside
        // bleeds in (as a blur of the backdrop does), and cut to the target's pixels plus that
        // reach: a view far larger than the canvas (a trace is input) costs no more than the canvas.
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var (dx, dy) = (x, y)
            cairo_user_to_device(cr, &dx, &dy)
            (x0, y0, x1, y1) = (min(x0, dx), min(y0, dy), max(x1, dx), max(y1, dy))
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let reach = Double(3 * radius)
        let targetWidth = Double(cairo_image_surface_get_width(target)), targetHeight = Double(cairo_image_surface_get_height(target))
        x0 = max(x0, -offsetX) - reach
        y0 = max(y0, -offsetY) - reach
        x1 = min(x1, targetWidth - offsetX) + reach
        y1 = min(y1, targetHeight - offsetY) + reach
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return }
        let left = Int(x0.rounded(.down)), top = Int(y0.rounded(.down))
        let width = Int(x1.rounded(.up)) - left, height = Int(y1.rounded(.up)) - top
        guard width > 0, height > 0, width <= Int(Self.maxPixels), height <= Int(Self.maxPixels),
              let scratch = Bitmap(width: width, height: height) else { return }
        guard let copy = cairo_create(scratch.surface) else { return }
        // Copies the target's pixels (Cairo applies a group target's device offset); beyond the
        // target's edges its edge pixels repeat, so a blur near the screen's edge is not thinned by
        // transparency the screen does not have.
        cairo_set_source_surface(copy, target, -Double(left), -Double(top))
        cairo_pattern_set_extend(cairo_get_source(copy), CAIRO_EXTEND_PAD)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_destroy(copy)
        scratch.boxBlur(radius: radius, passes: 3)
        // The blur replaces what it covers (a translucent group's sharp pixels must not show
        // through); at an alpha below 1 it is mixed with them: Cairo's SOURCE through a mask.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, scratch.surface, Double(left), Double(top))
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// The half-width r of a box (2r + 1 pixels) whose three passes have the variance of a
    /// Gaussian of standard deviation `sigma`: three boxes of width w have variance 3 (w² − 1) / 12.
    static func boxRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        let width = (4 * sigma * sigma + 1).squareRoot()
        return Int(((width - 1) / 2).rounded())
    }
}

extension Bitmap {
    /// Blurs the premultiplied pixels in place with `passes` box blurs of 2·radius + 1 pixels, along
    /// rows then columns; pixels beyond the edges repeat the edge pixel.
    func boxBlur(radius: Int, passes: Int) {
        cairo_surface_flush(surface)
        guard radius > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let padded = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height) + 2 * (radius + 1))
        defer { padded.deallocate() }
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { words in
            for _ in 0..<passes {
                for y in 0..<height { Self.blurLine(words + y * stride, count: width, step: 1, radius: radius, padded: padded) }
                for x in 0..<width { Self.blurLine(words + x, count: height, step: stride, radius: radius, padded: padded) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One running-sum box blur of `count` pixels `step` words apart. `padded` has room for the
    /// line with `radius + 1` copies of each end pixel on either side, so the window needs no clamping.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, padded: UnsafeMutablePointer<UInt32>) {
        let pad = radius + 1
        let first = start[0], last = start[(count - 1) * step]
        for i in 0..<pad {
            padded[i] = first
            padded[pad + count + i] = last
        }
        for i in 0..<count { padded[pad + i] = start[i * step] }
        // The mean as a multiply and a shift: sum · ⌊2²⁴ / size⌋, rounded, fits easily in 64 bits.
        let size = 2 * radius + 1, scale = (1 << 24) / size, half = 1 << 23
        var a = 0, r = 0, g = 0, b = 0
        for i in (pad - radius)...(pad + radius) {
            let w = padded[i]
            a += Int(w >> 24); r += Int((w >> 16) & 0xFF); g += Int((w >> 8) & 0xFF); b += Int(w & 0xFF)
        }
        var out = start
        for i in 0..<count {
            let mean = UInt32(min((a * scale + half) >> 24, 255)) << 24 | UInt32(min((r * scale + half) >> 24, 255)) << 16
                | UInt32(min((g * scale + half) >> 24, 255)) << 8 | UInt32(min((b * scale + half) >> 24, 255))
            out.pointee = mean
            out += step
            let incoming = padded[pad + i + radius + 1], outgoing = padded[pad + i - radius]
            a += Int(incoming >> 24) - Int(outgoing >> 24)
            r += Int((incoming >> 16) & 0xFF) - Int((outgoing >> 16) & 0xFF)
            g += Int((incoming >> 8) & 0xFF) - Int((outgoing >> 8) & 0xFF)
            b += Int(incoming & 0xFF) - Int(outgoing & 0xFF)
        }
    }
}
