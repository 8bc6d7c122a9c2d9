/// Lanes of the layer-style keys: border and shadow numbers and colours, and a mask path as the
/// `RoundedRect` it is (x y width height, then the radii top-left, top-right, bottom-left,
/// bottom-right), so a circular reveal animates as a growing circle. A mask that is no rounded
/// rectangle has no lanes: `Engine.addLayerAnimation` applies such a change at once.
extension AnimatableValue {
    static func styleLanes(_ key: AnimatableKey, _ style: LayerStyle) -> SIMD8<Double> {
        switch key {
        case .borderWidth: return SIMD8(style.borderWidth, 0, 0, 0, 0, 0, 0, 0)
        case .borderColor: return colorLanes(style.borderColor)
        case .shadowColor: return colorLanes(style.shadowColor)
        case .shadowOpacity: return SIMD8(style.shadowOpacity, 0, 0, 0, 0, 0, 0, 0)
        case .shadowRadius: return SIMD8(style.shadowRadius, 0, 0, 0, 0, 0, 0, 0)
        case .shadowOffset: return SIMD8(style.shadowOffset.width, style.shadowOffset.height, 0, 0, 0, 0, 0, 0)
        case .maskPath: return style.mask?.roundedRect.map(roundedRectLanes) ?? .zero
        case .blurAmount: return SIMD8(style.blurAmount, 0, 0, 0, 0, 0, 0, 0)
        default: return .zero
        }
    }

    static func colorLanes(_ c: Color) -> SIMD8<Double> { SIMD8(c.red, c.green, c.blue, c.alpha, 0, 0, 0, 0) }

    static func roundedRectLanes(_ r: RoundedRect) -> SIMD8<Double> {
        SIMD8(r.rect.minX, r.rect.minY, r.rect.width, r.rect.height, r.topLeft, r.topRight, r.bottomLeft, r.bottomRight)
    }

    /// The lanes of a path, when it has them.
    init?(path: PathData?) {
        guard let shape = path?.roundedRect else { return nil }
        self.init(lanes: Self.roundedRectLanes(shape))
    }

    func writeStyle(_ key: AnimatableKey, into style: inout LayerStyle) {
        func color() -> Color { Color(red: lanes[0], green: lanes[1], blue: lanes[2], alpha: min(max(lanes[3], 0), 1)) }
        switch key {
        case .borderWidth: style.borderWidth = max(lanes[0], 0)
        case .borderColor: style.borderColor = color()
        case .shadowColor: style.shadowColor = color()
        case .shadowOpacity: style.shadowOpacity = min(max(lanes[0], 0), 1)
        case .shadowRadius: style.shadowRadius = max(lanes[0], 0)
        case .shadowOffset: style.shadowOffset = Size(width: lanes[0], height: lanes[1])
        case .maskPath:
            style.mask = PathData(RoundedRect(
                rect: Rect(x: lanes[0], y: lanes[1], width: max(lanes[2], 0), height: max(lanes[3], 0)),
                topLeft: lanes[4], topRight: lanes[5], bottomLeft: lanes[6], bottomRight: lanes[7]))
        // A spring may overshoot; the drawn amount stays within none and the full style.
        case .blurAmount: style.blurAmount = min(max(lanes[0], 0), 1)
        default: break
        }
    }
}
