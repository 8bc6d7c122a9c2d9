/// A rectangle: an origin and a size (UIKit's `CGRect`).
///
/// As in Core Graphics, a rectangle with a negative width or height is valid: the
/// `min`/`max` accessors and set operations work on its standardized form.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The null rectangle (the result of intersecting disjoint rectangles), as in Core Graphics.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        isNull ? self : Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown when negative). Null when the result would have a negative size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let result = Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
        return result.width < 0 || result.height < 0 ? .null : result
    }

    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        let result = Rect(
            x: r.origin.x + insets.left, y: r.origin.y + insets.top,
            width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
        return result.width < 0 || result.height < 0 ? .null : result
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both; a null rectangle is ignored.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both rectangles, or `.null` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 < x0 || y1 < y0 ? .null : Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool {
        let overlap = intersection(other)
        return !overlap.isNull && !overlap.isEmpty
    }

    /// True when `point` lies inside; the max edges are exclusive, as in Core Graphics.
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func contains(_ rect: Rect) -> Bool {
        !isNull && !rect.isNull && union(rect) == standardized
    }

    /// Which edge `divided(atDistance:from:)` measures from (Core Graphics' `CGRectEdge`).
    public enum Edge: String, Sendable, CaseIterable { case minXEdge, minYEdge, maxXEdge, maxYEdge }

    /// Splits the rectangle in two: `slice` is `distance` deep from `edge`, `remainder` is the rest.
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        let r = standardized
        switch edge {
        case .minXEdge:
            let d = min(max(distance, 0), r.width)
            return (Rect(x: r.minX, y: r.minY, width: d, height: r.height), Rect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height))
        case .maxXEdge:
            let d = min(max(distance, 0), r.width)
            return (Rect(x: r.maxX - d, y: r.minY, width: d, height: r.height), Rect(x: r.minX, y: r.minY, width: r.width - d, height: r.height))
        case .minYEdge:
            let d = min(max(distance, 0), r.height)
            return (Rect(x: r.minX, y: r.minY, width: r.width, height: d), Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d))
        case .maxYEdge:
            let d = min(max(distance, 0), r.height)
            return (Rect(x: r.minX, y: r.maxY - d, width: r.width, height: d), Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - d))
        }
    }
}

extension Rect: CustomStringConvertible {
    public var description: String { "(\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(formatNumber(size.width)), \(formatNumber(size.height)))" }
}

/// Prints integral values without a fraction and others with up to 4 decimals, for dumps and messages.
func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    guard abs(value) < 1e15 else { return "\(value)" }
    // Round before the integral test so that float noise (6e-17 from a rotation, -1e-14) prints
    // as "0" instead of "0.0" or "-0.0", and dumps stay stable.
    let scaled = (value * 10_000).rounded() / 10_000
    if scaled == scaled.rounded() { return String(Int64(scaled)) }
    return "\(scaled)"
}
