-- status: any
-- A leak scripts/fuzz found (seed 1, LeakSanitizer exit 23): setRoot of a presented controller left its presenter and presentation controller in a cycle (Window.releaseControllerCycles walks up too now)
-- fuzz file 421
local home = screen "home" { view { "box", frame = {0, 0, 100, 100} }, label { "title", text = "t" } }
local detail = screen "detail" { }
local function cyclic() local t = {}; t.t = t; t[1] = t; return t end
local API = {
  Animator = { f = {"debugName"}, m = {"animateTransition", "animationEnded", "interruptibleAnimator", "onReload", "transitionDuration"} },
  CABasicAnimation = { f = {"autoreverses", "beginTime", "byValue", "calculationMode", "damping", "delegate", "duration", "fillMode", "fromValue", "initialVelocity", "isRemovedOnCompletion", "keyPath", "keyTimes", "mass", "repeatCount", "settlingDuration", "stiffness", "timingFunction", "toValue", "values"}, m = {} },
  CAKeyframeAnimation = { f = {"autoreverses", "beginTime", "byValue", "calculationMode", "damping", "delegate", "duration", "fillMode", "fromValue", "initialVelocity", "isRemovedOnCompletion", "keyPath", "keyTimes", "mass", "repeatCount", "settlingDuration", "stiffness", "timingFunction", "toValue", "values"}, m = {} },
  CALayer = { f = {"anchorPoint", "backgroundColor", "borderColor", "borderWidth", "bounds", "cornerRadius", "frame", "isDoubleSided", "isHidden", "mask", "maskedCorners", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath", "shadowRadius", "sublayerTransform", "transform", "view", "zPosition"}, m = {"add", "animationKeys", "removeAllAnimations", "removeAnimation"} },
  CAShapeLayer = { f = {"fillColor", "frame", "path"}, m = {"add"} },
  CASpringAnimation = { f = {"autoreverses", "beginTime", "byValue", "calculationMode", "damping", "delegate", "duration", "fillMode", "fromValue", "initialVelocity", "isRemovedOnCompletion", "keyPath", "keyTimes", "mass", "repeatCount", "settlingDuration", "stiffness", "timingFunction", "toValue", "values"}, m = {} },
  CATransform3D = { f = {"m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"}, m = {} },
  CGAffineTransform = { f = {"a", "b", "c", "d", "isIdentity", "tx", "ty"}, m = {"concatenating", "inverted", "rotated", "scaledBy", "translatedBy"} },
  CGAffineTransformClass = { f = {"identity"}, m = {} },
  CGPoint = { f = {"x", "y"}, m = {"applying", "distance"} },
  CGPointClass = { f = {"zero"}, m = {} },
  CGRect = { f = {"height", "isEmpty", "isNull", "maxX", "maxY", "midX", "midY", "minX", "minY", "origin", "size", "standardized", "width"}, m = {"applying", "contains", "divided", "inset", "insetBy", "intersection", "intersects", "offsetBy", "union"} },
  CGRectClass = { f = {"null", "zero"}, m = {} },
  CGSize = { f = {"height", "width"}, m = {} },
  CGSizeClass = { f = {"zero"}, m = {} },
  CGVector = { f = {"dx", "dy"}, m = {} },
  CellView = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bounds", "center", "clipsToBounds", "contentView", "cornerRadius", "frame", "gestureRecognizers", "imageView", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "textLabel", "transform", "userInfo", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "sendSubviewToBack", "set", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  CollectionView = { f = {"adjustedContentInset", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical", "anchorPoint", "autoresizingMask", "backgroundColor", "bounces", "bounds", "cells", "center", "clipsToBounds", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "cornerRadius", "decelerationRate", "delegate", "frame", "gestureRecognizers", "indexPathsForSelectedItems", "isDecelerating", "isDragging", "isHidden", "isPagingEnabled", "isScrollEnabled", "isTracking", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "numberOfItems", "panGestureRecognizer", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "transform", "visibleCells", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "cellForItem", "convertFrom", "convertTo", "exchangeSubview", "indexPathForItem", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "scrollRectToVisible", "sendSubviewToBack", "set", "setContentOffset", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  DimmingPresentationController = { f = {"containerView", "debugName", "delegate", "dimmingAlpha", "dimmingView", "dismissesOnTap", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"dimmingViewTapped", "sizeForChildContentContainer"} },
  DimmingPresentationControllerOptions = { f = {"bottomSheet", "dimmingAlpha", "dimmingColor", "dismissesOnTap", "presented", "presenting"}, m = {} },
  DispatchQueue = { f = {}, m = {"async"} },
  DispatchQueueClass = { f = {"main"}, m = {} },
  GestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail"} },
  GestureRecognizerDelegateTable = { f = {}, m = {"gestureRecognizerShouldBeRequiredToFailBy", "gestureRecognizerShouldBegin", "gestureRecognizerShouldReceive", "gestureRecognizerShouldRecognizeSimultaneouslyWith", "gestureRecognizerShouldRequireFailureOf"} },
  ImageView = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bounds", "center", "clipsToBounds", "contentMode", "cornerRadius", "frame", "gestureRecognizers", "imageName", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "sendSubviewToBack", "set", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  IndexPath = { f = {"item", "row", "section"}, m = {} },
  InteractionHandler = { f = {"completionCurve", "completionSpeed", "debugName", "duration", "gestureName", "isDriving", "percentComplete", "timingCurve", "wantsInteractiveStart"}, m = {"cancel", "finish", "handleGesture", "pause", "startInteractiveTransition", "super", "update", "wire"} },
  Label = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bounds", "center", "clipsToBounds", "cornerRadius", "fontSize", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "numberOfLines", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "text", "textColor", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "sendSubviewToBack", "set", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  LayoutGuide = { f = {"layoutFrame", "owningView"}, m = {} },
  ListView = { f = {"adjustedContentInset", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical", "anchorPoint", "autoresizingMask", "backgroundColor", "bounces", "bounds", "cells", "center", "clipsToBounds", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "cornerRadius", "decelerationRate", "delegate", "frame", "gestureRecognizers", "indexPathForSelectedRow", "isDecelerating", "isDragging", "isHidden", "isPagingEnabled", "isScrollEnabled", "isTracking", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "numberOfRows", "panGestureRecognizer", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "transform", "visibleCells", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "cellForRow", "convertFrom", "convertTo", "exchangeSubview", "indexPathForRow", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "rectForRow", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "scrollRectToVisible", "scrollToRow", "sendSubviewToBack", "set", "setContentOffset", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  NavigationController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "delegate", "interactivePopGestureRecognizer", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "topViewController", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view", "viewControllers", "visibleViewController"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "popToRootViewController", "popToViewController", "popViewController", "present", "pushViewController", "setViewControllers"} },
  NotificationCenter = { f = {}, m = {"addObserver", "removeObserver"} },
  NotificationCenterClass = { f = {"default"}, m = {} },
  NotificationNote = { f = {"name", "userInfo"}, m = {} },
  PanGestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail", "setTranslation", "translation", "velocity"} },
  PercentDrivenInteractiveTransition = { f = {"completionCurve", "completionSpeed", "debugName", "duration", "isDriving", "percentComplete", "timingCurve", "wantsInteractiveStart"}, m = {"cancel", "finish", "pause", "super", "update", "wire"} },
  PinchGestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTouches", "scale", "state", "velocity", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail"} },
  PresentationController = { f = {"containerView", "debugName", "delegate", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"sizeForChildContentContainer"} },
  PresentationControllerDelegate = { f = {"adaptivePresentationStyle", "debugName", "presentationControllerDidAttemptToDismiss", "presentationControllerDidDismiss", "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "sheetPresentationControllerDidChangeSelectedDetentIdentifier", "viewControllerForAdaptivePresentationStyle"}, m = {} },
  PresentationControllerScript = { f = {"bottomSheet", "containerView", "debugName", "delegate", "dimmingAlpha", "dimmingColor", "dismissesOnTap", "extends", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"adaptivePresentationStyle", "containerViewDidLayoutSubviews", "containerViewWillLayoutSubviews", "dismissalTransitionDidEnd", "dismissalTransitionWillBegin", "preferredContentSizeDidChangeForChildContentContainer", "presentationTransitionDidEnd", "presentationTransitionWillBegin", "sizeForChildContentContainer", "super", "viewControllerForAdaptivePresentationStyle"} },
  PropertyAnimator = { f = {"delay", "duration", "fractionComplete", "isInterruptible", "isReversed", "isRunning", "isUserInteractionEnabled", "pausesOnCompletion", "scrubsLinearly", "state"}, m = {"addAnimations", "addCompletion", "continueAnimation", "finishAnimation", "pauseAnimation", "startAnimation", "stopAnimation"} },
  Screen = { f = {"bounds", "scale"}, m = {} },
  ScreenEdgePanGestureRecognizer = { f = {"delegate", "edges", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail", "setTranslation", "translation", "velocity"} },
  ScreenScript = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "loadView", "present", "viewDidAppear", "viewDidDisappear", "viewDidLayoutSubviews", "viewDidLoad", "viewIsAppearing", "viewSafeAreaInsetsDidChange", "viewWillAppear", "viewWillDisappear", "viewWillLayoutSubviews", "viewWillTransition"} },
  ScriptDimmingPresentationController = { f = {"containerView", "debugName", "delegate", "dimmingAlpha", "dimmingView", "dismissesOnTap", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"dimmingViewTapped", "sizeForChildContentContainer", "super"} },
  ScriptPresentationController = { f = {"containerView", "debugName", "delegate", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"sizeForChildContentContainer", "super"} },
  ScriptViewController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "present"} },
  ScrollView = { f = {"adjustedContentInset", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical", "anchorPoint", "autoresizingMask", "backgroundColor", "bounces", "bounds", "center", "clipsToBounds", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "cornerRadius", "decelerationRate", "delegate", "frame", "gestureRecognizers", "isDecelerating", "isDragging", "isHidden", "isPagingEnabled", "isScrollEnabled", "isTracking", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "panGestureRecognizer", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "scrollRectToVisible", "sendSubviewToBack", "set", "setContentOffset", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  ScrollViewDelegateTable = { f = {}, m = {"collectionViewDidSelectItemAt", "scrollViewDidEndDecelerating", "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation", "scrollViewDidScroll", "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "tableViewDidSelectRowAt"} },
  SheetDetent = { f = {"identifier"}, m = {} },
  SheetDetentContext = { f = {"maximumDetentValue", "traitCollection"}, m = {} },
  SheetPresentationController = { f = {"containerView", "debugName", "delegate", "detents", "dimmingView", "frameOfPresentedViewInContainerView", "grabber", "largestUndimmedDetentIdentifier", "panGestureRecognizer", "preferredCornerRadius", "prefersEdgeAttachedInCompactHeight", "prefersGrabberVisible", "prefersScrollingExpandsWhenScrolledToEdge", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "selectedDetentIdentifier", "traitCollection"}, m = {"animateChanges", "invalidateDetents", "sizeForChildContentContainer"} },
  TabBarController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "delegate", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "selectedIndex", "selectedViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view", "viewControllers"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "present", "tapTab"} },
  TapGestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTapsRequired", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail"} },
  Touch = { f = {"phase", "timestamp", "view", "window"}, m = {"location"} },
  TransitionContext = { f = {"containerView", "isAnimated", "isInteractive", "percentComplete", "presentationStyle", "targetTransform", "transitionWasCancelled"}, m = {"cancelInteractiveTransition", "completeTransition", "finalFrame", "finishInteractiveTransition", "initialFrame", "pauseInteractiveTransition", "updateInteractiveTransition", "view", "viewController"} },
  TransitionCoordinator = { f = {"completionCurve", "completionVelocity", "containerView", "initiallyInteractive", "isAnimated", "isCancelled", "isInteractive", "isInterruptible", "percentComplete", "presentationStyle", "targetTransform", "transitionDuration"}, m = {"animate", "animateAlongsideTransitionIn", "notifyWhenInteractionChanges", "view", "viewController"} },
  TransitioningDelegate = { f = {"debugName"}, m = {} },
  TransitioningDelegateScript = { f = {"debugName"}, m = {"adaptivePresentationStyle", "animationControllerForDismissed", "animationControllerForPresented", "interactionControllerForDismissal", "interactionControllerForPresentation", "navigationControllerAnimationControllerFor", "navigationControllerDidShow", "navigationControllerInteractionControllerFor", "navigationControllerWillShow", "presentationControllerForPresented", "tabBarControllerAnimationControllerForTransitionFrom", "tabBarControllerDidSelect", "tabBarControllerInteractionControllerFor", "tabBarControllerShouldSelect", "viewControllerForAdaptivePresentationStyle"} },
  UIBezierPath = { f = {"cgPath"}, m = {"addCurve", "addLine", "close", "move"} },
  UICollectionViewOptions = { f = {"cellStyle", "columns", "frame", "insets", "itemSize", "items", "name", "spacing"}, m = {} },
  UIColor = { f = {"alpha", "blue", "cgColor", "green", "hexString", "red"}, m = {"withAlphaComponent"} },
  UICubicTimingParameters = { f = {"controlPoint1", "controlPoint2"}, m = {} },
  UIEdgeInsets = { f = {"bottom", "left", "right", "top"}, m = {} },
  UIEdgeInsetsClass = { f = {"zero"}, m = {} },
  UIResponderClass = { f = {"keyboardAnimationCurveUserInfoKey", "keyboardAnimationDurationUserInfoKey", "keyboardDidChangeFrameNotification", "keyboardDidHideNotification", "keyboardDidShowNotification", "keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey", "keyboardIsLocalUserInfoKey", "keyboardWillChangeFrameNotification", "keyboardWillHideNotification", "keyboardWillShowNotification"}, m = {} },
  UIScreenClass = { f = {"main"}, m = {} },
  UISheetPresentationControllerClass = { f = {"Detent"}, m = {} },
  UISpringTimingParameters = { f = {"damping", "dampingRatio", "initialVelocity", "mass", "stiffness"}, m = {} },
  UITimingParametersLabels = { f = {"bounce", "controlPoint1", "controlPoint2", "damping", "dampingRatio", "duration", "initialVelocity", "mass", "stiffness"}, m = {} },
  UITraitCollection = { f = {"horizontalSizeClass", "verticalSizeClass"}, m = {} },
  UIViewAnimateOptions = { f = {"animations", "bounce", "completion", "delay", "duration", "initialSpringVelocity", "options", "springDuration", "usingSpringWithDamping"}, m = {} },
  UIViewClass = { f = {"inheritedAnimationDuration"}, m = {} },
  UIViewControllerClass = { f = {"Transition"}, m = {} },
  UIViewControllerTransitionClass = { f = {"coverVertical", "crossDissolve", "flipHorizontal", "partialCurl"}, m = {} },
  UIViewOptions = { f = {"frame", "layoutSubviews", "name", "safeAreaInsetsDidChange"}, m = {} },
  UIViewPropertyAnimatorOptions = { f = {"animations", "controlPoint1", "controlPoint2", "curve", "dampingRatio", "duration", "timingParameters"}, m = {} },
  View = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bounds", "center", "clipsToBounds", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "sendSubviewToBack", "set", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  ViewController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "present"} },
  ViewControllerTransition = { f = {"kind"}, m = {} },
  Window = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bounds", "center", "clipsToBounds", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "layoutIfNeeded", "removeAllAnimations", "removeFromSuperview", "resizableSnapshotView", "sendSubviewToBack", "set", "setNeedsLayout", "snapshotView", "viewNamed", "viewWithTag"} },
  ZoomAlignmentRectContext = { f = {"sourceView", "zoomedViewController"}, m = {} },
  ZoomInteractionContext = { f = {"location", "velocity", "willBegin"}, m = {} },
  ZoomSourceViewProviderContext = { f = {"sourceViewController", "zoomedViewController"}, m = {} },
  ZoomTransitionOptions = { f = {"alignmentRectProvider", "dimmingColor", "dimmingVisualEffect", "interactiveDismissShouldBegin"}, m = {} },
  ZoomTransitionOptionsLabels = { f = {"alignmentRectProvider", "dimmingColor", "dimmingVisualEffect", "interactiveDismissShouldBegin"}, m = {} }
}
local names = {}; for k in pairs(API) do names[#names + 1] = k end; table.sort(names)
local function member(o, kind) local cls = API[tostring(o):match('^(%a+)')] if not cls or math.random() < 0.1 then cls = API[names[math.random(#names)]] end local list = cls[kind]; if #list == 0 then list = cls.f end; return list[math.random(#list)] end
scenario("fuzz 0", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/cross_fade.lua", style = "overFullScreen" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  do local co = coroutine.create(function() local o = pick(); keep(o[member(o, 'f')]); coroutine.yield(); local o = pick(); keep(o[member(o, 'm')](o, function() end, pick())) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() pinch { center = {200, 400}, from = 99.246, to = 91.349, duration = 0.107 } end)
  pcall(function() keep(frameIndex(function() error('boom') end, coroutine.create(function() return pick() end))) end)
  pcall(function() pan { from = {314.230, 784.501}, to = {-54.061, 685.291}, duration = 0.341, velocity = {-2285.677, 980.511} } end)
  pcall(function() local o = pick(); o[member(o, 'f')] = -1e19 end)
  pcall(function() keep(dismiss(detail, false)) end)
  pcall(coroutine.wrap(function() keep(UIView.animate()) end))
  pcall(function() local o = pick(); o[member(o, 'f')] = 1e308 end)
  pcall(function() keep(present(home, detail)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick())) end)
  pcall(function() tap { at = {4.777, 631.794} } end)
  pcall(function() resize {1050.730, 593.955} end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UITableView(60, UIView, pick()) end)
  pcall(function() resize {862.320, 1014.757} end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() keep(UISheetPresentationControllerDetent.medium(UIEdgeInsets, -1e308, IndexPath(coroutine.create(function() return pick() end), {}, 60, math.maxinteger))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() showKeyboard { height = 388.186, duration = 0.206 } end)
  pcall(coroutine.wrap(function() keep(expect.lifecycle({1, 2, 3, 4}, 1, function() coroutine.yield(1) end)) end))
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = pick() end))
  pcall(function() cancelTouches() end)
  advance(0.5)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {animations = function() end, duration = 1e308} end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UICollectionView)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UINavigationController end)
  pcall(function() tap { at = {98.888, 435.051} } end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() rotate 'portraitUpsideDown' end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, function() while true do end end, coroutine.create(function() return pick() end))) end)
  pcall(function() pan { from = {188.908, 161.901}, to = {348.934, 389.237}, duration = 0.123, velocity = {-1217.332, -1451.702} } end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = 2 end))
  advance(0.016)
  pcall(function() keep(selectTab("x", "box")) end)
  pcall(function() keep(UIView.animateSpringDuration(function() return pick() end, -math.huge)) end)
  pcall(function() cancelTouches() end)
  pcall(function() keep(dismiss(detail)) end)
  pcall(function() keep(tap("home", function() error('boom') end)) end)
  pcall(function() keep(UIViewControllerTransition.zoom({0/0, 0/0, 0/0, 0/0}, function() error('boom') end)) end)
  pcall(untilIdle, 2)
end)
scenario("fuzz 1", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/slide_up.lua", presentation = dimming { dimmingAlpha = 0.4 }, interactive = interaction "interactions/swipe_down.lua", style = "custom" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = {x = 1, y = 2}; coroutine.yield(); local o = pick(); o[member(o, 'f')] = 60 end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UITableView, pick(), pick(), pick())) end)
  pcall(coroutine.wrap(function() keep(tabTransition(pick())) end))
  pcall(function() keep(UIViewControllerTransition.zoom()) end)
  pcall(function() keep(animator()) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = pick() end))
  pcall(function() pinch { center = {200, 400}, from = 242.877, to = 150.733, duration = 0.142 } end)
  pcall(function() keep(UIViewControllerTransition.zoom(function() error('boom') end, ("x"):rep(100000))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(setRoot(pick(), -0.0)) end)
  pcall(function() hideKeyboard() end)
  pcall(function() untilIdle(2) end)
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = -math.huge; coroutine.yield(); local o = pick(); keep(o[member(o, 'm')](o, pick(), "x", {animations = function() end, duration = 1e308}, "home")) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() device 'iPhone 15' end)
  pcall(function() advance(0.102) end)
  pcall(function() keep(CATransaction.commit()) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = {count = 1e18} end))
  pcall(function() keep(CATransaction.begin()) end)
  pcall(function() keep(hideKeyboard(true, NotificationCenter, function() return 1e308 end, CGSize)) end)
  pcall(coroutine.wrap(function() keep(transition(pick(), -1, 1e308)) end))
  pcall(function() keep(rotate(cyclic(), coroutine.create(function() return pick() end), {x = 1, y = 2}, pick())) end)
  pcall(function() pinch { center = {200, 400}, from = 204.617, to = 263.205, duration = 0.347 } end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {count = 1e18} end)
  pcall(function() keep(expect.near(function() return pick() end, pick(), coroutine.create(function() return pick() end), -1e19)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {0/0, 0/0, 0/0, 0/0} end)
  pcall(function() keep(pan()) end)
  pcall(function() keep(CATransaction.setAnimationDuration(pick())) end)
  pcall(function() advance(0.344) end)
  pcall(function() pinch { center = {200, 400}, from = 18.569, to = 31.047, duration = 0.172 } end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "box" end)
  pcall(function() keep(CATransaction.begin()) end)
  pcall(function() keep(view({1, 2, 3, 4})) end)
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = function() error('boom') end; coroutine.yield(); local o = pick(); o[member(o, 'f')] = "" end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = 1e19 end))
  pcall(function() untilIdle(2) end)
  pcall(untilIdle, 2)
end)
scenario("fuzz 2", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/slide.lua", presentation = presentation "presentations/half_sheet.lua", style = "custom" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() local o = pick(); o[member(o, 'f')] = coroutine.create(function() return pick() end) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, CATransaction)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UISheetPresentationControllerDetent("box", pick()))) end)
  pcall(function() keep(present(home, detail)) end)
  pcall(function() keep(expect.alpha()) end)
  pcall(coroutine.wrap(function() keep(expect.order()) end))
  pcall(function() keep(expect.near(setmetatable({}, {__index = function() error('meta') end}))) end)
  advance(0)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick(), pick(), pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 0/0)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(1)) end)
  pcall(coroutine.wrap(function() keep(frameIndex(-1e308, UIPanGestureRecognizer("", 0/0, -1e19, {width = 1e308, height = -1}))) end))
  pcall(function() advance(0.430) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = {x = 1, y = 2} end))
  pcall(function() keep(UIView.modifyAnimations()) end)
  pcall(function() advance(0.555) end)
  advance(0.016)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = "custom" end))
  pcall(coroutine.wrap(function() keep(setRoot({}, CGSize(pick()), -1e19, 2^63)) end))
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, {{{}}}, pick(), pick(), UITapGestureRecognizer)) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'f')]) end))
  pcall(function() keep(UISheetPresentationControllerDetent.large({count = 1e18}, coroutine.create(function() return pick() end))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, coroutine.create(function() return pick() end), setmetatable({}, {__index = function() error('meta') end}), "custom")) end)
  pcall(function() pan { from = {27.309, 502.577}, to = {243.663, -4.952}, duration = 0.060, velocity = {-2162.733, 1345.734} } end)
  pcall(function() local o = pick(); o[member(o, 'f')] = 60 end)
  pcall(function() keep(advanceTo(1e-300)) end)
  pcall(function() keep(expect.completions(1, 1e-300)) end)
  pcall(function() keep(setRoot(pick(), function() error({}) end, function() error({}) end, CGSize)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = coroutine.create(function() return pick() end) end)
  pcall(function() keep(expect.noDiagnostics(function(...) return ... end, coroutine.create(function() return pick() end))) end)
  pcall(function() keep(presentation(2)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() resize {309.065, 947.911} end)
  pcall(function() keep(advanceFrames({0/0, 0/0, 0/0, 0/0})) end)
  pcall(function() keep(CATransaction.begin(UIViewControllerTransition, pick(), pick(), pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(untilIdle, 2)
end)
scenario("fuzz 3", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/slide_up.lua", presentation = dimming { dimmingAlpha = 0.4 }, interactive = interaction "interactions/swipe_down.lua", style = "custom" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick(), pick(), nil, 2)) end)
  pcall(function() keep(expect.events()) end)
  pcall(function() keep(hideKeyboard(coroutine.create(function() return pick() end), 2^53, UIScreen(coroutine.create(function() return pick() end), function() return pick() end, "from", CASpringAnimation()), pick())) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {{{}}} end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'f')]) end))
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o)) end))
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 1)) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = coroutine.create(function() return pick() end) end))
  pcall(function() keep(interaction(1e308, pick(), setmetatable({}, {__index = function() error('meta') end}))) end)
  advance(0.1)
  pcall(function() rotate 'landscapeLeft' end)
  pcall(function() keep(expect.invariants()) end)
  pcall(function() keep(dismiss(detail)) end)
  pcall(function() keep(expect.inHierarchy(function() error({}) end, -math.huge, ("x"):rep(100000))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(present(home, detail)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = function() advance(0.05) end end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = 0/0 end))
  do local co = coroutine.create(function() keep(resize(UIPanGestureRecognizer, {at = {10, 10}}, "custom")); coroutine.yield(); keep(UISheetPresentationControllerDetent.custom(pick(), pick(), "from", coroutine.create(function() return pick() end))) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  advance(0)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIViewPropertyAnimator(2^63) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, -0.0)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); o[member(o, 'f')] = CATransform3DIdentity end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, 0.5)) end))
  pcall(function() keep(pop(function() return 1e308 end)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() keep(grid()) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() at(now() + 0.484, function() collectGarbage() end) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = pick(); coroutine.yield(); local o = pick(); keep(o[member(o, 'm')](o, CGPoint, pick(), math.mininteger)) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = UIZoomTransitionOptions("x") end))
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  advance(0)
  pcall(untilIdle, 2)
end)
