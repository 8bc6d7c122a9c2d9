import Foundation

/// A 3D transform split into perspective, translation, rotation (a unit quaternion), skew and
/// scale: the "unmatrix" decomposition of Graphics Gems II that CSS Transforms 2 and WebKit
/// specify and Core Animation also interpolates `transform` in. Interpolating the parts (the
/// rotation by spherical interpolation) turns a card about its axis instead of squashing it
/// through the straight-line matrix.
public struct Transform3DComponents: Hashable, Sendable {
    public var perspective: SIMD4<Double>
    public var translation: SIMD3<Double>
    /// x y z w; the rotation's rows are this quaternion's rotation matrix transposed (row vectors).
    public var quaternion: SIMD4<Double>
    /// xy, xz, yz shear factors, as the spec names them (`skew[0…2]`).
    public var skew: SIMD3<Double>
    public var scale: SIMD3<Double>

    public init(perspective: SIMD4<Double>, translation: SIMD3<Double>, quaternion: SIMD4<Double>,
                skew: SIMD3<Double>, scale: SIMD3<Double>) {
        (self.perspective, self.translation, self.quaternion, self.skew, self.scale) =
            (perspective, translation, quaternion, skew, scale)
    }

    /// Decomposes `t`; nil when it cannot be (m44 = 0 or a singular upper 3×3), where Core
    /// Animation, like CSS, falls back to switching at the halfway point.
    public init?(_ t: Transform3D) {
        guard t.m44 != 0 else { return nil }
        let m = t.entries.map { $0 / t.m44 }
        // The matrix without its perspective column: solving against it isolates perspective,
        // and its singularity is the singularity of the upper 3×3.
        var flat = m
        (flat[3], flat[7], flat[11], flat[15]) = (0, 0, 0, 1)
        guard let inverse = Matrix4.inverse(flat) else { return nil }
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            let rhs = SIMD4(m[3], m[7], m[11], m[15])
            // perspective = inverse(flat) · rhs (the spec's rhs · transpose(inverse)).
            perspective = SIMD4((0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i * 4 + $1] * rhs[$1] } })
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = SIMD3(m[12], m[13], m[14])

        var row = (0..<3).map { i in SIMD3(m[i * 4], m[i * 4 + 1], m[i * 4 + 2]) }
        var scale = SIMD3<Double>(0, 0, 0), skew = SIMD3<Double>(0, 0, 0)
        scale[0] = length(row[0]); row[0] = normalized(row[0])
        skew[0] = dot(row[0], row[1]); row[1] -= skew[0] * row[0]
        scale[1] = length(row[1]); row[1] = normalized(row[1]); skew[0] = scale[1] != 0 ? skew[0] / scale[1] : 0
        skew[1] = dot(row[0], row[2]); row[2] -= skew[1] * row[0]
        skew[2] = dot(row[1], row[2]); row[2] -= skew[2] * row[1]
        scale[2] = length(row[2]); row[2] = normalized(row[2])
        if scale[2] != 0 { skew[1] /= scale[2]; skew[2] /= scale[2] }
        // A coordinate-system flip: negate the scales and rows so the rotation stays proper.
        if dot(row[0], cross(row[1], row[2])) < 0 {
            scale = -scale
            row = row.map { -$0 }
        }
        let q = Self.quaternion(rows: row)
        (self.scale, self.skew, quaternion) = (scale, skew, q)
    }

    /// The quaternion of a proper rotation given by its rows. The spec's per-component square
    /// roots recover the signs only relative to w, which is 0 for a half turn (a mirrored 2D
    /// rotation decomposes to one); Shepperd's method below gives the same rotation robustly,
    /// possibly as −q, which is the same rotation (and slerp takes the shorter way anyway).
    static func quaternion(rows r: [SIMD3<Double>]) -> SIMD4<Double> {
        // m[i][j] of the column-vector rotation matrix is r[j][i].
        func m(_ i: Int, _ j: Int) -> Double { r[j][i] }
        let trace = m(0, 0) + m(1, 1) + m(2, 2)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            return SIMD4((m(2, 1) - m(1, 2)) * s, (m(0, 2) - m(2, 0)) * s, (m(1, 0) - m(0, 1)) * s, 0.25 / s)
        } else if m(0, 0) > m(1, 1), m(0, 0) > m(2, 2) {
            let s = 2 * (1 + m(0, 0) - m(1, 1) - m(2, 2)).squareRoot()
            return SIMD4(0.25 * s, (m(0, 1) + m(1, 0)) / s, (m(0, 2) + m(2, 0)) / s, (m(2, 1) - m(1, 2)) / s)
        } else if m(1, 1) > m(2, 2) {
            let s = 2 * (1 + m(1, 1) - m(0, 0) - m(2, 2)).squareRoot()
            return SIMD4((m(0, 1) + m(1, 0)) / s, 0.25 * s, (m(1, 2) + m(2, 1)) / s, (m(0, 2) - m(2, 0)) / s)
        }
        let s = 2 * (1 + m(2, 2) - m(0, 0) - m(1, 1)).squareRoot()
        return SIMD4((m(0, 2) + m(2, 0)) / s, (m(1, 2) + m(2, 1)) / s, 0.25 * s, (m(1, 0) - m(0, 1)) / s)
    }

    /// The rows of the rotation: the quaternion's (column-vector) rotation matrix, transposed.
    var rotationRows: [SIMD3<Double>] {
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        let (xx, yy, zz) = (x * x, y * y, z * z)
        let (xy, xz, yz, xw, yw, zw) = (x * y, x * z, y * z, x * w, y * w, z * w)
        let row0 = SIMD3<Double>(1 - 2 * (yy + zz), 2 * (xy + zw), 2 * (xz - yw))
        let row1 = SIMD3<Double>(2 * (xy - zw), 1 - 2 * (xx + zz), 2 * (yz + xw))
        let row2 = SIMD3<Double>(2 * (xz + yw), 2 * (yz - xw), 1 - 2 * (xx + yy))
        return [row0, row1, row2]
    }

    /// Recomposes the matrix: the rows are scale·(rotation rows sheared by skew), translation
    /// below them, then the perspective column solved for in `init?(_:)`.
    public var transform: Transform3D {
        let q = rotationRows
        let row0: SIMD3<Double> = scale[0] * q[0]
        let row1: SIMD3<Double> = scale[1] * (q[1] + skew[0] * q[0])
        let sheared2: SIMD3<Double> = q[2] + skew[1] * q[0] + skew[2] * q[1]
        let rows = [row0, row1, scale[2] * sheared2]
        let flat: [Double] = [rows[0][0], rows[0][1], rows[0][2], 0,
                              rows[1][0], rows[1][1], rows[1][2], 0,
                              rows[2][0], rows[2][1], rows[2][2], 0,
                              translation[0], translation[1], translation[2], 1]
        var p = Transform3D.identity.entries
        (p[3], p[7], p[11], p[15]) = (perspective[0], perspective[1], perspective[2], perspective[3])
        return Transform3D(rows: Matrix4.multiply(flat, p))
    }

    /// The parts a fraction `f` of the way from `a` to `b`: linear except the rotation, which
    /// turns along the shorter great arc (WebKit's slerp, as Core Animation shows it).
    public static func interpolate(_ a: Transform3DComponents, _ b: Transform3DComponents, _ f: Double) -> Transform3DComponents {
        Transform3DComponents(
            perspective: a.perspective + (b.perspective - a.perspective) * f,
            translation: a.translation + (b.translation - a.translation) * f,
            quaternion: slerp(a.quaternion, b.quaternion, f),
            skew: a.skew + (b.skew - a.skew) * f,
            scale: a.scale + (b.scale - a.scale) * f)
    }

    /// The rotation `a` after `b` as quaternions (x y z w): the Hamilton product a·b.
    static func compose(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
              a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
              a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
              a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// The inverse of a unit quaternion.
    static func conjugate(_ q: SIMD4<Double>) -> SIMD4<Double> { SIMD4(-q.x, -q.y, -q.z, q.w) }

    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 { cosine = -cosine; b = -b }  // q and −q are one rotation: take the short way
        cosine = min(cosine, 1)
        let sine = (1 - cosine * cosine).squareRoot()
        if sine < 1e-9 { return a + (b - a) * f }
        let angle = acos(cosine)
        return a * (sin((1 - f) * angle) / sine) + b * (sin(f * angle) / sine)
    }
}

extension Transform3D {
    /// The transform a fraction `f` of the way from `self` to `other`, interpolated by
    /// decomposition; a matrix that cannot be decomposed switches at the halfway point.
    public func interpolated(to other: Transform3D, _ f: Double) -> Transform3D {
        guard let a = Transform3DComponents(self), let b = Transform3DComponents(other) else { return f < 0.5 ? self : other }
        return Transform3DComponents.interpolate(a, b, f).transform
    }
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
private func normalized(_ a: SIMD3<Double>) -> SIMD3<Double> { let l = length(a); return l == 0 ? a : a / l }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
}
