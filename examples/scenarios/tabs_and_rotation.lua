-- Tabs switch with a cross-fade; the window then rotates to landscape.
local fade = animator "animators/cross_fade.lua"

local feed = screen "feed" {
  backgroundColor = "systemBackground",
  grid { "photos", frame = {0, 0, 390, 844}, items = {"a", "b", "c", "d", "e", "f"}, itemSize = {120, 120}, columns = 3 },
}
local profile = screen "profile" { backgroundColor = "systemTeal" }

scenario("selecting a tab cross-fades", function()
  local tabs = tabs { feed, profile, name = "tabs" }
  window { root = tabs }
  tabTransition(tabs, { animator = fade })
  selectTab(tabs, "profile")
  advance(0.175)
  expect.alpha("profile", 0.5, 0.01)
  untilIdle()
  expect.alpha("profile", 1)
  expect.notInHierarchy("photos")
  selectTab(tabs, 0)
  untilIdle()
  expect.inHierarchy("photos")
  expect.noDiagnostics()
end)

scenario("rotating resizes the screen", function()
  local tabs = tabs { feed, profile, name = "tabs" }
  window { root = tabs }
  resize { 844, 390 }
  advanceFrames(1)
  expect.frame("feed", {0, 0, 844, 390})
  expect.noDiagnostics()
end)
