-- status: 1
-- expect: cycle_push_self.lua:8:
-- expect: pushViewController: Pushing a navigation controller is not supported (NavigationController<navigation>)
-- A navigation controller pushed onto its own stack became its own shown child: `nav.view` then
-- recursed until the host died of SIGSEGV, taking the whole test run with it.
scenario("a navigation controller pushed onto itself", function()
  local nav = UINavigationController(UIViewController("a"))
  nav:pushViewController(nav, false)
  local _ = nav.view
end)
