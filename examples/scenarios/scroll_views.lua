-- Scroll views that move (docs/scrolling.md, rules SV1.x and G1.x): a list flung by the finger
-- coasts as UIKit's decelerationRate says, rubber-bands and bounces back at the top, a paging
-- carousel snaps to its pages, a delegate may move where a fling rests, and a pan whose delegate
-- recognises simultaneously with the list's own pan runs beside it (what sheet and zoom dismissals need).
--
-- Gesture arithmetic used below: touches are sampled at 120 Hz and a pan begins once the finger
-- has moved more than 10 pt, so a finger moving at 1000 pt/s begins the pan 2 × 8.333 = 16.667 pt
-- in; the content follows the finger from there.
local hysteresis = 2 * 1000 / 120

local function rows(count)
  local names = {}
  for i = 1, count do names[i] = "row " .. i end
  return names
end

--- A full-screen list of 60 rows of 60 pt (3600 pt of content) on the default iPhone 14: the safe
--- area adds 47 pt above and 34 below, so offsets rest from −47 (the first row just under the
--- notch, where the list starts, SV1.1) to 3600 + 34 − 844 = 2790.
local top = -47
local function listScreen()
  local list = UITableView(CGRect(0, 0, 390, 844), 60, rows(60), "list")
  window { root = screen "home" { list } }
  return list
end

scenario("a flick coasts: the velocity decays by decelerationRate every millisecond", function()
  local list = listScreen()
  advance(0)   -- the first layout pass gives the list its safe area, and its offset follows
  expect.equal(list.contentOffset.y, top, "the list starts at its top edge")
  -- 200 pt up in 0.2 s (1000 pt/s), released at 1500 pt/s.
  pan { from = {195, 700}, to = {195, 500}, duration = 0.2, velocity = {0, -1500} }
  advance(0.2)
  local lift = top + 200 - hysteresis
  expect.near(list.contentOffset.y, lift, 1e-6)
  expect.truthy(list.isDecelerating, "coasting after the release")
  -- v(t) = v0·r^(1000 t): offset(t) = x0 + v0·(r^(1000 t) − 1)/(1000·ln r); 0.5 s later:
  local k = 1000 * math.log(0.998)
  advance(0.5)
  expect.near(list.contentOffset.y, lift + 1500 * (math.exp(k * 0.5) - 1) / k, 1e-6)
  untilIdle()
  -- At rest: x0 + v0 / (1000·ln(1/r)) = 136.33 + 749.25.
  expect.near(list.contentOffset.y, lift - 1500 / k, 1e-6)
  expect.equal(list.isDecelerating, false, "isDecelerating at rest")
  expect.noDiagnostics()
end)

scenario("the fast rate stops a flick in a fifth of the distance", function()
  local list = listScreen()
  list.decelerationRate = "fast"
  pan { from = {195, 700}, to = {195, 500}, duration = 0.2, velocity = {0, -1500} }
  untilIdle()
  expect.near(list.contentOffset.y, top + 200 - hysteresis + 1500 / (1000 * math.log(1 / 0.99)), 1e-6)
  expect.noDiagnostics()
end)

scenario("pulled down at the top, the list rubber-bands, then bounces back", function()
  local list = listScreen()
  pan { from = {195, 200}, to = {195, 400}, duration = 0.2, hold = 0.1 }
  advance(0.3)
  -- UIKit's rubber band past the top edge: (1 − 1/(x·0.55/d + 1))·d for x = 183.33 pt pulled, d = 844 pt.
  local pulled = 200 - hysteresis
  expect.near(list.contentOffset.y, top - (1 - 1 / (pulled * 0.55 / 844 + 1)) * 844, 1e-6)
  untilIdle()   -- a critically damped spring back to the edge
  expect.equal(list.contentOffset.y, top, "contentOffset.y after the bounce")
  expect.noDiagnostics()
end)

scenario("a paging carousel snaps to the next page after a short quick flick", function()
  local carousel = UIScrollView(CGRect(45, 300, 300, 200), "carousel")
  carousel.contentSize = CGSize(1500, 200)
  carousel.isPagingEnabled = true
  for page = 0, 4 do
    local card = UIView(CGRect(page * 300 + 10, 10, 280, 180), "card " .. page)
    card.backgroundColor = page % 2 == 0 and "systemBlue" or "systemOrange"
    carousel:addSubview(card)
  end
  window { root = screen "home" { carousel } }
  pan { from = {300, 400}, to = {240, 400}, duration = 0.06, velocity = {-2000, 0} }
  untilIdle()
  expect.equal(carousel.contentOffset.x, 300, "the second page")
  -- A slow drag of less than half a page snaps back to where it was.
  pan { from = {300, 400}, to = {200, 400}, duration = 0.1, hold = 0.2 }
  untilIdle()
  expect.equal(carousel.contentOffset.x, 300, "still the second page")
  expect.noDiagnostics()
end)

scenario("a delegate moves where a fling rests: rows snap to the top edge", function()
  local list = listScreen()
  -- Swift: targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 60).rounded() * 60
  local Snapper = {}
  Snapper.__index = Snapper
  function Snapper:scrollViewWillEndDragging(_, _, target)
    return CGPoint(target.x, math.floor(target.y / 60 + 0.5) * 60)
  end
  local snapper = setmetatable({}, Snapper)
  list.delegate = snapper
  pan { from = {195, 700}, to = {195, 500}, duration = 0.2, velocity = {0, -1500} }
  untilIdle()
  expect.equal(list.contentOffset.y, 900, "row 15 at the top (885.6 rounded to a row)")
  expect.noDiagnostics()
end)

scenario("a dismiss pan recognises simultaneously with the list's scrolling", function()
  local list = listScreen()
  local Dismisser = {}
  Dismisser.__index = Dismisser
  -- gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:): only alongside the list's own pan.
  function Dismisser:gestureRecognizerShouldRecognizeSimultaneouslyWith(_, other)
    return other == list.panGestureRecognizer
  end
  local dismisser = setmetatable({ moves = 0 }, Dismisser)
  local dismissPan = UIPanGestureRecognizer("dismiss")
  dismissPan.delegate = dismisser
  dismissPan:addTarget(function() dismisser.moves = dismisser.moves + 1 end)
  list.superview:addGestureRecognizer(dismissPan)
  -- Pulled down at the top: the list rubber-bands while the dismiss pan follows the same finger.
  pan { from = {195, 200}, to = {195, 500}, duration = 0.3, hold = 0.1 }
  advance(0.2)
  expect.equal(dismissPan.state, "changed", "the dismiss pan")
  expect.equal(list.panGestureRecognizer.state, "changed", "the list's pan")
  expect.truthy(list.contentOffset.y < 0, "the list is pulled past its top")
  untilIdle()
  expect.truthy(dismisser.moves > 10, "the dismiss pan's action ran on every move")
  expect.noDiagnostics()
end)
