import CCairo
import Stagecraft

/// What a view draws inside its bounds besides its background: a label's text or an image
/// view's placeholder, read from the trace's details.
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
            drawPlaceholder(cr, name, in: bounds, alpha: alpha)
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

    /// A tinted box with a cross and the image's name: legible as "an image goes here".
    private func drawPlaceholder(_ cr: OpaquePointer, _ name: String, in bounds: Rect, alpha: Double) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let tint = Self.tint(for: name)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        setColor(cr, tint, alpha: alpha)
        cairo_fill(cr)
        let ink = Color(red: tint.red * 0.45, green: tint.green * 0.45, blue: tint.blue * 0.45)
        setColor(cr, ink, alpha: alpha * 0.35)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, bounds.minX, bounds.minY)
        cairo_line_to(cr, bounds.maxX, bounds.maxY)
        cairo_move_to(cr, bounds.maxX, bounds.minY)
        cairo_line_to(cr, bounds.minX, bounds.maxY)
        cairo_stroke(cr)
        cairo_rectangle(cr, bounds.minX + 0.5, bounds.minY + 0.5, bounds.width - 1, bounds.height - 1)
        cairo_stroke(cr)
        let size = min(13, max(6, bounds.height * 0.3))
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, size)
        let label = fitted(cr, name, width: bounds.width - 4)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, label, &extents)
        setColor(cr, ink, alpha: alpha)
        cairo_move_to(cr, bounds.midX - extents.x_advance / 2, bounds.midY - extents.height / 2 - extents.y_bearing)
        cairo_show_text(cr, label)
    }

    /// A light colour picked from the name (FNV-1a), so each image keeps its colour across frames and runs.
    static func tint(for name: String) -> Color {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hue = Double(hash % 360) / 60
        let x = 1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double)
        switch Int(hue) {
        case 0: (r, g, b) = (1, x, 0)
        case 1: (r, g, b) = (x, 1, 0)
        case 2: (r, g, b) = (0, 1, x)
        case 3: (r, g, b) = (0, x, 1)
        case 4: (r, g, b) = (x, 0, 1)
        default: (r, g, b) = (1, 0, x)
        }
        // Mixed with white: pastel boxes, dark ink readable on all of them.
        return Color(red: 0.55 + 0.4 * r, green: 0.55 + 0.4 * g, blue: 0.55 + 0.4 * b)
    }
}
