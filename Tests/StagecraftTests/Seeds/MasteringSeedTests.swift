import Testing
@testable import Stagecraft

/// Seed S5 ported (MasteringSeed.swift): instant, fade present/dismiss with alongside dimming, the
/// `.custom` pitfall of the article's fade, slide push/pop with parallax, and the swipe-to-dismiss
/// interaction finishing past 50 % and cancelling below.
///
/// Expected values: the fade runs 0.35 s on UIKit's default ease-in-out (`Reference.easeInOut`),
/// the screen is 390 × 844, the parallax 30 % of 390 = 117.
@Suite struct MasteringSeedTests {
    typealias Seed = MasteringSeed
    let duration = 0.35

    /// A stage whose root presents `detail` full screen through the article's delegate, run to the end.
    func presented(_ detail: ViewController, restoresViewsOnCancel: Bool = false) -> (Stage, Seed.CustomTransitionDelegate) {
        let stage = Stage()
        let delegate = Seed.CustomTransitionDelegate()
        delegate.restoresViewsOnCancel = restoresViewsOnCancel
        detail.transitioningDelegate = delegate
        stage.root.present(detail, animated: true)
        stage.engine.advance(to: 0.5)
        return (stage, delegate)
    }

    // MARK: - Instant

    @Test func s5_instantTransitionSwapsTheViewsWithoutTimePassing() {
        let stage = Stage()
        let detail = fullScreen(ViewController(name: "detail"))
        let delegate = FixedDelegate(animator: Seed.InstantTransitionAnimator())
        detail.transitioningDelegate = delegate
        var completions = 0
        let mark = stage.mark
        stage.root.present(detail, animated: true) { completions += 1 }
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        #expect(completions == 1)  // duration 0, completed inside animateTransition (T1.1)
        #expect(detail.view.window === stage.window && detail.view.frame == Screen.bounds)
        #expect(stage.root.view.window == nil)  // .fullScreen: the system removed the presenting view (T1.14)
        #expect(stage.lifecycle(since: mark) == [  // T3.2
            "root.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing",
            "detail.viewDidAppear", "root.viewDidDisappear",
        ])
        stage.engine.advance(by: 1)
        #expect(completions == 1)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    // MARK: - Fade

    @Test func s5_fadePresentsAndDismissesFullScreenWithAlongsideDimming() {
        let stage = Stage()
        let detail = fullScreen(Seed.DimmedViewController(name: "detail"))
        let delegate = Seed.CustomTransitionDelegate()
        detail.transitioningDelegate = delegate
        var presented = 0, dismissed = 0
        let mark = stage.mark
        stage.root.present(detail, animated: true) { presented += 1 }
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        let container = detail.view.superview
        #expect(container?.subviews.map(\.displayName) == ["root", "detail"])  // .fullScreen: from view parked in the container (T1.10)

        stage.engine.advance(to: 0.1)
        let e1 = Reference.easeInOut(0.1 / duration)
        #expect(close(detail.view.presentation.alpha, e1))
        #expect(close(detail.dimmingView.presentation.alpha, 0.7 * e1))  // T5.2: same duration and curve
        #expect(detail.view.frame == Screen.bounds && detail.view.alpha == 1)  // finalFrame; model already at 1 (T8.2)
        stage.engine.advance(to: 0.25)
        let e2 = Reference.easeInOut(0.25 / duration)
        #expect(close(detail.view.presentation.alpha, e2) && close(detail.dimmingView.presentation.alpha, 0.7 * e2))
        #expect(presented == 0)

        stage.engine.advance(to: 0.4)
        #expect(presented == 1)
        #expect(detail.view.presentation.alpha == 1 && detail.dimmingView.presentation.alpha == 0.7)
        #expect(stage.root.view.window == nil && container?.subviews.map(\.displayName) == ["detail"])

        stage.engine.advance(to: 1)
        stage.root.dismiss(animated: true) { dismissed += 1 }
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        #expect(container?.subviews.map(\.displayName) == ["root", "detail"])  // to inserted below from
        stage.engine.advance(to: 1.1)
        #expect(close(detail.view.presentation.alpha, 1 - Reference.easeInOut(0.1 / duration)))
        #expect(stage.root.view.presentation.alpha == 1)
        stage.engine.advance(to: 1.4)
        #expect(dismissed == 1 && presented == 1)
        #expect(stage.root.view.superview === stage.window && detail.view.window == nil && container?.window == nil)
        #expect(stage.root.presentedViewController == nil)

        #expect(delegate.animators.map(\.isPresenting) == [true, false])
        #expect(stage.lifecycle(since: mark) == [  // T3.2, T3.3
            "root.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing",
            "detail.viewDidAppear", "root.viewDidDisappear",
            "detail.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
            "detail.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(stage.count("present(detail).completeTransition", since: mark) == 1)
        #expect(stage.count("dismiss(detail).completeTransition", since: mark) == 1)
        #expect(stage.count("FadeAnimator.animationEnded", since: mark) == 2)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    /// Pitfall 1 ("Missing call to completeTransition") reached through T1.11: with `.custom`, the
    /// from view of a presentation is nil, so the article's guard returns without completing.
    @Test func s5_fadeWithCustomStyleNeverCompletesAndTheWatchdogSaysSo() {
        let stage = Stage()
        let detail = fullScreen(ViewController(name: "detail"))
        detail.modalPresentationStyle = .custom
        let delegate = Seed.CustomTransitionDelegate()
        detail.transitioningDelegate = delegate
        var completions = 0
        let mark = stage.mark
        stage.root.present(detail, animated: true) { completions += 1 }
        stage.engine.advance(to: 3)
        #expect(completions == 0)
        #expect(detail.view.window == nil)  // the guard returned before adding it
        #expect(stage.lifecycle(since: mark) == ["detail.viewWillAppear"])  // T2.2: no did-calls
        #expect(stage.diagnosticKinds == [.completeTransitionNeverCalled])
        #expect(stage.engine.diagnostics.first.map { close($0.time, duration + Transition.watchdogGrace) } == true)
    }

    // MARK: - Slide with parallax

    @Test func s5_slidePushAndPopWithParallax() {
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list)
        let stage = Stage(root: navigation)
        let navigationDelegate = Seed.NavigationDelegate()
        navigation.delegate = navigationDelegate
        let detail = fullScreen(ViewController(name: "detail"))
        let container = navigation.transitionView
        let mark = stage.mark

        navigation.pushViewController(detail, animated: true)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        #expect(container.subviews.map(\.displayName) == ["list", "detail"])
        stage.engine.advance(to: 0.1)
        var e = Reference.easeInOut(0.1 / duration)
        #expect(close(detail.view.presentation.transform.tx, 390 * (1 - e), pointTolerance))
        #expect(close(list.view.presentation.transform.tx, -117 * e, pointTolerance))
        #expect(close(detail.view.presentation.frame, Rect(390 * (1 - e), 0, 390, 844)))
        #expect(detail.view.frame == Screen.bounds && detail.view.transform == .identity)  // model: at rest (T8.2)
        stage.engine.advance(to: 0.4)
        #expect(container.subviews.map(\.displayName) == ["detail"])  // T9.3: the system removed the from view
        #expect(list.view.transform == .identity && list.view.presentation.transform == .identity)
        #expect(detail.view.presentation.frame == Screen.bounds)
        #expect(navigation.viewControllers.map(\.name) == ["list", "detail"])

        stage.engine.advance(to: 1)
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        #expect(container.subviews.map(\.displayName) == ["list", "detail"])  // to inserted below from (T9.2)
        stage.engine.advance(to: 1.25)
        e = Reference.easeInOut(0.25 / duration)
        #expect(close(list.view.presentation.transform.tx, -117 * (1 - e), pointTolerance))
        #expect(close(detail.view.presentation.transform.tx, 390 * e, pointTolerance))
        stage.engine.advance(to: 1.4)
        #expect(container.subviews.map(\.displayName) == ["list"])
        #expect(list.view.presentation.frame == Screen.bounds && detail.view.transform == .identity)
        #expect(navigation.viewControllers.map(\.name) == ["list"])

        #expect(stage.lifecycle(since: mark, ["list", "detail"]) == [  // T3.1
            "list.viewWillDisappear", "detail.viewWillAppear", "detail.viewIsAppearing",
            "list.viewDidDisappear", "detail.viewDidAppear",
            "detail.viewWillDisappear", "list.viewWillAppear", "list.viewIsAppearing",
            "detail.viewDidDisappear", "list.viewDidAppear",
        ])
        #expect(stage.count("push(detail).completeTransition", since: mark) == 1)
        #expect(stage.count("pop(detail).completeTransition", since: mark) == 1)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    // MARK: - Swipe to dismiss

    /// Real touches: a finger swiped right across the presented view, through the recognizer the
    /// controller wires up. Past half the width it dismisses; a shorter swipe cancels and the view comes back.
    @Test func s5_aSynthesisedSwipeDismissesPastHalfAndCancelsBelow() {
        for (distance, dismisses) in [(260.0, true), (120.0, false)] {
            let detail = fullScreen(ViewController(name: "detail"))
            let (stage, delegate) = presented(detail)
            delegate.restoresViewsOnCancel = true
            let swipe = delegate.swipeInteractionController
            swipe.wire(to: detail)
            let touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
            touches.pan(from: Point(40, 400), to: Point(40 + distance, 400), duration: 0.3, hold: 0.05)
            stage.engine.advance(by: 0.3)
            // The finger has moved `distance`; the pan's translation is that, so the fade is scrubbed there.
            #expect(close(detail.view.presentation.alpha, 1 - Reference.easeInOut(distance / 390)))
            stage.engine.advance(by: 1)
            #expect((detail.presentingViewController == nil) == dismisses)
            #expect(!swipe.interactionInProgress)
            if !dismisses {
                #expect(detail.view.alpha == 1 && detail.view.presentation.alpha == 1)
                #expect(stage.engine.diagnostics.allSatisfy { $0.kind != .cancelLeftViewsAltered })
            }
        }
    }

    /// Dragged to 30 %, then 60 %, released: finishes from 60 % along the completion curve (T6.3).
    @Test func s5_swipePastHalfFinishesTheDismissal() {
        let detail = fullScreen(ViewController(name: "detail"))
        let (stage, delegate) = presented(detail)
        let swipe = delegate.swipeInteractionController
        swipe.wire(to: detail)
        var dismissed = false
        let mark = stage.mark
        stage.at(1.0) { swipe.handlePan(translation: Point(0, 0), velocity: .zero, state: .began) }
        stage.at(1.1) { swipe.handlePan(translation: Point(117, 0), velocity: Point(800, 0), state: .changed) }
        stage.at(1.2) { swipe.handlePan(translation: Point(234, 0), velocity: Point(800, 0), state: .changed) }
        stage.at(1.3) { swipe.handlePan(translation: Point(234, 0), velocity: .zero, state: .ended) }
        stage.at(1.3) { dismissed = detail.presentingViewController == nil }

        stage.engine.advance(to: 1.05)
        #expect(swipe.interactionInProgress && swipe.isDriving)
        #expect(detail.view.presentation.alpha == 1)  // paused at 0 % until updated (T6.2)
        stage.engine.advance(to: 1.1)
        #expect(close(detail.view.presentation.alpha, 1 - Reference.easeInOut(0.3)))  // scrubbed: the fade's own curve
        stage.engine.advance(to: 1.2)
        #expect(close(detail.view.presentation.alpha, 1 - Reference.easeInOut(0.6)))
        stage.engine.advance(to: 1.4)
        // finish(): 0.6 × 0.35 → 0.35 in 0.4 × 0.35 = 0.14 s along easeInOut (completionSpeed 1).
        let local = 0.6 * duration + 0.4 * duration * Reference.easeInOut(0.1 / 0.14)
        #expect(close(detail.view.presentation.alpha, 1 - Reference.easeInOut(local / duration)))
        #expect(!dismissed && detail.presentingViewController != nil)
        stage.engine.advance(to: 1.5)
        #expect(detail.presentingViewController == nil && stage.root.view.superview === stage.window)
        #expect(!swipe.interactionInProgress && !swipe.isDriving)

        #expect(stage.lifecycle(since: mark) == [
            "detail.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
            "detail.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(stage.calls(since: mark, [.transition]).filter { $0 != "dismiss(detail).interactionChanged" } == [
            "dismiss(detail).begin",
            "dismiss(detail).updateInteractiveTransition", "dismiss(detail).updateInteractiveTransition",
            "dismiss(detail).finishInteractiveTransition", "dismiss(detail).completeTransition",
        ])
        let completed = stage.engine.events[mark...].filter { $0.name == "completeTransition" }
        #expect(completed.map(\.detail) == ["completed=true"] && completed.first.map { close($0.time, 1.44) } == true)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    /// The swipe's trace (every call, callback and step, with its time) does not depend on the frame rate.
    @Test func s5_swipeTraceIsTheSameAt60And120Hz() {
        func trace(frameRate: Double) -> [String] {
            let stage = Stage(frameRate: frameRate)
            let detail = fullScreen(ViewController(name: "detail"))
            let delegate = Seed.CustomTransitionDelegate()
            detail.transitioningDelegate = delegate
            stage.root.present(detail, animated: true)
            stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
            let swipe = delegate.swipeInteractionController
            swipe.wire(to: detail)
            stage.at(1.0) { swipe.handlePan(translation: .zero, velocity: .zero, state: .began) }
            stage.at(1.1) { swipe.handlePan(translation: Point(117, 0), velocity: .zero, state: .changed) }
            stage.at(1.2) { swipe.handlePan(translation: Point(234, 0), velocity: .zero, state: .changed) }
            stage.at(1.3) { swipe.handlePan(translation: Point(234, 0), velocity: .zero, state: .ended) }
            stage.engine.advance(to: 2)
            return stage.engine.events.map(\.description)
        }
        let at60 = trace(frameRate: 60)
        #expect(at60 == trace(frameRate: 120))
        #expect(at60.count > 20)
    }

    /// Dragged to 30 % and released: cancels. The fade runs back and the presented view ends at
    /// its start alpha (T6.6, revised), but the article's fade adds the presenting view to the
    /// container and never takes it out on cancel, and Stagecraft says so (T1.14).
    @Test func s5_swipeBelowHalfCancelsAndTheArticlesFadeLeavesTheRootInTheContainer() {
        let detail = fullScreen(ViewController(name: "detail"))
        let (stage, delegate) = presented(detail)
        let swipe = delegate.swipeInteractionController
        swipe.wire(to: detail)
        let container = detail.view.superview
        let mark = stage.mark
        stage.at(1.0) { swipe.handlePan(translation: .zero, velocity: .zero, state: .began) }
        stage.at(1.1) { swipe.handlePan(translation: Point(117, 0), velocity: .zero, state: .changed) }
        stage.at(1.2) { swipe.handlePan(translation: Point(117, 0), velocity: .zero, state: .ended) }

        stage.engine.advance(to: 1.25)
        // cancel(): 0.3 × 0.35 = 0.105 → 0 in 0.105 s along easeInOut.
        let local = 0.105 * (1 - Reference.easeInOut(0.05 / 0.105))
        #expect(close(detail.view.presentation.alpha, 1 - Reference.easeInOut(local / duration)))
        stage.engine.advance(to: 1.5)
        #expect(stage.root.presentedViewController === detail)  // still presented
        #expect(detail.view.alpha == 1 && detail.view.presentation.alpha == 1)  // T6.6 (revised): back at the start value
        #expect(container?.subviews.map(\.displayName) == ["root", "detail"])
        #expect(stage.diagnosticKinds == [.viewsLeftInContainer])  // the container is checked after the next frame
        #expect(stage.lifecycle(since: mark) == [  // T3.7
            "detail.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
            "root.viewWillDisappear", "root.viewDidDisappear",
            "detail.viewWillAppear", "detail.viewIsAppearing", "detail.viewDidAppear",
        ])
        let completed = stage.engine.events[mark...].filter { $0.name == "completeTransition" }
        #expect(completed.map(\.detail) == ["completed=false"] && completed.first.map { close($0.time, 1.305) } == true)
    }

    /// The same cancel with the reset the article's fade lacks: everything is as before the swipe,
    /// and a second swipe then dismisses.
    @Test func s5_swipeBelowHalfCancelsCleanlyWithTheReset() {
        let detail = fullScreen(ViewController(name: "detail"))
        let (stage, delegate) = presented(detail, restoresViewsOnCancel: true)
        let swipe = delegate.swipeInteractionController
        swipe.wire(to: detail)
        let container = detail.view.superview
        stage.at(1.0) { swipe.handlePan(translation: .zero, velocity: .zero, state: .began) }
        stage.at(1.1) { swipe.handlePan(translation: Point(117, 0), velocity: .zero, state: .changed) }
        stage.at(1.2) { swipe.handlePan(translation: Point(117, 0), velocity: .zero, state: .ended) }
        stage.engine.advance(to: 1.5)
        #expect(stage.root.presentedViewController === detail)
        #expect(detail.view.alpha == 1 && detail.view.presentation.alpha == 1)
        #expect(container?.subviews.map(\.displayName) == ["detail"] && stage.root.view.window == nil)
        #expect(stage.engine.diagnostics.isEmpty)

        stage.at(2.0) { swipe.handlePan(translation: .zero, velocity: .zero, state: .began) }
        stage.at(2.1) { swipe.handlePan(translation: Point(300, 0), velocity: .zero, state: .changed) }
        stage.at(2.2) { swipe.handlePan(translation: Point(300, 0), velocity: .zero, state: .ended) }
        stage.engine.advance(to: 2.5)
        #expect(stage.root.presentedViewController == nil && stage.root.view.superview === stage.window)
        #expect(stage.engine.diagnostics.isEmpty)
    }
}

/// The article's screens are presented full screen: it was written for that (its animators take
/// the presenting view from the context and put it back), and since iOS 13 an app says so (T11.3).
private func fullScreen<Controller: ViewController>(_ controller: Controller) -> Controller {
    controller.modalPresentationStyle = .fullScreen
    return controller
}
