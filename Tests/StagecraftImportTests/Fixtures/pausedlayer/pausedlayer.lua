-- The paused-layer technique (CA1, Technical Q&A QA1673): a Swift interaction controller stops
-- the container layer's clock (speed 0), scrubs the linear 0.4-s fade with timeOffset as the
-- finger moves, and on release resumes the clock so the fade runs on from the finger's point.
-- Relies on: a full-screen presentation (the detail view is in the container while it is
-- dismissed), a bare 390 × 844 window, and the fade's linear curve (alpha reads as time).
local home = screen "home" {}
local detail = screen "detail" { backgroundColor = "systemYellow" }

local function presented()
  window { root = home, size = {390, 844} }
  transition(detail, { delegate = delegate "app/LayerSwipe.swift", style = "fullScreen" })
  present(home, detail)
  untilIdle()
end

scenario("the finger scrubs the paused layer and the release runs on from there", function()
  presented()
  edgePan { edge = "left", distance = 150, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- 150 / 200 = 0.75: timeOffset 0.75 × 0.4 = 0.3 s of the 0.4-s linear fade, alpha 0.25
  expect.alpha("detail", 0.25, 0.01)
  advance(0.04)
  -- still held: the paused layer's clock stands still
  expect.alpha("detail", 0.25, 0.01)
  expect.inHierarchy("detail")
  advance(0.06)
  -- released at 0.4 s: 0.05 s later the fade has run on 0.05 / 0.4 from 0.25, no jump
  expect.alpha("detail", 0.125, 0.02)
  expect.inHierarchy("detail")   -- the fade's completion waits for its last 0.05 s of layer time
  untilIdle()
  expect.notInHierarchy("detail")
  expect.events { "LayerSwipeDelegate.animationControllerForDismissed", "LayerSwipe.startInteractiveTransition",
                  "dismiss(detail).finishInteractiveTransition(percent=0.75)",
                  "dismiss(detail).completeTransition(completed=true)" }
  expect.noDiagnostics()
end)
