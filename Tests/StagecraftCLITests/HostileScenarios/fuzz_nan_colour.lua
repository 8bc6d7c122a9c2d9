-- status: any
-- A crash scripts/fuzz.py found: a colour with NaN components trapped in Color.hexString (Double → Int).
-- fuzz file 0
local home = screen "home" { view { "box", frame = {0, 0, 100, 100} }, label { "title", text = "t" } }
local detail = screen "detail" { }
local function cyclic() local t = {}; t.t = t; t[1] = t; return t end
local API = {
  CGAffineTransform = { f = {"a", "b", "c", "d", "isIdentity", "tx", "ty"}, m = {"concatenating", "inverted", "rotated", "scaledBy", "translatedBy"} },
  CGAffineTransformClass = { f = {"identity"}, m = {} },
  CGPoint = { f = {"x", "y"}, m = {"applying", "distance"} },
  CGPointClass = { f = {"zero"}, m = {} },
  CGRect = { f = {"height", "isEmpty", "isNull", "maxX", "maxY", "midX", "midY", "minX", "minY", "origin", "size", "standardized", "width"}, m = {"applying", "contains", "divided", "inset", "insetBy", "intersection", "intersects", "offsetBy", "union"} },
  CGRectClass = { f = {"null", "zero"}, m = {} },
  CGSize = { f = {"height", "width"}, m = {} },
  CGSizeClass = { f = {"zero"}, m = {} },
  CellView = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "center", "clipsToBounds", "contentView", "cornerRadius", "frame", "gestureRecognizers", "imageView", "isHidden", "isUserInteractionEnabled", "name", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "textLabel", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  CollectionView = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "cells", "center", "clipsToBounds", "contentOffset", "contentSize", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "name", "numberOfItems", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "transform", "visibleCells", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "cellForItem", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  DimmingPresentationController = { f = {"containerView", "debugName", "dimmingAlpha", "dimmingView", "dismissesOnTap", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController"}, m = {"dimmingViewTapped"} },
  DispatchQueue = { f = {}, m = {"async"} },
  DispatchQueueClass = { f = {"main"}, m = {} },
  GestureRecognizer = { f = {"isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget"} },
  ImageView = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "center", "clipsToBounds", "contentMode", "cornerRadius", "frame", "gestureRecognizers", "imageName", "isHidden", "isUserInteractionEnabled", "name", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  Label = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "center", "clipsToBounds", "cornerRadius", "fontSize", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "name", "numberOfLines", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "text", "textColor", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  ListView = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "cells", "center", "clipsToBounds", "contentOffset", "contentSize", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "name", "numberOfRows", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "transform", "visibleCells", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "cellForRow", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "rectForRow", "removeAllAnimations", "removeFromSuperview", "scrollToRow", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  NavigationController = { f = {"children", "delegate", "interactivePopGestureRecognizer", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "presentationController", "presentedViewController", "presentingViewController", "tabBarController", "title", "topViewController", "transitionCoordinator", "transitioningDelegate", "userInfo", "view", "viewControllers", "visibleViewController"}, m = {"dismiss", "popToRootViewController", "popToViewController", "popViewController", "present", "pushViewController", "setViewControllers"} },
  PanGestureRecognizer = { f = {"isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "setTranslation", "translation", "velocity"} },
  PercentDrivenInteractiveTransition = { f = {"completionCurve", "completionSpeed", "debugName", "duration", "isDriving", "percentComplete", "timingCurve", "wantsInteractiveStart"}, m = {"cancel", "finish", "pause", "update", "wire"} },
  PinchGestureRecognizer = { f = {"isEnabled", "name", "numberOfTouches", "scale", "state", "velocity", "view"}, m = {"addTarget", "location", "removeTarget"} },
  PresentationController = { f = {"containerView", "debugName", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController"}, m = {} },
  PropertyAnimator = { f = {"delay", "duration", "fractionComplete", "isInterruptible", "isReversed", "isRunning", "isUserInteractionEnabled", "pausesOnCompletion", "scrubsLinearly", "state"}, m = {"addAnimations", "addCompletion", "continueAnimation", "finishAnimation", "pauseAnimation", "startAnimation", "stopAnimation"} },
  Screen = { f = {"bounds"}, m = {} },
  ScreenEdgePanGestureRecognizer = { f = {"edges", "isEnabled", "name", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget", "setTranslation", "translation", "velocity"} },
  ScriptPresentationController = { f = {"containerView", "debugName", "dimmingAlpha", "dimmingView", "dismissesOnTap", "frameOfPresentedViewInContainerView", "presentationStyle", "presentedView", "presentedViewController", "presentingViewController"}, m = {"dimmingViewTapped", "super"} },
  ScriptViewController = { f = {"children", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "presentationController", "presentedViewController", "presentingViewController", "tabBarController", "title", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"dismiss", "present"} },
  ScrollView = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "center", "clipsToBounds", "contentOffset", "contentSize", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "name", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  TabBarController = { f = {"children", "delegate", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "presentationController", "presentedViewController", "presentingViewController", "selectedIndex", "selectedViewController", "tabBarController", "title", "transitionCoordinator", "transitioningDelegate", "userInfo", "view", "viewControllers"}, m = {"dismiss", "present", "tapTab"} },
  TapGestureRecognizer = { f = {"isEnabled", "name", "numberOfTapsRequired", "numberOfTouches", "state", "view"}, m = {"addTarget", "location", "removeTarget"} },
  TransitionContext = { f = {"containerView", "isAnimated", "isInteractive", "percentComplete", "presentationStyle", "targetTransform", "transitionWasCancelled"}, m = {"cancelInteractiveTransition", "completeTransition", "finalFrame", "finishInteractiveTransition", "initialFrame", "pauseInteractiveTransition", "updateInteractiveTransition", "view", "viewController"} },
  TransitionCoordinator = { f = {"completionCurve", "completionVelocity", "containerView", "initiallyInteractive", "isAnimated", "isCancelled", "isInteractive", "isInterruptible", "percentComplete", "presentationStyle", "targetTransform", "transitionDuration"}, m = {"animate", "animateAlongsideTransitionIn", "notifyWhenInteractionChanges", "view", "viewController"} },
  TransitioningDelegate = { f = {"debugName"}, m = {} },
  UIColor = { f = {"alpha", "blue", "green", "hexString", "red"}, m = {"withAlphaComponent"} },
  UIEdgeInsets = { f = {"bottom", "left", "right", "top"}, m = {} },
  UIEdgeInsetsClass = { f = {"zero"}, m = {} },
  UIScreenClass = { f = {"main"}, m = {} },
  UIViewClass = { f = {"inheritedAnimationDuration"}, m = {} },
  View = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "center", "clipsToBounds", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "name", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} },
  ViewController = { f = {"children", "isViewLoaded", "modalPresentationStyle", "name", "navigationController", "parent", "presentationController", "presentedViewController", "presentingViewController", "tabBarController", "title", "transitionCoordinator", "transitioningDelegate", "userInfo", "view"}, m = {"dismiss", "present"} },
  Window = { f = {"alpha", "anchorPoint", "backgroundColor", "bounds", "center", "clipsToBounds", "cornerRadius", "frame", "gestureRecognizers", "isHidden", "isUserInteractionEnabled", "name", "presentationAlpha", "presentationFrame", "subviews", "superview", "tag", "transform", "window"}, m = {"addGestureRecognizer", "addSubview", "bringSubviewToFront", "convertFrom", "convertTo", "exchangeSubview", "insertSubviewAboveSubview", "insertSubviewAt", "insertSubviewBelowSubview", "isDescendant", "removeAllAnimations", "removeFromSuperview", "sendSubviewToBack", "set", "snapshotView", "viewNamed", "viewWithTag"} }
}
local names = {}; for k in pairs(API) do names[#names + 1] = k end; table.sort(names)
local function member(o, kind) local cls = API[tostring(o):match('^(%a+)')] if not cls or math.random() < 0.1 then cls = API[names[math.random(#names)]] end local list = cls[kind]; if #list == 0 then list = cls.f end; return list[math.random(#list)] end
scenario("fuzz 0", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator("x", UIEdgeInsets, {from = {0, 0}, to = {1e308, 0/0}, duration = 0.1}, 2^63)) end)
  pcall(function() keep(expect.diagnostics()) end)
  pcall(function() keep(dismiss({1, 2, 3, 4}, UIImageView(pick(), coroutine.create(function() return pick() end), -0.0, pick()), "linear", function() while true do end end)) end)
  pcall(function() keep(expect.lifecycle(coroutine.create(function() return pick() end), function() while true do end end, -0.0, coroutine.create(function() return pick() end))) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {1, 2, 3, 4} end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  advance(0)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UIPresentationController(pick(), 0/0), pick())) end)
  pcall(coroutine.wrap(function() keep(UIView.addKeyframe("custom")) end))
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); o[member(o, 'f')] = -1e19 end)
  pcall(function() keep(advanceTo(pick(), DispatchQueue, -1e308, "to")) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'f')]) end))
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = ("x"):rep(100000) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = 2^63 end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator("linear", coroutine.create(function() return pick() end), CGPoint(1e-300), pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, nil, UIImageView)) end)
  pcall(coroutine.wrap(function() keep(UIPresentationController.bottomSheet("", "linear", pick(), {{{}}})) end))
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'f')]) end))
  do local co = coroutine.create(function() local o = pick(); o[member(o, 'f')] = 0/0; coroutine.yield(); keep(UIViewPropertyAnimator.runningPropertyAnimator(pick(), UIViewPropertyAnimator(1e308, {width = 1e308, height = -1}, pick()), pick(), -math.huge)) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = "\0" end))
  pcall(coroutine.wrap(function() keep(UIPresentationController.bottomSheet(-0.0, {0/0, 0/0, 0/0, 0/0}, ("x"):rep(100000), CGPoint(pick(), "\0", -math.huge, {animations = function() end, duration = 1e308}))) end))
  advance(0.5)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, ("x"):rep(100000), "home", "from", pick())) end))
  pcall(function() keep(UIView.performWithoutAnimation(coroutine.create(function() return pick() end))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(UIPresentationController.bottomSheet(pick(), -0.0, 1)) end)
  pcall(coroutine.wrap(function() keep(list(CGPoint, 2, pick(), 1e-300)) end))
  pcall(function() keep(UIView.animateUsingSpringWithDamping(-1, "to", {0/0, 0/0, 0/0, 0/0})) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {} end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {animations = function() end, duration = 1e308} end)
  pcall(function() keep(UIPresentationController.bottomSheet(DispatchQueue, {}, {0/0, 0/0, 0/0, 0/0}, function() while true do end end)) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = pick() end))
  pcall(untilIdle, 2)
end)
scenario("fuzz 1", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() keep(expect.noDiagnostics(math.huge, "to", 2)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "box" end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, -1e308)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = true end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, "from", pick(), "\0", {count = 1e18})) end)
  pcall(function() keep(UIPresentationController.bottomSheet(function() coroutine.yield(1) end, 1e308, coroutine.create(function() return pick() end))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(coroutine.wrap(function() keep(resize(pick(), {count = 1e18}, {animations = function() end, duration = 1e308})) end))
  pcall(function() keep(expect.diagnostics()) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 1e19, -1e19, coroutine.create(function() return pick() end))) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, UIColor(), function() advance(0.05) end, function() coroutine.yield(1) end, -math.huge)) end))
  pcall(function() local o = pick(); o[member(o, 'f')] = setmetatable({}, {__index = function() error('meta') end}) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick(), pick(), function() error('boom') end)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, -1e308)) end)
  pcall(function() keep(expect.frame(pick(), false, pick(), {})) end)
  pcall(function() keep(grid()) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(function() keep(UIView.animateKeyframes(pick())) end)
  do local co = coroutine.create(function() keep(expect.diagnostics(UIScreen, {{{}}})); coroutine.yield(); keep(tabs(coroutine.create(function() return pick() end))) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(coroutine.wrap(function() keep(dismiss(UITapGestureRecognizer({{{}}}, UIViewControllerTransitioningDelegate("", pick(), 1e308, UITableView), coroutine.create(function() return pick() end)))) end))
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, true, function(...) return ... end)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "" end)
  advance(0.5)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "\0" end)
  pcall(function() keep(UIPresentationController.bottomSheet(-0.0, "linear", pick(), function() while true do end end)) end)
  pcall(function() keep(edgePan(nil, function() error({}) end)) end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(pick(), 2^53, coroutine.create(function() return pick() end), "home")) end)
  pcall(function() keep(expect.near(coroutine.create(function() return pick() end), {at = {10, 10}}, "custom", UIViewControllerTransitioningDelegate)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(function() keep(grid()) end)
  pcall(function() keep(expect.events("x", UINavigationController(math.huge), pick(), pick())) end)
  pcall(coroutine.wrap(function() keep(UIPresentationController.bottomSheet(pick(), function() return 1e308 end, function() return pick() end)) end))
  pcall(function() local o = pick(); o[member(o, 'f')] = -1e308 end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, "home", {{{}}}, coroutine.create(function() return pick() end))) end)
  pcall(function() keep(UIPresentationController.bottomSheet(pick())) end)
  pcall(untilIdle, 2)
end)
scenario("fuzz 2", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, 1e308, pick())) end))
  do local co = coroutine.create(function() local o = pick(); keep(o[member(o, 'm')](o)); coroutine.yield(); local o = pick(); o[member(o, 'f')] = "from" end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 0.5)) end)
  pcall(coroutine.wrap(function() keep(list(pick(), coroutine.create(function() return pick() end), nil)) end))
  pcall(coroutine.wrap(function() keep(UIView.performWithoutAnimation(-0.0, false, function() error({}) end)) end))
  pcall(function() keep(expect.alpha(UIImageView, {count = 1e18})) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o)) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o)) end))
  advance(0.1)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, {}, function() end, -1e308)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 2, pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, {at = {10, 10}})) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, "to", {x = 1, y = 2})) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIScrollView(("x"):rep(100000), 1e308, UICollectionView(UIPresentationController, UIPresentationController, coroutine.create(function() return pick() end)), "") end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(function() return 1e308 end, false, coroutine.create(function() return pick() end))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UIImageView(false, UITableView(math.maxinteger)), "linear", function() while true do end end, {from = {0, 0}, to = {1e308, 0/0}, duration = 0.1})) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = false end)
  pcall(function() keep(grid(math.maxinteger, pick())) end)
  pcall(function() keep(UIPresentationController.bottomSheet(nil, function() error({}) end, {0/0, 0/0, 0/0, 0/0})) end)
  pcall(coroutine.wrap(function() keep(UIPresentationController.bottomSheet(pick(), 1e19, pick())) end))
  pcall(function() keep(advanceTo()) end)
  do local co = coroutine.create(function() local o = pick(); keep(o[member(o, 'm')](o, 1e308)); coroutine.yield(); local o = pick(); keep(o[member(o, 'm')](o)) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIView end)
  pcall(function() keep(untilIdle(UITableView(0/0, cyclic(), function() coroutine.yield(1) end), pick(), "linear")) end)
  pcall(coroutine.wrap(function() local o = pick(); o[member(o, 'f')] = function() return 1e308 end end))
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, CGSize)) end))
  pcall(function() local o = pick(); o[member(o, 'f')] = function() advance(0.05) end end)
  pcall(function() keep(now(pick(), {width = 1e308, height = -1}, CGPoint(pick(), coroutine.create(function() return pick() end), UIColor(math.huge), -1e19), function() error({}) end)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {1, 2, 3, 4} end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, math.maxinteger, "linear", -math.huge, pick())) end)
  pcall(function() keep(expect.events(pick(), 60, pick(), "from")) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = {1, 2, 3, 4} end)
  pcall(function() keep(UIPresentationController.bottomSheet(pick(), "home", -1e308, "x")) end)
  advance(0.5)
  pcall(function() local o = pick(); o[member(o, 'f')] = pick() end)
  pcall(coroutine.wrap(function() keep(UIPresentationController.bottomSheet()) end))
  pcall(function() keep(advance("\0", UILabel(2^53, ("x"):rep(100000)), -math.huge)) end)
  advance(0.5)
  pcall(untilIdle, 2)
end)
scenario("fuzz 3", function()
  local pool = {}
  local function keep(...) for i = 1, select('#', ...) do local v = select(i, ...); if v ~= nil and #pool < 64 then pool[#pool + 1] = v end end end
  local function pick() if #pool == 0 then return nil end return pool[math.random(#pool)] end
  pcall(window, { root = home })
  keep(home, detail, find("box"), UIView(), CGRect(0, 0, 10, 10), CGPoint(1, 2), UIColor(1, 0, 0, 1))
  pcall(function() keep(presentation("linear", {width = 1e308, height = -1}, UITabBarController, cyclic())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, coroutine.create(function() return pick() end), coroutine.create(function() return pick() end))) end)
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o)) end))
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o, -1, coroutine.create(function() return pick() end), coroutine.create(function() return pick() end))) end))
  pcall(coroutine.wrap(function() local o = pick(); keep(o[member(o, 'm')](o)) end))
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() keep(interaction(pick(), {at = {10, 10}}, {{{}}})) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIImageView(pick(), {}) end)
  pcall(function() keep(expect.near(UIViewController(("x"):rep(100000), UIViewControllerTransitioningDelegate(2^53)), 1e308, 0)) end)
  pcall(function() keep(expect.order(0.5, 0.5, UIViewController, pick())) end)
  pcall(function() keep(UIView.performWithoutAnimation(pick())) end)
  pcall(coroutine.wrap(function() keep(advanceFrames(math.huge, function() return 1e308 end)) end))
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, 2^53)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, pick(), math.mininteger)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UIViewControllerTransitioningDelegate(function() error({}) end, pick()), pick(), coroutine.create(function() return pick() end))) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, {width = 1e308, height = -1}, pick())) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, "linear", 2, -1e308)) end)
  pcall(function() keep(expect.truthy(false, function() error('boom') end, ("x"):rep(100000), function() while true do end end)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = UIPinchGestureRecognizer end)
  pcall(function() keep(navigationTransition(-1e19, "custom", function() return 1e308 end, 60)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'f')]) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, true, pick(), coroutine.create(function() return pick() end))) end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(1e-300, pick(), 1e308)) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = math.maxinteger end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(1e308, "x", UIImageView, ("x"):rep(100000))) end)
  advance(0.1)
  do local co = coroutine.create(function() keep(navigation(-1e308, UIColor, "box")); coroutine.yield(); keep(UIView.animateSpringDuration(cyclic(), pick(), {count = 1e18}, "x")) end); coroutine.resume(co, pick()); coroutine.resume(co) end
  pcall(function() keep(grid(CGRect, ("x"):rep(100000), {0/0, 0/0, 0/0, 0/0}, math.mininteger)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UIPresentationController, coroutine.create(function() return pick() end), UIEdgeInsets(function() end))) end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(true)) end)
  pcall(coroutine.wrap(function() keep(expect.completedOnce(pick(), cyclic(), -1)) end))
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(2^53, setmetatable({}, {__index = function() error('meta') end}), "custom")) end)
  pcall(function() local o = pick(); o[member(o, 'f')] = "linear" end)
  pcall(function() keep(UIView.performWithoutAnimation(cyclic(), {width = 1e308, height = -1}, {count = 1e18}, function() advance(0.05) end)) end)
  pcall(function() keep(UIPresentationController.bottomSheet()) end)
  pcall(function() keep(UIViewPropertyAnimator.runningPropertyAnimator(pick())) end)
  pcall(function() keep(UIPresentationController.bottomSheet("box")) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, UINavigationController)) end)
  pcall(function() local o = pick(); keep(o[member(o, 'm')](o, false)) end)
  pcall(untilIdle, 2)
end)
