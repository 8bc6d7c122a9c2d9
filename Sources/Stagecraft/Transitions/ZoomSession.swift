/// The zoom of one controller shown with `preferredTransition = .zoom(…)`, from its push or
/// presentation until it is popped or dismissed (T11.2): the clip and dimming views while a zoom
/// runs, the source view it hid, the running zoom-in (which a grab interrupts, T11.2g) and the
/// drag and pinch that dismiss it (ZoomSession+Gestures).
final class ZoomSession {
    weak var zoomed: ViewController?
    let transition: ViewControllerTransition
    weak var sourceViewController: ViewController?
    /// The stack it was pushed on; nil for a presentation.
    weak var navigation: NavigationController?
    let pan = PanGestureRecognizer(name: "zoom.dismissPan")
    let pinch = PinchGestureRecognizer(name: "zoom.dismissPinch")

    /// The view that clips the zoomed view to the source's shape, and the dimming behind it; they
    /// exist while a zoom runs, and stay from an interrupted zoom-in to the dismissal it becomes.
    private(set) var clip: View?
    private(set) var dimming: View?
    private var hiddenSource: View?
    /// The zoomed view's autoresizing mask, off while it is in the clip.
    private var savedAutoresizing: AutoresizingMask = []
    /// Where the zoomed view sits when fully shown (the zoom-in's final frame).
    private(set) var expandedFrame = Rect.zero
    /// The running zoom-in, until it completes: a grab stops it there and completes it (T11.2g).
    private var zoomIn: (animator: PropertyAnimator, context: TransitionContext, owner: ZoomAnimator)?
    /// The grab that starts the next zoom-out, and whether that zoom-out continues an interrupted zoom-in.
    var pendingInteraction: ZoomInteraction?
    var continuesInterruptedZoomIn = false
    /// The interaction the dismissal gesture drives now.
    var activeInteraction: ZoomInteraction?

    init(zoomed: ViewController, transition: ViewControllerTransition, source: ViewController, navigation: NavigationController?) {
        self.zoomed = zoomed
        self.transition = transition
        sourceViewController = source
        self.navigation = navigation
    }

    var subject: String { "zoom(\(zoomed?.name ?? "?"))" }
    var isZoomingIn: Bool { zoomIn != nil }

    // MARK: - Zoom in (T11.2b)

    func runZoomIn(_ context: TransitionContext, owner: ZoomAnimator) {
        guard let zoomed else { return context.completeTransition(true) }
        let container = context.containerView
        let view = context.view(forKey: .to) ?? zoomed.view
        expandedFrame = context.finalFrame(for: zoomed)
        installGestures(on: zoomed.view)
        let (clip, dimming) = makeStage(in: container, holding: view, frame: expandedFrame)
        let collapsed = collapsedGeometry(in: container, view: view)
        View.performWithoutAnimation {
            collapsed.apply(clip: clip, view: view)
            dimming.alpha = 0
        }
        let expanded = ZoomGeometry.expanded(in: expandedFrame)
        let animator = Self.springAnimator()
        try? animator.addAnimations {
            expanded.apply(clip: clip, view: view)
            dimming.alpha = 1
        }
        animator.addCompletion { [weak self] _ in self?.zoomInEnded() }
        zoomIn = (animator, context, owner)
        try? animator.startAnimation()
    }

    /// The zoom-in's property animator, which alongside animations join (T5.3).
    func zoomInAnimator(for owner: ZoomAnimator) -> PropertyAnimator? {
        zoomIn?.owner === owner ? zoomIn?.animator : nil
    }

    private func zoomInEnded() {
        guard let (_, context, owner) = zoomIn else { return }
        zoomIn = nil
        if owner.wasInterrupted {
            showSource()  // the dismissal asks for the source again and hides that one
        } else if let view = context.view(forKey: .to) ?? zoomed?.view {
            tearDown(in: context.containerView, view: view)
        }
        context.completeTransition(!context.transitionWasCancelled)
    }

    /// T11.2g: a grab during the zoom-in stops it where it is and completes it — never cancels it —
    /// so the dismissal that follows starts from what is on screen.
    func interruptZoomIn() {
        guard let (animator, _, owner) = zoomIn else { return }
        owner.wasInterrupted = true
        continuesInterruptedZoomIn = true
        try? animator.stopAnimation(false)
        try? animator.finishAnimation(at: .current)
    }

    // MARK: - Zoom out (T11.2c)

    /// Sets up the zoom-out (the to view behind, the clip around the zoomed view, the source asked
    /// again) and returns the geometry it starts from and the one it ends at.
    func prepareZoomOut(_ context: TransitionContext) -> (view: View, from: ZoomGeometry, to: ZoomGeometry)? {
        guard let zoomed else { return nil }
        let container = context.containerView
        let view = context.view(forKey: .from) ?? zoomed.view
        if let toView = context.view(forKey: .to) {
            container.insertSubview(toView, at: 0)
            toView.frame = context.finalFrame(for: context.viewController(forKey: .to))
        }
        if clip == nil {
            if expandedFrame == .zero { expandedFrame = view.frame }
            let (clip, dimming) = makeStage(in: container, holding: view, frame: view.frame)
            View.performWithoutAnimation {
                ZoomGeometry.expanded(in: view.frame).apply(clip: clip, view: view)
                dimming.alpha = 1
            }
        }
        guard let clip else { return nil }
        let start = ZoomGeometry.current(clip: clip, view: view)
        return (view, start, collapsedGeometry(in: container, view: view))
    }

    /// Springs the zoom to `geometry` (and the dimming to `dim`), then calls `done`; `velocity`
    /// is the spring's initial velocity in fractions of the way per second (T8.6).
    func settle(to geometry: ZoomGeometry, dim: Double, view: View, velocity: Double = 0, done: @escaping () -> Void) {
        guard let clip, let dimming else { return done() }
        let animator = Self.springAnimator(initialVelocity: velocity)
        try? animator.addAnimations {
            geometry.apply(clip: clip, view: view)
            dimming.alpha = dim
        }
        animator.addCompletion { _ in done() }
        try? animator.startAnimation()
    }

    /// Ends a zoom-out: the views put back; on success the gestures go with the session.
    func zoomOutEnded(_ context: TransitionContext, view: View, finished: Bool) {
        tearDown(in: context.containerView, view: view)
        if !finished { context.view(forKey: .to)?.removeFromSuperview() }  // T9.3: the to view goes on cancel
        if finished {
            uninstallGestures()
            if zoomed?.zoomSession === self { zoomed?.zoomSession = nil }
        }
        context.completeTransition(finished)
    }

    /// Moves the dismissal to `geometry` at once (the finger drives it).
    func follow(_ geometry: ZoomGeometry, dim: Double, view: View) {
        guard let clip, let dimming else { return }
        View.performWithoutAnimation {
            geometry.apply(clip: clip, view: view)
            dimming.alpha = dim
        }
    }

    var dimmingAlpha: Double { dimming?.alpha ?? 0 }
    var clipCenter: Point { clip?.center ?? .zero }

    // MARK: - Views

    private func makeStage(in container: View, holding view: View, frame: Rect) -> (View, View) {
        let dimming = View(frame: container.bounds, name: "zoom.dimming")
        dimming.backgroundColor = transition.options?.dimmingColor ?? UncertainRules.zoomDimmingColor
        dimming.isUserInteractionEnabled = false
        let clip = View(frame: frame, name: "zoom.clip")
        clip.clipsToBounds = true
        container.addSubview(dimming)
        container.addSubview(clip)
        // The clip's size changes through the zoom; the zoomed view keeps its own, scaled instead.
        savedAutoresizing = view.autoresizingMask
        view.autoresizingMask = []
        clip.addSubview(view)
        view.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        self.clip = clip
        self.dimming = dimming
        return (clip, dimming)
    }

    /// The zoomed view back in the container where the clip was, untransformed, and the zoom's
    /// views gone; the source shows again.
    private func tearDown(in container: View, view: View) {
        View.performWithoutAnimation {
            view.transform = .identity
            view.alpha = 1
            if let clip, clip.superview === container {
                container.insertSubview(view, aboveSubview: clip)
            } else {
                container.addSubview(view)
            }
            view.frame = expandedFrame
            view.autoresizingMask = savedAutoresizing
        }
        clip?.removeFromSuperview()
        dimming?.removeFromSuperview()
        clip = nil
        dimming = nil
        showSource()
    }

    private func showSource() {
        hiddenSource?.isHidden = false
        hiddenSource = nil
    }

    /// Asks the provider for the source view (each zoom asks again: it may have changed, T11.2c),
    /// hides it while the zoom runs, and returns the collapsed geometry it gives.
    private func collapsedGeometry(in container: View, view: View) -> ZoomGeometry {
        let source = askSourceView()
        var alignment = Rect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height)
        if let source, let zoomed, let provider = transition.options?.alignmentRectProvider,
           let rect = provider(ZoomTransitionAlignmentRectContext(sourceView: source, zoomedViewController: zoomed)) {
            if rect.isFinite, rect.width > 0, rect.height > 0 {
                alignment = rect  // T11.2d
            } else {
                Engine.current?.report(Diagnostic(kind: .transitionMisuse,
                    message: "alignmentRectProvider returned \(rect), which has no area; the whole view is aligned", subject: subject))
            }
        }
        showSource()
        if let source {
            source.isHidden = true  // UIKit hides the source while it stands in for it
            hiddenSource = source
        }
        let rect = source.map { container.convert($0.bounds, from: $0) }
        return .collapsed(into: rect, radius: source?.cornerRadius ?? 0, alignment: alignment,
                          viewBounds: Rect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height), frame: expandedFrame)
    }

    private func askSourceView() -> View? {
        guard let zoomed, let sourceViewController, let provider = transition.sourceViewProvider else { return nil }
        let view = provider(ZoomTransitionSourceViewProviderContext(sourceViewController: sourceViewController, zoomedViewController: zoomed))
        // A view out of the window cannot be zoomed from: UIKit falls back to the centre (T11.2c).
        let usable = view.flatMap { $0.window == nil || $0.isDescendant(of: zoomed.view) ? nil : $0 }
        Engine.current?.record(.transition, subject, "sourceViewProvider", usable?.displayName ?? "nil")
        return usable
    }

    static func springAnimator(initialVelocity: Double = 0) -> PropertyAnimator {
        let zoom = UncertainRules.zoomSpring
        let spring = Spring(duration: zoom.duration, bounce: zoom.bounce, initialVelocity: initialVelocity)
        return PropertyAnimator(duration: spring.settlingDuration, timingParameters: .spring(spring))
    }
}
