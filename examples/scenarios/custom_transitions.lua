gallery { section = "Apple's samples", title = "CustomTransitions", about = "Apple's \"Custom View Controller Presentations and Transitions\" sample in Lua: cross dissolve, swipe with its edge pans, the custom presentation, the adaptive presentation and the checkerboard." }
-- Apple's "Custom View Controller Presentations and Transitions" sample (CustomTransitions, its
-- Swift version), ported to Lua as a regression suite: cross dissolve, swipe with its screen-edge
-- pan interaction (and a cancel each way), the custom presentation with its wrapper view, the
-- adaptive presentation (full screen in a navigation controller when horizontally compact), and the
-- checkerboard push and pop (its tiles are resizable snapshots, KT1.1).
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

-- Checkerboard ----------------------------------------------------------------------------------

-- The sample's numbers (animators/aapl_checkerboard.lua, docs/known-transitions.md): tiles of
-- round(390 / 10) = 39 pt, 10 across and ceil(844 / 39) = 22 down; the diagonal L = √(390² + 844²);
-- a tile whose corner projects d along it turns from d / (L + 160) · 3 s for 160 / (L + 160) · 3 s
-- = 0.4405 s on the default ease-in-out. A tile turned by θ about y spans 39·|cos θ| across, about
-- its centre (its frame is its own transform's box, L2.4; the perspective is its container's, L2.5).
local checkerboard = animator "animators/aapl_checkerboard.lua"
local TILE, DIAGONAL, SPACING, RUN = 39, math.sqrt(W ^ 2 + H ^ 2), 160, 3
local TURN = SPACING / (DIAGONAL + SPACING) * RUN

--- When the tile whose wave corner is `corner` (a vector from the wave's start) begins to turn.
local function tileStart(corner, vector)
  local projection = math.abs(corner[1] * vector[1] + corner[2] * vector[2]) / DIAGONAL
  return projection / (DIAGONAL + SPACING) * RUN
end

--- The frame of tile (x, y) at time t when it started at `start`: half a turn on ease-in-out.
local function tileFrame(x, y, start, t)
  local p = easeInOut(math.min(math.max((t - start) / TURN, 0), 1))
  local across = TILE * math.abs(math.cos(math.pi * p))
  return { x * TILE + TILE / 2 - across / 2, y * TILE, across, TILE }
end

local function checkerboardNavigation()
  local nav = navigation { first, name = "nav" }
  window { root = nav }
  -- The sample's first controller is the navigation delegate and returns the animator both ways.
  navigationTransition(nav, { animator = checkerboard })
  return nav
end

scenario("checkerboard: the push turns the screen over tile by tile in a diagonal wave (KT1.1, KT1.2)", function()
  local nav = checkerboardNavigation()
  push(nav, second)
  local completions = 0   -- the push's coordinator completions: the last tile completes it, once
  nav.transitionCoordinator:animate(nil, function() completions = completions + 1 end)
  gallery { moment = 1.2 }
  advance(0)
  expect.equal(#find("checkerboard").subviews, 2 * 10 * 22, "two faces per tile")
  expect.near(find("checkerboard").layer.sublayerTransform.m34, -1 / 900, 1e-15, "the tiles' shared perspective")
  advance(1.0)
  -- The wave runs from the top left (vector (W, H)); each tile's top left corner is its place on it.
  local push = { W, H }
  local function check(x, y)
    local start = tileStart({ x * TILE, y * TILE }, push)
    local frame = tileFrame(x, y, start, 1.0)
    expect.frame("from tile " .. x .. "," .. y, frame, 0.01)
    expect.frame("to tile " .. x .. "," .. y, frame, 0.01)   -- the back face turns with it
  end
  check(0, 0)    -- done: flat again (0.4405 s)
  check(5, 5)    -- started at 0.7125 s, two thirds through its turn
  check(2, 7)    -- started at 0.7723 s, just past edge-on
  check(9, 21)   -- the far corner: not started
  -- The last tile (the bottom right) ends the transition; the sample then removes the tiles.
  local finish = tileStart({ 9 * TILE, 21 * TILE }, push) + TURN
  advanceTo(finish - 1 / 60)
  expect.inHierarchy("checkerboard")
  advanceTo(finish + 1 / 60)
  expect.notInHierarchy("checkerboard")
  expect.equal(completions, 1, "coordinator completions")
  expect.frame("second", { 0, 0, W, H })
  expect.notInHierarchy("firstTitle")
  expect.lifecycle { "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear", "second.viewDidAppear" }
  expect.noDiagnostics()
end)

scenario("checkerboard: the pop runs the wave back from the bottom right", function()
  local nav = checkerboardNavigation()
  push(nav, second, false)
  untilIdle()
  pop(nav)
  local popStart = now()
  local completions = 0
  nav.transitionCoordinator:animate(nil, function() completions = completions + 1 end)
  advance(0.3)
  -- Back along (−W, −H), from each tile's bottom right corner less the screen's: the bottom rows
  -- reach past the screen (22 × 39 = 858 > 844).
  local back = { -W, -H }
  local function check(x, y)
    local start = tileStart({ (x + 1) * TILE - W, (y + 1) * TILE - H }, back)
    local frame = tileFrame(x, y, start, 0.3)
    expect.frame("from tile " .. x .. "," .. y, frame, 0.01)
  end
  check(9, 21)   -- started at 0.035 s
  check(8, 20)
  check(0, 0)    -- the far corner: not started
  -- The top left tile is the last: its corner (39 − 390, 39 − 844) projects furthest.
  local finish = popStart + tileStart({ TILE - W, TILE - H }, back) + TURN
  advanceTo(finish - 1 / 60)
  expect.inHierarchy("checkerboard")
  advanceTo(finish + 1 / 60)
  expect.notInHierarchy("checkerboard")
  expect.equal(completions, 1, "coordinator completions")
  expect.notInHierarchy("checkerboard")
  expect.notInHierarchy("secondTitle")
  expect.frame("first", { 0, 0, W, H })
  expect.lifecycle { "second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear", "first.viewDidAppear" }
  expect.noDiagnostics()
end)
