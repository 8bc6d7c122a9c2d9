import Foundation

/// A 4×4 homogeneous transform (Core Animation's `CATransform3D`).
///
/// Core Animation's conventions, kept exactly so that code ports line by line:
/// - points are **row vectors**: `(x, y, z, 1) · M`, so translation lives in `m41 m42 m43`;
/// - `a.concatenating(b)` (`CATransform3DConcat(a, b)`) applies `a` first, then `b`;
/// - `t.translatedBy…`/`scaledBy…`/`rotated…` (`CATransform3DTranslate/Scale/Rotate`) apply the new
///   step **first**, then `t` (`t' = translate(tx, ty, tz) · t` in `CATransform3D.h`);
/// - perspective is `m34 = −1/d` for an eye at distance `d` in front of the plane (`W = 1 − z/d`).
public struct Transform3D: Hashable, Sendable, Codable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries row by row (`m11 m12 … m44`).
    public init(rows e: [Double]) {
        precondition(e.count == 16, "a 4×4 matrix has 16 entries")
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    public var entries: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    public static let identity = Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    // MARK: - CATransform3DMake*

    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`; about z it is
    /// `CGAffineTransformMakeRotation` (clockwise on screen). A zero axis gives the identity, as
    /// `CATransform3DMakeRotation` does.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        self.init(m11: t * ux * ux + c, m12: t * ux * uy + uz * s, m13: t * ux * uz - uy * s, m14: 0,
                  m21: t * ux * uy - uz * s, m22: t * uy * uy + c, m23: t * uy * uz + ux * s, m24: 0,
                  m31: t * ux * uz + uy * s, m32: t * uy * uz - ux * s, m33: t * uz * uz + c, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DMakeAffineTransform`: the 2D transform acting in the z = 0 plane.
    public init(_ t: AffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    // MARK: - Queries

    public var isIdentity: Bool { self == .identity }
    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `CATransform3DIsAffine`: true when the matrix is exactly a 2D affine transform in z = 0.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the entries that act on x and y, whatever the rest is
    /// (that is what `view.transform` reads of a 3D layer transform).
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    // MARK: - Composition

    /// `CATransform3DConcat(self, other)`: `self` first, then `other`.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(rows: Matrix4.multiply(entries, o.entries))
    }

    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DInvert`: the inverse, or `self` unchanged when it has none.
    public func inverted() -> Transform3D {
        guard let inverse = Matrix4.inverse(entries) else { return self }
        return Transform3D(rows: inverse)
    }

    // MARK: - Points

    /// The homogeneous image `(x, y, z, 1) · M` of a point in the z = 0 plane: x y z w.
    @inline(__always)
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, z: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m41, p.x * m12 + p.y * m22 + m42,
         p.x * m13 + p.y * m23 + m43, p.x * m14 + p.y * m24 + m44)
    }

    /// The projected image of a point of the z = 0 plane (divided by w), or nil when it falls
    /// behind the eye (w ≤ 0), where nothing is drawn.
    public func project(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w > 1e-9 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The point of the z = 0 plane that projects to `q`: the inverse of `project` for a flat layer
    /// (hit-testing and `convert` through a perspective). nil when the plane is seen edge-on or
    /// the point lies behind the eye.
    public func unproject(_ q: Point) -> Point? {
        // Solve (x·m11 + y·m21 + m41) = q.x·w and likewise for y, with w = x·m14 + y·m24 + m44.
        let a11 = m11 - q.x * m14, a12 = m21 - q.x * m24, b1 = q.x * m44 - m41
        let a21 = m12 - q.y * m14, a22 = m22 - q.y * m24, b2 = q.y * m44 - m42
        let det = a11 * a22 - a12 * a21
        guard abs(det) > 1e-12 else { return nil }
        let p = Point(x: (b1 * a22 - a12 * b2) / det, y: (a11 * b2 - a21 * b1) / det)
        guard homogeneous(p).w > 1e-9 else { return nil }
        return p
    }
}

extension Transform3D: CustomStringConvertible {
    public var description: String {
        if isIdentity { return "identity" }
        return "[\(entries.map(formatNumber).joined(separator: ", "))]"
    }
}
