import Stagecraft
import Testing
@testable import StagecraftScenario

/// SD3.1 (docs/studio.md): the line `watch` prints after a save, saying what moved.
@Suite struct MotionSummaryTests {
    static func sample(_ name: String, x: Double, alpha: Double = 1, id: Int = 2) -> ViewSample {
        ViewSample(id: id, parent: 1, name: name, kind: "View",
                   values: LayerProperties(center: Point(x: x + 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100), alpha: alpha))
    }

    static func trace(_ xs: [Double], alpha: [Double]? = nil) -> Trace {
        Trace(frameRate: 10, frames: xs.enumerated().map { i, x in
            TraceFrame(index: i, time: Double(i) / 10, views: [Self.sample("detail", x: x, alpha: alpha?[i] ?? 1), Self.sample("still", x: 0, id: 3)])
        }, events: [])
    }

    @Test func sd3_1_aSlideWithAnOvershootSaysFromToOverAndHowFarPast() {
        // 390 → 0, past it to -63, back to 0: moving from frame 1 (the one before the first change) to frame 5.
        let motions = MotionSummary.motions(in: Self.trace([390, 390, 200, -63, -20, 0, 0]))
        #expect(motions == [MotionSummary.Motion(view: "detail", property: "x", from: 390, to: 0, duration: 0.4, overshoot: -63, unit: " pt")])
        #expect(motions[0].description == "detail.x 390→0 pt over 0.40 s, overshoot -63 pt")
    }

    @Test func sd3_1_noOvershootNoStillViewsAndAlphaInHundredths() {
        let line = MotionSummary.line(for: Self.trace([0, 0, 0, 0], alpha: [0, 0.333, 0.6667, 1]))
        #expect(line == "detail.alpha 0→1 over 0.30 s")
        #expect(MotionSummary.line(for: Self.trace([5, 5, 5])) == "nothing moved")
    }

    @Test func sd3_1_aLinearAndAnEasedMoveOfTheSameSpanReadTheSame() {
        let linear = MotionSummary.line(for: Self.trace([0, 0, 100, 200, 300, 300]))
        let eased = MotionSummary.line(for: Self.trace([0, 0, 150, 280, 300, 300]))
        #expect(linear == eased)
        #expect(linear == "detail.x 0→300 pt over 0.30 s")
    }
}
