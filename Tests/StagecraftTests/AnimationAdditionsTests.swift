import Foundation
import Testing
@testable import Stagecraft

/// modifyAnimations (iOS 13) and UIKit's timing-parameter initialisers, with expected values
/// computed here from their definitions.
@Suite struct AnimationAdditionsTests {
    let engine = Engine()

    @Test func modifyAnimationsRepeatsAndAutoreversesWithTheBlocksDurationAndCurve() {
        let view = View(frame: Rect(0, 0, 10, 10))  // center x 5
        var finished: Bool?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0.5  // not modified: runs once
            View.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.center.x = 105 }
        }, completion: { finished = $0 })
        engine.advance(by: 0.25)
        #expect(close(view.presentation.center.x, 30) && close(view.presentation.alpha, 0.875))
        engine.advance(by: 1.0)  // 1.25 s: second half of the first cycle, running back
        #expect(close(view.presentation.center.x, 5 + 100 * 0.75))
        #expect(view.presentation.alpha == 0.5 && finished == nil)  // the block waits for its repeats
        engine.advance(by: 1.0)  // 2.25 s: second cycle, forward
        #expect(close(view.presentation.center.x, 30))
        engine.advance(to: 4)  // 2 repeats × (1 s + 1 s back)
        #expect(finished == true && view.presentation.center.x == 105)  // then the model value
    }

    @Test func modifyAnimationsWithAFractionalCountEndsMidCycle() {
        let view = View(frame: Rect(0, 0, 10, 10))
        var finished: Bool?
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            View.modifyAnimations(withRepeatCount: 1.5, autoreverses: false) { view.center.x = 105 }
        }, completion: { finished = $0 })
        engine.advance(by: 1.25)
        #expect(close(view.presentation.center.x, 30))
        engine.advance(to: 1.5)
        #expect(finished == true)
    }

    @Test func modifyAnimationsOutsideABlockAppliesAtOnce() {
        let view = View(frame: Rect(0, 0, 10, 10))
        View.modifyAnimations(withRepeatCount: 3, autoreverses: true) { view.alpha = 0 }
        #expect(view.presentation.alpha == 0 && engine.diagnostics.isEmpty)
    }

    @Test func systemSpringIsMass3Stiffness1000Damping500() {
        // UISpringTimingParameters(): damping ratio 4.56 (Apple), overdamped, so evaluated with the
        // critical formula at ω0 = √(1000/3) (TIMING.md): x = 1 − e^(−ω0 t)(1 + ω0 t).
        guard case let .spring(spring) = TimingParameters.systemSpring else { Issue.record("not a spring"); return }
        #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500 && spring.initialVelocity == 0)
        #expect(close(500 / (2 * (3.0 * 1000).squareRoot()), 4.56, 0.005))
        let omega0 = (1000.0 / 3).squareRoot()
        let view = View(frame: Rect(0, 0, 10, 10))
        let animator = PropertyAnimator(duration: 2, timingParameters: .systemSpring)
        try? animator.addAnimations { view.center.x = 105 }
        try? animator.startAnimation()
        engine.advance(by: 0.1)
        let x = 1 - exp(-omega0 * 0.1) * (1 + omega0 * 0.1)
        #expect(close(view.presentation.center.x, 5 + 100 * x, 1e-3))
    }

    @Test func defaultCubicTimingParametersAreCoreAnimationsDefaultCurve() {
        // Apple, UICubicTimingParameters.init(): "based on the default Core Animation timing function".
        #expect(TimingParameters.defaultCubic == .cubic(controlPoint1: Point(0.25, 0.1), controlPoint2: Point(0.25, 1)))
        let view = View(frame: Rect(0, 0, 10, 10))
        let animator = PropertyAnimator(duration: 1, timingParameters: .defaultCubic)
        try? animator.addAnimations { view.alpha = 0 }
        try? animator.startAnimation()
        engine.advance(by: 0.1)
        #expect(close(view.presentation.alpha, 1 - 0.094796, 1e-5))  // TIMING.md: default(0.1) = 0.094796
    }

    @Test func cubicTimingParametersFromAnAnimationCurve() {
        #expect(TimingParameters.cubic(animationCurve: .easeIn) == .cubic(controlPoint1: Point(0.42, 0), controlPoint2: Point(1, 1)))
        #expect(TimingParameters.cubic(animationCurve: .easeOut) == .cubic(controlPoint1: Point(0, 0), controlPoint2: Point(0.58, 1)))
        let view = View(frame: Rect(0, 0, 10, 10))
        let animator = PropertyAnimator(duration: 1, timingParameters: .cubic(animationCurve: .easeIn))
        try? animator.addAnimations { view.alpha = 0 }
        try? animator.startAnimation()
        engine.advance(by: 0.5)
        #expect(close(view.presentation.alpha, 1 - 0.315357, 1e-5))  // TIMING.md: easeIn(0.5) = 0.315357
    }
}
