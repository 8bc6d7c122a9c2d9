@testable import Stagecraft

/// Independent references for expected values (never the engine's own output).
enum Reference {
    /// UIKit's default curve, solved by bisection in the test code.
    static func easeInOut(_ x: Double) -> Double { TimingTests.referenceBezier(x, 0.42, 0, 0.58, 1) }
    static func easeIn(_ x: Double) -> Double { TimingTests.referenceBezier(x, 0.42, 0, 1, 1) }

    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
}

/// Compares with a tolerance, for values built from curves.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-5) -> Bool { abs(a - b) <= tolerance }

/// Compares points with a tolerance on each coordinate.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
