/// Which animation group drives each animatable property of one view.
///
/// One group at most per property: a new animation of a property replaces the running one,
/// whose completion then reports `finished == false` (T8.2).
struct AnimationSlots {
    private var center, bounds, transform, alpha, backgroundColor, cornerRadius: AnimationGroup?
    /// The layer-only keys, rarely animated: one slot each would grow every view by seven words.
    private var layerKeys: [AnimatableKey: AnimationGroup] = [:]

    subscript(key: AnimatableKey) -> AnimationGroup? {
        get {
            switch key {
            case .center: center
            case .bounds: bounds
            case .transform: transform
            case .alpha: alpha
            case .backgroundColor: backgroundColor
            case .cornerRadius: cornerRadius
            default: layerKeys.isEmpty ? nil : layerKeys[key]
            }
        }
        set {
            switch key {
            case .center: center = newValue
            case .bounds: bounds = newValue
            case .transform: transform = newValue
            case .alpha: alpha = newValue
            case .backgroundColor: backgroundColor = newValue
            case .cornerRadius: cornerRadius = newValue
            default: layerKeys[key] = newValue
            }
        }
    }

    var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil && cornerRadius == nil && layerKeys.isEmpty
    }
}
