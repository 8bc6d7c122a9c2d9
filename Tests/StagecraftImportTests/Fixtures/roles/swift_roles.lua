-- Swift roles loaded as they are: the delegate makes the animator from the file beside it.
local home = screen "home" { backgroundColor = "white" }
local detail = screen "detail" { backgroundColor = "systemYellow" }

scenario("a Swift delegate hands out the Swift fade, both ways", function()
  window { root = home }
  transition(detail, { delegate = delegate "app/FadeDelegate.swift", style = "fullScreen" })
  local shown = present(home, detail)
  advance(0.175)                     -- half of 0.35 s: ease-in-out is 0.5 there
  expect.alpha("detail", 0.5, 0.01)
  untilIdle()
  expect.alpha("detail", 1)
  expect.completedOnce(shown)
  local gone = dismiss(detail)
  advance(0.175)
  expect.alpha("detail", 0.5, 0.01)
  untilIdle()
  expect.completedOnce(gone)
  expect.noDiagnostics()
end)

scenario("a Swift presentation controller insets the card over its dim", function()
  window { root = home }
  transition(detail, { presentation = presentation "app/CardPresentationController.swift", animator = animator "animators/cross_fade.lua", style = "custom" })
  local shown = present(home, detail)
  untilIdle()
  expect.completedOnce(shown)
  -- the window is 390 × 844: inset by 20 and 200
  expect.frame("detail", {20, 200, 350, 444})
  local gone = dismiss(detail)
  untilIdle()
  expect.completedOnce(gone)
  expect.noDiagnostics()
end)

scenario("a Swift delegate makes its presentation controller with an init argument", function()
  window { root = home }
  transition(detail, { delegate = delegate "app/InsetCardController.swift", style = "custom" })
  local shown = present(home, detail)
  untilIdle()
  expect.completedOnce(shown)
  -- inset: 40 → insetBy(dx: 40, dy: 80) of 390 × 844
  expect.frame("detail", {40, 80, 310, 684})
  expect.noDiagnostics()
end)

scenario("a Swift presentation controller insets the base class's frame (super of an overridden property)", function()
  window { root = home }
  transition(detail, { presentation = presentation "app/MarginCardController.swift", animator = animator "animators/cross_fade.lua", style = "custom" })
  local shown = present(home, detail)
  untilIdle()
  expect.completedOnce(shown)
  -- UIPresentationController's frame is the container's bounds, 390 × 844: inset by 30 and 100
  expect.frame("detail", {30, 100, 330, 644})
  expect.noDiagnostics()
end)
