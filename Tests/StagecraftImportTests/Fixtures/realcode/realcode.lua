-- Swift that real libraries wrote, reduced (app/Thresholds.swift, all under `#if os(iOS)`):
-- a static made on first access, Optional's map, `case … where a || b`, arrays joined with `+`, a
-- method overloaded in one type and not in another, called through a typed optional.
local Thresholds = require "app.Thresholds"
local Driver = require "helpers.Driver"
local EdgeCheck = require "helpers.EdgeCheck"

scenario("real code's idioms run with Swift's meaning", function()
  -- the static shared instance exists, made with its defaults
  expect.equal(Thresholds.shared.ratio, 0.3)
  -- Optional's map: the closure applied to the speed there is
  expect.equal(Thresholds.shared:isFast(2000), true)
  expect.equal(Thresholds.shared:isFast(100), false)
  -- `case .top where velocity > 0 || velocity < -5000`: each case's where clause is its own
  local check = EdgeCheck.new()
  expect.equal(check:refusal("top", 10), "top")
  expect.equal(check:refusal("bottom", 10), "none")
  expect.equal(check:refusal("bottom", -6000), "bottom")
  expect.equal(check:refusal("top", 6000), "top")
  -- arrays concatenate, the operands unchanged
  local more = {"x", "y"}
  expect.equal(table.concat(Driver.new():all(more), " "), "first x y")
  expect.equal(#more, 2)
  -- a haptic is a trace event (prepare records nothing)
  require("helpers.Snapper").new():snap()
  expect.events { "UISelectionFeedbackGenerator.selectionChanged" }
  -- the typed receiver's overload
  expect.equal(Driver.new():drive(), "value 2.5")
end)
