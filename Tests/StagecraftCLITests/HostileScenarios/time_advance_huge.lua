-- status: 1
-- expect: time_advance_huge.lua:5:
-- expect: advance: advance(1000000000) would take the scenario to t=1000000000s, past its limit of 600 s
scenario("advance(1e9)", function()
  advance(1e9)
end)
