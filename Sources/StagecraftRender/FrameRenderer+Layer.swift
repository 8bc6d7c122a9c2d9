import CCairo
import Foundation
import Stagecraft

/// Layer styling on Cairo: paths, blurred shadows and borders.

/// Replaces the current path with `path`.
func addPath(_ cr: OpaquePointer, _ path: PathData) {
    cairo_new_path(cr)
    for element in path.elements {
        switch element {
        case .move(let p): cairo_move_to(cr, p.x, p.y)
        case .line(let p): cairo_line_to(cr, p.x, p.y)
        case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
        case .close: cairo_close_path(cr)
        }
    }
}

/// The shadow under a layer: its `shadowPath`, or the rounded bounds when the layer paints
/// something, offset and blurred. Cairo has no blur, so the shape is painted at offsets spread
/// over the radius (a box blur of 5×5 samples), which gives the soft edge a shadow radius asks for.
func drawShadow(_ cr: OpaquePointer, _ style: LayerStyle, outline: RoundedRect, filled: Bool, alpha: Double) {
    guard style.shadowPath != nil || filled else { return }
    let path = style.shadowPath ?? PathData(outline)
    let color = style.shadowColor
    let strength = min(style.shadowOpacity * alpha * color.alpha, 1)
    let spread = style.shadowRadius
    let samples = spread > 0.5 ? 5 : 1
    // Where every sample overlaps (the shadow's core) the layers compose to `strength`.
    let share = 1 - pow(1 - strength, 1 / Double(samples * samples))
    for i in 0..<samples {
        for j in 0..<samples {
            let dx = samples == 1 ? 0 : spread * (Double(i) / Double(samples - 1) - 0.5)
            let dy = samples == 1 ? 0 : spread * (Double(j) / Double(samples - 1) - 0.5)
            cairo_save(cr)
            cairo_translate(cr, style.shadowOffset.width + dx, style.shadowOffset.height + dy)
            addPath(cr, path)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, share)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }
}

/// A border of `borderWidth` inside the rounded bounds.
func drawBorder(_ cr: OpaquePointer, _ style: LayerStyle, outline: RoundedRect, alpha: Double) {
    let width = min(style.borderWidth, min(outline.rect.width, outline.rect.height) / 2)
    guard width > 0 else { return }
    cairo_save(cr)
    // Stroke along the outline, clipped to its inside: a border never grows the layer.
    addPath(cr, PathData(outline))
    cairo_clip(cr)
    addPath(cr, PathData(outline))
    cairo_set_line_width(cr, 2 * width)
    setColor(cr, style.borderColor, alpha: alpha)
    cairo_stroke(cr)
    cairo_restore(cr)
}
