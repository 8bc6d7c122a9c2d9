import Testing
@testable import Stagecraft

/// Seed S3 ported (WarningSeed.swift): the animated presentation of the first play and the
/// interactive dismissal of the second, finished past half the sheet's height and cancelled below.
///
/// Geometry by hand: the screen is 390 × 844, so the sheet rests at (0, 422, 390, 422) and starts
/// (or ends) at y = 844. The animator runs 0.4 s: ease-in-out when presenting, linear while a
/// gesture drives it (so the dimming alongside it is linear too, T5.2).
@Suite struct WarningSeedTests {
    typealias Seed = WarningSeed
    let duration = 0.4
    let sheet = Rect(0, 422, 390, 422)

    func presented() -> (Stage, Seed.HomeViewController, Seed.WarningViewController, Seed.FancyWarningPresentationController) {
        let home = Seed.HomeViewController(name: "home")
        let stage = Stage(root: home)
        let warning = Seed.WarningViewController(name: "warning")
        home.presentWarning(warning)
        stage.engine.advance(to: 0.5)
        let controller = warning.presentationController as! Seed.FancyWarningPresentationController
        return (stage, home, warning, controller)
    }

    @Test func s3_presentationPlaysInUIKitsOrderWithTheDimmingAlongside() {
        let home = Seed.HomeViewController(name: "home")
        let stage = Stage(root: home)
        let warning = Seed.WarningViewController(name: "warning")
        var completions = 0
        let mark = stage.mark
        home.presentWarning(warning) { completions += 1 }
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        let controller = warning.presentationController as? Seed.FancyWarningPresentationController
        let dimming = controller?.dimmingView
        #expect(warning.view.superview?.subviews.map(\.displayName) == ["dimming", "warning"])  // T4.5: at the back

        stage.engine.advance(to: 0.1)
        let e = Reference.easeInOut(0.1 / duration)
        #expect(close(warning.view.presentation.frame, Rect(0, 844 - 422 * e, 390, 422)))
        #expect(warning.view.frame == sheet)  // the model is at its final frame at once (T8.2)
        #expect(dimming.map { close($0.presentation.alpha, e) } == true)
        stage.engine.advance(to: 0.3)
        #expect(close(warning.view.presentation.frame.minY, 844 - 422 * Reference.easeInOut(0.3 / duration), pointTolerance))
        #expect(completions == 0)
        stage.engine.advance(to: 0.5)
        #expect(completions == 1)
        #expect(warning.view.presentation.frame == sheet && dimming?.presentation.alpha == 1)
        #expect(home.view.window === stage.window)  // .custom: the presenting view stays (T1.10)

        #expect(stage.calls(since: mark, [.delegate, .presentation, .animator, .transition]) == [  // T1.2, T4.1, T1.1
            "HomeViewController.presentationControllerForPresented",
            "HomeViewController.animationControllerForPresented",
            "HomeViewController.interactionControllerForPresentation",
            "present(warning).begin",
            "FancyWarningPresentationController.presentationTransitionWillBegin",
            "FancyWarningAnimationController.transitionDuration",
            "FancyWarningAnimationController.animateTransition",
            "FancyWarningPresentationController.containerViewWillLayoutSubviews",
            "FancyWarningPresentationController.containerViewDidLayoutSubviews",
            "present(warning).completeTransition",
            "FancyWarningPresentationController.presentationTransitionDidEnd",
            "FancyWarningAnimationController.animationEnded",
        ])
        #expect(stage.lifecycle(since: mark) == [  // T3.5: the presenting controller gets none
            "warning.viewWillAppear", "warning.viewIsAppearing", "warning.viewDidAppear",
        ])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    /// Dragged 150 then 300 of 422 points, released past half: finishes from 71 % (T6.3).
    @Test func s3_interactiveDismissalPastHalfFinishes() {
        let (stage, _, warning, controller) = presented()
        let container = controller.containerView
        let mark = stage.mark
        stage.at(1.0) { warning.handlePan(translation: .zero, velocity: .zero, state: .began) }
        stage.at(1.1) { warning.handlePan(translation: Point(0, 150), velocity: .zero, state: .changed) }
        stage.at(1.2) { warning.handlePan(translation: Point(0, 300), velocity: .zero, state: .changed) }
        stage.at(1.3) { warning.handlePan(translation: Point(0, 300), velocity: .zero, state: .ended) }

        stage.engine.advance(to: 1.1)
        // Scrubbed linearly: the sheet follows the finger, the dimming fades in step (T5.5).
        #expect(close(warning.view.presentation.frame, sheet.offsetBy(dx: 0, dy: 150)))
        #expect(close(controller.dimmingView.presentation.alpha, 1 - 150.0 / 422))
        stage.engine.advance(to: 1.2)
        #expect(close(warning.view.presentation.frame.minY, 722, pointTolerance))
        #expect(close(controller.dimmingView.presentation.alpha, 1 - 300.0 / 422))

        // finish(): from p = 300/422 to 1 in (1 − p) × 0.4 s along easeInOut.
        let p = 300.0 / 422, rest = (1 - p) * duration
        stage.engine.advance(to: 1.35)
        let local = p * duration + rest * Reference.easeInOut(0.05 / rest)
        #expect(close(warning.view.presentation.frame.minY, 422 + 422 * local / duration, pointTolerance))
        #expect(close(controller.dimmingView.presentation.alpha, 1 - local / duration))
        #expect(warning.presentingViewController != nil)
        stage.engine.advance(to: 1.5)
        #expect(warning.presentingViewController == nil && warning.view.window == nil)
        #expect(container?.window == nil && controller.dimmingView.superview == nil)  // T1.9, T4.2

        #expect(stage.calls(since: mark, [.delegate, .presentation, .transition]).filter { !$0.hasSuffix("interactionChanged") } == [
            "HomeViewController.animationControllerForDismissed",
            "HomeViewController.interactionControllerForDismissal",
            "dismiss(warning).begin",
            "FancyWarningPresentationController.dismissalTransitionWillBegin",
            "dismiss(warning).updateInteractiveTransition",
            "dismiss(warning).updateInteractiveTransition",
            "dismiss(warning).finishInteractiveTransition",
            "dismiss(warning).completeTransition",
            "FancyWarningPresentationController.dismissalTransitionDidEnd",
        ])
        let completed = stage.engine.events[mark...].filter { $0.name == "completeTransition" }
        #expect(completed.map(\.detail) == ["completed=true"] && completed.first.map { close($0.time, 1.3 + rest) } == true)
        #expect(stage.lifecycle(since: mark) == ["warning.viewWillDisappear", "warning.viewDidDisappear"])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    /// Dragged 100 of 422 points and released: runs back and cancels; the sheet and the dimming are
    /// as before, and a second drag then dismisses.
    /// Real touches: the warning dragged down by a synthesised pan; past half its height it goes.
    @Test func s3_aSynthesisedDragDismissesPastHalfAndCancelsBelow() {
        for (fraction, dismisses) in [(0.7, true), (0.3, false)] {
            let (stage, home, warning, _) = presented()
            let touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
            let start = Point(195, warning.view.frame.midY)
            touches.pan(from: start, to: Point(195, start.y + fraction * warning.view.bounds.height), duration: 0.3, hold: 0.05)
            stage.engine.advance(by: 2)
            #expect((home.presentedViewController == nil) == dismisses)
            #expect(stage.engine.diagnostics.allSatisfy { $0.kind != .viewsLeftInContainer })
        }
    }

    @Test func s3_interactiveDismissalBelowHalfCancelsAndRestores() {
        let (stage, home, warning, controller) = presented()
        let mark = stage.mark
        stage.at(1.0) { warning.handlePan(translation: .zero, velocity: .zero, state: .began) }
        stage.at(1.1) { warning.handlePan(translation: Point(0, 100), velocity: .zero, state: .changed) }
        stage.at(1.2) { warning.handlePan(translation: Point(0, 100), velocity: .zero, state: .ended) }

        stage.engine.advance(to: 1.1)
        #expect(close(warning.view.presentation.frame.minY, 522, pointTolerance))
        #expect(close(controller.dimmingView.presentation.alpha, 1 - 100.0 / 422))
        // cancel(): from p = 100/422 back to 0 in p × 0.4 s along easeInOut.
        let p = 100.0 / 422, back = p * duration
        stage.engine.advance(to: 1.25)
        let local = back * (1 - Reference.easeInOut(0.05 / back))
        #expect(close(warning.view.presentation.frame.minY, 422 + 422 * local / duration, pointTolerance))
        #expect(close(controller.dimmingView.presentation.alpha, 1 - local / duration))

        stage.engine.advance(to: 1.5)
        #expect(home.presentedViewController === warning)
        #expect(warning.view.frame == sheet && warning.view.presentation.frame == sheet)
        #expect(controller.dimmingView.alpha == 1 && controller.dimmingView.presentation.alpha == 1)  // T5.6
        #expect(controller.dimmingView.superview === controller.containerView)
        let completed = stage.engine.events[mark...].filter { $0.name == "completeTransition" }
        #expect(completed.map(\.detail) == ["completed=false"] && completed.first.map { close($0.time, 1.2 + back) } == true)
        #expect(stage.lifecycle(since: mark) == [  // T3.7
            "warning.viewWillDisappear", "warning.viewWillAppear", "warning.viewIsAppearing", "warning.viewDidAppear",
        ])
        #expect(stage.engine.diagnostics.isEmpty)

        stage.at(2.0) { warning.handlePan(translation: .zero, velocity: .zero, state: .began) }
        stage.at(2.1) { warning.handlePan(translation: Point(0, 400), velocity: .zero, state: .changed) }
        stage.at(2.2) { warning.handlePan(translation: Point(0, 400), velocity: .zero, state: .ended) }
        stage.engine.advance(to: 2.5)
        #expect(home.presentedViewController == nil && controller.dimmingView.superview == nil)
        #expect(stage.engine.diagnostics.isEmpty)
    }
}
