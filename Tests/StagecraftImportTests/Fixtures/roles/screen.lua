-- A screen written in Swift (a UIViewController subclass): its viewDidLoad builds the card, its
-- tap presents a detail with the screen's own FadeDelegate, its viewWillAppear counts.
local Home = require "app.HomeScreen"

scenario("tapping the Swift screen's card presents its detail with the screen's own fade", function()
  local home = UIViewController("home", Home)
  window { root = home }
  untilIdle()
  expect.equal(home.appearances, 1, "appearances")
  expect.frame(home.view.subviews[1], {20, 100, 350, 200})
  tap { at = {195, 200} }
  advance(0.05)               -- the finger lifts: the tap's action presents
  advance(0.175)              -- half the fade's 0.35 s: ease-in-out is 0.5 there
  expect.alpha("viewController", 0.5, 0.01)
  untilIdle()
  expect.equal(home.presentedViewController.name, "viewController", "the presented controller")
  expect.alpha("viewController", 1)
  expect.noDiagnostics()
end)
