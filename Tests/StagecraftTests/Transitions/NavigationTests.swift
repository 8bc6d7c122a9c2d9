import Testing
@testable import Stagecraft

/// Navigation and tab bar transitions (T9).
@Suite struct NavigationTests {
    typealias NavigationDelegate = AppearanceTests.NavigationDelegate

    final class RecordingNavigationDelegate: NavigationControllerDelegate {
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        var operations: [NavigationOperation] = []
        var interactionAsked = 0
        func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation, from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return animator
        }
        func navigationController(_ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
            interactionAsked += 1
            return interaction
        }
    }

    @Test func t9_1_delegateGetsPushAndPopNilMeansTheDefaultSlide() {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        let delegate = RecordingNavigationDelegate()
        delegate.interaction = PercentDrivenInteractiveTransition()
        navigation.delegate = delegate
        navigation.pushViewController(second, animated: true)
        stage.engine.advance(by: 0.1)
        // Default push: the new view slides in from the right over 0.35 s, ease-in-ease-out.
        #expect(close(second.view.presentation.frame.minX, 390 * (1 - Reference.easeInOut(0.1 / SystemAnimator.navigationDuration))))
        #expect(close(first.view.presentation.frame.minX, -390 * SystemAnimator.parallax * Reference.easeInOut(0.1 / SystemAnimator.navigationDuration)))
        stage.engine.advance(by: 0.3)
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0.5)
        #expect(delegate.operations == [.push, .pop])
        #expect(delegate.interactionAsked == 0)  // only asked for a custom animator
        #expect(first.view.frame == Rect(0, 0, 390, 844))
        #expect(navigation.viewControllers.map(\.name) == ["first"])
        delegate.animator = FadeAnimator(duration: 0.2)
        delegate.interaction = nil
        navigation.pushViewController(second, animated: true)
        stage.engine.advance(by: 0.5)
        #expect(delegate.interactionAsked == 1)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t9_2_containerHoldsFromPushAddsOnTopPopInsertsBelow() {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        var observed: [String] = []
        let animator = ClosureAnimator(duration: 0.2) { context in
            let container = context.containerView
            let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
            observed.append("container=\(container.subviews.map(\.displayName))")
            observed.append("final.from=\(context.finalFrame(for: from)) final.to=\(context.finalFrame(for: to)) style=\(context.presentationStyle)")
            guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
            if to === second { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
            toView.frame = context.finalFrame(for: to)
            observed.append("after=\(container.subviews.map(\.displayName))")
            context.completeTransition(true)
        }
        let delegate = NavigationDelegate()
        delegate.animator = animator
        navigation.delegate = delegate
        navigation.pushViewController(second, animated: true)
        stage.engine.advance(by: 0.1)
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0.1)
        #expect(observed == [
            "container=[\"first\"]", "final.from=(0, 0, 0, 0) final.to=(0, 0, 390, 844) style=none", "after=[\"first\", \"second\"]",
            "container=[\"second\"]", "final.from=(0, 0, 0, 0) final.to=(0, 0, 390, 844) style=none", "after=[\"first\", \"second\"]",
        ])
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["first"])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    /// T9.3 (revised): after a cancelled pop the navigation controller takes the to view out of the
    /// container itself, so an animator that leaves it in (Apple's WWDC 2016 photo sample) gets no
    /// `views-left-in-container`; the container holds the from view again.
    @Test func t9_3_cancelledPopTheNavigationControllerRemovesTheToView() {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        navigation.pushViewController(second, animated: false)
        stage.engine.advance(by: 0)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["second"])
        // An interactive pop whose animator does not remove the to view on cancel.
        let animator = ClosureAnimator(duration: 0.4) { context in
            guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
            context.containerView.insertSubview(toView, belowSubview: fromView)
            View.animate(withDuration: 0.4, options: .curveLinear, animations: { fromView.alpha = 0 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        let delegate = NavigationDelegate()
        delegate.animator = animator
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0)
        #expect(navigation.viewControllers.count == 1)  // updated when the pop starts
        interaction.update(0.25)
        #expect(first.view.superview === navigation.transitionView)  // running: the animator's to view is in
        interaction.cancel()
        stage.engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["first", "second"])
        #expect(first.view.superview == nil)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["second"])
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    /// T9.3 (revised), the other direction: a cancelled push's to view, added on top and left there.
    @Test func t9_3_cancelledPushTheNavigationControllerRemovesTheToView() {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        let animator = ClosureAnimator(duration: 0.4) { context in
            guard let toView = context.view(forKey: .to) else { return }
            context.containerView.addSubview(toView)
            toView.alpha = 0
            View.animate(withDuration: 0.4, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        let delegate = NavigationDelegate()
        delegate.animator = animator
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.pushViewController(second, animated: true)
        stage.engine.advance(by: 0)
        interaction.update(0.5)
        interaction.cancel()
        stage.engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["first"])
        #expect(second.view.superview == nil)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["first"])
        #expect(stage.engine.diagnostics.isEmpty, "\(stage.engine.diagnostics)")
    }

    /// T9.3 (revised): a view the animator added that is neither from nor to (a snapshot) is still
    /// reported after a cancel, without the to-view hint that no longer applies.
    @Test func t9_3_aCancelledPopStillReportsAViewThatIsNeitherFromNorTo() {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        navigation.pushViewController(second, animated: false)
        stage.engine.advance(by: 0)
        let animator = ClosureAnimator(duration: 0.4) { context in
            guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
            context.containerView.insertSubview(toView, belowSubview: fromView)
            let snapshot = View(name: "snapshot")
            context.containerView.addSubview(snapshot)
            View.animate(withDuration: 0.4, options: .curveLinear, animations: { snapshot.alpha = 0 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        let delegate = NavigationDelegate()
        delegate.animator = animator
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        stage.engine.advance(by: 0)
        interaction.update(0.25)
        interaction.cancel()
        stage.engine.advance(by: 1)
        let reports = stage.diagnostics(.viewsLeftInContainer)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("snapshot") == true)
        #expect(reports.first?.message.contains("first") == false)
        #expect(reports.first?.message.contains("removes the to view") == false)
        #expect(stage.engine.diagnostics.count == 1, "\(stage.engine.diagnostics)")
    }

    @Test func t9_5_tabsUseTheDelegatesAnimatorAndInteraction() {
        final class TabDelegate: TabBarControllerDelegate {
            let animator = FadeAnimator(duration: 0.3)
            var asked: [String] = []
            var allow = true
            func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { asked.append("should \(viewController.name)"); return allow }
            func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
                asked.append("animator \(fromVC.name)->\(toVC.name)")
                return animator
            }
            func tabBarController(_ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
                asked.append("interaction")
                return nil
            }
            func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) { asked.append("did \(viewController.name)") }
        }
        let home = ViewController(name: "home"), search = ViewController(name: "search")
        let tabs = TabBarController(viewControllers: [home, search])
        let stage = Stage(root: tabs)
        let delegate = TabDelegate()
        tabs.delegate = delegate
        let mark = stage.mark
        tabs.tapTab(at: 1)
        stage.engine.advance(by: 0.15)
        #expect(close(search.view.presentation.alpha, Reference.easeInOut(0.5)))
        stage.engine.advance(by: 0.2)
        #expect(delegate.asked == ["should search", "animator home->search", "interaction", "did search"])
        #expect(tabs.selectedViewController === search)
        #expect(tabs.transitionView.subviews.map(\.displayName) == ["search"])
        #expect(stage.lifecycle(since: mark) == [
            "home.viewWillDisappear", "search.viewWillAppear", "search.viewIsAppearing", "home.viewDidDisappear", "search.viewDidAppear",
        ])
        delegate.allow = false
        tabs.tapTab(at: 0)
        #expect(tabs.selectedIndex == 1)
        tabs.select(index: 5)
        #expect(stage.diagnostics(.indexOutOfRange).count == 1)
        #expect(stage.engine.diagnostics.count == 1)
    }

    @Test func t9_5_withoutAnAnimatorTabsSwitchAtOnce() {
        let home = ViewController(name: "home"), search = ViewController(name: "search")
        let tabs = TabBarController(viewControllers: [home, search])
        let stage = Stage(root: tabs)
        let mark = stage.mark
        tabs.select(index: 1)
        #expect(tabs.transitionView.subviews.map(\.displayName) == ["search"])
        #expect(stage.lifecycle(since: mark) == [
            "home.viewWillDisappear", "search.viewWillAppear", "search.viewIsAppearing", "home.viewDidDisappear", "search.viewDidAppear",
        ])
    }

    @Test func stackOperationsAndRefusals() {
        let a = ViewController(name: "a"), b = ViewController(name: "b"), c = ViewController(name: "c")
        let navigation = NavigationController(rootViewController: a)
        let stage = Stage(root: navigation)
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)  // refused: a push is running (T1.18)
        #expect(stage.diagnostics(.transitionInProgress).count == 1)
        stage.engine.advance(by: 1)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers.map(\.name) == ["a", "b", "c"])
        #expect(c.parent === navigation && c.navigationController === navigation)
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.map(\.name) == ["b", "c"])
        stage.engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["a"])
        #expect(b.parent == nil && c.parent == nil)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["a"])
        navigation.setViewControllers([a, b, c], animated: true)
        stage.engine.advance(by: 1)
        #expect(navigation.topViewController === c)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["c"])
        navigation.pushViewController(b, animated: true)
        #expect(stage.diagnostics(.transitionMisuse).count == 1)
        #expect(navigation.popViewController(animated: false) === c)
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["b"])
    }
}
