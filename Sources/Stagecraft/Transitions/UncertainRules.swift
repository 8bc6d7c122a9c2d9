/// The decisions on rules marked uncertain in docs/rules.md that the revised contract (issue 11)
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

    /// T11.5: the keyboard's animation curve 7 (docs/timing.md does not define it). Used by
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

    /// SV1.1 (?): when the safe area changes a scroll view's `adjustedContentInset`, an offset
    /// resting at the old top (or leading) edge moves to the new one, so the first row starts
    /// below the notch; an offset anywhere else, or one a finger or a coast is moving, stays. Used
    /// by `ScrollView.safeAreaInsetsDidChange`. Evidence: a fresh `UITableView` filling a
    /// full-screen controller reports `contentOffset.y == -adjustedContentInset.top` (−47 on a
    /// notched iPhone, −91 with a navigation bar on an iPhone X), the classic "why is my initial
    /// contentOffset negative" reports since iOS 11; Apple documents only the inset, not the move.
    static let restingOffsetFollowsTheSafeArea = true

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

    /// T11.3b: the card's geometry. The presented card starts 10 pt below the top safe area
    /// (`SheetMotion.cardGap`) and has a 10 pt corner radius on its top corners; the presenting
    /// view, at full push-back, is scaled about its centre so that 16 pt of the screen show on each
    /// side and moved so that its top sits at the top safe area (10 pt above the card), with the
    /// same corner radius. Used by `SheetPresentationController+Layout`. Evidence: WWDC 2019
    /// "Modernizing Your UI for iOS 13" (the card, the presenting view "scaled down" and kept in
    /// the hierarchy); the iOS 13 sheet frames developers log (the card at the top inset + 10 on
    /// notched iPhones); the brief's ~0.9 scale (358 / 390 = 0.918 on a 390 pt wide screen). Newer
    /// iOS versions use larger radii that follow the display's corners; not modelled.
    static let sheetCardGeometry = (gap: 10.0, cornerRadius: 10.0, presentingInset: 16.0)

    /// T11.4b: `.medium()` puts the sheet's top at the middle of the container (Apple documents
    /// "approximately half the height of the screen"). Used by `SheetDetent.resolvedValue(in:)`.
    static let mediumDetentIsHalfTheContainer = true

    /// T11.4d: the dimming view is black at alpha 0.4 at full dim (UIKit's value is not documented;
    /// 0.4 matches the sheet screenshots' darkening and the dim of the seed half-sheet examples).
    /// It rises from 0 (sheet off screen, or at the largest undimmed detent) to full at the
    /// smallest dimmed detent, linearly in the sheet's top. During a swipe dismissal it fades
    /// linearly with the dismissal's percent (the card travels the container's height).
    static let sheetDimmingAlpha = 0.4

    /// T11.4g: the grabber is 36 × 5 pt, 5 pt below the sheet's top, centred, light grey
    /// (measured in screenshots of iOS 15–17 sheets; Apple does not document it).
    static let sheetGrabber = (width: 36.0, height: 5.0, top: 5.0)

    /// T11.3e: in regular width a form sheet is 540 × 620 pt (its `preferredContentSize` when set),
    /// centred — the classic iPad form-sheet size (iPadOS 16 made it slightly bigger, per
    /// hacknicity's "View Controller Presentation Changes in iOS and iPadOS 16"); a page sheet is
    /// 704 pt wide from the top safe area + 10 to the bottom. Detents apply in compact width only.
    static let regularWidthSheetSizes = (formWidth: 540.0, formHeight: 620.0, pageWidth: 704.0)

    /// T11.4k / T11.3c: a released sheet goes to the detent nearest its *projected* top, projected
    /// with Apple's `project(initialVelocity:decelerationRate:)` from WWDC 2018 session 803
    /// "Designing Fluid Interfaces" ((v / 1000) · r / (1 − r), r = 0.998, the scroll view's normal
    /// rate); a swipe dismissal finishes when the projected top is below the halfway point between
    /// the smallest detent and the bottom of the container. UIKit's own thresholds are not public;
    /// this is the method Apple presented for the same decision.
    static let sheetProjection = (decelerationRate: 0.998, dismissAtHalfway: true)

    /// T11.4e/k: a released sheet (and `animateChanges`) settles with a critically damped spring
    /// that settles in 0.5 s, with the release velocity (T8.6). UIKit's sheet spring is private.
    static let sheetSettleSpring = (duration: 0.5, dampingRatio: 1.0)

    /// T11.3d: `presentationControllerDidAttemptToDismiss` is called once, when the drag that
    /// pulled a non-dismissable sheet below its smallest detent ends (Apple: "the user attempted to
    /// dismiss"; the moment within the gesture is not documented).
    static let attemptToDismissAtRelease = true

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

    /// T11.4i: drag versus scroll. Each movement of a drag shared by the sheet and a scroll view
    /// inside it goes wholly to one of them, decided by the content's offset after the previous
    /// movement (at its top or not) and the direction; the movement that crosses the content's top
    /// is the content's (it may rubber-band by that one step), the next one is the sheet's. Used by
    /// `SheetPresentationController+Scroll`. Evidence: Apple documents the behaviour
    /// (`prefersScrollingExpandsWhenScrolledToEdge`: "scrolling expands the sheet to a larger
    /// detent"; WWDC 2021 "Customize and resize sheets in UIKit" shows the drag moving to the sheet
    /// when the content reaches its top); how UIKit splits one movement is private.
    static let dragGoesWhollyToSheetOrContent = true

    /// SV1.10 (?): `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`
    /// ease in and out over 0.3 s. Used by `ScrollPhysics.Ease`. Evidence: UIKit does not publish
    /// it; developers timing the animation report about 0.3 s, and the usual replacement for a custom
    /// duration is a 0.3 s `UIView.animate` of `contentOffset` (Stack Overflow 9323218).
    static let animatedScrollDuration = 0.3

    /// L2.7 (?): the perspective of UIKit's flip transitions (`.transitionFlipFromLeft` …), as the eye's
    /// distance `d` in `m34 = −1/d`. Used by `ViewTransitionEffect.flipTransform`. Evidence: Apple does
    /// not document it (the flip is Core Animation's private "oglFlip" `CATransition`); developers who
    /// match the stock flip by eye use m34 between −1/500 and −1/1500 (Stack Overflow 15852375 uses
    /// −1/800, others −1/1000 and −1/1500); 1000 is the middle of those reports.
    static let flipPerspectiveDistance = 1000.0

    /// L2.7 (?): during a flip the edge turning toward the viewer keeps the view's size (the turn is
    /// pushed back by how far that edge came forward), so the corners are never enlarged past the
    /// container. Used by `ViewTransitionEffect.flipTransform`. Evidence: developer reports of the
    /// stock flip: "the view is scaled during the flipping animation such that the tallest edge of the
    /// flipped view stays the height of the container view" (Stack Overflow 15852375); "in the middle
    /// of the transition, the camera dollies back a bit, so the corners … are fully visible". The slight
    /// dimming of the turned content those reports mention is not reproduced.
    static let flipKeepsTheNearEdge = true

    /// T11.5f (?): the colour the drawn keyboard's panel takes, the light keyboard's backdrop,
    /// #D1D3D9. Used by `Window.keyboardPanel`. Evidence: none from Apple (the keyboard is drawn by
    /// another process, with a blur); the light keyboard's background in screenshots of iOS 15–17,
    /// as designers' UI kits quote it, is about rgb(209, 211, 217). Keys are not drawn.
    static let keyboardColor = Color(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)

    /// LY1.7 (?): how long an interface rotation animates, per quarter turn (a half turn takes twice
    /// as long). Used by `Window.rotate(to:animated:)`. Evidence: UIKit's documented
    /// `UIApplication.statusBarOrientationAnimationDuration`, "the animation duration in seconds for
    /// the status bar during a 90 degree orientation change. It should be doubled for a 180 degree
    /// orientation change" (0.3 s on iPhone); developers logging `coordinator.transitionDuration` in
    /// `viewWillTransition(to:with:)` report 0.3 s for a quarter turn on iPhones and 0.4 s on some
    /// iPads (Stagecraft uses 0.3 s everywhere).
    static let rotationDurationPerQuarterTurn = 0.3

    /// LY1.7 (?): the rotation's curve, ease-in-ease-out (the default curve of UIKit's animations;
    /// the coordinator's `completionCurve` reports `.easeInOut`). The sign of `targetTransform`
    /// (portrait → landscapeRight a quarter turn of −90°, → landscapeLeft +90°) follows the order of
    /// the orientations around the device; developers' logs agree on ±90° and 180°, not all on the sign.
    /// The rotation's coordinator answers the window's root controller for both
    /// `viewController(forKey:)` keys (Apple documents no value for a rotation; Stagecraft's API has
    /// no nil there).
    static let rotationCurve = TimingFunction.easeInOut

    /// L2.9 (?): `layer.sublayerTransform` set inside a view animation block animates with the block,
    /// as `layer.transform` does. Used by `Layer.sublayerTransform`. Evidence: `CALayer.h` marks the
    /// property animatable; UIKit animates layer properties of a view's own layer inside blocks
    /// since iOS 11 for the ones documented (L1.3), and developers animate shared perspective in
    /// `UIView.animate` blocks (cover-flow and cube tutorials) without an explicit animation; Apple
    /// documents no list for `sublayerTransform`.
    static let sublayerTransformAnimatesInBlocks = true

    /// L2.10 (?): how stacked 3D transform animations add. Core Animation's additive `transform`
    /// animations combine matrices; Stagecraft adds the decomposed parts (as T8.7 adds the 2D ones)
    /// and composes each animation's remaining rotation (current · final⁻¹, quaternions) onto the
    /// model's, which is exact for turns about one axis, the usual case (a card flipped back mid-flip),
    /// and an approximation for turns about different axes, whose order UIKit does not document.
    /// Used by `AdditiveStack.renderMatrix`. Evidence: WWDC 2014 session 236 (additive by default for
    /// transform since iOS 8); the decomposition of L2.3.
    static let threeDTransformsAddInDecomposedParts = true

    /// ST2.9 (?): a transition context holds its from and to controllers strongly until
    /// `completeTransition`, and weakly after (`TransitionContext`). Evidence: UIKit's context
    /// object holds its view controllers strongly and an app object that keeps the context after
    /// the transition keeps them alive (nytimes/NYTPhotoViewer pull request 79, "A concrete class of
    /// UIViewControllerContextTransitioning has got view controllers internally as strong
    /// reference"; m1entus/MZFormSheetPresentationController issue 41), which is why Apple's
    /// CustomTransitions sample and those fixes keep the context in a *weak* property. A Lua port
    /// cannot: the context lives in a closure's upvalue or a table, and the binding's roles and
    /// handles hold each other until the scenario ends, so keeping the strong references would
    /// report as leaked every controller a faithful port of those samples dismisses. The price:
    /// an app that keeps the context strongly on purpose (the leak those fixes removed) is not
    /// caught by ST2.9.
    static let contextReleasesControllersAtCompletion = true

    // MARK: - Issue 25 (round 3 of "UIKit is the oracle")

    /// T1.13a (revised, ?): the dismissals whose presented controller has a `finalFrame(for:)` — its
    /// view's frame when the dismissal starts (the presentation controller's
    /// `frameOfPresentedViewInContainerView` unless something moved it; it is not asked again, so a
    /// script sees no extra call) — rather than `.zero`. `.fullScreen` (and `.currentContext`), the
    /// sheets and push/pop keep `.zero`. Used by `ViewController.dismiss(animated:completion:)`.
    /// Evidence: Apple's `finalFrame(for:)` documentation ("might be CGRectZero but it might also be
    /// a valid frame rectangle"); a widely used presentation library's dismiss animators start from
    /// `finalFrame(for: fromVC)` and offset it by its height, and their users see the slide-down on
    /// devices (since 2016), where a `.zero` frame would collapse the view to 0 × 0 at once.
    static let presentedFinalFrameOnDismissal: Set<ModalPresentationStyle> = [.custom, .overFullScreen]

    /// T9.3 (revised, ?): after a cancelled push or pop the navigation controller removes the to view
    /// from its container itself (wherever in the container the animator put it), before the
    /// container check, so an animator that leaves it there is not reported; a view that is neither
    /// from nor to and is still there is. Used by `NavigationController.transition`. Evidence: Apple's
    /// WWDC 2016 photo-transition sample (interruptible push/pop) never removes the to view on cancel
    /// and works; Apple's CustomTransitions sample removes it only "due to a bug with unwind segues".
    /// Tab bar swaps (T9.5) are not covered by the revision and still leave it to the animator.
    static let navigationRemovesToViewOnCancel = true

    /// T3.8 (revised, ?): a plain controller (no children following its appearance, not a navigation
    /// or tab bar controller) told `beginAppearanceTransition` in the direction it is already going
    /// ignores it — no second will-call, no message — and one later `endAppearanceTransition` per
    /// ignored begin is absorbed once its cycle has completed (the first end completes it); a
    /// container reports the repeat as "Unbalanced calls to begin/end appearance transitions". An end
    /// with no begin is reported for every controller. Used by
    /// `ViewController.beginAppearanceTransition` / `endAppearanceTransition`. Evidence: the warning
    /// is reported by users only when the presented controller is a navigation or tab bar controller
    /// (andreamazz/BubbleTransition issue 45 and PR 39, zoonooz/ZFDragableModalTransition issue 49,
    /// CosmicMind/Motion issues 29/42, a sheet library's issue 39), never by the many users of the
    /// same animators presenting a plain controller, which get UIKit's calls and the animator's.
    ///
    /// Not followed: the revised rule also calls "starting the opposite direction mid-way" unbalanced
    /// for every controller. A begin in the opposite direction before the end is how UIKit itself
    /// turns a cancelled transition back (T3.6: new.viewWillAppear, then new.viewWillDisappear), and
    /// how a custom container must cancel a child's transition to *avoid* the warning (Douglas Hill,
    /// 2019: "the solution for cancelling a child view controller transition is to call
    /// beginAppearanceTransition a second time when cancelling … The solution to a warning log about
    /// ‘Unbalanced calls’ was to take my balanced calls and unbalance them"). Reporting it would cry
    /// wolf on correct code, so a turn-back stays valid (reported to the maintainer with issue 25).
    static let plainControllersIgnoreRepeatedBegin = true

    /// T12.5 (the rule is not marked (?), but these parts of it are Stagecraft's reading): with a
    /// `CGVector` velocity, a `dampingRatio` spring solves its stiffness (docs/timing.md) separately for
    /// each axis's component and for the magnitude, so each settles at the animator's duration; a
    /// physical spring runs until the slowest of those parts has settled; a frame's size (bounds)
    /// takes the magnitude, as every property that is not a point's position. Used by
    /// `TimingParameters.axisTiming(duration:)` / `effectiveDuration(requested:)`. Evidence: Apple's
    /// `initialVelocity` documentation ("for view position animations, both components … are
    /// considered. Each component specifies the initial rate of change along the respective x and y
    /// axes"; "for properties that don't involve two-dimensional motion, only the magnitude of the
    /// vector is considered"); how UIKit times each axis internally is not published.
    static let vectorVelocitySolvesEachAxis = true

    /// T7.10 (the rule is not marked (?); this part is Stagecraft's reading): a view a property
    /// animator moves is found where it is drawn for its *geometry* (position, size, 2D and 3D
    /// transform, and so for its subviews); whether it takes touches at all (hidden, interaction
    /// enabled, alpha ≥ 0.01) stays the model's, as for every view. Used by `View.hitTestSource`.
    /// Evidence: WWDC 2016 session 216 and Apple's `isManualHitTestingEnabled` documentation speak of
    /// hit-testing the animated views at their on-screen position; nothing documents the alpha cut-off
    /// during such an animation. The system zoom (T11.2), driven by a property animator here, is
    /// hit-tested where it is drawn too: a finger grabs the zooming view where it is seen.
    static let animatedHitTestingIsGeometryOnly = true

    /// T8.4 / T8.5 (?): a `UIView.animate` nested inside `addKeyframe` is an animation of its own,
    /// not part of the keyframe: the keyframe's relative start and duration do not apply to it, and,
    /// as any nested block, it inherits the in-flight animation's remaining duration and curve — the
    /// keyframe block's (all of it: the nested block runs while the block is being built) — unless
    /// it passes `.overrideInheritedDuration` / `.overrideInheritedCurve`. Used by
    /// `Engine.inherit(_:)` (kept as it was; KeyframeNestingTests pins it). Evidence: Apple's
    /// `overrideInheritedDuration` ("if this option isn't present, the animation inherits the
    /// remaining duration of the in-flight animation, if any") and `overrideInheritedCurve` ("…
    /// inherits the curve of the in-flight animation") documentation, for `UIView.AnimationOptions`
    /// and `KeyframeAnimationOptions` alike; the in-flight animation of a keyframe block is one
    /// `CAKeyframeAnimation` per property with the block's duration and curve (Stack Overflow
    /// 20521214 prints it: `duration = 10; timingFunction = easeInEaseOut` for a keyframe spanning
    /// 0…0.1); UIKit documents keyframe timing only for property changes made directly in the
    /// keyframe's block, and the developer answers that nest blocks (the Stack Overflow question
    /// "Understanding animateKeyframes relative start times/delays", whose answer wraps keyframe
    /// blocks in a `UIView.animate` and passes `.overrideInheritedDuration`) rely on the inheritance.
    /// No device measurement was found either way; this documents the behaviour kept, with no switch.
    static let nestedBlocksInKeyframesInheritTheKeyframeBlock = true

    /// T12.2 (?): a label's intrinsic content size without glyph metrics in the core. Height: the
    /// system font's line height, (ascender − descender) / unitsPerEm of SF Pro (1950 + 494) / 2048
    /// = 1.193359375 em, so 20.287 pt at 17 pt as `UIFont.lineHeight` reports, times the lines,
    /// rounded up to a third of a point (a @3x pixel) as UILabel rounds. Width: 0.55 em per
    /// character and 0.25 em per space (a mean advance of SF Pro Text in English text), rounded up
    /// the same way. Used by `Label.intrinsicContentSize`. Evidence: Apple's SF Pro font's hhea
    /// table; the width is an approximation, stated so tests can compute it by hand.
    static let labelLineHeightPerPoint = 1.193359375
    static let labelAdvancePerPoint = (character: 0.55, space: 0.25)
    static let labelPixelsPerPoint = 3.0

    /// T12.2 (?): the layout margins guide measures `layoutMargins` from the safe area (the two
    /// insets add) when `insetsLayoutMarginsFromSafeArea` is true, the default. Used by
    /// `View.effectiveLayoutMargins`. Evidence: Apple's documentation of
    /// `insetsLayoutMarginsFromSafeArea` ("margins … are automatically modified to fall within the
    /// safe area"); developer logs of `layoutMargins` on an iPhone X showing the safe area added.
    /// A controller's root view's system minimum margins (16 or 20 pt) are not modelled: 8 on
    /// every edge, UIView's default.
    static let layoutMarginsAddSafeArea = true

    /// T12.2 (?): an image view without an image has no intrinsic size (`noIntrinsicMetric` on both
    /// axes); with one, the image's size in points. Used by `ImageView.intrinsicContentSize`.
    static let imageViewWithoutImageHasNoIntrinsicSize = true

    /// T7.1 / T7.9 (?): a paused property animator whose timing is a spring is not linearised by
    /// `scrubsLinearly`: it shows, and scrubs along, its spring at `fractionComplete` of the
    /// duration, so pausing it mid-flight leaves the views where they are drawn ("Pauses a running
    /// animation at its current position", UIViewAnimating's `pauseAnimation()`), as pausing a
    /// cubic curve does here by re-expressing the fraction. A spring cannot be re-expressed that
    /// way (it overshoots: one value, several fractions). Used by
    /// `PropertyAnimator.scrubsLinearlyNow`. Evidence: Apple's `pauseAnimation()` documentation; a
    /// developer report (iOS 16.4, "UIViewPropertyAnimator fast timing parameters … causes scrubbing
    /// to snap between values at the start") of a `UIViewPropertyAnimator(duration: 0.25,
    /// dampingRatio: 1)` whose scrubbing snaps near its start while a 1.25-s one scrubs smoothly —
    /// what scrubbing along a steep spring does, and linear scrubbing would not.
    static let pausedSpringsFollowTheirCurve = true

    /// CV1.3 (?): `setCollectionViewLayout(_:animated: true)` moves the cells to the new layout's
    /// frames in one view animation of 0.25 s, ease-in-out. Used by
    /// `CollectionView.setCollectionViewLayout`. Evidence: UIKit animates collection view changes
    /// (layout changes, batch updates) inside a Core Animation transaction of the default length,
    /// `CATransaction.animationDuration()`, 0.25 s [Doc: "Default is 0.25 seconds"]; developers who
    /// retime those animations compute from `CATransaction.animationDuration()` (the Stack Overflow
    /// question "How do you set the duration for UICollectionView animations?"). The curve is
    /// UIKit's default view-animation curve; no device measurement of it was found.
    static let collectionLayoutChangeAnimation = (duration: 0.25, options: AnimationOptions.curveEaseInOut)

    /// CV1.3 (?): after its layout changes or is replaced, a collection view whose offset the new
    /// content no longer reaches moves it back inside the offset range (SV1.1), in the same
    /// animation as the cells. Used by `CollectionView.layoutCells()`. Evidence: UIKit asks the new
    /// layout's `targetContentOffset(forProposedContentOffset:)`, whose default returns the
    /// proposed offset, and a collection view never rests outside its content (developer reports of
    /// a grid switched from two columns to one while scrolled to its end, which stays at the end).
    static let layoutChangeClampsContentOffset = true

    /// CV1.4 (?): `scrollToItem(at:at:animated:)` never scrolls past the content: an item near the
    /// end asked to `.top` stops where the content ends. Used by `CollectionView.scrollToItem`.
    /// Evidence: developer reports that `scrollToItem(at:at: .top…)` on one of the last items
    /// "does not scroll to the top" and the answers that add bottom `contentInset` to make it
    /// reach (the offset stays inside SV1.1's range); the same is documented of UITableView's
    /// `scrollToRow` by the same reports.
    static let scrollToItemClampsToContent = true

    /// SB1.2 (?): the status bar follows a presentation or dismissal when it begins (after the
    /// appearance will-calls, before the animator runs), taking the answers of the controller that
    /// will own it once the transition completes; when the transition ends it is asked again, so a
    /// cancelled interactive dismissal gives the bar back to the controller that stayed. Used by
    /// `Transition.start()`. Evidence: Apple's documentation of `setNeedsStatusBarAppearanceUpdate()`
    /// ("if you call this method within an animation block, the changes are animated along with the
    /// rest of the animation block"): UIKit updates the bar inside the transition's animation rather
    /// than after it; developer reports describe the status bar changing as a full-screen cover slides
    /// up and flipping back when an interactive swipe-back is cancelled. When exactly in the first
    /// frame it is asked is not documented.
    static let statusBarFollowsTransitionAtItsStart = true

    /// CV1.6 (?): an empty section of a flow layout still takes its `sectionInset` along the
    /// scrolling axis (top and bottom, or left and right), so the next section starts that much
    /// further. Used by `CollectionViewFlowLayout.placement`. Evidence: Apple's documentation of
    /// `sectionInset` ("the margins affect the initial position of the header view … and the distance
    /// from the last line to the footer view", margins applied per section whatever it holds) and
    /// developer reports of gaps left by empty sections, fixed by returning `.zero` from
    /// `collectionView(_:layout:insetForSectionAt:)` for them. No device measurement was found.
    static let emptySectionsKeepTheirInsets = true

    /// CV1.1 (?): in a flow layout's line the space left over is spread between the items of a full
    /// line, and a last, shorter line keeps the same columns (its items at the full lines' places,
    /// not spread further); a line that can hold only one item centres it across. Used by
    /// `CollectionViewFlowLayout.spacingAcross` (the constant switches the centring; the columns
    /// follow from the shared spacing). Evidence: Apple's Collection View Programming Guide
    /// ("the layout object increases the interitem spacing until the items fit evenly within the
    /// line boundaries"); Peter Steinberger's radar 20825965 (UIKit keeps a separate
    /// `UIFlowLayoutLastRowHorizontalAlignmentKey`, and with items of one size the last row lines up
    /// with the others) and the Stack Overflow question "How can I center rows in UICollectionView?"
    /// showing the default last row at the left columns; developer reports of a flow layout whose
    /// single-column cells narrower than the collection view come out centred.
    static let loneItemOfALineIsCentred = true

    /// T12.6 (?): how far outside its bounds a control's touch still counts as inside, in points
    /// on every side: lifting there sends `touchUpInside`, crossing it sends `touchDragExit` /
    /// `touchDragEnter`, and the highlight follows it. Used by `Control.isInsideTrackingBounds`.
    /// Evidence: Apple documents the events but no number for the area. Stack Overflow 14340122
    /// ("UIControlEventTouchDragExit triggers when 100 pixels away from UIButton"): an answer
    /// overriding `continueTrackingWithTouch` observes UIControl's own exit "when finger leaves the
    /// control about 70 pixels", its default; other reports describe a finger moving about half the
    /// button's size around it and still lifting "inside". 70 pt on every edge is the figure most
    /// reports give; the question's 100 shows it is not exact.
    static let controlTrackingMargin = 70.0

    /// T12.6 (?): a button's default title font size, 15 pt (UIButton's title label before
    /// iOS 15's configurations; `UIButton.Configuration` uses 17). Used by `Button`. Evidence:
    /// developer logs of `UIButton(type: .system).titleLabel?.font` (".SFUI-Regular 15.00pt").
    static let buttonTitleFontSize = 15.0

    /// T12.6 (?): with all-zero `contentEdgeInsets` a titled button is 6 pt taller than its title
    /// above and below (a 15-pt title, 18 pt high, makes the familiar 30-pt system button); any
    /// non-zero inset replaces the padding (the well-known `contentEdgeInsets = (0.01, 0, 0.01, 0)`
    /// trick that removes it). Used by `Button.intrinsicContentSize`. Evidence: a developer's
    /// view-hierarchy measurement (Stack Overflow 70778238, "UIButton not render exactly as XIB's
    /// contentVerticalAlignment"): "UIKit insets the title label by 6-pts on the Top and Bottom" —
    /// an 18-pt font's 21-pt label makes a 33-pt button, whatever the content alignment; the
    /// replacement by non-zero insets rests on the reports of that trick.
    static let buttonTitlePadding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    /// T12.6 (?): the intrinsic size of a button with no title (and no sized image): 30 × 34, as
    /// remembered from developer logs of `UIButton().intrinsicContentSize`; not confirmed by a
    /// source found while writing this (weakest of these values). Used by `Button.intrinsicContentSize`.
    static let emptyButtonSize = Size(width: 30, height: 34)

    /// T12.6 (?): a system button's title colours when the app set none: its tint (system blue,
    /// #007AFF, UIKit's default `tintColor`), faded to 20 % while highlighted, system grey
    /// (#8E8E93, rough) when disabled. A custom button's default title colour is white (Apple's
    /// documentation of `UIButton.ButtonType.custom`: no styling). Used by `Button`. Evidence:
    /// developer screenshots and logs; the exact highlighted alpha is not documented.
    static let systemButtonColors = (tint: Color(hex: 0x007AFF), highlightedAlpha: 0.2, disabled: Color(hex: 0x8E8E93))

    /// T12.6 (?): lifting a button's touch inside sends `touchUpInside`, then
    /// `primaryActionTriggered` (iOS 14's semantic event for buttons); crossing the extended
    /// bounds sends only `touchDragExit` / `touchDragEnter` for that move, not also
    /// `touchDragOutside` / `touchDragInside`. Used by `Control+Tracking`. Evidence: Apple's
    /// documentation of the events names them but not their order.
    static let touchUpInsideBeforePrimaryAction = true

    /// T12.6 (?): a disabled control's touches go up the responder chain (to its superview) rather
    /// than being swallowed, so a tap recognizer behind a disabled button recognises. Used by
    /// `Control.touchesBegan` and `GestureRecognizer.controlKeepingItsTouch`. Evidence: Apple's
    /// `isEnabled` documentation ("a disabled control … ignores touch events") and developer
    /// reports that a disabled button inside a table cell lets the cell's selection through.
    static let disabledControlsPassTouchesOn = true

    /// T10.5 (?): `insertSubview(_:belowSubview:)` / `(_:aboveSubview:)` with a sibling that is not
    /// a subview of the receiver inserts the view below / above all of the receiver's subviews
    /// instead of refusing. Used by `View.insertSubview(_:belowSubview:)` and `(_:aboveSubview:)`.
    ///
    /// Evidence: real code relies on UIKit not raising there and keeping the view: the Moves
    /// article's animator (`containerView.insertSubview(dimView, belowSubview: toView)` before it
    /// adds `toView`) and SPStorkController's presentation controller (its snapshot container
    /// inserted below the presented view in `presentationTransitionWillBegin`, before the animator
    /// adds that view) both work on devices. UIKit does not document the case; AppKit, whose
    /// `NSView.addSubview(_:positioned:relativeTo:)` UIKit's sibling inserts mirror, documents it: when
    /// the other view is nil or not a subview of the receiver, the new view goes above or below all
    /// of its new siblings. In the real code the container is still empty, where every choice lands
    /// the same.
    static let strangerSiblingInsertsAtTheEdge = true

    /// T12.8 (?): when a swipe recognizes or fails. Apple documents only that it recognizes when
    /// the touches "have moved mostly in an allowable direction far enough to be considered a
    /// swipe" (slow swipes needing more precision, fast ones more distance), not the numbers. Kept:
    /// the touches' centroid must move at least `minimumDistance` (50 pt) along an allowed direction
    /// within `maximumDuration` (0.5 s) of the last required finger landing, with more movement
    /// along that direction than across it (within 45°); it fails once it has moved more than
    /// `slop` (10 pt, the pan's hysteresis) and no allowed direction has more movement along it
    /// than across it (the other axis, or backwards), when `maximumDuration` passes first (too
    /// slow), or when the fingers lift first. Used by `SwipeGestureRecognizer`.
    ///
    /// Evidence: UIKit's private `minimumPrimaryMovement` / `maximumDuration` properties (seen in
    /// class dumps of UIKit), whose defaults in a decompiled copy of the recognizer in another
    /// Apple framework read 50 pt and 0.5 s. UIKit's own decay of the direction tolerance over
    /// time (its `rateOf…MovementDecay`) is not modelled: the 45° cone stands for it.
    static let swipeThresholds = (minimumDistance: 50.0, maximumDuration: 0.5, slop: 10.0)
}
