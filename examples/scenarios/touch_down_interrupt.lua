gallery { section = "UIKit", title = "Touch-down interruptible transition", about = "delegates/touch_down.lua, the pattern of WWDC 2016 \"Advanced Animations with UIKit\": a screen slides up on a UIViewPropertyAnimator; a long press with minimumPressDuration = 0 on the container freezes it the moment a finger lands, a pan scrubs fractionComplete with the finger, and the release continues it forwards or reversed by the pan's direction." }
-- What it relies on: a bare 390 × 844 window (no safe area) and the `.custom` style, both given
-- explicitly; the default presentation controller, whose container is the window's bounds, so the
-- shown frame is {0, 0, 390, 844} and the start just below it, {0, 844, 390, 844}.
--
-- Expected values by hand from the script's numbers: the slide is 0.8 s on UIKit's ease-in-out,
-- cubic-bezier(0.42, 0, 0.58, 1), so running by itself the screen's y is 844 · (1 − e(t / 0.8)).
-- Paused (T7.1) the animator scrubs linearly (T7.9 scrubsLinearly), so fractionComplete is the
-- value's progress, f = e(t / 0.8) at touch-down, and a drag of d points up makes y = 844 (1 − f) − d.
-- The release continues the animator (T7.8) from where it is over the share of 0.8 s still to
-- cover, with its own ease-in-out: forwards y(s) = y₀ (1 − e(s / T)), T = 0.8 (1 − f); reversed
-- y(s) = y₀ + (844 − y₀) e(s / T), T = 0.8 f (ease-in-out is symmetric, so running it backwards is
-- the same curve).
local TouchDownTransition = require("delegates.touch_down")

local W, H, DURATION = 390, 844, 0.8

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

local function frameAtY(y) return { 0, y, W, H } end

-- A home screen and a player presented over it (.custom) with the touch-down transition.
local function screens()
  local home = screen "home" {
    backgroundColor = "systemGroupedBackground",
    label { "homeTitle", frame = {20, 60, 350, 40}, text = "Listen Now", fontSize = 34 },
  }
  local player = screen "player" {
    backgroundColor = "systemIndigo",
    view { "artwork", frame = {45, 120, 300, 300}, backgroundColor = "systemPink", cornerRadius = 12 },
    label { "songTitle", frame = {20, 450, 350, 30}, text = "Now Playing", fontSize = 24, textColor = "white" },
  }
  player.modalPresentationStyle = "custom"
  window { root = home, size = {W, H} }
  transition(player, { delegate = TouchDownTransition.new() })
  return home, player
end

local TOUCH = 0.3                                  -- the finger lands 0.3 s into the 0.8 s slide
local F = easeInOut(TOUCH / DURATION)              -- e(0.375) ≈ 0.2928: the fraction it is caught at
local Y_CAUGHT = H * (1 - F)                       -- ≈ 596.9

scenario("a finger down freezes the slide-up; lifted, it carries on", function()
  local home, player = screens()
  local shown = present(home, player)
  advance(0.15)
  expect.frame("player", frameAtY(H * (1 - easeInOut(0.15 / DURATION))), 0.01)
  advanceTo(TOUCH)
  press { at = {195, 700}, duration = 0.4 }       -- touch-down at 0.3 s, lifted at 0.7 s
  advanceFrames(1)
  expect.frame("player", frameAtY(Y_CAUGHT), 0.01)
  -- Frozen: the same frame on successive frames while the finger rests.
  local frozen = player.view.presentationFrame
  advanceFrames(3)
  expect.equal(player.view.presentationFrame, frozen, "the caught frame three frames later")
  gallery { moment = TOUCH + 0.2 }
  advanceTo(TOUCH + 0.39)
  expect.equal(player.view.presentationFrame, frozen, "the caught frame just before the lift")
  expect.truthy(home.presentedViewController == player, "presented while held")
  -- Lifted at 0.7 s without a drag: forwards, over the 71 % of 0.8 s still to cover (1 − F).
  local lift = TOUCH + 0.4
  local T = DURATION * (1 - F)
  advanceTo(lift + T / 2)
  expect.frame("player", frameAtY(Y_CAUGHT * (1 - easeInOut(0.5))), 0.01)
  untilIdle()
  expect.frame("player", frameAtY(0))
  expect.completedOnce(shown)
  expect.lifecycle({ "player.viewDidLoad", "player.viewWillAppear", "player.viewIsAppearing", "player.viewDidAppear" },
                   { exact = true })
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("dragging scrubs the caught slide with the finger; a flick down sends it back", function()
  local home, player = screens()
  local shown = present(home, player)
  advanceTo(TOUCH)
  -- Down 100 pt in 0.4 s (250 pt/s), released still moving at 1,000 pt/s.
  pan { from = {195, 600}, to = {195, 700}, duration = 0.4, velocity = {0, 1000} }
  advanceTo(TOUCH + 0.1)                           -- 25 pt down
  expect.frame("player", frameAtY(Y_CAUGHT + 25), 0.01)
  advanceTo(TOUCH + 0.2)                           -- 50 pt down
  local at50 = player.view.presentationFrame.origin.y
  gallery { moment = TOUCH + 0.2 }
  advanceTo(TOUCH + 0.3)                           -- 75 pt down: 25 pt more, 25 pt lower
  expect.near(player.view.presentationFrame.origin.y - at50, 25, 0.01, "the scrub follows the finger")
  expect.frame("player", frameAtY(Y_CAUGHT + 75), 0.01)
  -- Released 100 pt down, flicked down: reversed, over the fraction it has to give back.
  local release = TOUCH + 0.4
  local y0 = Y_CAUGHT + 100
  local T = DURATION * (1 - y0 / H)
  advanceTo(release + T / 2)
  expect.frame("player", frameAtY(y0 + (H - y0) * easeInOut(0.5)), 0.01)
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller after the cancel")
  expect.notInHierarchy("player")
  expect.completions(shown, 0)
  -- A cancelled presentation (T3.7): the appearing controller hears will-disappear and did-disappear.
  expect.lifecycle({ "player.viewDidLoad", "player.viewWillAppear", "player.viewIsAppearing", "player.viewWillDisappear",
                     "player.viewDidDisappear" }, { exact = true })
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("dragging the caught slide up past half way and letting go finishes it", function()
  local home, player = screens()
  local shown = present(home, player)
  advanceTo(TOUCH)
  -- Up 300 pt in 0.5 s, then held still 0.1 s: released with no speed, so the furthest side wins.
  pan { from = {195, 700}, to = {195, 400}, duration = 0.5, hold = 0.1 }
  advanceTo(TOUCH + 0.25)                          -- 150 pt up
  expect.frame("player", frameAtY(Y_CAUGHT - 150), 0.01)
  advanceTo(TOUCH + 0.55)                          -- 300 pt up, held
  local y0 = Y_CAUGHT - 300                        -- fraction 1 − y0 / 844 ≈ 0.65 > 0.5
  expect.frame("player", frameAtY(y0), 0.01)
  local release = TOUCH + 0.6
  local T = DURATION * (y0 / H)
  advanceTo(release + T / 2)
  expect.frame("player", frameAtY(y0 * (1 - easeInOut(0.5))), 0.01)
  untilIdle()
  expect.frame("player", frameAtY(0))
  expect.completedOnce(shown)
  expect.lifecycle({ "player.viewDidLoad", "player.viewWillAppear", "player.viewIsAppearing", "player.viewDidAppear" },
                   { exact = true })
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("the dismissal is caught at touch-down too; dragged back up, the player stays", function()
  local home, player = screens()
  present(home, player)
  untilIdle()
  local start = now()
  local gone = dismiss(player)
  advanceTo(start + TOUCH)
  -- The dismissal slides down: caught at the same fraction, it is at 844 · F.
  pan { from = {195, 500}, to = {195, 400}, duration = 0.4, velocity = {0, -1000} }
  advanceTo(start + TOUCH + 0.2)                   -- 50 pt back up
  expect.frame("player", frameAtY(H * F - 50), 0.01)
  untilIdle()
  expect.frame("player", frameAtY(0))
  expect.truthy(home.presentedViewController == player, "still presented after the cancelled dismissal")
  expect.completions(gone, 0)
  expect.invariants()
  expect.noDiagnostics()
end)
