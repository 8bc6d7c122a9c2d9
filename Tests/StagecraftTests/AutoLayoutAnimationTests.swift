import Testing
@testable import Stagecraft

/// T12.2 / LY1.4: `layoutIfNeeded()` inside an animation block, a property animator or a
/// keyframe animates exactly the frames that layout pass changes, with the block's curve; the
/// constraint's constant is the model at once. Expected values: the curve at that time applied
/// to the frames' start and end, both worked out from the constraints.
@Suite struct AutoLayoutAnimationTests {
    let engine = Engine()
    let root = View(frame: Rect(0, 0, 390, 844), name: "root")
    let card = View(frame: .zero, name: "card")
    let still = View(frame: .zero, name: "still")
    let height: LayoutConstraint

    /// card: top-left at (0, 0), 100 wide, height 100 by `height`; still: a fixed 10×10 at (200, 0).
    init() {
        for view in [card, still] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        height = card.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 100), height,
            still.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200), still.topAnchor.constraint(equalTo: root.topAnchor),
            still.widthAnchor.constraint(equalToConstant: 10), still.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
    }

    @Test func t12_2_layoutIfNeededInABlockAnimatesTheChangedFramesWithItsCurve() {
        height.constant = 300
        View.animate(withDuration: 1) { root.layoutIfNeeded() }
        #expect(card.frame == Rect(0, 0, 100, 300))  // the model at once
        #expect(card.animatingKeys.contains(.bounds) && still.animatingKeys.isEmpty)  // only what the pass changed
        engine.advance(by: 0.5)
        let progress = Reference.easeInOut(0.5)
        #expect(close(card.presentation.bounds.height, 100 + 200 * progress))
        #expect(close(card.presentation.center.y, 50 + 100 * progress))  // the top stays at 0
        engine.advance(by: 0.5)
        #expect(card.presentation.frame == Rect(0, 0, 100, 300))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func t12_2_aConstantChangedInsideTheBlockAnimatesTooAndWithoutLayoutIfNeededItJumps() {
        View.animate(withDuration: 1, options: .curveLinear) {
            height.constant = 200
            root.layoutIfNeeded()
        }
        engine.advance(by: 0.25)
        #expect(close(card.presentation.bounds.height, 125))
        engine.advance(by: 1)
        // No layoutIfNeeded in the block: the deferred pass runs after it, outside any block.
        View.animate(withDuration: 1) { height.constant = 50 }
        engine.advance(by: 0)
        #expect(card.presentation.bounds.height == 50 && card.animatingKeys.isEmpty)
    }

    @Test func t12_2_aPropertyAnimatorRunsAndScrubsTheLayoutPass() throws {
        height.constant = 300
        let animator = PropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        try animator.startAnimation()
        engine.advance(by: 0.25)
        #expect(close(card.presentation.bounds.height, 150))
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.5)
        engine.advance(by: 0)
        #expect(close(card.presentation.bounds.height, 200))
        #expect(still.animatingKeys.isEmpty)
    }

    @Test func t12_2_aKeyframeAnimatesItsLayoutPassWithinItsSpan() {
        View.animateKeyframes(withDuration: 1, options: [.calculationModeLinear, KeyframeAnimationOptions(AnimationOptions.curveLinear)]) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                height.constant = 300
                root.layoutIfNeeded()
            }
        }
        engine.advance(by: 0.25)  // half the keyframe's span
        #expect(close(card.presentation.bounds.height, 200))
        engine.advance(by: 0.25)
        #expect(close(card.presentation.bounds.height, 300))
    }

    /// T12.2g with T7.5/T7.6: a property animator that ends at `.start` puts back what it animated —
    /// the frames the pass changed — but a constraint's constant is not an animated property: it
    /// still says the end, so the next layout pass moves the view there (what an interrupted
    /// expansion must undo itself, as animators/today_card.lua does). Expected: the card's 100-pt
    /// height at the reversed end, then the 300 pt its constant says.
    @Test func t12_2g_aReversedAnimatorPutsTheFramesBackButNotTheConstant() throws {
        height.constant = 300
        let animator = PropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        var position: PropertyAnimator.Position?
        animator.addCompletion { position = $0 }
        try animator.startAnimation()
        engine.advance(by: 0.5)
        #expect(close(card.presentation.bounds.height, 200))
        animator.isReversed = true
        engine.advance(by: 0.5)
        #expect(position == .start)
        #expect(card.frame == Rect(0, 0, 100, 100) && card.presentation.frame == Rect(0, 0, 100, 100))
        #expect(height.constant == 300)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(card.frame == Rect(0, 0, 100, 300))
        #expect(still.frame == Rect(200, 0, 10, 10))
    }

    /// T12.2c with T12.2g: two optional constraints on one edge, 999 and 1, are two layouts; swapping
    /// their priorities (optional to optional, allowed while active) and laying out in a block
    /// animates from one to the other. Expected: the top goes 100 → 500, a quarter of the way
    /// (200) a quarter into a linear second, and the view no constraint moved does not animate.
    @Test func t12_2c_swappingOptionalPrioritiesAnimatesBetweenTwoLayouts() {
        let badge = View(frame: .zero, name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let up = badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        let down = badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 500)
        up.priority = 999
        down.priority = 1
        LayoutConstraint.activate([up, down, badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(badge.frame == Rect(0, 100, 40, 40))
        up.priority = 1
        down.priority = 999
        View.animate(withDuration: 1, options: .curveLinear) { root.layoutIfNeeded() }
        #expect(badge.frame == Rect(0, 500, 40, 40))  // the model at once
        engine.advance(by: 0.25)
        #expect(close(badge.presentation.frame.minY, 200))
        #expect(still.animatingKeys.isEmpty && card.animatingKeys.isEmpty)
        engine.advance(by: 0.75)
        #expect(badge.presentation.frame == Rect(0, 500, 40, 40))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }
}
