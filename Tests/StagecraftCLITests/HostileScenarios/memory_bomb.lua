-- status: 1
-- expect: memory_bomb.lua:
-- expect: not enough memory
scenario("a table that grows until memory runs out", function()
  local t = {}
  for i = 1, 1e9 do t[i] = { i, i, i, i } end
end)
