-- UINavigationController subclasses written in Swift: `self` is UIKit's navigation controller.
local Fading = require "app.FadingNavigationController"
local Navigations = require "app.Navigations"

-- T9.1, T3.1: the override sets the fade as the delegate and calls super: the push fades (linear,
-- 0.4 s), the pop fades too, and the appearance callbacks keep UIKit's order. `Fading.new(root)` is
-- the controller, as `FadingNavigationController(rootViewController: root)` is in Swift.
scenario("T9.1 a subclass's pushViewController override sets its delegate and calls super", function()
  local root = UIViewController("root")
  local nav = Fading.new(root)
  window { root = nav, size = {390, 844} }
  untilIdle()
  expect.equal(nav.rootName, "set by init", "the init ran on the controller's fields")
  expect.equal(nav.appearances, 1, "its viewWillAppear override ran once, when the window showed it")
  expect.equal(nav.modalPresentationStyle, "overFullScreen", "what the init set on UIKit's controller is the controller's")
  expect.equal(nav.delegate, nil, "no delegate before the first push")
  local detail = UIViewController("detail")
  nav:pushViewController(detail, true)
  expect.equal(nav.pushes, 1, "the override ran once")
  expect.equal(nav:stackDepth(), 2, "viewControllers changes when the push starts")
  expect.equal(nav.topViewController, detail, "topViewController")
  advance(0.1)                -- a quarter of the fade's 0.4 s, linear
  expect.alpha("detail", 0.25, 0.01)
  expect.frame(detail.view, {0, 0, 390, 844})
  untilIdle()
  expect.alpha("detail", 1)
  expect.lifecycle({ "root.viewWillDisappear", "detail.viewWillAppear", "root.viewDidDisappear", "detail.viewDidAppear" })
  nav:popViewController(true)
  advance(0.3)                -- three quarters: the root fades in over the detail
  expect.alpha("root", 0.75, 0.01)
  untilIdle()
  expect.equal(nav.topViewController, root, "popped")
  expect.equal(nav.pushes, 1, "a pop is not a push")
  expect.frame(root.view, {0, 0, 390, 844})
  expect.lifecycle({ "detail.viewWillDisappear", "root.viewWillAppear", "detail.viewDidDisappear", "root.viewDidAppear" })
  expect.noDiagnostics()
end)

-- The same class made by Swift code (`FadingNavigationController(rootViewController: root)`),
-- pushing twice: each push goes through the override once.
scenario("T9.1 a subclass made in Swift pushes through its override each time", function()
  local root = UIViewController("root")
  local nav = Navigations.fading(root)
  window { root = nav, size = {390, 844} }
  untilIdle()
  expect.equal(nav.name, "FadingNavigationController", "named after the class")
  expect.equal(nav.className, "FadingNavigationController", "Swift's class, for as? and is")
  expect.truthy(nav:isKind("UINavigationController"), "and still UIKit's navigation controller")
  nav:pushViewController(UIViewController("first"), true)
  untilIdle()
  nav:pushViewController(UIViewController("second"), false)
  untilIdle()
  expect.equal(nav.pushes, 2, "pushes")
  expect.equal(#nav.viewControllers, 3, "the stack")
  expect.equal(nav.topViewController.name, "second", "top")
  expect.noDiagnostics()
end)

-- An override that does not call super: UIKit pushes nothing.
scenario("T9.2 a subclass whose push override does not call super pushes nothing", function()
  local root = UIViewController("root")
  local nav = Navigations.locked(root)
  window { root = nav, size = {390, 844} }
  untilIdle()
  local detail = UIViewController("detail")
  nav:pushViewController(detail, true)
  untilIdle()
  expect.equal(nav.refused, 1, "the override ran")
  expect.equal(#nav.viewControllers, 1, "nothing pushed")
  expect.equal(nav.topViewController, root, "the root is still on top")
  expect.equal(detail.parent, nil, "the detail was never adopted")
  expect.equal(detail.isViewLoaded, false, "the detail's view never loaded")
  expect.noDiagnostics()
end)

-- An error in the override is reported at its line; UIKit's state stays as it was: nothing pushed.
scenario("a push override that raises is reported and pushes nothing", function()
  local root = UIViewController("root")
  local nav = UINavigationController(root, "nav", {
    pushViewController = function(nav, vc, animated) error("no pushing today") end,
  })
  window { root = nav, size = {390, 844} }
  untilIdle()
  nav:pushViewController(UIViewController("detail"), true)
  untilIdle()
  expect.equal(#nav.viewControllers, 1, "nothing pushed")
  expect.diagnostics { "no pushing today" }
end)

-- A screen that is not a table is a clear error naming the scenario's line, no controller made.
scenario("UINavigationController(root, name, screen) takes a table", function()
  local ok, message = pcall(UINavigationController, UIViewController("root"), "nav", 5)
  expect.equal(ok, false, "refused")
  expect.truthy(tostring(message):find("navsubclass.lua:%d+") ~= nil, "names the line: " .. tostring(message))
  expect.noDiagnostics()
end)

-- A subclass's popViewController, setViewControllers and layout overrides (app/GuardedNavigationController.swift).
local function guarded()
  local root = UIViewController("root")
  local nav = Navigations.guarded(root)
  window { root = nav, size = {390, 844} }
  untilIdle()
  return nav, root
end

-- T9.2: UIKit's popViewController(animated:) is the override's; its super pops and is its answer.
scenario("T9.2 a pop from code goes through the override, whose super pops", function()
  local nav, root = guarded()
  local detail = UIViewController("detail")
  nav:pushViewController(detail, false)
  untilIdle()
  local popped = nav:popViewController(true)
  expect.equal(popped, detail, "the override returned super's popped controller")
  untilIdle()
  expect.equal(nav.topViewController, root, "popped")
  expect.equal(nav:get_summary(), "pop")
  -- the other way: holding, the override does not call super, and nothing pops
  nav:pushViewController(detail, false)
  untilIdle()
  nav.holdsPops = true
  expect.equal(nav:popViewController(true), nil, "no super: nil")
  untilIdle()
  expect.equal(nav.topViewController, detail, "still on top")
  expect.equal(#nav.viewControllers, 2)
  expect.equal(nav:get_summary(), "pop, pop")
  expect.noDiagnostics()
end)

-- T9.4: the back swipe pops through the override too (UIKit's swipe calls popViewController).
scenario("T9.4 the back swipe pops through the override; held, it pops nothing and a later pop is not interactive", function()
  local nav, root = guarded()
  local detail = UIViewController("detail")
  nav:pushViewController(detail, true)
  untilIdle()
  edgePan { edge = "left", distance = 300, duration = 0.3, offset = 400 }
  untilIdle()
  expect.equal(nav:get_summary(), "pop", "the swipe called the override")
  expect.equal(nav.topViewController, root, "and super popped under the finger")
  nav:pushViewController(detail, true)
  untilIdle()
  nav.holdsPops = true
  edgePan { edge = "left", distance = 300, duration = 0.3, offset = 400 }
  untilIdle()
  expect.equal(nav:get_summary(), "pop, pop", "the held swipe called it")
  expect.equal(nav.topViewController, detail, "held: nothing popped")
  -- a pop from code afterwards runs by itself (0.35 s default slide), not waiting for a finger
  nav.holdsPops = false
  nav:popViewController(true)
  advance(0.2)
  -- UIKit's slide moves the detail off to the right at once; a pop driven by the held swipe's
  -- interaction would stand at 0 until a finger moved it
  expect.truthy(detail.view.layer:presentation().frame.origin.x > 100, "the detail slides away by itself: " .. tostring(detail.view.layer:presentation().frame.origin.x))
  untilIdle()
  expect.equal(nav.topViewController, root, "popped")
  expect.equal(#nav.viewControllers, 1)
  expect.noDiagnostics()
end)

scenario("setViewControllers from code goes through the override, whose super sets the stack", function()
  local nav, root = guarded()
  local a, b = UIViewController("a"), UIViewController("b")
  nav:setViewControllers({ root, a, b }, false)
  untilIdle()
  expect.equal(nav:get_summary(), "set 3")
  expect.equal(#nav.viewControllers, 3)
  expect.equal(nav.topViewController, b)
  nav:setViewControllers({ root }, true)
  untilIdle()
  expect.equal(nav:get_summary(), "set 3, set 1")
  expect.equal(nav.topViewController, root, "back to the root")
  expect.noDiagnostics()
end)

-- UIKit calls viewWillLayoutSubviews and viewDidLayoutSubviews around each layout pass of the
-- controller's view: once each per pass.
scenario("the layout overrides run in each layout pass of the navigation controller's view", function()
  local nav = guarded()
  expect.truthy(nav.willLayouts >= 1, "laid out when shown")
  expect.equal(nav.didLayouts, nav.willLayouts, "in pairs")
  local before = nav.willLayouts
  nav.view:setNeedsLayout()
  nav.view:layoutIfNeeded()
  expect.equal(nav.willLayouts, before + 1, "one more pass")
  expect.equal(nav.didLayouts, before + 1)
  nav.view:layoutIfNeeded()
  expect.equal(nav.willLayouts, before + 1, "nothing to lay out: no pass")
  expect.noDiagnostics()
end)
