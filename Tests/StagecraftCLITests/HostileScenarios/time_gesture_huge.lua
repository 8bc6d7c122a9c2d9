-- status: 1
-- expect: time_gesture_huge.lua:6:
-- expect: pan: a gesture's duration of 1e+300 s would take the scenario
scenario("a pan lasting 1e300 s", function()
  window { root = screen "home" { } }
  pan { from = {10, 10}, to = {10, 400}, duration = 1e300 }
end)
