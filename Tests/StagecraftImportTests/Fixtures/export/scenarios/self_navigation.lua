-- SW10.1, by hand: the list is its navigation controller's delegate once its view loads, so it is
-- asked for the push's animator (T9.1) and marks the pushed screen half transparent; with no
-- animator UIKit pushes and pops its own way. The pop is asked too, and marks nothing.
local SelfNavigationViewController = require("screens.self_navigation")
local detail = screen "detail" { backgroundColor = "systemBlue" }

scenario("the screen is asked, as its navigation controller's delegate, for each push and pop", function()
  local list = UIViewController("list", SelfNavigationViewController.new())
  local nav = navigation { list, name = "nav" }
  window { root = nav, size = {390, 844} }
  push(nav, detail)
  untilIdle()
  expect.alpha("detail", 0.5)
  pop(nav)
  untilIdle()
  expect.alpha("list", 1)
  expect.equal(#nav.viewControllers, 1, "controllers on the stack")
  expect.events { "SelfNavigationViewController.animationControllerFor(push)", "SelfNavigationViewController.animationControllerFor(pop)" }
  expect.noDiagnostics()
end)
