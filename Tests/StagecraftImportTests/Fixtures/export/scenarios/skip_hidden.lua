-- SW6.5, by hand: the card's two shown subviews fade to half and move 1 + 3 = 4 pt right (the
-- inner loop skips i = 2); the hidden one is untouched; the card moves down by the 2 it faded.
local home = screen "home" { backgroundColor = "white" }
local card = screen "card" {
  backgroundColor = "systemBlue",
  UIView { frame = {10, 10, 20, 20}, name = "shown1" },
  UIView { frame = {40, 10, 20, 20}, name = "hidden" },
  UIView { frame = {70, 10, 20, 20}, name = "shown2" },
}

scenario("the hidden subview is skipped, the others fade and move", function()
  window { root = home, size = {390, 844} }
  card.view.subviews[2].alpha = 0
  transition(card, { animator = animator "animators/skip_hidden.lua", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  expect.alpha("shown1", 0.5)
  expect.alpha("shown2", 0.5)
  expect.alpha("hidden", 0)
  expect.frame("shown1", {14, 10, 20, 20})
  expect.frame("hidden", {40, 10, 20, 20})
  expect.frame("shown2", {74, 10, 20, 20})
  expect.frame("card", {0, 2, 390, 844})
  expect.noDiagnostics()
end)
