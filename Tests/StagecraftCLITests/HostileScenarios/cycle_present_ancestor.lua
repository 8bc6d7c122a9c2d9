-- status: 1
-- expect: cycle_present_ancestor.lua:13:
-- expect: present: Application tried to present modally an active controller ViewController<home>.
-- The presented card presenting the screen that presents it: the presentation chain became a loop
-- and the next walk up to its top (a resize, the next present) spun for ever in Swift, where no
-- script timeout reaches.
scenario("a presented controller presenting its presenter", function()
  local home = screen "home" { }
  window { root = home }
  local card = UIViewController("card")
  present(home, card, false)
  advance(1)
  card:present(home, false)
  advance(1)
  resize { width = 500, height = 800 }
end)
