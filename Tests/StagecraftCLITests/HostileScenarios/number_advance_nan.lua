-- status: 1
-- expect: number_advance_nan.lua:5:
-- expect: advance: bad argument #1 (a finite number expected, got number)
scenario("advance(0/0)", function()
  advance(0 / 0)
end)
