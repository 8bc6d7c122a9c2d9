-- status: any
-- A crash scripts/fuzz found (seed 1): exit status 23, last line PASS /tmp/stagecraft-fuzz-mf99mgsw/fuzz_46_6.lua › fuzz 3 (0.6 s simulated, 36 frames @ 60 Hz)
-- fuzz file 558
local home = screen "home" { view { "box", frame = {0, 0, 100, 100} }, label { "title", text = "t" } }
local detail = screen "detail" { }
local function cyclic() local t = {}; t.t = t; t[1] = t; return t end
local API = {
  Animator = { f = {"debugName"}, m = {"animateTransition", "animationEnded", "interruptibleAnimator", "onReload", "transitionDuration"} },
  CABasicAnimation = { f = {"autoreverses", "beginTime", "byValue", "calculationMode", "damping", "delegate", "duration", "fillMode", "fromValue", "initialVelocity", "isRemovedOnCompletion", "keyPath", "keyTimes", "mass", "repeatCount", "settlingDuration", "stiffness", "timingFunction", "toValue", "values"}, m = {} },
  CAKeyframeAnimation = { f = {"autoreverses", "beginTime", "byValue", "calculationMode", "damping", "delegate", "duration", "fillMode", "fromValue", "initialVelocity", "isRemovedOnCompletion", "keyPath", "keyTimes", "mass", "repeatCount", "settlingDuration", "stiffness", "timingFunction", "toValue", "values"}, m = {} },
  CALayer = { f = {"anchorPoint", "backgroundColor", "borderColor", "borderWidth", "bounds", "cornerRadius", "frame", "isDoubleSided", "isHidden", "mask", "maskedCorners", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath", "shadowRadius", "sublayerTransform", "transform", "view", "zPosition"}, m = {"add", "affineTransform", "animationKeys", "presentation", "removeAllAnimations", "removeAnimation"} },
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
  CGVectorClass = { f = {"zero"}, m = {} },
  CellView = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "contentView", "cornerRadius", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "imageView", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "textLabel", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "userInfo", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
  CollectionView = { f = {"adjustedContentInset", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounces", "bounds", "cells", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "cornerRadius", "decelerationRate", "delegate", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "indexPathsForSelectedItems", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isDecelerating", "isDragging", "isHidden", "isPagingEnabled", "isScrollEnabled", "isTracking", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "numberOfItems", "panGestureRecognizer", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "visibleCells", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "cellForItem", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "indexPathForItem", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "scrollRectToVisible", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setContentOffset", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
  DimmingPresentationController = { f = {"containerView", "debugName", "delegate", "dimmingAlpha", "dimmingView", "dismissesOnTap", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"dimmingViewTapped", "sizeForChildContentContainer"} },
  DimmingPresentationControllerOptions = { f = {"bottomSheet", "dimmingAlpha", "dimmingColor", "dismissesOnTap", "presented", "presenting"}, m = {} },
  DispatchQueue = { f = {}, m = {"async", "asyncAfter"} },
  DispatchQueueClass = { f = {"main"}, m = {} },
  GestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail"} },
  GestureRecognizerDelegateTable = { f = {}, m = {"gestureRecognizerShouldBeRequiredToFailBy", "gestureRecognizerShouldBegin", "gestureRecognizerShouldReceive", "gestureRecognizerShouldRecognizeSimultaneouslyWith", "gestureRecognizerShouldRequireFailureOf"} },
  ImageView = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "contentMode", "cornerRadius", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "imageName", "imageSize", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
  IndexPath = { f = {"item", "row", "section"}, m = {} },
  InteractionHandler = { f = {"completionCurve", "completionSpeed", "debugName", "duration", "gestureName", "isDriving", "percentComplete", "timingCurve", "wantsInteractiveStart"}, m = {"cancel", "finish", "handleGesture", "pause", "startInteractiveTransition", "super", "update", "wire"} },
  InteractiveTransitioning = { f = {"completionCurve", "completionSpeed", "debugName", "wantsInteractiveStart"}, m = {"startInteractiveTransition"} },
  Label = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "cornerRadius", "fontSize", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "numberOfLines", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "text", "textColor", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
  LayoutConstraint = { f = {"constant", "firstAttribute", "firstItem", "identifier", "isActive", "multiplier", "priority", "relation", "secondAttribute", "secondItem"}, m = {} },
  LayoutDimension = { f = {"attribute"}, m = {"constraintEqualTo", "constraintEqualToConstant", "constraintGreaterThanOrEqualTo", "constraintGreaterThanOrEqualToConstant", "constraintLessThanOrEqualTo", "constraintLessThanOrEqualToConstant"} },
  LayoutGuide = { f = {"bottomAnchor", "centerXAnchor", "centerYAnchor", "heightAnchor", "layoutFrame", "leadingAnchor", "leftAnchor", "owningView", "rightAnchor", "topAnchor", "trailingAnchor", "widthAnchor"}, m = {} },
  LayoutMultiplierOptions = { f = {"constant", "multiplier"}, m = {} },
  LayoutXAxisAnchor = { f = {"attribute"}, m = {"constraintEqualTo", "constraintGreaterThanOrEqualTo", "constraintLessThanOrEqualTo"} },
  LayoutYAxisAnchor = { f = {"attribute"}, m = {"constraintEqualTo", "constraintGreaterThanOrEqualTo", "constraintLessThanOrEqualTo"} },
  ListView = { f = {"adjustedContentInset", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounces", "bounds", "cells", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "cornerRadius", "decelerationRate", "delegate", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "indexPathForSelectedRow", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isDecelerating", "isDragging", "isHidden", "isPagingEnabled", "isScrollEnabled", "isTracking", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "numberOfRows", "panGestureRecognizer", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "visibleCells", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "cellForRow", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "indexPathForRow", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "rectForRow", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "scrollRectToVisible", "scrollToRow", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setContentOffset", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
  NavigationController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "delegate", "interactivePopGestureRecognizer", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "topViewController", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view", "viewControllers", "visibleViewController"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "popToRootViewController", "popToViewController", "popViewController", "present", "pushViewController", "setViewControllers"} },
  NotificationCenter = { f = {}, m = {"addObserver", "removeObserver"} },
  NotificationCenterClass = { f = {"default"}, m = {} },
  NotificationNote = { f = {"name", "userInfo"}, m = {} },
  PanGestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail", "setTranslation", "translation", "velocity"} },
  PercentDrivenInteractiveTransition = { f = {"completionCurve", "completionSpeed", "debugName", "duration", "isDriving", "percentComplete", "timingCurve", "wantsInteractiveStart"}, m = {"cancel", "finish", "pause", "super", "update", "wire"} },
  PinchGestureRecognizer = { f = {"delegate", "isEnabled", "name", "numberOfTouches", "scale", "state", "velocity", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail"} },
  PresentationController = { f = {"containerView", "debugName", "delegate", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"sizeForChildContentContainer"} },
  PresentationControllerDelegate = { f = {"adaptivePresentationStyle", "debugName", "presentationControllerDidAttemptToDismiss", "presentationControllerDidDismiss", "presentationControllerShouldDismiss", "presentationControllerWillDismiss", "sheetPresentationControllerDidChangeSelectedDetentIdentifier", "viewControllerForAdaptivePresentationStyle"}, m = {} },
  PresentationControllerScript = { f = {"bottomSheet", "containerView", "debugName", "delegate", "dimmingAlpha", "dimmingColor", "dismissesOnTap", "extends", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"adaptivePresentationStyle", "containerViewDidLayoutSubviews", "containerViewWillLayoutSubviews", "dismissalTransitionDidEnd", "dismissalTransitionWillBegin", "init", "preferredContentSizeDidChangeForChildContentContainer", "presentationTransitionDidEnd", "presentationTransitionWillBegin", "sizeForChildContentContainer", "super", "viewControllerForAdaptivePresentationStyle"} },
  PresentationLayer = { f = {"anchorPoint", "backgroundColor", "borderColor", "borderWidth", "bounds", "cornerRadius", "frame", "isHidden", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset", "shadowOpacity", "shadowRadius", "sublayerTransform", "transform", "zPosition"}, m = {"affineTransform"} },
  PropertyAnimator = { f = {"delay", "duration", "fractionComplete", "isInterruptible", "isManualHitTestingEnabled", "isReversed", "isRunning", "isUserInteractionEnabled", "pausesOnCompletion", "scrubsLinearly", "state"}, m = {"addAnimations", "addCompletion", "continueAnimation", "finishAnimation", "pauseAnimation", "startAnimation", "stopAnimation"} },
  Screen = { f = {"bounds", "scale"}, m = {} },
  ScreenEdgePanGestureRecognizer = { f = {"delegate", "edges", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "requireToFail", "setTranslation", "translation", "velocity"} },
  ScreenScript = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "loadView", "present", "viewDidAppear", "viewDidDisappear", "viewDidLayoutSubviews", "viewDidLoad", "viewIsAppearing", "viewSafeAreaInsetsDidChange", "viewWillAppear", "viewWillDisappear", "viewWillLayoutSubviews", "viewWillTransition"} },
  ScriptDimmingPresentationController = { f = {"containerView", "debugName", "delegate", "dimmingAlpha", "dimmingView", "dismissesOnTap", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"dimmingViewTapped", "sizeForChildContentContainer", "super"} },
  ScriptPresentationController = { f = {"containerView", "debugName", "delegate", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController", "traitCollection"}, m = {"sizeForChildContentContainer", "super"} },
  ScriptViewController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "present"} },
  ScrollView = { f = {"adjustedContentInset", "alpha", "alwaysBounceHorizontal", "alwaysBounceVertical", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounces", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "cornerRadius", "decelerationRate", "delegate", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isDecelerating", "isDragging", "isHidden", "isPagingEnabled", "isScrollEnabled", "isTracking", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "panGestureRecognizer", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "scrollRectToVisible", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setContentOffset", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
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
  UILayoutPriorityClass = { f = {"defaultHigh", "defaultLow", "fittingSizeLevel", "required"}, m = {} },
  UIResponderClass = { f = {"keyboardAnimationCurveUserInfoKey", "keyboardAnimationDurationUserInfoKey", "keyboardDidChangeFrameNotification", "keyboardDidHideNotification", "keyboardDidShowNotification", "keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey", "keyboardIsLocalUserInfoKey", "keyboardWillChangeFrameNotification", "keyboardWillHideNotification", "keyboardWillShowNotification"}, m = {} },
  UIScreenClass = { f = {"main"}, m = {} },
  UISheetPresentationControllerClass = { f = {"Detent"}, m = {} },
  UISpringTimingParameters = { f = {"damping", "dampingRatio", "initialVelocity", "mass", "stiffness"}, m = {} },
  UITimingParametersLabels = { f = {"bounce", "controlPoint1", "controlPoint2", "damping", "dampingRatio", "duration", "initialVelocity", "mass", "stiffness"}, m = {} },
  UITraitCollection = { f = {"horizontalSizeClass", "verticalSizeClass"}, m = {} },
  UIViewAnimateOptions = { f = {"animations", "bounce", "completion", "delay", "duration", "initialSpringVelocity", "options", "springDuration", "usingSpringWithDamping"}, m = {} },
  UIViewClass = { f = {"inheritedAnimationDuration", "layoutFittingCompressedSize", "noIntrinsicMetric"}, m = {} },
  UIViewControllerClass = { f = {"Transition"}, m = {} },
  UIViewControllerTransitionClass = { f = {"coverVertical", "crossDissolve", "flipHorizontal", "partialCurl"}, m = {} },
  UIViewOptions = { f = {"class", "frame", "layoutSubviews", "name", "safeAreaInsetsDidChange"}, m = {} },
  UIViewPropertyAnimatorOptions = { f = {"animations", "controlPoint1", "controlPoint2", "curve", "dampingRatio", "duration", "timingParameters"}, m = {} },
  View = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "cornerRadius", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
  ViewController = { f = {"additionalSafeAreaInsets", "children", "className", "definesPresentationContext", "isModalInPresentation", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "preferredContentSize", "preferredTransition", "presentationController", "presentedViewController", "presentingViewController", "sheetPresentationController", "tabBarController", "title", "traitCollection", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"beginAppearanceTransition", "dismiss", "endAppearanceTransition", "isKind", "present"} },
  ViewControllerTransition = { f = {"kind"}, m = {} },
  Window = { f = {"alpha", "anchorPoint", "autoresizingMask", "backgroundColor", "bottomAnchor", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds", "constraints", "cornerRadius", "frame", "gestureRecognizers", "hasAmbiguousLayout", "heightAnchor", "insetsLayoutMarginsFromSafeArea", "intrinsicContentSize", "isHidden", "isUserInteractionEnabled", "keyboardLayoutGuide", "layer", "layoutMargins", "layoutMarginsGuide", "leadingAnchor", "leftAnchor", "name", "presentationAlpha", "presentationBackgroundColor", "presentationFrame", "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "subviews", "superview", "tag", "topAnchor", "trailingAnchor", "transform", "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window"}, m = {"addConstraint", "addConstraints", "addGestureRecognizer", "addSubview", "bringSubviewToFront", "contentCompressionResistancePriority", "contentHuggingPriority", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "invalidateIntrinsicContentSize", "isDescendant", "layoutIfNeeded", "needsUpdateConstraints", "removeAllAnimations", "removeConstraint", "removeConstraints", "removeFromSuperview", "removeGestureRecognizer", "resizableSnapshotView", "sendSubviewToBack", "set", "setContentCompressionResistancePriority", "setContentHuggingPriority", "setNeedsLayout", "setNeedsUpdateConstraints", "snapshotView", "systemLayoutSizeFitting", "updateConstraintsIfNeeded", "viewNamed", "viewWithTag"} },
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
  pcall(transition, detail, { animator = animator "animators/slide.lua", presentation = presentation "presentations/half_sheet.lua", style = "custom" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = 2^63 end))
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick())) end)
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = {width = 1e308, height = -1}; coroutine.yield(); local o = pick(); o[member(o, 'f')] = false end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(present(home, detail)) end)
  do local co = coroutine.create(function() keep(untilIdle(coroutine.create(function() return pick() end), {at = {10, 10}}, pick())); coroutine.yield(); keep(at()) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); o[member(o, 'f')] = math.maxinteger end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UIPercentDrivenInteractiveTransition, pick(), pick(), pick())) end)
  pcall(function() keep(list(coroutine.create(function() return pick() end), function() error({}) end, 0.5)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UITabBarController, pick(), CGAffineTransform(function() error('boom') end, pick(), {width = 1e308, height = -1}))) end)
  pcall(function() rotate 'landscapeLeft' end)
  pcall(function() releaseTouches { speed = 1245.218, after = 0.204 } end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator()) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "linear" end)
  pcall(function() keep(navigationTransition(pick())) end)
  pcall(function() keep(screen()) end)
  pcall(function() showKeyboard { height = 383.811, duration = 0.177 } end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(UITableView, coroutine.create(function() return pick() end))) end)
  pcall(function() keep(present(home, detail)) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = "custom" end))
  pcall(function() local o = pick(); o[member(o, 'f')] = function() error('boom') end end)
  pcall(function() pan { from = {246.474, 771.227}, to = {195.047, 424.696}, duration = 0.068, velocity = {2886.985, -2443.039} } end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, {count = 1e18}, pick(), "\0", "from")) end)
  pcall(function() keep(NSLayoutConstraint.activate(-math.huge, function() while true do end end)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() keep(expect.lifecycle(function(...) return ... end, {{{}}}, UISpringTimingParameters(-1e19, {}, -math.huge, pick()), function() return 1e308 end)) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o)) end))
  pcall(function() keep(stress(function() advance(0.05) end, function() advance(0.05) end)) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = pick() end))
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = "linear"; coroutine.yield(); local o = pick(); o[member(o, 'f')] = coroutine.create(function() return pick() end) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() showKeyboard { height = 114.364, duration = 0.250 } end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UIImageView)) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, nil)) end))
  pcall(function() keep(setRoot(pick())) end)
  advance(0.5)
  advance(0.016)
  pcall(function() advance(0.306) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(untilIdle, 2)
end)
scenario("fuzz 1", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/cross_fade.lua", style = "overFullScreen" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = 0/0 end))
  pcall(function() at(now() + 0.368, function() keep(dismiss(detail)) end) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = function() error({}) end end)
  pcall(function() cancelTouches() end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, function() coroutine.yield(1) end, "from", pick(), cyclic())) end)
  pcall(function() keep(UISheetPresentationControllerDetent.custom("x", pick(), pick(), CGAffineTransform(math.maxinteger))) end)
  do local co = coroutine.create(function() keep(pop(UITableView(function() error('boom') end), nil)); coroutine.yield(); keep(CATransaction.commit()) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() untilIdle(2) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(dismiss(detail)) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, function() while true do end end)) end))
  pcall(function() keep(UISheetPresentationControllerDetent.medium(pick(), {x = 1, y = 2}, -1)) end)
  pcall(function() showKeyboard { height = 219.223, duration = 0.263 } end)
  pcall(function() keep(pan(UITapGestureRecognizer, pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, DispatchQueue("\0", "box"))) end)
  pcall(function() resize {399.888, 742.554} end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIPresentationController({x = 1, y = 2}, coroutine.create(function() return pick() end), UIEdgeInsets({width = 1e308, height = -1}, {0/0, 0/0, 0/0, 0/0}, true, math.maxinteger)) end)
  pcall(function() keep(UIViewControllerTransition.zoom(CAKeyframeAnimation(pick(), {animations = function() end, duration = 1e308}, function() return pick() end, coroutine.create(function() return pick() end)))) end)
  pcall(function() tap { at = {272.996, 678.243} } end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(pop(1e19)) end)
  pcall(function() hideKeyboard() end)
  pcall(function() keep(UIViewControllerTransition.zoom(coroutine.create(function() return pick() end))) end)
  pcall(function() keep(UIView.animateSpringDuration({1, 2, 3, 4})) end)
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = function() return pick() end; coroutine.yield(); keep(UISheetPresentationControllerDetent.custom(pick(), 1)) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, "from", CGRect(pick(), pick(), nil, 1), 2^53, "linear")) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = nil end))
  advance(0.1)
  pcall(function() pinch { center = {200, 400}, from = 78.858, to = 257.896, duration = 0.484 } end)
  pcall(function() keep(NSLayoutConstraint.activate({0/0, 0/0, 0/0, 0/0})) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o)) end))
  pcall(function() keep(expect.near(math.maxinteger, math.mininteger, cyclic())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() keep(present(home, detail)) end)
  pcall(function() pan { from = {60.505, 751.291}, to = {235.551, 785.406}, duration = 0.420, velocity = {-1409.219, 656.610} } end)
  pcall(function() keep(presentation()) end)
  pcall(function() untilIdle(2) end)
  pcall(function() keep(expect.events(pick(), "\0", coroutine.create(function() return pick() end), CATransaction(UITabBarController, coroutine.create(function() return pick() end)))) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'f')]) end))
  pcall(untilIdle, 2)
end)
scenario("fuzz 2", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/aapl_custom.lua", presentation = presentation "presentations/aapl_custom.lua", style = "custom" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() releaseTouches { speed = 2215.031, after = 0.162 } end)
  pcall(function() local o = pick(); o[member(o, 'f')] = 1e19 end)
  pcall(function() keep(UISheetPresentationControllerDetent.large(function() end, 1e308, -math.huge)) end)
  pcall(function() hideKeyboard() end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {{{}}} end)
  pcall(function() local o = pick(); o[member(o, 'f')] = CGVector(1) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(tabTransition()) end)
  pcall(function() resize {583.235, 613.932} end)
  pcall(function() keep(expect.alpha({{{}}}, 2^53, -1, pick())) end)
  pcall(function() keep(UIPresentationController.bottomSheet()) end)
  pcall(function() keep(UIPresentationController.bottomSheet("custom")) end)
  pcall(function() releaseTouches { speed = 1893.218, after = 0.128 } end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "" end)
  advance(0.5)
  pcall(function() edgePan { edge = 'left', distance = 15.533, duration = 0.244 } end)
  pcall(coroutine.wrap(function() keep(expect.inHierarchy("\0")) end))
  pcall(function() device 'iPad' end)
  advance(0.016)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = 2^53 end))
  pcall(coroutine.wrap(function() keep(frameIndex()) end))
  pcall(function() keep(navigation("\0", "to", function() error('boom') end, pick())) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "\0" end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() keep(expect.completedOnce(0.5, -1)) end)
  pcall(function() showKeyboard { height = 299.418, duration = 0.370 } end)
  pcall(function() keep(NSLayoutConstraint.activate(pick())) end)
  pcall(coroutine.wrap(function() keep(advanceTo(2^63, math.maxinteger, pick())) end))
  pcall(function() keep(pinch(pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() untilIdle(2) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() keep(dismiss(detail)) end)
  pcall(function() keep(expect.notInHierarchy(pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() pan { from = {33.887, 540.465}, to = {470.373, 582.287}, duration = 0.138, velocity = {-2441.239, -580.146} } end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick())) end)
  pcall(function() keep(present(home, detail)) end)
  pcall(function() pan { from = {238.949, 554.863}, to = {373.631, 522.830}, duration = 0.274, velocity = {-225.819, -1032.667} } end)
  pcall(untilIdle, 2)
end)
scenario("fuzz 3", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  pcall(transition, detail, { animator = animator "animators/slide_up.lua", presentation = dimming { dimmingAlpha = 0.4 }, interactive = interaction "interactions/swipe_down.lua", style = "custom" })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick(), "box", "\0")) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "x" end)
  pcall(function() local o = pick(); o[member(o, 'f')] = DimmingPresentationController end)
  pcall(function() keep(pinch(UIViewControllerTransitioningDelegate(), NotificationCenter)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIColor(function() coroutine.yield(1) end, {from = {0, 0}, to = {1e308, 0/0}, duration = 0.1}, pick()) end)
  pcall(function() keep(find("home")) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "from" end)
  pcall(coroutine.wrap(function() keep(advanceFrames(0.5, "linear", UIViewControllerTransition({width = 1e308, height = -1}, -1))) end))
  pcall(coroutine.wrap(function() keep(UIPresentationController.bottomSheet()) end))
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() rotate 'portrait' end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, -1)) end)
  pcall(function() keep(now()) end)
  pcall(function() keep(NSLayoutConstraint.activate(pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = 2^63; coroutine.yield(); local o = pick(); o[member(o, 'f')] = 1 end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 1e19, pick(), -1e308)) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = "box" end))
  pcall(function() keep(present({width = 1e308, height = -1}, pick())) end)
  advance(0.1)
  pcall(function() local o = pick(); o[member(o, 'f')] = 1 end)
  pcall(function() keep(expect.completedOnce(function() return 1e308 end, 1)) end)
  pcall(function() keep(view()) end)
  advance(0.5)
  do local co = coroutine.create(function() local o = pick(); keep(o[member(o, 'm')](o)); coroutine.yield(); local o = pick(); keep(o[member(o, 'm')](o)) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() device 'iPad' end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = pick() end))
  pcall(function() keep(pinch()) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, function() advance(0.05) end)) end)
  pcall(coroutine.wrap(function() keep(window({count = 1e18}, "custom")) end))
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 1e308)) end)
  do local co = coroutine.create(function() local o = pick(); keep(o[member(o, 'm')](o, pick(), pick())); coroutine.yield(); local o = pick(); o[member(o, 'f')] = -0.0 end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() keep(UIView.transition(pick(), "box", nil)) end)
  pcall(function() hideKeyboard() end)
  pcall(function() keep(stress(1, {x = 1, y = 2}, "custom")) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, -1e19, "")) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(untilIdle, 2)
end)
