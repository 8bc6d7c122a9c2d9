/// A set of rectangle edges (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]

    /// The single edges in the set, in UIKit's order (top, left, bottom, right).
    public var edges: [RectEdge] { [RectEdge.top, .left, .bottom, .right].filter { contains($0) } }

    /// `left`, `top|right`, `all`, `none`.
    public var description: String {
        if self == .all { return "all" }
        if isEmpty { return "none" }
        let names: [(RectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }

    /// How far `point` is inside `rect` from this single edge (negative outside it).
    func depth(of point: Point, in rect: Rect) -> Double {
        switch self {
        case .top: return point.y - rect.minY
        case .left: return point.x - rect.minX
        case .bottom: return rect.maxY - point.y
        default: return rect.maxX - point.x
        }
    }
}
