local home = screen "home" { backgroundColor = "white" }
local detail = screen "detail" { backgroundColor = "systemYellow" }

scenario("every construct moves the view by what it computes", function()
  window { root = home }
  transition(detail, { animator = animator "animators/constructs.lua", style = "overFullScreen" })
  local shown = present(home, detail)
  advance(0.125)                                -- half of 0.25 s: ease-in-out is 0.5 there
  expect.frame("detail", {86.75, 0, 390, 844})  -- half of 140 + 10 + 22 + 1.5
  expect.alpha("detail", 1)                     -- over full screen there is no from view (T1.11): `maybe` is nil
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("detail", {0, 0, 390, 844})
  expect.noDiagnostics()
end)
