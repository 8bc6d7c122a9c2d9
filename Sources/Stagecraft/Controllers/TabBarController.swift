/// Controllers shown one at a time by tab (UIKit's `UITabBarController`); a delegate can animate
/// the switch (T9.5). Without an animator the switch happens at once.
open class TabBarController: ContainerViewController {
    public private(set) var viewControllers: [ViewController] = []
    public weak var delegate: TabBarControllerDelegate?
    public private(set) var selectedIndex = 0

    public init(viewControllers: [ViewController], name: String = "tabs") {
        super.init(name: name, transitionViewName: "tabs.transition")
        // Only the controllers it could adopt, once each: a tab whose controller is not a child
        // (listed twice, or refused) would be shown by a container that does not own it.
        for controller in viewControllers where !self.viewControllers.contains(where: { $0 === controller }) {
            addChild(controller)
            if controller.parent === self { self.viewControllers.append(controller) }
        }
    }

    open override var kindName: String { "TabBarController" }
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }
    open override var shownChild: ViewController? { selectedViewController }

    /// Selects a tab in code (UIKit's `selectedIndex` setter): the delegate's animator runs, but
    /// `shouldSelect` and `didSelect` are not asked.
    public func select(index: Int) {
        guard viewControllers.indices.contains(index) else {
            return report(.indexOutOfRange, "selectedIndex \(index) is outside 0..<\(viewControllers.count); ignored")
        }
        switchTab(to: index)
    }

    /// The user taps a tab: `shouldSelect`, the switch, then `didSelect`.
    public func tapTab(at index: Int) {
        guard viewControllers.indices.contains(index) else {
            return report(.indexOutOfRange, "tab \(index) is outside 0..<\(viewControllers.count); ignored")
        }
        let target = viewControllers[index]
        let delegateName = delegate?.debugName ?? ""
        if let delegate {
            Engine.current?.record(.delegate, delegateName, "shouldSelect", target.name)
            guard delegate.tabBarController(self, shouldSelect: target) else { return }
        }
        switchTab(to: index)
        if let delegate {
            Engine.current?.record(.delegate, delegateName, "didSelect", target.name)
            delegate.tabBarController(self, didSelect: target)
        }
    }

    private func switchTab(to index: Int) {
        guard !refuseDuringTransition("select tab"), index != selectedIndex, let from = selectedViewController,
              let engine = Engine.current else { return }
        let to = viewControllers[index]
        let previous = selectedIndex
        selectedIndex = index
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        if let delegate, isViewLoaded, appearanceState == .appeared {
            let delegateName = delegate.debugName
            engine.record(.delegate, delegateName, "animationControllerForTransition", "\(from.name)->\(to.name)")
            animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
            if let animator {
                engine.record(.delegate, delegateName, "interactionControllerFor")
                interaction = delegate.tabBarController(self, interactionControllerFor: animator)
            }
        }
        guard let animator else { return swapWithoutAnimation(from: from, to: to, in: transitionView) }
        var plan = containerPlan(.tab, from: from, to: to, container: transitionView, animated: true,
                                 animator: animator, interaction: interaction)
        plan.toSurvivesCancel = true
        let fromView = from.view
        plan.systemCleanup = { [weak self] completed in
            if completed { fromView.removeFromSuperview() } else { self?.selectedIndex = previous }
        }
        run(plan, owner: self, engine: engine)
    }
}
