-- status: 1
-- expect: cycle_push_ancestor.lua:8:
-- expect: pushViewController: TabBarController<tabs> cannot be contained in NavigationController<navigation>: it is an ancestor of it
-- The tab bar controller holding the stack, pushed onto it: a loop through two containers.
scenario("a stack's own tab bar controller pushed onto it", function()
  local nav = UINavigationController(UIViewController("a"))
  local tabs = UITabBarController { nav }
  nav:pushViewController(tabs, false)
  local _ = tabs.view
end)
