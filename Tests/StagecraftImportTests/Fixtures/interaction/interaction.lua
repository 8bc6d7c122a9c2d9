-- The delegate makes the edge swipe for the screen it presents; a drag from the left edge
-- scrubs the fade out (the animator's own ease-in-out shapes the scrub, T6.2).
local home = screen "home" {}
local detail = screen "detail" { backgroundColor = "systemYellow" }

local function presented()
  window { root = home }
  transition(detail, { delegate = delegate "app/EdgeSwipe.swift", style = "fullScreen" })
  present(home, detail)
  untilIdle()
end

scenario("a drag past half dismisses, following the finger", function()
  presented()
  edgePan { edge = "left", distance = 150, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- 150 / 200 = 0.75 of the way: alpha 1 − easeInOut(0.75) = 0.1292
  expect.alpha("detail", 0.1292, 0.01)
  untilIdle()
  expect.notInHierarchy("detail")
  -- The controller the delegate made (`EdgeSwipe(viewController:)`) is named by its Swift type.
  expect.events { "SwipeDelegate.animationControllerForDismissed", "EdgeSwipe.startInteractiveTransition",
                  "FadeAnimator.animateTransition", "dismiss(detail).completeTransition(completed=true)" }
  expect.noDiagnostics()
end)

scenario("a short drag cancels and the screen stays", function()
  presented()
  edgePan { edge = "left", distance = 60, duration = 0.3, hold = 0.1 }
  advance(0.35)
  -- 60 / 200 = 0.3: alpha 1 − easeInOut(0.3) = 0.8126
  expect.alpha("detail", 0.8126, 0.01)
  untilIdle()
  expect.inHierarchy("detail")
  expect.alpha("detail", 1)
  expect.noDiagnostics()
end)
