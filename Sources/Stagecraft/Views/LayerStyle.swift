/// The corners `cornerRadius` rounds (CACornerMask, iOS 11): min/max X and Y in the layer's
/// own coordinates, so `layerMinXMinYCorner` is the top left on iOS.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let minXMinY = CornerMask(rawValue: 1)
    public static let maxXMinY = CornerMask(rawValue: 2)
    public static let minXMaxY = CornerMask(rawValue: 4)
    public static let maxXMaxY = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// The layer state most views never change: border, shadow, masked corners, mask, depth, blur.
///
/// Kept out of `LayerProperties`' inline storage (see `LayerStyleBox`) because those values are
/// copied per view per frame; defaults are Core Animation's (`CALayer.h`): a black border and
/// shadow colour, shadow opacity 0, radius 3, offset (0, −3).
public struct LayerStyle: Hashable, Sendable {
    public var maskedCorners: CornerMask = .all
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's shape; nil casts it from the layer's (rounded) bounds.
    public var shadowPath: PathData?
    /// Drawing order among siblings: higher is in front (stable for equal values).
    public var zPosition: Double = 0
    /// `layer.mask`'s shape, in the layer's bounds coordinates: content outside it is not drawn.
    public var mask: PathData?
    /// `layer.transform` when it is no 2D affine transform (perspective, a turn about x or y);
    /// nil keeps the common case on `LayerProperties.transform` alone (L2.4).
    public var transform3D: Transform3D?
    /// Applied to the sublayers (subviews) about the anchor point, before they are flattened into
    /// this layer's plane: where a container puts the perspective its children share (L2.5).
    public var sublayerTransform: Transform3D?
    /// When false, the layer is not drawn while its back faces the viewer (L2.6).
    public var isDoubleSided = true
    /// A visual effect view's blur (T12.3): the style shown, nil for none, and how much of it,
    /// 0…1 — the animatable part (VisualEffectView). The style stays when the amount returns to 0.
    public var blurStyle: BlurEffect.Style?
    public var blurAmount: Double = 0

    public init() {}

    public static let standard = LayerStyle()

    /// True when a shadow would be visible.
    public var hasShadow: Bool { shadowOpacity > 0 && shadowColor.alpha > 0 }
}

/// Copy-on-write storage for a non-default `LayerStyle`: one pointer in `LayerProperties`, nil
/// for the common view, so per-frame copies of plain views stay small.
final class LayerStyleBox: Hashable, @unchecked Sendable {
    // Mutated only when uniquely referenced (LayerProperties.style's setter), so sharing is safe.
    var value: LayerStyle
    init(_ value: LayerStyle) { self.value = value }

    static func == (a: LayerStyleBox, b: LayerStyleBox) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
