-- status: 1
-- expect: deep_control_action_recursion.lua:13:
-- expect: C stack overflow
-- A button whose touchUpInside action sends touchUpInside again (T12.6): the recursion through
-- the host ends as a script error at the action's line, the run goes on to its summary.
scenario("a control action that sends its own event again", function()
  local home = screen "home" {}
  window { root = home, size = {390, 844} }
  local button = UIButton("system", "again")
  button.frame = CGRect(100, 100, 100, 40)
  home.view:addSubview(button)
  button:addTarget(function(sender)
    sender:sendActions("touchUpInside") end, "touchUpInside")
  tap { at = {150, 120} }
  untilIdle()
end)
