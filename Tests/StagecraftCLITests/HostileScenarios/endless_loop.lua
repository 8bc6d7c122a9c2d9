-- status: 1
-- expect: endless_loop.lua:6:
-- expect: timeout
-- args: --timeout 0.5
scenario("an endless loop that pcall cannot swallow", function()
  while true do pcall(function() while true do end end) end
end)
