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
            #expect(close(view.presentation.center.x, 5 + 300 * 0.25 * Double(step), 0.05))
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
