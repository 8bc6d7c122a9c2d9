import Foundation

/// A transform split into translation, rotation, skew and scale, the form Core Animation
/// interpolates transforms in (CSS Transforms' 2D decomposition), so that a rotation animates
/// as a turn and not as a squash through the straight-line matrix.
public struct TransformComponents: Hashable, Sendable {
    public var translationX, translationY: Double
    public var rotation: Double
    public var skew: Double
    public var scaleX, scaleY: Double

    public init(translationX: Double, translationY: Double, rotation: Double, skew: Double, scaleX: Double, scaleY: Double) {
        (self.translationX, self.translationY, self.rotation, self.skew, self.scaleX, self.scaleY) =
            (translationX, translationY, rotation, skew, scaleX, scaleY)
    }

    /// Decomposes `t`; a degenerate matrix (zero scale) decomposes with zero scale and no rotation.
    public init(_ t: AffineTransform) {
        var row0 = (t.a, t.b), row1 = (t.c, t.d)
        var scaleX = (row0.0 * row0.0 + row0.1 * row0.1).squareRoot()
        if scaleX != 0 { row0 = (row0.0 / scaleX, row0.1 / scaleX) }
        var skew = row0.0 * row1.0 + row0.1 * row1.1
        row1 = (row1.0 - skew * row0.0, row1.1 - skew * row0.1)
        let scaleY = (row1.0 * row1.0 + row1.1 * row1.1).squareRoot()
        if scaleY != 0 {
            row1 = (row1.0 / scaleY, row1.1 / scaleY)
            skew /= scaleY
        }
        // A mirrored matrix: flip one axis so the rotation stays continuous.
        if t.determinant < 0 {
            scaleX = -scaleX
            row0 = (-row0.0, -row0.1)
            skew = -skew
        }
        let rotation = scaleX == 0 && scaleY == 0 ? 0 : atan2(row0.1, row0.0)
        self.init(translationX: t.tx, translationY: t.ty, rotation: rotation, skew: skew, scaleX: scaleX, scaleY: scaleY)
    }

    /// Recomposes the matrix: scale, then skew, then rotation, then translation.
    public var transform: AffineTransform {
        let (s, c) = (sin(rotation), cos(rotation))
        // rows of rotation applied to skewed/scaled basis vectors
        let a = c * scaleX, b = s * scaleX
        let cc = (c * skew - s) * scaleY, d = (s * skew + c) * scaleY
        return AffineTransform(a: a, b: b, c: cc, d: d, tx: translationX, ty: translationY)
    }

    /// Interpolates component-wise; rotations take the shorter way round.
    public static func interpolate(_ from: TransformComponents, _ to: TransformComponents, _ f: Double) -> TransformComponents {
        var target = to.rotation
        let delta = target - from.rotation
        if delta > .pi { target -= 2 * .pi } else if delta < -.pi { target += 2 * .pi }
        return TransformComponents(
            translationX: from.translationX + (to.translationX - from.translationX) * f,
            translationY: from.translationY + (to.translationY - from.translationY) * f,
            rotation: from.rotation + (target - from.rotation) * f,
            skew: from.skew + (to.skew - from.skew) * f,
            scaleX: from.scaleX + (to.scaleX - from.scaleX) * f,
            scaleY: from.scaleY + (to.scaleY - from.scaleY) * f)
    }
}
