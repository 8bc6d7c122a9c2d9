-- status: 1
-- expect: cycle_present_self.lua:7:
-- expect: present: Application tried to present modally an active controller ViewController<home>.
scenario("a screen presenting itself, through the DSL", function()
  local home = screen "home" { }
  window { root = home }
  present(home, home, false)
end)
