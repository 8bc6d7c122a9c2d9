/// Installing a window's root view controller: its view fills the window at the back, and it
/// appears (non-animated) while the old root disappears.
extension Window {
    func rootViewControllerDidChange(from old: ViewController?) {
        let new = rootViewController
        guard old !== new else { return }
        if let old {
            if old.appearanceState == .appeared || old.appearanceState == .appearing {
                old.beginAppearanceTransition(false, animated: false)
            }
            old.viewIfLoaded?.removeFromSuperview()
            if old.appearanceState == .disappearing { old.endAppearanceTransition() }
        }
        guard let new else { return }
        let rootView = new.view
        rootView.frame = bounds
        insertSubview(rootView, at: 0)
        new.beginAppearanceTransition(true, animated: false)
        new.endAppearanceTransition()
        updateStatusBarAppearance()  // SB1.2
    }

    /// A window that goes away takes its controllers with it. Two links are cycles until UIKit's
    /// own end of the story breaks them: a presented controller and its presentation controller
    /// hold each other until dismissal, and a transition that never completed (T2.2) holds its
    /// owner. Scenarios build a world per run and drop it, so without this every world left
    /// presented or hung stayed in memory (found by LeakSanitizer over the bad-script corpus).
    /// Every controller linked to the root, up as well as down: a root that replaced a presented
    /// controller (`rootViewController = detail` while `home` presents it) leaves `home` and the
    /// presentation's cycle reachable only upwards (found by LeakSanitizer over a fuzz scenario).
    func releaseControllerCycles() {
        var seen: Set<ObjectIdentifier> = []
        var component: [ViewController] = []
        var pending = rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            component.append(controller)
            pending += controller.children
            pending += [controller.presentedViewController, controller.presentingViewController, controller.parent].compactMap { $0 }
        }
        for controller in component {
            controller.runningTransition = nil
            controller.presentedViewController?.presentationController = nil
        }
    }

    /// The controller presented on top of all others, or the root: where a new presentation goes.
    public var topViewController: ViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}

/// Resizing the window (a rotation, a split-screen change): the root, every presentation container
/// and the presented views follow, and presentation controllers get a layout pass (T4.5).
extension Window {
    /// Takes `size` at once (no animation of its own); controllers hear
    /// `viewWillTransition(to:with:)` with a coordinator that is not animated.
    public func resize(to size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return refuse("bounds", "resize(to: \(size)): the size must be finite and non-negative")
        }
        let coordinator = TransitionCoordinator(resizing: self, duration: 0, targetTransform: .identity)
        coordinator.runResize(timing: .linear) { applySize(size, coordinator: coordinator) }
    }

    /// The window takes `size`, then the root, the presentations and their presented views follow,
    /// telling each controller with `coordinator`. Inside a rotation's block all of it animates.
    func applySize(_ size: Size, coordinator: TransitionCoordinator) {
        let oldTraits = traitCollection
        bounds = Rect(origin: bounds.origin, size: size)
        frame = Rect(origin: .zero, size: size)
        let traitsChanged = traitCollection != oldTraits
        var controller = rootViewController
        controller?.viewWillTransition(to: size, with: coordinator)
        while let presenter = controller, let presented = presenter.presentedViewController {
            if let presentation = presented.presentationController, traitsChanged {
                presentation.traitsDidChange(to: traitCollection)
            }
            if let presentation = presented.presentationController, let container = presentation.containerView {
                container.frame = bounds
                presentation.presentedView?.frame = presentation.frameOfPresentedViewInContainerView
                presentation.layoutContainer()
            }
            presented.viewWillTransition(to: presented.view.bounds.size, with: coordinator)
            controller = presented
        }
    }
}
