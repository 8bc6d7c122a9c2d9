-- Option sets with Swift's meaning (SW5.1): UIKit's (as the Lua API spells them) and an app's own
-- `struct Badges: OptionSet` (app/). Expected values from Apple's raw values, computed by hand:
--   UIRectEdge: top 1, left 2, bottom 4, right 8, all 15
--   UIView.AnimationOptions: allowUserInteraction 1 << 1; the curve is a 2-bit field at bit 16:
--     easeInOut 0, easeIn 1, easeOut 2, linear 3, so linear (0b11) contains easeIn (0b01)
--   CACornerMask: minXminY 1, maxXminY 2, minXmaxY 4, maxXmaxY 8
--   Badges: fresh 1, sale 2, pinned 4; promoted = [.fresh, .sale] = 3
local EdgeRules = require "app.EdgeRules"
local Badges = require "app.Badges"

scenario("SW5.1 UIRectEdge: contains, insert, intersection and isEmpty on an edge pan's edges", function()
  local rules = EdgeRules.new()
  expect.equal(rules:startsOnLeft(UIScreenEdgePanGestureRecognizer("left")), true, "[.left] contains .left")
  expect.equal(rules:startsOnLeft(UIScreenEdgePanGestureRecognizer("right")), false, "[.right] does not")
  expect.equal(rules:startsOnLeft(UIScreenEdgePanGestureRecognizer("all")), true, ".all contains .left")
  expect.equal(rules:coversBothSides("all"), true, ".all contains [.left, .right]")
  expect.equal(rules:coversBothSides("left"), false, "[.left] lacks .right: every member must be in")
  expect.equal(rules:horizontalEdges("right"), "left|right", "[.left] after insert(.right)")
  expect.equal(rules:horizontalEdges("left"), "left", "inserting a member already in changes nothing")
  expect.equal(rules:verticalPart("all"), "top|bottom", ".all ∩ [.top, .bottom]")
  expect.equal(rules:verticalPart("left"), "none", "[.left] ∩ [.top, .bottom] is empty")
  expect.equal(rules:isNone("none"), true, "no edge")
  expect.equal(rules:isNone("top"), false, "[.top] is not empty")
end)

scenario("SW5.1 UIView.AnimationOptions: the curve field and insert", function()
  local rules = EdgeRules.new()
  expect.equal(rules:curveIsEaseIn({"curveLinear"}), true, "linear's bits (3 << 16) contain easeIn's (1 << 16)")
  expect.equal(rules:curveIsEaseIn({"curveEaseOut"}), false, "easeOut (2 << 16) does not")
  expect.equal(rules:curveIsEaseIn({"allowUserInteraction", "curveEaseIn"}), true, "with another flag")
  expect.equal(table.concat(rules:animationOptions(true), ","), "allowUserInteraction,curveEaseOut", "inserted")
  expect.equal(table.concat(rules:animationOptions(false), ","), "curveEaseOut", "as declared")
end)

scenario("SW5.1 a view's autoresizingMask and a layer's maskedCorners", function()
  local rules = EdgeRules.new()
  local view = UIView{ frame = {0, 0, 100, 100}, name = "pinned" }
  rules:pin(view)
  expect.equal(table.concat(view.autoresizingMask, ","), "flexibleWidth", "[.flexibleWidth, .flexibleHeight] minus .flexibleHeight")
  local layer = view.layer
  layer.maskedCorners = {"layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMaxXMaxYCorner"}
  expect.equal(rules:roundsTopCorners(layer), true, "both top corners are in")
  layer.maskedCorners = {"layerMinXMinYCorner", "layerMaxXMaxYCorner"}
  expect.equal(rules:roundsTopCorners(layer), false, "the top right one is not")
end)

scenario("SW5.1 an app's own OptionSet: literals, formUnion, remove, contains, union, isEmpty", function()
  local rules = EdgeRules.new()
  expect.equal(rules:get_hasNoBadges(), true, "var badges: Badges = [] is empty")
  expect.equal(Badges.promoted.rawValue, 3, "[.fresh, .sale]")
  rules:mark(Badges.promoted)
  expect.equal(rules:shows(Badges.fresh), true, "marked")
  expect.equal(rules:shows(Badges.pinned), false, "not marked")
  expect.equal(rules.badges.rawValue, 3, "formUnion")
  rules:unmark(Badges.sale)
  expect.equal(rules:shows(Badges.sale), false, "removed")
  expect.equal(rules:shows(Badges.fresh), true, "the other stays")
  expect.equal(rules:get_hasNoBadges(), false, "one left")
  rules:unmark(Badges.fresh)
  expect.equal(rules:get_hasNoBadges(), true, "none left")
  expect.equal(rules:promotedAndPinned().rawValue, 7, "[.fresh, .sale] ∪ .pinned")
  expect.equal(rules:shows(rules:promotedAndPinned()), false, "an empty set contains no member")
end)
