gallery {
  section = "Seeds",
  title = "The pizza app: a two-phase push with chained property animators",
  about = "Ricardo Tokashiki's pizza app: tapping a pizza pushes its detail while \"fake\" copies of the cell's "
    .. "background and pizza animate in the container, 1/3 of 1.5 s scaling down on a spring, then 2/3 "
    .. "growing to the screen while the pizza turns half a turn into place; the pop animates nothing (part 1).",
}
-- The article's code ported line by line: screens/pizza_list.lua (the list is its own navigation
-- delegate and a PizzaTransitionable), screens/pizza_detail.lua and animators/pizza.lua
-- (AnimationManager). Expected values come from the article's numbers and docs/timing.md, by hand:
--
-- The grid sits below an 88 pt bar with 20 pt insets and spacing, 165 × 200 cells in two columns:
-- item 3 (column 1, row 1) is at (205, 88 + 20 + 220 = 328, 165, 200), centre (287.5, 428); its pizza
-- image is the tile above the cell's 24 pt label strip, (205, 328, 165, 176), centre (287.5, 416).
-- The detail's pizza is (45, 50, 300, 300) in a header at y 100: (45, 150, 300, 300), centre (195, 300).
local PizzaViewController = require("screens.pizza_list")

-- `stagecraft stress`: everything but its extra push. The article's AnimationManager casts the pushed
-- controller (`guard let toPizzaDetailVC = toView as? PizzaDetailViewController else { return }`) and
-- returns without completing for any other: pushing another screen while the list is the delegate
-- hangs the navigation controller, on a device too. The stress push is such a screen.
local STRESS = { perturbations = { "rotate", "keyboard", "collectGarbage", "tapDim", "present", "dismiss", "pop" } }

local W, H = 390, 844
local DURATION = 1.5                -- AnimationManager(animationDuration: 1.5, …)
local FIRST = DURATION / 3          -- 0.5 s: animator 1
local SECOND = DURATION / 3 * 2     -- 1 s: animator 2

-- UIViewAnimationCurveEaseInOut, cubic-bezier(0.42, 0, 0.58, 1): x(t) solved by bisection, then y(t).
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

-- UIViewPropertyAnimator(duration: T, dampingRatio: 1): a critically damped spring whose ω0 makes it
-- settle to within 0.001 exactly at T (docs/timing.md): (ω0·T + 1)·e^(−ω0·T) = 0.001, solved by Newton
-- for u = ω0·T (u ≈ 9.2335; T = 0.5 gives ω0 ≈ 18.467, k = ω0² ≈ 341.0 as docs/timing.md's example);
-- the progress is x(t) = 1 − e^(−ω0·t)·(1 + ω0·t).
local function criticalSpring(t, T)
  local u = 5
  for _ = 1, 50 do
    local f = (u + 1) * math.exp(-u) - 0.001
    local df = -u * math.exp(-u)
    u = u - f / df
  end
  local w0 = u / T
  return 1 - math.exp(-w0 * t) * (1 + w0 * t)
end

local function lerp(a, b, e) return a + (b - a) * e end

-- A box of size (w, h) turned by θ about its centre (cx, cy): its bounding box (the frame, T10.3).
local function turnedBox(cx, cy, w, h, theta)
  local c, s = math.abs(math.cos(theta)), math.abs(math.sin(theta))
  local bw, bh = c * w + s * h, s * w + c * h
  return { cx - bw / 2, cy - bh / 2, bw, bh }
end

scenario("tapping a pizza pushes its detail in two phases", function()
  stress(STRESS)
  ---@type PizzaViewController
  local list = UIViewController("pizzas", PizzaViewController)
  local nav = navigation { list, name = "nav" }
  window { root = nav }
  tap { at = {287.5, 428} }          -- the finger lifts at 0.05 s: collectionView(_:didSelectItemAt: 3)
  local T0 = 0.05
  advance(T0)
  local container = list.view.superview
  -- The mirrors are on top of both controllers' views; the real ones hidden as the article says.
  expect.equal(#container.subviews, 4, "views in the container")
  local background = container.subviews[3]
  ---@type ImageView
  local pizza = container.subviews[4]
  expect.equal(pizza.imageName, "quattro formaggi", "the mirrored pizza")
  expect.equal(background.cornerRadius, 16, "the mirrored background's corners")
  expect.truthy(list.collectionView.isHidden, "the collection view is hidden")
  expect.truthy(find("detail").isHidden, "the detail's view is hidden")
  expect.frame(pizza, {205, 328, 165, 176})

  -- Phase 1, animator 1: the background scales to 0.9 about its centre on the spring.
  advance(0.25)
  local s = 1 - 0.1 * criticalSpring(0.25, FIRST)   -- x(0.25) = 0.9445: scale 0.9055
  expect.frame(background, {287.5 - 165 * s / 2, 428 - 200 * s / 2, 165 * s, 200 * s}, 0.01)
  expect.frame(pizza, {205, 328, 165, 176})          -- not moving yet

  -- Phase 2, animator 2, started by animator 1's completion at 0.5 s: ease-in-out over 1 s.
  gallery { moment = T0 + FIRST + 0.5 }
  advanceTo(T0 + FIRST + 0.5)
  local e = easeInOut(0.5 / SECOND)                   -- 0.5: half way, and half a turn is a quarter turn
  -- The pizza: centre and size half way to the detail's image, turned by π/2, so its frame (the
  -- bounding box) has width and height swapped: 238 × 232.5 about (241.25, 358).
  expect.frame(pizza, turnedBox(lerp(287.5, 195, e), lerp(416, 300, e), lerp(165, 300, e), lerp(176, 300, e), math.pi * e), 0.01)
  -- The background: its frame set to the screen while scaled 0.9 — UIKit (CALayer's setFrame) keeps
  -- the frame you set, so the bounds go to the screen's size / 0.9 and the scaled box ends on the
  -- screen (L1.10). Half way: centre half way to (195, 422), box 0.9 × bounds half way.
  expect.frame(background, {
    lerp(287.5, 195, e) - 0.9 * lerp(165, W / 0.9, e) / 2, lerp(428, 422, e) - 0.9 * lerp(200, H / 0.9, e) / 2,
    0.9 * lerp(165, W / 0.9, e), 0.9 * lerp(200, H / 0.9, e) }, 0.01)
  advanceTo(T0 + FIRST + 0.9)
  e = easeInOut(0.9 / SECOND)                         -- 0.9803: almost there
  expect.frame(background, {
    lerp(287.5, 195, e) - 0.9 * lerp(165, W / 0.9, e) / 2, lerp(428, 422, e) - 0.9 * lerp(200, H / 0.9, e) / 2,
    0.9 * lerp(165, W / 0.9, e), 0.9 * lerp(200, H / 0.9, e) }, 0.01)
  expect.truthy(find("detail").isHidden, "the detail's view is hidden until the end")
  advanceTo(T0 + DURATION - 0.02)    -- the chain ends at 0.5 + 1 s, not before
  expect.truthy(find("detail").isHidden, "the detail's view is hidden until the end")
  expect.equal(pizza.superview, container, "the mirrored pizza's superview")

  -- The end, at 1.5 s: animator 2's completion shows the real views and removes the mirrors.
  advanceTo(T0 + DURATION + 0.01)
  expect.frame(background, {0, 0, W, H}, 0.01)        -- where it ended: the whole screen
  expect.equal(background.superview, nil, "the mirrored background's superview")
  expect.equal(pizza.superview, nil, "the mirrored pizza's superview")
  expect.truthy(not find("detail").isHidden, "the detail's view is shown")
  expect.truthy(not list.collectionView.isHidden, "the collection view is shown again")
  expect.frame("detailPizza", {45, 50, 300, 300})
  expect.equal(#nav.viewControllers, 2, "controllers on the stack")
  expect.lifecycle { "pizzas.viewWillDisappear", "detail.viewWillAppear", "pizzas.viewDidDisappear", "detail.viewDidAppear" }  -- T3.1
  -- The list is its own navigation delegate: asked for the push's animator (T9.1), which completes
  -- once, at the end of animator 2.
  expect.events { "PizzaViewController.animationControllerFor(push)", "AnimationManager.animateTransition",
                  "push(detail).completeTransition(completed=true)", "PizzaViewController.didShow(detail)" }
  untilIdle()
  expect.invariants()                 -- completeTransition once, appearance balanced, nothing left over
  expect.noDiagnostics()
end)

scenario("the pop animates nothing: it completes at once", function()
  stress(STRESS)
  ---@type PizzaViewController
  local list = UIViewController("pizzas", PizzaViewController)
  local nav = navigation { list, name = "nav" }
  window { root = nav }
  tap { at = {287.5, 428} }
  untilIdle()
  local start = now()
  pop(nav)
  advance(0)                          -- the animator runs on the next run-loop turn and completes
  expect.near(now(), start, 1e-9, "the time the pop took")
  expect.notInHierarchy("detailPizza")
  expect.inHierarchy(list.collectionView)
  expect.equal(#nav.viewControllers, 1, "controllers on the stack")
  expect.lifecycle { "detail.viewWillDisappear", "pizzas.viewWillAppear", "detail.viewDidDisappear", "pizzas.viewDidAppear" }  -- T3.1
  untilIdle()
  expect.invariants()
  expect.noDiagnostics()
end)
