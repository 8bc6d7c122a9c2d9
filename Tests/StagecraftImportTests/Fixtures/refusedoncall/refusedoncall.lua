-- A method refused for its signature (`throws`) raises its refusal when it is
-- called, at its Swift line, and not when its module loads (SW8.5): the class's other members work,
-- as Jelly's Animator presents although its seven live-update methods throw (app/Counter.swift).
require "app.Counter"   -- translates app/*.swift
local Counter = require "helpers.Counter"

scenario("SW8.5 a method refused for its signature fails when called, its class still loads", function()
  local counter = Counter.new()
  counter:increment()
  expect.equal(counter.count, 1, "a translated method of the class runs")
  local ok, message = pcall(function() counter:reset() end)
  expect.equal(ok, false, "the throwing method raises")
  expect.equal(tostring(message):find("not translated: throwing method reset (Counter.swift:13)", 1, true) ~= nil, true, tostring(message))
  expect.equal(counter.count, 1, "nothing of the refused method ran")
  ok, message = pcall(function() return counter:clamped(5) end)
  expect.equal(ok, false, "the throwing method with a result raises")
  expect.equal(tostring(message):find("not translated: throwing method clamped (Counter.swift:17)", 1, true) ~= nil, true, tostring(message))
end)
