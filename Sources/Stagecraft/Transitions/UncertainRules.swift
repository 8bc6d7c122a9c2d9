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

    /// SV1.8 (?): a paging release faster than this many points per second goes to the next page in
    /// its direction; a slower one to the nearest page; never more than one page from where the
    /// drag started. Used by `ScrollView.release`. Evidence: UIKit documents only "stops on
    /// multiples of the scroll view's bounds"; devices visibly turn a page on a short quick flick
    /// and never skip pages; the threshold is not published (reimplementations use 200–500 pt/s).
    static let pagingFlingSpeed = 300.0

    /// SV1.7 (?): the bounce back to an edge (and the snap to a page) is a critically damped
    /// spring of mass 1 and stiffness 100 (ω0 = 10 rad/s), settled within 0.5 pt and 10 pt/s.
    /// Used by `ScrollPhysics.Bounce`. Evidence: Apple does not publish it; Ilya Lobanov's analysis
    /// of UIScrollView ("How UIScrollView works", the ScrollingFramework/ScrollViewPhysics sample)
    /// matches the device with a damping ratio of 1 and stiffness 100, which is what we use.
    static let bounceIsCriticallyDampedStiffness100 = true

    /// SV1.3 (?): a scroll view whose content scrolls along one axis only does not begin its pan
    /// for a movement more across that axis than along it, so a horizontal carousel inside a vertical
    /// list leaves vertical drags to the list. Used by `ScrollView.refusal(toScroll:)`. Evidence:
    /// nested perpendicular scroll views (App Store-style carousels in table cells) work in UIKit
    /// with no delegate code; UIScrollView's pan `gestureRecognizerShouldBegin` is private.
    static let oneAxisPanFailsAcross = true

    /// SV1.12 (?): a touch that stops a coasting scroll view selects nothing, and the stopped motion
    /// gets no `scrollViewDidEndDecelerating`. Evidence: UIKit's tables do not select the row under
    /// a tap that stops a fling; developer reports that `scrollViewDidEndDecelerating` is not called
    /// when the user stops the scroll with a touch (Stack Overflow 993280 and its follow-ups).
    static let touchStopsMotionSilently = true

    /// SV1.1 (?): lists (`UITableView`) bounce vertically even when their rows fit
    /// (`alwaysBounceVertical` true); grids (`UICollectionView`) do not unless asked. Evidence:
    /// every table view pulls down with a handful of rows; "alwaysBounceVertical = true" is the
    /// standard answer for collection views that do not bounce with few items.
    static let listsAlwaysBounceVertically = true

    /// SV1.10 (?): `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`
    /// ease in and out over 0.3 s. Used by `ScrollPhysics.Ease`. Evidence: UIKit does not publish
    /// it; developers timing the animation report about 0.3 s, and the usual replacement for a custom
    /// duration is a 0.3 s `UIView.animate` of `contentOffset` (Stack Overflow 9323218).
    static let animatedScrollDuration = 0.3
}
