/// The responder chain for touches (T12.4): UIKit's `touchesBegan/Moved/Ended/Cancelled`.
///
/// Views and controllers override the four methods (declared in their class bodies so they can be
/// overridden); the defaults here pass the touches up: a view to its controller when it is a
/// controller's root view, else to its superview; a controller to its view's superview. The chain
/// ends at the window.
public enum TouchResponderPhase: Sendable {
    case began, moved, ended, cancelled
}

extension View {
    /// The view's next responder gets the touches (UIResponder's default implementation).
    public func nextResponderTouches(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        if let viewController { return viewController.receiveTouches(phase, touches) }
        guard let superview else { return Touch.fellThroughResponders(phase, touches) }
        superview.receiveTouches(phase, touches)
    }

    /// Calls the overridable method of `phase`.
    func receiveTouches(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        switch phase {
        case .began: touchesBegan(touches)
        case .moved: touchesMoved(touches)
        case .ended: touchesEnded(touches)
        case .cancelled: touchesCancelled(touches)
        }
    }
}

extension ViewController {
    /// The controller's next responder (its view's superview) gets the touches.
    public func nextResponderTouches(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        guard isViewLoaded, let superview = view.superview else { return Touch.fellThroughResponders(phase, touches) }
        superview.receiveTouches(phase, touches)
    }

    func receiveTouches(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        switch phase {
        case .began: touchesBegan(touches)
        case .moved: touchesMoved(touches)
        case .ended: touchesEnded(touches)
        case .cancelled: touchesCancelled(touches)
        }
    }
}

extension Touch {
    /// Whether a responder kept the touch: its view received it as it landed and no responder on
    /// the chain passed it all the way up (a view or controller overriding `touchesBegan`). Such a
    /// touch was handled without a gesture recognizer, so "recognized by none" is not reported.
    var wasHandledByResponder: Bool { wasDeliveredToView && !passedUpTheWholeChain }

    /// The touches left the end of the responder chain (UIResponder's default, all the way up).
    static func fellThroughResponders(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        guard phase == .began else { return }
        for touch in touches { touch.passedUpTheWholeChain = true }
    }
}

extension TouchDispatcher {
    /// Delivers `touches` of `phase` to the views they landed on (grouped per view, in landing
    /// order), skipping touches a recognizer already took from their view (`cancelsTouchesInView`).
    /// A touch reaches its view's `touchesMoved/Ended/Cancelled` only if its `touchesBegan` did.
    func deliverToViews(_ phase: TouchResponderPhase, _ touches: [Touch]) { Self.deliverToViews(phase, touches) }

    static func deliverToViews(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        var groups: [(view: View, touches: [Touch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            switch phase {
            case .began:
                guard !touch.isTakenFromView else { continue }
                if touch.isHeldByRecognizer { touch.isDelayedFromView = true; continue }
                touch.isInView = true
                touch.wasDeliveredToView = true
            default:
                guard touch.isInView else { continue }
                if phase != .moved { touch.isInView = false }
            }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups { view.receiveTouches(phase, touches) }
    }
}

extension GestureRecognizer {
    /// On recognising: the touches are taken from their views, which get `touchesCancelled` for
    /// those they had begun (UIKit's `cancelsTouchesInView`, true by default).
    func takeTouchesFromViews() {
        guard cancelsTouchesInView else { return }
        let inViews = touches.filter(\.isInView)
        for touch in touches { touch.isTakenFromView = true }
        guard !inViews.isEmpty else { return }
        var groups: [(view: View, touches: [Touch])] = []
        for touch in inViews {
            touch.isInView = false
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups { view.receiveTouches(.cancelled, touches) }
    }
}
