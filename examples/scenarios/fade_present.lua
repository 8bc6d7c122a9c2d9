-- A detail screen cross-fades in over the home screen, then fades out again.
local fade = animator "animators/cross_fade.lua"

local home = screen "home" {
  backgroundColor = "systemGroupedBackground",
  label { "homeTitle", frame = {20, 60, 350, 40}, text = "Home", fontSize = 34 },
  image { "photo", frame = {20, 120, 350, 220}, image = "pizza", cornerRadius = 10 },
}

local detail = screen "detail" {
  backgroundColor = "systemYellow",
  label { "detailTitle", frame = {20, 60, 350, 40}, text = "Margherita", fontSize = 28 },
}

scenario("fade presents the detail screen", function()
  window { root = home }
  transition(detail, { animator = fade, style = "overFullScreen" })
  local shown = present(home, detail)
  advance(0.175)                           -- half of the 0.35 s fade: ease-in-out is 0.5 there
  expect.alpha("detail", 0.5, 0.01)
  untilIdle()
  expect.alpha("detail", 1)
  expect.completedOnce(shown)
  expect.lifecycle { "detail.viewWillAppear", "detail.viewDidAppear" }
  expect.inHierarchy("detailTitle")
  expect.noDiagnostics()
  expect.golden("fade_present")
end)

scenario("fade dismisses back to home", function()
  window { root = home }
  transition(detail, { animator = fade, style = "overFullScreen" })
  present(home, detail)
  untilIdle()
  local gone = dismiss(detail)
  advance(0.175)
  expect.alpha("detail", 0.5, 0.01)
  untilIdle()
  expect.completedOnce(gone)
  expect.notInHierarchy("detailTitle")
  expect.lifecycle { "detail.viewWillDisappear", "detail.viewDidDisappear" }
  expect.noDiagnostics()
end)
