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

    /// T11.5: the keyboard's animation curve 7 (TIMING.md does not define it). Used by
    /// `KeyboardAnimation`: a `CASpringAnimation` of mass 3, stiffness 1000, damping 500 running
    /// 0.5 s for the reported duration of 0.25 s (overdamped, so evaluated with the critical
    /// formula, as Core Animation does); other durations stretch it by scaling the mass.
    ///
    /// Evidence: Apple Developer Forums thread 48088 ("iOS Keyboard show animation curve control
    /// points"): printing the CAAnimations of a UIView block set to the keyboard's curve shows a
    /// CASpringAnimation with damping 500, stiffness 1000, mass 3, duration 0.5, that "reproduces
    /// the animation precisely", and that such blocks ignore the requested duration; the same thread's
    /// bezier fit (0.38, 0.7, 0.125, 1) needed twice the reported duration. The userInfo value
    /// 0.25 is what iOS 7+ reports (Stack Overflow 19482573's logged notification).
    static let keyboardCurve = (mass: 3.0, stiffness: 1000.0, damping: 500.0, lengthPerReportedSecond: 2.0)

    /// T11.5: the order of the keyboard's notifications: will-change-frame, then will-show/hide
    /// (inside the keyboard's animation block); after the motion, did-change-frame, then
    /// did-show/hide. Used by `Window.moveKeyboard`. Evidence: developer logs of the notifications
    /// (UIKit posts both pairs; which of a pair comes first is not documented).
    static let keyboardWillChangeFrameComesFirst = true

    /// LY1.1: autoresizing with several flexible parts whose sizes are all zero shares the change
    /// equally (Apple documents only the proportional case). Used by `AutoresizingMask.resize`.
    static let zeroSizedFlexiblePartsShareEqually = true

    /// T11.5b: a view inherits safe-area insets only on the edges where its superview has an
    /// unsafe strip, measured from its own edge to the superview's safe edge (so a view reaching
    /// above a notch gets more than the notch); on an edge with no inset it gets none, even where
    /// it hangs outside its superview. Used by `View.safeAreaInsets(inside:whose:)`. Evidence:
    /// Apple's `safeAreaInsets` documentation ("the portion of your view that is … covered by" the
    /// superview's unsafe areas) and measured subview insets (csl.cool, iOS layout adaptation:
    /// a subview 20 pt lower reports 39 = 59 − 20 at the top).
    static let safeAreaFromStrips = true

    /// T11.2b: the spring of the system zoom, both ways: iOS 17's perceptual spring of duration
    /// 0.5 s and bounce 0 (critically damped, settling in about 0.73 s). Used by
    /// `ZoomSession.springAnimator`. Evidence: WWDC24 "Enhance your UI animations and transitions"
    /// presents the zoom as spring-driven and continuously interactive and recommends the iOS 17
    /// springs (`.smooth`, duration 0.5, bounce 0) as the system's default feel; Apple publishes no
    /// parameters for the zoom itself.
    static let zoomSpring = (duration: 0.5, bounce: 0.0)

    /// T11.2e: the dimming behind a zooming view when `dimmingColor` is nil: black at 20 %.
    /// Used by `ZoomSession.makeStage`. Evidence: recordings of the zoom in Apple's Photos-style
    /// sample show a light darkening of the source screen; the documentation only says the
    /// option overrides "the system default".
    static let zoomDimmingColor = Color(white: 0, alpha: 0.2)

    /// T11.2c: with no source view (the provider returns nil, or a view out of the window) the
    /// zoom grows from, and shrinks to, half the final size at the container's centre while
    /// fading in or out. Used by `ZoomGeometry.collapsed`. Evidence: the documentation of
    /// `zoom(options:sourceViewProvider:)` allows nil without saying what is drawn; developer
    /// reports describe a zoom "from the middle of the screen" with a fade.
    static let zoomWithoutSourceScale = 0.5

    /// T11.2h / T11.2i: the interactive zoom-out's mapping and release thresholds. A drag the
    /// container's full height shrinks the view to `minimumScale`; release finishes at a downward
    /// velocity ≥ `flickVelocity` pt/s or past `distance` pt not moving up; a pinch finishes at a
    /// scale ≤ `pinchScale` not opening, or closing faster than `pinchFlick` (scale per second).
    /// The release velocity carries into the settling spring, capped at `maximumSpringVelocity`
    /// (fractions of the way per second). T11.2k: the edge swipe back uses the same values along x
    /// (the zoom takes over UIKit's interactive pop; whether it maps the swipe so is not documented).
    /// Used by `ZoomInteraction`. Evidence: the Photos app's drag-to-dismiss that the zoom copies
    /// (developer re-creations use 0.5–0.7 minimum scale and 100 pt / 500–800 pt/s thresholds);
    /// Apple documents none of these values.
    static let zoomDismissal = (minimumScale: 0.5, flickVelocity: 500.0, distance: 100.0, pinchScale: 0.8, pinchFlick: -1.0,
                                maximumSpringVelocity: 20.0)
}
