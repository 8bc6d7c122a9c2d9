-- The seed articles' delegates (examples/delegates/), wired whole: a delegate script answers for
-- the animators, the presentation controller and the interaction itself, as in the apps.
local Mastering = delegate "delegates/mastering.lua"   -- the module's table: its swipe is wired below

local home = screen "home" {
  backgroundColor = "systemBackground",
  label { "homeTitle", frame = {20, 60, 350, 40}, text = "Home", fontSize = 34 },
}
local detail = screen "detail" { backgroundColor = "systemIndigo" }
local warning = screen "warning" {
  backgroundColor = "systemRed",
  label { "warningText", frame = {20, 24, 350, 30}, text = "Careful!", fontSize = 22 },
}

scenario("mastering: the fade delegate presents; its swipe dismisses", function()
  window { root = home }
  transition(detail, { delegate = Mastering })
  Mastering.swipeInteractionController:wire(detail)   -- the article's presenting code does this
  -- The article's FadeAnimator leaves home in the container when a swipe is cancelled (a call
  -- comes in mid-swipe: `stagecraft stress` finds it with cancelTouches); the delegate's fix is on.
  Mastering.restoresViewsOnCancel = true
  local shown = present(home, detail)
  advance(0.175)
  expect.alpha("detail", 0.5, 0.01)   -- half of FadeAnimator's 0.35 s, ease-in-out: 0.5
  untilIdle()
  expect.completedOnce(shown)
  expect.notInHierarchy("homeTitle")  -- a full-screen presentation takes the presenter's view away
  pan { from = {40, 400}, to = {320, 400}, duration = 0.3, hold = 0.05 }   -- 280 of 390 pt: past half
  advance(0.32)
  -- The finger rests at 280/390 = 71.8 %: ease-in-out there is 0.8347 (cubic-bezier(0.42, 0, 0.58, 1)
  -- solved by bisection), so the fading detail is at 1 − 0.8347.
  expect.alpha("detail", 0.1653, 0.002)
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.inHierarchy("homeTitle")
  expect.lifecycle { "detail.viewWillDisappear", "home.viewWillAppear", "detail.viewDidDisappear", "home.viewDidAppear" }
  expect.noDiagnostics()
end)

scenario("warning: the bottom-half sheet follows the finger, then settles back", function()
  window { root = home }
  -- The delegate gives a presentation controller, so the presentation is .custom.
  transition(warning, { delegate = "delegates/warning_home.lua" })
  present(home, warning)
  untilIdle()
  expect.frame("warning", {0, 422, 390, 422})
  pan { from = {195, 600}, to = {195, 800}, duration = 0.4, hold = 0.1 }
  advance(0.45)
  -- Linear while interactive, 200 pt of the 422 pt travel (progress 200/422): the sheet is 200 pt down.
  expect.frame("warning", {0, 622, 390, 422}, 0.01)
  untilIdle()     -- released before half way (0.47): cancels
  expect.equal(home.presentedViewController, warning, "home's presented controller")
  expect.frame("warning", {0, 422, 390, 422})
  pan { from = {195, 500}, to = {195, 800}, duration = 0.3, hold = 0.05 }   -- 300 pt: past half
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.notInHierarchy("warningText")
  expect.noDiagnostics()
end)

scenario("slide navigation: push and pop with parallax", function()
  local nav = navigation { home, name = "nav" }
  window { root = nav }
  navigationTransition(nav, { delegate = "delegates/slide_navigation.lua" })
  push(nav, detail)
  advance(0.175)
  -- Ease-in-out at half time is half way: detail has come 195 of its 390 pt, home has gone 0.3 × 195.
  expect.frame("detail", {195, 0, 390, 844}, 0.01)
  expect.frame("home", {-0.3 * 195, 0, 390, 844}, 0.01)
  untilIdle()
  expect.inHierarchy("detail")
  pop(nav)
  untilIdle()
  expect.notInHierarchy("detail")
  expect.inHierarchy("homeTitle")
  expect.noDiagnostics()
end)
