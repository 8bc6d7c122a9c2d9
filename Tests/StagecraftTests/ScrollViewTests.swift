import Foundation
import Testing
@testable import Stagecraft

/// Records what a scroll view tells its delegate, and may change the target of a release.
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var velocities: [Point] = []
    var targets: [Point] = []
    var newTarget: Point?

    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        velocities.append(velocity)
        targets.append(targetContentOffset)
        if let newTarget { targetContentOffset = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }

    /// The calls with the runs of `didScroll` folded into one.
    var folded: [String] { calls.enumerated().filter { $0.offset == 0 || $0.element != "didScroll" || calls[$0.offset - 1] != "didScroll" }.map(\.element) }
}

/// Scroll views that move (rules SV1.1–SV1.11 of docs/scrolling.md). Expected values come from the
/// rules' formulas evaluated here or by hand. Gesture arithmetic used throughout: touches are sampled
/// at 120 Hz, so a finger moving at 1000 pt/s moves 8.333 pt per sample and passes the pan's 10 pt
/// hysteresis at the second sample, 16.667 pt in; the content follows the finger from there.
@Suite struct ScrollViewTests {
    let stage = GestureStage()
    /// 20 rows of 50 pt (1000 pt of content) in a 390 × 300 list at the top of the card:
    /// offsets rest between 0 and 700.
    let list = ListView(frame: Rect(0, 0, 390, 300), rowHeight: 50, rows: (0..<20).map { "row\($0)" }, name: "list")
    let recorder = ScrollRecorder()
    static let hysteresisAt1000 = 2 * 1000.0 / 120

    init() {
        stage.card.addSubview(list)
        list.delegate = recorder
    }

    /// A flick up over the list: 100 pt in 0.1 s (1000 pt/s), lifted at 0.1 s at `speed` pt/s.
    func flickUp(speed: Double = 1000, distance: Double = 100) {
        stage.synth.pan(from: Point(100, 250), to: Point(100, 250 - distance), duration: distance / 1000, releaseVelocity: Point(0, -speed))
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    // MARK: SV1.1 offsets, insets

    @Test func sv1_1_theRangeRunsFromMinusTheInsetToContentPlusInsetMinusBounds() {
        list.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        let range = list.contentOffsetRange
        #expect(range.y == -20...730)  // 1000 + 30 − 300
        #expect(range.x == 0...0)
        list.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(list.contentInset.top == 20)  // refused, with a diagnostic
        #expect(stage.engine.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func sv1_1_automaticAdjustmentAddsTheSafeAreaOnTheAxesThatScroll() {
        stage.window.use(.iPhone15)  // portrait insets: top 59, bottom 34
        let full = ListView(frame: Rect(origin: .zero, size: stage.window.bounds.size), rowHeight: 50, rows: (0..<40).map { "r\($0)" })
        stage.window.addSubview(full)
        let safe = stage.window.safeAreaInsets
        #expect(full.adjustedContentInset == EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
        #expect(full.contentOffsetRange.y.lowerBound == -safe.top)
        full.contentInsetAdjustmentBehavior = .never
        #expect(full.adjustedContentInset == .zero)
        full.contentInsetAdjustmentBehavior = .always
        #expect(full.adjustedContentInset == safe)
    }

    /// SV1.1 (?, `UncertainRules.restingOffsetFollowsTheSafeArea`): a list resting at its top edge
    /// when the safe area arrives moves to the new edge, −47 on an iPhone 14; one scrolled
    /// elsewhere stays; a rotation that removes the top inset brings a resting list back to 0.
    @Test func sv1_1_anOffsetRestingAtTheTopFollowsTheSafeArea() {
        let atTop = ListView(frame: Rect(0, 0, 390, 844), rowHeight: 50, rows: (0..<40).map { "a\($0)" })
        let scrolled = ListView(frame: Rect(0, 0, 390, 844), rowHeight: 50, rows: (0..<40).map { "b\($0)" })
        scrolled.contentOffset = Point(0, 120)
        stage.window.addSubview(atTop)
        stage.window.addSubview(scrolled)
        stage.window.use(.iPhone14)  // lays out now: the lists see their new safe area
        #expect(atTop.contentOffset == Point(0, -47))
        #expect(scrolled.contentOffset == Point(0, 120))
        stage.window.rotate(to: .landscapeLeft, animated: false)  // no top inset in landscape
        #expect(atTop.contentOffset.y == 0)
        #expect(scrolled.contentOffset.y == 120)
    }

    // MARK: SV1.2 the pan

    @Test func sv1_2_everyScrollViewCarriesItsPanAndIsScrollEnabledDisablesIt() {
        #expect(list.gestureRecognizers.contains { $0 === list.panGestureRecognizer })
        #expect(ScrollView().gestureRecognizers.count == 1)
        list.isScrollEnabled = false
        #expect(!list.panGestureRecognizer.isEnabled)
        flickUp()
        stage.engine.advance(by: 1)
        #expect(list.contentOffset == .zero)
    }

    // MARK: SV1.3 dragging

    @Test func sv1_3_aDragMovesTheOffsetByTheTranslationSinceThePanBegan() {
        stage.synth.pan(from: Point(100, 250), to: Point(100, 50), duration: 0.2, hold: 0.1)
        stage.engine.advance(to: 0.1)
        #expect(list.isDragging && list.isTracking)
        #expect(close(list.contentOffset.y, 100 - Self.hysteresisAt1000))
        stage.engine.advance(to: 0.3)
        #expect(close(list.contentOffset.y, 200 - Self.hysteresisAt1000))
        #expect(list.contentOffset.x == 0)  // one-axis content: x never moves
        stage.engine.advance(by: 1)
        #expect(!list.isDragging && !list.isDecelerating && !list.isTracking)
        #expect(recorder.folded == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func sv1_3_anOffsetSetMidDragIsWhereTheDragGoesOnFrom() {
        // A sheet taking over the finger pins the list at its top while the finger goes down, then
        // the finger comes back up 100 pt: the list scrolls 100 pt from the pinned offset.
        final class Pin: ScrollViewDelegate {
            var pinned = true
            func scrollViewDidScroll(_ scrollView: ScrollView) {
                if pinned && scrollView.contentOffset.y < 0 { scrollView.contentOffset = .zero }
            }
        }
        let pin = Pin()
        list.delegate = pin
        stage.synth.perform(TouchSequence(name: "down and up", fingers: [TouchPath(
            motion: .samples([.init(0, Point(100, 50)), .init(0.2, Point(100, 250)), .init(0.3, Point(100, 150))]), duration: 0.3, hold: 0.1)]))
        stage.engine.advance(to: 0.2)
        #expect(list.contentOffset.y == 0)  // pinned while the finger went down
        pin.pinned = false
        stage.engine.advance(to: 0.4)
        #expect(close(list.contentOffset.y, 100))
    }

    @Test func sv1_3_aHorizontalPanOnAVerticalListDoesNotBegin() {
        stage.synth.pan(from: Point(100, 250), to: Point(300, 240), duration: 0.2)
        stage.engine.advance(by: 1)
        #expect(list.panGestureRecognizer.state == .failed)
        #expect(list.panGestureRecognizer.failureReason == "a horizontal pan on a vertical scroll view")
        #expect(list.contentOffset == .zero)
    }

    @Test func sv1_3_contentThatDoesNotScrollDoesNotPan() {
        let grid = CollectionView(frame: Rect(0, 400, 390, 300), itemSize: Size(width: 100, height: 100), items: ["a", "b"])
        stage.card.addSubview(grid)
        stage.synth.pan(from: Point(100, 650), to: Point(100, 450), duration: 0.2)
        stage.engine.advance(by: 1)
        #expect(grid.panGestureRecognizer.failureReason == "the content does not scroll")
        grid.alwaysBounceVertical = true
        stage.synth.pan(from: Point(100, 450), to: Point(100, 650), duration: 0.2, hold: 0.1)
        stage.engine.advance(to: 1.3)
        #expect(grid.contentOffset.y < 0)  // pulled down, rubber-banded
    }

    // MARK: SV1.4 rubber band

    @Test func sv1_4_pastAnEdgeTheContentFollowsUIKitsRubberBand() {
        #expect(close(ScrollPhysics.rubberBand(100, dimension: 300), 46.478873))
        #expect(close(ScrollPhysics.unbanded(ScrollPhysics.rubberBand(100, dimension: 300), dimension: 300), 100))
        stage.synth.pan(from: Point(100, 50), to: Point(100, 250), duration: 0.2, hold: 0.1)
        stage.engine.advance(to: 0.3)
        let pulled = 200 - Self.hysteresisAt1000
        let banded = (1 - 1 / (pulled * 0.55 / 300 + 1)) * 300
        #expect(close(list.contentOffset.y, -banded))
    }

    @Test func sv1_4_withoutBouncesADragStopsAtTheEdge() {
        list.bounces = false
        stage.synth.pan(from: Point(100, 50), to: Point(100, 250), duration: 0.2, hold: 0.1)
        stage.engine.advance(to: 0.3)
        #expect(list.contentOffset.y == 0)
    }

    // MARK: SV1.5 release, SV1.6 deceleration

    @Test func sv1_5_theReleaseReportsVelocityInPointsPerMillisecondAndTheRestingPoint() {
        flickUp()
        stage.engine.advance(to: 0.1)
        let lift = 100 - Self.hysteresisAt1000
        #expect(close(list.contentOffset.y, lift))
        #expect(recorder.velocities == [Point(0, 1)])  // 1000 pt/s of content moving up = +1 pt/ms
        // Resting point x0 + v0 / (1000·ln(1/r)), r = 0.998.
        #expect(close(recorder.targets[0].y, lift + 1000 / (1000 * log(1 / 0.998))))
        #expect(list.isDecelerating)
    }

    @Test func sv1_6_theCoastDecaysByTheRatePerMillisecond() {
        flickUp()
        let lift = 100 - Self.hysteresisAt1000
        stage.engine.advance(to: 0.6)  // 0.5 s after the lift
        #expect(close(list.contentOffset.y, lift + 315.928023))  // 1000·(e^(k/2) − 1)/k, k = 1000·ln 0.998
        // Ends when what is left is 0.5 pt: t = ln(0.5·|k|/1000)/k = 3.449923 s after the lift.
        stage.engine.advance(to: 0.1 + 3.44)
        #expect(list.isDecelerating)
        stage.engine.advance(to: 0.1 + 3.45)
        #expect(!list.isDecelerating)
        #expect(close(list.contentOffset.y, lift + 499.499833))
        #expect(recorder.calls.last == "didEndDecelerating")
    }

    @Test func sv1_6_theFastRateStopsSooner() {
        list.decelerationRate = ScrollView.DecelerationRate.fast
        flickUp()
        stage.engine.runUntilIdle()
        #expect(close(list.contentOffset.y, 100 - Self.hysteresisAt1000 + 99.499162))
        list.decelerationRate = 1.5
        #expect(list.decelerationRate == ScrollView.DecelerationRate.fast)  // refused
    }

    @Test func sv1_6_theDeceleratingIsTheSameAtAnyFrameRate() {
        func offsets(_ rate: Double) -> [Double] {
            let other = GestureStage(frameRate: rate)
            let list = ListView(frame: Rect(0, 0, 390, 300), rowHeight: 50, rows: (0..<20).map { "row\($0)" })
            other.card.addSubview(list)
            other.synth.pan(from: Point(100, 250), to: Point(100, 150), duration: 0.1, releaseVelocity: Point(0, -1000))
            return [0.5, 1, 2, 5].map { time in other.engine.advance(to: time); return list.contentOffset.y }
        }
        let (at60, at120) = (offsets(60), offsets(120))
        for (a, b) in zip(at60, at120) { #expect(close(a, b, 1e-9)) }
    }

    // MARK: SV1.7 bounce

    @Test func sv1_7_aCoastPastTheEndBouncesBackToIt() {
        flickUp(speed: 3000)
        var furthest = 0.0
        for _ in 0..<300 {
            stage.engine.advance(frames: 1)
            furthest = max(furthest, list.contentOffset.y)
        }
        #expect(furthest > 700)
        #expect(list.contentOffset.y == 700)
        #expect(!list.isDecelerating)
        #expect(recorder.targets.first?.y == 700)  // the target is the edge, not past it
        #expect(recorder.calls.filter { $0 == "didEndDecelerating" }.count == 1)
    }

    @Test func sv1_7_theBounceIsACriticallyDampedSpringFromTheEdge() {
        // Released at the edge (offset 700 exactly) moving out at 500 pt/s: x(t) = 700 + 500·t·e^(−10t),
        // furthest at t = 0.1: 700 + 50/e; settled (0.5 pt, 10 pt/s) at 0.648 s.
        let bounce = ScrollPhysics.Bounce(from: 700, to: 700, velocity: 500)
        #expect(close(bounce.position(at: 0.1), 700 + 50 * exp(-1)))
        #expect(close(bounce.velocity(at: 0.1), 0))
        #expect(close(bounce.duration, 0.648))
        // From 46.48 pt past the edge, at rest: 0.656 s.
        #expect(close(ScrollPhysics.Bounce(from: -46.478873, to: 0, velocity: 0).duration, 0.656))
    }

    @Test func sv1_7_aReleasePastTheTopSpringsBack() {
        stage.synth.pan(from: Point(100, 50), to: Point(100, 250), duration: 0.2, hold: 0.1)
        stage.engine.advance(to: 0.3)
        #expect(list.contentOffset.y < 0)
        stage.engine.advance(to: 0.31)
        #expect(list.isDecelerating)
        stage.engine.runUntilIdle()
        #expect(list.contentOffset.y == 0)
        #expect(recorder.folded.suffix(4) == ["didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func sv1_7_aTouchThatCatchesTheBounceAndLiftsLetsItSpringBack() {
        flickUp(speed: 3000)
        var caught = false
        for _ in 0..<300 where !caught {
            stage.engine.advance(frames: 1)
            caught = list.contentOffset.y > 705
        }
        #expect(caught)
        let held = stage.engine.now
        stage.synth.tap(at: Point(100, 150), duration: 0.2)
        stage.engine.advance(by: 0.1)
        #expect(list.contentOffset.y > 700 && !list.isDecelerating)  // held where the touch caught it
        stage.engine.runUntilIdle()
        #expect(stage.engine.now > held + 0.2)
        #expect(list.contentOffset.y == 700)
    }

    @Test func sv1_7_withoutBouncesACoastStopsDeadAtTheEdge() {
        list.bounces = false
        flickUp(speed: 3000)
        var furthest = 0.0
        for _ in 0..<300 {
            stage.engine.advance(frames: 1)
            furthest = max(furthest, list.contentOffset.y)
        }
        #expect(furthest == 700)
        #expect(list.contentOffset.y == 700)
    }

    // MARK: SV1.8 paging

    func carousel() -> ScrollView {
        let carousel = ScrollView(frame: Rect(0, 400, 300, 200), name: "carousel")
        carousel.contentSize = Size(width: 1500, height: 200)
        carousel.isPagingEnabled = true
        stage.card.addSubview(carousel)
        return carousel
    }

    @Test func sv1_8_aSlowShortDragSnapsBackAndALongerOneTurnsThePage() {
        let carousel = carousel()
        stage.synth.pan(from: Point(250, 500), to: Point(150, 500), duration: 0.1, hold: 0.2)
        stage.engine.runUntilIdle()
        #expect(carousel.contentOffset.x == 0)  // 83 pt of 300: the nearest page is the first
        stage.synth.pan(from: Point(290, 500), to: Point(90, 500), duration: 0.2, hold: 0.2)
        stage.engine.runUntilIdle()
        #expect(carousel.contentOffset.x == 300)  // 183 pt: nearer the second page
    }

    @Test func sv1_8_aQuickFlickTurnsOnePageAndNoMore() {
        let carousel = carousel()
        stage.synth.pan(from: Point(250, 500), to: Point(190, 500), duration: 0.06, releaseVelocity: Point(-5000, 0))
        stage.engine.runUntilIdle()
        #expect(carousel.contentOffset.x == 300)
        #expect(carousel.contentOffset.y == 0)
    }

    // MARK: SV1.10 animated scrolls

    @Test func sv1_10_setContentOffsetAnimatedEasesOverThreeTenthsOfASecond() {
        list.setContentOffset(Point(0, 400), animated: true)
        stage.engine.advance(to: 0.15)
        #expect(close(list.contentOffset.y, 200))  // ease-in-out is 0.5 at half time
        #expect(!list.isDecelerating)
        stage.engine.advance(to: 0.3)
        #expect(list.contentOffset.y == 400)
        #expect(recorder.calls.last == "didEndScrollingAnimation")
        list.setContentOffset(Point(0, 100), animated: false)
        #expect(list.contentOffset.y == 100)
    }

    @Test func sv1_10_scrollRectToVisibleScrollsTheLeast() {
        list.scrollRectToVisible(Rect(0, 400, 390, 50), animated: false)  // row 8: its bottom at the list's bottom
        #expect(list.contentOffset.y == 150)
        list.scrollRectToVisible(Rect(0, 100, 390, 50), animated: false)  // row 2: its top at the top
        #expect(list.contentOffset.y == 100)
        list.scrollRectToVisible(Rect(0, 2000, 390, 50), animated: false)  // past the content: as far as allowed
        #expect(list.contentOffset.y == 700)
    }

    @Test func sv1_10_settingTheOffsetStopsAMotion() {
        flickUp()
        stage.engine.advance(to: 0.3)
        list.contentOffset = Point(0, 50)
        #expect(!list.isDecelerating)
        stage.engine.advance(by: 1)
        #expect(list.contentOffset.y == 50)
        #expect(!recorder.calls.contains("didEndDecelerating"))
    }

    @Test func sv1_10_anAbsurdOffsetSetInCodeTrapsNothingAndAnimatesBack() {
        list.contentOffset = Point(0, 1e308)
        // At 1e308 the content is beyond Double's precision: touches find no row, nothing traps.
        stage.synth.pan(from: Point(100, 250), to: Point(100, 150), duration: 0.1, releaseVelocity: Point(0, -1000))
        stage.engine.advance(by: 0.5)
        list.setContentOffset(.zero, animated: true)
        var offsets: [Double] = []
        for _ in 0..<30 {
            stage.engine.advance(frames: 1)
            offsets.append(list.contentOffset.y)
        }
        #expect(offsets.allSatisfy { $0.isFinite })
        #expect(list.contentOffset.y == 0)
    }

    // MARK: SV1.11 the delegate

    @Test func sv1_11_aFlingTellsTheDelegateInUIKitsOrder() {
        flickUp()
        stage.engine.runUntilIdle()
        #expect(recorder.folded == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func sv1_11_theDelegateMayMoveTheTarget() {
        recorder.newTarget = Point(0, 300)
        flickUp()
        stage.engine.runUntilIdle()
        #expect(list.contentOffset.y == 300)
    }

    @Test func sv1_11_scrollViewDidScrollRunsOncePerFrameWhileCoasting() {
        flickUp()
        stage.engine.advance(to: 0.1)
        recorder.calls.removeAll()
        stage.engine.advance(frames: 30)
        #expect(recorder.calls == Array(repeating: "didScroll", count: 30))
    }

    // MARK: SV1.12 lists

    @Test func sv1_12_aTapStillSelectsAndAScrollingPanDoesNot() {
        let rows = SelectionRecorder()
        list.delegate = rows
        stage.synth.tap(at: Point(100, 125))
        stage.engine.advance(by: 0.5)
        #expect(rows.rows == [2])
        stage.synth.pan(from: Point(100, 125), to: Point(100, 25), duration: 0.2)
        stage.engine.advance(by: 0.1)
        let selection = list.gestureRecognizers.first { $0 is SelectionGestureRecognizer }
        #expect(selection?.failureReason == "scrolling began")
        stage.engine.runUntilIdle()
        #expect(rows.rows == [2])
        #expect(list.contentOffset.y > 0)
    }

    @Test func sv1_12_aTapOnACoastingListStopsItAndSelectsNothing() {
        let rows = SelectionRecorder()
        list.delegate = rows
        flickUp()
        stage.engine.advance(to: 0.5)
        let stoppedAt = list.contentOffset.y
        stage.synth.tap(at: Point(100, 125))
        stage.engine.advance(by: 1)
        #expect(list.contentOffset.y == stoppedAt)
        #expect(!list.isDecelerating)
        #expect(rows.rows == [])
    }
}
