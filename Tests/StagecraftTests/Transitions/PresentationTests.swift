import Testing
@testable import Stagecraft

/// Modal presentation and dismissal (T1), appearance (T3.2–T3.5) with a fade animator.
@Suite struct PresentationTests {
    @Test func t1_1_customPresentEndsOnlyAtCompleteTransitionInOrder() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let animator = FadeAnimator(duration: 0.4)
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        var completed = false
        let mark = stage.mark
        stage.root.present(card, animated: true) { completed = true }
        #expect(!completed)
        stage.engine.advance(by: 0.2)
        #expect(close(card.view.presentation.alpha, 1 - (1 - Reference.easeInOut(0.5))))
        #expect(!completed)
        stage.engine.advance(by: 0.25)
        #expect(completed)
        #expect(animator.ended == [true])
        let calls = stage.calls(since: mark, [.transition, .presentation, .animator])
        #expect(calls == [
            "present(card).begin",
            "PresentationController.presentationTransitionWillBegin",
            "FadeAnimator.transitionDuration",
            "FadeAnimator.animateTransition",
            "PresentationController.containerViewWillLayoutSubviews",
            "PresentationController.containerViewDidLayoutSubviews",
            "present(card).completeTransition",
            "PresentationController.presentationTransitionDidEnd",
            "FadeAnimator.animationEnded",
        ])
        #expect(stage.root.presentedViewController === card)
        #expect(card.presentingViewController === stage.root)
        #expect(stage.engine.diagnostics.isEmpty)
    }
}
