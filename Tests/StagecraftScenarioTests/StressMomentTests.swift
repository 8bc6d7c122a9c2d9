@testable import StagecraftScenario
import Testing

/// ST4.1 (docs/stress.md): the moments a perturbation lands at in each transition — 0 %, 1 frame in,
/// 25 %, 50 %, 75 %, 1 frame before the end, 1 frame after it — with duplicates from a short
/// transition run once (the first label kept). Expected times computed here from the rule.
@Suite struct StressMomentTests {
    static let frame = 1.0 / 60

    func moments(start: Double, duration: Double) -> [(String, Double)] {
        StressMoment.all(start: start, duration: duration, frame: Self.frame).map { ($0.label, $0.time) }
    }

    func expectMoments(_ actual: [(String, Double)], _ expected: [(String, Double)]) {
        #expect(actual.map(\.0) == expected.map(\.0))
        for ((label, time), (_, want)) in zip(actual, expected) {
            #expect(abs(time - want) < 1e-12, "\(label): \(time) instead of \(want)")
        }
    }

    @Test func ST4_1_aHalfSecondTransitionHasAllSevenMoments() {
        let f = Self.frame
        expectMoments(moments(start: 1, duration: 0.5), [
            ("0 %", 1), ("1 frame in", 1 + f), ("25 %", 1.125), ("50 %", 1.25), ("75 %", 1.375),
            ("1 frame before the end", 1.5 - f), ("just after", 1.5 + f),
        ])
    }

    /// The other case: a one-frame transition ends where it began plus a frame, so "1 frame before
    /// the end" is the start again and runs once, as "0 %".
    @Test func ST4_1_aOneFrameTransitionRunsTheStartOnce() {
        let f = Self.frame
        expectMoments(moments(start: 2, duration: f), [
            ("0 %", 2), ("1 frame in", 2 + f), ("25 %", 2 + f / 4), ("50 %", 2 + f / 2), ("75 %", 2 + 3 * f / 4),
            ("just after", 2 + 2 * f),
        ])
    }

    /// The boundary: an instant transition (duration 0) has only its start and the frame after it.
    @Test func ST4_1_anInstantTransitionHasTwoMoments() {
        expectMoments(moments(start: 0.5, duration: 0), [("0 %", 0.5), ("1 frame in", 0.5 + Self.frame)])
    }
}
