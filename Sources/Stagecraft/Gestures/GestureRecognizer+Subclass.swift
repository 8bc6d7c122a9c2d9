/// A subclass of a recognizer kind written outside the module (a script's class, or Swift
/// translated to one): UIKit's `UIGestureRecognizerSubclass`. It overrides the touch methods,
/// calls the kind's own handling as Swift's `super.touchesMoved(_:with:)`, and sets `state`.
public protocol GestureRecognizerSubclass: AnyObject {
    /// Whether the subclass overrides the touch method of `phase`.
    func overrides(_ phase: TouchResponderPhase) -> Bool
    /// Runs the override of `phase` on `recognizer`; `base` is the kind's handling (`super`), which
    /// the override may call once, or not at all.
    func touches(_ phase: TouchResponderPhase, _ touches: [Touch], of recognizer: GestureRecognizer, base: () -> Void)
}

extension GestureRecognizer {
    /// Delivers touches of `phase`: to the subclass's override when it has one (its `super` is
    /// the kind's handling), else to the kind's.
    ///
    /// UIKit sends a recognizer's action messages "at the next cycle of the run loop" after its
    /// state changes (UIGestureRecognizer.State.began/.changed), not inside the touch method: a
    /// subclass that sets `.cancelled` right after its `super` began the gesture (a directional
    /// pan refusing the wrong direction) has its targets called once, seeing `.cancelled`. So
    /// while an override runs the targets wait, and run once after it with the state then.
    func deliver(_ phase: TouchResponderPhase, _ touches: [Touch]) {
        let base = { [self] in
            switch phase {
            case .began: touchesBegan(touches)
            case .moved: touchesMoved(touches)
            case .ended: touchesEnded(touches)
            case .cancelled: touchesCancelled(touches)
            }
        }
        guard let subclass, subclass.overrides(phase), !isRunningOverride else { return base() }
        isRunningOverride = true
        targetsWaiting = false
        subclass.touches(phase, touches, of: self, base: base)
        isRunningOverride = false
        if targetsWaiting && state != .failed && state != .possible { runTargets() }
        targetsWaiting = false
    }

    /// UIGestureRecognizerSubclass's `state` setter: the change UIKit's machine allows from the
    /// current state (possible → began/ended/failed, began/changed → changed/ended/cancelled),
    /// with what leaving `.possible` entails (failure requirements, `shouldBegin`, rivals); any
    /// other is ignored, as UIKit ignores it.
    public func setStateAsSubclass(_ next: State) {
        transition(to: next, because: next == .cancelled || next == .failed ? "set by the subclass" : nil)
    }
}
