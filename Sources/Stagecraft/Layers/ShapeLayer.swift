/// A layer drawn from a path (UIKit's `CAShapeLayer`), used here as a mask (L1.6).
///
/// A mask shows the host's content where its path is filled. The path is in the shape layer's
/// coordinates, which sit at `frame.origin` in the host layer's bounds. Assigned to
/// `layer.mask`, the shape's path becomes the host view's mask; its `path` animates with an
/// explicit `CABasicAnimation(keyPath: "path")` (the circular reveal), interpolated as a rounded
/// rectangle (L1.7).
public final class ShapeLayer {
    /// The view whose layer this shape masks.
    weak var host: View?

    public init(path: PathData? = nil) { self.path = path }

    /// nil masks everything out, as an empty mask does in Core Animation.
    public var path: PathData? {
        didSet { host?.changeModel(.maskPath) { [pathInHost] in $0.style.mask = pathInHost } }
    }

    public var frame: Rect = .zero {
        didSet { host?.layer.setAtOnce { [pathInHost] in $0.mask = pathInHost } }
    }

    /// Masks use only the fill's coverage; kept for scripts that set it.
    public var fillColor: Color? = .black

    /// The path in the host's bounds coordinates.
    var pathInHost: PathData { (path ?? PathData()).offsetBy(dx: frame.minX, dy: frame.minY) }
}

extension View {
    /// The shape layer masking this view, if any.
    var maskLayer: ShapeLayer? {
        get { layerObject?.maskStorage }
        set { layer.maskStorage = newValue }
    }
}
