import Testing
@testable import Stagecraft

/// UIVisualEffectView with UIBlurEffect (T12.3): `effect` animates a blur amount 0…1 in blocks and
/// property animators; `contentView` holds the subviews. Expected amounts are the curves' own
/// values (TIMING.md's reference easeInEaseOut(0.3) = 0.187396, and linear fractions).
@Suite struct BlurTests {
    let engine = Engine()

    @Test func T12_3_animateInFollowsTheBlocksCurve() {
        let blur = VisualEffectView(effect: nil, frame: Rect(0, 0, 100, 100))
        #expect(blur.effect == nil && blur.presentedBlurAmount == 0)
        View.animate(withDuration: 1) { blur.effect = BlurEffect(style: .dark) }
        #expect(blur.effect?.style == .dark)  // the model changes at once (T8.2)
        #expect(blur.presentation.style.blurStyle == .dark && blur.presentedBlurAmount == 0)
        engine.advance(by: 0.3)
        #expect(close(blur.presentedBlurAmount, 0.187396))  // UIKit's default easeInOut
        engine.advance(by: 0.7)
        #expect(blur.presentedBlurAmount == 1 && blur.animatingKeys.isEmpty)
    }

    @Test func T12_3_animateOutKeepsTheStyleWhileTheAmountFalls() {
        let blur = VisualEffectView(effect: BlurEffect(style: .dark), frame: Rect(0, 0, 100, 100))
        var finished: Bool?
        View.animate(withDuration: 0.5, options: .curveLinear, animations: { blur.effect = nil }, completion: { finished = $0 })
        #expect(blur.effect == nil)
        engine.advance(by: 0.2)
        #expect(close(blur.presentedBlurAmount, 0.6))
        #expect(blur.presentation.style.blurStyle == .dark)  // the blur that was shown fades out
        engine.advance(by: 0.3)
        #expect(blur.presentedBlurAmount == 0 && finished == true)
        // Shown again later, with another style: that style is on screen from the start.
        View.animate(withDuration: 1, options: .curveLinear) { blur.effect = BlurEffect(style: .light) }
        engine.advance(by: 0.25)
        #expect(blur.presentation.style.blurStyle == .light && close(blur.presentedBlurAmount, 0.25))
    }

    @Test func T12_3_fractionCompleteScrubsAPausedAnimatorThenItContinues() throws {
        let blur = VisualEffectView(effect: nil, frame: Rect(0, 0, 100, 100))
        let animator = PropertyAnimator(duration: 1, curve: .linear) { blur.effect = BlurEffect(style: .regular) }
        animator.fractionComplete = 0.3  // T7.2: an inactive animator becomes active and paused
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(blur.presentedBlurAmount, 0.3))
        engine.advance(by: 2)
        #expect(close(blur.presentedBlurAmount, 0.3))  // paused: time does not move it
        animator.fractionComplete = 0.8
        #expect(close(blur.presentedBlurAmount, 0.8))
        animator.fractionComplete = 0.3
        try animator.startAnimation()  // the remaining 0.7 of the duration, linear
        engine.advance(by: 0.35)
        #expect(close(blur.presentedBlurAmount, 0.65))
        engine.advance(by: 0.35)
        #expect(blur.presentedBlurAmount == 1 && blur.effect?.style == .regular)
    }

    @Test func T12_3_aReversedScrubEndsAtTheStartWithNoEffect() throws {
        let blur = VisualEffectView(effect: nil, frame: Rect(0, 0, 100, 100))
        let animator = PropertyAnimator(duration: 1, curve: .linear) { blur.effect = BlurEffect(style: .dark) }
        var position: PropertyAnimator.Position?
        animator.addCompletion { position = $0 }
        animator.fractionComplete = 0.3
        animator.isReversed = true
        try animator.startAnimation()  // back over the 0.3 done
        engine.advance(by: 0.15)
        #expect(close(blur.presentedBlurAmount, 0.15))
        engine.advance(by: 0.15)
        #expect(position == .start)
        #expect(blur.presentedBlurAmount == 0 && blur.effect == nil)  // the model is back at its start (T7.6)
    }

    @Test func T12_3_createdBlurredWithSubviewsInItsContentView() {
        let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial), frame: Rect(10, 20, 200, 100))
        #expect(blur.effect?.style == .systemMaterial && blur.presentedBlurAmount == 1)
        #expect(blur.subviews.count == 1 && blur.subviews.first === blur.contentView)
        #expect(blur.contentView.frame == Rect(0, 0, 200, 100))
        blur.frame = Rect(0, 0, 300, 50)
        #expect(blur.contentView.frame == Rect(0, 0, 300, 50))  // it follows the effect view's size
        let label = Label(frame: Rect(0, 0, 50, 20), text: "Hi")
        blur.contentView.addSubview(label)
        #expect(label.superview === blur.contentView && engine.diagnostics.isEmpty)
    }

    @Test func T12_3_addingASubviewToTheEffectViewItselfIsRefused() {
        let blur = VisualEffectView(effect: BlurEffect(style: .dark), frame: Rect(0, 0, 100, 100))
        let label = Label(frame: Rect(0, 0, 50, 20), text: "Hi")
        blur.addSubview(label)
        #expect(label.superview == nil && blur.subviews.count == 1)
        #expect(engine.diagnostics.map(\.kind) == [.hierarchyMisuse])
        #expect(engine.diagnostics.first?.message.contains("-contentView") == true)
        blur.insertSubview(label, belowSubview: blur.contentView)  // every way in is the same add
        #expect(label.superview == nil && engine.diagnostics.count == 2)
    }

    @Test func T12_3_anInterruptedBlurJumpsFromTheModelOrContinuesFromTheScreen() {
        let plain = VisualEffectView(effect: nil, frame: Rect(0, 0, 10, 10))
        let current = VisualEffectView(effect: nil, frame: Rect(0, 0, 10, 10))
        var first: Bool?
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            plain.effect = BlurEffect(style: .dark)
            current.effect = BlurEffect(style: .dark)
        }, completion: { first = $0 })
        engine.advance(by: 0.4)
        #expect(close(plain.presentedBlurAmount, 0.4))
        // Running, not fresh: blurred out again mid-way, as alpha is (T8.2, T8.4).
        View.animate(withDuration: 1, options: .curveLinear) { plain.effect = nil }
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { current.effect = nil }
        engine.advance(by: 0)
        #expect(first == false)
        engine.advance(by: 0.5)
        #expect(close(plain.presentedBlurAmount, 0.5))  // from the old model value, 1
        #expect(close(current.presentedBlurAmount, 0.2))  // from 0.4 on screen
        engine.advance(by: 0.5)
        #expect(plain.presentedBlurAmount == 0 && current.presentedBlurAmount == 0)
    }

    @Test func T12_3_nilToNilChangesNothing() {
        let blur = VisualEffectView(effect: nil, frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1) { blur.effect = nil }
        #expect(blur.animatingKeys.isEmpty && blur.effect == nil)
        #expect(blur.presentation.style == .standard)  // no blur: traces keep their bytes
        engine.advance(by: 0.5)
        #expect(blur.presentedBlurAmount == 0 && engine.diagnostics.isEmpty)
    }

    @Test func T12_3_aSpringsOvershootIsClampedToTheFullStyle() {
        let blur = VisualEffectView(effect: nil, frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, usingSpringWithDamping: 0.2, initialSpringVelocity: 0, animations: { blur.effect = BlurEffect(style: .light) })
        var peak = 0.0
        for _ in 0..<60 {
            engine.advance(by: 1.0 / 60)
            peak = max(peak, blur.presentedBlurAmount)
        }
        #expect(peak == 1)  // a damping of 0.2 overshoots; the amount stays within the style
    }

    @Test func T12_3_theTraceCarriesTheStyleAndAmountOnlyWhenThereIsABlur() {
        let json = { (values: LayerProperties) -> String in
            var json = JSONBytes()
            Trace.write(ViewSample(id: 1, parent: nil, name: nil, kind: "VisualEffectView", values: values), to: &json)
            return String(decoding: json.bytes, as: UTF8.self)
        }
        var values = LayerProperties(bounds: Rect(0, 0, 10, 10))
        let plain = json(values)
        #expect(!plain.contains("blur"))
        values.style.blurStyle = .dark
        values.style.blurAmount = 0.25
        let blurred = json(values)
        #expect(blurred.hasSuffix(",\"blur\":[\"dark\",0.25]}"))
    }
}
