-- `gesture.setTranslation(.zero, in: view)`: the implicit member is a CGPoint, the parameter's
-- type in UIKit's declaration; resetting it after each change makes the drag a running sum.
local home = screen "home" {}
local detail = screen "detail" {}

scenario("a drag measured by resetting the translation follows the finger", function()
  window { root = home, size = {390, 844} }
  transition(detail, { dismiss = animator "app/FadeOut.swift", interactive = interaction "app/ResettingPan.swift", style = "fullScreen" })
  present(home, detail)
  untilIdle()
  -- 120 pt of 200, held still before the release: 0.6 of the way, so it finishes. Summing the
  -- translation without the reset would count the first points over and over (1 long before).
  pan { from = {195, 300}, to = {195, 420}, duration = 0.2, hold = 0.1 }
  advance(0.3)
  expect.events { "dismiss(detail).updateInteractiveTransition(percent=0.3)", "dismiss(detail).finishInteractiveTransition(percent=0.6)" }
  untilIdle()
  expect.notInHierarchy("detail")
  expect.noDiagnostics()
end)
