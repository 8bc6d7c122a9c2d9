/// How a control follows its touch (T12.6): UIKit's `beginTracking`, `continueTracking`,
/// `endTracking` and `cancelTracking`, with the events each sends.
///
/// "Inside" is the control's bounds grown by `UncertainRules.controlTrackingMargin` on every
/// side, so a finger that slides a little off a button and lifts still presses it, as on a device;
/// the highlight follows the same boundary.
extension Control {
    /// Whether `touch` is inside the extended bounds.
    public func isInsideTrackingBounds(_ touch: Touch) -> Bool {
        let margin = UncertainRules.controlTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    /// A touch landed on the control: it is tracked, highlighted and `touchDown` is sent.
    func beginTracking(_ touch: Touch) {
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The tracked touch moved: a drag inside or outside, or across the boundary (enter, exit).
    func continueTracking(_ touch: Touch) {
        let wasInside = isTouchInside
        let inside = isInsideTrackingBounds(touch)
        isTouchInside = inside
        isHighlighted = inside
        switch (wasInside, inside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, true): sendActions(for: .touchDragEnter)
        }
    }

    /// The tracked touch lifted: `touchUpInside` (and the primary action) where it lifted inside,
    /// else `touchUpOutside`.
    func endTracking(_ touch: Touch) {
        let inside = isInsideTrackingBounds(touch)
        stopTracking()
        if inside {
            sendActions(for: sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// A gesture recognizer took the touch (or the system cancelled it): `touchCancel`.
    func cancelTracking() {
        stopTracking()
        sendActions(for: .touchCancel)
    }

    /// Forgets the tracked touch and the highlight, sending nothing.
    func stopTracking() {
        trackedTouch = nil
        isTouchInside = false
        isHighlighted = false
    }

    /// The tracked touch among `touches`, and the others (which go up the responder chain); an
    /// abandoned touch is in neither.
    func splitTracked(_ touches: [Touch]) -> (tracked: Touch?, others: [Touch]) {
        let live = touches.filter { $0 !== abandonedTouch }
        guard let trackedTouch else { return (nil, live) }
        let mine = live.first { $0 === trackedTouch }
        return (mine, live.filter { $0 !== trackedTouch })
    }
}
