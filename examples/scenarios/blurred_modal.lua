gallery {
  section = "UIKit",
  title = "A blurred modal",
  about = "UIVisualEffectView (T12.3): a card slides up over a backdrop whose UIBlurEffect(\"dark\") is "
    .. "animated in alongside the presentation; a swipe down scrubs the blur with the finger, a short one "
    .. "cancels and the blur comes back in full, a long one dismisses it and the blur goes.",
}
-- The roles: animators/slide_up.lua (0.4 s, ease-out, linear while a finger drives it),
-- presentations/blurred_backdrop.lua (the effect view and its alongside animations) and
-- interactions/swipe_down.lua (progress = drag / card height; finishes past half, else cancels).
-- Relies on: an explicit window of 390 × 844 without safe areas and the .custom style, so the
-- card is exactly the lower half (y 422, height 422) whatever the defaults are. Expected amounts
-- are computed here: the ease-out curve by bisection, the scrub as the finger's share of 422 pt.
local slide = animator "animators/slide_up.lua"
local backdrop = presentation "presentations/blurred_backdrop.lua"
local swipeDown = interaction "interactions/swipe_down.lua"

local home = screen "home" {
  backgroundColor = "systemBackground",
  view { "stripe", frame = {0, 180, 390, 60}, backgroundColor = "systemOrange" },
  label { "homeTitle", frame = {20, 80, 350, 40}, text = "Blurred behind", fontSize = 34 },
  image { "photo", frame = {95, 280, 200, 120}, image = "photo" },
}
local card = screen "card" {
  backgroundColor = "white",
  view { "grabber", frame = {177, 6, 36, 5}, backgroundColor = "#d1d1d6", cornerRadius = 2.5 },
  label { "cardTitle", frame = {20, 24, 350, 30}, text = "Swipe me down", fontSize = 22 },
}

local HALF = 422

-- UIViewAnimationCurveEaseOut, cubic-bezier(0, 0, 0.58, 1): x(t) solved by bisection, then y(t).
local function easeOut(x)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local t = (lo + hi) / 2
    local bx = 3 * (1 - t) * t ^ 2 * 0.58 + t ^ 3
    if bx < x then lo = t else hi = t end
  end
  local t = (lo + hi) / 2
  return 3 * (1 - t) * t ^ 2 + t ^ 3
end

local function presentCard()
  window { root = home, size = {390, 844} }
  transition(card, { animator = slide, presentation = backdrop, interactive = swipeDown, style = "custom" })
  return present(home, card)
end

scenario("the blur comes in with the card", function()
  local shown = presentCard()
  gallery { moment = 0.2 }
  advance(0.2)
  -- Half way through the 0.4 s ease-out: the alongside blur is on the same curve as the card (T5.2).
  expect.blur("backdropBlur", easeOut(0.5), 0.002)
  expect.frame("card", {0, 844 - HALF * easeOut(0.5), 390, HALF}, 0.05)
  untilIdle()
  expect.completedOnce(shown)
  expect.blur("backdropBlur", 1)
  expect.order(find("card").superview, { "backdropBlur", "card" })
  expect.noDiagnostics()
end)

scenario("a short swipe scrubs the blur, then cancels and it comes back", function()
  presentCard()
  untilIdle()
  local start = now()
  pan { from = {195, 600}, to = {195, 680}, duration = 0.4, hold = 0.1 }
  gallery { moment = start + 0.45 }
  advance(0.45)
  -- Held 80 pt down: the dismissal is 80 / 422 done, the blur's fade out as much (linear while interactive).
  expect.frame("card", {0, HALF + 80, 390, HALF}, 0.01)
  expect.blur("backdropBlur", 1 - 80 / HALF, 0.002)
  untilIdle()
  expect.equal(home.presentedViewController, card, "home's presented controller")
  expect.blur("backdropBlur", 1)          -- the alongside animation ran back with the cancel (T5.6)
  expect.frame("card", {0, HALF, 390, HALF})
  expect.invariants()
  expect.noDiagnostics()
end)

scenario("a long swipe scrubs the blur away and dismisses the card", function()
  presentCard()
  untilIdle()
  local start = now()
  pan { from = {195, 600}, to = {195, 850}, duration = 0.3, hold = 0.2 }
  gallery { moment = start + 0.4 }
  advance(0.4)
  -- Held 250 pt down: 250 / 422 of the way, past half, so the release finishes the dismissal.
  expect.blur("backdropBlur", 1 - 250 / HALF, 0.002)
  untilIdle()
  expect.equal(home.presentedViewController, nil, "home's presented controller")
  expect.notInHierarchy("backdropBlur")   -- gone with the container (T1.9)
  expect.lifecycle { "card.viewWillDisappear", "card.viewDidDisappear" }
  expect.invariants()
  expect.noDiagnostics()
end)
