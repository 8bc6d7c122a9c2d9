import Testing
@testable import Stagecraft

/// UIView.transition(with:…) and transition(from:to:…): cross-dissolve, the 3D flips (L2.7), the
/// curl approximations (L2.8), showHideTransitionViews, allowAnimatedContent.
@Suite struct ViewTransitionTests {
    let engine = Engine()

    private func snapshot(in view: View) -> View? { view.subviews.first { $0.name?.hasPrefix("transition snapshot") == true } }

    @Test func crossDissolveFadesASnapshotOfTheOldContentOverTheNew() {
        let card = View(frame: Rect(0, 0, 200, 100))
        let label = Label(frame: Rect(10, 10, 100, 20))
        label.text = "old"
        card.addSubview(label)
        var finished: Bool?
        View.transition(with: card, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                        animations: { label.text = "new" }, completion: { finished = $0 })
        #expect(label.text == "new")  // the change itself applies at once, under the effect
        guard let old = snapshot(in: card) else { Issue.record("no snapshot"); return }
        #expect(card.subviews.last === old && old.frame == card.bounds)
        #expect((old.subviews.first as? Label)?.text == "old")
        engine.advance(by: 0.1)
        #expect(close(old.presentation.alpha, 0.75))
        engine.advance(by: 0.3)
        #expect(finished == true && old.superview == nil)
    }

    @Test func allowAnimatedContentAnimatesTheChangesToo() {
        let card = View(frame: Rect(0, 0, 200, 100)), dot = View(frame: Rect(0, 0, 10, 10))
        card.addSubview(dot)
        View.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
                        animations: { dot.center.x = 105 })
        engine.advance(by: 0.5)
        #expect(close(dot.presentation.center.x, 55))
    }

    /// The projected corner of a card (anchor-relative point) through its presentation transform.
    private func corner(_ view: View, _ x: Double, _ y: Double) -> Point {
        view.presentation.layerTransform.project(Point(x: x, y: y)) ?? Point(x: .nan, y: .nan)
    }

    private func near(_ p: Point, _ x: Double, _ y: Double, _ tolerance: Double = 0.01) -> Bool {
        abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance
    }

    // L2.7: a flip turns the view in 3D about its vertical axis with perspective (d = 1000), the near
    // edge kept at the view's size. A quarter of the way (45°) from the left, the left edge (near)
    // shows at x = −100·cos 45° = −70.711 at full height; the right edge, turned 141.42 pt away, at
    // 70.711 / 1.14142 = 61.950 with half-height 50 / 1.14142 = 43.805: a trapezoid.
    @Test func l2_7_flipFromLeftTurnsInPerspectiveTheLeftSideComingForward() {
        let card = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: { card.backgroundColor = .white })
        guard let old = snapshot(in: card) else { Issue.record("no snapshot"); return }
        engine.advance(by: 0.25)
        #expect(near(corner(card, -100, -50), -70.711, -50) && near(corner(card, -100, 50), -70.711, 50))
        #expect(near(corner(card, 100, -50), 61.950, -43.805) && near(corner(card, 100, 50), 61.950, 43.805))
        #expect(old.presentation.alpha == 1)  // the old content until edge-on
        #expect(card.layer.transform == .identity)  // like a CATransition, the model does not turn
        engine.advance(by: 0.5)
        // 135° of the turn: the new content's front face (never mirrored), its right edge now near.
        #expect(near(corner(card, 100, -50), 70.711, -50) && near(corner(card, -100, 50), -61.950, 43.805))
        #expect(old.presentation.alpha == 0)
        engine.advance(by: 0.25)
        #expect(card.presentation.layerTransform == .identity && old.superview == nil)
    }

    @Test func l2_7_flipFromRightTurnsTheOtherWay() {
        let card = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: nil)
        engine.advance(by: 0.25)
        #expect(near(corner(card, 100, 50), 70.711, 50) && near(corner(card, -100, 50), -61.950, 43.805))
    }

    // L2.7: from the top, about the horizontal axis, the top coming forward: top edge at
    // y = −50·cos 45° = −35.355, full width; bottom edge 70.71 pt away, y = 35.355 / 1.070711 = 33.020,
    // half-width 100 / 1.070711 = 93.396. From the bottom, the reverse.
    @Test func l2_7_flipFromTopAndBottomTurnAboutTheHorizontalAxis() {
        let card = View(frame: Rect(0, 0, 200, 100)), other = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: nil)
        View.transition(with: other, duration: 1, options: [.transitionFlipFromBottom, .curveLinear], animations: nil)
        engine.advance(by: 0.25)
        #expect(near(corner(card, -100, -50), -100, -35.355) && near(corner(card, 100, 50), 93.396, 33.020))
        #expect(near(corner(other, 100, 50), 100, 35.355) && near(corner(other, -100, -50), -93.396, -33.020))
    }

    // L2.7: the turn follows the options' curve over the whole duration, and the content switches
    // when the view is edge-on. Ease-in (0.42, 0, 1, 1) at half time is 0.31536 of the way
    // (solved independently): 56.76° turned, the left edge at −100·cos(0.31536·π) = −54.81, the old
    // content still showing. The default curve (ease-in-out) is symmetric: edge-on at half time.
    @Test func l2_7_theTurnFollowsTheCurveAndSwitchesContentWhenEdgeOn() {
        let card = View(frame: Rect(0, 0, 200, 100)), eased = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveEaseIn], animations: nil)
        View.transition(with: eased, duration: 1, options: .transitionFlipFromLeft, animations: nil)
        guard let old = snapshot(in: card), let easedOld = snapshot(in: eased) else { Issue.record("no snapshot"); return }
        engine.advance(by: 0.5)
        #expect(abs(corner(card, -100, 0).x - -54.81) < 0.5 && old.presentation.alpha == 1)
        #expect(abs(corner(eased, -100, 0).x) < 0.01 && easedOld.presentation.alpha == 0)
    }

    // L2.8: curl up lifts the old content like a page hinged at the top edge, its bottom toward the
    // viewer (eye 3 heights away), until it is edge-on at the top: atan(300 / 50) = 80.54°. Half way
    // (40.27°) the top corners stay, the bottom edge has risen to y = 33.525 and widened to ±127.463.
    @Test func l2_8_curlUpLiftsTheOldContentLikeAPage() {
        let card = View(frame: Rect(0, 0, 200, 100))
        var finished: Bool?
        View.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: nil, completion: { finished = $0 })
        guard let old = snapshot(in: card) else { Issue.record("no snapshot"); return }
        #expect(!old.layer.isDoubleSided)
        engine.advance(by: 0.5)
        #expect(near(corner(old, -100, -50), -100, -50) && near(corner(old, 100, -50), 100, -50))
        #expect(near(corner(old, 100, 50), 127.463, 33.525) && near(corner(old, -100, 50), -127.463, 33.525))
        engine.advance(by: 0.5)
        #expect(finished == true && old.superview == nil)
    }

    // L2.8: curl down lays a snapshot of the new content down from edge-on at the top edge.
    @Test func l2_8_curlDownLaysTheNewContentDown() {
        let card = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionCurlDown, .curveLinear], animations: nil)
        guard let page = card.subviews.last else { Issue.record("no snapshot"); return }
        engine.advance(frames: 1)
        // 1/60 s in: 79.2°, almost edge-on, its bottom drawn at y = −46.47, near the top edge.
        #expect(abs(corner(page, 100, 50).y - -46.47) < 0.1)
        engine.advance(to: 0.5)
        #expect(near(corner(page, 100, 50), 127.463, 33.525))
        engine.advance(by: 0.5)
        #expect(page.superview == nil && card.subviews.isEmpty)
    }

    @Test func transitionFromToReplacesTheViewInItsSuperview() {
        let container = View(frame: Rect(0, 0, 300, 300))
        let a = View(frame: Rect(0, 0, 100, 100), name: "a"), b = View(frame: Rect(0, 0, 100, 100), name: "b")
        let top = View(name: "top")
        container.addSubview(a)
        container.addSubview(top)
        var finished: Bool?
        View.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        #expect(a.superview == nil && container.subviews.first === b)
        engine.advance(by: 0.3)
        #expect(finished == true && container.subviews.map(\.name) == ["b", "top"])
    }

    // L2.7 with transition(from:to:): the superview turns, the new view in place at once.
    @Test func l2_7_transitionFromToFlipsTheSuperview() {
        let container = View(frame: Rect(0, 0, 200, 100))
        let a = View(frame: container.bounds, name: "a"), b = View(frame: container.bounds, name: "b")
        container.addSubview(a)
        var finished: Bool?
        View.transition(from: a, to: b, duration: 1, options: [.transitionFlipFromRight, .curveLinear]) { finished = $0 }
        #expect(a.superview == nil && container.subviews.first === b)
        engine.advance(by: 0.25)
        #expect(near(corner(container, 100, 50), 70.711, 50) && near(corner(container, -100, 50), -61.950, 43.805))
        engine.advance(by: 0.75)
        #expect(finished == true && container.subviews.map(\.name) == ["b"] && container.presentation.layerTransform == .identity)
    }

    @Test func showHideTransitionViewsTogglesVisibilityInstead() {
        let container = View(frame: Rect(0, 0, 300, 300))
        let a = View(frame: Rect(0, 0, 100, 100)), b = View(frame: Rect(0, 0, 100, 100))
        b.isHidden = true
        container.addSubview(a)
        container.addSubview(b)
        View.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(a.isHidden && !b.isHidden && a.superview === container)
        engine.advance(by: 0.3)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func zeroDurationAppliesTheChangesAndCompletes() {
        let card = View(frame: Rect(0, 0, 200, 100))
        var finished: Bool?
        View.transition(with: card, duration: 0, options: .transitionCrossDissolve, animations: { card.alpha = 0.5 }, completion: { finished = $0 })
        #expect(card.alpha == 0.5 && card.subviews.isEmpty)
        engine.advance(by: 0)
        #expect(finished == true)
    }
}

extension ViewTransitionTests {
    @Test func insideAnAnimationBlockTheEffectKeepsItsOwnTimingAndTheSnapshotStartsOpaque() {
        let card = View(frame: Rect(0, 0, 200, 100))
        card.alpha = 0.5
        View.animate(withDuration: 3) {
            View.transition(with: card, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear], animations: nil)
        }
        let old = card.subviews.first
        engine.advance(by: 0.1)
        #expect(old.map { close($0.presentation.alpha, 0.75) } == true)  // 0.4 s linear, from 1
    }

    @Test func withoutAnEffectOptionTheChangesShowAtOnceAndTheCompletionComesAtTheEnd() {
        let card = View(frame: Rect(0, 0, 200, 100))
        var finished: Bool?
        View.transition(with: card, duration: 0.4, options: [], animations: { card.backgroundColor = .white }, completion: { finished = $0 })
        #expect(card.subviews.isEmpty && card.presentation.backgroundColor == .white)
        engine.advance(by: 0.3)
        #expect(finished == nil)
        engine.advance(by: 0.1)
        #expect(finished == true)
    }
}
