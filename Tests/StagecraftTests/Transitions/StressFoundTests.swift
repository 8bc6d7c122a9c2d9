import Testing
@testable import Stagecraft

/// What `stagecraft stress` found in the engine (docs/stress.md), each pinned at the rule it broke.
@Suite struct StressFoundTests {
    /// T11.2k: the zoom takes an edge swipe that begins on a controller shown with it. A swipe that
    /// began a system pop (the top had no zoom) drives that pop to its end, also once the controller
    /// it uncovers — the new top — is one shown with the zoom.
    @Test func t11_2k_anEdgeSwipeThatBeganASystemPopKeepsDrivingIt() {
        let world = ZoomTransitionTests.shown()
        let plain = ViewController(name: "plain")
        world.navigation.pushViewController(plain, animated: true)
        world.stage.engine.advance(by: 2)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail", "plain"])
        // 300 of 390 pt, held still: past half, so the system pop finishes (T9.4).
        world.touches.edgePan(from: .left, distance: 300, duration: 0.3, hold: 0.2)
        world.stage.engine.advance(by: 0.2)
        // Driven: the popped view follows the finger (it would stay at 0 % if nothing drove the pop).
        #expect(plain.view.presentation.frame.minX > 100)
        world.stage.engine.advance(by: 3)
        #expect(world.navigation.viewControllers.map(\.name) == ["grid", "detail"])
        #expect(world.stage.engine.diagnostics.isEmpty)
        #expect(IdleInvariants(window: world.stage.window, engine: world.stage.engine).violations() == [])
    }

    /// T9.3 (the container check, a frame after completeTransition): a push that starts in the same
    /// container in that frame owns what is in it; the first push's check does not report the second
    /// one's views as its leftovers (a diagnostic that cried wolf).
    @Test func t9_3_aPushInTheFrameAfterAPushCompletedIsNotItsLeftover() {
        let first = ViewController(name: "first"), second = ViewController(name: "second"), third = ViewController(name: "third")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        let delegate = NavigationTests.RecordingNavigationDelegate()
        var pushedThird = false
        delegate.animator = ClosureAnimator(duration: 0.2) { context in
            let to = context.viewController(forKey: .to)
            if let view = context.view(forKey: .to) {
                view.frame = context.finalFrame(for: to)
                context.containerView.addSubview(view)
            }
            stage.engine.schedule(after: 0.2) {
                context.completeTransition(true)
                guard !pushedThird else { return }
                pushedThird = true
                navigation.pushViewController(third, animated: true)  // the turn the first push completed in
            }
        }
        navigation.delegate = delegate
        navigation.pushViewController(second, animated: true)
        stage.engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["first", "second", "third"])
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["third"])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    /// ST2.6: a controller presented by a child that defines the presentation context is part of
    /// the presentation chain IdleInvariants walks: its container is no leftover, touches reach it.
    @Test func st2_6_aContextPresentationIsInTheChain() {
        let feed = ViewController(name: "feed"), profile = ViewController(name: "profile")
        feed.definesPresentationContext = true
        let tabs = TabBarController(viewControllers: [feed, profile])
        let stage = Stage(root: tabs)
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .currentContext
        feed.present(sheet, animated: true)
        stage.engine.runUntilIdle()
        let invariants = IdleInvariants(window: stage.window, engine: stage.engine)
        #expect(invariants.presentationChain.map(\.name) == [tabs.name, "sheet"])
        #expect(invariants.violations() == [])
    }

    /// ST2.3: completeTransition once per transition, from the engine's ledger.
    @Test func st2_3_aTransitionThatNeverCompletesBreaksCompleteTransitionOnce() {
        let home = ViewController(name: "home"), detail = ViewController(name: "detail")
        let stage = Stage(root: home)
        let delegate = FixedDelegate(animator: ClosureAnimator(duration: 0.2) { context in
            if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
        })
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = delegate
        home.present(detail, animated: true)
        stage.engine.runUntilIdle()
        let broken = IdleInvariants(window: stage.window, engine: stage.engine).violations()
        #expect(broken.contains { $0.invariant == "completeTransition once" && $0.detail.hasPrefix("present(detail)") })
        #expect(stage.engine.transitionLedger.records.map(\.completions) == [0])
    }

    /// ST2.3: an engine that bounds what it keeps (`retainedEvents`) keeps at least that many of
    /// the latest ledger records and fewer than twice as many (trimmed in batches, as its events
    /// are), and still counts the open ones.
    @Test func st2_3_theLedgerIsBoundedWithTheEngine() {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        stage.engine.retainedEvents = 2
        for _ in 0..<5 {
            navigation.pushViewController(second, animated: true)
            stage.engine.runUntilIdle()
            navigation.popViewController(animated: true)
            stage.engine.runUntilIdle()
        }
        let records = stage.engine.transitionLedger.records
        #expect(records.count >= 2 && records.count < 4, "\(records.count)")
        #expect(records.suffix(2).map(\.kind) == [.push, .pop])
        navigation.pushViewController(second, animated: true)
        #expect(stage.engine.transitionLedger.openCount == 1)
        stage.engine.runUntilIdle()
        #expect(stage.engine.transitionLedger.openCount == 0)
    }

    /// ST2.9 (found by `release` at 0–100 % of an interactive dismissal in custom_transitions.lua):
    /// a context holds its controllers until completeTransition, then lets go of them, so an
    /// object that keeps the context afterwards (here an animator keeping every context, as an
    /// interaction handler keeping it in a closure does) does not keep a dismissed controller alive.
    @Test func st2_9_aContextKeptAfterItsTransitionLetsGoOfItsControllers() {
        let home = ViewController(name: "home")
        let stage = Stage(root: home)
        let animator = FadeAnimator(duration: 0.3)
        let delegate = FixedDelegate(animator: animator)
        weak var released: ViewController?
        do {
            let detail = ViewController(name: "detail")
            detail.modalPresentationStyle = .overFullScreen
            detail.transitioningDelegate = delegate
            home.present(detail, animated: true)
            stage.engine.runUntilIdle()
            home.dismiss(animated: true)
            stage.engine.advance(by: 0.1)
            released = detail
            stage.engine.releasedControllers.note(detail)
        }
        // Mid-flight the transition keeps it (its context among them): UIKit's machinery, no leak.
        #expect(released != nil)
        #expect(animator.contexts.last?.viewController(forKey: .from) === released)
        stage.engine.runUntilIdle()
        #expect(animator.contexts.count == 2)  // the animator still holds both contexts
        #expect(released == nil)
        #expect(animator.contexts.last?.viewController(forKey: .from).name == "released")
        #expect(IdleInvariants(window: stage.window, engine: stage.engine).violations() == [])
    }

    /// ST2.9: a released controller that left the screen and is still alive is reported; one
    /// still presented, or held by what the app keeps (`isHeldByApp`), is not.
    @Test func st2_9_aReleasedControllerKeptAliveIsReportedOnlyOffScreen() {
        final class Keeper { var controller: ViewController? }
        let home = ViewController(name: "home")
        let stage = Stage(root: home)
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.3))
        let keeper = Keeper()  // a retain cycle's stand-in: something that should not hold it does
        weak var released: ViewController?
        do {
            let detail = ViewController(name: "detail")
            detail.modalPresentationStyle = .overFullScreen
            detail.transitioningDelegate = delegate
            home.present(detail, animated: true)
            stage.engine.runUntilIdle()
            keeper.controller = detail
            released = detail
            stage.engine.releasedControllers.note(detail)
        }
        let invariants = IdleInvariants(window: stage.window, engine: stage.engine)
        #expect(invariants.violations() == [])  // still presented: its presentation keeps it
        home.dismiss(animated: true)
        stage.engine.runUntilIdle()
        #expect(invariants.violations().map(\.invariant) == ["released controllers freed"])
        #expect(invariants.violations(isHeldByApp: { $0 === keeper.controller }) == [])
        keeper.controller = nil
        #expect(released == nil)
        #expect(invariants.violations() == [])
    }
}
