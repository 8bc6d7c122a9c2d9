/// A controller that shows one child at a time inside a transition view: what navigation and
/// tab bar controllers share. The transition view is the container of their transitions (T9.2).
open class ContainerViewController: ViewController {
    /// Holds the shown child's view; push, pop and tab transitions run inside it.
    public let transitionView: View

    init(name: String, transitionViewName: String) {
        transitionView = View(frame: Screen.bounds, name: transitionViewName)
        super.init(name: name)
    }

    /// The child whose view is in the transition view.
    open var shownChild: ViewController? { nil }

    open override var childrenForAppearanceForwarding: [ViewController] { shownChild.map { [$0] } ?? [] }

    open override func loadView() {
        let root = View(frame: Screen.bounds)
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        if let child = shownChild {
            child.view.frame = transitionView.bounds
            transitionView.addSubview(child.view)
        }
        setView(root)
    }

    /// The transition view and the shown child follow the container's new size.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        transitionView.frame = Rect(origin: .zero, size: size)
        shownChild?.viewIfLoaded?.frame = transitionView.bounds
        super.viewWillTransition(to: size, with: coordinator)
    }
}
