/// T12.4: UIKit's `delaysTouchesBegan`. "The window suspends delivery of touch objects in the
/// began phase to the view. If the gesture recognizer subsequently recognizes its gesture, these
/// touch objects are discarded. If the gesture recognizer, however, does not recognize its
/// gesture, the window delivers these objects to the view in a touchesBegan message."
extension GestureRecognizer {
    /// On recognising: the held touches never reach their view (nor their later phases, which
    /// follow a `touchesBegan` the view never had).
    func discardDelayedTouches() {
        for touch in touches where touch.isDelayedFromView { touch.isDelayedFromView = false }
    }

    /// On failing: the held touches go to their view now, unless another recognizer still holds them.
    func releaseDelayedTouches() {
        let released = touches.filter { $0.isDelayedFromView && !$0.isHeldByRecognizer }
        guard !released.isEmpty else { return }
        for touch in released { touch.isDelayedFromView = false }
        TouchDispatcher.deliverToViews(.began, released)
    }
}

extension Touch {
    /// Whether a recognizer receiving the touch delays its `touchesBegan` and may still recognise.
    var isHeldByRecognizer: Bool {
        gestureRecognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
    }
}
