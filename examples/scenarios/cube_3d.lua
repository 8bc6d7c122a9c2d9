gallery { section = "UIKit", title = "Cube push", about = "animators/cube.lua: the two screens are faces of a cube turning about their shared edge, in one perspective (the container's sublayerTransform), on push and pop." }
-- A cube push and pop (animators/cube.lua, rules L2.2–L2.5): both views hinge on their shared
-- edge, which crosses the screen while the from face turns away and the to face turns in.
-- Expected values are worked by hand. The window is 390 × 844; the animation runs 0.6 s on
-- UIKit's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), solved below by bisection. At progress e:
--   the hinge is at x = 390·(1 − e) on a push (390·e on a pop);
--   the from face has turned by π/2·e, the to face has π/2·(1 − e) left to turn (L2.3: a turn
--   from the identity interpolates as a slerp, its angle linear in e);
--   a face turned by θ about y, hinged on one of its vertical edges, spans 390·cos θ across:
--   a layer's frame is the box of its own transform's corners (L2.4), and its own transform has
--   no perspective (that is the container's sublayerTransform, which frames leave out, L2.5).
local Cube = require("animators.cube")

local W, H = 390, 844

local function easeInOut(x)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local t = (lo + hi) / 2
    local bx = 3 * (1 - t) ^ 2 * t * 0.42 + 3 * (1 - t) * t ^ 2 * 0.58 + t ^ 3
    if bx < x then lo = t else hi = t end
  end
  local t = (lo + hi) / 2
  return 3 * (1 - t) * t ^ 2 + t ^ 3
end

local function screens()
  local home = screen "home" {
    backgroundColor = "systemBlue",
    label { "homeTitle", frame = {20, 100, 350, 40}, text = "Front face", fontSize = 30 },
  }
  local side = screen "side" {
    backgroundColor = "systemOrange",
    label { "sideTitle", frame = {20, 100, 350, 40}, text = "Side face", fontSize = 30 },
  }
  local nav = navigation { home, name = "nav" }
  window { root = nav }
  navigationTransition(nav, { push = Cube.new("push"), pop = Cube.new("pop") })
  return nav, home, side
end

scenario("the cube turns the side face in about the shared edge (L2.3, L2.4, L2.5)", function()
  local nav, home, side = screens()
  push(nav, side)
  local completions = 0   -- the push's coordinator completions: the animator completes it once
  nav.transitionCoordinator:animate(nil, function() completions = completions + 1 end)
  gallery { moment = 0.25 }
  advance(0.3)
  -- Half way in time is half way on the symmetric curve: e = 0.5, the hinge at 195, both faces
  -- turned π/4, each 390·cos(π/4) = 275.772 wide, on either side of it.
  local half = W * math.cos(math.pi / 4)
  expect.near(easeInOut(0.5), 0.5, 1e-9, "the curve's midpoint")
  expect.frame(home.view, { 195 - half, 0, half, H }, 0.01)
  expect.frame(side.view, { 195, 0, half, H }, 0.01)
  -- One perspective for both faces, eye 600 pt away, for the length of the turn.
  expect.near(find("homeTitle").superview.superview.layer.sublayerTransform.m34, -1 / 600, 1e-12, "the container's m34")

  advance(0.15)   -- 0.45 s: three quarters of the time
  local e = easeInOut(0.75)
  local edge = W * (1 - e)
  expect.frame(home.view, { edge - W * math.cos(math.pi / 2 * e), 0, W * math.cos(math.pi / 2 * e), H }, 0.01)
  expect.frame(side.view, { edge, 0, W * math.cos(math.pi / 2 * (1 - e)), H }, 0.01)

  untilIdle()
  expect.frame(side.view, { 0, 0, W, H })
  expect.truthy(CATransform3DIsIdentity(side.view.layer.transform), "the side face ends flat")
  expect.near(side.view.anchorPoint.x, 0.5, 1e-12, "the side face's anchor is back in the middle")
  expect.notInHierarchy("homeTitle")
  expect.equal(completions, 1, "coordinator completions")
  expect.lifecycle { "home.viewWillDisappear", "side.viewWillAppear", "home.viewDidDisappear", "side.viewDidAppear" }
  expect.noDiagnostics()
end)

scenario("the cube turns back on pop, the hinge crossing the other way", function()
  local nav, home, side = screens()
  push(nav, side, false)
  untilIdle()
  pop(nav)
  local completions = 0
  nav.transitionCoordinator:animate(nil, function() completions = completions + 1 end)
  advance(0.15)   -- a quarter of the time: e = easeInOut(0.25) = 0.129162
  local e = easeInOut(0.25)
  expect.near(e, 0.129162, 1e-6, "easeInOut(0.25)")
  local edge = W * e
  -- The side face now hinges on its left edge and turns away to the right; home comes in on the left.
  expect.frame(side.view, { edge, 0, W * math.cos(math.pi / 2 * e), H }, 0.01)
  expect.frame(home.view, { edge - W * math.cos(math.pi / 2 * (1 - e)), 0, W * math.cos(math.pi / 2 * (1 - e)), H }, 0.01)
  expect.order(find("homeTitle").superview.superview, { "home", "side" })   -- pop puts home below (T9.2)
  untilIdle()
  expect.frame(home.view, { 0, 0, W, H })
  expect.truthy(CATransform3DIsIdentity(home.view.layer.transform), "home ends flat")
  expect.truthy(CATransform3DIsIdentity(find("homeTitle").superview.superview.layer.sublayerTransform), "no perspective left on the container")
  expect.notInHierarchy("sideTitle")
  expect.equal(completions, 1, "coordinator completions")
  expect.lifecycle { "side.viewWillDisappear", "home.viewWillAppear", "side.viewDidDisappear", "home.viewDidAppear" }
  expect.noDiagnostics()
end)
