/// Dragging a sheet (T11.3c, T11.4k): between its detents, rubber-banding past the tallest, and
/// below the smallest into an interactive dismissal or, when the sheet may not be dismissed, a
/// rubber band and `presentationControllerDidAttemptToDismiss`.
extension SheetPresentationController {
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard containerView != nil, presentedViewController.activeTransition == nil,
                  presentedViewController.presentationController === self else { return }
            let top = stopMotion()
            var started = SheetDrag(startTop: top, restTop: restingTop)
            if let scrollView = scrollViewSharingDrag(), let containerView {
                started.scrollView = scrollView
                started.lastTranslation = pan.translation(in: containerView).y
                started.lastContentOffset = scrollView.contentOffset.y
                started.startTop = top - started.lastTranslation
            }
            drag = started
            dragChanged(pan)
        case .changed:
            dragChanged(pan)
        case .ended, .cancelled:
            dragEnded(pan, released: pan.state == .ended)
        default:
            break
        }
    }

    /// Stops a settling sheet where it shows now and returns its top.
    private func stopMotion() -> Double {
        let presented = currentPresentedView
        let top = presented.presentation.frame.minY
        for view in [presented, dimmingView, presentingViewController.view] { view.removeAllAnimations() }
        place(top: top)
        return top
    }

    /// Sets the sheet's top and its chrome at once.
    func place(top: Double) {
        currentPresentedView.frame = frame(atTop: top)
        applyChrome(top: top)
    }

    private func dragChanged(_ pan: PanGestureRecognizer) {
        guard var drag, let containerView else { return }
        let height = containerView.bounds.height
        let translation = pan.translation(in: containerView).y
        let all = positions
        let tallest = all[0].top, smallest = all[all.count - 1].top
        defer { self.drag = drag }
        // T11.4i: with a scroll view under the finger, each movement goes to the sheet or the content.
        if let scrollView = drag.scrollView {
            guard sheetTakesMovement(&drag, translation: translation, scrollView: scrollView) else { return }
            let raw = drag.startTop + translation
            if drag.dismissal == nil, raw < currentPresentedView.frame.minY {
                // Growing with the content at its top: up to the limit, never into the rubber band.
                return place(top: max(raw, expansionLimit(drag)))
            }
        }
        let raw = drag.startTop + translation
        if let dismissal = drag.dismissal {
            dismissal.update((raw - smallest) / height)
            return
        }
        if raw < tallest {
            place(top: tallest - SheetMotion.rubberBand(tallest - raw, dimension: height))
        } else if raw > smallest {
            if drag.mayDismiss == nil { drag.mayDismiss = askMayDismiss() }
            if drag.mayDismiss == true {
                place(top: smallest)
                drag.dismissal = beginSwipeDismissal()
                drag.dismissal?.update((raw - smallest) / height)
            } else {
                drag.attemptedDismissal = true
                place(top: smallest + SheetMotion.rubberBand(raw - smallest, dimension: height))
            }
        } else {
            place(top: raw)
        }
    }

    private func dragEnded(_ pan: PanGestureRecognizer, released: Bool) {
        guard let drag, let containerView else { return }
        self.drag = nil
        var velocity = released ? pan.velocity(in: containerView).y : 0
        if let scrollView = drag.scrollView {
            if drag.sheetMoved {
                // The sheet had the finger: the content does not coast, it stays at its top.
                scrollView.stopMotion()
                scrollView.applyOffset(Point(scrollView.contentOffset.x, -scrollView.adjustedContentInset.top))
            } else {
                velocity = 0  // the content had the finger: the sheet stays at its detent
            }
        }
        let all = positions
        if let dismissal = drag.dismissal {
            // Finish when the projected top is nearer the bottom of the screen than the smallest
            // detent (UncertainRules.sheetProjection).
            let smallest = all[all.count - 1].top
            let top = smallest + dismissal.currentPercent * containerView.bounds.height
            let projected = top + SheetMotion.projection(velocity: velocity)
            if released && projected > (smallest + containerView.bounds.maxY) / 2 { dismissal.finish() } else { dismissal.cancel() }
            return
        }
        let top = currentPresentedView.frame.minY
        let projected = top + SheetMotion.projection(velocity: velocity)
        let target = all.min { abs($0.top - projected) < abs($1.top - projected) } ?? restingPosition
        let previous = restingPosition.identifier
        settle(to: target.top, from: top, velocity: velocity)
        if target.identifier != previous {
            selectedDetentIdentifierFromDrag(target.identifier)
        }
        if drag.attemptedDismissal, let delegate {  // once, at the end of the drag (UncertainRules.attemptToDismissAtRelease)
            Engine.current?.record(.delegate, delegate.adaptiveDebugName, "presentationControllerDidAttemptToDismiss")
            delegate.presentationControllerDidAttemptToDismiss(self)
        }
    }

    /// Springs the sheet to `target` with the release velocity (T8.6: velocity ÷ distance).
    private func settle(to target: Double, from top: Double, velocity: Double) {
        let distance = target - top
        let relative = abs(distance) > 0.5 ? velocity / distance : 0
        View.animate(withDuration: SheetMotion.settleDuration, usingSpringWithDamping: SheetMotion.settleDamping,
                     initialSpringVelocity: relative.isFinite ? relative : 0, animations: { [self] in place(top: target) })
    }

    /// The user's drag chose another detent: set it without another layout and tell the delegate.
    private func selectedDetentIdentifierFromDrag(_ identifier: String) {
        suppressRelayout = true
        selectedDetentIdentifier = identifier
        suppressRelayout = false
        guard let sheetDelegate else { return }
        Engine.current?.record(.delegate, sheetDelegate.adaptiveDebugName, "sheetPresentationControllerDidChangeSelectedDetentIdentifier", identifier)
        sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    /// `isModalInPresentation`, then the delegate's `presentationControllerShouldDismiss` (T11.3d).
    private func askMayDismiss() -> Bool {
        if presentedViewController.isModalInPresentation { return false }
        guard let delegate else { return true }
        Engine.current?.record(.delegate, delegate.adaptiveDebugName, "presentationControllerShouldDismiss")
        return delegate.presentationControllerShouldDismiss(self)
    }

    /// Tells the delegate and starts the interactive dismissal the drag drives (T11.3c).
    private func beginSwipeDismissal() -> SheetSwipeDismissal {
        let dismissal = SheetSwipeDismissal()
        if let delegate {
            Engine.current?.record(.delegate, delegate.adaptiveDebugName, "presentationControllerWillDismiss")
            delegate.presentationControllerWillDismiss(self)
        }
        pendingSwipeDismissal = dismissal
        swipeDismissal = dismissal
        presentedViewController.dismiss(animated: true)
        pendingSwipeDismissal = nil
        return dismissal
    }
}

/// One drag of the sheet.
struct SheetDrag {
    var startTop: Double
    /// Where the sheet rested when the drag began.
    let restTop: Double
    /// The scroll view sharing the drag (T11.4i), its offset and the translation after the last movement.
    var scrollView: ScrollView?
    var lastContentOffset = 0.0
    var lastTranslation = 0.0
    /// Whether the sheet took the last movement (rather than the content).
    var sheetMoved = false
    /// Asked once, when the drag first goes below the smallest detent.
    var mayDismiss: Bool?
    var attemptedDismissal = false
    var dismissal: SheetSwipeDismissal?
}

/// The percent-driven dismissal a swipe drives. The gesture may end before the transition's
/// animator has started (it starts on the next run-loop turn): the last update and the ending
/// are kept and applied when it starts.
final class SheetSwipeDismissal: PercentDrivenInteractiveTransition {
    private var pendingPercent: Double?
    private var pendingEnd: Bool?  // true: cancel

    override var debugName: String { "SheetSwipeDismissal" }

    override func startInteractiveTransition(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
        // After the alongside animations join the timeline (right after this call), so that they
        // start at 0 with the animator's.
        _ = Engine.current?.async { [self] in
            let percent = pendingPercent, end = pendingEnd
            pendingPercent = nil
            pendingEnd = nil
            if let percent { update(percent) }
            if let cancel = end { cancel ? self.cancel() : finish() }
        }
    }

    override func update(_ percent: Double) {
        if isDriving { super.update(percent) } else { pendingPercent = min(max(percent, 0), 1) }
    }

    override func finish() { if isDriving { super.finish() } else { pendingEnd = false } }
    override func cancel() { if isDriving { super.cancel() } else { pendingEnd = true } }

    /// Where the dismissal is, counting an update not yet applied.
    var currentPercent: Double { isDriving ? percentComplete : (pendingPercent ?? 0) }
}
