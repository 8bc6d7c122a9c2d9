/// Where a zoom puts its two views: the clip (a view of the container that clips the zoomed view
/// to the source's shape) and the zoomed controller's view inside it (T11.2b, T11.2d).
///
/// Expanded, the clip is the final frame and the zoomed view fills it. Collapsed into a source
/// rect S with an alignment rect A (in the zoomed view, its bounds by default), the clip is S with
/// the source's corner radius, and the zoomed view is scaled by s = max(S.w / A.w, S.h / A.h)
/// (aspect fill, so A covers S) with A's centre on S's centre. Every value animates, so a spring
/// between the two states is the zoom.
struct ZoomGeometry: Equatable {
    var clipFrame: Rect
    var clipScale = 1.0
    var cornerRadius = 0.0
    /// The zoomed view's centre in the clip's coordinates, and its scale.
    var viewCenter: Point
    var viewScale = 1.0
    var viewAlpha = 1.0

    static func expanded(in frame: Rect) -> ZoomGeometry {
        ZoomGeometry(clipFrame: frame, viewCenter: Point(x: frame.width / 2, y: frame.height / 2))
    }

    /// Collapsed into `source` (container coordinates), lining up `alignment` (in the zoomed view's
    /// bounds `viewBounds`); with no source, a half-size fade at the centre of `frame` (T11.2c).
    static func collapsed(into source: Rect?, radius: Double, alignment: Rect, viewBounds: Rect, frame: Rect) -> ZoomGeometry {
        guard let source, source.width > 0, source.height > 0, alignment.width > 0, alignment.height > 0 else {
            let half = UncertainRules.zoomWithoutSourceScale
            var geometry = expanded(in: frame)
            geometry.clipFrame = Rect(x: frame.midX - frame.width * half / 2, y: frame.midY - frame.height * half / 2,
                                      width: frame.width * half, height: frame.height * half)
            geometry.viewCenter = Point(x: geometry.clipFrame.width / 2, y: geometry.clipFrame.height / 2)
            geometry.viewScale = half
            geometry.viewAlpha = 0
            return geometry
        }
        let scale = max(source.width / alignment.width, source.height / alignment.height)
        let alignmentOffset = alignment.center - viewBounds.center
        return ZoomGeometry(
            clipFrame: source, cornerRadius: radius,
            viewCenter: Point(x: source.width / 2 - scale * alignmentOffset.x, y: source.height / 2 - scale * alignmentOffset.y),
            viewScale: scale)
    }

    /// Sets the views' model values (inside an animation block, animates them).
    func apply(clip: View, view: View) {
        clip.bounds = Rect(x: 0, y: 0, width: clipFrame.width, height: clipFrame.height)
        clip.center = clipFrame.center
        clip.transform = AffineTransform(scaleX: clipScale, y: clipScale)
        clip.cornerRadius = cornerRadius
        view.center = viewCenter
        view.transform = AffineTransform(scaleX: viewScale, y: viewScale)
        view.alpha = viewAlpha
    }

    /// The geometry the views show now (their model values).
    static func current(clip: View, view: View) -> ZoomGeometry {
        let bounds = clip.bounds
        let center = clip.center
        return ZoomGeometry(
            clipFrame: Rect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height),
            clipScale: clip.transform.a, cornerRadius: clip.cornerRadius,
            viewCenter: view.center, viewScale: view.transform.a, viewAlpha: view.alpha)
    }
}
