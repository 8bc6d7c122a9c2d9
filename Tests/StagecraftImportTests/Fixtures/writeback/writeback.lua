-- SW9: a UIKit object's value-type property changed in place is read, changed and written back
-- through its setter (app/Stacker.swift). Expected values from Swift's Array semantics and Apple's
-- documentation of `viewControllers` (assigning it is setViewControllers(_:animated: false)), by hand.
local Stacker = require "app.Stacker"

local function stack(...)
  local controllers = {...}
  local nav = UINavigationController(controllers[1], "nav")
  window { root = nav, size = {390, 844} }
  if #controllers > 1 then nav:setViewControllers(controllers, false) end
  untilIdle()
  return nav
end

local function names(nav)
  local result = {}
  for _, controller in ipairs(nav.viewControllers) do result[#result + 1] = controller.name end
  return table.concat(result, " ")
end

scenario("SW9.1 appending to nav.viewControllers pushes without animation", function()
  local a, b = UIViewController("a"), UIViewController("b")
  local nav = stack(a)
  Stacker.new():append(b, nav)
  expect.equal(names(nav), "a b")
  expect.equal(nav.topViewController, b)
  untilIdle()
  expect.noDiagnostics()
end)

scenario("SW9.1 the holder is evaluated once, and optional chains do nothing on nil", function()
  local a, b, c = UIViewController("a"), UIViewController("b"), UIViewController("c")
  local nav = stack(a)
  local stacker = Stacker.new()
  stacker.stack = nav
  stacker:appendThroughCountedHolder(b)
  expect.equal(stacker.reads, 1, "the holder read once")
  expect.equal(names(nav), "a b")
  stacker:appendIfThere(c)
  expect.equal(names(nav), "a b c")
  stacker.stack = nil
  stacker:appendIfThere(UIViewController("d"))
  stacker:appendLater(UIViewController("e"))()
  expect.equal(names(nav), "a b c", "nil holder: nothing")
end)

scenario("SW9.1 a change inside a closure reaches the stack", function()
  local a, b = UIViewController("a"), UIViewController("b")
  local nav = stack(a)
  local stacker = Stacker.new()
  stacker.stack = nav
  local later = stacker:appendLater(b)
  expect.equal(names(nav), "a", "not yet")
  later()
  expect.equal(names(nav), "a b")
end)

scenario("SW9.1 every mutating Array method on viewControllers", function()
  local a, b, c, d = UIViewController("a"), UIViewController("b"), UIViewController("c"), UIViewController("d")
  local nav = stack(a, b, c)
  local stacker = Stacker.new()
  expect.equal(stacker:popByHand(nav), c, "removeLast returns the element")
  expect.equal(names(nav), "a b")
  stacker:insert(d, nav)
  expect.equal(names(nav), "d a b")
  stacker:dropRoot(nav)
  expect.equal(names(nav), "a b")
  stacker:add({c}, nav)
  expect.equal(names(nav), "a b c")
  stacker:remove(1, nav)
  expect.equal(names(nav), "a c")
  stacker:addContents({b}, nav)
  expect.equal(names(nav), "a c b")
  stacker:swapEnds(nav)
  expect.equal(names(nav), "b c a")
  stacker:reverse(nav)
  expect.equal(names(nav), "a c b")
  stacker:replaceRoot(nav, d)
  expect.equal(names(nav), "d c b")
  stacker:set({a, b}, nav)
  expect.equal(names(nav), "a b")
  expect.equal(nav.topViewController, b)
end)

scenario("SW9.1 the app's own array changes in place; an empty motionEffects is written back", function()
  local stacker = Stacker.new()
  local a = UIViewController("a")
  stacker:keep(a)
  expect.equal(#stacker.own, 2)
  local view = UIView(CGRect(0, 0, 10, 10))
  stacker:clearEffects(view)
  expect.equal(#view.motionEffects, 0)
end)

scenario("SW9.3 geometry fields of a view's values change the view", function()
  local view = UIView(CGRect(10, 20, 100, 50))
  local stacker = Stacker.new()
  stacker:nudge(view)
  -- frame {15, 20, 100, 40} after the x and height writes: center (65, 40), then center.y - 2 = 38.
  -- (The frame of a transformed view is not to be read, Apple says: center and bounds are.)
  expect.equal(view.center, CGPoint(65, 38))
  expect.equal(view.bounds.size, CGSize(100, 40))
  expect.equal(view.bounds.origin.y, 3)
  expect.equal(view.transform.tx, 4)
  expect.equal(view.layer.shadowOffset.width, 3)
  expect.equal(view.layer.transform.m34, -0.002)
  view.transform = CGAffineTransform.identity
  stacker:growFrame(view)
  expect.equal(view.frame.size.width, 110, "&view.frame to an inout parameter is written back")
end)

scenario("SW9.4 a change of part of a computed property runs its getter, then its setter", function()
  local stacker = Stacker.new()
  local view = UIView(CGRect(0, 0, 100, 50))
  stacker:reshape(view)
  -- area: x 7, then width 10 + 5 = 15, two writes; recent: [1, 2] + [3] written back, 3 elements.
  expect.equal(stacker.storedArea, CGRect(7, 0, 15, 10))
  expect.equal(stacker.areaWrites, 2 + 3)
  expect.equal(view.frame.origin.x, 30, "the extension's setter moved the view")
end)
