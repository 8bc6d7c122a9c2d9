/// A value of one animatable property as the numbers it is interpolated in.
///
/// Every kind packs into eight lanes — point: x y; rect: x y width height; transform (decomposed,
/// as Core Animation interpolates it): tx ty rotation skew scaleX scaleY; colour: r g b a;
/// scalar: v — so that one vector multiply-add interpolates any property on the per-frame path.
/// A 3D transform does not fit in eight lanes (its decomposition has seventeen numbers and the
/// rotation is interpolated by slerp), so it travels as `matrix`, nil for every other key.
public struct AnimatableValue: Hashable, Sendable {
    var lanes: SIMD8<Double>
    var matrix: Transform3DValue? = nil

    init(lanes: SIMD8<Double>) { self.lanes = lanes }
    init(matrix: Transform3D) {
        lanes = .zero
        self.matrix = Transform3DValue(matrix)
    }

    /// Reads `key` of `properties`.
    init(_ key: AnimatableKey, of properties: LayerProperties) {
        switch key {
        case .center:
            lanes = SIMD8(properties.center.x, properties.center.y, 0, 0, 0, 0, 0, 0)
        case .bounds:
            let b = properties.bounds
            lanes = SIMD8(b.origin.x, b.origin.y, b.size.width, b.size.height, 0, 0, 0, 0)
        case .transform:
            let c = TransformComponents(properties.transform)
            lanes = SIMD8(c.translationX, c.translationY, c.rotation, c.skew, c.scaleX, c.scaleY, 0, 0)
        case .alpha:
            lanes = SIMD8(properties.alpha, 0, 0, 0, 0, 0, 0, 0)
        case .backgroundColor:
            let c = properties.backgroundColor ?? .clear
            lanes = SIMD8(c.red, c.green, c.blue, c.alpha, 0, 0, 0, 0)
        case .cornerRadius:
            lanes = SIMD8(properties.cornerRadius, 0, 0, 0, 0, 0, 0, 0)
        case .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .maskPath, .blurAmount:
            lanes = Self.styleLanes(key, properties.style)
        case .transform3D:
            lanes = .zero
            matrix = Transform3DValue(properties.layerTransform)
        case .sublayerTransform:
            lanes = .zero
            matrix = Transform3DValue(properties.sublayerTransform ?? .identity)
        }
    }

    /// The value a fraction `f` of the way from `from` to `to` (f may leave 0…1 for springs).
    @inline(__always)
    static func interpolate(_ from: AnimatableValue, _ to: AnimatableValue, _ f: Double) -> AnimatableValue {
        if let a = from.matrix, let b = to.matrix {
            var value = AnimatableValue(lanes: .zero)
            value.matrix = a.interpolatedValue(to: b, f)
            return value
        }
        return AnimatableValue(lanes: from.lanes + (to.lanes - from.lanes) * f)
    }

    /// For a transform target: the same rotation, turned by whole turns to lie within half a turn
    /// of `from`, so interpolation takes the shorter way round.
    func shortestTurn(from: AnimatableValue) -> AnimatableValue {
        var adjusted = self
        let delta = lanes[2] - from.lanes[2]
        if delta > .pi { adjusted.lanes[2] -= 2 * .pi } else if delta < -.pi { adjusted.lanes[2] += 2 * .pi }
        return adjusted
    }

    /// Writes the value into the matching property of `properties`.
    @inline(__always)
    func write(_ key: AnimatableKey, into properties: inout LayerProperties) {
        switch key {
        case .center:
            properties.center = Point(x: lanes[0], y: lanes[1])
        case .bounds:
            properties.bounds = Rect(x: lanes[0], y: lanes[1], width: max(lanes[2], 0), height: max(lanes[3], 0))
        case .transform:
            properties.transform = TransformComponents(
                translationX: lanes[0], translationY: lanes[1], rotation: lanes[2], skew: lanes[3],
                scaleX: lanes[4], scaleY: lanes[5]).transform
        case .alpha:
            properties.alpha = min(max(lanes[0], 0), 1)
        case .backgroundColor:
            properties.backgroundColor = Color(red: lanes[0], green: lanes[1], blue: lanes[2], alpha: lanes[3])
        case .cornerRadius:
            properties.cornerRadius = max(lanes[0], 0)
        case .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .maskPath, .blurAmount:
            writeStyle(key, into: &properties.style)
        case .transform3D:
            if let matrix { properties.setLayerTransform(matrix.value) }
        case .sublayerTransform:
            if let matrix { properties.style.sublayerTransform = matrix.value.isIdentity ? nil : matrix.value }
        }
    }
}

extension AnimatableKey {
    /// How many of the eight `AnimatableValue` lanes the key's values use.
    var laneCount: Int {
        switch self {
        case .center: 2
        case .bounds: 4
        case .transform: 6
        case .alpha: 1
        case .backgroundColor: 4
        case .cornerRadius: 1
        case .borderWidth, .shadowOpacity, .shadowRadius, .blurAmount: 1
        case .shadowOffset: 2
        case .borderColor, .shadowColor: 4
        case .maskPath: 8
        case .transform3D, .sublayerTransform: 0
        }
    }
}
