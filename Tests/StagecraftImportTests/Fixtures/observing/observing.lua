-- Key-value observing in Swift (app/CardTracker.swift: observe(\.frame, options: [.initial]) and
-- observe(\.transform, options: [.old, .new]), the observations released by setting them to nil).
-- T12.7: a handler runs once per setter call, at once, with the model value; only the observed
-- property's setter notifies.
local CardTracker = require "app.CardTracker"

scenario("the badge follows the card's frame from the first call on", function()
  local card = UIView({100, 200, 80, 40}, "card")
  local tracker = CardTracker.new(card)
  -- .initial: the handler ran before observe returned
  expect.equal(tracker.frameCalls, 1)
  expect.equal(tracker.badge.frame, CGRect(160, 200, 20, 20))
  card.frame = CGRect(10, 20, 100, 50)
  expect.equal(tracker.frameCalls, 2)
  expect.equal(tracker.badge.frame, CGRect(90, 20, 20, 20))
  -- the same frame again still notifies (automatic KVO wraps the setter)
  card.frame = CGRect(10, 20, 100, 50)
  expect.equal(tracker.frameCalls, 3)
  -- a new center is no frame notification: the badge stays where it was
  card.center = CGPoint(300, 300)
  expect.equal(tracker.frameCalls, 3)
  expect.equal(tracker.badge.frame, CGRect(90, 20, 20, 20))
end)

scenario("inside an animation the handler runs once, at once, with the final frame", function()
  local home = screen "home" { backgroundColor = "white" }
  window { root = home, size = {390, 844} }
  local card = UIView({0, 0, 100, 100}, "card")
  home.view:addSubview(card)
  local tracker = CardTracker.new(card)
  UIView.animate(1, function() card.frame = CGRect(0, 400, 100, 100) end)
  expect.equal(tracker.frameCalls, 2)
  expect.equal(tracker.badge.frame, CGRect(80, 400, 20, 20))
  advance(0.5)
  expect.equal(tracker.frameCalls, 2)
  untilIdle()
  expect.equal(tracker.frameCalls, 2)
end)

scenario("the transform's old and new values come with the options that ask for them", function()
  local card = UIView({0, 0, 100, 100}, "card")
  local tracker = CardTracker.new(card)
  expect.equal(tracker.transformCalls, 0)   -- no .initial for this one
  card.transform = CGAffineTransform{ scaleX = 0.5, y = 0.5 }
  expect.equal(tracker.transformCalls, 1)
  expect.equal(tracker.oldScale, 1)
  expect.equal(tracker.newScale, 0.5)
  card.transform = CGAffineTransform{ scaleX = 0.25, y = 0.25 }
  expect.equal(tracker.oldScale, 0.5)
  expect.equal(tracker.newScale, 0.25)
end)

scenario("set to nil, an observation stops; started again, one handler runs per change", function()
  local card = UIView({0, 0, 100, 100}, "card")
  local tracker = CardTracker.new(card)
  tracker:stop()
  card.frame = CGRect(5, 5, 10, 10)
  card.transform = CGAffineTransform{ scaleX = 2, y = 2 }
  expect.equal(tracker.frameCalls, 1)
  expect.equal(tracker.transformCalls, 0)
  tracker:start()   -- .initial again: 2
  tracker:start()   -- replaces the first pair, which is invalidated: 3
  expect.equal(tracker.frameCalls, 3)
  card.frame = CGRect(0, 0, 50, 50)
  expect.equal(tracker.frameCalls, 4)
end)
