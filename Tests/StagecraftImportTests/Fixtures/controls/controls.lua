-- A Swift screen's buttons (T12.6): "show" presents the detail from its touchUpInside action, as
-- the Swift does; "close" is disabled, so its taps count nothing. Relies on: a bare 390 × 844
-- window (set explicitly) and the detail's .fullScreen style (set by the Swift action).
local ButtonScreen = require "app.ButtonScreen"

scenario("the Swift screen's button presents its detail on touchUpInside, once", function()
  local home = UIViewController("home", ButtonScreen)
  window { root = home, size = {390, 844} }
  untilIdle()
  local show = home.view:viewNamed("show")
  expect.equal(show.currentTitle, "Show detail", "title")
  expect.equal(show.currentTitleColor, UIColor.red, "title colour")
  tap { at = {195, 422} }
  advance(0.02)
  expect.equal(show.currentTitle, "Showing", "the highlighted title while the finger is down")
  untilIdle()
  expect.events({ "show.touchDown", "show.touchUpInside", "show.primaryActionTriggered" }, { exact = true })
  expect.equal(home.presentedViewController.name, "viewController", "the presented controller")
  expect.equal(home.presentedViewController.modalPresentationStyle, "fullScreen", "style")
  expect.noDiagnostics()
end)

scenario("a drag off the Swift screen's button presents nothing", function()
  local home = UIViewController("home", ButtonScreen)
  window { root = home, size = {390, 844} }
  untilIdle()
  pan { from = {195, 422}, to = {195, 600}, duration = 0.3 }
  untilIdle()
  expect.events({ "show.touchDown", "show.touchUpOutside" })
  expect.truthy(home.presentedViewController == nil, "nothing presented")
end)

scenario("the disabled close button sends nothing; enabled, both its events count", function()
  local home = UIViewController("home", ButtonScreen)
  window { root = home, size = {390, 844} }
  untilIdle()
  expect.equal(home.view:viewNamed("close").currentImage, "xmark", "the close button's image")
  tap { at = {355, 35} }
  untilIdle()
  expect.equal(home.closes, 0, "closes while disabled")
  home.view:viewNamed("close").isEnabled = true
  tap { at = {355, 35} }
  untilIdle()
  expect.equal(home.closes, 2, "touchDown and touchUpInside")
end)
