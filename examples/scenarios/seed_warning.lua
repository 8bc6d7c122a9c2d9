gallery {
  section = "Seeds",
  title = "The anatomy of a custom view controller transition",
  about = "The roles primer and its two short plays (author not named): HomeViewController vends a "
    .. "FancyWarningPresentationController that dims the screen and keeps the WarningViewController on the "
    .. "bottom half, an animation controller, and for the dismissal a percent-driven interaction a pan drives.",
}
-- Ported as delegates/warning_home.lua, presentations/fancy_warning.lua, animators/fancy_warning.lua and
-- interactions/warning_pan.lua. The articles give no numbers but "the bottom half of the screen"; the
-- port's are a 0.4 s slide (UIView.animate's default ease-in-out, linear while a finger drives it), the
-- ready dimming view (black at 50 %, faded alongside, T4.5) and the pan's 50 % threshold.
local home = screen "home" {
  backgroundColor = "systemBackground",
  label { "homeTitle", frame = {20, 60, 350, 40}, text = "Home", fontSize = 34 },
}
local warning = screen "warning" {
  backgroundColor = "systemRed",
  label { "warningText", frame = {20, 24, 350, 30}, text = "Careful!", fontSize = 22, textColor = "white" },
}

local W, H = 390, 844
local HALF = H / 2         -- 422: "cover the bottom half of the screen"

local function presentWarning()
  window { root = home }
  -- The delegate gives a presentation controller, so the presentation is .custom (T1.2).
  transition(warning, { delegate = "delegates/warning_home.lua" })
  return present(home, warning)
end

scenario("the warning slides up over the dim onto the bottom half", function()
  local shown = presentWarning()
  gallery { moment = 0.2 }
  advance(0.2)
  -- Half of the 0.4 s slide, ease-in-out 0.5: from y 844 (just below the screen) half way to 422.
  expect.frame("warning", {0, H - HALF * 0.5, W, HALF}, 0.01)
  -- The dimming view fades in alongside, on the same clock and curve (T5.2): half its alpha of 1.
  expect.alpha("dimming", 0.5, 0.002)
  expect.inHierarchy("homeTitle")         -- .custom: the presenter's view stays (T1.10)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("warning", {0, HALF, W, HALF})
  expect.alpha("dimming", 1)
  expect.order(find("warning").superview, { "dimming", "warning" })
  expect.lifecycle({ "warning.viewWillAppear", "warning.viewDidAppear" })   -- home hears nothing (T3.5)
  -- The first play, in UIKit's order (T1.2, T1.1): a presentation controller, an animation
  -- controller, no interaction controller ("Nah, let's just present this one non-interactively"),
  -- the presentation controller told first, then the animation controller does its thing.
  expect.events {
    "HomeViewController.presentationControllerForPresented", "HomeViewController.animationControllerForPresented",
    "HomeViewController.interactionControllerForPresentation",
    "FancyWarningPresentationController.presentationTransitionWillBegin",
    "FancyWarningAnimationController.transitionDuration", "FancyWarningAnimationController.animateTransition",
    "present(warning).completeTransition(completed=true)",
    "FancyWarningPresentationController.presentationTransitionDidEnd(completed=true)",
  }
  expect.noDiagnostics()
end)

scenario("a short drag follows the finger, then the warning settles back", function()
  presentWarning()
  untilIdle()
  local start = now()
  pan { from = {195, 600}, to = {195, 800}, duration = 0.4, hold = 0.1 }
  gallery { moment = start + 0.45 }
  advance(0.45)
  -- Linear while interactive (the animator asks for curveLinear, T6.2): progress 200 / 422, so the
  -- sheet is 200 pt down.
  expect.frame("warning", {0, HALF + 200, W, HALF}, 0.01)
  untilIdle()     -- released at 47 %, short of half: cancels
  expect.equal(home.presentedViewController, warning, "home's presented controller")
  expect.frame("warning", {0, HALF, W, HALF})
  expect.alpha("dimming", 1)              -- the alongside fade ran back with the cancel (T5.6)
  expect.lifecycle({ "warning.viewWillDisappear", "warning.viewWillAppear", "warning.viewDidAppear" })   -- T3.7
  expect.invariants()                 -- completeTransition once (cancelled), appearance balanced
  expect.noDiagnostics()
end)

scenario("a long drag dismisses it, the dim going with it", function()
  presentWarning()
  untilIdle()
  local start = now()
  pan { from = {195, 500}, to = {195, 800}, duration = 0.3, hold = 0.05 }   -- 300 of 422 pt: past half
  gallery { moment = start + 0.32 }
  advance(0.32)
  expect.frame("warning", {0, HALF + 300, W, HALF}, 0.01)
  -- The dim is scrubbed with the dismissal: 300 / 422 = 71.1 % of its fade out. The alongside
  -- animation keeps the animator's context (T5.2), here linear: 1 − 0.711.
  expect.alpha("dimming", 1 - 300 / HALF, 0.01)
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.notInHierarchy("warningText")
  expect.notInHierarchy("dimming")        -- gone with the container (T1.9, T4.2)
  expect.inHierarchy("homeTitle")
  expect.lifecycle({ "warning.viewWillDisappear", "warning.viewDidDisappear" })
  -- The second play (T1.7, T6.1): another animation controller and the percent-driven interaction
  -- the pan drives, the presentation controller told, the interaction starting the animator.
  expect.events {
    "HomeViewController.animationControllerForDismissed", "HomeViewController.interactionControllerForDismissal",
    "FancyWarningPresentationController.dismissalTransitionWillBegin",
    "PercentDrivenInteractiveTransition.startInteractiveTransition", "FancyWarningAnimationController.animateTransition",
    "dismiss(warning).completeTransition(completed=true)",
    "FancyWarningPresentationController.dismissalTransitionDidEnd(completed=true)",
  }
  expect.invariants()
  expect.noDiagnostics()
end)
