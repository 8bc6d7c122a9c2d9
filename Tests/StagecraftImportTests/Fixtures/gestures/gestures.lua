-- A UIPanGestureRecognizer subclass in Swift (app/DirectionalPan.swift), made and watched by a
-- Swift helper (app/SwipeWatcher.swift): UIGestureRecognizerSubclass's touch override calling
-- super, its state setter, and delaysTouchesBegan, as UIKit runs them (T12.4).
local SwipeWatcher = require "app.SwipeWatcher"
local home = screen "home" { backgroundColor = "white" }

-- A view that writes down the touches UIKit delivers to it.
local Pad = {}
function Pad:touchesBegan(touches, event) self.log[#self.log + 1] = "began" end
function Pad:touchesEnded(touches, event) self.log[#self.log + 1] = "ended" end
function Pad:touchesCancelled(touches, event) self.log[#self.log + 1] = "cancelled" end

local function setUp(direction)
  window { root = home, size = {390, 844} }
  local pad = UIView{ frame = {0, 0, 390, 844}, name = "pad", class = Pad }
  pad.log = {}
  home.view:addSubview(pad)
  return SwipeWatcher.new(pad, direction), pad
end

scenario("T12.4 a swipe the way the subclass allows begins, changes and ends; its view never gets the delayed touches", function()
  local watcher, pad = setUp("right")
  pan { from = {100, 400}, to = {300, 400}, duration = 0.3 }
  untilIdle()
  expect.equal(watcher:get_summary(), "began changed ended")
  expect.equal(watcher.pan.state, "ended")
  -- every move reached the override (the pan needs more than one to pass its 10 pt)
  expect.truthy(watcher.pan.movesSeen > 1, "the override saw the moves")
  -- delaysTouchesBegan: recognised, so the held touchesBegan is dropped, and what follows it
  expect.truthy(#pad.log == 0, "the pad got no touches: " .. table.concat(pad.log, " "))
  expect.noDiagnostics()
end)

scenario("T12.4 a swipe the other way: the override cancels it as it begins, and the action runs once, seeing cancelled", function()
  local watcher, pad = setUp("right")
  pan { from = {300, 400}, to = {100, 400}, duration = 0.3 }
  untilIdle()
  -- UIKit sends the action on the next run-loop turn: began and cancelled in one touchesMoved
  -- are one action, with the state then
  expect.equal(watcher:get_summary(), "cancelled")
  expect.equal(watcher.pan.state, "cancelled")
  expect.truthy(#pad.log == 0, "the pad got no touches: " .. table.concat(pad.log, " "))
  -- the same recognizer, reset by the next touches, takes a swipe the right way
  pan { from = {100, 400}, to = {300, 400}, duration = 0.3 }
  untilIdle()
  expect.equal(watcher:get_summary(), "cancelled began changed ended")
  expect.noDiagnostics()
end)

scenario("T12.4 a vertical subclass: down is its way, right is cancelled", function()
  local watcher = setUp("down")
  pan { from = {200, 200}, to = {200, 500}, duration = 0.3 }
  untilIdle()
  expect.equal(watcher:get_summary(), "began changed ended")
  pan { from = {100, 400}, to = {300, 400}, duration = 0.3 }
  untilIdle()
  expect.equal(watcher:get_summary(), "began changed ended cancelled")
  expect.noDiagnostics()
end)

scenario("T12.4 a tap fails the delaying pan: then its view gets touchesBegan, and touchesEnded after it", function()
  local watcher, pad = setUp("right")
  tap { at = {200, 400} }
  untilIdle()
  expect.equal(watcher:get_summary(), "")
  expect.equal(watcher.pan.state, "failed")
  expect.equal(table.concat(pad.log, " "), "began ended")
  expect.noDiagnostics()
end)

scenario("the touch methods are UIKit's to call, and state takes UIKit's names only", function()
  local watcher = setUp("right")
  local ok, message = pcall(function() watcher.pan:touchesMoved({}) end)
  expect.truthy(not ok and message:find("UIKit's to call", 1, true), "touchesMoved outside the override: " .. tostring(message))
  ok, message = pcall(function() watcher.pan.state = "flying" end)
  expect.truthy(not ok and message:find("gesture state", 1, true), "a bad state: " .. tostring(message))
  expect.equal(watcher.pan.state, "possible")
  -- a change UIKit's machine does not allow (possible → changed) is ignored, as UIKit ignores it
  watcher.pan.state = "changed"
  expect.equal(watcher.pan.state, "possible")
  expect.noDiagnostics()
end)
