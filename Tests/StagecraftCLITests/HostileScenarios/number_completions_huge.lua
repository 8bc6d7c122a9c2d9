-- status: 1
-- expect: number_completions_huge.lua:9:
-- expect: expect.completions: the count must be a whole number from 0 to 1000000000, not 1e+300
local home = screen "home" { }
local detail = screen "detail" { }
scenario("expect.completions(p, 1e300)", function()
  window { root = home }
  local shown = present(home, detail)
  untilIdle(); expect.completions(shown, 1e300)
end)
