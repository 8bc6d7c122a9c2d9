import CCairo
import Stagecraft

/// What a view draws inside its bounds besides its background: a label's text or an image
/// view's picture (RC1, `ImageArt`), read from the trace's details.
struct ViewContent {
    enum Kind {
        case none
        case text(String, color: Color, size: Double, align: String)
        case image(String)
    }

    let kind: Kind

    init(_ view: ViewSample) {
        switch view.kind {
        case "Label":
            guard let text = view.detail("text"), !text.isEmpty else { kind = .none; return }
            let color = view.detail("textColor").flatMap(Color.init(parsing:)) ?? .black
            let size = view.detail("fontSize").flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 17
            kind = .text(text, color: color, size: size, align: view.detail("align") ?? "natural")
        case "ImageView":
            guard let name = view.detail("image") else { kind = .none; return }
            kind = .image(name)
        default:
            kind = .none
        }
    }

    var isEmpty: Bool {
        if case .none = kind { return true }
        return false
    }

    func draw(_ cr: OpaquePointer, in bounds: Rect, alpha: Double) {
        switch kind {
        case .none:
            return
        case .text(let text, let color, let size, let align):
            drawText(cr, text, in: bounds, color: color, size: size, align: align, alpha: alpha)
        case .image(let name):
            drawImage(cr, name, in: bounds, alpha: alpha)
        }
    }

    /// One line of text, centred vertically as UILabel does, cut with an ellipsis when too wide.
    private func drawText(_ cr: OpaquePointer, _ text: String, in bounds: Rect, color: Color, size: Double, align: String, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        let line = fitted(cr, text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "", width: bounds.width)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, line, &extents)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        let x: Double
        switch align {
        case "center": x = bounds.midX - extents.x_advance / 2
        case "right": x = bounds.maxX - extents.x_advance
        default: x = bounds.minX
        }
        let baseline = bounds.midY + (font.ascent - font.descent) / 2
        setColor(cr, color, alpha: alpha)
        cairo_move_to(cr, x, baseline)
        cairo_show_text(cr, line)
    }

    /// `text`, shortened with a trailing ellipsis until it fits `width` points.
    private func fitted(_ cr: OpaquePointer, _ text: String, width: Double) -> String {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        if extents.x_advance <= width || text.isEmpty { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters) + "…"
            cairo_text_extents(cr, candidate, &extents)
            if extents.x_advance <= width { return candidate }
        }
        return ""
    }

    /// The image's drawing (RC1, `ImageArt`), clipped to the bounds: a picture stretched over them,
    /// a glyph in the largest centred square.
    private func drawImage(_ cr: OpaquePointer, _ name: String, in bounds: Rect, alpha: Double) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let art = ImageArt.forName(name)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        switch art.fit {
        case .fill:
            cairo_translate(cr, bounds.minX, bounds.minY)
            cairo_scale(cr, bounds.width, bounds.height)
        case .centredSquare:
            let side = min(bounds.width, bounds.height)
            cairo_translate(cr, bounds.midX - side / 2, bounds.midY - side / 2)
            cairo_scale(cr, side, side)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for shape in art.shapes {
            draw(cr, shape, outline: art.outlineWidth, alpha: alpha)
        }
    }

    /// One shape in the unit box; `outline` strokes closed shapes instead of filling them.
    private func draw(_ cr: OpaquePointer, _ shape: ImageArt.Shape, outline: Double?, alpha: Double) {
        cairo_new_path(cr)
        let color: Color
        var width = outline
        switch shape {
        case .gradient(let x0, let y0, let x1, let y1, let from, let to, let rect):
            guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_add_color_stop_rgba(pattern, 0, from.red, from.green, from.blue, from.alpha * alpha)
            cairo_pattern_add_color_stop_rgba(pattern, 1, to.red, to.green, to.blue, to.alpha * alpha)
            let r = rect ?? Rect(0, 0, 1, 1)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            return
        case .circle(let x, let y, let radius, let c):
            cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
            color = c
        case .ring(let x, let y, let radius, let w, let c):
            cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
            (color, width) = (c, w)
        case .rect(let rect, let radius, let c):
            roundedRect(cr, rect, min(radius, rect.width / 2, rect.height / 2))
            color = c
        case .polygon(let points, let c):
            for (k, p) in points.enumerated() {
                if k == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
            }
            cairo_close_path(cr)
            color = c
        case .stroke(let points, let w, let c):
            for (k, p) in points.enumerated() {
                if k == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
            }
            (color, width) = (c, w)
        }
        setColor(cr, color, alpha: alpha)
        if let width {
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }
}
