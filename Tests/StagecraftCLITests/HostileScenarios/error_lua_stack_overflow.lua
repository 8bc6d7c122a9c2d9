-- status: 1
-- expect: error_lua_stack_overflow.lua:5:
-- expect: stack overflow
scenario("endless recursion", function()
  local function deeper(n) return deeper(n + 1) + 1 end
  deeper(1)
end)
