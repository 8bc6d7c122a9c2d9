-- status: 1
-- expect: error_dsl_view_value.lua:6:
-- expect: view takes a table
-- absent: stagecraft.scenario
scenario("view(UIColor.systemRed)", function()
  view(UIColor.systemRed)
end)
