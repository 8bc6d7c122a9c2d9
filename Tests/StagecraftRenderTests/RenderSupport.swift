import Stagecraft
@testable import StagecraftRender

/// Builds trace frames by hand: a window and views given by frame, colour and extras.
struct FrameBuilder {
    var views: [ViewSample] = []
    private var nextID = 1

    init(window size: Size = Size(width: 100, height: 100), background: Color? = nil) {
        views.append(ViewSample(
            id: 1, parent: nil, name: "window", kind: "Window",
            values: LayerProperties(center: Point(x: size.width / 2, y: size.height / 2), bounds: Rect(origin: .zero, size: size), backgroundColor: background)))
    }

    /// Adds a view with `frame` in its parent's bounds (no transform); returns its id.
    @discardableResult
    mutating func add(
        _ frame: Rect, _ color: Color?, parent: Int = 1, kind: String = "View", name: String? = nil,
        alpha: Double = 1, cornerRadius: Double = 0, transform: AffineTransform = .identity,
        anchor: Point = Point(x: 0.5, y: 0.5), boundsOrigin: Point = .zero,
        hidden: Bool = false, clips: Bool = false, details: [String] = []
    ) -> Int {
        nextID += 1
        let center = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let values = LayerProperties(
            center: center, bounds: Rect(origin: boundsOrigin, size: frame.size), transform: transform, alpha: alpha,
            backgroundColor: color, cornerRadius: cornerRadius, anchorPoint: anchor)
        views.append(ViewSample(id: nextID, parent: parent, name: name, kind: kind, values: values, isHidden: hidden, clipsToBounds: clips, details: details))
        return nextID
    }

    var frame: TraceFrame { TraceFrame(index: 0, time: 0, views: views) }

    /// Renders with a transparent canvas unless a background is given.
    func render(scale: Double = 1, background: Color? = nil) throws -> Bitmap {
        try FrameRenderer(options: RenderOptions(scale: scale, background: background)).render(frame)
    }
}

/// Colours as 8-bit pixels, for comparisons.
extension RGBA {
    static let red = RGBA(255, 0, 0)
    static let blue = RGBA(0, 0, 255)
    static let white = RGBA(255, 255, 255)
    static let clear = RGBA(0, 0, 0, 0)

    /// Within `tolerance` on every channel.
    func near(_ other: RGBA, _ tolerance: Int = 1) -> Bool { distance(to: other) <= tolerance }
}

/// A straight-alpha source-over blend of an opaque `top` at `alpha` on an opaque `bottom`, per channel in 0…255.
func over(_ top: (Double, Double, Double), _ alpha: Double, on bottom: (Double, Double, Double)) -> RGBA {
    func mix(_ t: Double, _ b: Double) -> UInt8 { UInt8((t * alpha + b * (1 - alpha)).rounded()) }
    return RGBA(mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
}
