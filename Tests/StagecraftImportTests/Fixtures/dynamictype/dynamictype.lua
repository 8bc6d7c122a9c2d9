-- SW12.2: `type(of: a) == type(of: b)` in Swift (app/PushGuard.swift) compares the objects' most
-- derived classes. Relies on: a bare 390 × 844 window (set explicitly); nothing is presented.
local PushGuard = require "app.PushGuard"

scenario("SW12.2 a screen of the class on top is not pushed twice; another class is", function()
  local guard = PushGuard.new()
  local list = guard:makeList()
  local nav = navigation { list }
  window { root = nav, size = {390, 844} }
  untilIdle()
  expect.truthy(guard:shouldPush(guard:makeDetail(), nav), "a DetailScreen onto a ListScreen")
  expect.truthy(not guard:shouldPush(guard:makeList(), nav), "a second ListScreen onto a ListScreen")
  -- the running state: the option on, the same class is pushed
  guard.allowPushOfSameClassTwice = true
  expect.truthy(guard:shouldPush(guard:makeList(), nav), "allowed twice")
  expect.noDiagnostics()
end)

scenario("SW12.2 two objects of one class have one type; a subclass's is its own", function()
  local guard = PushGuard.new()
  expect.truthy(guard:sameClass(guard:makeCard(), guard:makeCard()), "two Cards")
  expect.truthy(not guard:sameClass(guard:makeCard(), guard:makePhotoCard()), "a Card and a PhotoCard (its subclass)")
  expect.truthy(guard:differentClass(guard:makePhotoCard(), guard:makeCard()), "!= the other order")
  expect.truthy(not guard:differentClass(guard:makePhotoCard(), guard:makePhotoCard()), "!= of two PhotoCards")
  expect.truthy(not guard:sameClass(guard:makeList(), guard:makeDetail()), "two screen classes")
end)

scenario("SW12.2 the type of a plain UIKit view is not guessed: the line raises", function()
  local guard = PushGuard.new()
  local ok, message = pcall(function() return guard:sameClass(UIView(), UIView()) end)
  expect.truthy(not ok, "raised")
  expect.truthy(tostring(message):find("PushGuard.swift:18", 1, true) ~= nil and tostring(message):find("its class is not known here", 1, true) ~= nil, tostring(message))
end)
