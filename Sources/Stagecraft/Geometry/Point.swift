/// A point in a two-dimensional coordinate space (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// Euclidean distance to `other`.
    public func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

/// A width and a height (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ width: Double, _ height: Double) { self.init(width: width, height: height) }

    public static let zero = Size(width: 0, height: 0)

    public var isFinite: Bool { width.isFinite && height.isFinite }

    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }
}

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets(all: 0)
}

/// A two-dimensional vector (UIKit's `CGVector`): a spring's initial velocity per axis (T12.5).
public struct Vector: Hashable, Sendable, Codable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// √(dx² + dy²): what a property that does not move in two dimensions takes of the vector.
    public var magnitude: Double { (dx * dx + dy * dy).squareRoot() }
}
