/// The view properties Core Animation can animate (T8.3). `frame` animates as `center` + `bounds`.
/// The layer's border and shadow animate too, in view animation blocks since iOS 11 (L1.3);
/// `maskPath` is the path of the layer's shape-layer mask (explicit `CABasicAnimation`s only).
public enum AnimatableKey: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius
    case borderWidth, borderColor, shadowColor, shadowOpacity, shadowRadius, shadowOffset, maskPath
    /// `layer.transform` when it is (or animates to or from) a 3D transform; 2D changes stay `.transform`.
    case transform3D
    /// `layer.sublayerTransform` (L2.9: it animates in blocks and explicit animations, by decomposition).
    case sublayerTransform
    /// A visual effect view's blur amount, 0…1 (T12.3); its style is not interpolated.
    case blurAmount

    public var description: String {
        switch self {
        case .center: "center"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "alpha"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .maskPath: "path"
        case .transform3D: "transform3D"
        case .sublayerTransform: "sublayerTransform"
        case .blurAmount: "blurAmount"
        }
    }
}

extension AnimatableKey {
    /// The keys whose values travel as a 3D matrix rather than lanes (no packing, no paced paths).
    var isMatrix: Bool { self == .transform3D || self == .sublayerTransform }
}
