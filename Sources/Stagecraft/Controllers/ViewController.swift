/// A screen's controller (UIKit's `UIViewController`): owns a view, receives appearance callbacks,
/// presents and dismisses other controllers, and contains child controllers.
///
/// Subclasses override the callbacks as in UIKit. Every callback is also recorded as a lifecycle
/// trace event on the current engine *before* the override runs, so tests can assert exact orders
/// (T3) without subclassing.
open class ViewController: CustomStringConvertible {
    /// A name for traces, dumps and scripts; also the name given to the view it loads.
    public var name: String
    public var title: String?

    private var loadedView: View?
    /// How the controller is shown when presented: `.automatic` (a page sheet) unless set, as on
    /// iOS 13 and later (T11.3); code meant for full screen says `.fullScreen`, as apps do.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether a user's swipe may not dismiss this controller's sheet (UIKit's `isModalInPresentation`,
    /// T11.3d): the sheet rubber-bands and its delegate hears `presentationControllerDidAttemptToDismiss`.
    public var isModalInPresentation = false
    /// The sheet controller made before presentation, so `sheetPresentationController` can be
    /// configured before `present` (UIKit makes it on first access).
    var pendingSheet: SheetPresentationController?
    /// Asked for the animator, interaction controller and presentation controller when this controller
    /// is presented or dismissed. Held weakly, as in UIKit (T1.17).
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?

    // Presentation chain (T1.6)
    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?
    /// The presentation controller managing this controller's presentation, from present until the
    /// end of its dismissal (T1.17).
    public internal(set) var presentationController: PresentationController?

    // Containment
    public internal(set) weak var parent: ViewController?
    public internal(set) var children: [ViewController] = []

    /// The transition this controller takes part in now, if any (from, to, presenter or container).
    weak var activeTransition: Transition?
    /// The transition this controller started and keeps alive until it ends.
    var runningTransition: Transition?
    /// Where the controller is in its appearance cycle; drives balance checks (T3.8).
    var appearanceState: AppearanceState = .disappeared
    /// Begins a plain controller ignored as repeats of the direction it was going (T3.8), each owed
    /// one end that is absorbed once the cycle has completed.
    var repeatedAppearanceBegins = 0
    /// Whether `viewIsAppearing` already ran in the current appearance.
    var didCallViewIsAppearing = false
    /// The `animated` flag of the last `beginAppearanceTransition`, which `endAppearanceTransition()` reports.
    var appearanceAnimated = false
    /// Chrome a presentation from this controller left in the window outside its container, still
    /// there when the dismissal was over (T4.2): a new presentation adding more piles it up.
    var chromeLeftInWindow: [View] = []
    /// Where the controller's own view sat before a `.fullScreen` or `.currentContext` presentation
    /// moved it into a container, and for `.currentContext` its frame there (the container is not at
    /// the window's origin, so the view gets a container-relative frame meanwhile).
    var parkedViewPlace: ParkedViewPlace?
    /// Whether this controller's view is what a `.currentContext` / `.overCurrentContext` presentation
    /// from it or a descendant covers (UIKit's `definesPresentationContext`, default false).
    public var definesPresentationContext = false
    /// The system transition used when this controller is pushed or presented without a custom
    /// animator (iOS 18's `preferredTransition`, T11.2a); nil is the default slide or cover.
    public var preferredTransition: ViewControllerTransition?
    /// The zoom this controller came on screen with and its dismissal gestures (T11.2).
    var zoomSession: ZoomSession?

    public init(name: String) {
        self.name = name
    }

    open var description: String { "\(kindName)<\(name)>" }
    /// The kind of controller in messages ("ViewController", "NavigationController"…).
    open var kindName: String { "ViewController" }

    // MARK: - The view

    /// The controller's view, loaded on first access (`loadView` then `viewDidLoad`, once).
    public var view: View {
        if let loadedView { return loadedView }
        loadView()
        let loaded = loadedView ?? View(frame: Screen.bounds)
        if loaded.name == nil { loaded.name = name }
        loadedView = loaded
        loaded.viewController = self
        record(.lifecycle, "viewDidLoad")
        viewDidLoad()
        return loaded
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: View? { loadedView }

    /// Creates the view; the default makes a plain full-screen view. Overrides call `setView(_:)`.
    open func loadView() { loadedView = Self.defaultView() }

    /// UIKit's view for a controller without one: full screen, and following its superview's
    /// size (`loadView` makes it flexible in width and height, LY1.1).
    static func defaultView() -> View {
        let view = View(frame: Screen.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// Sets the controller's view (from `loadView`, or to replace it).
    public func setView(_ view: View) {
        if loadedView?.viewController === self { loadedView?.viewController = nil }
        loadedView = view
        view.viewController = self
    }

    // MARK: - Callbacks to override

    open func viewDidLoad() {}
    /// UIResponder's touch methods (T12.4): touches its root view (or a subview) did not handle
    /// reach the controller; the default passes them on to the view's superview.
    open func touchesBegan(_ touches: [Touch]) { nextResponderTouches(.began, touches) }
    open func touchesMoved(_ touches: [Touch]) { nextResponderTouches(.moved, touches) }
    open func touchesEnded(_ touches: [Touch]) { nextResponderTouches(.ended, touches) }
    open func touchesCancelled(_ touches: [Touch]) { nextResponderTouches(.cancelled, touches) }
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func willMove(toParent parent: ViewController?) {}
    /// The view is about to take `size` (the window resized or rotated); the default sizes the root
    /// of a window to it and tells the children. Containers also resize the child they show. Blocks
    /// given to `coordinator.animate(alongsideTransition:)` here run with the resize's animation
    /// (a rotation's, LY1.7), and its completions when it ends.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        record(.lifecycle, "viewWillTransition", "size=\(formatNumber(size.width))x\(formatNumber(size.height))")
        // By its frame, as UIKit does: a root view a presentation controller has scaled back grows
        // out of shape (L1.10) unless that controller puts it back, as UIKit's sheet does.
        if let view = viewIfLoaded, view.superview is Window { view.frame = Rect(origin: .zero, size: size) }
        for child in childrenForAppearanceForwarding {
            child.viewWillTransition(to: child.viewIfLoaded?.bounds.size ?? size, with: coordinator)
        }
    }
    open func didMove(toParent parent: ViewController?) {}
    /// Before and after the view's `layoutSubviews` in a layout pass (LY1.5).
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// The view's safe-area insets changed (T11.5).
    open func viewSafeAreaInsetsDidChange() {}
    /// The view's constraints are due for an update before the next solve (T12.2f): UIKit asks the
    /// controller of a root view instead of the view; this base updates the view's own
    /// (`view.updateConstraints()`), which an override calls last, as `super`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Insets added to the safe area the view gets from its superview (T11.5), e.g. for a custom bar.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The status bar style this controller wants while it owns the status bar (UIKit's
    /// `preferredStatusBarStyle`, SB1.1); asked by the system, as in UIKit (see Window+StatusBar.swift).
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden while it owns it (UIKit's `prefersStatusBarHidden`).
    open var prefersStatusBarHidden: Bool { false }
    /// A child whose answer counts instead of this controller's (UIKit's `childForStatusBarStyle`);
    /// nil, the default, answers itself.
    open var childForStatusBarStyle: ViewController? { nil }
    /// A child whose `prefersStatusBarHidden` counts instead (UIKit's `childForStatusBarHidden`).
    open var childForStatusBarHidden: ViewController? { nil }
    /// Whether this controller, presented other than `.fullScreen`, takes the status bar over from
    /// its presenter (UIKit's `modalPresentationCapturesStatusBarAppearance`, default false, SB1.1).
    public var modalPresentationCapturesStatusBarAppearance = false

    /// The size the controller would like its container to give it (UIKit's `preferredContentSize`):
    /// a change tells its presentation controller, or its parent (LY1.6).
    public var preferredContentSize: Size = .zero {
        didSet { if preferredContentSize != oldValue { preferredContentSizeDidChange() } }
    }
    /// A child's `preferredContentSize` changed (UIKit's `UIContentContainer` method); default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer child: ViewController) {}
    /// The size a child gets in a parent of `parentSize` (`UIContentContainer`); default: the parent's size.
    open func size(forChildContentContainer child: ViewController, withParentContainerSize parentSize: Size) -> Size { parentSize }

    /// The children whose appearance follows this controller's: by default, those whose views are
    /// loaded and inside this controller's view. Containers that show one child at a time say which.
    open var childrenForAppearanceForwarding: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    // MARK: - Relations

    /// The navigation controller this controller is in, if any.
    public var navigationController: NavigationController? { nearestAncestor(of: NavigationController.self) }

    /// The tab bar controller this controller is in, if any.
    public var tabBarController: TabBarController? { nearestAncestor(of: TabBarController.self) }

    /// The closest parent (or grandparent…) of the given kind.
    private func nearestAncestor<Kind: ViewController>(of kind: Kind.Type) -> Kind? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? Kind { return match }
            current = candidate.parent
        }
        return nil
    }

    /// The coordinator of the transition this controller (or an ancestor) takes part in now (T5.1).
    public var transitionCoordinator: TransitionCoordinator? {
        if let transition = activeTransition, !transition.context.isCompleted { return transition.coordinator }
        return parent?.transitionCoordinator
    }

    /// The controller at the top of this one's parent chain (what owns the screen it is on).
    var rootAncestor: ViewController {
        var current = self
        while let up = current.parent { current = up }
        return current
    }

    // MARK: - Tracing

    /// Records an event about this controller on the current engine.
    func record(_ category: TraceEvent.Category, _ event: String, _ detail: String = "") {
        Engine.current?.record(category, name, event, detail)
    }

    /// Reports a diagnostic about this controller on the current engine.
    func report(_ kind: Diagnostic.Kind, _ message: String, source: String? = nil) {
        Engine.current?.report(Diagnostic(kind: kind, message: message, subject: name, source: source))
    }
}

/// The device screen Stagecraft simulates by default (an iPhone 15's 390 × 844 points).
public enum Screen {
    public static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point of that screen (@3x).
    public static let scale = 3.0
}

/// Where a presenter's view sat before a presentation parked it in the container. The superview (the
/// window, usually) is held weakly: the window keeps its root controller, so a strong reference
/// back made a cycle that kept the window, its controllers and views alive for ever whenever a host
/// let go of a window with a full-screen presentation still on screen (every such scenario).
struct ParkedViewPlace {
    weak var superview: View?
    var index: Int
    /// For `.currentContext`, the view's frame there to restore (its container is not at the window's origin).
    var frame: Rect? = nil
}
