-- A Swift animator with `.init(…)` typed by its context and `enumerated()` (RoleFixtureTests).
local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("contextual inits and enumerated pairs lay the strips out", function()
  window { root = home }
  transition(card, { animator = animator "app/StripsAnimator.swift", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("card", {10, 20, 300, 400})
  local strips = find("card").subviews
  expect.equal(#strips, 3, "strips")
  -- Row k (from 0) at y 60·k in the card; alpha from the pair's second value; the third one widened.
  expect.frame(strips[1], {0, 0, 100, 50})
  expect.frame(strips[2], {0, 60, 100, 50})
  expect.frame(strips[3], {0, 120, 200, 50})
  expect.alpha(strips[1], 0.2)
  expect.alpha(strips[2], 0.5)
  expect.alpha(strips[3], 1)
  expect.noDiagnostics()
end)
