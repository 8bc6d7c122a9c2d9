-- inout parameters with Swift's copy-in copy-out meaning (SW5.6), app/Meter.swift. Expected by hand:
--   clamp(&12, to: 10) -> true, 10;  clamp(&3, to: 10) -> false, 3 (falls off the end)
--   swapValues(&1, &2) -> 2, 1;  clamp(&total 0, to: -1) -> total -1
--   grow(&{0, 0, 10, 10}, by: 5): width 15, then offset by 5: x 5
local Meter = require "app.Meter"

scenario("SW5.6 a method's inout parameters come back to the caller's variables and properties", function()
  local meter = Meter.new()
  expect.equal(meter:run(), "10 true 3 false 2 1 -1 5 15")
  expect.equal(meter.total, -1, "a property passed inout")
  expect.equal(meter.frame, CGRect(5, 0, 15, 10), "a struct property passed inout, changed and replaced")
end)

scenario("SW5.6 from Lua, the method returns its result, then each inout value", function()
  local meter = Meter.new()
  local changed, value = meter:clamp(12, 10)
  expect.equal(changed, true, "clamped")
  expect.equal(value, 10, "the new value")
  local a, b = select(2, meter:swapValues(1, 2))
  expect.equal(a, 2, "first")
  expect.equal(b, 1, "second")
end)
