local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("constraints place the card and layoutIfNeeded animates the constant", function()
  window { root = home }
  transition(card, { animator = animator "animators/constraints.lua", style = "overFullScreen" })
  local shown = present(home, card)
  advance(0)
  expect.frame("card", {0, 844, 215, 300}, 0.01)   -- 390 × 0.5 + 20 wide, below the 844 pt screen
  advance(0.2)                                      -- half of 0.4 s, ease-in-out 0.5: 844 − 744 / 2
  expect.frame("card", {0, 472, 215, 300}, 0.01)
  untilIdle()
  expect.frame("card", {0, 100, 215, 300})
  expect.completedOnce(shown)
  expect.noDiagnostics()
end)
