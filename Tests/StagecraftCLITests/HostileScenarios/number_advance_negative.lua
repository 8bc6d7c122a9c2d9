-- status: 1
-- expect: number_advance_negative.lua:5:
-- expect: advance: cannot go back in time (-1e+19 s)
scenario("advance(-1e19)", function()
  advance(-1e19)
end)
