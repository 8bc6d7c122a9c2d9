-- status: 1
-- expect: number_tap_count_huge.lua:6:
-- expect: tap: count must be a whole number from 1 to 100, not 1e+18
scenario("tap{count = 1e18}", function()
  window { root = screen "home" { } }
  tap { at = {10, 10}, count = 1e18 }
end)
