gallery { section = "UIKit", title = "3D flip", about = "animators/flip.lua: the home screen turns away about its vertical axis in perspective until edge-on, then the detail turns in (keyframes on layer.transform, L2.x)." }
-- A 3D card flip (issue 13, item 2): animators/flip.lua turns the home screen away about its
-- vertical axis with perspective, then turns the detail screen in (L2.2, L2.3, L2.4).
-- Expected frames are worked by hand: the screen is 390 × 844 pt, the animateKeyframes block runs
-- 0.6 s on the default ease-in-out curve, so at 0.15 s (a quarter of it) the progress is
-- easeInEaseOut(0.25) = 0.129162 and the first keyframe (the first half) has turned the home
-- screen by θ = −π/2 × 0.129162 / 0.5 = −0.405774 rad. A corner x pt from the centre then sits at
-- x·cos θ / w with w = 1 + x·sin θ / 500 (m34 = −1/500), its y scaled by 1/w too: the frame is the
-- bounding box of the four projected corners (T10.3), (39.74, −76.79, 367.03, 997.57).
local flip = animator "animators/flip.lua"

local home = screen "home" {
  backgroundColor = "systemBlue",
  label { "homeTitle", frame = {20, 60, 350, 40}, text = "Front", fontSize = 34 },
}

local detail = screen "detail" {
  backgroundColor = "systemOrange",
  label { "detailTitle", frame = {20, 60, 350, 40}, text = "Back", fontSize = 28 },
}

scenario("the flip turns the home screen away with perspective (L2.2, L2.4)", function()
  window { root = home }
  transition(detail, { animator = flip, style = "fullScreen" })
  local shown = present(home, detail)
  gallery { moment = 0.2 }   -- the home screen a third of the way to edge-on
  advance(0.15)
  -- The near (right) edge grows taller than the screen, the far one shrinks: the box is taller.
  expect.frame(home.view, {39.74, -76.79, 367.03, 997.57}, 0.05)
  -- The model is already at the end (T8.2): edge-on, so view.transform, the affine part of the
  -- 3D transform (L2.4), has cos(−π/2) = 0 across.
  expect.near(home.view.transform.a, 0, 1e-9)
  advance(0.3)
  -- 0.45 s: the detail screen by symmetry at +0.405774 rad, its box mirrored about the centre.
  expect.frame(detail.view, {390 - 39.74 - 367.03, -76.79, 367.03, 997.57}, 0.05)
  untilIdle()
  expect.completedOnce(shown)
  expect.frame(detail.view, {0, 0, 390, 844})
  expect.truthy(CATransform3DIsIdentity(detail.view.layer.transform), "the detail screen ends flat")
  expect.lifecycle { "home.viewWillDisappear", "detail.viewWillAppear", "detail.viewDidAppear", "home.viewDidDisappear" }
  expect.noDiagnostics()
end)

scenario("the flip runs back on dismissal", function()
  window { root = home }
  transition(detail, { animator = flip, style = "fullScreen" })
  present(home, detail)
  untilIdle()
  local gone = dismiss(detail)
  gallery { moment = now() + 0.45 }   -- the home screen turning back in
  advance(0.15)
  expect.frame(detail.view, {39.74, -76.79, 367.03, 997.57}, 0.05)
  untilIdle()
  expect.completedOnce(gone)
  expect.frame(home.view, {0, 0, 390, 844})
  expect.noDiagnostics()
end)

scenario("a shared perspective animates in inside an animation block (L2.9)", function()
  window { root = home }
  local stage = UIView(CGRect(45, 222, 300, 400))
  stage.name = "stage"
  local card = UIView(CGRect(50, 100, 200, 200))
  card.name = "card"
  card.backgroundColor = "systemOrange"
  card.layer.transform = CATransform3DMakeRotation(math.pi / 3, 0, 1, 0)
  stage:addSubview(card)
  home.view:addSubview(stage)
  local perspective = CATransform3DIdentity
  perspective.m34 = -1 / 500
  UIView.animate(0.4, function() stage.layer.sublayerTransform = perspective end)
  -- The model takes the value at once; the picture eases into the perspective over 0.4 s.
  expect.near(stage.layer.sublayerTransform.m34, -1 / 500, 1e-12)
  -- A layer's frame is its own: the container's sublayerTransform does not change it (L2.5).
  expect.frame("card", {100, 100, 100, 200}, 1e-6)
  untilIdle()
  expect.noDiagnostics()
end)
