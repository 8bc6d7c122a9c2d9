-- status: 1
-- expect: cycle_tabs_twice.lua:6:
-- expect: UITabBarController: ViewController<a> appears more than once in the tab bar controller's viewControllers
scenario("one controller in two tabs", function()
  local a = UIViewController("a")
  local tabs = UITabBarController { a, a }
  window { root = tabs }
end)
