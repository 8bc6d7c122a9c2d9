/// The drag and pinch that dismiss a zoomed controller at any time (T11.2f–T11.2h): attached to
/// its view while the zoom session lasts, asking `interactiveDismissShouldBegin`, and turning a
/// grab during the zoom-in into a completed zoom-in followed by a driven zoom-out (T11.2g).
extension ZoomSession {
    func installGestures(on view: View) {
        guard pan.view == nil else { return }
        pan.shouldBegin = { [weak self] recognizer in self?.shouldBeginDismissal(recognizer) ?? false }
        pinch.shouldBegin = { [weak self] recognizer in self?.shouldBeginDismissal(recognizer) ?? false }
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        pinch.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
    }

    func uninstallGestures() {
        pan.view?.removeGestureRecognizer(pan)
        pinch.view?.removeGestureRecognizer(pinch)
    }

    /// Whether the zoomed controller can be grabbed now: zooming in (T11.2g), or shown and still.
    private var canBeginDismissal: Bool {
        guard let zoomed, activeInteraction == nil else { return false }
        if isZoomingIn { return true }
        guard !zoomed.isInTransition, zoomed.presentedViewController == nil else { return false }
        if let navigation { return navigation.topViewController === zoomed && !navigation.isInTransition }
        return zoomed.presentingViewController != nil
    }

    /// T11.2f: the system's own answer (a drag mostly downwards, a pinch closing), which
    /// `interactiveDismissShouldBegin` may overrule.
    private func shouldBeginDismissal(_ recognizer: GestureRecognizer) -> Bool {
        guard canBeginDismissal, let zoomed else { return false }
        let velocity: Point
        let willBegin: Bool
        if let pan = recognizer as? PanGestureRecognizer {
            velocity = pan.velocity(in: nil)
            willBegin = velocity.y > 0 && velocity.y >= abs(velocity.x)
        } else if let pinch = recognizer as? PinchGestureRecognizer {
            velocity = .zero
            willBegin = pinch.scale < 1
        } else {
            return false
        }
        let location = recognizer.location(in: zoomed.view)
        var answer = willBegin
        if let ask = transition.options?.interactiveDismissShouldBegin {
            answer = ask(ZoomTransitionInteractionContext(location: location, velocity: velocity, willBegin: willBegin))
        }
        Engine.current?.record(.transition, subject, "interactiveDismissShouldBegin", "willBegin=\(willBegin) answer=\(answer)")
        return answer
    }

    private func handle(_ recognizer: GestureRecognizer) {
        let pan = recognizer as? PanGestureRecognizer
        let pinch = recognizer as? PinchGestureRecognizer
        switch recognizer.state {
        case .began:
            beginDismissal(grab: recognizer.location(in: nil) - (pan?.translation(in: nil) ?? .zero))
            activeInteraction?.update(translation: pan?.translation(in: nil) ?? .zero, pinchScale: pinch?.scale ?? 1)
        case .changed:
            activeInteraction?.update(translation: pan?.translation(in: nil) ?? .zero, pinchScale: pinch?.scale ?? 1)
        case .ended:
            activeInteraction?.finish(velocity: pan?.velocity(in: nil) ?? .zero, pinchVelocity: pinch?.velocity)
            activeInteraction = nil
        case .cancelled, .failed:
            activeInteraction?.cancel()
            activeInteraction = nil
        case .possible:
            break
        }
    }

    /// T11.2k: the navigation controller's edge swipe back on a zoomed top controller drives the
    /// zoom-out (rightwards) instead of the slide. Returns whether it took the gesture.
    func handleEdgeSwipe(_ recognizer: ScreenEdgePanGestureRecognizer) -> Bool {
        guard transition.kind == .zoom else { return false }
        switch recognizer.state {
        case .began:
            guard canBeginDismissal else { return false }
            beginDismissal(grab: recognizer.location(in: nil) - recognizer.translation(in: nil), direction: .right)
            activeInteraction?.update(translation: recognizer.translation(in: nil))
        case .changed:
            activeInteraction?.update(translation: recognizer.translation(in: nil))
        case .ended:
            activeInteraction?.finish(velocity: recognizer.velocity(in: nil), pinchVelocity: nil)
            activeInteraction = nil
        case .cancelled, .failed:
            activeInteraction?.cancel()
            activeInteraction = nil
        case .possible:
            break
        }
        return true
    }

    /// Starts the driven pop or dismissal; a running zoom-in completes first (T11.2g).
    private func beginDismissal(grab: Point, direction: ZoomInteraction.Direction = .down) {
        guard let zoomed else { return }
        let interaction = ZoomInteraction(session: self, grabPoint: grab, direction: direction)
        interruptZoomIn()
        pendingInteraction = interaction
        activeInteraction = interaction
        if let navigation {
            navigation.popViewController(animated: true)
        } else {
            zoomed.dismiss(animated: true)
        }
        if pendingInteraction != nil {  // refused: nothing took the interaction
            pendingInteraction = nil
            activeInteraction = nil
            continuesInterruptedZoomIn = false
        }
    }
}
