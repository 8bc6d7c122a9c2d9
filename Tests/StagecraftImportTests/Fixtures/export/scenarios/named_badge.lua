local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("the animator's named badge is in the card, found by its name", function()
  window { root = home, size = {390, 844} }
  transition(card, { animator = animator "animators/named_badge.lua", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.inHierarchy("badge")
  expect.frame("badge", {10, 20, 30, 40})
  expect.noDiagnostics()
end)
