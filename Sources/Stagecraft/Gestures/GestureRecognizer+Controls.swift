/// T12.6: controls win over recognizers behind them for their own default action.
///
/// Apple's article "Attaching gesture recognizers to UIKit controls" (earlier, the Event Handling
/// Guide's "Interacting with Other User Interface Controls"): a button's single tap goes to the
/// button even when a single-tap recognizer is attached to its parent; this holds for gestures
/// that overlap a control's default action only (a pan on the
/// parent still takes the touch, and the button gets `touchCancel`). UIKit implements it in the
/// control's `gestureRecognizerShouldBegin(_:)`; here the recognizer asks the control the touch
/// landed on when it is about to recognise.
extension GestureRecognizer {
    /// The enabled control, other than the recognizer's own view, that one of the touches landed
    /// on and whose default action this gesture would take; nil when there is none.
    var controlKeepingItsTouch: Control? {
        for touch in touches {
            guard let control = touch.view as? Control, control !== view else { continue }
            // A disabled control's touches go on to the views behind it (UncertainRules.disabledControlsPassTouchesOn).
            if control.isEnabled && control.defaultActionOverlaps(self) { return control }
        }
        return nil
    }
}
