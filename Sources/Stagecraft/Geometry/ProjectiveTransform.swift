import Foundation

/// A projective map of the plane (a 3×3 homography, row vectors: `(x, y, 1)·H`, then divide by
/// the third coordinate): what a 3D layer transform does to its flat layer once Core Animation
/// flattens the layer into its superlayer's plane. Affine transforms are the special case with
/// third column (0, 0, 1); composing flattened steps up a view tree stays one 3×3 matrix, so a
/// conversion through perspective costs no more than a 2D one.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row-major: h[0…2] is the first row.
    public var h: [Double]

    public init(rows: [Double]) { h = rows }

    public static let identity = ProjectiveTransform(rows: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    public init(_ t: AffineTransform) { h = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1] }

    /// The map of the z = 0 plane to the viewer's plane that `t` gives (z in, z out dropped).
    public init(flattening t: Transform3D) { h = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44] }

    public var isAffine: Bool { h[2] == 0 && h[5] == 0 && h[8] == 1 }

    /// `self` then `o`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 { r[i * 3 + j] = h[i * 3] * o.h[j] + h[i * 3 + 1] * o.h[3 + j] + h[i * 3 + 2] * o.h[6 + j] }
        }
        return ProjectiveTransform(rows: r)
    }

    /// The inverse, or nil when the map collapses the plane (a layer seen edge-on).
    public var inverse: ProjectiveTransform? {
        let (a, b, c, d, e, f, g, k, l) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8])
        let co = [e * l - f * k, -(d * l - f * g), d * k - e * g]
        let det = a * co[0] + b * co[1] + c * co[2]
        guard det != 0, det.isFinite, abs(det) > 1e-12 else { return nil }
        let adj = [co[0], -(b * l - c * k), b * f - c * e,
                   co[1], a * l - c * g, -(a * f - c * d),
                   co[2], -(a * k - b * g), a * e - b * d]
        let r = adj.map { $0 / det }
        return r.allSatisfy(\.isFinite) ? ProjectiveTransform(rows: r) : nil
    }

    /// The image of `p`, or nil when it lies on or behind the eye's plane (w ≤ 0).
    public func apply(to p: Point) -> Point? {
        let w = p.x * h[2] + p.y * h[5] + h[8]
        guard w > 1e-9 else { return nil }
        return Point(x: (p.x * h[0] + p.y * h[3] + h[6]) / w, y: (p.x * h[1] + p.y * h[4] + h[7]) / w)
    }

    /// The bounding box of the rectangle's projected corners (those in front of the eye).
    public func apply(to rect: Rect) -> Rect {
        if rect.isNull { return rect }
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].compactMap { apply(to: $0) }
        guard let first = corners.first else { return .null }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for c in corners { (x0, y0, x1, y1) = (min(x0, c.x), min(y0, c.y), max(x1, c.x), max(y1, c.y)) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
