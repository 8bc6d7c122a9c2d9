gallery {
  section = "Seeds",
  title = "Mastering Custom View Controller Transitions in iOS",
  about = "The article's (no author named) instant swap, polished fade present and dismiss, slide push/pop with "
    .. "parallax and swipe-to-dismiss interaction controller, ported line by line: animators/instant.lua, "
    .. "fade.lua, slide.lua, interactions/swipe.lua, delegates/mastering.lua and slide_navigation.lua.",
}
-- Expected values come from the article's numbers (0.35 s, the 30 % parallax, the 50 % swipe
-- threshold) and Core Animation's curves (docs/timing.md), solved independently below. The article's
-- code is correct UIKit code: every scenario runs with no diagnostics.
local Instant = animator "animators/instant.lua"
local Mastering = delegate "delegates/mastering.lua"   -- the module's table: its swipe is wired below

local home = screen "home" {
  backgroundColor = "systemBackground",
  label { "homeTitle", frame = {20, 60, 350, 40}, text = "Home", fontSize = 34 },
}
local detail = screen "detail" {
  backgroundColor = "systemIndigo",
  label { "detailTitle", frame = {20, 60, 350, 40}, text = "Detail", fontSize = 34, textColor = "white" },
}
-- The article's animators swap whole screens: they take the home view from the context and put it
-- back, which only a full-screen presentation hands them. Its app says so (since iOS 13 a
-- controller that does not is a page sheet, T11.3, whose dismissal has no "to" view).
detail.modalPresentationStyle = "fullScreen"

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

local W, H = 390, 844      -- the window
local FADE = 0.35          -- FadeAnimator's and SlideAnimator's transitionDuration

-- Instant --------------------------------------------------------------------------------------

scenario("instant: the detail replaces home with no time passing, and back", function()
  window { root = home }
  -- "a minimal non-animated 'instant' transition that simply swaps views": duration 0.
  transition(detail, { animator = Instant })
  local shown = present(home, detail)
  advance(0)                              -- the animator runs on the next run-loop turn, at t = 0
  expect.completedOnce(shown)
  expect.near(now(), 0, 1e-9, "the time the presentation took")
  expect.frame("detail", {0, 0, W, H})
  expect.alpha("detail", 1)
  expect.notInHierarchy("homeTitle")      -- .fullScreen: the system takes the presenter's view away (T1.14)
  expect.lifecycle { "home.viewWillDisappear", "detail.viewWillAppear", "detail.viewDidAppear", "home.viewDidDisappear" }  -- T3.2
  advance(0.3)                            -- nothing moves: the detail is simply there
  expect.frame("detail", {0, 0, W, H})

  local gone = dismiss(detail)
  local start = now()
  advance(0)
  expect.events { "InstantTransitionAnimator.transitionDuration", "InstantTransitionAnimator.animateTransition",
                  "dismiss(detail).completeTransition(completed=true)" }
  expect.near(now(), start, 1e-9, "the time the dismissal took")
  expect.completedOnce(gone)
  expect.inHierarchy("homeTitle")         -- the animator added the .to view (home) back
  expect.notInHierarchy("detailTitle")
  expect.lifecycle { "detail.viewWillDisappear", "home.viewWillAppear", "detail.viewDidDisappear", "home.viewDidAppear" }  -- T3.3
  advance(0.3)
  expect.noDiagnostics()
end)

-- The polished fade ----------------------------------------------------------------------------

scenario("fade: FadeAnimator fades the detail in, then out again", function()
  window { root = home }
  transition(detail, { delegate = Mastering })   -- a FadeAnimator for each direction
  local shown = present(home, detail)
  gallery { moment = 0.12 }
  advance(0.1)
  -- 0.1 of 0.35 s is x = 0.2857: ease-in-out there is 0.1697 (the bisection above).
  expect.alpha("detail", easeInOut(0.1 / FADE), 0.002)
  expect.inHierarchy("homeTitle")         -- still under the fading detail until the end
  advance(0.075)
  expect.alpha("detail", 0.5, 0.002)      -- half the duration: ease-in-out is symmetric, 0.5
  untilIdle()
  expect.completedOnce(shown)
  expect.alpha("detail", 1)
  expect.notInHierarchy("homeTitle")
  expect.lifecycle { "home.viewWillDisappear", "detail.viewWillAppear", "detail.viewDidAppear", "home.viewDidDisappear" }  -- T3.2

  local gone = dismiss(detail)
  advance(0.25)
  -- The dismissal inserts home below and fades the detail out: 1 − easeInOut(0.25 / 0.35 = 0.714) = 1 − 0.8303.
  expect.alpha("detail", 1 - easeInOut(0.25 / FADE), 0.002)
  expect.order(find("home").superview, { "home", "detail" })
  untilIdle()
  expect.completedOnce(gone)
  expect.notInHierarchy("detailTitle")
  expect.inHierarchy("homeTitle")
  expect.lifecycle { "detail.viewWillDisappear", "home.viewWillAppear", "detail.viewDidDisappear", "home.viewDidAppear" }  -- T3.3
  expect.noDiagnostics()
end)

-- The slide with parallax ----------------------------------------------------------------------

scenario("slide: push and pop with a 30 % parallax", function()
  local nav = navigation { home, name = "nav" }
  window { root = nav }
  navigationTransition(nav, { delegate = "delegates/slide_navigation.lua" })
  push(nav, detail)
  gallery { moment = 0.175 }
  advance(0.175)
  -- Ease-in-out at half time is half way: detail has come 195 of its 390 pt from the right,
  -- home has gone 0.3 × 390 × 0.5 = 58.5 pt to the left.
  expect.frame("detail", {W * 0.5, 0, W, H}, 0.01)
  expect.frame("home", {-0.3 * W * 0.5, 0, W, H}, 0.01)
  advance(0.1)
  -- 0.275 of 0.35 s, x = 0.786: ease-in-out 0.9059.
  local e = easeInOut(0.275 / FADE)
  expect.frame("detail", {W * (1 - e), 0, W, H}, 0.01)
  expect.frame("home", {-0.3 * W * e, 0, W, H}, 0.01)
  untilIdle()
  expect.frame("detail", {0, 0, W, H})
  expect.notInHierarchy("homeTitle")      -- the system removes the from view after a push (T9.3)
  expect.lifecycle { "home.viewWillDisappear", "detail.viewWillAppear", "home.viewDidDisappear", "detail.viewDidAppear" }  -- T3.1

  pop(nav)
  advance(0.1)
  -- Pop: detail slides out to the right, home comes back from −30 % (−117 pt); 0.1 s: e = 0.1697.
  e = easeInOut(0.1 / FADE)
  expect.frame("detail", {W * e, 0, W, H}, 0.01)
  expect.frame("home", {-0.3 * W * (1 - e), 0, W, H}, 0.01)
  expect.order(find("home").superview, { "home", "detail" })   -- pop inserts .to below .from (T9.2)
  untilIdle()
  expect.notInHierarchy("detailTitle")
  expect.frame("home", {0, 0, W, H})      -- its transform back to identity
  expect.lifecycle { "detail.viewWillDisappear", "home.viewWillAppear", "detail.viewDidDisappear", "home.viewDidAppear" }
  expect.noDiagnostics()
end)

-- The swipe interaction controller -------------------------------------------------------------

-- The detail presented by the fade delegate, with the article's SwipeInteractionController wired
-- to it ("prepareGestureRecognizer(in:)"), at rest.
local function presentSwipeable()
  window { root = home }
  transition(detail, { delegate = Mastering })
  Mastering.swipeInteractionController:wire(detail)
  -- The article's FadeAnimator leaves home in the container when a swipe is cancelled (`stagecraft
  -- stress` finds it); the delegate's fix, restoring the views on cancel, is on (T6.6).
  Mastering.restoresViewsOnCancel = true
  local shown = present(home, detail)
  untilIdle()
  expect.completedOnce(shown)
  return shown
end

scenario("swipe: past half way the dismissal finishes", function()
  presentSwipeable()
  local start = now()
  pan { from = {40, 400}, to = {320, 400}, duration = 0.3, hold = 0.05 }   -- 280 of 390 pt: past half
  gallery { moment = start + 0.32 }
  advance(0.32)
  -- The finger rests at 280 / 390 = 71.8 %: the fade's ease-in-out there is 0.8347, scrubbed (T6.2).
  expect.alpha("detail", 1 - easeInOut(280 / W), 0.002)
  expect.inHierarchy("homeTitle")
  -- Let go at 0.35 s: finish() plays the remaining (1 − 0.718) × 0.35 s along ease-in-out at
  -- completionSpeed 1 (T6.3). Half that time later the completion curve is at 0.5, so the fade's
  -- timeline is half way from 71.8 % to the end: 85.9 %, ease-in-out 0.9602.
  local p = 280 / W
  local rest = (1 - p) * FADE
  advanceTo(start + 0.35 + rest / 2)
  expect.alpha("detail", 1 - easeInOut(p + (1 - p) * 0.5), 0.002)
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.inHierarchy("homeTitle")
  expect.notInHierarchy("detailTitle")
  expect.lifecycle { "detail.viewWillDisappear", "home.viewWillAppear", "detail.viewDidDisappear", "home.viewDidAppear" }
  -- "Only return a non-nil object when an interaction is in progress": the swipe's controller is
  -- returned, starts the fade animator (T6.1) and is finished from where the finger let go.
  expect.events { "CustomTransitionDelegate.animationControllerForDismissed", "CustomTransitionDelegate.interactionControllerForDismissal",
                  "SwipeInteractionController.startInteractiveTransition", "FadeAnimator.animateTransition",
                  "dismiss(detail).finishInteractiveTransition(percent=0.7179)", "dismiss(detail).completeTransition(completed=true)" }
  expect.invariants()                 -- the swipe's dismissal completed once, appearance balanced
  expect.noDiagnostics()
end)

scenario("swipe: short of half way the dismissal cancels", function()
  presentSwipeable()
  local start = now()
  pan { from = {40, 400}, to = {160, 400}, duration = 0.3, hold = 0.1 }   -- 120 of 390 pt: 30.8 %
  gallery { moment = start + 0.35 }
  advance(0.35)
  expect.alpha("detail", 1 - easeInOut(120 / W), 0.002)   -- 1 − 0.1973
  -- Let go at 0.4 s: cancel() plays the 30.8 % back to 0 in 0.308 × 0.35 s along ease-in-out (T6.3);
  -- half that time later the timeline is at 15.4 %, ease-in-out 0.0476.
  local p = 120 / W
  advanceTo(start + 0.4 + p * FADE / 2)
  expect.alpha("detail", 1 - easeInOut(p * 0.5), 0.002)
  untilIdle()
  expect.equal(home.presentedViewController, detail, "home's presented controller")
  expect.alpha("detail", 1)
  expect.notInHierarchy("homeTitle")      -- the fix took home back out of the container
  -- A cancelled interactive transition (T3.6, T3.7): home, which was appearing, disappears again
  -- (will, did), then the detail, which was disappearing, appears again (will, did).
  expect.lifecycle { "detail.viewWillDisappear", "home.viewWillAppear", "home.viewWillDisappear",
                     "home.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear" }
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("swipe: a short fast flick cancels too (the article reads no velocity)", function()
  presentSwipeable()
  -- 100 pt in 0.08 s, let go while moving at 2500 pt/s: the handler decides on the distance alone
  -- (`shouldCompleteTransition = progress > 0.5`), and 100 / 390 = 25.6 % is short of half.
  pan { from = {40, 400}, to = {140, 400}, duration = 0.08, velocity = {2500, 0} }
  untilIdle()
  expect.equal(home.presentedViewController, detail, "home's presented controller")
  expect.alpha("detail", 1)
  expect.invariants()
  expect.noDiagnostics()
end)
