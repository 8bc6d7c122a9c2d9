gallery {
  section = "Seeds",
  title = "Animating View Transitions in Swift (Holy Swift)",
  about = "Leonardo Maia Pugliese's zoom: tapping a row flies a copy of its SF symbol to the detail in "
    .. "keyframes while the detail fades in; a tap flies it back, and the bonus pinch closes the detail "
    .. "through a percent-driven interaction.",
}
-- The article's code ported line by line: screens/zoom_list.lua (the article's ViewController),
-- screens/zoom_detail.lua (DetailsViewController) and delegates/zoom.lua (TransitionDetailsController,
-- delegate and animator at once). Expected values by hand:
--
-- Rows are 20 + 44 + 20 = 84 pt (the cell's constraints), so row 4 is at y 336 of the content. The
-- table fills the default iPhone 14's screen, so it starts scrolled to −47, its first row under the
-- notch (SV1.1): row 4 shows at y 383 and its 44 pt image at (20, 403, 44, 44). The detail's final
-- frame is (50, 50, 390 − 100, 844 / 3).
--
-- The article nests `UIView.animate(withDuration: 0.90)` and `(0.10)` inside its keyframes. Nested
-- animation blocks inherit the enclosing block's duration and curve unless told to override them
-- (UIKit's documented rule, T8.4): both changes run over the whole 0.5 s with ease-in-out. What UIKit
-- does with a block nested in a keyframe is not established; this is Stagecraft's reading (ZoomSeedTests).
local ListViewController = require("screens.zoom_list")
local TransitionDetailsController = require("delegates.zoom")

local W, H = 390, 844
local START = {20, 403, 44, 44}
local FINAL = {50, 50, W - 100, H / 3}

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

local function between(a, b, e)
  return { a[1] + (b[1] - a[1]) * e, a[2] + (b[2] - a[2]) * e, a[3] + (b[3] - a[3]) * e, a[4] + (b[4] - a[4]) * e }
end

-- The bonus version adds the pinch and comments the tap recogniser out ("and comment this"). The port's
-- detail has both (as its Swift twin and their golden trace), so with the pinch each detail is made
-- with its tap switched off: a tap would dismiss through the percent-driven interaction that nothing
-- drives, paused at 0 % for ever (T1.16) — exactly why the article takes it out.
local DetailsViewController = require("screens.zoom_detail")
local makeDetails = DetailsViewController.make
local function makeDetailsWithoutTap(name, imageName)
  local details = makeDetails(name, imageName)
  for _, recognizer in ipairs(details.view.gestureRecognizers) do
    if recognizer.name == "tap" then recognizer.isEnabled = false end
  end
  return details
end

-- The list, with the article's first delegate (tap to dismiss) or its bonus one (pinch to dismiss).
local function showList(pinchToDismiss)
  ListViewController.transitionController = UIViewControllerTransitioningDelegate(TransitionDetailsController.new(pinchToDismiss))
  DetailsViewController.make = pinchToDismiss and makeDetailsWithoutTap or makeDetails
  ---@type ListViewController
  local list = UIViewController("list", ListViewController)
  window { root = list }
  return list
end

-- Taps row 4 and runs the zoom to rest; returns the list and the detail.
local function zoomIn(pinchToDismiss)
  local list = showList(pinchToDismiss)
  tap { at = {195, 425} }            -- row 4
  untilIdle()
  return list, list.presentedViewController
end

-- `stagecraft stress` on the pinch: everything but cancelled touches. The article's onPinch has no
-- `.cancelled` case, so a pinch the system cancels (a call comes in) leaves the dismissal paused
-- where the fingers left it, on a device too.
local PINCH_STRESS = { perturbations = { "rotate", "keyboard", "releaseEarly", "releaseLate", "flickForward",
                                         "flickBack", "collectGarbage", "tapDim", "present", "dismiss" } }

scenario("tapping a row zooms its symbol into the detail", function()
  local list = showList(false)
  tap { at = {195, 425} }            -- row 4; the finger lifts at 0.05 s and the row is selected
  local T0 = 0.05
  advance(T0)
  local details = list.presentedViewController
  expect.truthy(details ~= nil, "the detail is presented")
  local image = list.tempImageView
  expect.equal(image.imageName, "list.bullet.rectangle.portrait", "the flying symbol")
  expect.equal(image.superview, details.view, "the flying symbol's superview")   -- Mark 3's view took it
  expect.frame(image, START)
  expect.alpha("details", 0)

  gallery { moment = T0 + 0.2 }
  advance(0.2)
  local e = easeInOut(0.2 / 0.5)     -- x = 0.4: 0.3319
  expect.frame(image, between(START, FINAL, e), 0.01)
  expect.alpha("details", e, 0.002)
  advanceTo(T0 + 0.4)
  e = easeInOut(0.4 / 0.5)           -- x = 0.8: 0.9183
  expect.frame(image, between(START, FINAL, e), 0.01)
  expect.alpha("details", e, 0.002)
  untilIdle()
  expect.frame(image, FINAL)
  expect.alpha("details", 1)
  expect.inHierarchy("table")         -- .custom: the list stays under the detail (T1.10)
  expect.lifecycle { "details.viewWillAppear", "details.viewDidAppear" }   -- the list hears nothing (T3.5)
  expect.invariants()                 -- completeTransition once, appearance balanced
  expect.noDiagnostics()
end)

scenario("a tap on the detail flies the symbol back and fades it out", function()
  local list = zoomIn(false)
  local image = list.tempImageView
  local start = now()
  tap { at = {195, 700} }             -- viewTapped(): `dismiss(animated: true)` as the finger lifts, 0.05 s later
  gallery { moment = start + 0.05 + 0.2 }
  advanceTo(start + 0.05 + 0.2)
  local e = easeInOut(0.2 / 0.5)
  expect.frame(image, between(FINAL, START, e), 0.01)
  expect.alpha("details", 1 - e, 0.002)
  untilIdle()
  expect.equal(list.presentedViewController, nil, "the list's presented controller")
  expect.notInHierarchy("details")
  expect.lifecycle { "details.viewWillDisappear", "details.viewDidDisappear" }
  expect.invariants()                 -- completeTransition once, appearance balanced, nothing left over
  expect.noDiagnostics()
end)

scenario("pinching the detail closed dismisses it", function()
  stress(PINCH_STRESS)
  local list = zoomIn(true)
  local image = list.tempImageView
  local start = now()
  pinch { center = {195, 422}, from = 200, to = 100, duration = 0.4, hold = 0.1 }
  gallery { moment = start + 0.45 }
  advance(0.45)
  -- Scale 0.5: `percentage = 1 − scale` = 50 % of the dismissal, whose block keeps its own
  -- ease-in-out while scrubbed (T6.2): easeInOut(0.5) = 0.5.
  expect.alpha("details", 0.5, 0.002)
  expect.frame(image, between(FINAL, START, 0.5), 0.01)
  -- Released at 0.5 s, still closed: finish() runs the other half of the 0.5 s timeline in
  -- 0.5 × 0.5 / 0.99 s (completionSpeed 0.99) along ease-in-out (T6.3). Half that time later the
  -- completion curve is at 0.5, so the timeline is at 0.25 + 0.125 = 0.375 s of 0.5: x = 0.75.
  local rest = 0.5 * 0.5 / 0.99
  advanceTo(start + 0.5 + rest / 2)
  local e = easeInOut(0.375 / 0.5)
  expect.alpha("details", 1 - e, 0.002)
  expect.frame(image, between(FINAL, START, e), 0.01)
  untilIdle()
  expect.equal(list.presentedViewController, nil, "the list's presented controller")
  expect.notInHierarchy("details")
  expect.lifecycle { "details.viewWillDisappear", "details.viewDidDisappear" }
  -- The bonus delegate hands out its percent-driven interaction (interactionControllerForDismissal),
  -- which starts the animator (T6.1) and is finished from the 50 % the fingers left it at.
  expect.events { "TransitionDetailsController.animationControllerForDismissed",
                  "TransitionDetailsController.interactionControllerForDismissal",
                  "PercentDrivenInteractiveTransition.startInteractiveTransition", "TransitionDetailsController.animateTransition",
                  "dismiss(details).finishInteractiveTransition(percent=0.5)", "dismiss(details).completeTransition(completed=true)" }
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("a slight pinch closes it too: the article finishes whenever the fingers end closer", function()
  stress(PINCH_STRESS)
  local list = zoomIn(true)
  -- Scale 0.9 when the fingers lift: `if scale < 1 … else if sender.state == .ended { finish() }`.
  pinch { center = {195, 422}, from = 200, to = 180, duration = 0.3, hold = 0.1 }
  untilIdle()
  expect.equal(list.presentedViewController, nil, "the list's presented controller")
  expect.lifecycle { "details.viewWillDisappear", "details.viewDidDisappear" }
  expect.invariants()
  expect.noDiagnostics()
end)
