import Testing
@testable import Stagecraft

/// A `UIView.animate` nested inside a keyframe (T8.4 with T8.5; the decision is in UncertainRules,
/// `nestedBlocksInKeyframesInheritTheKeyframeBlock`): it is an animation of its own, not part of the
/// keyframe, so the keyframe's relative start and duration do not apply to it; like any nested block
/// it inherits the in-flight animation's remaining duration and curve — the keyframe block's — unless
/// it overrides them. Expected values from TIMING.md's curves.
@Suite struct KeyframeNestingTests {
    let engine = Engine()
    let view = View(frame: Rect(0, 0, 10, 10))

    /// A 1 s keyframe block whose only keyframe, from 0.5 to 1, runs a nested 0.2 s animation of alpha.
    func nested(blockOptions: KeyframeAnimationOptions, nestedOptions: AnimationOptions) {
        View.animateKeyframes(withDuration: 1, options: blockOptions) { [view] in
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                View.animate(withDuration: 0.2, options: nestedOptions) { view.alpha = 0 }
            }
        }
    }

    @Test func t8_4_aNestedBlockInAKeyframeTakesTheKeyframeBlocksDurationNotTheKeyframesSpan() {
        nested(blockOptions: KeyframeAnimationOptions(AnimationOptions.curveLinear), nestedOptions: [])
        engine.advance(by: 0.25)
        // From the block's start (the keyframe's 0.5 does not hold it), over the block's 1 s, linearly.
        #expect(close(view.presentation.alpha, 0.75))
        engine.advance(by: 0.5)
        #expect(close(view.presentation.alpha, 0.25))
    }

    /// The other case: the block's curve is inherited too (UIKit's default for keyframe blocks,
    /// ease-in-ease-out), over the nested block's own `.curveLinear`.
    @Test func t8_4_aNestedBlockInAKeyframeInheritsTheBlocksCurve() {
        nested(blockOptions: [], nestedOptions: .curveLinear)
        engine.advance(by: 0.3)
        #expect(close(view.presentation.alpha, 1 - 0.187396, 1e-5))  // TIMING.md: easeInEaseOut(0.3)
    }

    /// With the override options the nested block keeps its own 0.2 s and curve.
    @Test func t8_4_overridesKeepTheNestedBlocksOwnDurationAndCurve() {
        nested(blockOptions: KeyframeAnimationOptions(AnimationOptions.curveLinear),
               nestedOptions: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn])
        engine.advance(by: 0.1)
        #expect(close(view.presentation.alpha, 1 - 0.315357, 1e-5))  // TIMING.md: easeIn(0.5)
        engine.advance(by: 0.1)
        #expect(view.presentation.alpha == 0)
    }
}
