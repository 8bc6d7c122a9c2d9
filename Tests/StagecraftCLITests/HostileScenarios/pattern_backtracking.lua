-- status: 1
-- expect: pattern_backtracking.lua:7:
-- expect: timeout: the script ran past its time budget
-- args: --timeout 0.5
scenario("a crafted pattern on a 40-byte subject", function()
  local subject = string.rep("a", 40)
  return subject:find(string.rep("a*", 20) .. "b")
end)
