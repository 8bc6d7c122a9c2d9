-- SW13.1: a geometry value kept as `Any` is read back with `as?`, `is` and `as!` as its own type
-- (app/Stash.swift). Relies on: nothing on screen.
local Stash = require "app.Stash"

local function stash()
  local s = Stash.new()
  s:keep(CGRect(1, 2, 3, 4))                  -- 0
  s:keep(CGPoint(5, 6))                        -- 1
  s:keep(CGSize(7, 8))                         -- 2
  s:keep(UIEdgeInsets(9, 10, 11, 12))          -- 3
  s:keep(3)                                    -- 4
  return s
end

scenario("SW13.1 as? CGRect reads a rect back, and nothing else as one", function()
  local s = stash()
  expect.equal(s:rect(0), CGRect(1, 2, 3, 4), "the rect")
  expect.equal(s:rect(1), CGRect(0, 0, 0, 0), "a point is no rect: .zero")
  expect.equal(s:rect(4), CGRect(0, 0, 0, 0), "a number is no rect: .zero")
end)

scenario("SW13.1 is CGPoint, as? CGSize and as? UIEdgeInsets each answer their own kind", function()
  local s = stash()
  expect.truthy(s:hasPoint(1), "a point is a CGPoint")
  expect.truthy(not s:hasPoint(0), "a rect is no CGPoint")
  expect.truthy(not s:hasPoint(2), "a size is no CGPoint")
  expect.equal(s:width(2), 7, "the size's width")
  expect.equal(s:width(1), -1, "a point is no size")
  expect.equal(s:insetsTop(3), 9, "the insets' top")
  expect.equal(s:insetsTop(0), -1, "a rect is no UIEdgeInsets")
end)

scenario("SW13.1 as! CGRect of a point stops at its line with both types named", function()
  local s = stash()
  expect.equal(s:forcedRect(0), CGRect(1, 2, 3, 4), "the rect")
  local ok, message = pcall(function() return s:forcedRect(1) end)
  expect.truthy(not ok, "raised")
  expect.truthy(tostring(message):find("Stash.swift:32", 1, true) ~= nil, tostring(message))
  expect.truthy(tostring(message):find("Could not cast value of type 'CGPoint' to 'CGRect'", 1, true) ~= nil, tostring(message))
end)

scenario("SW13.1 var b = a of UIEdgeInsets is a copy", function()
  expect.equal(Stash.new():insetsCopyLeavesTheOriginal(), 19, "a.top 1, b.top 9")
end)
