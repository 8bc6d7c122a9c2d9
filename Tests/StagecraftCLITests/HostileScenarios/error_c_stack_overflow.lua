-- status: 1
-- expect: error_c_stack_overflow.lua:5:
-- expect: C stack overflow
scenario("coroutines nested past the C stack", function()
  local function nest(n) return coroutine.wrap(function() return nest(n + 1)() end) end
  nest(1)()
end)
