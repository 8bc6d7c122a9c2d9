/// A stack of controllers shown one at a time (UIKit's `UINavigationController`), with push and
/// pop transitions that a delegate can customise (T9.1–T9.4).
///
/// `viewControllers` changes when an operation starts, as in UIKit; a cancelled interactive pop
/// puts the stack back.
open class NavigationController: ContainerViewController {
    public internal(set) var viewControllers: [ViewController] = []
    /// Asked for the animator and interaction controller of each push and pop (held weakly).
    public weak var delegate: NavigationControllerDelegate?
    /// The left-edge swipe that pops with UIKit's slide; it does not begin when the delegate supplies
    /// a custom pop animator (T9.4): a custom interaction controller must drive that one.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(edges: .left, name: "interactivePop")
    /// The interaction the edge swipe drives, handed to the next system pop.
    var systemPopInteraction: PercentDrivenInteractiveTransition?
    /// The zoom an edge swipe is driving back, from its start to its end (T11.2k).
    weak var activeZoomSwipe: ZoomSession?

    public init(rootViewController: ViewController, name: String = "navigation") {
        super.init(name: name, transitionViewName: "navigation.transition")
        adopt(rootViewController)
        viewControllers = [rootViewController]
    }

    open override var kindName: String { "NavigationController" }
    public var topViewController: ViewController? { viewControllers.last }
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }
    open override var shownChild: ViewController? { topViewController }

    open override func loadView() {
        super.loadView()
        if let root = viewIfLoaded { installInteractivePop(on: root) }
    }

    // MARK: - Operations

    /// Pushes `viewController` on the stack, animated by the delegate's animator or UIKit's slide.
    /// Open: an app's subclass overrides it (to set a delegate first) and calls `super` to push;
    /// one that does not call `super` pushes nothing, as in UIKit.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !refuseDuringTransition("pushViewController") else { return }
        if let problem = pushError(viewController) { return report(.transitionMisuse, "pushViewController refused: \(problem)") }
        guard let from = topViewController else { return }
        adopt(viewController)
        viewControllers.append(viewController)
        transition(.push, from: from, to: viewController, animated: animated,
                   finish: { viewController.finishMove(toParent: self) },
                   undo: { [weak self] in
                       self?.viewControllers.removeAll { $0 === viewController }
                       viewController.removeFromParent()
                   })
    }

    /// Pops the top controller; returns it, or nil when only the root is left. Open: UIKit calls an
    /// app's override for a pop from code and from the back swipe; one without `super` pops nothing.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let target = viewControllers.dropLast().last else { return nil }
        return popToViewController(target, animated: animated)?.last
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `target` is on top; returns the popped controllers (nil if `target` is not in the stack).
    @discardableResult
    public func popToViewController(_ target: ViewController, animated: Bool) -> [ViewController]? {
        guard !refuseDuringTransition("popViewController") else { return nil }
        guard let index = viewControllers.firstIndex(where: { $0 === target }) else {
            report(.transitionMisuse, "popToViewController(\(target)): not in the navigation stack; ignored")
            return nil
        }
        guard let from = topViewController, from !== target else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        let before = viewControllers
        viewControllers = Array(viewControllers[...index])
        for controller in popped { controller.beginMove(toParent: nil) }
        transition(.pop, from: from, to: target, animated: animated,
                   finish: { for controller in popped { controller.removeFromParent() } },
                   undo: { [weak self] in self?.viewControllers = before })
        return popped
    }

    /// Replaces the stack; animates a push or pop when the top controller changes. Open, as
    /// `pushViewController`: an app's override that does not call `super` changes nothing.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard !refuseDuringTransition("setViewControllers") else { return }
        guard let newTop = controllers.last else {
            return report(.transitionMisuse, "setViewControllers([]): a navigation stack cannot be empty; ignored")
        }
        if let problem = stackError(controllers) { return report(.transitionMisuse, "setViewControllers refused: \(problem)") }
        let oldTop = topViewController
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        let before = viewControllers
        let isPop = before.contains { $0 === newTop }
        for controller in controllers { adopt(controller) }
        viewControllers = controllers
        guard let from = oldTop, from !== newTop else {
            for controller in removed where controller !== oldTop { controller.beginMove(toParent: nil); controller.removeFromParent() }
            return
        }
        for controller in removed { controller.beginMove(toParent: nil) }
        transition(isPop ? .pop : .push, from: from, to: newTop, animated: animated,
                   finish: {
                       for controller in removed { controller.removeFromParent() }
                       if !isPop { newTop.finishMove(toParent: self) }
                   },
                   undo: { [weak self] in self?.viewControllers = before })
    }

    /// Makes `controller` a child (once).
    private func adopt(_ controller: ViewController) {
        guard controller.parent !== self else { return }
        addChild(controller)
    }
}
