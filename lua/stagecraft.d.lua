---@meta stagecraft
-- LuaLS annotations of Stagecraft's Lua API (UIKit's names). Kept in sync with the registered
-- bindings by Tests/StagecraftLuaTests/AnnotationSyncTests.swift (names, and each function's
-- parameters against its `---@param` lines) and checked against examples/ by scripts/check-lua.
-- Argument numbers in error messages count from the first argument you wrote, not from `self`:
-- in `view:insertSubviewAt(v, 0)` the view `v` is argument #1, a bad `view` is "calling
-- 'insertSubviewAt' on bad self", and a setter's value is "bad value for 'frame'". Constructors take their positional
-- arguments or an options table with UIKit's labels (`UIView{frame = {0, 0, 100, 100}}`); an
-- unknown key is an error. A CGRect parameter also takes `{x, y, width, height}`.
-- Role files (animators, presentation controllers, interaction handlers, delegates, screens) are
-- described by the role classes at the end; the scenario DSL is in scenario.d.lua.

--- The host's `require`: a module from the project's script roots (the scenario's folder, its
--- parent, examples/ and the working directory), by dotted name (`require "animators.fade"` reads
--- animators/fade.lua), loaded once per state, as text. There is no `package` library.
---@param name string
---@return any
function require(name) end

-- Strings that stand for UIKit's enums.

---@alias TransitionContextKey "from"|"to"
---@alias UIViewAnimationCurve "easeInOut"|"easeIn"|"easeOut"|"linear"
---@alias UIViewAnimationOption "layoutSubviews"|"allowUserInteraction"|"beginFromCurrentState"|"repeat"|"autoreverse"|"overrideInheritedDuration"|"overrideInheritedCurve"|"allowAnimatedContent"|"showHideTransitionViews"|"overrideInheritedOptions"|"curveEaseInOut"|"curveEaseIn"|"curveEaseOut"|"curveLinear"|"transitionFlipFromLeft"|"transitionFlipFromRight"|"transitionFlipFromTop"|"transitionFlipFromBottom"|"transitionCurlUp"|"transitionCurlDown"|"transitionCrossDissolve"|UIViewKeyframeCalculationMode
---@alias UIViewKeyframeCalculationMode "calculationModeLinear"|"calculationModeDiscrete"|"calculationModePaced"|"calculationModeCubic"|"calculationModeCubicPaced"
--- One option, a list of them (`{"curveEaseIn", "beginFromCurrentState"}`) or nil.
---@alias UIViewAnimationOptions UIViewAnimationOption|UIViewAnimationOption[]|nil
---@alias UIModalPresentationStyle "fullScreen"|"overFullScreen"|"currentContext"|"overCurrentContext"|"custom"|"none"|"automatic"|"pageSheet"|"formSheet"
---@alias UIStatusBarStyle "default"|"lightContent"|"darkContent"
---@alias UICollectionViewScrollDirection "vertical"|"horizontal"
---@alias UICollectionViewScrollPositionName "top"|"centeredVertically"|"bottom"|"left"|"centeredHorizontally"|"right"
---@alias UICollectionViewScrollPosition UICollectionViewScrollPositionName|UICollectionViewScrollPositionName[] at most one per axis; {} moves neither
---@alias UIGestureRecognizerState "possible"|"began"|"changed"|"ended"|"cancelled"|"failed"
---@alias UIRectEdge "left"|"right"|"top"|"bottom"|"all"
---@alias UIViewAnimatingState "inactive"|"active"|"stopped"
---@alias UIViewAnimatingPosition "end"|"start"|"current"
---@alias UINavigationControllerOperation "none"|"push"|"pop"
---@alias UIViewContentMode "scaleToFill"|"scaleAspectFit"|"scaleAspectFill"|"center"|"top"|"bottom"|"left"|"right"
---@alias UIUserInterfaceSizeClass "compact"|"regular"
---@alias UIViewAutoresizingOption "flexibleLeftMargin"|"flexibleWidth"|"flexibleRightMargin"|"flexibleTopMargin"|"flexibleHeight"|"flexibleBottomMargin"
--- One option, a list of them (`{"flexibleWidth", "flexibleHeight"}`), or nil / `{}` for none (UIKit's default).
---@alias UIViewAutoresizing UIViewAutoresizingOption|UIViewAutoresizingOption[]|nil
--- What a recognizer's action receives: the recognizer it was added to.
---@alias AnyGestureRecognizer PanGestureRecognizer|ScreenEdgePanGestureRecognizer|PinchGestureRecognizer|TapGestureRecognizer|LongPressGestureRecognizer|SwipeGestureRecognizer
--- A curve name, or cubic or spring timing parameters (as values or as tables with their labels).
---@alias UITimingCurveProvider UIViewAnimationCurve|UICubicTimingParameters|UISpringTimingParameters|UITimingParametersLabels
--- A colour: a UIColor, a UIKit colour name ("systemBlue") or "#rrggbb[aa]".
---@alias UIColorLike UIColor|string
--- A rectangle: a CGRect, `{x, y, width, height}` or `{x =, y =, width =, height =}`.
---@alias CGRectLike CGRect|number[]|{x: number, y: number, width: number, height: number}
--- A point: a CGPoint, `{x, y}` or `{x =, y =}`.
---@alias CGPointLike CGPoint|number[]|{x: number, y: number}
--- A size: a CGSize, `{width, height}` or `{width =, height =}`.
---@alias CGSizeLike CGSize|number[]|{width: number, height: number}

--- Timing parameters as a table with UIKit's labels: `{controlPoint1 =, controlPoint2 =}`,
--- `{dampingRatio =, initialVelocity =}`, `{duration =, bounce =}` or `{mass =, stiffness =, damping =}`.
---@class UITimingParametersLabels
---@field controlPoint1? CGPointLike
---@field controlPoint2? CGPointLike
---@field dampingRatio? number
---@field initialVelocity? number
---@field duration? number
---@field bounce? number
---@field mass? number
---@field stiffness? number
---@field damping? number

-- Geometry values. They are values, as in Swift: `local f = view.frame; f.origin.y = 40` changes
-- the copy `f` only (Swift's `var f = view.frame`), while `view.frame.origin.y = 40` sets the
-- view's frame (get, modify, set), as do `view.center.x = 10` and `layer.shadowOffset.height = 2`.
-- A value held anywhere is a value: after `local b = a`, `b.origin.y = 10` changes `b` and not
-- `a`, for locals, upvalues, globals, table fields (`t.rect.origin.x = 0`) and parameters alike.

do
---@class CGPoint
---@field x number
---@field y number
---@operator add(CGPoint): CGPoint
---@operator sub(CGPoint): CGPoint
---@operator mul(number): CGPoint
local CGPoint = {}
---@param other CGPointLike
---@return number
function CGPoint:distance(other) end
---@param t CGAffineTransform
---@return CGPoint
function CGPoint:applying(t) end
end

do
---@class CGSize
---@field width number
---@field height number
---@operator mul(number): CGSize
local CGSize = {}
end

do
---@class UIEdgeInsets
---@field top number
---@field left number
---@field bottom number
---@field right number
local UIEdgeInsets = {}
end

do
---@class CGRect
---@field origin CGPoint
---@field size CGSize
---@field width number
---@field height number
---@field minX number
---@field midX number
---@field maxX number
---@field minY number
---@field midY number
---@field maxY number
---@field isEmpty boolean
---@field isNull boolean
---@field standardized CGRect
local CGRect = {}
---@param dx number
---@param dy number
---@return CGRect
function CGRect:insetBy(dx, dy) end
---@param insets UIEdgeInsets
---@return CGRect
function CGRect:inset(insets) end
---@param dx number
---@param dy number
---@return CGRect
function CGRect:offsetBy(dx, dy) end
---@param other CGRectLike
---@return CGRect
function CGRect:union(other) end
---@param other CGRectLike
---@return CGRect
function CGRect:intersection(other) end
---@param other CGRectLike
---@return boolean
function CGRect:intersects(other) end
---@param point CGPointLike
---@return boolean
function CGRect:contains(point) end
---@param t CGAffineTransform
---@return CGRect
function CGRect:applying(t) end
--- divided(atDistance, from): the slice and the remainder, as two values.
---@param atDistance number
---@param from "minXEdge"|"maxXEdge"|"minYEdge"|"maxYEdge"
---@return CGRect slice
---@return CGRect remainder
function CGRect:divided(atDistance, from) end
end

do
---@class CGAffineTransform
---@field a number
---@field b number
---@field c number
---@field d number
---@field tx number
---@field ty number
---@field isIdentity boolean
local CGAffineTransform = {}
---@param sx number
---@param sy number
---@return CGAffineTransform
function CGAffineTransform:scaledBy(sx, sy) end
---@param tx number
---@param ty number
---@return CGAffineTransform
function CGAffineTransform:translatedBy(tx, ty) end
---@param angle number radians
---@return CGAffineTransform
function CGAffineTransform:rotated(angle) end
---@param t2 CGAffineTransform
---@return CGAffineTransform
function CGAffineTransform:concatenating(t2) end
---@return CGAffineTransform
function CGAffineTransform:inverted() end
end

do
---@class CATransform3D a 4×4 row-vector matrix (Core Animation's): translation in m41…m43, perspective m34 = -1/d (L2.1, L2.2)
---@field m11 number
---@field m12 number
---@field m13 number
---@field m14 number
---@field m21 number
---@field m22 number
---@field m23 number
---@field m24 number
---@field m31 number
---@field m32 number
---@field m33 number
---@field m34 number
---@field m41 number
---@field m42 number
---@field m43 number
---@field m44 number
local CATransform3D = {}
end

do
---@class UIColor
---@field red number
---@field green number
---@field blue number
---@field alpha number
---@field hexString string
---@field cgColor UIColor the colour itself (CGColor and UIColor are one type here)
local UIColor = {}
---@param alpha number
---@return UIColor
function UIColor:withAlphaComponent(alpha) end
end

do
--- UIViewControllerContextTransitioning: what an animator's callbacks receive.
---@class TransitionContext
---@field containerView View (read-only)
---@field isAnimated boolean (read-only)
---@field isInteractive boolean (read-only)
---@field transitionWasCancelled boolean (read-only)
---@field presentationStyle UIModalPresentationStyle (read-only)
---@field targetTransform CGAffineTransform (read-only)
---@field percentComplete number (read-only)
local TransitionContext = {}
--- view(forKey:): nil when the transition does not move that view (the presenting view of a
--- .custom or .overFullScreen presentation).
---@param key TransitionContextKey
---@return View?
function TransitionContext:view(key) end
---@param key TransitionContextKey
---@return ViewController
function TransitionContext:viewController(key) end
---@param vc ViewController
---@return CGRect
function TransitionContext:initialFrame(vc) end
---@param vc ViewController
---@return CGRect
function TransitionContext:finalFrame(vc) end
---@param didComplete boolean
function TransitionContext:completeTransition(didComplete) end
---@param percentComplete number
function TransitionContext:updateInteractiveTransition(percentComplete) end
function TransitionContext:finishInteractiveTransition() end
function TransitionContext:cancelInteractiveTransition() end
function TransitionContext:pauseInteractiveTransition() end
end

do
---@class View
---@field layer CALayer (read-only) the backing layer: the same values, another face (L1.1)
---@field alpha number
---@field frame CGRect
---@field bounds CGRect
---@field center CGPoint
---@field transform CGAffineTransform
---@field backgroundColor UIColor? (set a UIColor, a colour name or "#rrggbb[aa]")
---@field cornerRadius number
---@field anchorPoint CGPoint
---@field name string?
---@field tag integer
---@field accessibilityLabel string? what VoiceOver reads (UIKit's accessibilityLabel): kept, shown nowhere
---@field isHidden boolean
---@field clipsToBounds boolean
---@field isUserInteractionEnabled boolean
---@field superview View? (read-only)
---@field window Window? (read-only)
---@field subviews View[] (read-only)
---@field gestureRecognizers GestureRecognizer[] (read-only)
---@field motionEffects table[] always empty: there is no device motion headless, so no motion effect is modelled; only an empty list can be set (an imported `view.motionEffects.removeAll()` writes one back, SW9.1)
---@field presentationFrame CGRect (read-only)
---@field presentationAlpha number (read-only)
---@field presentationBackgroundColor UIColor? (read-only) the colour on screen now, mid-animation too
---@field autoresizingMask UIViewAutoresizing how the frame follows the superview's size changes; reads as a list of names
---@field safeAreaInsets UIEdgeInsets (read-only) the part of the bounds under bars, the notch or Dynamic Island, the home indicator (T11.5)
---@field safeAreaLayoutGuide LayoutGuide (read-only) its layoutFrame is the bounds inset by safeAreaInsets
---@field keyboardLayoutGuide LayoutGuide (read-only) the docked keyboard's frame in this view; with no keyboard, the strip under the safe area
---@field leadingAnchor LayoutXAxisAnchor (read-only) Auto Layout (T12.2, docs/layout.md): the left edge (left-to-right only)
---@field trailingAnchor LayoutXAxisAnchor (read-only) the right edge
---@field leftAnchor LayoutXAxisAnchor (read-only)
---@field rightAnchor LayoutXAxisAnchor (read-only)
---@field centerXAnchor LayoutXAxisAnchor (read-only)
---@field topAnchor LayoutYAxisAnchor (read-only)
---@field bottomAnchor LayoutYAxisAnchor (read-only)
---@field centerYAnchor LayoutYAxisAnchor (read-only)
---@field widthAnchor LayoutDimension (read-only)
---@field heightAnchor LayoutDimension (read-only)
---@field translatesAutoresizingMaskIntoConstraints boolean true (the default): the frame is the truth, kept by constraints; false: constraints place and size the view
---@field constraints LayoutConstraint[] (read-only) the active constraints installed on this view (their items' nearest common ancestor)
---@field layoutMarginsGuide LayoutGuide (read-only) the bounds inset by layoutMargins (plus the safe area when insetsLayoutMarginsFromSafeArea)
---@field layoutMargins UIEdgeInsets 8 on every edge by default
---@field insetsLayoutMarginsFromSafeArea boolean true by default: the margins are measured from the safe area
---@field intrinsicContentSize CGSize (read-only) a label's text size, an image view's imageSize; -1 on an axis: none (UIView.noIntrinsicMetric)
---@field hasAmbiguousLayout boolean (read-only) whether the constraints leave this view's frame open
local View = {}
--- Asks for updateConstraints before the next solve
function View:setNeedsUpdateConstraints() end
--- Whether updateConstraints is due before the next solve
---@return boolean
function View:needsUpdateConstraints() end
--- Runs the pending updateConstraints of this view's subtree now, subviews first
function View:updateConstraintsIfNeeded() end
--- The content changed size: the next layout pass reads intrinsicContentSize again
function View:invalidateIntrinsicContentSize() end
--- systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:): the size the
--- constraints inside the view give it, as near targetSize as the priorities ask (both default to
--- UILayoutPriority.fittingSizeLevel, 50)
---@param targetSize CGSizeLike UIView.layoutFittingCompressedSize for the smallest
---@param horizontalFittingPriority? number
---@param verticalFittingPriority? number
---@return CGSize
function View:systemLayoutSizeFitting(targetSize, horizontalFittingPriority, verticalFittingPriority) end
--- contentHuggingPriority(for:): 250 unless set
---@param axis "horizontal"|"vertical"
---@return number
function View:contentHuggingPriority(axis) end
--- setContentHuggingPriority(_:for:)
---@param priority number 1…1000
---@param axis "horizontal"|"vertical"
function View:setContentHuggingPriority(priority, axis) end
--- contentCompressionResistancePriority(for:): 750 unless set
---@param axis "horizontal"|"vertical"
---@return number
function View:contentCompressionResistancePriority(axis) end
--- setContentCompressionResistancePriority(_:for:)
---@param priority number 1…1000
---@param axis "horizontal"|"vertical"
function View:setContentCompressionResistancePriority(priority, axis) end
--- UIKit's older API: activates the constraint (installed on the common ancestor)
---@param constraint LayoutConstraint
function View:addConstraint(constraint) end
---@param constraints LayoutConstraint[]
function View:addConstraints(constraints) end
--- UIKit's older API: deactivates the constraint if it is installed on this view
---@param constraint LayoutConstraint
function View:removeConstraint(constraint) end
---@param constraints LayoutConstraint[]
function View:removeConstraints(constraints) end
--- Marks the view for layout: layoutSubviews runs at the end of this run-loop turn (once) (LY1.2)
function View:setNeedsLayout() end
--- Lays out now if layout is pending; inside UIView.animate the new frames animate (LY1.3, LY1.4)
function View:layoutIfNeeded() end
--- UIKit's endEditing(_:): nothing is ever first responder here (no text input), so nothing resigns: false
---@param force boolean
---@return boolean
function View:endEditing(force) end
--- UIKit's sizeToFit(): the view takes sizeThatFits(bounds.size), keeping its origin
function View:sizeToFit() end
--- UIKit's sizeThatFits(_:): a plain view's own size; a label's and a button's content size
---@param size CGSizeLike
---@return CGSize
function View:sizeThatFits(size) end
---@param view View
function View:addSubview(view) end
--- insertSubview(_:at:)
---@param view View
---@param index integer 0 is the back
function View:insertSubviewAt(view, index) end
--- insertSubview(_:aboveSubview:)
---@param view View
---@param siblingSubview View not a subview: the view goes on top of all the subviews (T10.5)
function View:insertSubviewAboveSubview(view, siblingSubview) end
--- insertSubview(_:belowSubview:)
---@param view View
---@param siblingSubview View not a subview: the view goes below all the subviews (T10.5)
function View:insertSubviewBelowSubview(view, siblingSubview) end
function View:removeFromSuperview() end
---@param view View
function View:bringSubviewToFront(view) end
---@param view View
function View:sendSubviewToBack(view) end
--- observe(_:options:changeHandler:) (T12.7): handler runs after each set of key (and once now with "initial"); returns the observation, which runs until invalidate()
---@param key "frame"|"bounds"|"center"|"transform"|"alpha"|"contentOffset" contentOffset on a scroll view only
---@param options ("initial"|"new"|"old")[]|"initial"|"new"|"old"? what the change carries, and a first call now (one option alone as a string)
---@param handler fun(view: View, change: {newValue: any, oldValue: any})
---@return NSKeyValueObservation
function View:observe(key, options, handler) end
--- exchangeSubview(at:withSubviewAt:)
---@param index1 integer
---@param index2 integer
function View:exchangeSubview(index1, index2) end
--- isDescendant(of:)
---@param view View
---@return boolean
function View:isDescendant(view) end
---@param tag integer
---@return View?
function View:viewWithTag(tag) end
--- The subview (at any depth) with this name, or nil.
---@param name string
---@return View?
function View:viewNamed(name) end
--- convert(_:to:): a point or a rect in this view's coordinates, in `view`'s (nil: the window's).
---@generic T: CGPoint|CGRect
---@param value T
---@param view View?
---@return T
function View:convertTo(value, view) end
--- convert(_:from:): a point or a rect in `view`'s coordinates (nil: the window's), in this view's.
---@generic T: CGPoint|CGRect
---@param value T
---@param view View?
---@return T
function View:convertFrom(value, view) end
--- hitTest(_:with:) (T12.4): the deepest visible, interactive view under `point` (in this view's
--- bounds), or nil. A view class may override it (return nil to let touches through); inside the
--- override, self:hitTest(point) is super's. The event is accepted and unused.
---@param point CGPointLike
---@param event? any
---@return View?
function View:hitTest(point, event) end
--- point(inside:with:) (T12.4): whether `point` (in bounds coordinates) is inside the view; a view
--- class may override it to widen or narrow its touch area.
---@param point CGPointLike
---@param event? any
---@return boolean
function View:pointInside(point, event) end
--- touchesBegan(_:with:) (T12.4): the view a touch lands on receives it after its recognizers; a
--- view class overrides it (a highlight); UIKit's default, and self:touchesBegan(touches) inside the
--- override (super's), pass the touches to the next responder (the controller of a root view, else
--- the superview). touchesMoved, touchesEnded, touchesCancelled (a recognizer took the touch) alike.
---@param touches Touch[]
---@param event? any
function View:touchesBegan(touches, event) end
---@param touches Touch[]
---@param event? any
function View:touchesMoved(touches, event) end
---@param touches Touch[]
---@param event? any
function View:touchesEnded(touches, event) end
---@param touches Touch[]
---@param event? any
function View:touchesCancelled(touches, event) end
--- snapshotView(afterScreenUpdates:)
---@param afterScreenUpdates? boolean
---@return View
function View:snapshotView(afterScreenUpdates) end
--- resizableSnapshotView(from:afterScreenUpdates:withCapInsets:): a static copy of the part `rect` (in this view's
--- bounds) of its rendered content, `rect`'s size, clipping (KT1.1); a resized copy does not stretch its content
---@param rect CGRectLike
---@param afterScreenUpdates? boolean
---@param capInsets? UIEdgeInsets default UIEdgeInsets.zero
---@return View
function View:resizableSnapshotView(rect, afterScreenUpdates, capInsets) end
--- layer.removeAllAnimations()
function View:removeAllAnimations() end
---@param recognizer GestureRecognizer
function View:addGestureRecognizer(recognizer) end
--- Detaches the recognizer; a gesture it is recognising is cancelled.
---@param recognizer GestureRecognizer
function View:removeGestureRecognizer(recognizer) end
--- Sets several properties in one call: `view:set{alpha = 1, frame = rect}`. Returns the view.
---@param properties table<string, any>
---@return View
function View:set(properties) end
end

--- `UIView{…}`: a view; with `layoutSubviews` or `safeAreaInsetsDidChange` it is a UIView subclass
--- overriding them (each called with the view as self). With `class`, it is an instance of that
--- UIView subclass: what the view does not bind is the class's (methods, class-wide values,
--- `get_x`/`set_x` as the property `x`), its fields are the view's own, and the class's
--- `layoutSubviews`, `safeAreaInsetsDidChange`, `didMoveToWindow` and `updateConstraints` (T12.2f) are called with the view as self,
--- its `hitTest(point, event)` and `pointInside(point, event)` answer touches for the view, and its
--- `touchesBegan/Moved/Ended/Cancelled(touches, event)` receive them (T12.4).
---@class UIViewOptions
---@field frame? CGRectLike
---@field name? string
---@field class? table a UIView subclass's class table (what `stagecraft import` makes of `class DimmingView: UIView`)
---@field layoutSubviews? fun(self: View) set the subviews' frames from self.bounds, self.safeAreaInsets, guides
---@field safeAreaInsetsDidChange? fun(self: View)

--- `UIView.animate{…}`: UIKit's labels as keys. Unknown keys are errors.
---@class UIViewAnimateOptions
---@field duration? number
---@field delay? number
---@field options? UIViewAnimationOptions
---@field animations fun()
---@field completion? fun(finished: boolean)
---@field usingSpringWithDamping? number
---@field initialSpringVelocity? number
---@field springDuration? number iOS 17's spring: with bounce
---@field bounce? number

---@class UIViewClass
---@field inheritedAnimationDuration number inside an animation block, its duration (0 outside)
---@field layoutFittingCompressedSize CGSize (0, 0): systemLayoutSizeFitting's target for the smallest size
---@field noIntrinsicMetric number -1
---@overload fun(frame?: CGRectLike, name?: string): View
---@overload fun(options: UIViewOptions): View
UIView = {}
--- animate(duration, animations [, completion]), animate(duration, delay, options, animations [, completion])
--- or animate{duration =, delay =, options =, animations =, completion =} (also springDuration =, bounce =,
--- initialSpringVelocity =, usingSpringWithDamping =)
---@overload fun(duration: number, animations: fun(), completion?: fun(finished: boolean))
---@overload fun(options: UIViewAnimateOptions)
---@param duration number
---@param delay number
---@param options UIViewAnimationOptions
---@param animations fun()
---@param completion? fun(finished: boolean)
function UIView.animate(duration, delay, options, animations, completion) end
--- animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:) (iOS 17)
---@param springDuration number
---@param bounce number
---@param initialSpringVelocity number
---@param delay number
---@param options UIViewAnimationOptions
---@param animations fun()
---@param completion? fun(finished: boolean)
function UIView.animateSpringDuration(springDuration, bounce, initialSpringVelocity, delay, options, animations, completion) end
--- animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
---@param duration number
---@param delay number
---@param dampingRatio number
---@param velocity number
---@param options UIViewAnimationOptions
---@param animations fun()
---@param completion? fun(finished: boolean)
function UIView.animateUsingSpringWithDamping(duration, delay, dampingRatio, velocity, options, animations, completion) end
--- animateKeyframes(withDuration:delay:options:animations:completion:), or (duration, animations [, completion]).
--- Options take the keyframe calculation modes ("calculationModeCubic"…).
---@overload fun(duration: number, animations: fun(), completion?: fun(finished: boolean))
---@param duration number
---@param delay number
---@param options UIViewAnimationOptions
---@param animations fun()
---@param completion? fun(finished: boolean)
function UIView.animateKeyframes(duration, delay, options, animations, completion) end
--- addKeyframe(withRelativeStartTime:relativeDuration:animations:): inside animateKeyframes' block.
---@param relativeStartTime number 0…1
---@param relativeDuration number 0…1
---@param animations fun()
function UIView.addKeyframe(relativeStartTime, relativeDuration, animations) end
---@param actions fun()
function UIView.performWithoutAnimation(actions) end
--- transition(with:duration:options:animations:completion:) or transition(from:to:duration:options:completion:);
--- options "transitionCrossDissolve", "transitionFlipFromLeft/Right/Top/Bottom", "transitionCurlUp/Down" (flips turn
--- in 3D, L2.7; curls lift a page, an approximation, L2.8), "allowAnimatedContent", "showHideTransitionViews"
---@overload fun(fromView: View, toView: View, duration: number, options: UIViewAnimationOptions, completion?: fun(finished: boolean))
---@param view View
---@param duration number
---@param options UIViewAnimationOptions
---@param animations fun()?
---@param completion? fun(finished: boolean)
function UIView.transition(view, duration, options, animations, completion) end
--- modifyAnimations(withRepeatCount:autoreverses:animations:): inside an animation block (iOS 13)
---@param repeatCount number
---@param autoreverses boolean
---@param animations fun()
function UIView.modifyAnimations(repeatCount, autoreverses, animations) end

do
---@class ViewController
---@field view View loaded on first read; set it in a screen's loadView (UIKit's self.view = …)
---@field name string? what scenarios and traces find it by (UIKit's restorationIdentifier)
---@field title string?
---@field modalPresentationStyle UIModalPresentationStyle
---@field definesPresentationContext boolean covered by .currentContext / .overCurrentContext presentations from it or its descendants
---@field isBeingPresented boolean (read-only) true while its presentation runs, from its viewWillAppear to its viewDidAppear
---@field isBeingDismissed boolean (read-only) true while its dismissal runs, from its viewWillDisappear to its viewDidDisappear
---@field splitViewController nil (read-only) always nil: the runtime has no split view controller
---@field presentedViewController ViewController? (read-only)
---@field presentingViewController ViewController? (read-only)
---@field parent ViewController? (read-only)
---@field children ViewController[] (read-only)
---@field isViewLoaded boolean (read-only)
---@field transitionCoordinator TransitionCoordinator? (read-only) during a transition (T5.1)
---@field navigationController NavigationController? (read-only)
---@field tabBarController TabBarController? (read-only)
---@field presentationController PresentationController? (read-only) for a sheet style, its sheet before `present` too
---@field sheetPresentationController SheetPresentationController? (read-only) the sheet of a "pageSheet", "formSheet" or "automatic" controller, configurable before `present` (T11.4)
---@field isModalInPresentation boolean a swipe may not dismiss its sheet: it rubber-bands and the delegate hears presentationControllerDidAttemptToDismiss (T11.3d)
---@field transitioningDelegate TransitioningDelegate|TransitioningDelegateScript|nil held weakly, as in UIKit: keep the delegate alive
---@field userInfo table (read-only) the controller's Lua data: a script controller's screen table, else a table kept while the controller lives
---@field traitCollection UITraitCollection (read-only) its window's size classes (390 × 844 off screen)
---@field className string (read-only) the most specific class: a screen's `className` field, else UIKit's (`UINavigationController`); Swift's `as?` is `vc:isKind("DetailsViewController")`
---@field additionalSafeAreaInsets UIEdgeInsets added to its view's safe area (T11.5)
---@field preferredContentSize CGSize a change tells its presentation controller (preferredContentSizeDidChangeForChildContentContainer) (LY1.6)
---@field preferredTransition ViewControllerTransition|UIViewControllerTransitionKind|nil iOS 18: the system transition of a push or presentation without a custom animator; reads back as a ViewControllerTransition (T11.2a)
---@field preferredStatusBarStyle UIStatusBarStyle (read-only) its answer: a screen's `preferredStatusBarStyle` (a value or a function of the controller), else "default" (SB1.1)
---@field prefersStatusBarHidden boolean (read-only) its answer: a screen's `prefersStatusBarHidden` (a value or a function), else false (SB1.1)
---@field modalPresentationCapturesStatusBarAppearance boolean presented other than "fullScreen", it still takes the status bar over (default false, SB1.1)
local ViewController = {}
--- present(_:animated:completion:)
---@param viewController ViewController
---@param animated? boolean default true
---@param completion? fun()
function ViewController:present(viewController, animated, completion) end
--- dismiss(animated:completion:)
---@param animated? boolean default true
---@param completion? fun()
function ViewController:dismiss(animated, completion) end
--- isKind(name): Swift's `as?` / `is`: a screen's `className` (or one it inherits through __index), or a UIKit class name
---@param name string
---@return boolean
function ViewController:isKind(name) end
--- beginAppearanceTransition(isAppearing, animated): sends viewWillAppear/viewWillDisappear; balance it with endAppearanceTransition (T3.8: a plain controller ignores a repeat of the direction it is going, and the end that balances it; a container reports it)
---@param isAppearing boolean
---@param animated boolean
function ViewController:beginAppearanceTransition(isAppearing, animated) end
--- endAppearanceTransition(): sends viewDidAppear/viewDidDisappear for the begun transition
function ViewController:endAppearanceTransition() end
--- setNeedsStatusBarAppearanceUpdate(): its status bar answers changed; asked again now, applied if it owns the status bar (SB1.2)
function ViewController:setNeedsStatusBarAppearanceUpdate() end
end

---@class UIViewControllerClass
---@field Transition UIViewControllerTransitionClass UIViewController.Transition (iOS 18): `.zoom{…}` and the four modal styles, as Swift spells them
---@overload fun(name: string): ViewController
---@overload fun(name: string, screen: ScreenScript|table): ScriptViewController a screen written in Lua: lifecycle callbacks loadView(vc), viewDidLoad(vc), viewWillAppear(vc, animated)…, delegate callbacks, and its fields (its userInfo)
UIViewController = {}

-- iOS 18's preferredTransition and the zoom (docs/zoom.md, T11.2).

---@alias UIViewControllerTransitionKind "zoom"|"coverVertical"|"flipHorizontal"|"crossDissolve"|"partialCurl"

do
--- A UIViewController.Transition value; `tostring` names it as Swift does (`UIViewController.Transition.zoom`)
---@class ViewControllerTransition
---@field kind UIViewControllerTransitionKind (read-only)
local ViewControllerTransition = {}
end

--- UIViewController.Transition (a fresh table on each read), also the global UIViewControllerTransition (Objective-C's name)
---@class UIViewControllerTransitionClass
---@field coverVertical ViewControllerTransition
---@field flipHorizontal ViewControllerTransition
---@field crossDissolve ViewControllerTransition
---@field partialCurl ViewControllerTransition
UIViewControllerTransition = {}

--- .zoom(options:sourceViewProvider:): zooms from the view the provider returns (asked at the push or
--- presentation and again at the pop or dismissal; nil: from the centre, fading), drag or pinch to dismiss
---@overload fun(sourceViewProvider: fun(context: ZoomSourceViewProviderContext): View?): ViewControllerTransition
---@overload fun(options: ZoomTransitionOptions?, sourceViewProvider: fun(context: ZoomSourceViewProviderContext): View?): ViewControllerTransition
---@param labels {options?: ZoomTransitionOptions, sourceViewProvider: fun(context: ZoomSourceViewProviderContext): View?}
---@return ViewControllerTransition
function UIViewControllerTransition.zoom(labels) end

--- UIViewController.Transition.ZoomSourceViewProviderContext
---@class ZoomSourceViewProviderContext
---@field sourceViewController ViewController the controller that pushed or presented the zoomed one
---@field zoomedViewController ViewController

--- UIViewController.Transition.ZoomOptions.InteractionContext
---@class ZoomInteractionContext
---@field location CGPoint the touch, in the zoomed controller's view
---@field velocity CGVector points per second (a pinch: 0, 0)
---@field willBegin boolean the system's own answer: a drag mostly downwards, or a pinch closing

--- CGVector: a value like CGPoint (`CGVector(dx, dy)`); a plain `{dx =, dy =}` is accepted too
---@class CGVector
---@field dx number
---@field dy number

--- UIViewController.Transition.ZoomOptions.AlignmentRectContext
---@class ZoomAlignmentRectContext
---@field sourceView View
---@field zoomedViewController ViewController

do
--- UIViewController.Transition.ZoomOptions (UIZoomTransitionOptions)
---@class ZoomTransitionOptions
---@field interactiveDismissShouldBegin (fun(context: ZoomInteractionContext): boolean)|nil false refuses a drag or pinch (T11.2f); an error or a non-boolean: willBegin
---@field alignmentRectProvider (fun(context: ZoomAlignmentRectContext): CGRect?)|nil a rect in the zoomed view lined up with the source (T11.2d)
---@field dimmingColor UIColor? behind the zooming view; nil: 20 % black (T11.2e)
---@field dimmingVisualEffect string? a blur style name: kept, not drawn
local ZoomTransitionOptions = {}
end

--- UIZoomTransitionOptions{…}: the properties to set
---@class ZoomTransitionOptionsLabels
---@field interactiveDismissShouldBegin? fun(context: ZoomInteractionContext): boolean
---@field alignmentRectProvider? fun(context: ZoomAlignmentRectContext): CGRect?
---@field dimmingColor? UIColor
---@field dimmingVisualEffect? string

---@class UIZoomTransitionOptionsClass
---@overload fun(): ZoomTransitionOptions
---@overload fun(labels: ZoomTransitionOptionsLabels): ZoomTransitionOptions
UIZoomTransitionOptions = {}

do
--- A controller made by UIViewController(name, screen): reading a key it does not bind finds the
--- screen table's fields (`vc.x` is `vc.userInfo.x`), then its functions (`vc:helper()`).
---@class ScriptViewController : ViewController
local ScriptViewController = {}
end

do
--- A navigation controller made by UINavigationController(root, name, screen): reading a key it
--- does not bind finds the screen table's fields, then its functions, as a ScriptViewController's.
---@class ScriptNavigationController : NavigationController
local ScriptNavigationController = {}
end

do
---@class Label : View
---@field text string?
---@field textColor UIColor
---@field fontSize number
---@field numberOfLines integer
local Label = {}
end

---@class UILabelClass
---@overload fun(frame?: CGRectLike, text?: string, name?: string): Label
---@overload fun(options: {frame?: CGRectLike, text?: string, name?: string, class?: table}): Label
UILabel = {}

---@alias UIControlEvent "touchDown"|"touchDownRepeat"|"touchDragInside"|"touchDragOutside"|"touchDragEnter"|"touchDragExit"|"touchUpInside"|"touchUpOutside"|"touchCancel"|"valueChanged"|"primaryActionTriggered"|"menuActionTriggered"|"allTouchEvents"|"allEvents"
---@alias UIControlState "normal"|"highlighted"|"disabled"|"selected"|"focused"

do
--- UIControl (T12.6, docs/controls.md): the touch that lands on an enabled control sends
--- touchDown, drags inside/outside its bounds grown by 70 pt, then touchUpInside or touchUpOutside
--- (touchCancel when a gesture recognizer takes it). A disabled control sends nothing.
---@class Control : View
---@field isEnabled boolean false: no touches, no events (its touches go on to the views behind)
---@field isHighlighted boolean set while a touch is down inside the extended bounds
---@field isSelected boolean the app's (a tap does not toggle it)
---@field isTracking boolean (read-only) a touch is being tracked
---@field isTouchInside boolean (read-only) the tracked touch is inside the extended bounds
---@field state string (read-only) "normal", or the flags joined by "|": "highlighted|selected"
local Control = {}
--- addTarget(target, "method" | function(target, sender), events) — Swift's
--- `addTarget(self, action: #selector(close), for: .touchUpInside)` — or addTarget(function(sender), events).
--- The target is held weakly (a released one is no longer called); returns a token.
---@param targetOrAction any|fun(sender: Control)
---@param actionOrEvents string|function|UIControlEvent|UIControlEvent[]
---@param events? UIControlEvent|UIControlEvent[]
---@return integer token
function Control:addTarget(targetOrAction, actionOrEvents, events) end
--- removeTarget(token), or removeTarget(target, action | nil, events | nil) as UIKit's
---@param targetOrToken any
---@param action? string|function
---@param events? UIControlEvent|UIControlEvent[]
function Control:removeTarget(targetOrToken, action, events) end
--- sendActions(for:): each event of the set, in UIKit's bit order, to the targets listening (even when disabled)
---@param events UIControlEvent|UIControlEvent[]
function Control:sendActions(events) end
end

--- UIControl's event and state names: strings, as the Lua API spells UIKit's enums.
---@class UIControlNames

---@class UIControlClass
---@field Event table<string, UIControlEvent> UIControl.Event.touchUpInside == "touchUpInside"
---@field State table<string, UIControlState> UIControl.State.normal == "normal"
UIControl = {}

do
--- UIButton (T12.6): titles, title colours and images per state (a state without its own shows
--- the normal one), drawn by titleLabel and imageView; its intrinsic size is the image's and the
--- title's side by side plus 6 pt above and below
--- (or plus contentEdgeInsets when any is non-zero). A single tap on it is its own, not a tap
--- recognizer's on a view behind it.
---@class Button : Control
---@field buttonType "custom"|"system"|"detailDisclosure"|"infoLight"|"infoDark"|"contactAdd"|"close" (read-only)
---@field titleLabel Label (read-only) the label that draws the current title
---@field imageView ImageView (read-only) shows the current image before the title; its imageSize is what the image adds to the button's size
---@field currentImage string? (read-only) the current image's name
---@field currentTitle string? (read-only)
---@field currentTitleColor UIColor (read-only)
---@field contentEdgeInsets UIEdgeInsets
---@field tintColor UIColor a system button's title colour (system blue by default)
local Button = {}
--- setTitle(_:for:): nil removes the state's own title
---@param title string?
---@param state UIControlState|UIControlState[]
function Button:setTitle(title, state) end
--- setTitleColor(_:for:)
---@param color UIColor?
---@param state UIControlState|UIControlState[]
function Button:setTitleColor(color, state) end
--- setImage(_:for:): an image is its name ("xmark", a symbol or an asset); nil removes the state's own
---@param imageName string?
---@param state UIControlState|UIControlState[]
function Button:setImage(imageName, state) end
--- title(for:): the state's own title, else the normal one
---@param state UIControlState|UIControlState[]
---@return string?
function Button:title(state) end
--- titleColor(for:)
---@param state UIControlState|UIControlState[]
---@return UIColor
function Button:titleColor(state) end
end

---@class UIButtonClass
---@overload fun(type?: "custom"|"system"|"detailDisclosure"|"infoLight"|"infoDark"|"contactAdd"|"close", name?: string): Button
---@overload fun(options: {type?: string, frame?: CGRectLike, title?: string, name?: string, class?: table}): Button
UIButton = {}

do
---@class ImageView : View
---@field imageName string? what the renderers draw (docs/gallery.md, RC1): "pizza", "photo", "avatar", "map"…, a symbol ("star.fill", "symbol:heart"), else a picture made from the name
---@field contentMode UIViewContentMode
---@field imageSize CGSize? the image's size in points (UIKit's image.size): the intrinsic content size
local ImageView = {}
end

---@class UIImageViewClass
---@overload fun(frame?: CGRectLike, imageName?: string, name?: string): ImageView
---@overload fun(options: {frame?: CGRectLike, imageName?: string, name?: string, class?: table}): ImageView
UIImageView = {}

--- UIBlurEffect.Style's cases (T12.3, docs/blur.md).
---@alias UIBlurEffectStyle "extraLight"|"light"|"dark"|"regular"|"prominent"|"systemUltraThinMaterial"|"systemThinMaterial"|"systemMaterial"|"systemThickMaterial"|"systemChromeMaterial"|"systemUltraThinMaterialLight"|"systemThinMaterialLight"|"systemMaterialLight"|"systemThickMaterialLight"|"systemChromeMaterialLight"|"systemUltraThinMaterialDark"|"systemThinMaterialDark"|"systemMaterialDark"|"systemThickMaterialDark"|"systemChromeMaterialDark"

do
--- A blur of what lies behind a visual effect view (UIKit's UIBlurEffect).
---@class BlurEffect
---@field style UIBlurEffectStyle (read-only; Lua only: UIKit keeps an effect's style private)
local BlurEffect = {}
end

---@class UIBlurEffectClass
---@overload fun(style: UIBlurEffectStyle): BlurEffect
---@overload fun(options: {style: UIBlurEffectStyle}): BlurEffect
UIBlurEffect = {}

do
--- UIVisualEffectView (T12.3): blurs what lies behind it. Setting `effect` inside `UIView.animate`
--- or a property animator animates the blur in (an effect) or out (nil); `fractionComplete` scrubs it.
---@class VisualEffectView : View
---@field effect BlurEffect? the effect shown once animations end; nil for none
---@field contentView View (read-only) where subviews go (adding one to the effect view itself is an error, as in UIKit)
local VisualEffectView = {}
end

---@class UIVisualEffectViewClass
---@overload fun(effect?: BlurEffect, name?: string): VisualEffectView
---@overload fun(options: {effect?: BlurEffect, frame?: CGRectLike, name?: string}): VisualEffectView
UIVisualEffectView = {}

do
--- UIScrollView (rules SV1.x in docs/scrolling.md): dragging its panGestureRecognizer scrolls,
--- rubber-bands past the edges, coasts by decelerationRate and bounces back.
---@class ScrollView : View
---@field contentOffset CGPoint the bounds origin: scrolls the content (setting it stops a coast)
---@field contentSize CGSize
---@field contentInset UIEdgeInsets extra room around the content (SV1.1)
---@field adjustedContentInset UIEdgeInsets (read-only) contentInset plus the safe area the adjustment behavior adds
---@field contentInsetAdjustmentBehavior "automatic"|"scrollableAxes"|"never"|"always"
---@field isScrollEnabled boolean false disables panGestureRecognizer
---@field bounces boolean rubber-band past the edges and bounce back (default true)
---@field alwaysBounceVertical boolean scroll vertically even when the content fits (lists: true)
---@field alwaysBounceHorizontal boolean
---@field isPagingEnabled boolean a release rests on a multiple of the bounds size
---@field decelerationRate number|"normal"|"fast" velocity kept per millisecond while coasting: 0.998 (normal) or 0.99 (fast); reads a number
---@field panGestureRecognizer PanGestureRecognizer (read-only) the pan that scrolls
---@field isDragging boolean (read-only) the pan began and the finger is down
---@field isDecelerating boolean (read-only) moving on its own after a release
---@field isTracking boolean (read-only) a finger is down on it
---@field delegate ScrollViewDelegateTable|ScriptViewController|PercentDrivenInteractiveTransition|nil a table (kept by the scroll view), or a screen or interaction handler (weak)
local ScrollView = {}
--- setContentOffset(_:animated:): animated eases over 0.3 s, then scrollViewDidEndScrollingAnimation
---@param offset CGPointLike
---@param animated boolean
function ScrollView:setContentOffset(offset, animated) end
--- scrollRectToVisible(_:animated:): scrolls the least that shows the rect (content coordinates)
---@param rect CGRectLike
---@param animated boolean
function ScrollView:scrollRectToVisible(rect, animated) end
end

do
--- UIScrollViewDelegate as a Lua table (or a screen's methods, with the controller as self).
---@class ScrollViewDelegateTable
local ScrollViewDelegateTable = {}
---@param scrollView ScrollView
function ScrollViewDelegateTable:scrollViewDidScroll(scrollView) end
---@param scrollView ScrollView
function ScrollViewDelegateTable:scrollViewWillBeginDragging(scrollView) end
--- velocity in points per millisecond (offset growing is positive); return a CGPoint to change
--- where the motion rests (UIKit's inout targetContentOffset), or nil to keep it
---@param scrollView ScrollView
---@param velocity CGPoint
---@param targetContentOffset CGPoint
---@return CGPointLike?
function ScrollViewDelegateTable:scrollViewWillEndDragging(scrollView, velocity, targetContentOffset) end
---@param scrollView ScrollView
---@param decelerate boolean
function ScrollViewDelegateTable:scrollViewDidEndDragging(scrollView, decelerate) end
---@param scrollView ScrollView
function ScrollViewDelegateTable:scrollViewWillBeginDecelerating(scrollView) end
---@param scrollView ScrollView
function ScrollViewDelegateTable:scrollViewDidEndDecelerating(scrollView) end
---@param scrollView ScrollView
function ScrollViewDelegateTable:scrollViewDidEndScrollingAnimation(scrollView) end
---@param tableView ListView
---@param indexPath IndexPath
function ScrollViewDelegateTable:tableViewDidSelectRowAt(tableView, indexPath) end
---@param collectionView CollectionView
---@param indexPath IndexPath
function ScrollViewDelegateTable:collectionViewDidSelectItemAt(collectionView, indexPath) end
end

do
--- UIGestureRecognizerDelegate as a Lua table (or a screen's methods, with the controller as self).
---@class GestureRecognizerDelegateTable
local GestureRecognizerDelegateTable = {}
--- false makes the gesture fail instead of beginning (G1.1)
---@param gestureRecognizer AnyGestureRecognizer
---@return boolean
function GestureRecognizerDelegateTable:gestureRecognizerShouldBegin(gestureRecognizer) end
--- gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (G1.2)
---@param gestureRecognizer AnyGestureRecognizer
---@param other AnyGestureRecognizer
---@return boolean
function GestureRecognizerDelegateTable:gestureRecognizerShouldRecognizeSimultaneouslyWith(gestureRecognizer, other) end
--- gestureRecognizer(_:shouldRequireFailureOf:) (G1.4)
---@param gestureRecognizer AnyGestureRecognizer
---@param other AnyGestureRecognizer
---@return boolean
function GestureRecognizerDelegateTable:gestureRecognizerShouldRequireFailureOf(gestureRecognizer, other) end
--- gestureRecognizer(_:shouldBeRequiredToFailBy:) (G1.4)
---@param gestureRecognizer AnyGestureRecognizer
---@param other AnyGestureRecognizer
---@return boolean
function GestureRecognizerDelegateTable:gestureRecognizerShouldBeRequiredToFailBy(gestureRecognizer, other) end
--- gestureRecognizer(_:shouldReceive:): false keeps the touch from the recognizer (G1.5)
---@param gestureRecognizer AnyGestureRecognizer
---@param touch Touch
---@return boolean
function GestureRecognizerDelegateTable:gestureRecognizerShouldReceive(gestureRecognizer, touch) end
end

do
--- UITouch, as gestureRecognizerShouldReceive sees it.
---@class Touch
---@field view View? (read-only) the view hit-testing found
---@field window View? (read-only)
---@field phase "began"|"moved"|"stationary"|"ended"|"cancelled" (read-only)
---@field timestamp number (read-only) engine time of the last delivery
local Touch = {}
--- location(in:): nil is the window
---@param view View?
---@return CGPoint
function Touch:location(view) end
end

---@class UIScrollViewClass
---@overload fun(frame?: CGRectLike, name?: string): ScrollView
---@overload fun(options: {frame?: CGRectLike, name?: string}): ScrollView
UIScrollView = {}

do
---@class ListView : ScrollView
---@field cells CellView[] (read-only) one per row, on screen or not
---@field visibleCells CellView[] (read-only)
---@field numberOfRows integer (read-only)
---@field indexPathForSelectedRow IndexPath|nil (read-only) the row a tap selected last
local ListView = {}
--- cellForRow(at:): the cell of the row (an IndexPath or its 0-based row), nil when it is off screen
---@param indexPath IndexPath|integer
---@return CellView?
function ListView:cellForRow(indexPath) end
--- indexPathForRow(at:): the row under a point in the table's own (scrolled) coordinates, or nil
---@param point CGPointLike
---@return IndexPath?
function ListView:indexPathForRow(point) end
--- rectForRow(at:): in the list's content coordinates; nil for a row that does not exist
---@param row integer
---@return CGRect?
function ListView:rectForRow(row) end
--- scrollToRow(at:): brings the row on screen
---@param row integer
function ListView:scrollToRow(row) end
end

---@class UITableViewClass
---@overload fun(frame: CGRectLike, rowHeight: number, rows: string[], name?: string): ListView
---@overload fun(options: {frame: CGRectLike, rowHeight: number, rows: string[], cellStyle?: "row"|"custom", name?: string}): ListView
UITableView = {}

do
---@class CollectionView : ScrollView
---@field cells CellView[] (read-only) one per item, on screen or not
---@field visibleCells CellView[] (read-only)
---@field numberOfItems integer (read-only) in all sections; an integer index counts across sections (0-based)
---@field indexPathsForSelectedItems IndexPath[] (read-only) the item a tap selected last, or none
---@field indexPathsForVisibleItems IndexPath[] (read-only) the items whose cells overlap the bounds, in item order (UIKit's order is unspecified, CV1.2)
---@field collectionViewLayout CollectionViewFlowLayout setting it moves the cells at once (CV1.3)
---@field numberOfSections integer (read-only)
local CollectionView = {}
--- numberOfItems(inSection:): 0 (and a diagnostic) for a section it does not have (CV1.6)
---@param section integer
---@return integer
function CollectionView:numberOfItemsInSection(section) end
--- setCollectionViewLayout(_:animated:): the cells move to the new layout, animated over 0.25 s ease-in-out; the offset stays inside the new content (CV1.3)
---@param layout CollectionViewFlowLayout
---@param animated boolean
function CollectionView:setCollectionViewLayout(layout, animated) end
--- scrollToItem(at:at:animated:): puts the item at the position(s) of the visible area, clamped to the content (CV1.4)
---@param indexPath IndexPath|integer
---@param position UICollectionViewScrollPosition
---@param animated boolean
function CollectionView:scrollToItem(indexPath, position, animated) end
--- layoutAttributesForItem(at:): the layout's answer; nil (and a diagnostic) for an item that does not exist (CV1.5)
---@param indexPath IndexPath|integer
---@return UICollectionViewLayoutAttributes?
function CollectionView:layoutAttributesForItem(indexPath) end
--- cellForItem(at:): the cell of the item (an IndexPath or its 0-based item), nil when it is off screen
---@param indexPath IndexPath|integer
---@return CellView?
function CollectionView:cellForItem(indexPath) end
--- indexPathForItem(at:): the item under a point in the grid's own (scrolled) coordinates, nil in the gaps
---@param point CGPointLike
---@return IndexPath?
function CollectionView:indexPathForItem(point) end
end

---@class UICollectionViewOptions
---@field frame? CGRectLike
---@field collectionViewLayout? CollectionViewFlowLayout the layout (then no itemSize, spacing, columns or insets)
---@field itemSize? CGSizeLike without a layout, required: a vertical flow layout's
---@field spacing? number
---@field columns? integer
---@field insets? UIEdgeInsets
---@field items? string[] one section (or sections)
---@field sections? string[][] several sections, each a list of items (needs a collectionViewLayout) (CV1.6)
---@field cellStyle? "tile"|"custom" "custom": bare cells a screen fills (cell.userInfo keeps what it builds)
---@field name? string

---@class UICollectionViewClass
---@overload fun(options: UICollectionViewOptions): CollectionView
UICollectionView = {}

do
--- UICollectionViewFlowLayout (CV1.1): lines of equal items across the scrolling axis; rows when "vertical", columns when "horizontal"
---@class CollectionViewFlowLayout
---@field scrollDirection UICollectionViewScrollDirection default "vertical"
---@field itemSize CGSizeLike default 50 × 50
---@field minimumLineSpacing number between rows (vertical) or columns (horizontal), default 10
---@field minimumInteritemSpacing number between the items of a row (vertical) or column (horizontal), default 10
---@field sectionInset UIEdgeInsets around the items, default zero
---@field itemsPerLine integer? not UIKit's: items per row or column; nil fits as many as the size allows
---@field collectionView CollectionView? (read-only) the collection view using it
local CollectionViewFlowLayout = {}
--- layoutAttributesForItem(at:): where it puts the item, in its collection view's content coordinates; nil without a collection view
---@param indexPath IndexPath|integer
---@return UICollectionViewLayoutAttributes?
function CollectionViewFlowLayout:layoutAttributesForItem(indexPath) end
--- invalidateLayout(): its collection view places its cells again
function CollectionViewFlowLayout:invalidateLayout() end
end

---@class UICollectionViewFlowLayoutOptions
---@field scrollDirection? UICollectionViewScrollDirection
---@field itemSize? CGSizeLike
---@field minimumLineSpacing? number
---@field minimumInteritemSpacing? number
---@field sectionInset? UIEdgeInsets
---@field itemsPerLine? integer

---@class UICollectionViewFlowLayoutClass
---@overload fun(options?: UICollectionViewFlowLayoutOptions): CollectionViewFlowLayout
UICollectionViewFlowLayout = {}

--- UICollectionViewLayoutAttributes, a table of the values when asked (CV1.5)
---@class UICollectionViewLayoutAttributes
---@field frame CGRect in the collection view's content coordinates
---@field center CGPoint
---@field size CGSize
---@field alpha number 1 in a flow layout
---@field transform CGAffineTransform identity in a flow layout
---@field zIndex integer 0 in a flow layout
---@field indexPath IndexPath

do
---@class CellView : View
---@field contentView View (read-only)
---@field imageView ImageView (read-only)
---@field textLabel Label (read-only)
---@field userInfo table (read-only) the cell's own table, for the subviews a screen builds in a "custom" cell
local CellView = {}
end

do
---@class IndexPath
---@field row integer 0-based
---@field item integer the same as row
---@field section integer default 0; lists have one section, collection views may have several (CV1.6)
local IndexPath = {}
end

---@class IndexPathClass
---@overload fun(row: integer, section?: integer): IndexPath
---@overload fun(labels: {row?: integer, item?: integer, section?: integer}): IndexPath
IndexPath = {}

do
---@class Window : View
---@field statusBarStyle UIStatusBarStyle (read-only) what the status bar shows: its owner's answer (SB1.1)
---@field isStatusBarHidden boolean (read-only)
---@field statusBarFrame CGRect (read-only) across the top, the device's status bar height; zero while hidden or in a bare window (SB1.4)
---@field windowScene {statusBarManager: {statusBarFrame: CGRect, statusBarStyle: UIStatusBarStyle, isStatusBarHidden: boolean}} (read-only) UIKit's path to the status bar's frame, read now
---@field rootViewController ViewController? (read-only) the scenario's root controller (`window { root = … }`)
---@field isKeyWindow boolean (read-only) whether it is `UIApplication.shared.keyWindow` (the scenario's window is)
local Window = {}
end


---@class CGPointClass
---@field zero CGPoint
---@overload fun(x?: number, y?: number): CGPoint
---@overload fun(point: {x: number, y: number}|number[]): CGPoint
CGPoint = {}

---@class CGSizeClass
---@field zero CGSize
---@overload fun(width?: number, height?: number): CGSize
---@overload fun(size: {width: number, height: number}|number[]): CGSize
CGSize = {}

--- CGVector(dx, dy): a spring's initial velocity per axis (T12.5)
---@class CGVectorClass
---@field zero CGVector
---@overload fun(dx?: number, dy?: number): CGVector
---@overload fun(vector: {dx: number, dy: number}|number[]): CGVector
CGVector = {}

---@class UIEdgeInsetsClass
---@field zero UIEdgeInsets
---@overload fun(top: number, left: number, bottom: number, right: number): UIEdgeInsets
---@overload fun(insets: {top?: number, left?: number, bottom?: number, right?: number, all?: number}): UIEdgeInsets
UIEdgeInsets = {}

---@class CGRectClass
---@field zero CGRect
---@field null CGRect
---@overload fun(x?: number, y?: number, width?: number, height?: number): CGRect
---@overload fun(origin: CGPointLike, size: CGSizeLike): CGRect
---@overload fun(rect: {x: number, y: number, width: number, height: number}|number[]): CGRect
CGRect = {}

---@class CGAffineTransformClass
---@field identity CGAffineTransform
---@overload fun(a: number, b: number, c: number, d: number, tx: number, ty: number): CGAffineTransform
---@overload fun(labels: {scaleX: number, y?: number}|{translationX: number, y?: number}|{rotationAngle: number}|{a: number, b: number, c: number, d: number, tx: number, ty: number}): CGAffineTransform
CGAffineTransform = {}

---@type CATransform3D a fresh identity on every read: `local t = CATransform3DIdentity; t.m34 = -1 / 500`
CATransform3DIdentity = {}

---@param angle number radians, right-handed about the axis (about z: clockwise on screen, as CGAffineTransform)
---@param x number
---@param y number
---@param z number
---@return CATransform3D
function CATransform3DMakeRotation(angle, x, y, z) end

--- rotates first, then applies t (t' = rotate · t)
---@param t CATransform3D
---@param angle number radians
---@param x number
---@param y number
---@param z number
---@return CATransform3D
function CATransform3DRotate(t, angle, x, y, z) end

---@param tx number
---@param ty number
---@param tz number
---@return CATransform3D
function CATransform3DMakeTranslation(tx, ty, tz) end

--- translates first, then applies t
---@param t CATransform3D
---@param tx number
---@param ty number
---@param tz number
---@return CATransform3D
function CATransform3DTranslate(t, tx, ty, tz) end

---@param sx number
---@param sy number
---@param sz number
---@return CATransform3D
function CATransform3DMakeScale(sx, sy, sz) end

--- scales first, then applies t
---@param t CATransform3D
---@param sx number
---@param sy number
---@param sz number
---@return CATransform3D
function CATransform3DScale(t, sx, sy, sz) end

--- a then b
---@param a CATransform3D
---@param b CATransform3D
---@return CATransform3D
function CATransform3DConcat(a, b) end

--- the inverse, or t unchanged when it has none
---@param t CATransform3D
---@return CATransform3D
function CATransform3DInvert(t) end

---@param t CATransform3D
---@return boolean
function CATransform3DIsIdentity(t) end

--- true when t is exactly a 2D affine transform in the plane
---@param t CATransform3D
---@return boolean
function CATransform3DIsAffine(t) end

---@param a CATransform3D
---@param b CATransform3D
---@return boolean
function CATransform3DEqualToTransform(a, b) end

---@param m CGAffineTransform
---@return CATransform3D
function CATransform3DMakeAffineTransform(m) end

--- the entries that act on x and y (what view.transform reads of a 3D layer transform)
---@param t CATransform3D
---@return CGAffineTransform
function CATransform3DGetAffineTransform(t) end

---@class UIColorClass
---@field [string] UIColor UIKit's named colours: UIColor.systemBlue, UIColor.black, …
---@overload fun(red: number, green: number, blue: number, alpha?: number): UIColor
---@overload fun(nameOrHex: string): UIColor
UIColor = {}

-- Transition objects: navigation and tab bar controllers, the coordinator, presentation
-- controllers, percent-driven interaction, property animators, gesture recognizers.

do
---@class NavigationController : ViewController
---@field viewControllers ViewController[] (read-only)
---@field topViewController ViewController? (read-only)
---@field visibleViewController ViewController? (read-only)
---@field interactivePopGestureRecognizer ScreenEdgePanGestureRecognizer (read-only)
---@field delegate TransitioningDelegate|TransitioningDelegateScript|nil a navigation delegate (held weakly)
local NavigationController = {}
---@param viewController ViewController
---@param animated? boolean default true
function NavigationController:pushViewController(viewController, animated) end
---@param animated? boolean default true
---@return ViewController?
function NavigationController:popViewController(animated) end
---@param animated? boolean default true
---@return ViewController[]
function NavigationController:popToRootViewController(animated) end
---@param viewController ViewController
---@param animated? boolean default true
---@return ViewController[]
function NavigationController:popToViewController(viewController, animated) end
---@param viewControllers ViewController[]
---@param animated? boolean default true
function NavigationController:setViewControllers(viewControllers, animated) end
end

---@class UINavigationControllerClass
---@overload fun(root: ViewController, name?: string): NavigationController
---@overload fun(options: {rootViewController: ViewController, name?: string}): NavigationController
---@overload fun(root: ViewController, name: string, screen: table): NavigationController a subclass written in Lua (an imported Swift one): its pushViewController(nav, vc, animated), popViewController(nav, animated) (from code and the back swipe; its answer is the pop's) and setViewControllers(nav, list, animated) run instead of UIKit's (nav:pushViewController, nav:popViewController, nav:setViewControllers inside them are UIKit's: without them nothing moves), its lifecycle and viewWillLayoutSubviews/viewDidLayoutSubviews callbacks after UIKit's, its fields (its userInfo)
UINavigationController = {}

do
---@class TabBarController : ViewController
---@field viewControllers ViewController[] (read-only)
---@field selectedViewController ViewController? (read-only)
---@field selectedIndex integer
---@field delegate TransitioningDelegate|TransitioningDelegateScript|nil a tab bar delegate (held weakly)
local TabBarController = {}
--- A tap on the tab bar item: asks the delegate (tabBarControllerShouldSelect), then selects.
---@param index integer 0-based
function TabBarController:tapTab(index) end
end

---@class UITabBarControllerClass
---@overload fun(controllers: ViewController[], name?: string): TabBarController
---@overload fun(options: {viewControllers: ViewController[], name?: string}): TabBarController
UITabBarController = {}

do
--- UIViewControllerTransitionCoordinator: also its own context (the blocks receive it).
---@class TransitionCoordinator
---@field isAnimated boolean (read-only)
---@field presentationStyle UIModalPresentationStyle (read-only)
---@field initiallyInteractive boolean (read-only)
---@field isInteractive boolean (read-only)
---@field isInterruptible boolean (read-only)
---@field isCancelled boolean (read-only)
---@field transitionDuration number (read-only)
---@field percentComplete number (read-only)
---@field completionVelocity number (read-only)
---@field completionCurve UIViewAnimationCurve (read-only)
---@field containerView View (read-only)
---@field targetTransform CGAffineTransform (read-only)
local TransitionCoordinator = {}
---@param key TransitionContextKey
---@return View?
function TransitionCoordinator:view(key) end
---@param key TransitionContextKey
---@return ViewController
function TransitionCoordinator:viewController(key) end
--- animate(alongsideTransition:completion:): either may be nil; returns whether it was queued (T5.3)
---@param animation fun(context: TransitionCoordinator)?
---@param completion fun(context: TransitionCoordinator)?
---@return boolean
function TransitionCoordinator:animate(animation, completion) end
--- animateAlongsideTransition(in:animation:completion:) (T5.5)
---@param view View?
---@param animation fun(context: TransitionCoordinator)?
---@param completion fun(context: TransitionCoordinator)?
---@return boolean
function TransitionCoordinator:animateAlongsideTransitionIn(view, animation, completion) end
--- notifyWhenInteractionChanges(_:): called when an interactive transition is released
---@param handler fun(context: TransitionCoordinator)
function TransitionCoordinator:notifyWhenInteractionChanges(handler) end
end

do
---@class PresentationController
---@field presentedViewController ViewController (read-only)
---@field presentingViewController ViewController (read-only)
---@field containerView View? (read-only)
---@field presentedView View? (read-only)
---@field frameOfPresentedViewInContainerView CGRect (read-only)
---@field presentationStyle UIModalPresentationStyle (read-only)
---@field debugName string (read-only)
---@field traitCollection UITraitCollection (read-only) the presentation's environment
---@field delegate PresentationControllerDelegate? the table told of a user's dismissal of a sheet (kept alive while set)
local PresentationController = {}
--- size(forChildContentContainer:withParentContainerSize:): the script's override, else parentSize (LY1.6)
---@param container ViewController
---@param parentSize CGSizeLike
---@return CGSize
function PresentationController:sizeForChildContentContainer(container, parentSize) end
end

--- The size classes of an environment, from the window size: horizontally compact below 600 pt
--- wide (below 896 pt when vertically compact), vertically compact below 500 pt tall. A plain
--- table, made each time it is read. A presentation controller script or a delegate table may
--- define adaptivePresentationStyle(controller, traitCollection) → "fullScreen" | "overFullScreen"
--- | "none" | nil, and viewControllerForAdaptivePresentationStyle(controller, style) → ViewController?
---@class UITraitCollection
---@field horizontalSizeClass UIUserInterfaceSizeClass
---@field verticalSizeClass UIUserInterfaceSizeClass

--- A presentation controller's delegate table (UIAdaptivePresentationControllerDelegate and
--- UISheetPresentationControllerDelegate); every callback is optional and gets the controller.
--- The will/did/attempt callbacks are for a user's swipe only, not for dismiss() from code.
---@class PresentationControllerDelegate
---@field debugName? string its name in traces
---@field presentationControllerShouldDismiss? fun(controller: PresentationController): boolean? false keeps the sheet (nil is true)
---@field presentationControllerWillDismiss? fun(controller: PresentationController) a swipe began dismissing the sheet
---@field presentationControllerDidDismiss? fun(controller: PresentationController) a swipe dismissed it (after its viewDidDisappear)
---@field presentationControllerDidAttemptToDismiss? fun(controller: PresentationController) a swipe tried to dismiss a sheet that may not be dismissed
---@field sheetPresentationControllerDidChangeSelectedDetentIdentifier? fun(controller: SheetPresentationController) the user's drag settled at another detent
---@field adaptivePresentationStyle? fun(controller: PresentationController, traitCollection: UITraitCollection): UIModalPresentationStyle?
---@field viewControllerForAdaptivePresentationStyle? fun(controller: PresentationController, style: UIModalPresentationStyle): ViewController?

do
--- UISheetPresentationController (T11.4): the system sheet of a page or form sheet. Detent
--- identifiers are strings ("medium", "large", or a custom detent's).
---@class SheetPresentationController : PresentationController
---@field detents (SheetDetent|"medium"|"large")[] where the sheet rests; {large} by default; never empty
---@field selectedDetentIdentifier string? the detent it rests at; nil is the smallest. Set from code: at once (animated in animateChanges), no delegate call
---@field largestUndimmedDetentIdentifier string? no dim at or below it, and the presenting view takes touches there
---@field prefersGrabberVisible boolean a 36 × 5 pt grabber 5 pt below the top
---@field prefersScrollingExpandsWhenScrolledToEdge boolean a scroll view at its top edge hands the drag to the sheet (default true)
---@field prefersEdgeAttachedInCompactHeight boolean in compact height, a card on the bottom edge instead of full screen
---@field preferredCornerRadius number? the card's corner radius; nil is the system's (10)
---@field dimmingView View (read-only) the black view behind the card, alpha up to 0.4
---@field grabber View? (read-only) while prefersGrabberVisible and presented
---@field panGestureRecognizer PanGestureRecognizer (read-only) the pan that drags the sheet
local SheetPresentationController = {}
--- Runs the block and animates the sheet to the result (new detents, a new selected detent)
---@param changes fun()
function SheetPresentationController:animateChanges(changes) end
--- Asks the custom detents' resolvers again (their values are kept until then)
function SheetPresentationController:invalidateDetents() end
end

do
---@class SheetDetent
---@field identifier string (read-only)
local SheetDetent = {}
end

--- What a custom detent's resolver is given.
---@class SheetDetentContext
---@field maximumDetentValue number the large detent's height
---@field traitCollection UITraitCollection

---@class UISheetPresentationControllerDetentClass
UISheetPresentationControllerDetent = {}
--- About half the screen; inactive in compact height
---@return SheetDetent
function UISheetPresentationControllerDetent.medium() end
--- The sheet at full height
---@return SheetDetent
function UISheetPresentationControllerDetent.large() end
--- A detent whose height (above the bottom of the screen) the resolver computes; nil makes it inactive
---@param identifier string
---@param resolver fun(context: SheetDetentContext): number?
---@return SheetDetent
function UISheetPresentationControllerDetent.custom(identifier, resolver) end

---@class UISheetPresentationControllerClass
---@field Detent UISheetPresentationControllerDetentClass (read-only) UIKit's UISheetPresentationController.Detent
UISheetPresentationController = {}

---@class UIPresentationControllerClass
---@overload fun(presented: ViewController, presenting: ViewController): PresentationController UIKit's init(presentedViewController:presenting:)
---@overload fun(presented: ViewController, presenting: ViewController, controller: PresentationControllerScript|table): ScriptPresentationController the subclass a presentation controller table writes, made now (not by a delegate)
UIPresentationController = {}
--- bottomSheet(fraction, bounds): the lower fraction of bounds
---@param fraction number
---@param bounds CGRectLike
---@return CGRect
function UIPresentationController.bottomSheet(fraction, bounds) end

do
---@class DimmingPresentationController : PresentationController
---@field dimmingView View (read-only)
---@field dimmingAlpha number
---@field dismissesOnTap boolean
local DimmingPresentationController = {}
--- What a tap on the dimming view does (dismisses when dismissesOnTap)
function DimmingPresentationController:dimmingViewTapped() end
end

---@class DimmingPresentationControllerOptions
---@field presented ViewController
---@field presenting ViewController
---@field dimmingColor? UIColorLike
---@field dimmingAlpha? number
---@field dismissesOnTap? boolean
---@field bottomSheet? number

---@class DimmingPresentationControllerClass
---@overload fun(options: DimmingPresentationControllerOptions): DimmingPresentationController
DimmingPresentationController = {}

do
--- The controller a presentation controller script extending UIPresentationController receives
--- as `self`: UIPresentationController's members only. It keeps per-instance fields
--- (`self.dimmingView = v`); reading a key it does not bind finds them, then the script table's
--- functions (`self:helper()`).
---@class ScriptPresentationController : PresentationController
local ScriptPresentationController = {}
--- super(name [, completed]): the base class's callback or value
---@param name "presentedView"|"frameOfPresentedViewInContainerView"|"presentationTransitionWillBegin"|"presentationTransitionDidEnd"|"dismissalTransitionWillBegin"|"dismissalTransitionDidEnd"|"containerViewWillLayoutSubviews"|"containerViewDidLayoutSubviews"
---@param completed? boolean for presentationTransitionDidEnd and dismissalTransitionDidEnd
---@return any
function ScriptPresentationController:super(name, completed) end
end

do
--- The controller a script extending DimmingPresentationController receives as `self`: the ready
--- controller's members too, with per-instance fields as ScriptPresentationController.
---@class ScriptDimmingPresentationController : DimmingPresentationController
local ScriptDimmingPresentationController = {}
--- super(name [, completed]): the base class's callback or value
---@param name "presentedView"|"frameOfPresentedViewInContainerView"|"presentationTransitionWillBegin"|"presentationTransitionDidEnd"|"dismissalTransitionWillBegin"|"dismissalTransitionDidEnd"|"containerViewWillLayoutSubviews"|"containerViewDidLayoutSubviews"
---@param completed? boolean for presentationTransitionDidEnd and dismissalTransitionDidEnd
---@return any
function ScriptDimmingPresentationController:super(name, completed) end
end

do
---@class PercentDrivenInteractiveTransition
---@field completionSpeed number
---@field completionCurve UIViewAnimationCurve
---@field wantsInteractiveStart boolean
---@field timingCurve UITimingCurveProvider? nil: completionCurve
---@field duration number (read-only)
---@field percentComplete number (read-only)
---@field isDriving boolean (read-only)
---@field debugName string (read-only)
local PercentDrivenInteractiveTransition = {}
---@param percentComplete number
function PercentDrivenInteractiveTransition:update(percentComplete) end
function PercentDrivenInteractiveTransition:finish() end
function PercentDrivenInteractiveTransition:cancel() end
function PercentDrivenInteractiveTransition:pause() end
--- wire(viewController): puts the handler's gesture on the controller's view (the handler's wire, or a pan)
---@param viewController ViewController
function PercentDrivenInteractiveTransition:wire(viewController) end
--- super("startInteractiveTransition", ctx): the base implementation, which starts the animator; a handler's startInteractiveTransition override must call it
---@param name "startInteractiveTransition"
---@param ctx TransitionContext
function PercentDrivenInteractiveTransition:super(name, ctx) end
end

---@class UIPercentDrivenInteractiveTransitionClass
---@overload fun(handler?: InteractionHandler|table): PercentDrivenInteractiveTransition
UIPercentDrivenInteractiveTransition = {}

do
---@class PropertyAnimator
---@field state UIViewAnimatingState (read-only)
---@field isRunning boolean (read-only)
---@field isReversed boolean
---@field fractionComplete number
---@field duration number (read-only)
---@field delay number (read-only)
---@field scrubsLinearly boolean true (the default): paused, a cubic curve shows values linear in fractionComplete; a spring keeps its curve, so pausing it never moves the views (T7.9)
---@field pausesOnCompletion boolean
---@field isInterruptible boolean
---@field isUserInteractionEnabled boolean
---@field isManualHitTestingEnabled boolean false (the default): a touch finds the views it moves where they are drawn (T7.10); true: at their final values
local PropertyAnimator = {}
--- startAnimation() or startAnimation(afterDelay:)
---@param delay? number
function PropertyAnimator:startAnimation(delay) end
function PropertyAnimator:pauseAnimation() end
--- stopAnimation(_ withoutFinishing:)
---@param withoutFinishing boolean
function PropertyAnimator:stopAnimation(withoutFinishing) end
--- finishAnimation(at:): after stopAnimation(false)
---@param position UIViewAnimatingPosition
function PropertyAnimator:finishAnimation(position) end
--- continueAnimation(withTimingParameters:durationFactor:)
---@param parameters UITimingCurveProvider?
---@param durationFactor number
function PropertyAnimator:continueAnimation(parameters, durationFactor) end
--- addAnimations(_:delayFactor:)
---@param animation fun()
---@param delayFactor? number
function PropertyAnimator:addAnimations(animation, delayFactor) end
---@param completion fun(position: UIViewAnimatingPosition)
function PropertyAnimator:addCompletion(completion) end
end

do
---@class UISpringTimingParameters
---@field mass number
---@field stiffness number
---@field damping number
---@field dampingRatio number
---@field initialVelocity number|CGVector a CGVector when given one: each axis of a moving view takes its component, other properties the magnitude (T12.5)
local UISpringTimingParameters = {}
end

---@class UISpringTimingParametersClass
---@overload fun(): UISpringTimingParameters the system spring: mass 3, stiffness 1000, damping 500 (damping ratio 4.56), velocity 0
---@overload fun(dampingRatio: number, initialVelocity?: number|CGVector): UISpringTimingParameters
---@overload fun(labels: {dampingRatio?: number, mass?: number, stiffness?: number, damping?: number, duration?: number, bounce?: number, initialVelocity?: number|CGVector}): UISpringTimingParameters
UISpringTimingParameters = {}

do
---@class UICubicTimingParameters
---@field controlPoint1 CGPoint
---@field controlPoint2 CGPoint
local UICubicTimingParameters = {}
end

---@class UICubicTimingParametersClass
---@overload fun(): UICubicTimingParameters Core Animation's default curve (0.25, 0.1, 0.25, 1)
---@overload fun(animationCurve: UIViewAnimationCurve): UICubicTimingParameters
---@overload fun(controlPoint1: CGPointLike, controlPoint2: CGPointLike): UICubicTimingParameters
---@overload fun(labels: {animationCurve?: UIViewAnimationCurve, controlPoint1?: CGPointLike, controlPoint2?: CGPointLike}): UICubicTimingParameters
UICubicTimingParameters = {}

--- `UIViewPropertyAnimator{…}`: one of curve, dampingRatio, controlPoint1 + controlPoint2, timingParameters.
---@class UIViewPropertyAnimatorOptions
---@field duration number
---@field curve? UIViewAnimationCurve
---@field dampingRatio? number
---@field controlPoint1? CGPointLike
---@field controlPoint2? CGPointLike
---@field timingParameters? UITimingCurveProvider
---@field animations? fun()

---@class UIViewPropertyAnimatorClass
---@overload fun(duration: number, curve?: UITimingCurveProvider, animations?: fun()): PropertyAnimator
---@overload fun(duration: number, dampingRatio: number, animations?: fun()): PropertyAnimator
---@overload fun(duration: number, controlPoint1: CGPointLike, controlPoint2: CGPointLike, animations?: fun()): PropertyAnimator
---@overload fun(options: UIViewPropertyAnimatorOptions): PropertyAnimator
UIViewPropertyAnimator = {}
--- runningPropertyAnimator(withDuration:delay:options:animations:completion:)
---@param duration number
---@param delay number
---@param options UIViewAnimationOptions
---@param animations fun()
---@param completion? fun(position: UIViewAnimatingPosition)
---@return PropertyAnimator
function UIViewPropertyAnimator.runningPropertyAnimator(duration, delay, options, animations, completion) end

do
---@class GestureRecognizer
---@field state UIGestureRecognizerState set by a subclass (UIGestureRecognizerSubclass): a change UIKit's state machine allows is made, any other ignored; the targets run after the touch method that set it
---@field view View? (read-only)
---@field name string?
---@field isEnabled boolean
---@field numberOfTouches integer (read-only)
---@field cancelsTouchesInView boolean recognising takes the touches from their view, which gets touchesCancelled (default true, T12.4)
---@field delaysTouchesBegan boolean the view gets touchesBegan only once the gesture failed, never if it is recognized (default false, T12.4)
---@field delegate GestureRecognizerDelegateTable|ScriptViewController|PercentDrivenInteractiveTransition|ScriptPresentationController|nil a table (kept by the recognizer), or a screen, interaction handler or presentation controller (weak)
local GestureRecognizer = {}
--- require(toFail:): wait in "possible" until other fails; fail if it recognizes (G1.3)
---@param other AnyGestureRecognizer
function GestureRecognizer:requireToFail(other) end
--- addTarget(action), addTarget(target, "method" | function) or addTarget{target =, action =}: the
--- action is called with the recognizer (after the target, when there is one); returns a token.
--- The target is held weakly, as UIKit holds it (T12.1): once nothing else refers to it, it is no
--- longer called; an action function lives as long as the recognizer (and keeps what it captures)
---@param targetOrAction any|fun(recognizer: AnyGestureRecognizer)|{target: any, action: string|function}
---@param action? string|fun(target: any, recognizer: AnyGestureRecognizer)
---@return integer token
function GestureRecognizer:addTarget(targetOrAction, action) end
--- removeTarget(what addTarget took, or its token); removeTarget(target, nil): every action of
--- that target; removeTarget(nil): every action
---@param targetOrToken any
---@param action? string|function
function GestureRecognizer:removeTarget(targetOrToken, action) end
--- location(in:): nil is the window
---@param view View?
---@return CGPoint
function GestureRecognizer:location(view) end
--- touchesBegan(_:with:) in a subclass's own touchesBegan (`class = …`): super's, the kind's
--- handling of the touches (once); UIKit calls these, any other call is an error. Also
--- touchesMoved, touchesEnded and touchesCancelled
---@param touches Touch[]
---@param event? any
function GestureRecognizer:touchesBegan(touches, event) end
---@param touches Touch[]
---@param event? any
function GestureRecognizer:touchesMoved(touches, event) end
---@param touches Touch[]
---@param event? any
function GestureRecognizer:touchesEnded(touches, event) end
---@param touches Touch[]
---@param event? any
function GestureRecognizer:touchesCancelled(touches, event) end
end

---@class UIGestureRecognizerClass
UIGestureRecognizer = {}

do
---@class PanGestureRecognizer : GestureRecognizer
---@field minimumNumberOfTouches integer the fewest fingers that make a pan (default 1)
---@field maximumNumberOfTouches integer the most fingers it takes; a further finger is ignored (default unlimited)
local PanGestureRecognizer = {}
--- translation(in:): nil is the window
---@param view View?
---@return CGPoint
function PanGestureRecognizer:translation(view) end
--- setTranslation(_:in:)
---@param translation CGPointLike
---@param view View?
function PanGestureRecognizer:setTranslation(translation, view) end
--- velocity(in:): points per second
---@param view View?
---@return CGPoint
function PanGestureRecognizer:velocity(view) end
end

--- `UIPanGestureRecognizer{class = C, …}` (each kind's options alike): an instance of a subclass
--- written in Lua (UIGestureRecognizerSubclass): what the recognizer does not bind is the class's
--- (methods, class-wide values, `get_x`/`set_x`), its fields are its own, and the class's
--- `touchesBegan/Moved/Ended/Cancelled(self, touches, event)` run instead of the kind's (inside,
--- `self:touchesMoved(touches, event)` is super's); its targets run once the override returned,
--- with the state then (UIKit sends actions on the next run-loop turn)
---@class UIPanGestureRecognizerClass
---@overload fun(nameOrAction?: string|fun(recognizer: PanGestureRecognizer)): PanGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string, class?: table}): PanGestureRecognizer
UIPanGestureRecognizer = {}

do
---@class ScreenEdgePanGestureRecognizer : PanGestureRecognizer
---@field edges UIRectEdge the edges it starts from (settable, as in UIKit)
local ScreenEdgePanGestureRecognizer = {}
end

---@class UIScreenEdgePanGestureRecognizerClass
---@overload fun(edges: UIRectEdge, name?: string): ScreenEdgePanGestureRecognizer
---@overload fun(): ScreenEdgePanGestureRecognizer no edges (UIKit's default): it never begins until its edges are set
---@overload fun(options: {edges?: UIRectEdge, target?: any, action?: string|function, name?: string, class?: table}): ScreenEdgePanGestureRecognizer
UIScreenEdgePanGestureRecognizer = {}

do
---@class PinchGestureRecognizer : GestureRecognizer
---@field scale number
---@field velocity number (read-only)
local PinchGestureRecognizer = {}
end

---@class UIPinchGestureRecognizerClass
---@overload fun(nameOrAction?: string|fun(recognizer: PinchGestureRecognizer)): PinchGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string, class?: table}): PinchGestureRecognizer
UIPinchGestureRecognizer = {}

do
--- UILongPressGestureRecognizer (T12.4): begins after minimumPressDuration of fingers held within
--- allowableMovement, changes as they move, ends when one lifts; minimumPressDuration = 0 begins on
--- touch-down (catching a running animator)
---@class LongPressGestureRecognizer : GestureRecognizer
---@field minimumPressDuration number seconds the fingers must be held (default 0.5; 0: touch-down)
---@field allowableMovement number points a finger may move before it begins (default 10)
---@field numberOfTouchesRequired integer fingers that must be held (default 1)
local LongPressGestureRecognizer = {}
end

---@class UILongPressGestureRecognizerClass
---@overload fun(nameOrAction?: string|fun(recognizer: LongPressGestureRecognizer)): LongPressGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string, minimumPressDuration?: number, allowableMovement?: number, class?: table}): LongPressGestureRecognizer
UILongPressGestureRecognizer = {}

do
---@class TapGestureRecognizer : GestureRecognizer
---@field numberOfTapsRequired integer
local TapGestureRecognizer = {}
end

---@class UITapGestureRecognizerClass
---@overload fun(nameOrAction?: string|fun(recognizer: TapGestureRecognizer)): TapGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string, class?: table}): TapGestureRecognizer
UITapGestureRecognizer = {}

-- Delegate objects, the main queue and the screen.

do
--- The delegate object UIViewControllerTransitioningDelegate(table) makes from a delegate table.
---@class TransitioningDelegate
---@field debugName string (read-only)
local TransitioningDelegate = {}
end

---@class UIViewControllerTransitioningDelegateClass
---@overload fun(delegate: TransitioningDelegateScript|table): TransitioningDelegate a delegate object from a delegate table (transitioning, navigation or tab bar callbacks); held weakly where it is set: keep it
UIViewControllerTransitioningDelegate = {}

do
---@class DispatchQueue
local DispatchQueue = {}
--- async(execute:): runs work on the engine's next run-loop turn
---@param work fun()
function DispatchQueue:async(work) end
--- asyncAfter(deadline:execute:): runs work `delay` seconds of the virtual clock from now (Swift's `.now() + delay`)
---@param delay number seconds, 0…86400
---@param work fun()
function DispatchQueue:asyncAfter(delay, work) end
end

---@class DispatchQueueClass
---@field main DispatchQueue
DispatchQueue = {}

do
--- UIScreen.main (not a screen script: that is ScreenScript).
---@class Screen
---@field bounds CGRect (read-only) the simulated device's screen in its orientation (a scenario's device; 390 × 844 by default)
---@field scale number (read-only) pixels per point (3 by default)
local Screen = {}
end

---@class UIScreenClass
---@field main Screen
UIScreen = {}

---@alias UIDeviceOrientation "portrait"|"portraitUpsideDown"|"landscapeLeft"|"landscapeRight"
---@alias UIUserInterfaceIdiom "phone"|"pad"

do
--- UIDevice.current: the simulated device (a scenario's; an iPhone held upright without one).
---@class Device
---@field orientation UIDeviceOrientation (read-only) UIKit's device orientation: landscape is named by where the home button went, so an interface turned "landscapeLeft" is a device held "landscapeRight"
---@field userInterfaceIdiom UIUserInterfaceIdiom (read-only) "pad" on the iPad, else "phone"
---@field model string (read-only) "iPad" or "iPhone"
local Device = {}
end

---@class UIDeviceClass
---@field current Device
UIDevice = {}

do
--- A UILayoutGuide: read layoutFrame when laying out (it is computed then), or constrain views to
--- its anchors (T12.2).
---@class LayoutGuide
---@field layoutFrame CGRect (read-only) in the owning view's coordinates
---@field owningView View? (read-only)
---@field leadingAnchor LayoutXAxisAnchor (read-only)
---@field trailingAnchor LayoutXAxisAnchor (read-only)
---@field leftAnchor LayoutXAxisAnchor (read-only)
---@field rightAnchor LayoutXAxisAnchor (read-only)
---@field centerXAnchor LayoutXAxisAnchor (read-only)
---@field topAnchor LayoutYAxisAnchor (read-only)
---@field bottomAnchor LayoutYAxisAnchor (read-only)
---@field centerYAnchor LayoutYAxisAnchor (read-only)
---@field widthAnchor LayoutDimension (read-only)
---@field heightAnchor LayoutDimension (read-only)
local LayoutGuide = {}
end

do
--- NSLayoutXAxisAnchor: relates only to another horizontal position (leading, trailing, left,
--- right, centerX); every method returns an inactive constraint.
---@class LayoutXAxisAnchor
---@field attribute string (read-only) "leading", "centerX"…
local LayoutXAxisAnchor = {}
--- constraint(equalTo:constant:)
---@param anchor LayoutXAxisAnchor
---@param constant? number
---@return LayoutConstraint
function LayoutXAxisAnchor:constraintEqualTo(anchor, constant) end
--- constraint(greaterThanOrEqualTo:constant:)
---@param anchor LayoutXAxisAnchor
---@param constant? number
---@return LayoutConstraint
function LayoutXAxisAnchor:constraintGreaterThanOrEqualTo(anchor, constant) end
--- constraint(lessThanOrEqualTo:constant:)
---@param anchor LayoutXAxisAnchor
---@param constant? number
---@return LayoutConstraint
function LayoutXAxisAnchor:constraintLessThanOrEqualTo(anchor, constant) end
end

do
--- NSLayoutYAxisAnchor: relates only to another vertical position (top, bottom, centerY).
---@class LayoutYAxisAnchor
---@field attribute string (read-only)
local LayoutYAxisAnchor = {}
--- constraint(equalTo:constant:)
---@param anchor LayoutYAxisAnchor
---@param constant? number
---@return LayoutConstraint
function LayoutYAxisAnchor:constraintEqualTo(anchor, constant) end
--- constraint(greaterThanOrEqualTo:constant:)
---@param anchor LayoutYAxisAnchor
---@param constant? number
---@return LayoutConstraint
function LayoutYAxisAnchor:constraintGreaterThanOrEqualTo(anchor, constant) end
--- constraint(lessThanOrEqualTo:constant:)
---@param anchor LayoutYAxisAnchor
---@param constant? number
---@return LayoutConstraint
function LayoutYAxisAnchor:constraintLessThanOrEqualTo(anchor, constant) end
end

--- A dimension's relation with a multiplier: `w:constraintEqualTo(other, {multiplier = 0.5, constant = 8})`.
---@class LayoutMultiplierOptions
---@field multiplier? number
---@field constant? number

do
--- NSLayoutDimension: a width or height, related to another dimension (with a multiplier) or to a constant.
---@class LayoutDimension
---@field attribute string (read-only) "width" or "height"
local LayoutDimension = {}
--- constraint(equalTo:constant:), or constraint(equalTo:multiplier:constant:) with an options table
---@param anchor LayoutDimension
---@param constantOrOptions? number|LayoutMultiplierOptions
---@return LayoutConstraint
function LayoutDimension:constraintEqualTo(anchor, constantOrOptions) end
--- constraint(greaterThanOrEqualTo:constant:) (or with {multiplier =, constant =})
---@param anchor LayoutDimension
---@param constantOrOptions? number|LayoutMultiplierOptions
---@return LayoutConstraint
function LayoutDimension:constraintGreaterThanOrEqualTo(anchor, constantOrOptions) end
--- constraint(lessThanOrEqualTo:constant:) (or with {multiplier =, constant =})
---@param anchor LayoutDimension
---@param constantOrOptions? number|LayoutMultiplierOptions
---@return LayoutConstraint
function LayoutDimension:constraintLessThanOrEqualTo(anchor, constantOrOptions) end
--- constraint(equalToConstant:)
---@param constant number
---@return LayoutConstraint
function LayoutDimension:constraintEqualToConstant(constant) end
--- constraint(greaterThanOrEqualToConstant:)
---@param constant number
---@return LayoutConstraint
function LayoutDimension:constraintGreaterThanOrEqualToConstant(constant) end
--- constraint(lessThanOrEqualToConstant:)
---@param constant number
---@return LayoutConstraint
function LayoutDimension:constraintLessThanOrEqualToConstant(constant) end
end

do
--- NSLayoutConstraint: firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant.
--- Changing constant on an active constraint is an incremental edit; inside UIView.animate, the
--- layoutIfNeeded() that follows animates (T12.2).
---@class LayoutConstraint
---@field constant number within ±1e12
---@field priority number 1…1000 (1000 required); required ⇄ optional cannot change while active
---@field isActive boolean activating needs a common ancestor of the items
---@field identifier string? a name for reports
---@field multiplier number (read-only)
---@field firstItem View|LayoutGuide? (read-only)
---@field secondItem View|LayoutGuide? (read-only)
---@field firstAttribute string (read-only)
---@field secondAttribute string (read-only) "notAnAttribute" without a second item
---@field relation "equal"|"lessThanOrEqual"|"greaterThanOrEqual" (read-only)
local LayoutConstraint = {}
end

---@alias LayoutAttributeName "left"|"right"|"top"|"bottom"|"leading"|"trailing"|"width"|"height"|"centerX"|"centerY"|"notAnAttribute"

---@class NSLayoutConstraintClass
---@overload fun(item: View|LayoutGuide, attribute: LayoutAttributeName, relatedBy: "equal"|"lessThanOrEqual"|"greaterThanOrEqual", toItem: View|LayoutGuide|nil, attribute2: LayoutAttributeName, multiplier?: number, constant?: number): LayoutConstraint
NSLayoutConstraint = {}
--- Activates each (raises, activating none, if one has items with no common ancestor)
---@param constraints LayoutConstraint[]
function NSLayoutConstraint.activate(constraints) end
---@param constraints LayoutConstraint[]
function NSLayoutConstraint.deactivate(constraints) end

--- UILayoutPriority: numbers; `UILayoutPriority(999)` checks one (1…1000).
---@class LayoutPriority

---@class UILayoutPriorityClass
---@field required number 1000
---@field defaultHigh number 750: compression resistance
---@field defaultLow number 250: content hugging
---@field fittingSizeLevel number 50: systemLayoutSizeFitting's target
---@overload fun(priority: number): number
UILayoutPriority = {}

--- A notification as an observer receives it.
---@class NotificationNote
---@field name string
---@field userInfo table<string, CGRect|number|boolean> the keyboard's: UIResponder.keyboardFrameEndUserInfoKey (CGRect, window coordinates), …DurationUserInfoKey, …CurveUserInfoKey (7)

do
--- NotificationCenter.default: the running app's (one per scenario).
---@class NotificationCenter
local NotificationCenter = {}
--- addObserver(forName:object:queue:using:): block runs for each notification named name; returns the token for removeObserver
---@overload fun(self: NotificationCenter, name: string, object: nil, queue: nil, block: fun(note: NotificationNote)): integer
---@param name string UIResponder.keyboardWillShowNotification or UIKit's string "UIKeyboardWillShowNotification"
---@param block fun(note: NotificationNote)
---@return integer token
function NotificationCenter:addObserver(name, block) end
---@param token integer
function NotificationCenter:removeObserver(token) end
end

---@class NotificationCenterClass
---@field default NotificationCenter
NotificationCenter = {}

do
--- Holds only names.
---@class Responder
local Responder = {}
end

--- The keyboard's notification names and user-info keys, as Swift spells them (UIKit's strings).
---@class UIResponderClass
---@field keyboardWillShowNotification string
---@field keyboardDidShowNotification string
---@field keyboardWillHideNotification string
---@field keyboardDidHideNotification string
---@field keyboardWillChangeFrameNotification string
---@field keyboardDidChangeFrameNotification string
---@field keyboardFrameBeginUserInfoKey string
---@field keyboardFrameEndUserInfoKey string
---@field keyboardAnimationDurationUserInfoKey string
---@field keyboardAnimationCurveUserInfoKey string
---@field keyboardIsLocalUserInfoKey string
UIResponder = {}

-- Role classes: what a role file's table may define. Declare your table with one of them
-- (`---@class Fade : Animator`) and annotate each callback's parameters (`---@param ctx
-- TransitionContext`); `stagecraft new` writes files that do. A callback may be written with a
-- colon (`function Fade:animateTransition(ctx)`) or a dot (`function Fade.animateTransition(ctx)`):
-- animator and delegate tables receive themselves as `self`; presentation controllers, interaction
-- handlers and screens receive the Swift object (controller, interaction, view controller).

do
--- An animation controller (UIViewControllerAnimatedTransitioning): `animator "animators/fade.lua"`.
---@class Animator
---@field debugName? string shown in traces and diagnostics
local Animator = {}
--- transitionDuration(using:)
---@param ctx TransitionContext
---@return number seconds
function Animator:transitionDuration(ctx) end
--- animateTransition(using:): add the to view, animate, and call ctx:completeTransition once.
---@param ctx TransitionContext
function Animator:animateTransition(ctx) end
--- Optional: after the transition ended, with whether it completed.
---@param transitionCompleted boolean
function Animator:animationEnded(transitionCompleted) end
--- Optional: interruptibleAnimator(using:), the property animator an interactive transition drives.
---@param ctx TransitionContext
---@return PropertyAnimator?
function Animator:interruptibleAnimator(ctx) end
--- Optional: called after a hot reload with a table that survives reloads (see docs/porting.md).
---@param state table
---@param generation integer
function Animator:onReload(state, generation) end
end

do
--- A UIPresentationController subclass: `presentation "presentations/card.lua"`. Each callback
--- gets the controller as `self`; besides these, a script may override `presentedView()` and
--- `frameOfPresentedViewInContainerView()` (functions returning a View and a CGRect).
---@class PresentationControllerScript : ScriptPresentationController
---@field extends? "UIPresentationController"|"DimmingPresentationController" the base class (default UIPresentationController)
---@field dimmingColor? UIColorLike with extends = "DimmingPresentationController"
---@field dimmingAlpha? number
---@field dismissesOnTap? boolean
---@field bottomSheet? number the share of the container's height the presented view takes
local PresentationControllerScript = {}
--- Optional: Swift's `override init(presentedViewController:presenting:)` after `super.init`, called
--- once when the controller is made (no containerView yet): set up gestures, corner radius, observers.
---@param presented ViewController
---@param presenting ViewController
function PresentationControllerScript:init(presented, presenting) end
function PresentationControllerScript:presentationTransitionWillBegin() end
---@param completed boolean
function PresentationControllerScript:presentationTransitionDidEnd(completed) end
function PresentationControllerScript:dismissalTransitionWillBegin() end
---@param completed boolean
function PresentationControllerScript:dismissalTransitionDidEnd(completed) end
function PresentationControllerScript:containerViewWillLayoutSubviews() end
function PresentationControllerScript:containerViewDidLayoutSubviews() end
--- Optional: sizeForChildContentContainer:withParentContainerSize: (default: parentSize), e.g. the presented controller's preferredContentSize
---@param container ViewController
---@param parentSize CGSize
---@return CGSize
function PresentationControllerScript:sizeForChildContentContainer(container, parentSize) end
--- Optional: a presented controller's preferredContentSize changed; typically self.containerView:setNeedsLayout()
---@param container ViewController
function PresentationControllerScript:preferredContentSizeDidChangeForChildContentContainer(container) end
--- adaptivePresentationStyle(for:traitCollection:) of the adaptive delegate
---@param traitCollection UITraitCollection
---@return "fullScreen"|"overFullScreen"|"none"|nil
function PresentationControllerScript:adaptivePresentationStyle(traitCollection) end
---@param style UIModalPresentationStyle
---@return ViewController?
function PresentationControllerScript:viewControllerForAdaptivePresentationStyle(style) end
end

do
--- A UIPercentDrivenInteractiveTransition's gesture code: `interaction "interactions/swipe.lua"`.
--- Each callback gets the interaction as `self`. Define handleGesture, or wire (which attaches
--- its own recognizer), or both.
---@class InteractionHandler : PercentDrivenInteractiveTransition
---@field gestureName? string the name of the default pan recognizer
local InteractionHandler = {}
--- The recognizer's action: update(p) while it moves, then finish() or cancel().
---@param gesture PanGestureRecognizer|PinchGestureRecognizer|ScreenEdgePanGestureRecognizer
function InteractionHandler:handleGesture(gesture) end
--- Once, when wired to the controller whose transitions it drives: make and attach the recognizer.
---@param viewController ViewController
function InteractionHandler:wire(viewController) end
--- Optional override; must call self:super("startInteractiveTransition", ctx).
---@param ctx TransitionContext
function InteractionHandler:startInteractiveTransition(ctx) end
end

do
--- An interaction controller implementing UIViewControllerInteractiveTransitioning itself (not a
--- UIPercentDrivenInteractiveTransition): a table a delegate returns, or a scenario's interaction role,
--- that defines startInteractiveTransition and neither wire nor handleGesture. Its methods get the table as
--- `self`, so one table can be the delegate, the animator and the interaction controller at once.
--- wantsInteractiveStart, completionSpeed and completionCurve are read each time: a value, or a
--- method returning it (Swift's computed property).
---@class InteractiveTransitioning
---@field wantsInteractiveStart? boolean|fun(self: InteractiveTransitioning): boolean
---@field completionSpeed? number|fun(self: InteractiveTransitioning): number
---@field completionCurve? "easeInOut"|"easeIn"|"easeOut"|"linear"|fun(self: InteractiveTransitioning): string
---@field debugName? string
local InteractiveTransitioning = {}
--- Drives the transition through the context (updateInteractiveTransition, finish…, cancel…,
--- pause…), usually with the property animator its interruptibleAnimator(ctx) returns.
---@param ctx TransitionContext
function InteractiveTransitioning:startInteractiveTransition(ctx) end
end

do
--- A transitioning, navigation or tab bar delegate table: `delegate "delegates/zoom.lua"`,
--- UIViewControllerTransitioningDelegate(table), or a screen that defines these. An animator
--- answer may be an Animator table or an animator object; an interaction answer an
--- interaction; nil means UIKit's default.
---@class TransitioningDelegateScript
---@field debugName? string
local TransitioningDelegateScript = {}
--- animationController(forPresented:presenting:source:)
---@param presented ViewController
---@param presenting ViewController
---@param source ViewController
---@return Animator|table|nil
function TransitioningDelegateScript:animationControllerForPresented(presented, presenting, source) end
--- animationController(forDismissed:)
---@param dismissed ViewController
---@return Animator|table|nil
function TransitioningDelegateScript:animationControllerForDismissed(dismissed) end
--- interactionControllerForPresentation(using:)
---@param animator any
---@return PercentDrivenInteractiveTransition|InteractiveTransitioning|nil
function TransitioningDelegateScript:interactionControllerForPresentation(animator) end
--- interactionControllerForDismissal(using:)
---@param animator any
---@return PercentDrivenInteractiveTransition|InteractiveTransitioning|nil
function TransitioningDelegateScript:interactionControllerForDismissal(animator) end
--- presentationController(forPresented:presenting:source:)
---@param presented ViewController
---@param presenting ViewController?
---@param source ViewController
---@return PresentationControllerScript|PresentationController|table|nil
function TransitioningDelegateScript:presentationControllerForPresented(presented, presenting, source) end
--- navigationController(_:animationControllerFor:from:to:)
---@param navigationController NavigationController
---@param operation UINavigationControllerOperation
---@param fromVC ViewController
---@param toVC ViewController
---@return Animator|table|nil
function TransitioningDelegateScript:navigationControllerAnimationControllerFor(navigationController, operation, fromVC, toVC) end
--- navigationController(_:interactionControllerFor:)
---@param navigationController NavigationController
---@param animationController any
---@return PercentDrivenInteractiveTransition|InteractiveTransitioning|nil
function TransitioningDelegateScript:navigationControllerInteractionControllerFor(navigationController, animationController) end
--- navigationController(_:willShow:animated:)
---@param navigationController NavigationController
---@param viewController ViewController
---@param animated boolean
function TransitioningDelegateScript:navigationControllerWillShow(navigationController, viewController, animated) end
--- navigationController(_:didShow:animated:)
---@param navigationController NavigationController
---@param viewController ViewController
---@param animated boolean
function TransitioningDelegateScript:navigationControllerDidShow(navigationController, viewController, animated) end
--- tabBarController(_:shouldSelect:)
---@param tabBarController TabBarController
---@param viewController ViewController
---@return boolean
function TransitioningDelegateScript:tabBarControllerShouldSelect(tabBarController, viewController) end
--- tabBarController(_:animationControllerForTransitionFrom:to:)
---@param tabBarController TabBarController
---@param fromVC ViewController
---@param toVC ViewController
---@return Animator|table|nil
function TransitioningDelegateScript:tabBarControllerAnimationControllerForTransitionFrom(tabBarController, fromVC, toVC) end
--- tabBarController(_:interactionControllerFor:)
---@param tabBarController TabBarController
---@param animationController any
---@return PercentDrivenInteractiveTransition?
function TransitioningDelegateScript:tabBarControllerInteractionControllerFor(tabBarController, animationController) end
--- tabBarController(_:didSelect:)
---@param tabBarController TabBarController
---@param viewController ViewController
function TransitioningDelegateScript:tabBarControllerDidSelect(tabBarController, viewController) end
--- adaptivePresentationStyle(for:traitCollection:) (UIAdaptivePresentationControllerDelegate)
---@param controller PresentationController
---@param traitCollection UITraitCollection
---@return "fullScreen"|"overFullScreen"|"none"|nil
function TransitioningDelegateScript:adaptivePresentationStyle(controller, traitCollection) end
--- presentationController(_:viewControllerForAdaptivePresentationStyle:)
---@param controller PresentationController
---@param style UIModalPresentationStyle
---@return ViewController?
function TransitioningDelegateScript:viewControllerForAdaptivePresentationStyle(controller, style) end
end

do
--- A view controller written in Lua: `UIViewController("details", Details)`. Its callbacks get
--- the controller as `self` (`function Details:viewDidLoad()`); the table's fields are the
--- controller's (`vc.selectedCell`, the same as `vc.userInfo.selectedCell`). It may also define
--- TransitioningDelegateScript's callbacks, to be its own delegate.
---@class ScreenScript : ScriptViewController
---@field preferredStatusBarStyle? UIStatusBarStyle|fun(vc: ScriptViewController): UIStatusBarStyle asked while it owns the status bar (SB1.1)
---@field prefersStatusBarHidden? boolean|fun(vc: ScriptViewController): boolean
---@field childForStatusBarStyle? fun(vc: ScriptViewController): ViewController? the child that answers instead (SB1.3)
---@field childForStatusBarHidden? fun(vc: ScriptViewController): ViewController?
local ScreenScript = {}
--- loadView(): set self.view
function ScreenScript:loadView() end
function ScreenScript:viewDidLoad() end
---@param animated boolean
function ScreenScript:viewWillAppear(animated) end
---@param animated boolean
function ScreenScript:viewIsAppearing(animated) end
---@param animated boolean
function ScreenScript:viewDidAppear(animated) end
---@param animated boolean
function ScreenScript:viewWillDisappear(animated) end
---@param animated boolean
function ScreenScript:viewDidDisappear(animated) end
--- Before the view's layoutSubviews in a layout pass: set frames from self.view.bounds and its guides (LY1.5)
function ScreenScript:viewWillLayoutSubviews() end
function ScreenScript:viewDidLayoutSubviews() end
--- The view's safeAreaInsets changed (a device, a rotation, additionalSafeAreaInsets) (T11.5)
function ScreenScript:viewSafeAreaInsetsDidChange() end
--- The view's constraints are due (after `setNeedsUpdateConstraints()`), before the next solve:
--- add or change constraints here; the view's own `updateConstraints` runs after it, as Swift's
--- `super.updateViewConstraints()` (T12.2f)
function ScreenScript:updateViewConstraints() end
--- The view is about to take `size` (a rotation, a resize): animate alongside with
--- `coordinator:animate(...)`; a rotation runs 0.3 s a quarter turn (LY1.7)
---@param size CGSize
---@param coordinator TransitionCoordinator
function ScreenScript:viewWillTransition(size, coordinator) end
--- Touches the screen's views passed up the responder chain (T12.4); without it they go on to
--- the view's superview. Also touchesMoved, touchesEnded and touchesCancelled.
---@param touches Touch[]
---@param event? any
function ScreenScript:touchesBegan(touches, event) end
---@param touches Touch[]
---@param event? any
function ScreenScript:touchesMoved(touches, event) end
---@param touches Touch[]
---@param event? any
function ScreenScript:touchesEnded(touches, event) end
---@param touches Touch[]
---@param event? any
function ScreenScript:touchesCancelled(touches, event) end
end

-- Layers (issue 13): CALayer, CAShapeLayer masks, UIBezierPath, explicit Core Animation
-- animations and CATransaction (rules L1.x in docs/layers.md).

do
---@class CALayer
---@field cornerRadius number
---@field maskedCorners integer|string[] set a list of "layerMinXMinYCorner"… names; reads the CACornerMask bits
---@field masksToBounds boolean the view's clipsToBounds
---@field borderWidth number
---@field borderColor UIColor?
---@field shadowColor UIColor?
---@field shadowOpacity number
---@field shadowRadius number
---@field shadowOffset CGSize
---@field shadowPath UIBezierPath?
---@field opacity number the view's alpha
---@field anchorPoint CGPoint
---@field position CGPoint the view's center
---@field bounds CGRect
---@field frame CGRect
---@field zPosition number
---@field backgroundColor UIColor?
---@field isHidden boolean
---@field mask CAShapeLayer?
---@field transform CATransform3D view.transform is its affine part; animates by decomposition (L2.3, L2.4)
---@field sublayerTransform CATransform3D applied to the sublayers about the anchor point (a shared perspective, L2.5); animates in blocks (L2.9)
---@field isDoubleSided boolean false hides the layer while its back faces the viewer (L2.6)
---@field view View (read-only) the view this layer backs
---@field speed number local seconds per second of the parent's time (CAMediaTiming); 0 pauses every animation under the layer (CA1.2)
---@field timeOffset number added to the layer's local time: with speed 0, the time its animations show (scrubbing, CA1.3)
---@field beginTime number the parent time at which the layer's local time is timeOffset (QA1673's resume sets it, CA1.1)
local CALayer = {}
--- add(_:forKey:): starts an explicit animation; it never changes the model (L1.8)
---@param animation CABasicAnimation|CAKeyframeAnimation
---@param key string?
function CALayer:add(animation, key) end
---@param key string
function CALayer:removeAnimation(key) end
function CALayer:removeAllAnimations() end
---@return string[]
function CALayer:animationKeys() end
--- presentation(): a copy of the layer as it is drawn now, every animatable property at its
--- mid-flight value (a scroll view's on-screen contentOffset is its bounds.origin); read-only,
--- and a copy of that moment: ask again for later values.
---@return PresentationLayer
function CALayer:presentation() end
--- affineTransform(): the 2D part of transform (the view's transform)
---@return CGAffineTransform
function CALayer:affineTransform() end
--- convertTime(_:from:): `t` in `layer`'s time space (media time when nil) in this layer's (CA1.6);
--- an error when a paused layer stands between the two (every time maps to one)
---@param t number
---@param layer CALayer?
---@return number
function CALayer:convertTime(t, layer) end
--- convertTime(_:to:): `t` in this layer's time space in `layer`'s (media time when nil) (CA1.6)
---@param t number
---@param layer CALayer?
---@return number
function CALayer:convertTimeTo(t, layer) end

--- CACurrentMediaTime(): the engine's virtual clock in seconds, the parent time of every root layer (CA1.1)
---@return number
function CACurrentMediaTime() end
end

do
--- What CALayer:presentation() returns: the layer's values as drawn when it was made (read-only).
---@class PresentationLayer
---@field bounds CGRect
---@field position CGPoint
---@field frame CGRect
---@field anchorPoint CGPoint
---@field opacity number
---@field backgroundColor UIColor?
---@field cornerRadius number
---@field transform CATransform3D
---@field sublayerTransform CATransform3D
---@field zPosition number
---@field borderWidth number
---@field borderColor UIColor
---@field shadowColor UIColor
---@field shadowOpacity number
---@field shadowRadius number
---@field shadowOffset CGSize
---@field isHidden boolean
---@field masksToBounds boolean
local PresentationLayer = {}
--- affineTransform(): the 2D part of transform
---@return CGAffineTransform
function PresentationLayer:affineTransform() end
end

---@class CALayerClass
CALayer = {}

do
---@class CAShapeLayer
---@field path UIBezierPath?
---@field frame CGRect
---@field fillColor UIColor?
local CAShapeLayer = {}
---@param animation CABasicAnimation|CAKeyframeAnimation
---@param key string?
function CAShapeLayer:add(animation, key) end
end

---@class CAShapeLayerClass
---@overload fun(): CAShapeLayer
CAShapeLayer = {}

do
---@class UIBezierPath
---@field cgPath UIBezierPath (read-only) the path itself (CGPath and UIBezierPath are one type here)
local UIBezierPath = {}
---@param point CGPoint
function UIBezierPath:move(point) end
---@param point CGPoint
function UIBezierPath:addLine(point) end
---@param point CGPoint
---@param controlPoint1 CGPoint
---@param controlPoint2 CGPoint
function UIBezierPath:addCurve(point, controlPoint1, controlPoint2) end
function UIBezierPath:close() end
--- addArc(withCenter:radius:startAngle:endAngle:clockwise:) (L1.11): a line from the current point to the arc's start (a move on an empty path), then the arc
---@param center CGPoint
---@param radius number
---@param startAngle number radians
---@param endAngle number radians
---@param clockwise boolean? clockwise on screen; true when left out
function UIBezierPath:addArc(center, radius, startAngle, endAngle, clockwise) end
end

---@class UIBezierPathClass
---@overload fun(): UIBezierPath
---@overload fun(options: {roundedRect: CGRect, cornerRadius?: number, byRoundingCorners?: string[], cornerRadii?: CGSize}): UIBezierPath
---@overload fun(options: {ovalIn: CGRect}): UIBezierPath
---@overload fun(options: {rect: CGRect}): UIBezierPath
---@overload fun(options: {arcCenter: CGPoint, radius: number, startAngle: number, endAngle: number, clockwise?: boolean}): UIBezierPath
UIBezierPath = {}

do
---@class CABasicAnimation
---@field keyPath string (read-only) "opacity", "position", "position.x", "bounds", "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "backgroundColor", "transform", "transform.scale", "transform.rotation.z", "sublayerTransform", "path" (a mask's)
---@field duration number seconds; 0 takes the transaction's (0.25 s)
---@field beginTime number engine time to start at; 0 starts at once
---@field repeatCount number
---@field autoreverses boolean
---@field isRemovedOnCompletion boolean
---@field fillMode "removed"|"forwards"|"backwards"|"both"
---@field timingFunction CAMediaTimingFunction? nil is linear
---@field delegate table? {animationDidStart = function(self, anim), animationDidStop = function(self, anim, finished)}
---@field fromValue any nil starts from the value on screen
---@field toValue any nil ends at the model value
---@field byValue number?
---@field mass number CASpringAnimation only
---@field stiffness number CASpringAnimation only
---@field damping number CASpringAnimation only
---@field initialVelocity number CASpringAnimation only
---@field settlingDuration number (read-only) CASpringAnimation only
---@field keyTimes number[]? CAKeyframeAnimation only
---@field values any[] CAKeyframeAnimation only
---@field calculationMode "linear"|"discrete" CAKeyframeAnimation only
local CABasicAnimation = {}
end

do
---@class CASpringAnimation : CABasicAnimation
local CASpringAnimation = {}
end

do
---@class CAKeyframeAnimation
---@field keyPath string (read-only) "opacity", "position", "position.x", "bounds", "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "backgroundColor", "transform", "transform.scale", "transform.rotation.z", "sublayerTransform", "path" (a mask's)
---@field duration number seconds; 0 takes the transaction's (0.25 s)
---@field beginTime number engine time to start at; 0 starts at once
---@field repeatCount number
---@field autoreverses boolean
---@field isRemovedOnCompletion boolean
---@field fillMode "removed"|"forwards"|"backwards"|"both"
---@field timingFunction CAMediaTimingFunction? nil is linear
---@field delegate table? {animationDidStart = function(self, anim), animationDidStop = function(self, anim, finished)}
---@field fromValue any nil starts from the value on screen
---@field toValue any nil ends at the model value
---@field byValue number?
---@field mass number CASpringAnimation only
---@field stiffness number CASpringAnimation only
---@field damping number CASpringAnimation only
---@field initialVelocity number CASpringAnimation only
---@field settlingDuration number (read-only) CASpringAnimation only
---@field keyTimes number[]? CAKeyframeAnimation only
---@field values any[] CAKeyframeAnimation only
---@field calculationMode "linear"|"discrete" CAKeyframeAnimation only
local CAKeyframeAnimation = {}
end

---@class CABasicAnimationClass
---@overload fun(keyPath: string): CABasicAnimation
---@overload fun(options: table): CABasicAnimation
CABasicAnimation = {}
---@class CASpringAnimationClass
---@overload fun(keyPath: string): CASpringAnimation
---@overload fun(options: table): CASpringAnimation
CASpringAnimation = {}
---@class CAKeyframeAnimationClass
---@overload fun(keyPath: string): CAKeyframeAnimation
---@overload fun(options: table): CAKeyframeAnimation
CAKeyframeAnimation = {}

do
---@class CAMediaTimingFunction
local CAMediaTimingFunction = {}
end
---@class CAMediaTimingFunctionClass
---@overload fun(name: "linear"|"easeIn"|"easeOut"|"easeInEaseOut"|"default"): CAMediaTimingFunction
---@overload fun(c1x: number, c1y: number, c2x: number, c2y: number): CAMediaTimingFunction
CAMediaTimingFunction = {}

do
---@class CATransaction
local CATransactionObject = {}
end
---@class CATransactionClass
CATransaction = {}
function CATransaction.begin() end
--- commits the innermost transaction; its completion runs once its animations have ended (L1.9)
function CATransaction.commit() end
---@param duration number
function CATransaction.setAnimationDuration(duration) end
---@param timing CAMediaTimingFunction?
function CATransaction.setAnimationTimingFunction(timing) end
---@param disable boolean
function CATransaction.setDisableActions(disable) end
---@param block fun()?
function CATransaction.setCompletionBlock(block) end

do
--- A haptic feedback generator (UIKit's UISelectionFeedbackGenerator): a headless run has no
--- Taptic Engine, so each haptic played is a trace event of category log, subject
--- "UISelectionFeedbackGenerator", name the method (expect.events{"UISelectionFeedbackGenerator.selectionChanged"})
---@class SelectionFeedbackGenerator
local SelectionFeedbackGenerator = {}
--- prepare(): readies the engine on a device; records nothing
function SelectionFeedbackGenerator:prepare() end
--- selectionChanged(): the selection tick, recorded
function SelectionFeedbackGenerator:selectionChanged() end
end

---@class UISelectionFeedbackGeneratorClass
---@overload fun(): SelectionFeedbackGenerator
UISelectionFeedbackGenerator = {}

do
--- An impact haptic generator (UIKit's UIImpactFeedbackGenerator), recorded as the selection's:
--- each impact a trace event of category log, subject "UIImpactFeedbackGenerator", name impactOccurred
---@class ImpactFeedbackGenerator
local ImpactFeedbackGenerator = {}
--- prepare(): readies the engine on a device; records nothing
function ImpactFeedbackGenerator:prepare() end
--- impactOccurred() or impactOccurred(intensity:): the tap, recorded
---@param intensity number? 0…1
function ImpactFeedbackGenerator:impactOccurred(intensity) end
end

---@class UIImpactFeedbackGeneratorClass
---@overload fun(style?: "light"|"medium"|"heavy"|"soft"|"rigid"): ImpactFeedbackGenerator
---@overload fun(options: {style: "light"|"medium"|"heavy"|"soft"|"rigid"}): ImpactFeedbackGenerator
UIImpactFeedbackGenerator = {}

do
--- UIApplication.shared: the app, as transition code reads it.
---@class Application
---@field keyWindow Window? (read-only) the scenario's window (nil outside a scenario)
---@field windows Window[] (read-only) the scenario's window, the app's only one
---@field statusBarFrame CGRect (read-only) UIApplication's statusBarFrame (deprecated in iOS 13): the key window's status bar, zero without a window
local Application = {}
--- isKind(name): `app as? UIApplication` (UIApplication, UIResponder, NSObject)
---@param name string
---@return boolean
function Application:isKind(name) end
end

---@class UIApplicationClass
---@field shared Application
UIApplication = {}

--- UIAccessibility: a headless run has no assistive technology turned on.
---@class Accessibility

---@class UIAccessibilityClass
---@field isVoiceOverRunning boolean (read-only) false: VoiceOver is off
UIAccessibility = {}

do
--- Foundation's NSKeyValueObservation, returned by View:observe (T12.7).
---@class NSKeyValueObservation
local NSKeyValueObservation = {}
--- invalidate(): the handler is not called again
function NSKeyValueObservation:invalidate() end
end

do
--- UISwipeGestureRecognizer (T12.8): recognized (state "ended") when the fingers move at least
--- 50 pt along an allowed direction, more along it than across it, within 0.5 s of landing;
--- fails across, backwards, too slowly or lifted first (thresholds in docs/controls.md)
---@class SwipeGestureRecognizer : GestureRecognizer
---@field direction string|string[] "right" (default), "left", "up", "down", a list of them or "down|up"; reads back as "up|down" in UIKit's order
---@field numberOfTouchesRequired integer fingers the swipe is made with (default 1)
local SwipeGestureRecognizer = {}
end

---@class UISwipeGestureRecognizerClass
---@overload fun(nameOrAction?: string|fun(recognizer: SwipeGestureRecognizer)): SwipeGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string, direction?: string|string[], numberOfTouchesRequired?: integer, class?: table}): SwipeGestureRecognizer
UISwipeGestureRecognizer = {}
