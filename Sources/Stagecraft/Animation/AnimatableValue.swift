/// A value of one animatable property, in the form it is interpolated in.
///
/// Transforms are kept decomposed (translation, rotation, skew, scale) because that is how Core
/// Animation interpolates them; decomposing once per animation keeps it off the per-frame path.
public enum AnimatableValue: Hashable, Sendable {
    case scalar(Double)
    case point(Point)
    case rect(Rect)
    case transform(TransformComponents)
    case color(Color)

    /// The value a fraction `f` of the way from `from` to `to` (f may leave 0…1 for springs).
    @inline(__always)
    static func interpolate(_ from: AnimatableValue, _ to: AnimatableValue, _ f: Double) -> AnimatableValue {
        switch (from, to) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)):
            return .point(Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(
                x: a.origin.x + (b.origin.x - a.origin.x) * f, y: a.origin.y + (b.origin.y - a.origin.y) * f,
                width: a.size.width + (b.size.width - a.size.width) * f,
                height: a.size.height + (b.size.height - a.size.height) * f))
        case let (.transform(a), .transform(b)):
            return .transform(TransformComponents.interpolate(a, b, f))
        case let (.color(a), .color(b)):
            return .color(Color.interpolate(a, b, f))
        default:
            return f < 1 ? from : to  // mismatched kinds cannot happen for one key; hold, then jump
        }
    }

    /// Writes the value into the matching property of `properties`.
    @inline(__always)
    func write(_ key: AnimatableKey, into properties: inout LayerProperties) {
        switch (key, self) {
        case let (.center, .point(p)): properties.center = p
        case let (.bounds, .rect(r)): properties.bounds = r
        case let (.transform, .transform(t)): properties.transform = t.transform
        case let (.alpha, .scalar(a)): properties.alpha = min(max(a, 0), 1)
        case let (.backgroundColor, .color(c)): properties.backgroundColor = c
        case let (.cornerRadius, .scalar(r)): properties.cornerRadius = max(r, 0)
        default: break
        }
    }
}
