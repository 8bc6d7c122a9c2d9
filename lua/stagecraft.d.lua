---@meta stagecraft
-- LuaLS annotations of Stagecraft's Lua API (UIKit's names). Kept in sync with the registered
-- bindings by Tests/StagecraftLuaTests/AnnotationSyncTests.swift. Argument numbers in error messages count from the first
-- argument written in the parentheses: `v:insetBy(dx, dy)` calls dx #1, a bad `v` is "bad self",
-- `UIView(frame)` calls frame #1, and a setter's value is "bad value for 'frame'".

do
---@class CGPoint
---@field x number
---@field y number
local CGPoint = {}
function CGPoint:distance(...) end
function CGPoint:applying(...) end
end

do
---@class CGSize
---@field width number
---@field height number
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
function CGRect:insetBy(...) end
function CGRect:inset(...) end
function CGRect:offsetBy(...) end
function CGRect:union(...) end
function CGRect:intersection(...) end
function CGRect:intersects(...) end
function CGRect:contains(...) end
function CGRect:applying(...) end
function CGRect:divided(...) end
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
function CGAffineTransform:scaledBy(...) end
function CGAffineTransform:translatedBy(...) end
function CGAffineTransform:rotated(...) end
function CGAffineTransform:concatenating(...) end
function CGAffineTransform:inverted(...) end
end

do
---@class UIColor
---@field red number
---@field green number
---@field blue number
---@field alpha number
---@field hexString string
local UIColor = {}
function UIColor:withAlphaComponent(...) end
end

do
---@class TransitionContext
---@field containerView View (read-only)
---@field isAnimated boolean (read-only)
---@field isInteractive boolean (read-only)
---@field transitionWasCancelled boolean (read-only)
---@field presentationStyle string (read-only)
---@field targetTransform CGAffineTransform (read-only)
---@field percentComplete number (read-only)
local TransitionContext = {}
function TransitionContext:view(...) end
function TransitionContext:viewController(...) end
function TransitionContext:initialFrame(...) end
function TransitionContext:finalFrame(...) end
function TransitionContext:completeTransition(...) end
function TransitionContext:updateInteractiveTransition(...) end
function TransitionContext:finishInteractiveTransition(...) end
function TransitionContext:cancelInteractiveTransition(...) end
function TransitionContext:pauseInteractiveTransition(...) end
end

do
---@class View
---@field alpha number
---@field frame CGRect
---@field bounds CGRect
---@field center CGPoint
---@field transform CGAffineTransform
---@field backgroundColor UIColor?
---@field cornerRadius number
---@field anchorPoint CGPoint
---@field name string?
---@field tag integer
---@field isHidden boolean
---@field clipsToBounds boolean
---@field isUserInteractionEnabled boolean
---@field superview View? (read-only)
---@field window Window? (read-only)
---@field subviews View[] (read-only)
---@field gestureRecognizers any[] (read-only)
---@field presentationFrame CGRect (read-only)
---@field presentationAlpha number (read-only)
local View = {}
function View:addSubview(...) end
function View:insertSubviewAt(...) end
function View:insertSubviewAboveSubview(...) end
function View:insertSubviewBelowSubview(...) end
function View:removeFromSuperview(...) end
function View:bringSubviewToFront(...) end
function View:sendSubviewToBack(...) end
function View:exchangeSubview(...) end
function View:isDescendant(...) end
function View:viewWithTag(...) end
function View:viewNamed(...) end
function View:convertTo(...) end
function View:convertFrom(...) end
function View:snapshotView(...) end
function View:removeAllAnimations(...) end
function View:addGestureRecognizer(...) end
function View:set(...) end
end

---@class UIViewClass
---@overload fun(frame?: CGRect, name?: string): View
---@overload fun(options: {frame?: CGRect, name?: string}): View
---@field inheritedAnimationDuration number
---@overload fun(...): View
UIView = {}
--- animate(duration, animations [, completion]), animate(duration, delay, options, animations [, completion]),
--- or animate{duration=, delay=, options=, animations=, completion=} (also springDuration=, bounce=,
--- initialSpringVelocity=, usingSpringWithDamping=)
function UIView.animate(...) end
--- animateSpringDuration(springDuration, bounce, initialSpringVelocity, delay, options, animations [, completion]) (iOS 17)
function UIView.animateSpringDuration(...) end
function UIView.animateUsingSpringWithDamping(...) end
--- animateKeyframes(duration, [delay, options,] animations [, completion]) or animateKeyframes{duration =, delay =, options =, animations =, completion =}
function UIView.animateKeyframes(...) end
--- addKeyframe(relativeStartTime, relativeDuration, animations) or addKeyframe{relativeStartTime =, relativeDuration =, animations =}
function UIView.addKeyframe(...) end
function UIView.performWithoutAnimation(...) end
--- transition(view, duration, options, animations [, completion]) or transition(fromView, toView, duration, options [, completion]);
--- options "transitionCrossDissolve", "transitionFlipFromLeft/Right/Top/Bottom", "transitionCurlUp/Down" (flips and curls
--- are 2D approximations), "allowAnimatedContent", "showHideTransitionViews"
function UIView.transition(...) end
--- modifyAnimations(repeatCount, autoreverses, animations): inside an animation block (iOS 13)
function UIView.modifyAnimations(...) end

do
---@class ViewController
---@field view View loaded on first read; set it in a screen's loadView (UIKit's self.view = …)
---@field name string? (read-only)
---@field title string?
---@field modalPresentationStyle string "fullScreen", "overFullScreen", "custom", "currentContext" or "overCurrentContext"
---@field definesPresentationContext boolean covered by .currentContext / .overCurrentContext presentations from it or its descendants
---@field presentedViewController ViewController? (read-only)
---@field presentingViewController ViewController? (read-only)
---@field parent ViewController? (read-only)
---@field children ViewController[] (read-only)
---@field isViewLoaded boolean (read-only)
---@field transitionCoordinator TransitionCoordinator? (read-only) during a transition (T5.1)
---@field navigationController NavigationController? (read-only)
---@field tabBarController TabBarController? (read-only)
---@field presentationController PresentationController? (read-only)
---@field transitioningDelegate any held weakly, as in UIKit: keep the delegate alive
---@field userInfo table (read-only) the controller's Lua data: a script controller's screen table, else a table kept while the controller lives
---@field traitCollection UITraitCollection (read-only) its window's size classes (390 × 844 off screen)
local ViewController = {}
function ViewController:present(...) end
function ViewController:dismiss(...) end
--- beginAppearanceTransition(isAppearing, animated): sends viewWillAppear/viewWillDisappear; balance it with endAppearanceTransition (T3.8)
function ViewController:beginAppearanceTransition(...) end
--- endAppearanceTransition(): sends viewDidAppear/viewDidDisappear for the begun transition
function ViewController:endAppearanceTransition(...) end
end

---@class UIViewControllerClass
---@overload fun(name: string): ViewController
---@overload fun(name: string, screen: table): ScriptViewController a screen written in Lua: lifecycle callbacks loadView(vc), viewDidLoad(vc), viewWillAppear(vc, animated)…, delegate callbacks, and its fields (its userInfo)
UIViewController = {}

do
---@class ScriptViewController : ViewController
local ScriptViewController = {}
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
---@overload fun(frame?: CGRect, text?: string, name?: string): Label
---@overload fun(options: {frame?: CGRect, text?: string, name?: string}): Label
---@overload fun(...): Label
UILabel = {}

do
---@class ImageView : View
---@field imageName string?
---@field contentMode string "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top"…
local ImageView = {}
end

---@class UIImageViewClass
---@overload fun(frame?: CGRect, imageName?: string, name?: string): ImageView
---@overload fun(options: {frame?: CGRect, imageName?: string, name?: string}): ImageView
---@overload fun(...): ImageView
UIImageView = {}

do
---@class ScrollView : View
---@field contentOffset CGPoint the bounds origin: scrolls the content
---@field contentSize CGSize
local ScrollView = {}
end

---@class UIScrollViewClass
---@overload fun(frame?: CGRect, name?: string): ScrollView
---@overload fun(options: {frame?: CGRect, name?: string}): ScrollView
UIScrollView = {}

do
---@class ListView : ScrollView
---@field cells CellView[] (read-only) one per row, on screen or not
---@field visibleCells CellView[] (read-only)
---@field numberOfRows integer (read-only)
---@field delegate ScriptViewController|nil weak; its screen's tableViewDidSelectRowAt(vc, tableView, indexPath) runs on a tap
---@field indexPathForSelectedRow IndexPath|nil (read-only) the row a tap selected last
local ListView = {}
--- cellForRow(indexPath or row): the cell of the row (0-based), nil when it is off screen
function ListView:cellForRow(...) end
function ListView:rectForRow(...) end
function ListView:scrollToRow(...) end
--- indexPathForRow(point): the row under a point of the table's own (scrolled) coordinates, or nil
function ListView:indexPathForRow(...) end
end

---@class UITableViewClass
---@overload fun(frame: CGRect, rowHeight: number, rows: string[], name?: string): ListView
---@overload fun(options: {frame?: CGRect, rowHeight?: number, rows: string[], cellStyle?: "row"|"custom", name?: string}): ListView
UITableView = {}

do
---@class CollectionView : ScrollView
---@field cells CellView[] (read-only) one per item, on screen or not
---@field visibleCells CellView[] (read-only)
---@field numberOfItems integer (read-only)
---@field delegate ScriptViewController|nil weak; its screen's collectionViewDidSelectItemAt(vc, collectionView, indexPath) runs on a tap
---@field indexPathsForSelectedItems IndexPath[] (read-only) the item a tap selected last, or none
local CollectionView = {}
--- cellForItem(indexPath or item): the cell of the item (0-based), nil when it is off screen
function CollectionView:cellForItem(...) end
--- indexPathForItem(point): the item under a point of the grid's own (scrolled) coordinates, nil in the gaps
function CollectionView:indexPathForItem(...) end
end

---@class UICollectionViewClass
---@overload fun(options: {frame?: CGRect, itemSize: CGSize, spacing?: number, columns?: integer, insets?: UIEdgeInsets, items: string[], cellStyle?: "tile"|"custom", name?: string}): CollectionView
UICollectionView = {}

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
---@field section integer always 0: lists have one section
local IndexPath = {}
end

---@class IndexPathClass
---@overload fun(row: integer, section?: integer): IndexPath
---@overload fun(labels: {row?: integer, item?: integer, section?: integer}): IndexPath
IndexPath = {}

do
---@class Window : View
local Window = {}
end


---@class CGPointClass
---@field zero CGPoint
---@overload fun(...): CGPoint
CGPoint = {}

---@class CGSizeClass
---@field zero CGSize
---@overload fun(...): CGSize
CGSize = {}

---@class UIEdgeInsetsClass
---@field zero UIEdgeInsets
---@overload fun(...): UIEdgeInsets
UIEdgeInsets = {}

---@class CGRectClass
---@field zero CGRect
---@field null CGRect
---@overload fun(...): CGRect
CGRect = {}

---@class CGAffineTransformClass
---@field identity CGAffineTransform
---@overload fun(...): CGAffineTransform
CGAffineTransform = {}

---@class UIColorClass
---@field [string] UIColor UIKit's named colours: UIColor.systemBlue, UIColor.black, …
---@overload fun(...): UIColor
UIColor = {}

-- Transition objects: navigation and tab bar controllers, the coordinator, presentation
-- controllers, percent-driven interaction, property animators, gesture recognizers.

do
---@class NavigationController : ViewController
---@field viewControllers ViewController[] (read-only)
---@field topViewController ViewController? (read-only)
---@field visibleViewController ViewController? (read-only)
---@field interactivePopGestureRecognizer ScreenEdgePanGestureRecognizer (read-only)
---@field delegate any a navigation delegate (held weakly)
local NavigationController = {}
function NavigationController:pushViewController(...) end
function NavigationController:popViewController(...) end
function NavigationController:popToRootViewController(...) end
function NavigationController:popToViewController(...) end
function NavigationController:setViewControllers(...) end
end

---@class UINavigationControllerClass
---@overload fun(root: ViewController, name?: string): NavigationController
---@overload fun(options: {rootViewController: ViewController, name?: string}): NavigationController
UINavigationController = {}

do
---@class TabBarController : ViewController
---@field viewControllers ViewController[] (read-only)
---@field selectedViewController ViewController? (read-only)
---@field selectedIndex integer
---@field delegate any a tab bar delegate (held weakly)
local TabBarController = {}
function TabBarController:tapTab(...) end
end

---@class UITabBarControllerClass
---@overload fun(controllers: ViewController[], name?: string): TabBarController
---@overload fun(options: {viewControllers: ViewController[], name?: string}): TabBarController
UITabBarController = {}

do
---@class TransitionCoordinator
---@field isAnimated boolean (read-only)
---@field presentationStyle string (read-only)
---@field initiallyInteractive boolean (read-only)
---@field isInteractive boolean (read-only)
---@field isInterruptible boolean (read-only)
---@field isCancelled boolean (read-only)
---@field transitionDuration number (read-only)
---@field percentComplete number (read-only)
---@field completionVelocity number (read-only)
---@field completionCurve string (read-only)
---@field containerView View (read-only)
---@field targetTransform CGAffineTransform (read-only)
local TransitionCoordinator = {}
function TransitionCoordinator:view(...) end
function TransitionCoordinator:viewController(...) end
--- animate(function(coordinator) end or nil, function(coordinator) end or nil) → queued
function TransitionCoordinator:animate(...) end
function TransitionCoordinator:animateAlongsideTransitionIn(...) end
function TransitionCoordinator:notifyWhenInteractionChanges(...) end
end

do
---@class PresentationController
---@field presentedViewController ViewController (read-only)
---@field presentingViewController ViewController (read-only)
---@field containerView View? (read-only)
---@field presentedView View? (read-only)
---@field frameOfPresentedViewInContainerView CGRect (read-only)
---@field presentationStyle string (read-only)
---@field debugName string (read-only)
---@field traitCollection UITraitCollection (read-only) the presentation's environment
local PresentationController = {}
end

--- The size classes of an environment, from the window size: horizontally compact below 600 pt
--- wide (below 896 pt when vertically compact), vertically compact below 500 pt tall. A plain
--- table, made each time it is read. A presentation controller script or a delegate table may
--- define adaptivePresentationStyle(controller, traitCollection) → "fullScreen" | "overFullScreen"
--- | "none" | nil, and viewControllerForAdaptivePresentationStyle(controller, style) → ViewController?
---@class UITraitCollection
---@field horizontalSizeClass "compact"|"regular"
---@field verticalSizeClass "compact"|"regular"

---@class UIPresentationControllerClass
UIPresentationController = {}
--- bottomSheet(fraction, bounds): the lower fraction of bounds
function UIPresentationController.bottomSheet(...) end

do
---@class DimmingPresentationController : PresentationController
---@field dimmingView View (read-only)
---@field dimmingAlpha number
---@field dismissesOnTap boolean
local DimmingPresentationController = {}
function DimmingPresentationController:dimmingViewTapped(...) end
end

---@class DimmingPresentationControllerClass
---@overload fun(options: {presented: ViewController, presenting: ViewController, dimmingColor?: UIColor, dimmingAlpha?: number, dismissesOnTap?: boolean, bottomSheet?: number}): DimmingPresentationController
DimmingPresentationController = {}

do
---@class ScriptPresentationController : DimmingPresentationController
local ScriptPresentationController = {}
--- super(name [, completed]): the base class's callback or value
function ScriptPresentationController:super(...) end
end

do
---@class PercentDrivenInteractiveTransition
---@field completionSpeed number
---@field completionCurve string
---@field wantsInteractiveStart boolean
---@field timingCurve any a curve name or timing-parameters table; nil: completionCurve
---@field duration number (read-only)
---@field percentComplete number (read-only)
---@field isDriving boolean (read-only)
---@field debugName string (read-only)
local PercentDrivenInteractiveTransition = {}
function PercentDrivenInteractiveTransition:update(...) end
function PercentDrivenInteractiveTransition:finish(...) end
function PercentDrivenInteractiveTransition:cancel(...) end
function PercentDrivenInteractiveTransition:pause(...) end
function PercentDrivenInteractiveTransition:wire(...) end
--- super("startInteractiveTransition", ctx): the base implementation, which starts the animator; a handler's startInteractiveTransition override must call it
function PercentDrivenInteractiveTransition:super(...) end
end

---@class UIPercentDrivenInteractiveTransitionClass
---@overload fun(handler?: table): PercentDrivenInteractiveTransition
UIPercentDrivenInteractiveTransition = {}

do
---@class PropertyAnimator
---@field state string (read-only) "inactive", "active" or "stopped"
---@field isRunning boolean (read-only)
---@field isReversed boolean
---@field fractionComplete number
---@field duration number (read-only)
---@field delay number (read-only)
---@field scrubsLinearly boolean
---@field pausesOnCompletion boolean
---@field isInterruptible boolean
---@field isUserInteractionEnabled boolean
local PropertyAnimator = {}
function PropertyAnimator:startAnimation(...) end
function PropertyAnimator:pauseAnimation(...) end
function PropertyAnimator:stopAnimation(...) end
function PropertyAnimator:finishAnimation(...) end
function PropertyAnimator:continueAnimation(...) end
function PropertyAnimator:addAnimations(...) end
function PropertyAnimator:addCompletion(...) end
end

do
---@class UISpringTimingParameters
---@field mass number
---@field stiffness number
---@field damping number
---@field dampingRatio number
---@field initialVelocity number
local UISpringTimingParameters = {}
end

---@class UISpringTimingParametersClass
---@overload fun(): UISpringTimingParameters the system spring: mass 3, stiffness 1000, damping 500 (damping ratio 4.56), velocity 0
---@overload fun(dampingRatio: number, initialVelocity?: number): UISpringTimingParameters
---@overload fun(labels: {dampingRatio?: number, mass?: number, stiffness?: number, damping?: number, duration?: number, bounce?: number, initialVelocity?: number}): UISpringTimingParameters
UISpringTimingParameters = {}

do
---@class UICubicTimingParameters
---@field controlPoint1 CGPoint
---@field controlPoint2 CGPoint
local UICubicTimingParameters = {}
end

---@class UICubicTimingParametersClass
---@overload fun(): UICubicTimingParameters Core Animation's default curve (0.25, 0.1, 0.25, 1)
---@overload fun(animationCurve: "easeInOut"|"easeIn"|"easeOut"|"linear"): UICubicTimingParameters
---@overload fun(controlPoint1: CGPoint, controlPoint2: CGPoint): UICubicTimingParameters
---@overload fun(labels: {animationCurve?: string, controlPoint1?: CGPoint, controlPoint2?: CGPoint}): UICubicTimingParameters
UICubicTimingParameters = {}

---@class UIViewPropertyAnimatorClass
---@overload fun(duration: number, curve?: string|table, animations?: function): PropertyAnimator
---@overload fun(duration: number, dampingRatio: number, animations?: function): PropertyAnimator
---@overload fun(duration: number, controlPoint1: CGPoint, controlPoint2: CGPoint, animations?: function): PropertyAnimator
---@overload fun(options: {duration: number, curve?: string, dampingRatio?: number, controlPoint1?: CGPoint, controlPoint2?: CGPoint, timingParameters?: table, animations?: function}): PropertyAnimator
---@overload fun(...): PropertyAnimator
UIViewPropertyAnimator = {}
function UIViewPropertyAnimator.runningPropertyAnimator(...) end

do
---@class GestureRecognizer
---@field state string (read-only) "possible", "began", "changed", "ended", "cancelled" or "failed"
---@field view View? (read-only)
---@field name string?
---@field isEnabled boolean
---@field numberOfTouches integer (read-only)
local GestureRecognizer = {}
--- addTarget(action), addTarget(target, "method" | function) or addTarget{target =, action =}: returns a token
function GestureRecognizer:addTarget(...) end
--- removeTarget(what addTarget took, or its token); removeTarget(target, nil) every action of target; removeTarget(nil) all
function GestureRecognizer:removeTarget(...) end
function GestureRecognizer:location(...) end
end

---@class UIGestureRecognizerClass
UIGestureRecognizer = {}

do
---@class PanGestureRecognizer : GestureRecognizer
local PanGestureRecognizer = {}
function PanGestureRecognizer:translation(...) end
function PanGestureRecognizer:setTranslation(...) end
function PanGestureRecognizer:velocity(...) end
end

---@class UIPanGestureRecognizerClass
---@overload fun(nameOrAction?: string|function): PanGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string}): PanGestureRecognizer
UIPanGestureRecognizer = {}

do
---@class ScreenEdgePanGestureRecognizer : PanGestureRecognizer
---@field edges string (read-only)
local ScreenEdgePanGestureRecognizer = {}
end

---@class UIScreenEdgePanGestureRecognizerClass
---@overload fun(edges: string, name?: string): ScreenEdgePanGestureRecognizer
---@overload fun(options: {edges?: string, target?: any, action?: string|function, name?: string}): ScreenEdgePanGestureRecognizer
UIScreenEdgePanGestureRecognizer = {}

do
---@class PinchGestureRecognizer : GestureRecognizer
---@field scale number
---@field velocity number (read-only)
local PinchGestureRecognizer = {}
end

---@class UIPinchGestureRecognizerClass
---@overload fun(nameOrAction?: string|function): PinchGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string}): PinchGestureRecognizer
UIPinchGestureRecognizer = {}

do
---@class TapGestureRecognizer : GestureRecognizer
---@field numberOfTapsRequired integer
local TapGestureRecognizer = {}
end

---@class UITapGestureRecognizerClass
---@overload fun(nameOrAction?: string|function): TapGestureRecognizer
---@overload fun(options: {target?: any, action?: string|function, name?: string}): TapGestureRecognizer
UITapGestureRecognizer = {}

-- Delegate objects, the main queue and the screen.

do
---@class TransitioningDelegate
---@field debugName string (read-only)
local TransitioningDelegate = {}
end

---@class UIViewControllerTransitioningDelegateClass
---@overload fun(delegate: table): TransitioningDelegate a delegate object from a delegate table (transitioning, navigation or tab bar callbacks); held weakly where it is set: keep it
UIViewControllerTransitioningDelegate = {}

do
---@class DispatchQueue
local DispatchQueue = {}
--- async(f): runs f on the engine's next run-loop turn
function DispatchQueue:async(...) end
end

---@class DispatchQueueClass
---@field main DispatchQueue
DispatchQueue = {}

do
---@class Screen
---@field bounds CGRect (read-only) the simulated device's screen, 390 × 844
local Screen = {}
end

---@class UIScreenClass
---@field main Screen
UIScreen = {}
