/// Manages a presented controller from the start of its presentation to the end of its dismissal
/// (UIKit's `UIPresentationController`, T4): where the presented view goes and what chrome
/// (a dimming view, a handle) surrounds it. Subclass it, or use `DimmingPresentationController`.
///
/// `presentedView` and `frameOfPresentedViewInContainerView` may be asked several times: keep
/// them free of side effects (T4.1).
open class PresentationController: TransitionObject {
    /// The controller presented. Held strongly from `present` on (UIKit keeps it for the
    /// presentation's life, T1.17); a sheet made before `present` (`sheetPresentationController`)
    /// holds it weakly until then, since that controller holds the sheet.
    public var presentedViewController: ViewController {
        presentedStrongly ?? presentedWeakly ?? ViewController(name: "released")
    }
    private var presentedStrongly: ViewController?
    private weak var presentedWeakly: ViewController?
    /// The controller presenting (strong until the dismissal ends, as UIKit's is for the presentation's life).
    public internal(set) var presentingViewController: ViewController
    /// The container of the presentation; exists before `presentationTransitionWillBegin` (T1.8).
    public internal(set) var containerView: View?
    /// The modal style the presentation was made with (what its dismissal follows).
    public internal(set) var presentationStyle: ModalPresentationStyle = .fullScreen
    /// Views its callbacks added outside the container (to the window or the presenting view), which
    /// nothing removes for it (T4.2).
    var outsideChrome: [View] = []
    /// Asked how the presentation adapts to its environment and told of a user's dismissal (held
    /// weakly, as in UIKit).
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// A delegate nothing else owns, kept alive here (a script's table: Lua tables have no owner on
    /// the Swift side). Setting it makes it the `delegate`.
    public var retainedDelegate: AdaptivePresentationControllerDelegate? {
        didSet { delegate = retainedDelegate }
    }
    /// For a presentation that adapted (the delegate answered a style other than `.none`): the
    /// `.custom` presentation controller it replaced, kept for the presentation's life. This
    /// controller then runs the adapted style.
    public internal(set) var adaptedFrom: PresentationController?

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        presentedStrongly = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// A controller made before its presentation (a sheet configured through
    /// `sheetPresentationController`): it refers to its presented controller weakly until `present`.
    init(pendingFor presentedViewController: ViewController, presenting placeholder: ViewController) {
        presentedWeakly = presentedViewController
        presentingViewController = placeholder
    }

    /// `present` took this controller: it holds its presented controller from now on.
    func holdPresentedViewController() {
        if presentedStrongly == nil { presentedStrongly = presentedWeakly }
    }

    /// The view the animator moves: the presented controller's view or a wrapper around it (T4.4).
    open var presentedView: View? { presentedViewController.view }
    /// Where the presented view rests; the container's bounds by default (T4.3).
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }
    /// `presentedView`, or the presented controller's view when it answers nil (a wrapper not made
    /// yet). Read each time it is needed, never kept from before `presentationTransitionWillBegin` (T4.4).
    var currentPresentedView: View { presentedView ?? presentedViewController.view }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// The presented controller's `preferredContentSize` changed (LY1.6). UIKit's default does
    /// nothing visible; presentation controllers that size to it call `containerView?.setNeedsLayout()`.
    open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}
    /// The size of the presented controller in a container of `parentSize` (LY1.6); default the
    /// parent's size. Apple's custom presentation sample answers the controller's `preferredContentSize`.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size { parentSize }

    /// A name for traces and diagnostics.
    open var debugName: String { typeName(of: self) }
    /// Where the controller is defined (`file:line`) when it comes from a script.
    open var sourceLocation: String? { nil }

    /// Calls one of the callbacks, recorded as a presentation event first.
    func call(_ name: String, _ detail: String = "", _ body: (PresentationController) -> Void) {
        Engine.current?.record(.presentation, debugName, name, detail)
        body(self)
    }

    /// A layout pass of the container (after the animations begin, and when the window resizes).
    /// T4.2: the layout callbacks run again and again; views they add each time pile up in the
    /// container (adding chrome on the first pass only is fine).
    func layoutContainer() {
        containerView?.needsLayout = false  // this is the container's layout pass (LY1.6)
        let before = containerView?.subviews ?? []
        call("containerViewWillLayoutSubviews") { $0.containerViewWillLayoutSubviews() }
        call("containerViewDidLayoutSubviews") { $0.containerViewDidLayoutSubviews() }
        let added = (containerView?.subviews ?? []).filter { view in !before.contains { $0 === view } }
        guard !added.isEmpty else { return }
        if layoutAddedViews {
            Engine.current?.report(Diagnostic(
                kind: .chromeLeftBehind,
                message: "\(added.map(\.displayName).joined(separator: ", ")) added to the container by another layout pass of \(debugName): chrome piles up (add it once, in presentationTransitionWillBegin)",
                subject: debugName, source: sourceLocation))
        }
        layoutAddedViews = true
    }

    /// Whether a layout pass added views to the container already.
    private var layoutAddedViews = false
}
