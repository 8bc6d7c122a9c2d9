import Testing
@testable import Stagecraft

/// UIView.transition(with:…) and transition(from:to:…): cross-dissolve, the 2D flip and curl
/// approximations (ViewTransitionEffect), showHideTransitionViews, allowAnimatedContent.
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

    @Test func flipIsAHorizontalScaleThroughZeroSwitchingContentAtTheMiddle() {
        let card = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: { card.backgroundColor = .white })
        guard let old = snapshot(in: card) else { Issue.record("no snapshot"); return }
        engine.advance(by: 0.25)
        #expect(close(card.presentation.transform.a, 0.5) && close(card.presentation.transform.d, 1))
        #expect(old.presentation.alpha == 1)  // old content until edge-on
        engine.advance(by: 0.5)
        #expect(close(card.presentation.transform.a, 0.5) && old.presentation.alpha == 0)
        engine.advance(by: 0.25)
        #expect(card.presentation.transform == .identity && old.superview == nil)
    }

    @Test func flipFromTopScalesVertically() {
        let card = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: nil)
        engine.advance(by: 0.25)
        #expect(close(card.presentation.transform.d, 0.5) && close(card.presentation.transform.a, 1))
    }

    @Test func curlUpCollapsesTheOldContentOntoTheTopEdge() {
        let card = View(frame: Rect(0, 0, 200, 100))
        View.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: nil)
        guard let old = snapshot(in: card) else { Issue.record("no snapshot"); return }
        engine.advance(by: 0.5)
        let frame = old.presentation.frame
        #expect(close(frame.minY, 0) && close(frame.height, 50))  // top edge fixed, half its height left
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
