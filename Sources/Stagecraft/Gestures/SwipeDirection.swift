/// The directions a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`), with Apple's raw
/// values: right 1, left 2, up 4, down 8.
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let right = SwipeDirection(rawValue: 1 << 0)
    public static let left = SwipeDirection(rawValue: 1 << 1)
    public static let up = SwipeDirection(rawValue: 1 << 2)
    public static let down = SwipeDirection(rawValue: 1 << 3)

    /// The single directions in UIKit's order, with their names.
    static let named: [(SwipeDirection, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]

    /// The single directions in the set, in UIKit's order (right, left, up, down).
    public var directions: [SwipeDirection] { Self.named.map(\.0).filter { contains($0) } }

    /// The unit vector of a single direction in window coordinates (y grows downwards).
    var unitVector: Point {
        switch self {
        case .right: return Point(1, 0)
        case .left: return Point(-1, 0)
        case .up: return Point(0, -1)
        default: return Point(0, 1)
        }
    }

    /// The direction named `name` ("right", "left", "up", "down"), or nil.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.1 == name }) else { return nil }
        self = found.0
    }

    /// `down`, `down|up` (UIKit's order), `none`.
    public var description: String {
        isEmpty ? "none" : Self.named.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}
