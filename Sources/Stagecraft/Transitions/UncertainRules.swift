/// The decisions on rules marked (?) in UIKIT_SEMANTICS.md that the revised contract (issue 11)
/// settled, kept in one place so they can be changed if a device shows otherwise. Each says what
/// it decides, where it is used, and the evidence.
enum UncertainRules {
    /// T6.6 / T5.6 (revised, ?): a cancelled interactive transition's view animations (blocks,
    /// keyframes, alongside animations on the transition's timeline) end with their start values in
    /// the model, as a property animator finishing at `.start` does. Used by
    /// `PercentDrivenInteractiveTransition.cancel()`.
    ///
    /// Evidence: Apple's CustomTransitions sample (AAPLSwipeTransitionAnimator) and the widely
    /// copied interactive navigation demos never reset the from view after a cancel and work on
    /// devices; Apple's AAPLCustomPresentationController never resets its dimming view after a
    /// cancelled interactive dismissal either. The earlier reading (the model keeps the end values
    /// unless the animator resets them) is withdrawn by the revised rule.
    static let cancelledAnimationsEndAtTheirStart = true

    /// T6.6 (?): after a cancel, a to view that left the window (a cancelled pop's or dismissal's
    /// appearing view, removed again) is not reported for its *frame*: whoever shows it next frames
    /// it (animators set `finalFrame(for:)`; UIKit's own pop pre-positions the to view directly,
    /// outside its animation block, and must not be reported). Its alpha, transform and isHidden
    /// carry over to its next appearance, so those are still checked. Used by `checkRestored()`.
    static let reframedToViewsKeepTheirFrameUnchecked = true
}
