-- Issue 23, the Moves library's Swift: the importer's fixes for a library's files (docs/swift.md SW6.x).
local home = screen "home" {}
local detail = screen "detail" {}

scenario("SW6.1 a helper file is its namesake class; SW6.2 a default is the struct's static method", function()
  local Palette = require("app.Palette")
  expect.equal(Palette.className, "Palette", "the file's type")
  local palette = Palette.new()
  expect.equal(palette.tone, "dark", "the class's literal default")
  expect.equal(palette.options.dims, true, "PaletteOptions.standard()'s dims")
  expect.near(palette.options.alpha, 0.7, 1e-12, "PaletteOptions.standard()'s alpha")
  -- The other order: an explicit argument, and an enum's case with a value, stay what they were.
  local Options = require("helpers.PaletteOptions")
  expect.equal(Palette.new(Options.new(false)).options.dims, false, "a given options")
  expect.near(palette:fillAlpha(), 0.5, 1e-12, "the enum default .solid(0.5)")
end)

scenario("SW6.3 an optional closure is called only when it is there", function()
  local palette = require("app.Palette").new()
  expect.equal(palette:registeredCount(), -1, "nothing registered")
  palette.registeredValues = function() return { 4, 5, 6 } end
  expect.equal(palette:registeredCount(), 3, "three registered")
end)

scenario("SW6.4 the subclass's override runs where UIKit calls the base's method", function()
  window { root = home, size = {390, 844} }
  transition(detail, { present = animator "app/SubSlide.swift", style = "fullScreen" })
  present(home, detail)
  untilIdle()
  expect.alpha(detail.view, 0.25)
  transition(detail, { present = animator "app/BaseSlide.swift", style = "fullScreen" })
  dismiss(detail)
  untilIdle()
  present(home, detail)
  untilIdle()
  expect.alpha(detail.view, 1)
end)
