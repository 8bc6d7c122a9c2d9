import Testing
@testable import Stagecraft

/// T5.7: `transitionCoordinator.transitionDuration` is valid in `viewWillAppear`: the animator's
/// duration is asked after the presentation controller's will-begin (T1.2) and before the will-calls.
@Suite struct CoordinatorDurationTests {
    /// Reads the coordinator's duration where apps do.
    final class ReadingController: ViewController {
        var durationInWillAppear: Double?
        var durationInWillDisappear: Double?
        override func viewWillAppear(_ animated: Bool) { durationInWillAppear = transitionCoordinator?.transitionDuration }
        override func viewWillDisappear(_ animated: Bool) { durationInWillDisappear = transitionCoordinator?.transitionDuration }
    }

    @Test func t5_7_presentedControllerReadsTheDurationInViewWillAppear() {
        let stage = Stage()
        let card = ReadingController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.8))
        delegate.makePresentationController = { presented, presenting in
            PresentationController(presentedViewController: presented, presenting: presenting ?? presented)
        }
        card.transitioningDelegate = delegate
        let mark = stage.mark
        stage.root.present(card, animated: true)
        #expect(card.durationInWillAppear == 0.8)
        stage.engine.advance(by: 0)
        let order = stage.calls(since: mark, [.presentation, .animator, .lifecycle]).filter { !$0.hasSuffix("viewDidLoad") }
        #expect(Array(order.prefix(4)) == [
            "PresentationController.presentationTransitionWillBegin",  // T1.2
            "FadeAnimator.transitionDuration",                        // T5.7, then the will-calls
            "card.viewWillAppear",
            "FadeAnimator.animateTransition",
        ])
        stage.engine.advance(by: 1)
        card.dismiss(animated: true)
        #expect(card.durationInWillDisappear == 0.8)
    }

    @Test func t5_7_pushedControllerReadsTheDurationInViewWillAppear() {
        let first = ReadingController(name: "first"), second = ReadingController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        navigation.pushViewController(second, animated: true)
        #expect(second.durationInWillAppear == SystemAnimator.navigationDuration)
        #expect(first.durationInWillDisappear == SystemAnimator.navigationDuration)
        stage.engine.advance(by: 1)
    }
}
