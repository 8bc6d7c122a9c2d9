/// A cubic-bezier timing curve from (0, 0) to (1, 1) (Core Animation's `CAMediaTimingFunction`).
///
/// The curve maps linear progress x to eased progress y. The two inner control points are
/// (x1, y1) and (x2, y2); x1 and x2 are clamped to 0…1, as Core Animation does, which keeps
/// x(t) monotonic so every progress has exactly one parameter t.
///
/// `value(at:)` runs for every animating view on every frame, so the polynomial coefficients
/// are computed once in `init` and evaluation uses only scalar arithmetic.
public struct CubicBezier: Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    // x(t) = ((ax·t + bx)·t + cx)·t, the Bernstein form expanded so one evaluation is
    // three multiply-adds instead of the eight products of the textbook form.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    // Slopes dy/dx at the two ends, used to continue the curve linearly outside 0…1
    // (what WebKit does for CSS `cubic-bezier` with overshooting inputs).
    private let startGradient: Double
    private let endGradient: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = min(max(x1, 0), 1)
        let x2 = min(max(x2, 0), 1)
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2

        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by

        // When a control point sits on an end point the tangent there is set by the other
        // control point; when both coincide with it the curve leaves along the diagonal.
        if x1 > 0 {
            startGradient = y1 / x1
        } else if y1 == 0 && x2 > 0 {
            startGradient = y2 / x2
        } else if y1 == 0 && y2 == 0 {
            startGradient = 1
        } else {
            startGradient = 0
        }
        if x2 < 1 {
            endGradient = (y2 - 1) / (x2 - 1)
        } else if y2 == 1 && x1 < 1 {
            endGradient = (y1 - 1) / (x1 - 1)
        } else if y1 == 1 && y2 == 1 {
            endGradient = 1
        } else {
            endGradient = 0
        }
    }

    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// UIKit's default `.curveEaseInOut`.
    public static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `CAMediaTimingFunction`'s default, the same curve as CSS `ease`.
    public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The eased progress at linear progress `x`.
    ///
    /// Inside 0…1 this solves x(t) = x and returns y(t); outside it the curve continues
    /// along its end tangents, so inputs past either end (an animator scrubbed
    /// beyond its range) still give a continuous value.
    public func value(at x: Double) -> Double {
        if x <= 0 { return x < 0 ? startGradient * x : 0 }
        if x >= 1 { return x > 1 ? 1 + endGradient * (x - 1) : 1 }
        return sampleY(parameter(forX: x))
    }

    /// The linear progress x at which the curve reaches eased progress `y`.
    ///
    /// Used to re-time a paused animator: restarting from `inverse(currentValue)` continues
    /// from exactly where the view is, without a visual jump. Exact on monotonic curves; on a
    /// curve whose y overshoots it returns one of the points with that value.
    public func inverse(_ y: Double) -> Double {
        if y <= 0 { return y < 0 && startGradient > 0 ? y / startGradient : 0 }
        if y >= 1 { return y > 1 && endGradient > 0 ? 1 + (y - 1) / endGradient : 1 }
        // y(0) = 0 < y < 1 = y(1), so the bracket always holds a crossing. Not on the hot
        // path, hence plain bisection: 60 halvings reach the limit of Double precision.
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = 0.5 * (low + high)
            if sampleY(mid) < y { low = mid } else { high = mid }
        }
        return sampleX(0.5 * (low + high))
    }

    /// dy/dx at linear progress `x`: how fast eased progress moves relative to linear progress.
    ///
    /// Used where a velocity must be exact rather than estimated from samples (a synthesised
    /// touch following an eased path). Outside 0…1 it is the end tangent the curve continues along.
    public func slope(at x: Double) -> Double {
        if x <= 0 { return startGradient }
        if x >= 1 { return endGradient }
        let t = parameter(forX: x)
        let dx = sampleDerivativeX(t)
        // x′ vanishes only at an end whose control point sits on it; the end tangent is the limit there.
        guard abs(dx) > 1e-12 else { return t < 0.5 ? startGradient : endGradient }
        return sampleDerivativeY(t) / dx
    }

    // MARK: - Polynomial evaluation

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always) private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in 0…1 with x(t) = x, for x strictly inside 0…1.
    private func parameter(forX x: Double) -> Double {
        let epsilon = 1e-7
        // x(t) stays close to t for every timing curve in use, so t = x starts Newton within
        // its quadratic basin; a handful of steps then reach 1e-7.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            // A flat spot (x1 = 0 or x2 = 1 at the ends) would send Newton far away.
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            // Past an end Newton may be chasing a root of the cubic that is not on the curve.
            if !(t >= 0 && t <= 1) { break }
        }
        // Bisection cannot fail because x(t) is monotonic on 0…1 once x1, x2 are clamped.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = 0.5 * (low + high)
        }
        return t
    }
}

extension CubicBezier: Hashable {
    // The derived coefficients follow from the control points, so those alone are the identity.
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}
