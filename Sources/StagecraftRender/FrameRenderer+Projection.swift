import CCairo
import Stagecraft

/// Drawing a layer through a perspective (L2.5, L2.6) with Cairo, which has only affine maps.
///
/// Core Animation flattens a layer and its sublayers into the layer's plane, then projects that
/// plane. Here the subtree is drawn into an offscreen image in the view's bounds space, and the
/// image is painted onto the projected quad in patches, each mapped by the affine map that agrees
/// with the projection at three of its corners and clipped to its exact projected quad. A plain
/// rectangular fill with nothing else to draw is a polygon, exact and cheap.
extension FrameRenderer {
    /// Patches per side at most: at 16 the affine error across a patch of a half-turned card stays
    /// under a pixel at phone sizes (patches of about 24 px).
    static let patchesPerSide = 16
    /// Pixels along a patch's side at most: a smaller quad takes fewer patches (a 20 px tile of a
    /// checkerboard one, not 256), with the same error bound.
    static let patchPixels = 24.0

    func drawProjected(_ index: Int, of scene: Scene, _ cr: OpaquePointer, step: ProjectiveTransform) {
        let view = scene.views[index]
        let values = view.values
        let bounds = values.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)]
        // A corner behind the eye: Core Animation clips the plane there; Stagecraft draws nothing.
        let projected = corners.compactMap { step.apply(to: $0) }
        guard projected.count == 4 else { return }
        // Back face: the projected corners wind the other way round than the bounds' (L2.6),
        // in the canvas's orientation (an ancestor's mirror flips it once more).
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let mirrored = ctm.xx * ctm.yy - ctm.xy * ctm.yx < 0
        let facesAway = (signedArea(projected) < 0) != mirrored
        if facesAway, !values.style.isDoubleSided { return }
        guard abs(signedArea(projected)) > 1e-9 else { return }  // edge-on

        let children = scene.children[index]
        let style = values.style
        let plain = children.isEmpty && ViewContent(view).isEmpty && values.cornerRadius == 0 && style.borderWidth == 0
            && !style.hasShadow && style.mask == nil
        if plain {
            guard !view.isHidden, let fill = values.backgroundColor, fill.alpha > 0 else { return }
            cairo_new_path(cr)
            cairo_move_to(cr, projected[0].x, projected[0].y)
            for p in projected.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
            setColor(cr, fill, alpha: values.alpha)
            cairo_fill(cr)
            return
        }
        drawPatches(index, of: scene, cr, step: step, bounds: bounds)
    }

    /// The subtree flattened into an image, painted patch by patch onto its projection.
    private func drawPatches(_ index: Int, of scene: Scene, _ cr: OpaquePointer, step: ProjectiveTransform, bounds: Rect) {
        // Pixels per point of the offscreen image: the canvas's, capped so a huge layer stays bounded.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let deviceScale = max((ctm.xx * ctm.xx + ctm.yx * ctm.yx).squareRoot(), 0.25)
        let density = min(deviceScale, 4096 / max(bounds.width, bounds.height))
        let width = Int32((bounds.width * density).rounded(.up)), height = Int32((bounds.height * density).rounded(.up))
        guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
        defer { cairo_surface_destroy(image) }
        guard let offscreen = cairo_create(image) else { return }
        cairo_scale(offscreen, density, density)
        drawView(index, of: scene, offscreen, isRoot: true)  // the root path: bounds space to the image
        cairo_destroy(offscreen)

        // As many patches as keep each under patchPixels on the canvas, along the quad's longest side.
        let quad = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                     Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)].compactMap { step.apply(to: $0) }
        let longest = zip(quad, quad.dropFirst() + quad.prefix(1)).map { a, b in ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }.max() ?? 0
        let n = max(1, min(Self.patchesPerSide, Int((longest * deviceScale / Self.patchPixels).rounded(.up))))
        let dx = bounds.width / Double(n), dy = bounds.height / Double(n)
        for i in 0..<n {
            for j in 0..<n {
                let x0 = bounds.minX + Double(i) * dx, y0 = bounds.minY + Double(j) * dy
                guard let p00 = step.apply(to: Point(x: x0, y: y0)), let p10 = step.apply(to: Point(x: x0 + dx, y: y0)),
                      let p11 = step.apply(to: Point(x: x0 + dx, y: y0 + dy)), let p01 = step.apply(to: Point(x: x0, y: y0 + dy)) else { continue }
                cairo_save(cr)
                // Aliased clips: neighbouring patches share edges exactly, so no seams show.
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                cairo_new_path(cr)
                cairo_move_to(cr, p00.x, p00.y)
                cairo_line_to(cr, p10.x, p10.y)
                cairo_line_to(cr, p11.x, p11.y)
                cairo_line_to(cr, p01.x, p01.y)
                cairo_close_path(cr)
                cairo_clip(cr)
                // The affine map that agrees with the projection at p00, p10 and p01.
                var patch = cairo_matrix_t(
                    xx: (p10.x - p00.x) / dx, yx: (p10.y - p00.y) / dx, xy: (p01.x - p00.x) / dy, yy: (p01.y - p00.y) / dy,
                    x0: p00.x, y0: p00.y)
                guard abs(patch.xx * patch.yy - patch.xy * patch.yx) > 1e-12 else { cairo_restore(cr); continue }
                cairo_transform(cr, &patch)
                cairo_translate(cr, bounds.minX - x0, bounds.minY - y0)
                cairo_scale(cr, 1 / density, 1 / density)
                cairo_set_source_surface(cr, image, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
    }
}

/// Twice the signed area of a polygon (shoelace): positive when it winds like the bounds'
/// corners (top left, top right, bottom right, bottom left) on a y-down canvas.
func signedArea(_ points: [Point]) -> Double {
    var sum = 0.0
    for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { sum += a.x * b.y - b.x * a.y }
    return sum
}
