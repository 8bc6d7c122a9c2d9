import CCairo
import Stagecraft

/// How frames are drawn: device scale, canvas size and what shows behind the window.
public struct RenderOptions: Sendable {
    /// Pixels per point (2 for a Retina-like image).
    public var scale: Double
    /// The canvas in points; nil takes the window's bounds from the first frame drawn.
    public var size: Size?
    /// Painted behind everything; nil leaves the canvas transparent (PNG, SVG).
    public var background: Color?

    public init(scale: Double = 1, size: Size? = nil, background: Color? = .white) {
        self.scale = scale
        self.size = size
        self.background = background
    }

    /// Checks the values a user can type; the message says which and why.
    public func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw RenderError.badOptions("scale must be between 0 and 8 (got \(scale))") }
        if let size {
            guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1, size.width * scale <= 16_384, size.height * scale <= 16_384 else {
                throw RenderError.badOptions("canvas size \(size) × scale \(scale) must be between 1 and 16384 pixels a side")
            }
        }
    }

    /// The canvas size in points for a frame.
    func canvasSize(for scene: Scene) -> Size {
        size ?? scene.rootSize.flatMap { $0.width >= 1 && $0.height >= 1 ? $0 : nil } ?? Size(width: 390, height: 844)
    }
}

/// Draws trace frames with Cairo: filled rounded rectangles, group opacity, transforms about the
/// anchor composed down the tree, clipping, labels in a real font and images drawn from their name (RC1).
public struct FrameRenderer {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The largest side of an image, in pixels (Cairo's own limit is 32,767).
    static let maxPixels = 16_384.0

    /// The frame as a bitmap of `size × scale` pixels.
    public func render(_ frame: TraceFrame) throws -> Bitmap {
        try options.validate()
        let scene = Scene(frame)
        let size = options.canvasSize(for: scene)
        // A trace is input (a file given to `render`): sizes too large or not numbers are refused, not converted.
        let pixels = (size.width * options.scale).rounded(.up), rows = (size.height * options.scale).rounded(.up)
        guard pixels >= 1, rows >= 1, pixels <= Self.maxPixels, rows <= Self.maxPixels else {
            throw RenderError.cairo("creating a \(pixels)×\(rows) image", "each side must be 1 to \(Int(Self.maxPixels)) pixels")
        }
        let width = Int(pixels), height = Int(rows)
        guard let bitmap = Bitmap(width: width, height: height) else {
            throw RenderError.cairo("creating a \(width)×\(height) image", "out of memory or too large")
        }
        try draw(scene, on: bitmap.surface, scale: options.scale)
        return bitmap
    }

    /// Draws `scene` on any Cairo surface (image or SVG), `scale` pixels per point.
    func draw(_ scene: Scene, on surface: OpaquePointer, scale: Double) throws {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("creating a context", "no memory") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        if let background = options.background {
            setColor(cr, background, alpha: 1)
            cairo_paint(cr)
        }
        for root in scene.roots {
            drawView(root, of: scene, cr, isRoot: true)
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("drawing", String(cString: cairo_status_to_string(status))) }
    }

    func drawView(_ index: Int, of scene: Scene, _ cr: OpaquePointer, isRoot: Bool) {
        let view = scene.views[index]
        let values = view.values
        // Hidden or fully transparent views draw nothing, subviews included, as in UIKit.
        guard !view.isHidden, values.alpha > 0, values.bounds.size.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let bounds = values.bounds
        if isRoot {
            // The root's bounds space is window coordinates (T10.1), the canvas's space.
            cairo_translate(cr, -bounds.minX, -bounds.minY)
        } else if let step = scene.projectiveStep(index) {
            // Cairo has no projective transform: draw the flattened layer through patches (L2.5).
            return drawProjected(index, of: scene, cr, step: step)
        } else {
            let t = view.transformToSuperview
            // A collapsed transform (a zero scale) shows nothing, and Cairo would refuse it.
            guard t.isFinite, abs(t.determinant) > 1e-12 else { return }
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
        }
        let content = ViewContent(view)
        let children = scene.children[index]
        let fill = values.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        // Group opacity: overlapping parts of a translucent view must not show through each
        // other, so they are composited in a group first. A leaf with a single paint (the usual
        // fill) needs no group: its alpha multiplies the colour with the same result.
        let ownPaints = (fill == nil ? 0 : 1) + (content.isEmpty ? 0 : 1)
        let grouped = values.alpha < 1 && (!children.isEmpty || ownPaints > 1)
        let alpha = grouped ? 1 : values.alpha
        let style = values.style
        let outline = RoundedRect(rect: bounds, radius: values.cornerRadius, corners: style.maskedCorners)
        // A blur works on what lies beneath, so it is drawn before the view's own group (T12.3).
        if let look = BlurLook.of(style) {
            drawBlur(cr, look, outline: outline, style: style, alpha: values.alpha)
        }
        if grouped { cairo_push_group(cr) }
        // A mask clips everything the layer draws, its shadow and border included (L1.6).
        if let mask = style.mask {
            addPath(cr, mask)
            cairo_clip(cr)
        }
        // masksToBounds clips the layer's own shadow away too, as on iOS (L1.4).
        if style.hasShadow, !view.clipsToBounds {
            drawShadow(cr, style, outline: outline, filled: fill != nil || !content.isEmpty, alpha: alpha)
        }
        if let fill {
            addPath(cr, PathData(outline))
            setColor(cr, fill, alpha: alpha)
            cairo_fill(cr)
        }
        if view.clipsToBounds {
            cairo_save(cr)
            addPath(cr, PathData(outline))
            cairo_clip(cr)
        }
        content.draw(cr, in: bounds, alpha: alpha)
        for child in children {
            drawView(child, of: scene, cr, isRoot: false)
        }
        if view.clipsToBounds { cairo_restore(cr) }
        // The border is drawn above the content and sublayers, inside the bounds (L1.2).
        if style.borderWidth > 0, style.borderColor.alpha > 0 {
            drawBorder(cr, style, outline: outline, alpha: alpha)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, values.alpha)
        }
    }
}

/// Adds a rectangle with rounded corners (radius already clamped) to the path.
func roundedRect(_ cr: OpaquePointer, _ rect: Rect, _ radius: Double) {
    cairo_new_path(cr)
    guard radius > 0 else {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        return
    }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    cairo_arc(cr, x1 - radius, y0 + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, x1 - radius, y1 - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, x0 + radius, y1 - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, x0 + radius, y0 + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
}

/// Sets a solid source colour, its alpha multiplied by `alpha`.
func setColor(_ cr: OpaquePointer, _ color: Color, alpha: Double) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
}
