/// The animatable state of a view, as Core Animation keeps it on the view's layer.
///
/// A view holds two copies: the **model** (what the app set; changes at once, even inside an
/// animation block) and the **presentation** (what is on screen now: the model, or the value
/// of the animation running on that property at the current time). `frame` is not stored: like
/// a layer's, it derives from `center` (the position), `bounds`, `anchorPoint` and `transform`.
public struct LayerProperties: Hashable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    public var alpha: Double
    public var backgroundColor: Color?
    public var cornerRadius: Double
    /// Not animatable; kept here because frame depends on it.
    public var anchorPoint: Point
    /// Non-default layer style only: nil for most views, so copying them stays cheap.
    private var styleBox: LayerStyleBox?

    /// Border, shadow, masked corners, mask and depth (`LayerStyle.standard` for most views).
    public var style: LayerStyle {
        get { styleBox?.value ?? .standard }
        set {
            if newValue == .standard {
                styleBox = nil
            } else if styleBox != nil, isKnownUniquelyReferenced(&styleBox) {
                styleBox?.value = newValue
            } else {
                styleBox = LayerStyleBox(newValue)
            }
        }
    }

    public init(
        center: Point = .zero, bounds: Rect = .zero, transform: AffineTransform = .identity, alpha: Double = 1,
        backgroundColor: Color? = nil, cornerRadius: Double = 0, anchorPoint: Point = Point(x: 0.5, y: 0.5)
    ) {
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.anchorPoint = anchorPoint
    }

    /// The 3D transform when `layer.transform` is not affine, else nil (most views): read through
    /// the style box's pointer so 2D views pay one nil check.
    public var transform3D: Transform3D? { styleBox?.value.transform3D }

    /// The sublayer transform, nil for most views (read through the box pointer, like `transform3D`).
    public var sublayerTransform: Transform3D? { styleBox?.value.sublayerTransform }

    /// `layer.transform`: the 3D transform, or the 2D one made 3D (`CATransform3DMakeAffineTransform`).
    public var layerTransform: Transform3D { transform3D ?? Transform3D(transform) }

    /// Sets `layer.transform`: an affine matrix lives in `transform` alone; any other keeps its
    /// affine part there too, as `view.transform` reads it (`CATransform3DGetAffineTransform`, L2.4).
    public mutating func setLayerTransform(_ t: Transform3D) {
        transform = t.affine
        if t.isAffine {
            if transform3D != nil { style.transform3D = nil }
        } else {
            style.transform3D = t
        }
    }

    /// The frame in the superview's coordinates: the untransformed rectangle when the transform is
    /// the identity, else the bounding box of the transformed bounds (T10.3), projected through a
    /// 3D transform's perspective (L2.4).
    public var frame: Rect {
        let size = bounds.size
        if let t = transform3D {
            let local = Rect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return ProjectiveTransform(flattening: t).apply(to: local).offsetBy(dx: center.x, dy: center.y)
        }
        if transform.isIdentity {
            return Rect(x: center.x - anchorPoint.x * size.width, y: center.y - anchorPoint.y * size.height,
                        width: size.width, height: size.height)
        }
        let local = Rect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        return transform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
    }

    /// The center and bounds that give `frame` (bounds origin kept), as CALayer's `setFrame:` does:
    /// "the layer changes its position and bounds properties to match the rectangle you specified",
    /// so the frame reads back as set (L1.10). Under an affine transform that keeps rectangles
    /// upright (scales, translations, quarter turns) the bounds are the size the transform maps onto
    /// the rectangle's — a view scaled 0.9 whose frame is set to the screen gets bounds of the
    /// screen / 0.9 and covers the screen. Under any other transform (a turn that is not a multiple
    /// of 90°, where Apple says not to set the frame, or a 3D one) the rectangle's size is taken as
    /// the bounds, about the anchor point.
    mutating func setFrame(_ frame: Rect) {
        let f = frame.standardized
        guard transform3D == nil, !transform.isIdentity, let size = Self.boundsSize(mapping: f.size, by: transform) else {
            center = Point(x: f.origin.x + anchorPoint.x * f.width, y: f.origin.y + anchorPoint.y * f.height)
            bounds.size = f.size
            return
        }
        bounds.size = size
        let local = Rect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let box = transform.apply(to: local)
        center = Point(x: f.origin.x - box.origin.x, y: f.origin.y - box.origin.y)
    }

    /// The size whose box under `t`'s linear part is `size`, when `t` keeps rectangles upright and
    /// is not singular (and the size is finite: a huge frame under a tiny scale); nil otherwise.
    private static func boundsSize(mapping size: Size, by t: AffineTransform) -> Size? {
        let upright = 1e-9
        var result: Size?
        if abs(t.b) < upright, abs(t.c) < upright, abs(t.a) > upright, abs(t.d) > upright {
            result = Size(size.width / abs(t.a), size.height / abs(t.d))
        } else if abs(t.a) < upright, abs(t.d) < upright, abs(t.b) > upright, abs(t.c) > upright {
            // A quarter turn: x' = c·y, y' = b·x, so the box's width comes from the height.
            result = Size(size.height / abs(t.b), size.width / abs(t.c))
        }
        guard let result, result.width.isFinite, result.height.isFinite else { return nil }
        return result
    }

    /// Reads one animatable property.
    @inline(__always)
    func value(of key: AnimatableKey) -> AnimatableValue { AnimatableValue(key, of: self) }

    /// Copies one property from `other`.
    @inline(__always)
    mutating func copy(_ key: AnimatableKey, from other: LayerProperties) {
        switch key {
        case .center: center = other.center
        case .bounds: bounds = other.bounds
        case .transform: transform = other.transform
        case .alpha: alpha = other.alpha
        case .backgroundColor: backgroundColor = other.backgroundColor
        case .cornerRadius: cornerRadius = other.cornerRadius
        case .borderWidth: style.borderWidth = other.style.borderWidth
        case .borderColor: style.borderColor = other.style.borderColor
        case .shadowColor: style.shadowColor = other.style.shadowColor
        case .shadowOpacity: style.shadowOpacity = other.style.shadowOpacity
        case .shadowRadius: style.shadowRadius = other.style.shadowRadius
        case .shadowOffset: style.shadowOffset = other.style.shadowOffset
        case .maskPath: style.mask = other.style.mask
        case .blurAmount:
            style.blurAmount = other.style.blurAmount
            style.blurStyle = other.style.blurStyle
        case .transform3D:
            transform = other.transform
            if transform3D != other.transform3D { style.transform3D = other.transform3D }
        case .sublayerTransform:
            if sublayerTransform != other.sublayerTransform { style.sublayerTransform = other.sublayerTransform }
        }
    }
}
