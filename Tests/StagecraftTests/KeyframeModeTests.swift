import Testing
@testable import Stagecraft

/// T8.5: keyframe calculation modes as CAKeyframeAnimation computes them. Expected values from
/// the definitions: constant speed over the distance (paced) and the Catmull-Rom Hermite form
/// written out here (cubic).
@Suite struct KeyframeModeTests {
    let engine = Engine()

    /// Catmull-Rom between p1 and p2 (neighbours p0, p3) at u, written from the textbook form.
    static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ u: Double) -> Double {
        0.5 * ((2 * p1) + (-p0 + p2) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u + (-p0 + 3 * p1 - 3 * p2 + p3) * u * u * u)
    }

    private func twoLegs(_ view: View, _ options: KeyframeAnimationOptions) {
        // (5, 5) → (105, 5) over the first 20 %, then → (105, 105) over the rest.
        View.animateKeyframes(withDuration: 1, options: options) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { view.center = Point(105, 5) }
            View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { view.center = Point(105, 105) }
        }
    }

    @Test func t8_5_linearFollowsTheKeyTimes() {
        let view = View(frame: Rect(0, 0, 10, 10))
        twoLegs(view, [.calculationModeLinear, KeyframeAnimationOptions(AnimationOptions.curveLinear)])
        engine.advance(by: 0.1)
        #expect(close(view.presentation.center, Point(55, 5)))
    }

    @Test func t8_5_pacedIgnoresKeyTimesAndTheCurve() {
        let view = View(frame: Rect(0, 0, 10, 10))
        twoLegs(view, .calculationModePaced)  // default ease-in-out curve: ignored in paced mode
        engine.advance(by: 0.25)
        #expect(close(view.presentation.center, Point(55, 5)))   // a quarter of 200 pt
        engine.advance(by: 0.5)
        #expect(close(view.presentation.center, Point(105, 55)))  // three quarters
    }

    @Test func t8_5_cubicPassesThroughTheValuesOnACatmullRomSpline() {
        let view = View(frame: Rect(0, 0, 10, 10))  // x: 5 → 105 (by 0.5) → 5 (by 1)
        View.animateKeyframes(withDuration: 1, options: [.calculationModeCubic, KeyframeAnimationOptions(AnimationOptions.curveLinear)]) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
        }
        engine.advance(by: 0.25)
        #expect(close(view.presentation.center.x, Self.catmullRom(5, 5, 105, 5, 0.5)))
        engine.advance(by: 0.25)
        #expect(close(view.presentation.center.x, 105))
        engine.advance(by: 0.15)
        #expect(close(view.presentation.center.x, Self.catmullRom(5, 105, 5, 5, 0.3)))
    }

    @Test func t8_5_cubicPacedMovesAtConstantSpeed() {
        let view = View(frame: Rect(0, 0, 10, 10))  // collinear, monotonic values: the spline is the line itself
        View.animateKeyframes(withDuration: 1, options: .calculationModeCubicPaced) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { view.center.x = 105 }
            View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { view.center.x = 305 }
        }
        for step in 1...3 {
            engine.advance(by: 0.25)
            // Exact to 1e-6 of the 300 pt path (a 64-sample table was 0.05 pt off at t = 0.25).
            #expect(close(view.presentation.center.x, 5 + 300 * 0.25 * Double(step), 300e-6))
        }
    }

    /// The boundary: a path that stops and turns back (5 → 105 → 5: the spline's speed is 0 at the
    /// turn, where Newton's method cannot step) is still paced exactly over its 200 pt.
    @Test func t8_5_cubicPacedThroughAStandstillIsExact() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animateKeyframes(withDuration: 1, options: .calculationModeCubicPaced) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) { view.center.x = 105 }
            View.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) { view.center.x = 5 }
        }
        for (step, expected) in [55.0, 105, 55].enumerated() {
            engine.advance(by: 0.25)
            #expect(close(view.presentation.center.x, expected, 200e-6), "t = \(0.25 * Double(step + 1))")
        }
    }

    /// T8.5 cubicPaced on a curve, exact: the reference walks the textbook Catmull-Rom spline of
    /// the three keys ((5, 5), (105, 5), (105, 105), ends doubled) as a polyline of 200,000 chords
    /// per segment (its length converges to the arc length as 1/N²), and finds each distance on it
    /// by bisection: nothing shared with the code's quadrature.
    @Test func t8_5_cubicPacedIsExactAlongACurve() {
        let keys = [Point(5, 5), Point(105, 5), Point(105, 105)]
        func point(_ segment: Int, _ u: Double) -> Point {
            let i = { (k: Int) in keys[min(max(k, 0), keys.count - 1)] }
            let (p0, p1, p2, p3) = (i(segment - 1), i(segment), i(segment + 1), i(segment + 2))
            return Point(Self.catmullRom(p0.x, p1.x, p2.x, p3.x, u), Self.catmullRom(p0.y, p1.y, p2.y, p3.y, u))
        }
        let chords = 200_000
        var cumulative: [Double] = [0]
        var params: [(Int, Double)] = [(0, 0)]
        var previous = keys[0]
        for segment in 0..<2 {
            for step in 1...chords {
                let u = Double(step) / Double(chords)
                let next = point(segment, u)
                cumulative.append(cumulative[cumulative.count - 1] + previous.distance(to: next))
                params.append((segment, u))
                previous = next
            }
        }
        let total = cumulative[cumulative.count - 1]
        func reference(_ progress: Double) -> Point {
            let target = progress * total
            var (low, high) = (0, cumulative.count - 1)
            while high - low > 1 {
                let mid = (low + high) / 2
                if cumulative[mid] <= target { low = mid } else { high = mid }
            }
            let f = (target - cumulative[low]) / (cumulative[high] - cumulative[low])
            let a = point(params[low].0, params[low].1), b = point(params[high].0, params[high].1)
            return Point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
        }
        let view = View(frame: Rect(0, 0, 10, 10))
        twoLegs(view, .calculationModeCubicPaced)
        for step in 1...3 {
            engine.advance(by: 0.25)
            let expected = reference(0.25 * Double(step))
            #expect(view.presentation.center.distance(to: expected) < 1e-6 * total,
                    "t = \(0.25 * Double(step)): \(view.presentation.center) vs \(expected)")
        }
    }

    @Test func t8_5_cubicPacedOnACurveKeepsEqualDistancesPerFrame() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.animateKeyframes(withDuration: 1, options: .calculationModeCubicPaced) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = Point(105, 5) }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = Point(105, 105) }
        }
        var previous = view.presentation.center
        var steps: [Double] = []
        for _ in 0..<59 {  // frame by frame (presentation values change on frames)
            engine.advance(frames: 1)
            steps.append(view.presentation.center.distance(to: previous))
            previous = view.presentation.center
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        #expect(steps.allSatisfy { abs($0 - mean) < 0.02 * mean })
    }
}
