-- T6.3: an interaction controller's `override init()` sets completionSpeed 0.5 and an ease-out
-- completionCurve; whether the scenario or a delegate makes it, a release at 0.6 runs the rest
-- (0.4 × 0.35 s) in 0.28 s instead of 0.14 s.
local home = screen "home" {}
local detail = screen "detail" {}

local function released(spec)
  window { root = home, size = {390, 844} }
  transition(detail, spec)
  present(home, detail)
  untilIdle()
  -- 120 pt of 200: 0.6 of the way, held still before the release.
  pan { from = {195, 300}, to = {195, 420}, duration = 0.2, hold = 0.1 }
  advance(0.3)
  expect.events { "dismiss(detail).finishInteractiveTransition(percent=0.6)" }
end

local function finishesSlowly()
  -- 0.07 s after the release, a quarter of the 0.28 s: percent 0.6 + 0.4 × easeOut(0.25) = 0.7513
  -- (cubic Bézier (0, 0, 0.58, 1)), so alpha is 1 − easeInOut(0.7513) = 0.1278. Without the init:
  -- 0.0817; its speed alone: 0.2531; its curve alone: 0.0317.
  advance(0.07)
  expect.alpha("detail", 0.1278, 0.005)
  -- 0.17 s after the release: done at speed 1 (0.14 s), still running at half speed.
  advance(0.1)
  expect.inHierarchy("detail")
  advance(0.12)
  expect.notInHierarchy("detail")
  expect.noDiagnostics()
end

scenario("made by the scenario: the init's speed and curve finish the dismissal", function()
  released { dismiss = animator "app/FadeOut.swift",
             interactive = interaction "app/SlowFinish.swift", style = "fullScreen" }
  finishesSlowly()
end)

scenario("made by a delegate: the same init, the same finish", function()
  released { delegate = delegate "app/SlowFinish.swift", style = "fullScreen" }
  finishesSlowly()
end)
