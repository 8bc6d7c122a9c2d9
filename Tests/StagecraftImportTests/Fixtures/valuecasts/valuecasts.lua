-- SW13.1: a geometry value kept as `Any` is read back with `as?`, `is` and `as!` as its own type
-- (app/Stash.swift keeps a rect, a point, a size, insets and the number 3, at 0 … 4).
-- Relies on: nothing on screen.
local Stash = require "app.Stash"

scenario("SW13.1 as? CGRect reads a rect back, and nothing else as one", function()
  local s = Stash.new()
  expect.equal(s:rectHeight(0), 4, "the rect's height")
  expect.equal(s:rectHeight(1), 0, "a point is no rect: .zero")
  expect.equal(s:rectHeight(4), 0, "a number is no rect: .zero")
end)

scenario("SW13.1 is CGPoint, as? CGSize and as? UIEdgeInsets each answer their own kind", function()
  local s = Stash.new()
  expect.truthy(s:hasPoint(1), "a point is a CGPoint")
  expect.truthy(not s:hasPoint(0), "a rect is no CGPoint")
  expect.truthy(not s:hasPoint(2), "a size is no CGPoint")
  expect.equal(s:width(2), 7, "the size's width")
  expect.equal(s:width(1), -1, "a point is no size")
  expect.equal(s:insetsTop(3), 9, "the insets' top")
  expect.equal(s:insetsTop(0), -1, "a rect is no UIEdgeInsets")
end)

scenario("SW13.1 as! CGRect of a point stops at its line with both types named", function()
  local s = Stash.new()
  expect.equal(s:forcedRectY(0), 2, "the rect's y")
  local ok, message = pcall(function() return s:forcedRectY(1) end)
  expect.truthy(not ok, "raised")
  expect.truthy(tostring(message):find("Stash.swift:33", 1, true) ~= nil, tostring(message))
  expect.truthy(tostring(message):find("Could not cast value of type 'CGPoint' to 'CGRect'", 1, true) ~= nil, tostring(message))
end)

scenario("SW13.1 var b = a of UIEdgeInsets is a copy", function()
  expect.equal(Stash.new():insetsCopyLeavesTheOriginal(), 19, "a.top 1, b.top 9")
end)
