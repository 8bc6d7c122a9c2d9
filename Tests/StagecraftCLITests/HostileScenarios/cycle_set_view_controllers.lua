-- status: 1
-- expect: cycle_set_view_controllers.lua:9:
-- expect: setViewControllers: Pushing a navigation controller is not supported (NavigationController<navigation>)
-- The stack showed itself: the next resize told its shown child, itself, until SIGSEGV.
scenario("a stack listing itself", function()
  local a = UIViewController("a")
  local nav = UINavigationController(a)
  window { root = nav }
  nav:setViewControllers({ a, nav }, false)
  advance(1)
  resize { width = 500, height = 800 }
end)
