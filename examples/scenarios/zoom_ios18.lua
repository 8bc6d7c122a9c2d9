gallery { section = "UIKit", title = "iOS 18 zoom", about = "preferredTransition = .zoom (T11.2): the photo grows out of its thumbnail on a spring, and a drag, a pinch or the edge swipe zooms it back into the cell it came from." }
-- iOS 18's zoom (docs/zoom.md, T11.2): a photo grid pushes a photo with
-- `preferredTransition = .zoom`, the photo grows out of its thumbnail, and it can be dragged or
-- pinched back into it at any time — even while it is still zooming in.
local photos = screen "photos" {
  backgroundColor = "systemBackground",
  grid { "thumbnails", frame = {0, 100, 390, 744}, items = {"a", "b", "c", "d", "e", "f"}, itemSize = {120, 120}, columns = 3 },
}
local photo = screen "photo" {
  backgroundColor = "black",
  view { "map", frame = {0, 60, 390, 180}, backgroundColor = "systemGreen" },
  image { "bigPhoto", frame = {0, 260, 390, 390}, image = "pizza" },
}

-- The photo on show; swiping between photos in the detail would change it (last scenario).
local shown = 0

---@return View
local function thumbnail()
  ---@type CollectionView
  local grid = find("thumbnails")
  return assert(grid:cellForItem(shown))
end

--- The Swift: photo.preferredTransition = .zoom(options: options) { _ in thumbnail(for: shown) }
---@param options ZoomTransitionOptions?
local function zoomFromThumbnail(options)
  photo.preferredTransition = UIViewController.Transition.zoom{ options = options, sourceViewProvider = function(context)
    return thumbnail()
  end }
end

--- Rounded thumbnails: the zoom's clip starts with their corner radius and morphs it to 0.
local function roundThumbnails()
  ---@type CollectionView
  local grid = find("thumbnails")
  for _, cell in ipairs(grid.cells) do cell.cornerRadius = 24 end
end

--- The thumbnail's frame in the window.
---@return CGRect
local function thumbnailFrame()
  local cell = thumbnail()
  return cell:convertTo(cell.bounds, nil)
end

scenario("the photo zooms out of its thumbnail and a drag zooms it back (T11.2b, T11.2i)", function()
  shown = 0
  local nav = navigation { photos, name = "nav" }
  window { root = nav }
  roundThumbnails()
  zoomFromThumbnail(nil)
  push(nav, photo)
  advance(0)
  gallery { moment = 0.12 }   -- half grown out of the rounded thumbnail
  expect.frame("zoom.clip", thumbnailFrame())   -- it starts as the thumbnail…
  expect.near(find("zoom.clip").cornerRadius, 0, 1e-9, "the clip's corner radius (model: the end value; on screen 24 → 0)")
  expect.truthy(thumbnail().isHidden, "the thumbnail is hidden while the zoom stands in for it")
  advance(0.25)
  -- …and springs to full screen: critically damped, 0.5 s: 1 − (1 + 4π·0.25)·e^(−4π·0.25) = 0.8210.
  expect.near(find("zoom.clip").presentationFrame.size.width, 120 + (390 - 120) * 0.8210, 0.05)
  untilIdle()
  expect.lifecycle { "photos.viewWillDisappear", "photo.viewWillAppear", "photos.viewDidDisappear", "photo.viewDidAppear" }
  expect.notInHierarchy("zoom.clip")
  -- Drag the photo down 300 pt and let go: past the 100 pt threshold, it zooms back into the cell.
  pan { from = {195, 400}, to = {195, 700}, duration = 0.3, hold = 0.1 }
  untilIdle()
  expect.equal(nav.topViewController, photos, "the top controller")
  expect.truthy(not thumbnail().isHidden, "the thumbnail shows again")
  expect.notInHierarchy("bigPhoto")
  expect.noDiagnostics()
end)

scenario("a drag during the push completes it, then pops (T11.2g)", function()
  shown = 1
  local nav = navigation { photos, name = "nav" }
  window { root = nav }
  zoomFromThumbnail(nil)
  push(nav, photo)
  advance(0.1)                      -- still zooming in
  gallery { moment = 0.25 }   -- grabbed mid-zoom: the push completes, the pop follows the finger
  pan { from = {195, 400}, to = {195, 700}, duration = 0.3, hold = 0.1 }
  advance(0.05)
  -- The push was never cancelled: it completed (did-appear), and the pop began from there.
  expect.lifecycle { "photo.viewWillAppear", "photo.viewDidAppear", "photo.viewWillDisappear", "photos.viewWillAppear" }
  untilIdle()
  expect.equal(nav.topViewController, photos, "the top controller")
  expect.notInHierarchy("bigPhoto")
  expect.noDiagnostics()
end)

scenario("a short drag lets the photo spring back to full (T11.2i)", function()
  shown = 0
  local nav = navigation { photos, name = "nav" }
  window { root = nav }
  zoomFromThumbnail(nil)
  push(nav, photo)
  untilIdle()
  pan { from = {195, 400}, to = {195, 450}, duration = 0.3, hold = 0.2 }
  gallery { moment = now() + 0.3 }   -- dragged a little: it will spring back
  untilIdle()
  expect.equal(nav.topViewController, photo, "the top controller")
  expect.frame("photo", {0, 0, 390, 844})
  expect.noDiagnostics()
end)

scenario("a modal zoom dims with its dimmingColor and a pinch closes it (T11.2e, T11.2h)", function()
  shown = 2
  window { root = photos }
  roundThumbnails()
  photo.modalPresentationStyle = "fullScreen"
  zoomFromThumbnail(UIZoomTransitionOptions{ dimmingColor = UIColor(0, 0, 0.5, 0.6) })
  local shownOp = present(photos, photo)
  gallery { moment = 0.15 }   -- zooming in over the dimming colour
  advance(0.25)
  expect.near(find("zoom.dimming").backgroundColor.blue, 0.5, 1e-9, "the dimming colour")
  expect.alpha("zoom.dimming", 0.8210, 0.001)   -- the dimming fades in on the zoom's spring
  untilIdle()
  expect.completedOnce(shownOp)
  pinch { center = {195, 450}, from = 200, to = 100, duration = 0.3, hold = 0.1 }
  untilIdle()
  expect.equal(photos.presentedViewController, nil, "the presented controller")
  expect.noDiagnostics()
end)

scenario("interactiveDismissShouldBegin leaves the map's drags to the map (T11.2f)", function()
  shown = 0
  local nav = navigation { photos, name = "nav" }
  window { root = nav }
  local options = UIZoomTransitionOptions()
  options.interactiveDismissShouldBegin = function(context)
    return context.willBegin and context.location.y > 240   -- below the map
  end
  zoomFromThumbnail(options)
  push(nav, photo)
  untilIdle()
  local mapDrags = 0
  find("map"):addGestureRecognizer(UIPanGestureRecognizer(function(g)
    if g.state == "began" then mapDrags = mapDrags + 1 end
  end))
  pan { from = {195, 150}, to = {195, 450}, duration = 0.3 }   -- on the map: the map pans
  untilIdle()
  expect.equal(nav.topViewController, photo, "the top controller")
  expect.equal(mapDrags, 1, "drags the map got")
  pan { from = {195, 400}, to = {195, 700}, duration = 0.3 }   -- on the photo: dismisses
  untilIdle()
  expect.equal(nav.topViewController, photos, "the top controller")
  expect.noDiagnostics()
end)

scenario("the zoom back goes into the thumbnail of the photo shown now (T11.2c)", function()
  shown = 0
  local nav = navigation { photos, name = "nav" }
  window { root = nav }
  zoomFromThumbnail(nil)
  push(nav, photo)
  untilIdle()
  shown = 4                          -- swiped to the fifth photo in the detail
  pop(nav)
  gallery { moment = now() + 0.15 }   -- zooming into another thumbnail
  advance(0)
  expect.truthy(find("item 4").isHidden and not find("item 0").isHidden, "the new thumbnail stands for the photo")
  untilIdle()
  -- The provider was asked at the push and again at the pop ("callbacks may fire repeatedly").
  expect.events { "zoom(photo).sourceViewProvider(item 0)", "zoom(photo).sourceViewProvider(item 4)" }
  expect.truthy(not find("item 4").isHidden, "the thumbnail shows again")
  expect.noDiagnostics()
end)

scenario("going back from the left edge zooms the photo into its thumbnail (T11.2k)", function()
  shown = 3
  local nav = navigation { photos, name = "nav" }
  window { root = nav }
  zoomFromThumbnail(nil)
  push(nav, photo)
  untilIdle()
  edgePan { edge = "left", distance = 195, duration = 0.3, hold = 0.2 }
  gallery { moment = now() + 0.35 }   -- half way across: the photo at 75 %
  advance(0.35)
  -- Half the width: the photo follows the finger at 1 − 0.5·0.5 = 75 % of its size.
  expect.near(find("zoom.clip").presentationFrame.size.width, 390 * 0.75, 0.01)
  untilIdle()
  expect.equal(nav.topViewController, photos, "the top controller")
  expect.noDiagnostics()
end)
