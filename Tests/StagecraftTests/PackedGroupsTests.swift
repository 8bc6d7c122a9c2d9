import Testing
@testable import Stagecraft

/// The frame loop renders the running groups from the engine's packed records (`HotGroups`): each
/// record copies its group's clock, curve, tracks and progress cell, so every change to those must
/// reach the record before the next frame. Expected values are the linear interpolation the rules
/// ask for, computed here by hand (`.curveLinear`: progress = elapsed / duration).
@Suite struct PackedGroupsTests {
    let engine = Engine()

    /// T8.2: groups that end stop drawing (their views show the model), the rest go on from where
    /// they are — also after the ended groups' records are dropped and the buffer rebuilt.
    @Test func T8_2_groupsEndingLeaveTheOthersRunningAcrossARebuild() {
        let views = (0..<200).map { View(frame: Rect(Double($0), 0, 10, 10)) }
        // Two groups in three last 1 s, the others 2 s: when the short ones end, more than half the
        // records are retired, and the next frame rebuilds the buffer from the running groups.
        func lasts2s(_ index: Int) -> Bool { index % 3 == 0 }
        for (index, view) in views.enumerated() {
            View.animate(withDuration: lasts2s(index) ? 2 : 1, options: .curveLinear) { view.alpha = 0 }
        }
        engine.advance(by: 0.5)
        #expect(views.enumerated().allSatisfy { index, view in close(view.presentation.alpha, lasts2s(index) ? 0.75 : 0.5) })
        engine.advance(by: 1)
        #expect(engine.hotGroups.retiredBytes == 0, "most records retired: the frame after rebuilt the buffer")
        #expect(views.enumerated().allSatisfy { index, view in close(view.presentation.alpha, lasts2s(index) ? 0.25 : 0) })
        engine.advance(by: 0.25)
        #expect(views.enumerated().allSatisfy { index, view in close(view.presentation.alpha, lasts2s(index) ? 0.125 : 0) })
    }

    /// T8.2 (the layer's `removeAllAnimations`): a group spanning two views loses one view's tracks
    /// mid-run; the other view's animation goes on, and the stopped view shows its model value.
    @Test func T8_2_removingOneViewsAnimationsKeepsTheGroupDrawingTheOther() {
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, options: .curveLinear) {
            a.alpha = 0
            b.alpha = 0
        }
        engine.advance(by: 0.25)
        a.removeAllAnimations()
        engine.advance(by: 0.25)
        #expect(a.presentation.alpha == 0)
        #expect(close(b.presentation.alpha, 0.5))
    }

    /// T8.7: a running group joins a stack after frames have drawn it alone; its record must then
    /// feed the stack its progress (the second block runs from the old model value to the new one,
    /// and the screen shows model + Σ (current − final)).
    @Test func T8_7_aGroupStackedAfterItsFirstFramesFeedsTheStack() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center (5, 5)
        View.animate(withDuration: 1, options: .curveLinear) { view.center = Point(105, 5) }
        engine.advance(by: 0.5)
        #expect(close(view.presentation.center.x, 55))
        View.animate(withDuration: 1, options: .curveLinear) { view.center = Point(205, 5) }
        engine.advance(by: 0.25)
        // First: 5 + 100·0.75 − 105 = −25; second: 105 + 100·0.25 − 205 = −75; model 205.
        #expect(close(view.presentation.center.x, 105))
        engine.advance(by: 0.25)  // the first ends at 1 s: the second alone, at 0.5 of the way from 105
        #expect(close(view.presentation.center.x, 155))
    }

    /// T8.7 after the stacks' buffer is rebuilt: the cells the groups write their progress into are
    /// numbered afresh (`HotStacks.rebuild`) with no change to the groups' tracks, and each group's
    /// record must follow its new cell.
    @Test func T8_7_stacksDrawnFromRenumberedCellsAfterMostSecondAnimationsEnd() {
        let views = (0..<100).map { _ in View(frame: Rect(0, 0, 10, 10)) }  // centers at x = 5
        func keepsSecond(_ index: Int) -> Bool { index % 10 == 0 }
        for view in views { View.animate(withDuration: 2, options: .curveLinear) { view.center = Point(105, 5) } }
        engine.advance(by: 0.5)
        for (index, view) in views.enumerated() {
            View.animate(withDuration: keepsSecond(index) ? 4 : 1, options: .curveLinear) { view.center = Point(205, 5) }
        }
        engine.advance(by: 1.25)  // at 1.75 s; nine second animations in ten ended at 1.5 s
        // model 205 + first (5 + 100·0.875 − 105) [+ second (105 + 100·(1.25 / 4) − 205)]
        #expect(views.enumerated().allSatisfy { index, view in
            close(view.presentation.center.x, keepsSecond(index) ? 205 - 12.5 - 68.75 : 205 - 12.5)
        })
    }

    /// T8.2 in layer time (CA1): once a layer has timing of its own every group renders itself, and
    /// the groups packed before keep their values.
    @Test func T8_2_groupsPackedBeforeLayerTimingGoOnInLayerTime() {
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, options: .curveLinear) { a.alpha = 0 }
        engine.advance(by: 0.5)
        b.layer.speed = 2  // b is not animating: a's group goes on at the engine's pace
        engine.advance(by: 0.25)
        #expect(close(a.presentation.alpha, 0.25))
    }

    /// T6.2: groups on a paused, scrubbed transition timeline and groups on the root timeline, added
    /// in turn so their records alternate, each follow their own timeline. The frame loop reads a
    /// timeline's local time once per run of groups on it: each change of timeline must read afresh,
    /// in the first frame and in the frames after it, and after a seek of the paused timeline.
    @Test func T6_2_groupsAlternatingBetweenTheRootAndAScrubbedTimelineEachFollowTheirOwn() {
        let views = (0..<6).map { _ in View(frame: Rect(0, 0, 10, 10)) }
        let timeline = engine.makeTimeline(name: "transition")
        func onRoot(_ index: Int) -> Bool { index % 2 == 0 }
        for (index, view) in views.enumerated() {
            if onRoot(index) {
                View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0 }
            } else {
                engine.withTimeline(timeline) { View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0 } }
            }
        }
        timeline.pause()
        timeline.seek(to: 0.8)
        engine.advance(by: 0.25)
        // The root's groups are 0.25 of the way (alpha 0.75), the scrubbed ones at 0.8 (alpha 0.2).
        #expect(views.enumerated().allSatisfy { index, view in close(view.presentation.alpha, onRoot(index) ? 0.75 : 0.2) })
        timeline.seek(to: 0.1)
        engine.advance(by: 0.25)
        #expect(views.enumerated().allSatisfy { index, view in close(view.presentation.alpha, onRoot(index) ? 0.5 : 0.9) })
    }
}
