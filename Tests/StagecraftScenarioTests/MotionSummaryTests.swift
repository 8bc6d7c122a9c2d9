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

    /// A trace whose "detail" appears at frame 2 (t = 0.2) and then follows `xs`; `animation` is
    /// recorded with its first frame, as the tracer records an animation running when first seen.
    static func appearing(_ xs: [Double], animation: TraceAnimation? = nil) -> Trace {
        var frames = (0..<2).map { TraceFrame(index: $0, time: Double($0) / 10, views: [Self.sample("still", x: 0, id: 3)]) }
        for (i, x) in xs.enumerated() {
            frames.append(TraceFrame(index: i + 2, time: Double(i + 2) / 10, views: [Self.sample("still", x: 0, id: 3), Self.sample("detail", x: x)],
                                     animations: i == 0 ? animation.map { [$0] } ?? [] : []))
        }
        return Trace(frameRate: 10, frames: frames, events: [])
    }

    @Test func sd3_1_aViewThatAppearsMidTraceStartsAtItsFirstValue() {
        // Added at x = 390 at t = 0.2 and still there at 0.3; moving from 0.3 to 0.5: before the motion it was at 390.
        #expect(MotionSummary.line(for: Self.appearing([390, 390, 200, 0, 0])) == "detail.x 390→0 pt over 0.20 s")
    }

    @Test func sd3_1_aViewFirstRecordedMidMotionStartsWhereItsAnimationStarted() {
        // Added at 390 and animated to 0 at t = 0.15: the first frame it is in (0.2) is already at 300.
        // The trace's record of the animation knows it started at 0.15 from 390.
        let slide = TraceAnimation(curve: ".easeOut", start: 0.15, duration: 0.25,
                                   targets: [.init(keys: ["center"], from: Self.sample("detail", x: 390))])
        #expect(MotionSummary.line(for: Self.appearing([300, 120, 0, 0], animation: slide)) == "detail.x 390→0 pt over 0.25 s")
        // An animation of another property says nothing about x: x starts at its first recorded value.
        let fade = TraceAnimation(curve: ".easeOut", start: 0.15, duration: 0.25,
                                  targets: [.init(keys: ["alpha"], from: Self.sample("detail", x: 390, alpha: 0))])
        #expect(MotionSummary.line(for: Self.appearing([300, 120, 0, 0], animation: fade)).hasPrefix("detail.x 300→0 pt over 0.20 s"))
        // A trace written before animations were traced: from the first recorded value, as before.
        #expect(MotionSummary.line(for: Self.appearing([300, 120, 0, 0])) == "detail.x 300→0 pt over 0.20 s")
    }

    /// A trace with transitions beginning at the given times (`begin` events, as the engine records them).
    static func withTransitions(_ alpha: [Double], _ begins: [(time: Double, subject: String)]) -> Trace {
        var trace = Self.trace(Array(repeating: 0, count: alpha.count), alpha: alpha)
        trace.events = begins.map { TraceEvent(time: $0.time, frame: Int(($0.time * 10).rounded()), category: .transition, subject: $0.subject, name: "begin") }
        return trace
    }

    @Test func sd3_1_aPresentThenADismissAreTwoMotionsNotOneWithAnOvershoot() {
        // Fade in over 0.2 s, rest, fade out over 0.2 s from t = 0.5: 0→1, then 1→0. As one move
        // it read 0→0 with the whole fade as an "overshoot" of 1.
        let trace = Self.withTransitions([0, 0.5, 1, 1, 1, 1, 0.5, 0, 0], [(0, "present(detail)"), (0.5, "dismiss(detail)")])
        let parts = MotionSummary.parts(of: trace)
        #expect(parts.map(\.transition) == ["present(detail)", "dismiss(detail)"])
        #expect(parts.map { $0.motions.map { [$0.from, $0.to, $0.overshoot] } } == [[[0, 1, 0]], [[1, 0, 0]]])
        #expect(parts.flatMap { $0.motions.map { abs($0.duration - 0.2) < 1e-9 } } == [true, true])
        #expect(MotionSummary.line(for: trace) == "present(detail): detail.alpha 0→1 over 0.20 s · dismiss(detail): detail.alpha 1→0 over 0.20 s")
    }

    @Test func sd3_1_oneTransitionThatMovedIsNotLabelledAndATransitionThatMovedNothingIsLeftOut() {
        // The dismissal at 0.5 moves nothing (alpha stays 1): the line is the present's alone, as before.
        let trace = Self.withTransitions([0, 0.5, 1, 1, 1, 1, 1, 1], [(0, "present(detail)"), (0.5, "dismiss(detail)")])
        #expect(MotionSummary.line(for: trace) == "detail.alpha 0→1 over 0.20 s")
        // What moved before the first transition is its own part.
        let before = Self.withTransitions([0, 1, 1, 1, 1, 1, 0, 0], [(0.4, "dismiss(detail)")])
        #expect(MotionSummary.line(for: before) == "before any transition: detail.alpha 0→1 over 0.10 s · dismiss(detail): detail.alpha 1→0 over 0.10 s")
    }
}
