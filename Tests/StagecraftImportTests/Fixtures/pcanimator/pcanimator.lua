-- A presentation controller answered as the animator by a delegate of its own (T1.2): UIKit's
-- init(presentedViewController:presenting:) makes it at once, with those as its
-- presentedViewController and presentingViewController, and runs its init's body; the animator's
-- methods run on it. Its animateTransition slides the presented screen up from `travel` (300,
-- set by the init) below its final frame when `fromVC == presentingViewController`, and fades the
-- screen out otherwise. Linear over 0.4 s: after 0.1 s, a quarter of the way.
local home = screen "home" { backgroundColor = "white" }
local detail = screen "detail" { backgroundColor = "systemYellow" }

scenario("T1.2 a separate delegate's presentation-controller animator presents as its presenting screen says, and dismisses", function()
  window { root = home, size = {390, 844} }
  detail.title = ""
  transition(detail, { delegate = delegate "app/SlideDelegate.swift", style = "custom" })
  local shown = present(home, detail)
  advance(0.1)
  -- UIKit's plain presentation controller: the final frame is the container, {0, 0, 390, 844};
  -- the screen starts 300 below it: y = 300 * (1 - 0.25) = 225
  expect.frame("detail", {0, 225, 390, 844}, 0.01)
  expect.alpha("detail", 1)
  untilIdle()
  expect.frame("detail", {0, 0, 390, 844})
  expect.completedOnce(shown)
  expect.equal(detail.title, "+", "one made for the presentation")
  local gone = dismiss(detail)
  advance(0.1)
  -- dismissed: fromVC is the presented screen, not the animator's presentingViewController
  expect.alpha("detail", 0.75, 0.01)
  expect.frame("detail", {0, 0, 390, 844})
  untilIdle()
  expect.completedOnce(gone)
  expect.equal(detail.title, "++", "another for the dismissal")
  expect.noDiagnostics()
end)

scenario("T1.2 the same class answered as presentation controller too: another instance lays out, this one animates", function()
  window { root = home, size = {390, 844} }
  detail.title = ""
  transition(detail, { delegate = delegate "app/SlideSheetDelegate.swift", style = "custom" })
  local shown = present(home, detail)
  advance(0.1)
  -- the presentation controller's frame, the lower half {0, 422, 390, 422}: y = 422 + 225
  expect.frame("detail", {0, 647, 390, 422}, 0.01)
  untilIdle()
  expect.frame("detail", {0, 422, 390, 422})
  expect.completedOnce(shown)
  expect.equal(detail.title, "++", "the presentation controller and the animator: two instances")
  local gone = dismiss(detail)
  advance(0.1)
  expect.alpha("detail", 0.75, 0.01)
  untilIdle()
  expect.completedOnce(gone)
  expect.equal(detail.title, "+++", "a third animator for the dismissal")
  expect.noDiagnostics()
end)
