-- A photo shown over the menu closes with a pinch: a real UIPinchGestureRecognizer, owned by the
-- interaction handler (interactions/pinch_close.lua), scrubs the cross-fade dismissal.
local fade = animator "animators/cross_fade.lua"
local pinchClose = interaction "interactions/pinch_close.lua"

local menu = screen "menu" {
  backgroundColor = "systemBackground",
  grid { "thumbnails", frame = {0, 100, 390, 744}, items = {"a", "b", "c"}, itemSize = {120, 120}, columns = 3 },
}
local photo = screen "photo" {
  backgroundColor = "black",
  image { "bigPhoto", frame = {0, 222, 390, 400}, image = "pizza" },
}

local function showPhoto()
  window { root = menu }
  transition(photo, { animator = fade, interactive = pinchClose, style = "overFullScreen" })
  present(menu, photo)
  untilIdle()
end

scenario("pinching the photo to half its size closes it", function()
  showPhoto()
  pinch { center = {195, 422}, from = 200, to = 100, duration = 0.4, hold = 0.1 }
  advance(0.45)   -- the fingers rest at half their distance: scale 0.5, the dismissal half way
  -- The fade out is ease-in-out, symmetric about its middle: alpha 0.5 at 50 %.
  expect.alpha("photo", 0.5, 0.01)
  expect.inHierarchy("bigPhoto")
  untilIdle()     -- released at scale 0.5 (< 0.7): finishes
  expect.equal(menu.presentedViewController, nil, "menu's presented controller")
  expect.notInHierarchy("bigPhoto")
  expect.lifecycle { "photo.viewWillDisappear", "photo.viewDidDisappear" }
  expect.noDiagnostics()
end)

scenario("a slight pinch lets the photo settle back", function()
  showPhoto()
  pinch { center = {195, 422}, from = 200, to = 170, duration = 0.5, hold = 0.2 }
  untilIdle()     -- released at scale 0.85, at rest: cancels
  expect.equal(menu.presentedViewController, photo, "menu's presented controller")
  expect.alpha("photo", 1)
  expect.lifecycle({ "photo.viewWillDisappear", "photo.viewWillAppear", "photo.viewDidAppear" })
  expect.noDiagnostics()
end)

scenario("spreading the fingers does not close it", function()
  showPhoto()
  pinch { center = {195, 422}, from = 100, to = 250, duration = 0.3 }
  untilIdle()
  expect.equal(menu.presentedViewController, photo, "menu's presented controller")
  expect.noDiagnostics()
end)
