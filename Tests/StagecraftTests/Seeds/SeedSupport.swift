import Foundation
@testable import Stagecraft

// Shared pieces of the seed ports (Tests/StagecraftTests/Seeds): the gesture states the ported
// handlers switch on, and independent references for the springs the seeds use.

/// The states the seed articles' gesture handlers switch on: the recognizers' own. Tests either call
/// a port's thin handler (`handlePan(translation:velocity:state:)`…) at scheduled engine times, or
/// play real touches through a `TouchSynthesizer` into the recognizer the port wires up.
typealias SeedGestureState = GestureRecognizer.State

extension Stage {
    /// Runs `action` at engine time `time` (a gesture callback arriving then).
    func at(_ time: Double, _ action: @escaping () -> Void) {
        engine.schedule(at: time, action)
    }

    /// How many trace events `subject.name` (for instance `present(detail).completeTransition`) there are since `mark`.
    func count(_ call: String, since mark: Int = 0) -> Int {
        engine.events[mark...].filter { "\($0.subject).\($0.name)" == call }.count
    }

    /// The kinds of the diagnostics reported so far.
    var diagnosticKinds: [Diagnostic.Kind] { engine.diagnostics.map(\.kind) }
}

/// Independent spring references for the seeds, written from TIMING.md (sharing no code with the engine).
enum SeedReference {
    /// ω0 of the spring that `duration, dampingRatio, initialVelocity` selects (TIMING.md: settled to
    /// within 0.001 at T), by bisection of the residual on [5/T, 200/T] — the root Newton reaches from 5/T.
    static func naturalFrequency(duration T: Double, dampingRatio zeta: Double, velocity v0: Double) -> Double {
        func excess(_ w: Double) -> Double {
            if zeta >= 1 { return ((w - v0) * T + 1) * exp(-w * T) - 0.001 }
            return abs((zeta * w - v0) / ((1 - zeta * zeta).squareRoot() * w)) * exp(-zeta * w * T) - 0.001
        }
        var low = 5 / T, high = 200 / T
        precondition(excess(low) > 0 && excess(high) < 0, "no settling root in [5/T, 200/T]")
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if excess(mid) > 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Progress x(t) = 1 − d(t) of that spring at `t` seconds (TIMING.md's closed forms, m = 1).
    static func springProgress(_ t: Double, duration: Double, dampingRatio zeta: Double, velocity v0: Double = 0) -> Double {
        let w0 = naturalFrequency(duration: duration, dampingRatio: zeta, velocity: v0)
        if zeta >= 1 { return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t) }
        let beta = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-beta * t) * (cos(wd * t) + (beta - v0) / wd * sin(wd * t))
    }
}

/// Tolerance for coordinates in points: the curves' 1e-5 (TIMING.md) over moves of a few hundred points.
let pointTolerance = 1e-3

/// Compares rectangles with a tolerance in points.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = pointTolerance) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func close(_ a: Stagecraft.AffineTransform, _ b: Stagecraft.AffineTransform, _ tolerance: Double = 1e-5) -> Bool {
    let differences: [Double] = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
    return differences.allSatisfy { abs($0) <= tolerance }
}

/// A rectangle `f` of the way from `a` to `b` (each of origin and size linearly).
func lerp(_ a: Rect, _ b: Rect, _ f: Double) -> Rect {
    Rect(x: Reference.lerp(a.minX, b.minX, f), y: Reference.lerp(a.minY, b.minY, f),
         width: Reference.lerp(a.width, b.width, f), height: Reference.lerp(a.height, b.height, f))
}

/// Whether two lists hold the same views (by identity), in the same order.
func identical(_ a: [View], _ b: [View]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
