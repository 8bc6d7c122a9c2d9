/// What `layer.presentation()` returns (`CALayer.presentation()`): a copy of the layer as it is
/// drawn now, every animatable property at its mid-flight value (bounds — so a scroll view's
/// `contentOffset`, its bounds origin —, position, opacity, corner radius, border, shadow,
/// transform), so a script or a test can read and assert where an animation has the layer.
///
/// A copy, as Core Animation's is: it keeps the values of the moment it was made (the last frame
/// the engine computed); ask the layer again for later ones. Read-only: Core Animation discards
/// writes to a presentation copy, so there are no setters to mislead.
public final class PresentationLayer {
    /// The presentation values of the layer's view when the copy was made.
    public let properties: LayerProperties
    public let isHidden: Bool
    public let masksToBounds: Bool
    /// The view's name, for messages.
    public let name: String

    init(of view: View) {
        properties = view.presentation
        isHidden = view.isHidden
        masksToBounds = view.clipsToBounds
        name = view.displayName
    }

    public var bounds: Rect { properties.bounds }
    public var position: Point { properties.center }
    public var frame: Rect { properties.frame }
    public var anchorPoint: Point { properties.anchorPoint }
    public var opacity: Double { properties.alpha }
    public var backgroundColor: Color? { properties.backgroundColor }
    public var cornerRadius: Double { properties.cornerRadius }
    /// `layer.transform`: the 3D transform, or the view's 2D one made 3D.
    public var transform: Transform3D { properties.layerTransform }
    public func affineTransform() -> AffineTransform { properties.transform }
    public var sublayerTransform: Transform3D { properties.sublayerTransform ?? .identity }
    public var zPosition: Double { properties.style.zPosition }
    public var borderWidth: Double { properties.style.borderWidth }
    public var borderColor: Color { properties.style.borderColor }
    public var shadowColor: Color { properties.style.shadowColor }
    public var shadowOpacity: Double { properties.style.shadowOpacity }
    public var shadowRadius: Double { properties.style.shadowRadius }
    public var shadowOffset: Size { properties.style.shadowOffset }
}

extension Layer {
    /// `presentation()`: a copy of this layer as it is drawn now (see `PresentationLayer`).
    public func presentation() -> PresentationLayer { PresentationLayer(of: view) }
}
