/// The system's sheet (UIKit's `UISheetPresentationController`, iOS 15, T11.3–T11.4): manages
/// `.pageSheet`, `.formSheet` and `.automatic` presentations.
///
/// In compact width the presented view is a card from the top safe area (+ 10 pt) down, with rounded
/// top corners, over a black dimming view; at its large detent the presenting view is scaled back
/// behind it. The card rests at one of its `detents`; a pan on it moves it between them (rubber-banding
/// past the largest), picks the detent on release by projecting the release velocity, and below the
/// smallest detent drives an interactive dismissal (swipe to dismiss), unless the presented
/// controller `isModalInPresentation` or the delegate refuses. In regular width it is a centred card.
/// The layout maths lives in `SheetPresentationController+Layout.swift`, the drag in `+Drag.swift`.
public final class SheetPresentationController: PresentationController {
    /// The heights the sheet rests at; `[.large()]` by default. Changing them applies at once, or
    /// animated inside `animateChanges` (T11.4e).
    public var detents: [SheetDetent] = [.large()] {
        didSet { invalidateDetents() }
    }
    /// The detent the sheet rests at; nil is the smallest detent (T11.4c). Set from code it applies
    /// at once (animated inside `animateChanges`) and the delegate is not told; a drag that settles
    /// elsewhere sets it and tells the delegate (T11.4h).
    public var selectedDetentIdentifier: String? {
        didSet { if selectedDetentIdentifier != oldValue && !suppressRelayout { relayout() } }
    }
    /// At or below this detent nothing is dimmed and the presenting view takes touches (T11.4d).
    public var largestUndimmedDetentIdentifier: String? {
        didSet { relayout() }
    }
    /// Shows a 36 × 5 pt grabber 5 pt below the sheet's top (T11.4g).
    public var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }
    /// A scroll view at its top edge hands a drag to the sheet (T11.4i).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// In compact height, a card attached to the bottom edge instead of full screen (T11.4j).
    public var prefersEdgeAttachedInCompactHeight = false {
        didSet { invalidateDetents() }
    }
    /// The card's corner radius; nil is the system's (`UncertainRules.sheetCornerRadius`).
    public var preferredCornerRadius: Double? {
        didSet { relayout() }
    }

    /// The dimming view behind the card (black; its alpha follows the sheet's position).
    public let dimmingView = View(name: "sheetDimming")
    /// The grabber, while `prefersGrabberVisible` and presented.
    public private(set) var grabber: View?
    /// The pan that drags the sheet, on the presented view while presented.
    public let panGestureRecognizer = PanGestureRecognizer(name: "sheetPan")

    /// Resolved detent values, kept until invalidated or the container's size changes (T11.4f).
    var resolvedCache: (size: Size, positions: [SheetPosition])?
    /// Set while a drag records the detent it settled at (the drag animates the sheet itself).
    var suppressRelayout = false
    /// Whether `animateChanges` is running its block (changes then animate).
    var animatingChanges = false
    /// The drag under way, if any.
    var drag: SheetDrag?
    /// The percent-driven dismissal a swipe started, taken by `dismiss` (T11.3c).
    var pendingSwipeDismissal: SheetSwipeDismissal?
    /// The swipe dismissal running now (its end tells the delegate).
    var swipeDismissal: SheetSwipeDismissal?
    /// The presented and presenting views' layer settings before the sheet changed them.
    var savedPresented: (cornerRadius: Double, corners: CornerMask, clips: Bool)?
    var savedPresenting: (cornerRadius: Double, clips: Bool)?

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        setUp()
    }

    /// A sheet made before `present` (`sheetPresentationController`): no presenting controller yet.
    override init(pendingFor presentedViewController: ViewController, presenting placeholder: ViewController) {
        super.init(pendingFor: presentedViewController, presenting: placeholder)
        setUp()
    }

    private func setUp() {
        dimmingView.backgroundColor = Color(white: 0, alpha: 1)
        dimmingView.alpha = 0
        panGestureRecognizer.maximumNumberOfTouches = 1
        panGestureRecognizer.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
        panGestureRecognizer.delegate = self  // recognises together with a scroll view inside (T11.4i)
    }

    public override var debugName: String { "SheetPresentationController" }
    public override var frameOfPresentedViewInContainerView: Rect { frame(atTop: restingTop) }

    /// The sheet's delegate, when it implements the sheet callbacks.
    var sheetDelegate: SheetPresentationControllerDelegate? { delegate as? SheetPresentationControllerDelegate }

    // MARK: - Presentation callbacks (T11.3b)

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let presented = currentPresentedView
        savedPresented = (presented.cornerRadius, presented.layer.maskedCorners, presented.clipsToBounds)
        presented.cornerRadius = cornerRadius
        presented.layer.maskedCorners = isCompactCard ? [.minXMinY, .maxXMinY] : .all
        presented.clipsToBounds = true
        presented.addGestureRecognizer(panGestureRecognizer)
        updateGrabber()
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let presentingView = presentingViewController.view
        savedPresenting = (presentingView.cornerRadius, presentingView.clipsToBounds)
        let top = restingTop
        alongside { [self] in applyChrome(top: top) }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    public override func dismissalTransitionWillBegin() {
        drag = nil
        let bottom = containerView?.bounds.maxY ?? 0
        guard swipeDismissal != nil else { return alongside { [self] in applyChrome(top: bottom) } }
        // A swipe scrubs the dismissal linearly (SystemAnimator), so the dim and the push-back
        // follow the card's position, as they do while it is dragged between detents.
        alongside { [self] in
            View.animate(withDuration: View.inheritedAnimationDuration, options: [.curveLinear, .overrideInheritedCurve],
                         animations: { applyChrome(top: bottom) })
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        let swipe = swipeDismissal
        swipeDismissal = nil
        guard completed else { return }
        tearDown()
        guard swipe != nil, let engine = Engine.current else { return }
        // After the dismissal's appearance callbacks (the presented controller's viewDidDisappear),
        // as UIKit tells the delegate once the dismissal is over.
        _ = engine.async { [self] in
            guard let delegate else { return }
            engine.record(.delegate, delegate.adaptiveDebugName, "presentationControllerDidDismiss")
            delegate.presentationControllerDidDismiss(self)
        }
    }

    public override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        // The window gave its root the new size by its frame, which under the push-back scale
        // divides by it (L1.10); UIKit's sheet keeps the view it pushes back whole: unscaled, it
        // fills the window (T11.4j).
        if savedPresenting != nil, let presentingView = presentingViewController.viewIfLoaded,
           let window = presentingView.superview as? Window, presentingView.bounds.size != window.bounds.size {
            presentingView.bounds = Rect(origin: presentingView.bounds.origin, size: window.bounds.size)
            presentingView.center = Point(x: window.bounds.midX, y: window.bounds.midY)
        }
        if resolvedCache?.size != containerView.bounds.size { resolvedCache = nil }
        guard drag == nil, presentedViewController.activeTransition == nil else { return }
        applyRest()
    }

    // MARK: - Changes from code (T11.4e, T11.4f)

    /// Runs `changes` (new detents, a new selected detent…) and animates the sheet to the result.
    public func animateChanges(_ changes: () -> Void) {
        let wasAnimating = animatingChanges
        animatingChanges = true
        View.animate(withDuration: SheetMotion.settleDuration, usingSpringWithDamping: SheetMotion.settleDamping,
                     initialSpringVelocity: 0, animations: {
            changes()
            applyRest()
        })
        animatingChanges = wasAnimating
    }

    /// Asks the custom detents' resolvers again (UIKit keeps their values until this is called).
    public func invalidateDetents() {
        resolvedCache = nil
        relayout()
    }

    /// Lays the resting sheet out again after a change from code: at once, or animated inside `animateChanges`.
    func relayout() {
        guard containerView != nil, drag == nil, presentedViewController.activeTransition == nil,
              presentedViewController.presentationController === self else { return }
        applyRest()
    }

    /// Puts the sheet and its chrome where the selected detent says.
    func applyRest() {
        currentPresentedView.frame = frameOfPresentedViewInContainerView
        applyChrome(top: restingTop)
        currentPresentedView.cornerRadius = cornerRadius
    }

    // MARK: - Chrome

    /// The dimming alpha and the presenting view's scale for the sheet's top at `top`.
    func applyChrome(top: Double) {
        dimmingView.alpha = dimmingAlpha(atTop: top)
        let presentingView = presentingViewController.view
        guard scalesPresentingView else {
            // Regular width or compact height (after a rotation, too): nothing is pushed back.
            if let saved = savedPresenting, presentingView.transform != .identity {
                presentingView.transform = .identity
                presentingView.cornerRadius = saved.cornerRadius
            }
            return
        }
        if savedPresenting != nil { presentingView.clipsToBounds = true }  // its rounded corners clip
        let progress = presentingScaleProgress(atTop: top)
        presentingView.transform = presentingTransform(progress: progress)
        presentingView.cornerRadius = (savedPresenting?.cornerRadius ?? 0) * (1 - progress) + cornerRadius * progress
    }

    /// Adds or removes the grabber (T11.4g): a pill centred at the top of the presented view.
    func updateGrabber() {
        let wanted = prefersGrabberVisible && containerView != nil && presentedViewController.presentationController === self
        if !wanted {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        let presented = currentPresentedView
        let pill = grabber ?? View(name: "grabber")
        let size = SheetMotion.grabberSize
        pill.frame = Rect(x: (presented.bounds.width - size.width) / 2, y: SheetMotion.grabberTop, width: size.width, height: size.height)
        pill.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        pill.backgroundColor = SheetMotion.grabberColor
        pill.cornerRadius = size.height / 2
        pill.isUserInteractionEnabled = false
        presented.addSubview(pill)  // on top of the controller's content
        grabber = pill
    }

    /// Undoes what the sheet did to the views (after a dismissal, or a cancelled presentation).
    private func tearDown() {
        dimmingView.removeFromSuperview()
        grabber?.removeFromSuperview()
        grabber = nil
        let presented = currentPresentedView
        presented.removeGestureRecognizer(panGestureRecognizer)
        if let saved = savedPresented {
            presented.cornerRadius = saved.cornerRadius
            presented.layer.maskedCorners = saved.corners
            presented.clipsToBounds = saved.clips
        }
        if let saved = savedPresenting {
            let presentingView = presentingViewController.view
            presentingView.transform = .identity
            presentingView.cornerRadius = saved.cornerRadius
            presentingView.clipsToBounds = saved.clips
        }
        savedPresented = nil
        savedPresenting = nil
    }

    /// Runs `changes` alongside the transition, or at once without one (T4.5).
    private func alongside(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() })
        } else {
            changes()
        }
    }
}

/// The sheet's delegate (UIKit's `UISheetPresentationControllerDelegate`): the adaptive
/// presentation delegate plus the detent callback.
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user's drag settled the sheet at another detent (T11.4h); not called for changes from code.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController)
}
