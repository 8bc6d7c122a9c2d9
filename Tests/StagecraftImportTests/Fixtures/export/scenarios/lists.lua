local home = screen "home" { backgroundColor = "white" }
local card = screen "card" { backgroundColor = "systemBlue" }

scenario("each view's frame is the elements its list reads", function()
  window { root = home, size = {390, 844} }
  transition(card, { animator = animator "animators/lists.lua", style = "overFullScreen" })
  local shown = present(home, card)
  untilIdle()
  expect.completedOnce(shown)
  -- x = 10 + 20 + 30, y = 20 + 30 + 40; the last width, the first.
  expect.frame("a", {60, 90, 40, 10})
  -- grid[1][2], grid[2][1], the last row's last, row 1's element 2.
  expect.frame("b", {2, 3, 5, 2})
  -- Sorted widest first: 40 first, 10 last; orders 2 and 3 are widths 20 and 30.
  expect.frame("c", {40, 10, 20, 30})
  -- The unique views are the first two (widths 1, 2): the last unique 2, the first 1; the last tagged 3.
  expect.frame("d", {2, 1, 3, 10})
  expect.noDiagnostics()
end)
