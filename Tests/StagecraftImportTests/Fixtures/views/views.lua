-- UIView subclasses in Swift (app/DimmingView.swift, app/BubbleView.swift) made by a Swift
-- presentation controller: real views, laid out by their own layoutSubviews.
local home = screen "home" { backgroundColor = "white" }
local detail = screen "detail" { backgroundColor = "systemYellow" }

scenario("a presentation controller's UIView subclasses dim, lay out and leave", function()
  window { root = home }
  transition(detail, { presentation = presentation "app/SheetController.swift", animator = animator "animators/cross_fade.lua", style = "custom" })
  local shown = present(home, detail)
  untilIdle()
  expect.completedOnce(shown)
  -- the window is 390 × 844: the sheet is its lower half
  expect.frame("detail", {0, 422, 390, 422})
  -- DimmingView(): init(frame: .zero) ran (black, named), then the controller's frame and fade
  expect.frame("dimming", {0, 0, 390, 844})
  expect.alpha("dimming", 0.5)
  expect.truthy(find("dimming").backgroundColor == UIColor.black, "the init's backgroundColor")
  -- its layoutSubviews insets the edge by 16
  expect.frame("dimmingEdge", {16, 16, 358, 812})
  local dimming = find("dimming")
  expect.truthy(dimming.layoutCount >= 1, "layoutSubviews ran")
  expect.truthy(dimming.isDimmed, "a computed property reads as a property")
  -- BubbleView: DimmingView's init, then its own; diameter set through its computed setter, the
  -- ring through its didSet, both laid out by its layoutSubviews after super's
  expect.frame("bubble", {155, 60, 80, 80})
  expect.alpha("bubble", 0.5)
  expect.frame("bubbleEdge", {10, 10, 60, 60})
  expect.near(find("bubble").layer.cornerRadius, 40, 1e-9, "the bubble's corner radius")
  expect.inHierarchy("dimmingEdge", "dimming")
  -- `as? DimmingView` (S.is): a BubbleView is one, a DimmingView is no BubbleView
  local S = require "swift_runtime"
  expect.truthy(S.is(find("bubble"), "DimmingView") and S.is(find("bubble"), "BubbleView"), "a BubbleView is a DimmingView")
  expect.truthy(not S.is(find("dimming"), "BubbleView"), "a DimmingView is no BubbleView")
  local gone = dismiss(detail)
  untilIdle()
  expect.completedOnce(gone)
  expect.notInHierarchy("dimming")
  expect.notInHierarchy("bubble")
  expect.noDiagnostics()
end)
