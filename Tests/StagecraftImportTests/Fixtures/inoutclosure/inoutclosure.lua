-- SW12.3: a closure that takes a struct `inout` (app/MenuSettings.swift, SideMenu's
-- InitializableStruct) changes the struct it is given. Nothing is presented.
local Maker = require "app.MenuSettingsMaker"

scenario("SW12.3 the closure's writes land in the struct: made, changed with with(), applied to a local", function()
  local maker = Maker.new()
  local made = maker:made()
  expect.equal(made.width, 300, "MenuSettings { $0.width = 300 }")
  expect.equal(made.duration, 0.35, "the other field keeps its default")
  local changed = maker:changed()
  expect.equal(changed[1], 240, "the variable's width")
  expect.equal(changed[2], 0.5, "the variable's duration, set by with's closure")
  expect.equal(changed[3], 100, "the returned copy's own width")
  expect.equal(changed[4], 0.5, "the returned copy's duration")
  expect.equal(maker:widened().width, 250, "change(&settings) on a local")
end)
