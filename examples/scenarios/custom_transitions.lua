gallery { section = "Apple's samples", title = "CustomTransitions", about = "Apple's \"Custom View Controller Presentations and Transitions\" sample in Lua: cross dissolve, swipe with its edge pans, the custom presentation, the adaptive presentation and the checkerboard." }
-- Apple's "Custom View Controller Presentations and Transitions" sample (CustomTransitions, its
-- Swift version), ported to Lua as a regression suite: cross dissolve, swipe with its screen-edge
-- pan interaction (and a cancel each way), the custom presentation with its wrapper view, and the
-- adaptive presentation (full screen in a navigation controller when horizontally compact).
-- The sample is correct UIKit code: it must run with no diagnostics. Expected values come from
-- the sample's own numbers (0.35 s, 420 pt, 16 pt corners, 0.5 dim, the 50 % threshold) and
-- Core Animation's ease-in-ease-out, solved independently below.
local crossDissolve = animator "animators/aapl_cross_dissolve.lua"
local Swipe = delegate "delegates/aapl_swipe.lua"
local CustomPresentation = delegate "delegates/aapl_custom.lua"
local AdaptivePresentation = delegate "delegates/aapl_adaptive.lua"

local first = screen "first" {
  backgroundColor = "white",
  label { "firstTitle", frame = {20, 100, 350, 40}, text = "First", fontSize = 34 },
}
local second = screen "second" {
  backgroundColor = "systemBlue",
  label { "secondTitle", frame = {20, 100, 350, 40}, text = "Second", fontSize = 34 },
}

-- UIViewAnimationCurveEaseInOut, cubic-bezier(0.42, 0, 0.58, 1): x(t) solved by bisection, then y(t).
local function easeInOut(x)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local t = (lo + hi) / 2
    local bx = 3 * (1 - t) ^ 2 * t * 0.42 + 3 * (1 - t) * t ^ 2 * 0.58 + t ^ 3
    if bx < x then lo = t else hi = t end
  end
  local t = (lo + hi) / 2
  return 3 * (1 - t) * t ^ 2 + t ^ 3
end

local W, H = 390, 844   -- the window (iPhone 14-size points)

-- Cross dissolve --------------------------------------------------------------------------------

scenario("cross dissolve: the second screen fades in over the first, and back on dismissal", function()
  window { root = first }
  -- The sample's first controller is the delegate and returns the animator both ways; .fullScreen.
  transition(second, { animator = crossDissolve, style = "fullScreen" })
  local shown = present(first, second)
  gallery { moment = 0.17 }   -- half dissolved
  advance(0.2)
  local e = easeInOut(0.2 / 0.35)
  expect.alpha("second", e, 0.002)
  expect.alpha("first", 1 - e, 0.002)
  untilIdle()
  expect.completedOnce(shown)
  expect.alpha("second", 1)
  expect.notInHierarchy("firstTitle")   -- .fullScreen takes the presenting view away (T1.14)
  expect.lifecycle { "first.viewWillDisappear", "second.viewWillAppear", "second.viewDidAppear", "first.viewDidDisappear" }  -- T3.2

  local gone = dismiss(second)
  advance(0.1)
  e = easeInOut(0.1 / 0.35)
  expect.alpha("first", e, 0.002)       -- set to 0, then faded in
  expect.alpha("second", 1 - e, 0.002)
  untilIdle()
  expect.completedOnce(gone)
  expect.inHierarchy("firstTitle")
  expect.notInHierarchy("secondTitle")
  expect.alpha("first", 1)
  expect.lifecycle { "second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear", "first.viewDidAppear" }  -- T3.3
  expect.noDiagnostics()
end)

-- Swipe -----------------------------------------------------------------------------------------

-- The sample's storyboard wiring: a right-edge pan on the first screen presents, a left-edge pan
-- on the second dismisses; each gives the delegate its gesture (the transition is interactive)
-- and the edge. Returns a table counting the present and dismiss completions.
local function wireSwipe()
  local done = { presented = 0, dismissed = 0 }
  window { root = first }
  transition(second, { delegate = Swipe, style = "fullScreen" })
  local presentPan = UIScreenEdgePanGestureRecognizer("right", "presentPan")
  presentPan:addTarget(function(gesture)
    if gesture.state == "began" then
      Swipe.targetEdge = "right"
      Swipe.gestureRecognizer = gesture
      first:present(second, true, function() done.presented = done.presented + 1 end)
    end
  end)
  first.view:addGestureRecognizer(presentPan)
  local dismissPan = UIScreenEdgePanGestureRecognizer("left", "dismissPan")
  dismissPan:addTarget(function(gesture)
    if gesture.state == "began" then
      Swipe.targetEdge = "left"
      Swipe.gestureRecognizer = gesture
      second:dismiss(true, function() done.dismissed = done.dismissed + 1 end)
    end
  end)
  second.view:addGestureRecognizer(dismissPan)
  return done
end

scenario("swipe: a right-edge pan past half way presents, following the finger", function()
  local done = wireSwipe()
  -- The finger starts 5 pt in from the right edge and comes 260 pt in: x = 125.
  gallery { moment = 0.3 }   -- the second screen following the finger in
  edgePan { edge = "right", distance = 260, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- Percent = (width − x) / width; the view's own ease-in-out shapes the scrubbed slide (T6.2).
  local p = (W - 125) / W
  expect.frame("second", { W * (1 - easeInOut(p)), 0, W, H }, 0.01)
  expect.frame("first", { 0, 0, W, H })
  untilIdle()   -- released at 68 %: finishes
  expect.equal(first.presentedViewController, second, "first's presented controller")
  expect.equal(done.presented, 1, "present completions")
  expect.frame("second", { 0, 0, W, H })
  expect.notInHierarchy("firstTitle")
  expect.lifecycle { "first.viewWillDisappear", "second.viewWillAppear", "second.viewDidAppear", "first.viewDidDisappear" }
  expect.noDiagnostics()
end)

scenario("swipe: a short right-edge pan cancels and the first screen stays", function()
  local done = wireSwipe()
  gallery { moment = 0.3 }   -- a short pull: it will run back
  edgePan { edge = "right", distance = 100, duration = 0.3, hold = 0.1 }
  advance(0.35)
  expect.frame("second", { W * (1 - easeInOut((W - 285) / W)), 0, W, H }, 0.01)
  untilIdle()   -- released at 27 %: cancels, the slide runs back
  expect.equal(first.presentedViewController, nil, "first's presented controller")
  expect.equal(done.presented, 0, "present completions")
  expect.notInHierarchy("secondTitle")
  expect.inHierarchy("firstTitle")
  expect.frame("first", { 0, 0, W, H })
  expect.alpha("first", 1)
  -- T3.6 / T3.7: the appearing side turns back, the disappearing side comes back.
  expect.lifecycle { "first.viewWillDisappear", "second.viewWillAppear", "second.viewWillDisappear",
                     "second.viewDidDisappear", "first.viewWillAppear", "first.viewDidAppear" }
  expect.noDiagnostics()
end)

scenario("swipe: a short left-edge pan cancels the dismissal; the second screen is back in place", function()
  local done = wireSwipe()
  local shown = present(first, second)   -- the sample's button: not interactive
  untilIdle()
  expect.completedOnce(shown)
  -- 5 pt in from the left edge, 100 pt across: x = 105, 27 % of the width.
  edgePan { edge = "left", distance = 100, duration = 0.3, hold = 0.1 }
  advance(0.35)
  expect.frame("second", { W * easeInOut(105 / W), 0, W, H }, 0.01)
  expect.inHierarchy("firstTitle")       -- put back under the second screen for the dismissal
  untilIdle()
  expect.equal(first.presentedViewController, second, "first's presented controller")
  expect.equal(done.dismissed, 0, "dismiss completions")
  -- The sample resets nothing after a cancel: the slide ran back to its start (T6.6).
  expect.frame("second", { 0, 0, W, H })
  expect.notInHierarchy("firstTitle")    -- the animator removed the to view (T1.14)
  expect.noDiagnostics()

  -- A long one then dismisses: 260 pt, x = 265, 68 %.
  edgePan { edge = "left", distance = 260, duration = 0.3, hold = 0.1 }
  untilIdle()
  expect.equal(first.presentedViewController, nil, "first's presented controller")
  expect.equal(done.dismissed, 1, "dismiss completions")
  expect.inHierarchy("firstTitle")
  expect.notInHierarchy("secondTitle")
  expect.noDiagnostics()
end)

-- Custom presentation ---------------------------------------------------------------------------

scenario("custom presentation: the wrapper slides up over a 0.5 dim and a tap on the dim dismisses", function()
  window { root = first }
  transition(second, { delegate = CustomPresentation })   -- it makes presentation controllers: .custom
  local shown = present(first, second)
  gallery { moment = 0.2 }   -- the card rising over the dim
  advance(0.2)
  local e = easeInOut(0.2 / 0.35)
  -- The wrapper (the presentedView, T4.4) rises from below the screen to the bottom 420 pt.
  expect.frame("presentationWrappingView", { 0, H - 420 * e, W, 420 }, 0.01)
  expect.alpha("dimmingView", 0.5 * e, 0.002)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("presentationWrappingView", { 0, H - 420, W, 420 })
  expect.frame("presentationRoundedCornerView", { 0, 0, W, 420 + 16 })   -- its bottom corners below the screen
  expect.equal(find("presentationRoundedCornerView").cornerRadius, 16, "the corner radius")
  expect.frame("second", { 0, 0, W, 420 })
  expect.equal(find("second").superview, find("presentedViewControllerWrapperView"), "the second view's superview")
  expect.alpha("dimmingView", 0.5)
  expect.order(find("presentationWrappingView").superview, { "dimmingView", "presentationWrappingView" })
  expect.inHierarchy("firstTitle")   -- .custom leaves the presenting view (T1.10)
  expect.lifecycle { "second.viewWillAppear", "second.viewDidAppear" }

  tap { at = { 195, 200 } }   -- on the dim, above the sheet; a tap is recognized as the finger lifts, 0.05 s on
  advance(0.25)               -- 0.2 s into the dismissal
  expect.frame("presentationWrappingView", { 0, H - 420 + 420 * e, W, 420 }, 0.01)
  expect.alpha("dimmingView", 0.5 * (1 - e), 0.002)
  untilIdle()
  expect.equal(first.presentedViewController, nil, "first's presented controller")
  expect.notInHierarchy("secondTitle")
  expect.notInHierarchy("dimmingView")   -- never removed by the controller: gone with the container (T4.2)
  expect.lifecycle { "second.viewWillDisappear", "second.viewDidDisappear" }
  expect.noDiagnostics()
end)

-- Adaptive presentation -------------------------------------------------------------------------

scenario("adaptive presentation, compact width: full screen in a navigation controller with a Dismiss button", function()
  window { root = first }   -- 390 × 844, a portrait iPhone: horizontally compact
  expect.equal(first.traitCollection.horizontalSizeClass, "compact", "the window's horizontal size class")
  transition(second, { delegate = AdaptivePresentation })
  local shown = present(first, second)
  gallery { moment = 0.2 }   -- full screen, sliding up
  advance(0.2)
  -- The delegate answered fullScreen: the navigation controller slides up, the whole screen high.
  local e = easeInOut(0.2 / 0.35)
  expect.frame(first.presentedViewController.view, { 0, H - H * e, W, H }, 0.01)
  untilIdle()
  expect.completedOnce(shown)
  local navigation = first.presentedViewController
  expect.equal(navigation.name, "adaptiveNavigation", "the presented controller")
  expect.equal(second.parent, navigation, "the second controller's parent")
  expect.equal(navigation.presentationController.presentationStyle, "fullScreen", "the adapted style")
  expect.frame(navigation.view, { 0, 0, W, H })
  expect.frame("second", { 0, 0, W, H })
  -- The custom presentation controller takes no part: no wrapper, no dimming view.
  expect.notInHierarchy("presentationWrappingView")
  expect.notInHierarchy("dimmingView")
  expect.notInHierarchy("firstTitle")   -- .fullScreen takes the presenting view away (T1.14)

  tap { at = { 56, 76 } }   -- the Dismiss button
  untilIdle()
  expect.equal(first.presentedViewController, nil, "first's presented controller")
  expect.inHierarchy("firstTitle")
  expect.notInHierarchy("secondTitle")
  expect.frame("first", { 0, 0, W, H })
  expect.noDiagnostics()
end)

scenario("adaptive presentation, regular width: the custom sheet runs as designed", function()
  window { root = first, size = { 1024, 768 } }   -- an iPad in landscape: regular
  expect.equal(first.traitCollection.horizontalSizeClass, "regular", "the window's horizontal size class")
  transition(second, { delegate = AdaptivePresentation })
  local shown = present(first, second)
  untilIdle()
  expect.completedOnce(shown)
  expect.equal(first.presentedViewController, second, "first's presented controller")
  expect.equal(second.presentationController.presentationStyle, "custom", "the style (no adaptation)")
  expect.frame("presentationWrappingView", { 0, 768 - 420, 1024, 420 })
  expect.frame("second", { 0, 0, 1024, 420 })
  expect.alpha("dimmingView", 0.5)
  expect.inHierarchy("firstTitle")   -- .custom leaves the presenting view (T1.10)
  expect.notInHierarchy("dismissButton")

  tap { at = { 512, 100 } }   -- on the dim
  untilIdle()
  expect.equal(first.presentedViewController, nil, "first's presented controller")
  expect.notInHierarchy("secondTitle")
  expect.noDiagnostics()
end)
