-- status: 1
-- expect: error_dsl_builder.lua:6:
-- expect: window: its size must be a table {width, height}, not string
-- absent: stagecraft.scenario
scenario("window{size = 'big'}", function()
  window { size = "big" }
end)
