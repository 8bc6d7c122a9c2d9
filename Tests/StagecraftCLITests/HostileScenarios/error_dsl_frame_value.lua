-- status: 1
-- expect: error_dsl_frame_value.lua:6:
-- expect: frame must be a CGRect or a table {x, y, width, height} (got UIColor(#FF3B30))
-- absent: stagecraft.scenario
scenario("view{frame = UIColor.systemRed}", function()
  view { "card", frame = UIColor.systemRed }
end)
