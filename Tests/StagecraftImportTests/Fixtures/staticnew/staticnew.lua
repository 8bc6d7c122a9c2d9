-- SW12.4: a static member named `new` (app/Theme.swift) and the constructor T.new both work.
local Theme = require "app.Theme"

scenario("SW12.4 a static named new is the static; the init is still the constructor", function()
  local theme = Theme.new(0.8)
  expect.equal(theme.alpha, 0.8, "the init made it")
  expect.equal(theme:shared().alpha, 0.5, "Theme.new, the static")
  expect.truthy(theme:shared() == theme:shared(), "one shared instance (a static let)")
  expect.equal(theme:made().alpha, 0.2, "Theme(alpha:)")
  expect.truthy(theme:isShared(theme:shared()) and not theme:isShared(theme), "=== Theme.new")
  expect.equal(theme:newSpotX(), 7, "a struct's static computed new")
  expect.equal(theme:madeSpotX(), 3, "the struct's memberwise init")
end)
