import Testing
@testable import Stagecraft

/// Appearance callbacks around transitions (T3).
@Suite struct AppearanceTests {
    final class NavigationDelegate: NavigationControllerDelegate {
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation, from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
        func navigationController(_ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { interaction }
    }

    /// A navigation stack [first, second] on screen.
    static func twoDeep() -> (Stage, NavigationController, ViewController, ViewController) {
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        navigation.pushViewController(second, animated: false)
        stage.engine.advance(by: 0)
        return (stage, navigation, first, second)
    }

    @Test func t3_1_pushAndPopOrder() {
        let first = ViewController(name: "first")
        let second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        var mark = stage.mark
        navigation.pushViewController(second, animated: true)
        stage.engine.advance(by: 1)
        #expect(stage.lifecycle(since: mark) == [
            "first.viewWillDisappear", "second.viewWillAppear", "second.viewIsAppearing",
            "first.viewDidDisappear", "second.viewDidAppear",
        ])
        mark = stage.mark
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 1)
        #expect(stage.lifecycle(since: mark) == [
            "second.viewWillDisappear", "first.viewWillAppear", "first.viewIsAppearing",
            "second.viewDidDisappear", "first.viewDidAppear",
        ])
    }

    @Test func t3_2_presentFullScreenOrder() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        let mark = stage.mark
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 1)
        #expect(stage.lifecycle(since: mark) == [
            "root.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear", "root.viewDidDisappear",
        ])
    }

    @Test func t3_3_dismissFullScreenOrderDisappearingFirst() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 1)
        let mark = stage.mark
        card.dismiss(animated: true)
        stage.engine.advance(by: 1)
        #expect(stage.lifecycle(since: mark) == [
            "card.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing", "card.viewDidDisappear", "root.viewDidAppear",
        ])
    }

    @Test func t3_4_willCallsBeforeTheAnimatorDidCallsAfterCompleteTransition() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        let animator = FadeAnimator(duration: 0.3)
        let delegate = FixedDelegate(animator: animator)
        card.transitioningDelegate = delegate
        let mark = stage.mark
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 1)
        let events = stage.calls(since: mark, [.lifecycle, .animator, .transition])
        let animate = events.firstIndex(of: "FadeAnimator.animateTransition") ?? -1
        let complete = events.firstIndex(of: "present(card).completeTransition") ?? -1
        for will in ["root.viewWillDisappear", "card.viewWillAppear"] { #expect((events.firstIndex(of: will) ?? .max) < animate) }
        for did in ["root.viewDidDisappear", "card.viewDidAppear"] { #expect((events.firstIndex(of: did) ?? -1) > complete) }
    }

    @Test func t3_5_customPresentationGivesThePresenterNoCallbacks() {
        for style in [ModalPresentationStyle.custom, .overFullScreen] {
            let stage = Stage()
            let card = ViewController(name: "card")
            card.modalPresentationStyle = style
            let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
            card.transitioningDelegate = delegate
            let mark = stage.mark
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 1)
            card.dismiss(animated: true)
            stage.engine.advance(by: 1)
            #expect(stage.lifecycle(since: mark) == [
                "card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear", "card.viewWillDisappear", "card.viewDidDisappear",
            ])
        }
    }

    @Test func t3_6_cancelledInteractivePopOrder() {
        let (stage, navigation, first, second) = Self.twoDeep()
        let delegate = NavigationDelegate()
        delegate.animator = FadeAnimator(duration: 0.5)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        let mark = stage.mark
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0)
        interaction.update(0.3)
        stage.engine.advance(by: 0.1)
        interaction.cancel()
        stage.engine.advance(by: 1)
        #expect(stage.lifecycle(since: mark) == [
            "second.viewWillDisappear", "first.viewWillAppear", "first.viewIsAppearing",
            // T3.9 adds viewIsAppearing to every appearance, the turning-back one included.
            "first.viewWillDisappear", "first.viewDidDisappear", "second.viewWillAppear", "second.viewIsAppearing", "second.viewDidAppear",
        ])
        #expect(navigation.viewControllers.map(\.name) == ["first", "second"])
        #expect(navigation.topViewController === second)
        #expect(first.isVisible == false && second.isVisible)
    }

    @Test func t3_7_interactionChangeHandlersRunBeforeTheCancelCallbacks() {
        let (stage, navigation, _, _) = Self.twoDeep()
        let delegate = NavigationDelegate()
        delegate.animator = FadeAnimator(duration: 0.5)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0)
        var order: [String] = []
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { coordinator in
            order.append("handler cancelled=\(coordinator.isCancelled)")
        }
        stage.engine.onEvent { event in
            if event.category == .lifecycle, event.name == "viewWillDisappear" || event.name == "viewWillAppear" { order.append("\(event.subject).\(event.name)") }
        }
        interaction.update(0.4)
        interaction.cancel()
        stage.engine.advance(by: 1)
        #expect(order == ["handler cancelled=true", "first.viewWillDisappear", "second.viewWillAppear"])
    }

    /// T3.8 (revised): an end with no begin is reported, and so is a begin towards where the
    /// controller already is; the repeated begin while appearing is ignored silently (a plain
    /// controller, see AppearanceRepeatTests) and its end absorbed.
    @Test func t3_8_unbalancedAppearanceCallsAreReported() {
        let engine = Engine()
        let controller = ViewController(name: "loose")
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        let reports = engine.diagnostics.filter { $0.kind == .unbalancedAppearance }
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.message.contains("Unbalanced calls to begin/end appearance transitions") })
        #expect(engine.events.filter { $0.name == "viewWillAppear" }.count == 1)
        #expect(controller.isVisible)
    }

    /// T3.8 with T3.5: a `.custom` presentation leaves the presenting controller without
    /// appearance calls; its presentation controller can give it will/did-disappear (and, on
    /// dismissal, will/did-appear) with begin/endAppearanceTransition, balanced.
    @Test func t3_8_aCustomPresentationForwardsAppearanceToThePresenter() {
        final class Forwarding: PresentationController {
            override func presentationTransitionWillBegin() { presentingViewController.beginAppearanceTransition(false, animated: true) }
            override func presentationTransitionDidEnd(_ completed: Bool) {
                if !completed { presentingViewController.beginAppearanceTransition(true, animated: true) }
                presentingViewController.endAppearanceTransition()
            }
            override func dismissalTransitionWillBegin() { presentingViewController.beginAppearanceTransition(true, animated: true) }
            override func dismissalTransitionDidEnd(_ completed: Bool) {
                if !completed { presentingViewController.beginAppearanceTransition(false, animated: true) }
                presentingViewController.endAppearanceTransition()
            }
        }
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
        delegate.makePresentationController = { presented, presenting in Forwarding(presentedViewController: presented, presenting: presenting ?? presented) }
        card.transitioningDelegate = delegate
        let mark = stage.mark
        stage.root.present(card, animated: true)
        stage.engine.advance(by: 1)
        // Will-calls before the animator, did-calls after completeTransition (T3.4); the presentation
        // controller's did-end comes before the presented controller's did-calls (T1.1).
        #expect(stage.lifecycle(since: mark) == [
            "root.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing", "root.viewDidDisappear", "card.viewDidAppear",
        ])
        #expect(stage.engine.events[mark...].first { $0.subject == "root" && $0.name == "viewDidDisappear" }?.detail == "animated=true")
        let second = stage.mark
        card.dismiss(animated: true)
        stage.engine.advance(by: 1)
        // dismissalTransitionWillBegin comes before the transition's own will-calls (T1.7, T3.4), and
        // dismissalTransitionDidEnd before its did-calls (T1.1).
        #expect(stage.lifecycle(since: second) == [
            "root.viewWillAppear", "card.viewWillDisappear", "root.viewIsAppearing", "root.viewDidAppear", "card.viewDidDisappear",
        ])
        #expect(stage.root.isVisible && !card.isVisible)
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
        withExtendedLifetime(delegate) {}
    }

    @Test func t3_9_viewIsAppearingComesOnceInTheHierarchyBeforeDidAppear() {
        let stage = Stage()
        let card = ViewController(name: "card")
        var windowAtIsAppearing: Window?
        final class Probe: ViewController {
            var onIsAppearing: (() -> Void)?
            override func viewIsAppearing(_ animated: Bool) { onIsAppearing?() }
        }
        let probe = Probe(name: "probe")
        probe.onIsAppearing = { windowAtIsAppearing = probe.view.window }
        _ = card
        let mark = stage.mark
        stage.root.present(probe, animated: true)
        stage.engine.advance(by: 1)
        #expect(windowAtIsAppearing === stage.window)
        let probeEvents = stage.lifecycle(since: mark, ["probe"])
        #expect(probeEvents == ["probe.viewWillAppear", "probe.viewIsAppearing", "probe.viewDidAppear"])
    }
}
