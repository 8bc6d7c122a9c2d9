gallery { section = "Libraries", title = "Card stack (Deck)", about = "presentations/deck.lua and animators/deck_card.lua, after DeckTransition: a card slides up, the screen behind shrinks back with rounded corners; a second card stacks on the first; a pull down dismisses, following the finger." }
-- A card stack in the style of DeckTransition (presentations/deck.lua, animators/deck_card.lua).
-- Expected values are worked by hand from the two scripts' numbers: the card slides 0.3 s on UIKit's
-- ease-out, cubic-bezier(0, 0, 0.58, 1), from below the screen to y 40; the view behind shrinks
-- alongside (same duration and curve, T5.2) to 90 % about its centre with its top at 20 (the root)
-- or 10 pt above its own top (a card). The window is 390 × 844, so:
--   the root: centre y 422, 90 % is 351 × 759.6, its top at 422 − 379.8 = 42.2 before the
--   translation, so ty = 20 − 42.2 = −22.2 and it ends at {19.5, 20, 351, 759.6};
--   the first card: {0, 40, 390, 804}, centre y 442, 90 % is 351 × 723.6, top 442 − 361.8 = 80.2,
--   ty = 30 − 80.2 = −50.2, ending at {19.5, 30, 351, 723.6}.
-- A transform from the identity to scale s with a translation interpolates its scale and its
-- translation linearly in the curve's progress e (L2.3), so mid-way the box is scaled by
-- 1 − 0.1·e about the centre and moved by ty·e.
local deckCard = animator "animators/deck_card.lua"
local deck = presentation "presentations/deck.lua"

local W, H = 390, 844

local function easeOut(x)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local t = (lo + hi) / 2
    local bx = 3 * (1 - t) * t ^ 2 * 0.58 + t ^ 3
    if bx < x then lo = t else hi = t end
  end
  local t = (lo + hi) / 2
  return 3 * (1 - t) ^ 2 * t * 0 + 3 * (1 - t) * t ^ 2 * 1 + t ^ 3
end

--- The box of a view with frame {x, y, w, h} shrunk to s about its centre and moved down by ty.
local function shrunk(frame, s, ty)
  local cx, cy = frame[1] + frame[3] / 2, frame[2] + frame[4] / 2
  return { cx - s * frame[3] / 2, cy - s * frame[4] / 2 + ty, s * frame[3], s * frame[4] }
end

local function screens()
  local library = screen "library" {
    backgroundColor = "systemIndigo",
    label { "libraryTitle", frame = {20, 60, 350, 40}, text = "Library", fontSize = 34, textColor = "white" },
  }
  local player = screen "player" {
    backgroundColor = "white",
    view { "artwork", frame = {45, 60, 300, 300}, backgroundColor = "systemPink", cornerRadius = 12 },
    label { "songTitle", frame = {20, 390, 350, 30}, text = "Now Playing", fontSize = 24 },
  }
  local lyrics = screen "lyrics" {
    backgroundColor = "systemOrange",
    label { "lyricsTitle", frame = {20, 40, 350, 30}, text = "Lyrics", fontSize = 24 },
  }
  window { root = library }
  library.view.window.backgroundColor = "black"   -- what shows around the shrunk screen
  transition(player, { animator = deckCard, presentation = deck })
  transition(lyrics, { animator = deckCard, presentation = deck })
  return library, player, lyrics
end

local rootFrame, cardFrame = { 0, 0, W, H }, { 0, 40, W, H - 40 }

scenario("a card slides up and the screen behind shrinks back with rounded corners", function()
  local library, player = screens()
  local shown = present(library, player)
  gallery { moment = 0.15 }
  advance(0.15)
  local e = easeOut(0.15 / 0.3)
  expect.frame("player", { 0, H - 804 * e, W, 804 }, 0.01)
  expect.frame("library", shrunk(rootFrame, 1 - 0.1 * e, -22.2 * e), 0.01)
  expect.equal(library.view.layer.cornerRadius, 10, "the model corner radius of the screen behind")
  untilIdle()
  expect.completedOnce(shown)
  expect.frame("player", cardFrame)
  expect.frame("library", { 19.5, 20, 351, 759.6 }, 0.01)
  expect.truthy(library.view.clipsToBounds, "the screen behind clips to its rounded corners")
  expect.inHierarchy("libraryTitle")   -- .custom leaves the presenting view (T1.10)
  expect.equal(player.view.layer.cornerRadius, 10, "the card's corner radius")

  local gone = dismiss(player)
  advance(0.15)
  expect.frame("player", { 0, 40 + 804 * e, W, 804 }, 0.01)
  -- Back from 90 % toward the identity: the same curve from the other end.
  expect.frame("library", shrunk(rootFrame, 0.9 + 0.1 * e, -22.2 * (1 - e)), 0.01)
  untilIdle()
  expect.completedOnce(gone)
  expect.frame("library", rootFrame)
  expect.equal(library.view.layer.cornerRadius, 0, "the screen's corner radius, restored")
  expect.truthy(not library.view.clipsToBounds, "clipsToBounds restored")
  expect.notInHierarchy("songTitle")
  -- T3.5: the presented card gets each appearance call once (the presenting screen gets none).
  expect.lifecycle({ "player.viewDidLoad", "player.viewWillAppear", "player.viewIsAppearing", "player.viewDidAppear",
                     "player.viewWillDisappear", "player.viewDidDisappear" }, { exact = true })
  expect.noDiagnostics()
end)

scenario("a second card stacks on the first, which shrinks back in turn", function()
  local library, player, lyrics = screens()
  local first = present(library, player)
  untilIdle()
  local second = present(player, lyrics)
  gallery { moment = 0.45 }
  advance(0.15)
  local e = easeOut(0.15 / 0.3)
  expect.frame("lyrics", { 0, H - 804 * e, W, 804 }, 0.01)
  expect.frame("player", shrunk(cardFrame, 1 - 0.1 * e, -50.2 * e), 0.01)
  expect.frame("library", { 19.5, 20, 351, 759.6 }, 0.01)   -- the root stays where it went
  untilIdle()
  expect.completedOnce(first)
  expect.completedOnce(second)
  expect.frame("lyrics", cardFrame)
  expect.frame("player", { 19.5, 30, 351, 723.6 }, 0.01)
  expect.equal(player.presentedViewController, lyrics, "the first card's presented controller")

  local gone = dismiss(lyrics)
  untilIdle()
  expect.completedOnce(gone)
  expect.frame("player", cardFrame)
  expect.equal(player.view.layer.cornerRadius, 10, "the first card keeps its own corner radius")
  expect.notInHierarchy("lyricsTitle")
  expect.lifecycle { "player.viewWillAppear", "player.viewDidAppear", "lyrics.viewWillAppear", "lyrics.viewDidAppear",
                     "lyrics.viewWillDisappear", "lyrics.viewDidDisappear" }
  expect.noDiagnostics()
end)

-- DeckTransition dismisses a card with a downward swipe by default. interactions/swipe_down.lua is
-- that gesture: the dismissal follows the finger (percent = drag / the card's 804 pt, the card's
-- slide linear while interactive), finishes past half the card, else runs back (T6.3).
local function presentWithPull()
  local library, player = screens()
  transition(player, { animator = deckCard, presentation = deck, interactive = "interactions/swipe_down.lua" })
  local shown = present(library, player)
  untilIdle()
  expect.completedOnce(shown)
  return library, player
end

scenario("a pull down past half the card dismisses it, the screen behind coming forward", function()
  local library = presentWithPull()
  local start = now()
  pan { from = {195, 300}, to = {195, 750}, duration = 0.4, hold = 0.1 }
  gallery { moment = start + 0.3 }
  advance(0.45)
  -- 450 pt of 804: the card's top has followed the finger from 40 to 490.
  expect.frame("player", { 0, 40 + 450, W, 804 }, 0.01)
  -- The alongside return of the screen behind is scrubbed with it, on the animator's curve (T5.2,
  -- T6.2): a fraction q = 450 / 804 of the way from 90 % back to the identity.
  local q = 450 / 804
  expect.frame("library", shrunk(rootFrame, 0.9 + 0.1 * q, -22.2 * (1 - q)), 0.01)
  untilIdle()   -- released at 56 %: it finishes
  expect.equal(library.presentedViewController, nil, "the library's presented controller")
  expect.frame("library", rootFrame)
  expect.equal(library.view.layer.cornerRadius, 0, "the screen's corner radius, restored")
  expect.notInHierarchy("songTitle")
  expect.lifecycle { "player.viewWillDisappear", "player.viewDidDisappear" }
  expect.noDiagnostics()
end)

scenario("a short pull lets the card settle back, the screen behind pushed back again", function()
  local library, player = presentWithPull()
  pan { from = {195, 300}, to = {195, 400}, duration = 0.4, hold = 0.1 }
  advance(0.45)
  expect.frame("player", { 0, 40 + 100, W, 804 }, 0.01)
  untilIdle()   -- released at 12 %: it runs back (T6.3), the alongside shrink too (T5.6)
  expect.equal(library.presentedViewController, player, "the library's presented controller")
  expect.frame("player", cardFrame)
  expect.frame("library", { 19.5, 20, 351, 759.6 }, 0.01)
  expect.equal(library.view.layer.cornerRadius, 10, "the screen behind keeps its rounded corners")
  expect.truthy(library.view.clipsToBounds, "and its clipping")
  expect.lifecycle { "player.viewWillDisappear", "player.viewWillAppear", "player.viewDidAppear" }   -- T3.7
  expect.noDiagnostics()
end)
