-- status: 1
-- expect: time_until_idle_forever.lua:7:
-- expect: untilIdle: still busy at t=600s
scenario("untilIdle(1e9) with an animation that repeats forever", function()
  window { root = screen "home" { view { "box", frame = {0, 0, 10, 10} } } }
  UIView.animate(1, 0, { "repeat", "autoreverse" }, function() find("box").alpha = 0 end)
  untilIdle(1e9)
end)
