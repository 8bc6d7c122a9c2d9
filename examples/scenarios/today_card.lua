gallery { section = "UIKit", title = "App Store \"Today\" card", about = "screens/today_list.lua, animators/today_card.lua: a card laid out with Auto Layout grows into its story as four constraint constants go to 0 and layoutIfNeeded() runs in a spring property animator, the corners squaring off; a tap while it grows reverses it; a drag down shrinks the story with the finger and, let go far enough or flicked, shrinks it back into its card." }
-- What it relies on: a bare 390 × 844 window (no safe area) given explicitly, the `.custom` style set
-- by the list, so the default presentation controller's container is the window's bounds.
--
-- Expected values by hand. The constraints: the card is 20 pt from the sides, 120 pt under the top
-- and 420 pt tall, so {20, 120, 350, 420}; its title 20 pt in, 33.667 pt tall (28 pt × 1.193359375
-- = 33.41, rounded up to a third of a point, T12.2e). The story starts pinned to the container's
-- edges with constants (120, 20, −20, −304) — the card — and those go to 0: every edge moves
-- linearly in the spring's progress p, so the story's frame is card + (screen − card) · p, and the
-- layout pass gives its header the story's width and its title that width less 40.
-- The springs (docs/timing.md, `duration, dampingRatio`, v0 = 0): ζ = 0.8 settles to 0.001 at T when
-- (ζ / √(1 − ζ²)) · e^(−ζ ω0 T) = 0.001, so ω0 = ln(1000 · 4/3) / (0.8 T); then
-- p(t) = 1 − e^(−ζ ω0 t) · (cos(ωd t) + ζ ω0 / ωd · sin(ωd t)), ωd = 0.6 ω0. T = 0.6 s growing
-- (ω0 = 14.99: p(0.1) = 0.4978), 0.5 s shrinking back (p(0.1) = 0.6093), 0.4 s for the
-- story's spring back to full size (p(0.1) = 0.7484).
local TodayViewController = require("screens.today_list")

local W, H = 390, 844
local CARD = { 20, 120, 350, 420 }
local SCREEN = { 0, 0, W, H }
local TITLE_HEIGHT = 101 / 3   -- ⌈28 × 1.193359375 × 3⌉ / 3

--- The spring's progress at t for a `duration, dampingRatio` spring from rest (see above).
local function spring(t, dampingRatio, duration)
  local z = dampingRatio
  local w0 = math.log(1000 * z / math.sqrt(1 - z * z)) / (z * duration)
  local beta, wd = z * w0, w0 * math.sqrt(1 - z * z)
  return 1 - math.exp(-beta * t) * (math.cos(wd * t) + beta / wd * math.sin(wd * t))
end

local function between(a, b, p)
  return { a[1] + (b[1] - a[1]) * p, a[2] + (b[2] - a[2]) * p, a[3] + (b[3] - a[3]) * p, a[4] + (b[4] - a[4]) * p }
end

--- The on-screen box of a view with bounds size {w, h} centred at {cx, cy} and scaled by s.
local function scaledBox(cx, cy, w, h, s)
  return { cx - s * w / 2, cy - s * h / 2, s * w, s * h }
end

local function showToday()
  local today = UIViewController("today", TodayViewController)
  window { root = today, size = {W, H} }
  advance(0)                                     -- the first layout pass places the card
  return today
end

-- Taps the card and lets the story grow to rest; returns the list and the story.
local function openStory()
  local today = showToday()
  tap { at = {195, 330} }
  untilIdle()
  return today, today.presentedViewController
end

local T0 = 0.05                                  -- tap's finger lifts: the tap presents, the card starts growing

scenario("tapping the card grows it into the story on a spring", function()
  local today = showToday()
  expect.frame("card", CARD)
  expect.frame("cardTitle", { 20, 20, 310, TITLE_HEIGHT })
  tap { at = {195, 330} }
  advanceTo(T0)
  local story = today.presentedViewController
  expect.truthy(story ~= nil and story:isKind("TodayDetailViewController"), "the story is being presented")
  expect.frame(story.view, CARD)
  expect.near(story.view.layer:presentation().cornerRadius, 16, 1e-6, "the card's corners at the start")

  gallery { moment = T0 + 0.1 }
  advanceTo(T0 + 0.1)
  local p = spring(0.1, 0.8, 0.6)                -- 0.4978
  local frame = between(CARD, SCREEN, p)
  expect.frame(story.view, frame, 0.01)
  expect.frame("heroImage", { 0, 0, frame[3], 420 }, 0.01)                -- in the story's coordinates
  expect.frame("storyTitle", { 20, 20, frame[3] - 40, TITLE_HEIGHT }, 0.01)
  expect.near(story.view.layer:presentation().cornerRadius, 16 * (1 - p), 1e-3, "the corners squaring off")
  advanceTo(T0 + 0.25)
  expect.frame(story.view, between(CARD, SCREEN, spring(0.25, 0.8, 0.6)), 0.01)

  untilIdle()
  expect.frame(story.view, SCREEN)
  expect.frame("storyBody", { 20, 440, 350, 61 / 3 })                     -- 17 pt × 1.193359375 → 20.333
  expect.equal(story.view.layer.cornerRadius, 0, "square corners at rest")
  expect.inHierarchy("card")                     -- .custom: the list stays under the story (T1.10)
  expect.events { "TodayCardTransition.animationControllerForPresented", "present(story).begin",
                  "TodayCardAnimator.animateTransition", "present(story).completeTransition(completed=true)",
                  "PresentationController.presentationTransitionDidEnd(completed=true)" }
  expect.lifecycle({ "story.viewDidLoad", "story.viewWillAppear", "story.viewIsAppearing", "story.viewDidAppear" },
                   { exact = true })
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("a tap while the card grows sends it back, and the next tap opens it", function()
  local today = showToday()
  tap { at = {195, 330} }
  advanceTo(T0 + 0.15)
  tap { at = {195, 400} }                        -- on the growing story; lifts 0.05 s later
  local reversedAt = T0 + 0.2                    -- 0.2 s into the 0.6-s spring
  advanceTo(reversedAt)
  local story = today.presentedViewController
  expect.frame(story.view, between(CARD, SCREEN, spring(0.2, 0.8, 0.6)), 0.01)
  expect.truthy(today.presentedViewController == story, "still presenting at the reversal")
  -- Reversed while running (T7.3): the same spring played backwards from there, so 0.05 s and
  -- 0.1 s later the story is where it was 0.15 s and 0.1 s into the expansion, and it is back
  -- on the card 0.2 s after the tap.
  advanceTo(reversedAt + 0.05)
  expect.frame(story.view, between(CARD, SCREEN, spring(0.15, 0.8, 0.6)), 0.01)
  gallery { moment = reversedAt + 0.1 }
  advanceTo(reversedAt + 0.1)
  expect.frame(story.view, between(CARD, SCREEN, spring(0.1, 0.8, 0.6)), 0.01)
  advanceTo(reversedAt + 0.2)
  expect.frame(story.view, CARD, 0.01)
  untilIdle()
  -- Completed at .start: completeTransition(false), the presentation never happened.
  expect.events { "present(story).completeTransition(completed=false)",
                  "PresentationController.presentationTransitionDidEnd(completed=false)" }
  expect.equal(today.presentedViewController, nil, "the list's presented controller after the interrupt")
  expect.notInHierarchy(story.view)
  expect.frame("card", CARD)
  expect.lifecycle({ "story.viewDidLoad", "story.viewWillAppear", "story.viewIsAppearing", "story.viewWillDisappear",
                     "story.viewDidDisappear" }, { exact = true })
  expect.invariants()
  expect.noDiagnostics()

  tap { at = {195, 330} }                        -- the list works as before
  untilIdle()
  local again = today.presentedViewController
  expect.truthy(again ~= nil and again ~= story, "a new story is presented")
  expect.frame(again.view, SCREEN)
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("a short drag down shrinks the story with the finger, and it springs back", function()
  local today, story = openStory()
  local start = now()
  -- Down 50 pt in 0.25 s, held 0.1 s, lifted at rest: progress 0.25, scale 0.95 at the most.
  pan { from = {195, 300}, to = {195, 350}, duration = 0.25, hold = 0.1 }
  advanceTo(start + 0.15)                        -- 30 pt: progress 0.15, scale 1 − 0.2 × 0.15 = 0.97
  expect.frame(story.view, scaledBox(195, 422, W, H, 0.97), 0.01)
  gallery { moment = start + 0.3 }
  advanceTo(start + 0.3)                         -- 50 pt, held: scale 0.95
  expect.frame(story.view, scaledBox(195, 422, W, H, 0.95), 0.01)
  local release = start + 0.35                   -- under half way and no speed: back to full size
  advanceTo(release + 0.1)
  expect.frame(story.view, scaledBox(195, 422, W, H, 0.95 + 0.05 * spring(0.1, 0.8, 0.4)), 0.01)
  untilIdle()
  expect.frame(story.view, SCREEN)
  expect.equal(today.presentedViewController, story, "still presented")
  expect.lifecycle({ "story.viewDidLoad", "story.viewWillAppear", "story.viewIsAppearing", "story.viewDidAppear" },
                   { exact = true })
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("a long drag down shrinks the story back into its card", function()
  local today, story = openStory()
  local start = now()
  -- Down 140 pt in 0.35 s, held 0.05 s: progress 0.7, scale 0.86; let go past half way, it dismisses.
  pan { from = {195, 300}, to = {195, 440}, duration = 0.35, hold = 0.05 }
  local release = start + 0.4
  advanceTo(release)
  expect.frame(story.view, scaledBox(195, 422, W, H, 0.86), 0.01)
  -- The dismissal's spring p (0.5 s) moves the centre from (195, 422) to the card's (195, 330),
  -- the size from 390 × 844 to 350 × 420, and the scale from 0.86 back to 1, all in step.
  gallery { moment = release + 0.1 }
  advanceTo(release + 0.1)
  local p = spring(0.1, 0.8, 0.5)                -- 0.6093
  expect.frame(story.view, scaledBox(195, 422 + (330 - 422) * p, W + (350 - W) * p, H + (420 - H) * p, 0.86 + 0.14 * p), 0.01)
  expect.near(story.view.layer:presentation().cornerRadius, 16 * p, 1e-3, "the card's corners coming back")
  untilIdle()
  expect.equal(today.presentedViewController, nil, "the list's presented controller after the dismissal")
  expect.notInHierarchy(story.view)
  expect.frame(story.view, CARD)                 -- where the dismissal left it: the card
  expect.frame("card", CARD)
  expect.events { "TodayCardTransition.animationControllerForDismissed", "dismiss(story).begin",
                  "dismiss(story).completeTransition(completed=true)" }
  expect.lifecycle({ "story.viewWillDisappear", "story.viewDidDisappear" })
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("a flick down dismisses however short the drag", function()
  local today, story = openStory()
  -- 40 pt (progress 0.2, under half way) but let go at 1,500 pt/s downwards.
  pan { from = {195, 300}, to = {195, 340}, duration = 0.2, velocity = {0, 1500} }
  untilIdle()
  expect.equal(today.presentedViewController, nil, "the list's presented controller after the flick")
  expect.frame(story.view, CARD)
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("the open story follows the window to landscape and back, then shrinks into its card", function()
  local _, story = openStory()
  -- Pinned by its four edges at constant 0, the story takes the container's new size, and the
  -- layout pass at the end of the turn lays the header, the title and the list's card out again:
  -- 844 wide, the title 844 − 40, the card 844 − 40 (T12.2f, LY1.2).
  resize { 844, 390 }
  advance(0)
  expect.frame(story.view, { 0, 0, 844, 390 })
  expect.frame("heroImage", { 0, 0, 844, 420 })
  expect.frame("storyTitle", { 20, 20, 804, TITLE_HEIGHT })
  expect.frame("card", { 20, 120, 804, 420 })
  resize { W, H }
  advance(0)
  expect.frame(story.view, SCREEN)
  expect.frame("card", CARD)
  local gone = dismiss(story)
  untilIdle()
  expect.completedOnce(gone)
  expect.frame(story.view, CARD)
  expect.invariants()
  expect.noDiagnostics()
end)
