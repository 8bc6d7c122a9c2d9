-- A Swift animator that lays the presented view out with constraints and animates a constant.
local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("a Swift animator's constraints place the card and layoutIfNeeded animates the constant", function()
  window { root = home }
  transition(card, { animator = animator "app/ConstraintSlideAnimator.swift", style = "overFullScreen" })
  local shown = present(home, card)
  -- width: 390 × 0.5 + 20 = 215; height 300; top: the container's height (844), then 100
  advance(0)
  expect.frame("card", {0, 844, 215, 300}, 0.01)
  advance(0.2)   -- half of 0.4 s: ease-in-out is 0.5, so the top is 844 − 744 × 0.5 = 472
  expect.frame("card", {0, 472, 215, 300}, 0.01)
  untilIdle()
  expect.frame("card", {0, 100, 215, 300})
  expect.completedOnce(shown)
  expect.noDiagnostics()
end)
